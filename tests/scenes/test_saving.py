"""The save dialog over the pause menu, and the list of saved games: rename, delete."""
import pygame
import pytest

from game import new_game
from game.storage import saves
from scenes.frame.dialogs import AskName, Confirm
from scenes.screens.pause import PauseMenu
from scenes.screens.shelf import Shelf
from scenes.screens.title import Title
from tests.scenes.conftest import press, run


def built(app, scene, frames=30):
    """Run frames until the scene's menu has every row (the build is spread over frames)."""
    for _ in range(frames):
        run(app, 1)
        if scene.menu is not None and scene.menu.ready:
            return scene
    return scene


def paused_table(make_app):
    from scenes.pups.table import PupsTable

    app = make_app()
    app.stack.push(Title(app))
    game = new_game("pups", players=3, seed=4)
    table = app.stack.push(PupsTable(app, game, [saves.Seat(n, i == 0) for i, n in enumerate(game.names)]))
    run(app, 2)
    pause = built(app, app.stack.push(PauseMenu(app, table)))
    return app, table, pause


def open_save_dialog(make_app):
    app, table, pause = paused_table(make_app)
    pause.save()
    dialog = built(app, app.stack.top)
    assert isinstance(dialog, AskName)
    return app, pause, dialog


def type_name(app, dialog, name):
    field = dialog.menu.slots[0][0].widget
    field.set_text(name)
    dialog.value = name


def test_enter_in_the_name_box_saves_the_game(make_app, data_dir):
    app, pause, dialog = open_save_dialog(make_app)
    type_name(app, dialog, "Friday night")
    press(app, pygame.K_RETURN)  # the box is ready for typing when the dialog opens
    assert app.stack.top is pause
    assert saves.named_path("Friday night").exists()


def test_enter_enter_after_save_game_saves_once_and_does_not_open_the_box_again(make_app, data_dir):
    app, table, pause = paused_table(make_app)
    for _ in range(4):  # Resume, Undo/Hint, Rules, Settings, Save game
        press(app, pygame.K_DOWN, frames=1)
    assert pause.menu.focused().item.label == "Save game"
    press(app, pygame.K_RETURN, frames=2)
    dialog = built(app, app.stack.top)
    assert isinstance(dialog, AskName)
    type_name(app, dialog, "Friday night")
    press(app, pygame.K_RETURN, frames=9)  # Enter Enter, 150 ms apart
    press(app, pygame.K_RETURN, frames=9)
    assert app.stack.top is pause and saves.named_path("Friday night").exists()


def test_a_save_says_so_in_green_with_the_name_as_typed(make_app, data_dir):
    app, pause, dialog = open_save_dialog(make_app)
    type_name(app, dialog, "Friday night")
    dialog.accept()
    run(app, 1)
    assert pause.note_good and "\u201cFriday night\u201d" in pause.note and ".json" not in pause.note


def test_the_paused_title_is_not_drawn_under_the_save_dialog(make_app, data_dir):
    app, pause, dialog = open_save_dialog(make_app)
    assert pause.covered() and not dialog.covered()


def test_saving_over_an_existing_name_asks_first(make_app, data_dir):
    app, pause, dialog = open_save_dialog(make_app)
    path = saves.named_path("Same")
    path.write_text("{}")
    type_name(app, dialog, "Same")
    dialog.accept()
    run(app, 1)
    assert isinstance(app.stack.top, Confirm) and path.read_text() == "{}"


def a_saved_game(name):
    game = new_game("pups", players=3, seed=2)
    return saves.save_named(saves.Saved(game.record(), [saves.Seat(n) for n in game.names]), name)


def open_shelf(make_app):
    app = make_app()
    app.stack.push(Title(app))
    shelf = built(app, app.stack.push(Shelf(app, "named")))
    return app, shelf


def test_a_saved_game_can_be_renamed_from_the_list(make_app, data_dir):
    old = a_saved_game("Before")
    app, shelf = open_shelf(make_app)
    shelf.ask_rename(old)
    dialog = built(app, app.stack.top)
    type_name(app, dialog, "After")
    dialog.accept()
    run(app, 2)
    loaded, _ = saves.load(saves.named_path("After"), "that game")
    assert not old.exists() and loaded.title == "After"
    assert "After" in shelf.menu.items()[0][0].label


