"""The pass-and-play moments for ``tools.shots``: the cover between two people over
the public table as a trick or shift ends (its cards and reason in sight), while a
bot's card lands, at the Heave Ho! tug, and a Continue that opens covered under the
pause menu. Animations run at the normal speed here (the moments are mid-motion)."""
from __future__ import annotations

from game import new_game
from game.storage import saves
from scenes.catalog import load_all
from scenes.table.handoff import HandOff
from scenes.frame.dialogs import Hint
from scenes.table.scene import bots_in_frame_thread

FRAME = 1 / 60


def people_table(app, game_id: str, players: int, humans: tuple, seed: int, **options):
    game = new_game(game_id, players=players, seed=seed, options=options or None)
    seats = [saves.Seat(n, i in humans, "normal") for i, n in enumerate(game.names)]
    with bots_in_frame_thread():
        table = load_all()[game_id].table(app, game, seats)
    app.settings.animation = "normal"
    return table


def step_until(app, table, moment, limit=4000) -> bool:
    """Play on (each person's first legal move, the cover lifted as people do) until
    ``moment()``; False when it never came."""
    for _ in range(limit):
        if moment():
            return True
        top = app.stack.top
        if isinstance(top, HandOff) and top.may_reveal():
            top.done()
        elif top is table and isinstance(table.viewer, int) and table.viewer in table.match.to_act() \
                and not table.motion.busy and table.held_view is None:
            table.act(table.viewer, table.match.legal_actions(table.viewer)[0])
        elif isinstance(top, Hint) or hasattr(top, "on_close") and top is not table:
            top.close()  # the first-time hint, a round's summary
        app.step(FRAME)
    return False


def explaining(table) -> bool:
    """A finished trick or shift is on the table with why it went as it did."""
    return table.last_reason is not None and table.motion.busy


def shots(app_at, save, out, size) -> None:
    from scenes.screens.title import Title

    # Pups, two people: a trick ends under the cover (its cards and why, in sight)
    app = app_at(size)
    app.stack.push(Title(app))
    t = people_table(app, "pups", 2, (0, 1), seed=6, first_leader=0)
    app.open_over_title(t)
    if step_until(app, t, lambda: explaining(t) and isinstance(app.stack.top, HandOff)):
        for _ in range(30):
            app.step(FRAME)
        save(app, out, "pups-cover-trick-end")

    # Pups, two people and a bot: the bot plays in sight under the cover
    app = app_at(size)
    app.stack.push(Title(app))
    t = people_table(app, "pups", 3, (0, 1), seed=4, first_leader=0)
    app.open_over_title(t)
    if step_until(app, t, lambda: isinstance(app.stack.top, HandOff) and app.stack.top.name is None
                  and t.motion.busy and t.match.view(None)["phase"] == "showdown"):
        for _ in range(8):
            app.step(FRAME)
        save(app, out, "pups-cover-bot-playing")

    # Heckin Hounds, three people: a shift is worked under the cover
    app = app_at(size)
    app.stack.push(Title(app))
    t = people_table(app, "hounds", 3, (0, 1, 2), seed=5, mode="single")
    app.open_over_title(t)
    if step_until(app, t, lambda: explaining(t) and isinstance(app.stack.top, HandOff)):
        for _ in range(30):
            app.step(FRAME)
        save(app, out, "hounds-cover-shift-end")

    # Heave Ho!, two people: the tug passes the screen
    app = app_at(size)
    app.stack.push(Title(app))
    t = people_table(app, "heaveho", 2, (0, 1), seed=3, sort="skip")
    app.open_over_title(t)
    if step_until(app, t, lambda: isinstance(app.stack.top, HandOff) and app.stack.top.may_reveal()
                  and t.match.step > 0):
        save(app, out, "heaveho-tug-cover")

    # Continue of a game between two people: covered under the pause menu
    app = app_at(size)
    app.stack.push(Title(app))
    t = people_table(app, "pups", 3, (0, 1), seed=4, first_leader=0)
    app.open_over_title(t)
    step_until(app, t, lambda: t.match.step >= 4)
    saves.disk.write_json(saves.autosave_path(), t.saved().to_dict())
    app = app_at(size)
    title = app.stack.push(Title(app))
    for _ in range(3):
        app.step(FRAME)
    title.resume_autosave()
    for _ in range(3):
        app.step(FRAME)
    save(app, out, "pups-continue-covered")
    saves.clear_autosave()
