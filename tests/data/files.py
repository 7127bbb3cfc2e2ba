"""Good data files of every kind, and the real start-up path to feed them to."""
from __future__ import annotations

import json
import os
import subprocess
from contextlib import contextmanager
from pathlib import Path

from game import new_game

#: where each kind of file lives in the data folder
PLACES = {
    "settings": "settings.json",
    "statistics": "statistics.json",
    "autosave": "autosave.json",
    "named": "saves/friday.json",
    "finished": "finished/pups-20260101-120000.json",
}


def played(actions: int | None = 12, game_id: str = "pups", players: int = 3, seed: int = 2):
    """A game with ``actions`` actions played (None: to the end)."""
    game = new_game(game_id, players=players, seed=seed)
    n = 0
    while not game.is_over and (actions is None or n < actions):
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
        n += 1
    return game


def saved_game(game, title: str = "Pups") -> dict:
    seats = [{"name": name, "human": i == 0, "level": "normal", "zone": None} for i, name in enumerate(game.names)]
    return {"version": 1, "record": game.record(), "seats": seats, "title": title,
            "saved_at": "2026-01-01 12:00", "extra": {}}


def good_files() -> dict[str, dict]:
    from game.storage.settings import Settings

    settings = Settings(volume=0.4, muted=True, animation="instant")
    settings.hints_seen = ["pups", "hounds", "pooch", "heaveho"]
    return {
        "settings": settings.to_dict(),
        "statistics": {"version": 1, "games": {"pups": {"normal": {"played": 3, "won": 1, "best": 40}}}},
        "autosave": saved_game(played(12)),
        "named": saved_game(played(5), "Friday night"),
        "finished": saved_game(played(None, players=2, seed=3)),
    }


def encode(data) -> bytes:
    return json.dumps(data, indent=1, sort_keys=True).encode()


def lay_out(folder: Path, files: dict[str, bytes]) -> None:
    """Write each kind's bytes at its place in the data folder."""
    for kind, raw in files.items():
        path = folder / PLACES[kind]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(raw)


def set_aside(folder: Path, kind: str) -> list[Path]:
    place = folder / PLACES[kind]
    return sorted(place.parent.glob(f"{place.stem}.bad-*{place.suffix}"))


@contextmanager
def data_folder(folder: Path):
    """KENNEL_DATA_DIR set to ``folder`` for as long as the block runs."""
    before = os.environ.get("KENNEL_DATA_DIR")
    os.environ["KENNEL_DATA_DIR"] = str(folder)
    try:
        yield folder
    finally:
        if before is None:
            del os.environ["KENNEL_DATA_DIR"]
        else:
            os.environ["KENNEL_DATA_DIR"] = before


def start(kind: str | None = None, paint: bool = False, size=(640, 480), press_continue: bool = False,
          recover: bool = False):
    """The real start-up: build the App, put the first scene on screen and draw one
    frame; for named saves and finished games, then open the list and the file, as
    a player does; ``press_continue`` presses the title's Continue (when it shows).
    Returns the app and what the shelf said (if it was opened).
    ``recover``: a first scene that breaks goes to App.recover, as in App.run (else
    the error fails the test). ``paint=False`` leaves out painting the card faces,
    which reads no data file."""
    from game.storage import saves
    from scenes.frame.app import App, Launch
    from scenes.screens.shelf import Shelf
    from scenes.start import first_scene

    if paint:
        app = App(Launch(size=size))
    else:
        keep = App.paint_cards
        App.paint_cards = lambda self: None
        try:
            app = App(Launch(size=size))
        finally:
            App.paint_cards = keep
    try:  # as App.run puts the first scene up
        app.stack.push(first_scene(app))
    except Exception:
        if not recover:
            raise
        app.recover()
    app.step(1 / 60)
    if press_continue and app.stack.top.__class__.__name__ == "Title" and app.stack.top.autosave is not None:
        told = list(app.notices)  # (the press takes the notices down: keep what was told before it)
        app.stack.top.resume_autosave()
        app.notices[:0] = [note for note in told if note not in app.notices]
        app.step(1 / 60)
    said = None
    if kind in ("named", "finished"):
        shelf = app.stack.push(Shelf(app, kind))
        app.step(1 / 60)
        shelf.open(saves.data_dir() / PLACES[kind])
        app.step(1 / 60)
        said = shelf.problem
    return app, said


def stop(app) -> None:
    from game.storage import autosave

    for scene in list(app.stack.scenes):
        if hasattr(scene, "match"):
            scene.match.close()
    autosave.writer.flush()
    type(app).close_window()


@contextmanager
def tmpfs(where: Path, size: str = "1m"):
    """A small tmpfs mounted at ``where`` for the block (needs root); raises
    ``OSError`` with the reason when it cannot be mounted."""
    where.mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as exc:
        raise OSError(f"cannot run mount: {exc}") from None
    if done.returncode != 0:
        raise OSError(f"cannot mount a tmpfs: {done.stderr.strip() or done.returncode}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True, timeout=30)


def read_only(where: Path) -> None:
    done = subprocess.run(["mount", "-o", "remount,ro", str(where)], capture_output=True, text=True, timeout=30)
    if done.returncode != 0:
        raise OSError(f"cannot make the tmpfs read-only: {done.stderr.strip()}")


def fill(folder: Path) -> None:
    """Write into ``folder`` until the disk is full."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 65536)
    except OSError:
        pass
    finally:
        os.close(fd)
    for n in range(10_000):  # the last few bytes, and the last free inodes
        try:
            (folder / f"filler-{n}").write_bytes(b"\0" * 512)
        except OSError:
            break