def test_renaming_to_a_name_already_used_is_refused_and_keeps_both(make_app, data_dir):
    first, second = a_saved_game("One"), a_saved_game("Two")
    app, shelf = open_shelf(make_app)
    shelf.ask_rename(first)
    dialog = built(app, app.stack.top)
    type_name(app, dialog, "Two")
    dialog.accept()
    run(app, 2)
    assert first.exists() and second.exists() and "already saved" in shelf.problem


def test_a_saved_game_can_be_deleted_after_a_yes(make_app, data_dir):
    path = a_saved_game("Old one")
    app, shelf = open_shelf(make_app)
    shelf.ask_delete(path)
    confirm = built(app, app.stack.top)
    assert path.exists()
    confirm.accept()
    run(app, 2)
    assert not path.exists() and app.stack.top is shelf


def test_each_listed_game_has_rename_and_delete_buttons(make_app, data_dir):
    a_saved_game("Listed")
    app, shelf = open_shelf(make_app)
    assert [item.label for item in shelf.menu.items()[0][1:]] == ["Rename", "Delete"]


def test_the_delete_question_starts_on_no(make_app, data_dir):
    path = a_saved_game("Keep me")
    app, shelf = open_shelf(make_app)
    shelf.ask_delete(path)
    built(app, app.stack.top)
    press(app, pygame.K_RETURN)
    assert path.exists() and app.stack.top is shelf


def test_a_long_entry_in_the_list_fits_its_button_at_the_smallest_window(make_app, data_dir):
    from scenes.frame import fonts, gui

    game = new_game("hounds", players=5, seed=2)
    seats = [saves.Seat(n) for n in ("Annabelle", "Bartholomew", "Cyrus", "Dorothea", "Esmeralda")]
    saves.save_named(saves.Saved(game.record(), seats), "Rosa's very long game")
    app = make_app(size=(1024, 600))
    app.stack.push(Title(app))
    shelf = built(app, app.stack.push(Shelf(app, "named")))
    button = shelf.menu.slots[0][0]
    font = fonts.font(gui.button_font_size((1024, 600)))
    assert button.item.label.startswith("Rosa's very long game")
    assert font.size(button.item.label)[0] < button.widget.rect.width - 16


def test_escape_while_typing_a_name_cancels_the_save(make_app, data_dir):
    app, pause, dialog = open_save_dialog(make_app)
    type_name(app, dialog, "Never mind")
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is pause and not saves.named_path("Never mind").exists()


@pytest.mark.parametrize("name,file", [("Spiel über", "Spiel-über.json"), ("игра", "игра.json"),
                                       ("ゲーム", "ゲーム.json"), ("हिन्दी खेल", "हिन्दी-खेल.json")])
def test_a_save_named_in_any_script_keeps_its_letters_in_the_file_name(make_app, data_dir, name, file):
    app, pause, dialog = open_save_dialog(make_app)
    type_name(app, dialog, name)
    dialog.accept()
    run(app, 1)
    assert [p.name for p in saves.listing(saves.saves_dir())] == [file]
    loaded, problem = saves.load(saves.saves_dir() / file, "that game")
    assert problem is None and loaded.title == name


@pytest.mark.parametrize("name", ["CON", "nul", "COM1", "lpt9", "Aux"])
def test_a_save_named_like_a_windows_device_gets_a_file_name_windows_allows(name):
    stem = saves.named_path(name).stem
    assert stem.lower() not in saves.RESERVED and stem.startswith(name)


@pytest.mark.parametrize("name", ["../../outside", "a/b\\c", "x\x00y", ".hidden", "name with: <bad> |chars|?*"])
def test_a_save_name_never_leaves_the_saves_folder_or_uses_a_forbidden_character(data_dir, name):
    path = saves.named_path(name)
    assert path.parent == saves.saves_dir() and not path.name.startswith(".")
    assert not set(path.stem) & set('<>:"/\\|?*\x00')
