"""Settings screens: key bindings refuse a key used twice; a change is kept."""
import pygame

from scenes.options import KeyBindings
from scenes.settings import load
from scenes.title import Title
from tests.scenes.conftest import key, run


def open_bindings(make_app):
    app = make_app()
    app.stack.push(Title(app))
    page = app.stack.push(KeyBindings(app))
    run(app, 2)
    return app, page


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
