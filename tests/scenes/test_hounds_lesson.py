"""Learn Heckin Hounds played through by clicks and keys: every step fires in order,
a step to read holds the bots until Go on, a wrong move is explained and can be tried
again, leaving and coming back goes on from the same step, and the step's note stays
clear of the table."""
import pygame
import pytest

from game import language
from scenes.table.hinting import guide_note
from scenes.hounds.lesson import HoundsLesson
from scenes.table.results import Summary
from scenes.screens.title import Title
from tests.scenes.conftest import click, press, run


def open_from_title(app):
    app.stack.reset(Title(app))
    run(app, 3)
    button = next(s for row in app.stack.top.menu.slots for s in row if s.item.label == "Learn Heckin Hounds")
    click(app, button.widget.rect.center, frames=3)
    assert isinstance(app.stack.top, HoundsLesson)
    return app.stack.top


def ready(table) -> bool:
    return table.step() is not None and not table.waiting()


def until_my_step(app, table, limit=400) -> None:
    """Let the bots play (and close round summaries) until the next step waits for the person."""
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=2)
        elif top is table and ready(table):
            return
        else:
            run(app, 1, dt=0.25)
    raise AssertionError("the person's step never came")


def do_step(app, table) -> None:
    """Click what the step points at (its chip, or Go on)."""
    before = table.done
    rects = table.targets()
    assert rects, f"step {before + 1} points at nothing"
    click(app, rects[0].center, frames=1)
    assert table.done == before + 1, f"step {before + 1} did not go on: {table.message}"


def test_the_lesson_is_played_to_its_end_by_clicks_and_marks_hounds_learned(make_app):
    app = make_app()
    table = open_from_title(app)
    fired = []
    while table.step() is not None:
        until_my_step(app, table)
        fired.append(table.step())
        do_step(app, table)
    assert fired == list(table.lesson.steps)
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, Summary) and top.title == "You have learned Heckin Hounds":
            break
        if isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=2)
        else:
            run(app, 1, dt=0.25)
    assert app.stack.top.title == "You have learned Heckin Hounds"
    assert "hounds" in app.stats.learned and "hounds" not in app.stats.lessons


def test_a_step_to_read_holds_the_bots_until_enter_goes_on(make_app):
    app = make_app()
    table = open_from_title(app)
    until_my_step(app, table)
    assert table.step().move is None
    run(app, 40, dt=0.25)
    assert table.match.record()["actions"] == [] and table.done == 0
    press(app, pygame.K_RETURN)
    run(app, 20, dt=0.25)
    assert table.done == 1 and table.match.record()["actions"]


def test_a_wrong_move_is_explained_and_the_step_can_be_tried_again(make_app):
    app = make_app()
    table = open_from_title(app)
    while table.step().move is None:
        until_my_step(app, table)
        do_step(app, table)
    until_my_step(app, table)
    done, actions = table.done, table.match.record()["actions"]
    right = table.targets()[0]
    bar = next(b for b in table.bars if right in b.rects)
    wrong = next(r for c, r in zip(bar.chips, bar.rects) if c.enabled and r != right)
    click(app, wrong.center, frames=1)
    assert table.done == done and table.match.record()["actions"] == actions
    assert table.message.startswith("Not that one") and "discard slot 2" in table.message
    do_step(app, table)
    assert table.done == done + 1


def test_leaving_and_coming_back_goes_on_from_the_same_step(make_app):
    app = make_app()
    table = open_from_title(app)
    for _ in range(4):
        until_my_step(app, table)
        do_step(app, table)
    record = table.match.record()["actions"]
    press(app, pygame.K_ESCAPE)
    app.stack.top.quit_to_title()
    run(app, 2)
    assert isinstance(app.stack.top, Title)
    assert app.stats.lessons["hounds"] == 4
    again = open_from_title(app)
    assert again.done == 4
    assert again.match.record()["actions"][:len(record)] == record  # the same round, the bots' replies made
    until_my_step(app, again)
    assert again.step() == again.lesson.steps[4]


@pytest.fixture
def english_afterwards():
    yield
    language.use("en")


@pytest.mark.parametrize("code, size", [("en", (1280, 720)), ("en", (1024, 600)), ("pseudo", (1280, 720)),
                                        ("pseudo", (1024, 600))])
def test_every_steps_note_lies_clear_of_the_stands_shift_panels_and_chips(make_app, code, size, english_afterwards):
    """(In the long pseudo-language too: its notes are 40 % longer, each with a
    filler word wider than the note, which is cut to fit.)"""
    if code == "pseudo":
        from tools import pseudo

        pseudo.use()
    app = make_app(size=size)
    app.speak(code)
    app.stack.reset(Title(app))
    table = HoundsLesson.open(app)  # (what Learn Heckin Hounds on the title does)
    while table.step() is not None:
        until_my_step(app, table)
        run(app, 1)
        words = table.step_note(language.said(table.step().text))
        place, width, letters = table.note_place(size, words)
        note = guide_note(pygame.Surface(size), words, width, place, letters=letters)  # where the note is drawn
        g = table.geo()
        assert pygame.Rect((0, 0), size).contains(note)
        things = [b.box for b in g.stands.values()] + [bar.box for bar in table.bars] + \
                 [g.tracks, g.sheet, g.dead, g.cerberus] + [g.shift_rect(i) for i in range(3)] + table.targets()
        assert note.collidelist(things) < 0, f"step {table.done + 1}'s note covers {things[note.collidelist(things)]}"
        do_step(app, table)


def test_restart_in_the_pause_menu_starts_the_lesson_again_from_its_first_step(make_app):
    app = make_app()
    table = open_from_title(app)
    for _ in range(3):
        until_my_step(app, table)
        do_step(app, table)
    press(app, pygame.K_ESCAPE)
    restart = next(s for row in app.stack.top.menu.slots for s in row if s.item.label == "Restart")
    click(app, restart.widget.rect.center, frames=2)
    yes = next(s for row in app.stack.top.menu.slots for s in row if s.item.label == "Yes")
    click(app, yes.widget.rect.center, frames=3)
    again = app.stack.top
    assert isinstance(again, HoundsLesson) and again is not table
    assert again.done == 0 and again.match.record()["actions"] == [] and app.stats.lessons["hounds"] == 0


def test_a_traced_lesson_shows_the_person_only_what_they_may_see(make_app, tmp_path):
    from tests import screen_truth

    path = tmp_path / "trace.jsonl"
    app = make_app(trace=str(path))
    table = open_from_title(app)
    while table.step() is not None:
        until_my_step(app, table)
        do_step(app, table)
    run(app, 20, dt=0.25)
    entries = screen_truth.load(path)
    assert any(e["step"] for e in entries)
    problems = screen_truth.check(entries)
    assert not problems, "\n".join(problems[:10])
