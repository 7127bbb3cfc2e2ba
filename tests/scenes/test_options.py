"""Settings screens: key bindings refuse a key used twice; a change is kept."""
import pygame
import pytest

from scenes.frame import fonts, look
from scenes.screens.settings import KeyBindings, SettingsScreen
from game.storage.settings import load
from scenes.screens.title import Title
from tests.scenes.conftest import key, run


def open_page(make_app, kind):
    """The title, then a settings page over it, built."""
    app = make_app()
    app.stack.push(Title(app))
    page = app.stack.push(kind(app))
    run(app, 3)
    return app, page


def open_bindings(make_app):
    return open_page(make_app, KeyBindings)


def test_rebinding_a_key_is_saved(make_app, data_dir):
    app, page = open_bindings(make_app)
    page.wait_for("1", "left")
    page.handle(key(pygame.K_z))
    assert app.settings.zones["1"]["left"] == "z" and load()[0].zones["1"]["left"] == "z"
    assert "Z" in page.menu.slots[1][0].widget.text


def test_a_key_already_bound_is_refused_with_whose_it_is(make_app):
    app, page = open_bindings(make_app)
    page.wait_for("1", "left")
    page.handle(key(pygame.K_LEFT))  # zone 2 moves left with it
    assert app.settings.zones["1"]["left"] == "a"
    assert "Refused" in page.problem and "zone 2" in page.problem


def test_the_zone_row_shows_another_zones_keys(make_app):
    app, page = open_bindings(make_app)
    page.show_zone("2")
    run(app, 1)
    assert "Left" in page.menu.slots[1][0].widget.text


def open_settings(make_app):
    from scenes.screens.settings import SettingsScreen

    return open_page(make_app, SettingsScreen)


def test_left_on_the_volume_row_turns_it_down_and_keeps_it(make_app, data_dir):
    from tests.scenes.conftest import press

    app, page = open_settings(make_app)
    before = app.settings.volume
    press(app, pygame.K_LEFT)  # the focus starts on Volume
    assert app.settings.volume < before
    assert load()[0].volume == app.settings.volume


def test_the_colour_blind_row_repaints_an_open_tables_cards(make_app):
    from scenes.catalog import load_all
    from scenes.screens.settings import SettingsScreen
    from tests.scenes.conftest import press
    from tools.bench import all_bots

    app = make_app()
    table = app.stack.push(all_bots(app, load_all()["pooch"]))
    run(app, 2)
    assert table.art.palette == "standard"
    app.stack.push(SettingsScreen(app))
    run(app, 3)
    for _ in range(4):  # Volume, Sound, Animations, Card size, then Colour-blind cards
        press(app, pygame.K_DOWN, frames=1)
    press(app, pygame.K_RIGHT)
    assert app.settings.colourblind
    assert table.art.palette == "colourblind"


def test_the_key_test_lists_every_key_held_together_and_drops_a_released_one(make_app):
    from scenes.screens.settings import KeyTest

    app, page = open_page(make_app, KeyTest)
    for k in (pygame.K_a, pygame.K_LEFT, pygame.K_w):
        pygame.event.post(key(k))
    run(app, 1)
    assert page.held == [pygame.K_a, pygame.K_LEFT, pygame.K_w]
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    run(app, 1)
    assert page.held == [pygame.K_a, pygame.K_w]


def test_turning_colour_blind_cards_on_paints_every_games_faces_at_once(make_app):
    from scenes.catalog import load_all
    from tests.scenes.conftest import press

    app, page = open_settings(make_app)
    for _ in range(4):
        press(app, pygame.K_DOWN, frames=1)
    press(app, pygame.K_RIGHT)
    assert app.settings.colourblind
    assert sorted(app.card_arts) == sorted((game_id, "colourblind") for game_id in load_all())


def window_row_text(page):
    row = next(row for row in page.menu.slots if row[0].item.label == "Window")
    return row[0].widget.text, row[0].item


def test_settings_offer_no_window_larger_than_the_display(make_app, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    app, page = open_settings(make_app)
    run(app, 10)
    _, choice = window_row_text(page)
    assert all(w <= 1280 and h <= 720 for (w, h), _ in choice.options)


def test_window_choices_keep_the_size_running_now_even_when_it_is_not_offered():
    from scenes.frame.window_size import window_choices

    assert window_choices((1920, 1080), (1100, 650)) == [(1024, 600), (1100, 650), (1280, 720), (1600, 900),
                                                         (1920, 1080)]


def test_the_window_row_shows_the_size_the_window_has(make_app):
    from scenes.screens.settings import SettingsScreen

    app = make_app(size=(1920, 1080))  # as --size 1920x1080 does; the settings still say 1280 x 720
    app.stack.push(Title(app))
    page = app.stack.push(SettingsScreen(app))
    run(app, 10)
    assert window_row_text(page)[0] == "Window: 1920 x 1080"


def test_the_focus_stays_on_the_row_changed_when_settings_are_built_again(make_app):
    from tests.scenes.conftest import press

    app, page = open_settings(make_app)
    run(app, 10)
    for _ in range(3):  # Volume, Sound, Animations, then Card size
        press(app, pygame.K_DOWN, frames=1)
    press(app, pygame.K_RIGHT)  # a new card size lays every page out again
    run(app, 10)
    assert page.menu.focused().item.label == "Card size"


def test_the_pause_menu_opens_on_resume_each_time(make_app):
    from game import new_game
    from game.storage import saves
    from scenes.pups.table import PupsTable
    from tests.scenes.conftest import press

    app = make_app()
    app.stack.push(Title(app))
    game = new_game("pups", players=3, seed=4)
    table = app.stack.push(PupsTable(app, game, [saves.Seat(n, i == 0) for i, n in enumerate(game.names)]))
    run(app, 2)
    press(app, pygame.K_ESCAPE)
    run(app, 10)
    for _ in range(3):
        press(app, pygame.K_DOWN, frames=1)
    press(app, pygame.K_ESCAPE)  # closes it, focus on Save game
    assert app.stack.top is table
    press(app, pygame.K_ESCAPE)
    run(app, 10)
    assert app.stack.top.menu.focused().item.label == "Resume"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_settings_rows_end_above_the_hint_line(make_app, size):
    app = make_app(size=size)
    screen = SettingsScreen(app)
    app.stack.push(screen)
    app.step(1 / 60)
    bottom = max(slot.widget.rect.bottom for row in screen.menu.slots for slot in row)
    hint_top = size[1] - 8 - fonts.font(look.text_size(size, 16)).get_linesize()
    assert bottom <= hint_top
