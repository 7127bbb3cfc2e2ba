"""Learn Pups played through by clicks: every step fires, a wrong move is explained
and can be tried again, and leaving and coming back goes on from the same step."""
import pygame

from scenes.table.results import Summary
from scenes.pups.lesson import PupsLesson
from scenes.screens.title import Title
from tests.scenes.conftest import click, press, run


def open_from_title(app):
    app.stack.reset(Title(app))
    run(app, 3)
    button = next(s for row in app.stack.top.menu.slots for s in row if s.item.label == "Learn Pups")
    click(app, button.widget.rect.center, frames=3)
    assert isinstance(app.stack.top, PupsLesson)
    return app.stack.top


def do_step(app, table) -> None:
    """Click what the lesson points at (a card, then its Mutt, or a chip)."""
    before = table.done
    for _ in range(2):
        rects = table.targets()
        assert rects, f"step {table.done + 1} points at nothing"
        click(app, rects[-1 if table.selected else 0].center, frames=1)
        if table.done > before:
            return
    raise AssertionError(f"step {before + 1} did not go on: {table.message}")


def until_my_step(app, table, limit=400) -> None:
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=2)
        elif top is table and not table.motion.busy and table.my_turn(table.view()) and table.step():
            return
        else:
            run(app, 1, dt=0.25)
    raise AssertionError("the person's step never came")


def test_the_lesson_is_played_to_its_end_by_clicks_and_marks_pups_learned(make_app):
    app = make_app()
    table = open_from_title(app)
    moves = []
    while table.step() is not None:
        until_my_step(app, table)
        moves.append(table.step().move)
        do_step(app, table)
    assert moves == [s.move for s in table.lesson.steps]
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, Summary) and top.title == "You have learned Pups":
            break
        if isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=2)
        else:
            run(app, 1, dt=0.25)
    assert app.stack.top.title == "You have learned Pups"
    assert "pups" in app.stats.learned and "pups" not in app.stats.lessons


def test_a_wrong_move_is_explained_and_the_step_can_be_tried_again(make_app):
    app = make_app()
    table = open_from_title(app)
    until_my_step(app, table)
    wrong = next(chip for chip, _ in zip(table.bar.chips, table.bar.rects)
                 if chip.enabled and chip.action != table.step().move)
    rect = table.bar.rects[table.bar.chips.index(wrong)]
    click(app, rect.center, frames=1)
    assert table.done == 0 and table.match.record()["actions"] == []
    assert table.message.startswith("Not that one") and "exactly 0" in table.message
    do_step(app, table)
    assert table.done == 1


def test_leaving_and_coming_back_goes_on_from_the_same_step(make_app):
    app = make_app()
    table = open_from_title(app)
    for _ in range(3):
        until_my_step(app, table)
        do_step(app, table)
    record = table.match.record()["actions"]
    press(app, pygame.K_ESCAPE)
    app.stack.top.quit_to_title()
    run(app, 2)
    assert isinstance(app.stack.top, Title)
    again = open_from_title(app)
    assert again.done == 3
    resumed = again.match.record()["actions"]
    assert resumed[:len(record)] == record  # the same game, the bots' scripted replies made
    until_my_step(app, again)
    assert again.step() == again.lesson.steps[3]


def test_quitting_a_lesson_says_learn_pups_goes_on_from_it(make_app):
    app = make_app()
    table = open_from_title(app)
    press(app, pygame.K_ESCAPE)
    app.stack.top.quit_to_title()
    run(app, 2)
    assert any("Learn Pups" in note and "Continue" not in note for note in app.notices)


def test_while_a_step_waits_its_note_says_the_move_and_no_status_line_lies_under_its_arrow(make_app):
    app = make_app()
    table = open_from_title(app)
    until_my_step(app, table)
    do_step(app, table)  # the bid; the next step plays a card from the hand
    until_my_step(app, table)
    hand = [p.rect for p in table.placements() if p.key.startswith("hand:")]
    assert any(t in hand for t in table.targets())
    assert table.status(table.view()) == ""
