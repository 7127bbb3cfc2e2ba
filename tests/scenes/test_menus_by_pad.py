"""Every menu reached and left with a game pad alone (a virtual one): the d-pad moves the
focus, A presses, B goes back; and from the title to a table by pad."""
import pygame
import pytest

from tests.scenes.conftest import run
from tests.virtual_pads import virtual_pads  # noqa: F401 (a fixture)


def tap(app, pad, button, frames=2):
    pad.press(button)
    pygame.event.pump()
    pad.release(button)
    pygame.event.pump()
    run(app, frames)


def focused_label(scene) -> str | None:
    menu = getattr(scene, "menu", None)
    slot = menu.focused() if menu is not None else None
    return None if slot is None else getattr(slot.item, "label", None)


def press_button(app, pad, label: str) -> None:
    """Move the focus with the d-pad to the button ``label`` on the top screen, then A."""
    top = app.stack.top
    for _ in range(60):
        if focused_label(top) == label:
            tap(app, pad, "a", frames=3)
            return
        slot = top.menu.focused()
        tap(app, pad, "down" if slot is not None and hasattr(slot.item, "step") else "right", frames=1)
    raise AssertionError(f"{label!r} never had the focus on {type(top).__name__}")


@pytest.fixture
def at_title(make_app, virtual_pads):
    app = make_app()
    app.stack.push(app.scene("title"))
    (pad,) = virtual_pads.plug(1)
    run(app, 3)
    return app, pad


@pytest.mark.parametrize("button, screen", [
    ("Play Pups", "Seating"), ("Play You Shady Pooch!", "Seating"), ("Settings", "SettingsScreen"),
    ("Statistics", "StatisticsPage"), ("Saved games", "Shelf"), ("Replays", "Shelf"),
    ("Play online", "OnlineScreen")])
def test_each_title_menu_is_opened_with_a_and_left_with_b(at_title, button, screen):
    app, pad = at_title
    title = app.stack.top
    press_button(app, pad, button)
    assert type(app.stack.top).__name__ == screen
    tap(app, pad, "b", frames=3)
    assert app.stack.top is title


def test_settings_key_bindings_and_key_test_are_reached_and_left_by_pad(at_title):
    app, pad = at_title
    title = app.stack.top
    press_button(app, pad, "Settings")
    settings = app.stack.top
    for button, screen in (("Key bindings", "KeyBindings"), ("Key test", "KeyTest"), ("Controllers", "Controllers")):
        press_button(app, pad, button)
        assert type(app.stack.top).__name__ == screen
        tap(app, pad, "b", frames=3)
        assert app.stack.top is settings
    tap(app, pad, "b", frames=3)
    assert app.stack.top is title


def test_from_the_title_to_a_table_and_its_pause_menu_and_rules_by_pad(at_title):
    app, pad = at_title
    press_button(app, pad, "Play Pups")
    press_button(app, pad, "Start Pups")   # the pad's first A at the setup takes Ann's seat
    assert app.pads.seat_of == {1: 0} and app.table_in_play() is None
    tap(app, pad, "a", frames=3)             # ... the next one starts
    table = app.table_in_play()
    assert table is not None and app.stack.top in (table, *app.stack.scenes)
    for _ in range(30):  # a cover or a first-time hint may come first: the pad's Start pauses anyway
        if type(app.stack.top).__name__ == "PauseMenu":
            break
        tap(app, pad, "start", frames=2)
    assert type(app.stack.top).__name__ == "PauseMenu"
    pause = app.stack.top
    press_button(app, pad, "Rules")
    assert type(app.stack.top).__name__ == "RulesPage"
    tap(app, pad, "b", frames=3)
    assert app.stack.top is pause
    tap(app, pad, "b", frames=3)
    assert app.stack.top is not pause


def controllers(at_title):
    app, pad = at_title
    press_button(app, pad, "Settings")
    press_button(app, pad, "Controllers")
    return app, pad, app.stack.top


def test_a_pads_button_is_rebound_and_saved(at_title):
    from game.storage import settings as settings_file

    app, pad, screen = controllers(at_title)
    press_button(app, pad, "hint: X")
    tap(app, pad, "rightstick")
    assert app.settings.pads["1"]["hint"] == "rightstick"
    assert settings_file.load()[0].pads["1"]["hint"] == "rightstick"
    assert "hint: Right stick press" in [s.item.label for row in screen.menu.slots for s in row
                                         if hasattr(s.item, "label")]
    app.stack.push(app.scene("key test"))
    run(app, 1)
    seen = []
    pad.press("rightstick")
    run(app, 1)
    held = app.pads.by_number(1).held
    seen.append(list(held))
    pad.release("rightstick")
    run(app, 1)
    assert seen == [["rightstick"]]


def test_a_button_bound_twice_on_one_pad_is_refused(at_title):
    app, pad, screen = controllers(at_title)
    press_button(app, pad, "hint: X")
    tap(app, pad, "a")                       # A already plays
    assert app.settings.pads["1"]["hint"] == "x" and app.settings.pads["1"]["act"] == "a"
    assert screen.problem.startswith("Refused: 'a' is already used by play / choose / press")


def test_pad_bindings_from_a_hostile_file_are_reset_with_a_message(data_dir):
    import json

    from game.storage import settings as settings_file

    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(json.dumps({"version": 1, "pads": {
        "1": {"act": "b", "alt": "b"}, "2": {"hint": "rightstick"}, "9": {"act": "a"}}}))
    loaded, problem = settings_file.load()
    assert loaded.pads["1"]["act"] == "a" and loaded.pads["1"]["alt"] == "b"
    assert problem and "pads" in problem
    (data_dir / "settings.json").write_text(json.dumps({"version": 1, "pads": {
        "1": {"act": "b", "alt": "b"}, "2": {"hint": "rightstick"}}}))
    loaded, problem = settings_file.load()
    assert loaded.pads["1"] == settings_file.DEFAULT_PAD and loaded.pads["2"]["hint"] == "rightstick"
    assert "pad 1's buttons were reset to the defaults" in problem


def test_a_pads_first_a_at_the_setup_joins_a_seat_and_the_next_starts(at_title, virtual_pads):
    app, pad = at_title
    press_button(app, pad, "Play You Shady Pooch!")
    setup = app.stack.top
    setup.kinds[:2] = ["person", "person"]
    second = virtual_pads.plug(1)[0]
    run(app, 2)
    tap(app, second, "a")
    assert app.pads.seat_of == {2: 0}
    assert "Pad 2 plays as Ann" in app.notices
    assert app.stack.top is setup
    tap(app, pad, "a")                      # pad 1 takes Bo's seat
    assert app.pads.seat_of == {2: 0, 1: 1}
    tap(app, pad, "a", frames=3)            # now A presses Start (the focus is there)
    table = app.table_in_play()
    assert table is not None and table.pad_seat(2) == 0 and table.pad_seat(1) == 1
