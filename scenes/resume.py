"""Opening a saved game (the autosave, a named save) at its table."""
from __future__ import annotations

from game.storage import saves, disk
from scenes.catalog import load_all


def open_saved(app, saved: saves.Saved, paused: bool = True, autosave: bool = False) -> bool:
    """Rebuild the game from its record and put its table on screen, paused (a
    real-time game restarts with a countdown). Returns False with a notice when the
    save cannot be opened."""
    catalog = load_all()
    try:
        game = saved.game if saved.game is not None else saves.replayed(saved.record)
        saved.game = None  # the table owns it now
    except ValueError as exc:
        if autosave:
            try:
                kept = disk.set_aside(saves.autosave_path())
                exc = f"{exc}; it was kept as {kept.name}"
            except OSError:
                pass
        app.notices.append(f"Could not open that game: {exc}")
        return False
    entry = catalog.get(game.id)
    if entry is None:
        app.notices.append(f"Could not open that game: no table for {game.id}")
        return False
    table = entry.table(app, game, saved.seats)
    table.keeper.extra = dict(saved.extra)
    table.resumed = True  # no first-time hint over a game already under way
    app.open_over_title(table)
    if paused and not game.is_over:
        table.open_pause()
    return True
