"""Settings screens: key bindings refuse a key used twice; a change is kept."""
import pygame

from scenes.options import KeyBindings
from scenes.settings import load
from scenes.title import Title
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
    from scenes.options import SettingsScreen

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
    from scenes.options import SettingsScreen
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
    from scenes.options import KeyTest

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
