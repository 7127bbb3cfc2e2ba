"""The title: the Continue button fits its words; leaving asks or says what is kept."""
import pygame
import pytest

from game import new_game
from scenes.frame import fonts, look
from game.storage import saves
from scenes.screens.pause import KEPT_NOTE, PauseMenu
from scenes.frame.dialogs import Confirm
from scenes.screens.title import Title
from tests.scenes.conftest import press, run


def built(app, scene, frames=30):
    for _ in range(frames):
        run(app, 1)
        if scene.menu is not None and scene.menu.ready:
            break
    return scene


def autosave_a_game(names):
    game = new_game("hounds", players=len(names), seed=3)
    saved = saves.Saved(game.record(), [saves.Seat(n) for n in names], title="Heckin Hounds")
    saved.saved_at = "2026-12-01 10:15"
    saves.disk.write_json(saves.autosave_path(), saved.to_dict())


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_continue_label_fits_its_button(make_app, data_dir, size):
    data_dir.mkdir(parents=True, exist_ok=True)
    autosave_a_game(["Annabelle", "Bartholomew", "Cyrus", "Dee"])
    app = make_app(size=size)
    title = built(app, app.stack.push(Title(app)))
    button = title.menu.slots[0][0].widget
    text = title.menu.items()[0][0].label
    font = fonts.font(max(12, round(18 * round(look.scale(size), 1))))
    assert text.startswith("Continue Heckin Hounds") and font.size(text)[0] < button.rect.width - 16


def test_escape_on_the_title_asks_before_quitting(make_app):
    app = make_app()
    built(app, app.stack.push(Title(app)))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Confirm) and app.running


def test_no_to_quitting_goes_back_to_the_title(make_app):
    app = make_app()
    title = built(app, app.stack.push(Title(app)))
    press(app, pygame.K_ESCAPE)
    built(app, app.stack.top)
    press(app, pygame.K_ESCAPE)  # Esc on the question is No
    assert app.stack.top is title and app.running


def test_quit_to_title_says_the_game_is_kept(make_app, data_dir):
    from scenes.pups.table import PupsTable

    app = make_app()
    app.stack.push(Title(app))
    game = new_game("pups", players=3, seed=4)
    table = app.stack.push(PupsTable(app, game, [saves.Seat(n, i == 0) for i, n in enumerate(game.names)]))
    run(app, 2)
    pause = built(app, app.stack.push(PauseMenu(app, table)))
    pause.quit_to_title()
    run(app, 2)
    assert isinstance(app.stack.top, Title) and KEPT_NOTE in app.notices
    assert app.stack.top.autosave is not None
