"""Settings -> Language: a choice applies at once (the screen it is made on, the title
under it, pygame_gui's own words) with no restart, is saved, and the next start opens
in it; the bundled font has every letter the catalogues use."""
from __future__ import annotations

import json

import pygame
import pytest

from game import language
from game.storage import settings as settings_file
from scenes.frame import fonts
from tests.scenes.conftest import click, press, run


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.use("en")


def texts(scene) -> list[str]:
    return [slot.widget.text for row in scene.menu.slots for slot in row]


def at_settings(app):
    title = app.stack.push(app.scene("title"))
    run(app, 2)
    settings = app.stack.push(app.scene("settings"))
    run(app, 2)
    return title, settings


def language_row(settings) -> int:
    return next(r for r, row in enumerate(settings.menu.items()) if getattr(row[0], "label", "") in ("Language", "Sprache", "Idioma"))


def choose_language(app, settings, code):
    """Right on the Language row until it shows ``code``."""
    settings.menu.set_focus((language_row(settings), 0))
    for _ in range(len(language.CHOICES)):
        if app.settings.language == code:
            return
        press(app, pygame.K_RIGHT)
    assert app.settings.language == code


def test_choosing_deutsch_shows_the_settings_screen_in_german_at_once(make_app):
    app = make_app()
    _, settings = at_settings(app)
    assert "Back" in texts(settings)
    choose_language(app, settings, "de")
    assert "Zurück" in texts(settings) and "Sprache: Deutsch" in texts(settings)
    assert settings.menu.focus == (language_row(settings), 0)  # the player stays on the Language row


def test_the_title_under_settings_reads_the_new_language_when_uncovered(make_app):
    app = make_app()
    title, settings = at_settings(app)
    assert "Settings" in texts(title)
    choose_language(app, settings, "es")
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is title
    assert "Ajustes" in texts(title) and "Salir" in texts(title) and "Settings" not in texts(title)


def test_pygame_gui_speaks_the_chosen_language_too(make_app):
    app = make_app()
    _, settings = at_settings(app)
    choose_language(app, settings, "de")
    assert app.gui.get_locale() == "de"
    choose_language(app, settings, "system")
    assert app.gui.get_locale() == "en"


def test_the_language_can_be_changed_by_a_click(make_app):
    app = make_app()
    _, settings = at_settings(app)
    for _ in range(len(language.CHOICES)):
        if app.settings.language == "es":
            break
        click(app, settings.menu.slots[language_row(settings)][0].widget.rect.center)  # built again in the new words
    assert app.settings.language == "es" and "Volver" in texts(settings)


def test_the_chosen_language_is_saved_and_the_next_start_opens_in_it(make_app, data_dir):
    app = make_app()
    _, settings = at_settings(app)
    choose_language(app, settings, "de")
    assert json.loads(settings_file.path().read_text(encoding="utf-8"))["language"] == "de"
    language.use("en")
    again = make_app()
    title = again.stack.push(again.scene("title"))
    run(again, 2)
    assert "Einstellungen" in texts(title)


def test_a_kept_screen_off_the_stack_is_built_in_the_new_words_when_it_next_opens(make_app):
    app = make_app()
    title, settings = at_settings(app)
    press(app, pygame.K_ESCAPE)  # settings is kept, its widgets hidden
    app.settings.language = "de"
    app.speak("de")
    again = app.stack.push(app.scene("settings"))
    run(app, 2)
    assert again is settings and "Zurück" in texts(again)


def test_the_bundled_font_has_every_letter_of_the_catalogues():
    from babel.messages.pofile import read_po

    pygame.font.init()
    font = pygame.font.Font(str(fonts.REGULAR), 20)
    letters = set("äöüßñáéíóú¿¡ÄÖÜÑÁÉÍÓÚ")
    for code in language.TRANSLATED:
        with open(language.FOLDER / code / "LC_MESSAGES" / "kennel.po", "rb") as file:
            for message in read_po(file):
                forms = message.string if isinstance(message.string, (list, tuple)) else [message.string]
                letters.update("".join(forms))
    letters -= set(" \n")
    missing = [c for c, metric in zip(sorted(letters), font.metrics("".join(sorted(letters)))) if metric is None]
    assert not missing, f"the bundled font lacks {missing}"


def last_frame_texts(path) -> list[str]:
    frames = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.startswith('{"')]
    frames = [f for f in frames if "texts" in f]
    return [value for value, _rect in frames[-1]["texts"]]


def test_a_table_under_the_pause_menu_reads_the_new_language_when_the_menu_closes(make_app, tmp_path):
    from scenes.catalog import load_all
    from tools.shots import table

    trace = tmp_path / "trace.jsonl"
    app = make_app(trace=str(trace))
    app.stack.push(app.scene("title"))
    pups = app.stack.push(table(app, load_all()["pups"]))
    run(app, 3)
    assert "Menu (Esc)" in last_frame_texts(trace)
    pause = app.stack.push(app.scene("pause", pups))
    settings = app.stack.push(app.scene("settings"))
    run(app, 2)
    choose_language(app, settings, "de")
    app.stack.pop()
    app.stack.pop()
    assert app.stack.top is pups and pause not in app.stack.scenes
    run(app, 3)
    shown = last_frame_texts(trace)
    assert "Menü (Esc)" in shown and "Runde 1" in shown and "Menu (Esc)" not in shown
