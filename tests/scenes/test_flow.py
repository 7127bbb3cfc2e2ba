"""The path a player takes: title -> setup -> a table -> pause -> title, by keys and clicks."""
import json

import pygame

from game.storage.autosave import writer
from scenes.screens.pause import PauseMenu
from scenes.screens.setup import Seating
from scenes.table.scene import TableScene
from scenes.screens.title import Title
from tests.scenes.conftest import click, press, run


def start(app):
    app.stack.push(Title(app))
    run(app, 2)


def test_keyboard_alone_goes_from_title_to_a_table_and_back(make_app):
    app = make_app()
    start(app)
    press(app, pygame.K_RETURN)  # "Play Pups" has the focus first
    assert isinstance(app.stack.top, Seating)
    press(app, pygame.K_RETURN)  # the focus starts on Start
    assert isinstance(app.stack.top, TableScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    for _ in range(6):
        press(app, pygame.K_DOWN, frames=1)
    press(app, pygame.K_RETURN)  # Quit to title (below Resume, Undo/Hint, Rules ... Restart)
    assert isinstance(app.stack.top, Title)
    assert len(app.stack.scenes) == 1


def test_clicking_a_title_button_opens_the_setup(make_app):
    app = make_app()
    start(app)
    button = next(s.widget for row in app.stack.top.menu.slots for s in row if s.item.label == "Play Pups")
    click(app, button.rect.center, frames=3)
    assert isinstance(app.stack.top, Seating)


def test_pause_resume_returns_to_the_same_table(make_app):
    app = make_app()
    start(app)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    table = app.stack.top
    step = table.match.step
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)  # Resume
    assert app.stack.top is table and table.match.step >= step


def test_escape_in_setup_goes_back_to_the_title(make_app):
    app = make_app()
    start(app)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Title)


def test_setup_refuses_two_seats_with_one_name(make_app):
    app = make_app()
    start(app)
    press(app, pygame.K_RETURN)
    seating = app.stack.top
    seating.names[1] = seating.names[0]
    press(app, pygame.K_RETURN)
    assert app.stack.top is seating and "same name" in seating.problem


def test_corrupt_settings_file_gives_a_notice_and_defaults(data_dir, make_app):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_bytes(b"\x00\xffnot json")
    app = make_app()
    start(app)
    assert any("settings" in n for n in app.notices)
    assert app.settings.volume == 0.7
    assert any(p.name.startswith("settings.bad-") for p in data_dir.iterdir())
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, Seating)


def test_corrupt_autosave_gives_a_notice_and_a_working_title(data_dir, make_app):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "autosave.json").write_text('{"version": 1, "record": {"game": "pups", "actions": [')
    app = make_app()
    start(app)
    assert any("autosave" in n for n in app.notices)
    assert not (data_dir / "autosave.json").exists()
    assert any(p.name.startswith("autosave.bad-") for p in data_dir.iterdir())
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, Seating)


def test_autosave_is_written_after_an_action_and_continue_resumes_it(data_dir, make_app):
    app = make_app()
    start(app)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    table = app.stack.top
    while not table.match.record()["actions"]:
        run(app, 5, dt=0.3)
        if app.stack.top is not table:  # a bid prompt for the person: take the first chip
            break
        if 0 in table.match.to_act():
            press(app, pygame.K_RETURN)
    writer.flush()  # the helper thread writes it once the frame is drawn
    saved = json.loads((data_dir / "autosave.json").read_text())
    assert saved["record"]["actions"] == table.match.record()["actions"]
    app.stack.reset(Title(app))
    run(app, 2)
    assert "Continue" in app.stack.top.menu.slots[0][0].item.label
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, PauseMenu)
    resumed = app.stack.scenes[-2]
    assert resumed.match.record()["actions"] == saved["record"]["actions"]


def test_first_time_hint_shows_once_per_game(make_app):
    from scenes.frame.dialogs import Hint

    app = make_app(hints=True)
    start(app)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, Hint)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TableScene)
    assert "pups" in app.settings.hints_seen
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)  # resume: no hint again
    app.stack.top.restart()
    run(app, 2)
    assert isinstance(app.stack.top, TableScene)


def test_continuing_a_game_shows_no_first_time_hint(make_app, data_dir):
    from game.storage import saves
    from scenes.frame.dialogs import Hint
    from scenes.resume import open_saved
    from tests.scenes.test_saves import a_game_record, seats_for

    app = make_app(hints=True)
    start(app)
    game = a_game_record()
    assert open_saved(app, saves.Saved(game.record(), seats_for(game)))
    run(app, 2)
    assert not any(isinstance(s, Hint) for s in app.stack.scenes)
    assert isinstance(app.stack.scenes[0], Title) and len(app.stack.scenes) == 3


def test_a_screen_left_behind_is_freed_by_the_next_frame(make_app):
    import weakref

    from scenes.screens.setup import Seating as SetupScreen
    from scenes.catalog import load_all

    app = make_app()
    start(app)
    setup = app.stack.push(SetupScreen(app, load_all()["pups"]))
    run(app, 3)  # its menu is made into widgets, which refer back to it
    gone = weakref.ref(setup)
    app.stack.pop()
    del setup
    run(app, 1)
    assert gone() is None


def test_the_first_time_hint_reads_well_for_every_games_title(make_app):
    from game import new_game
    from scenes.catalog import load_all
    from scenes.frame.dialogs import Hint
    from game.storage.saves import Seat

    for entry in load_all().values():
        app = make_app(hints=True)
        app.stack.push(Title(app))
        game = new_game(entry.id, players=entry.default_players, seed=1)
        seats = [Seat(n, i == 0, "normal", "1" if i == 0 and entry.real_time else None) for i, n in enumerate(game.names)]
        app.stack.push(entry.table(app, game, seats))
        hint = app.stack.top
        assert isinstance(hint, Hint) and hint.title == f"Your first game of {entry.title}"
        hint.close()
        app.stack.pop()


def test_restart_asks_first_and_starts_on_no(make_app):
    from scenes.frame.dialogs import Confirm

    app = make_app()
    start(app)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)  # a Pups table
    table = app.stack.top
    press(app, pygame.K_ESCAPE)
    app.stack.top.restart()
    run(app, 2)
    confirm = app.stack.top
    assert isinstance(confirm, Confirm) and confirm.menu.items()[0][confirm.menu.focus[1]].label == "No"
    press(app, pygame.K_RETURN)  # Enter on the first choice keeps the game
    assert app.stack.top is not confirm and table in app.stack.scenes
