"""The guided first games speak the player's language: the steps' notes (written in
game/<game>/lesson.py in English, translated where they are shown), the step line,
the words of a wrong move and the lesson's end."""
from __future__ import annotations

import pytest

from game import language
from scenes.heaveho.lesson import HeaveHoLesson
from scenes.hounds.lesson import HoundsLesson
from scenes.pooch.lesson import PoochLesson
from scenes.pups.lesson import PupsLesson
from scenes.screens.title import Title
from tests.scenes.conftest import run

LESSONS = [PupsLesson, HoundsLesson, PoochLesson, HeaveHoLesson]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.use("en")


def lesson_in(make_app, kind, code):
    app = make_app()
    app.speak(code)
    app.stack.push(Title(app))
    table = app.stack.push(kind(app, 0))
    run(app, 2)
    return app, table


@pytest.mark.parametrize("kind", LESSONS)
@pytest.mark.parametrize("code", ["de", "es"])
def test_every_steps_note_is_in_the_chosen_language(make_app, kind, code):
    app, table = lesson_in(make_app, kind, code)
    english = [step.text for step in table.lesson.steps]
    shown = [language.said(text) for text in english]
    assert not [text for text, original in zip(shown, english) if text == original]


@pytest.mark.parametrize("kind", LESSONS)
def test_h_says_the_steps_note_in_the_chosen_language(make_app, kind):
    app, table = lesson_in(make_app, kind, "de")
    table.hint()
    assert table.message == language.said(table.step().text) != table.step().text


@pytest.mark.parametrize("kind", LESSONS)
def test_the_step_line_is_in_the_chosen_language(make_app, kind):
    app, table = lesson_in(make_app, kind, "es")
    assert table.step_note("...").startswith(f"Paso 1 de {len(table.lesson.steps)}:")


@pytest.mark.parametrize("kind, wrong", [(PupsLesson, "bid atleast 1"), (HoundsLesson, "play 0")])
def test_a_wrong_move_is_explained_in_the_chosen_language(make_app, kind, wrong):
    app, table = lesson_in(make_app, kind, "de")
    if kind is HoundsLesson:  # (its first step is only to read)
        table.act(table.me(), table.go_bar.chips[0].action) if table.reading() else None
        while table.step().move is None or not table.my_turn(table.view()):
            run(app, 1, dt=0.25)
            if table.reading():
                table.act(table.me(), table.go_bar.chips[0].action)
    table.act(table.me(), wrong)
    assert table.message.startswith("Nicht diese")


@pytest.mark.parametrize("kind", LESSONS)
def test_the_lessons_end_note_is_in_the_catalogue(kind):
    language.use("es")
    assert language._(kind.end_note) != kind.end_note


def test_a_pooch_lesson_move_names_its_card_in_the_chosen_language():
    from game import new_game
    from scenes.pooch.lesson import move_words
    game = new_game("pooch", players=4, seed=1)
    language.use("de")
    words = move_words(game, "lead C4 name 2")
    assert "Kreuz" in words and "clubs" not in words
