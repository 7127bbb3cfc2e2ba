"""Learn Heave Ho! played through by keys and clicks: every step fires in order, Bo
waits for the first keeps and then sorts on his own clock, a wrong move is explained
and can be tried again, leaving and coming back goes on from the same step, and
finishing marks Heave Ho! learned."""
import pygame

from game.heaveho.lesson import BOT, PERSON, SLOW_KEEPS, lesson
from scenes.heaveho.lesson import HeaveHoLesson
from scenes.table.keys import key_code
from scenes.table.results import Summary
from scenes.screens.title import Title
from tests.scenes.conftest import click, press, run

LEARNED = "You have learned Heave Ho!"


def open_from_title(app):
    app.stack.reset(Title(app))
    run(app, 3)
    button = next(s for row in app.stack.top.menu.slots for s in row if s.item.label == "Learn Heave Ho!")
    click(app, button.widget.rect.center, frames=3)
    assert isinstance(app.stack.top, HeaveHoLesson)
    return app.stack.top


def until_my_step(app, table, limit=2000) -> None:
    """Frames of game time until the person's step can be made."""
    for _ in range(limit):
        if app.stack.top is table and table.step() is not None and not table.held_up():
            return
        if isinstance(app.stack.top, Summary) and table.frozen is not None:
            press(app, pygame.K_RETURN, frames=1)   # the sort's summary: Continue
        run(app, 1, dt=0.05)
    raise AssertionError(f"step {table.done + 1} never came")


def sort_key(app, first: bool) -> int:
    return key_code(app.settings.zones["1"]["left" if first else "right"])


def do_step(app, table) -> None:
    """The step by the person's own input: a keep by its key; in the tug, a click on
    what the lesson points at (the card, then its space or its choice)."""
    before = table.done
    move = table.step().move
    if move.startswith("keep"):
        press(app, sort_key(app, move == "keep first"), frames=1)
    else:
        for _ in range(2):
            rects = table.targets()
            assert rects, f"step {table.done + 1} points at nothing"
            click(app, rects[-1].center, frames=1)
            if table.done > before:
                break
    assert table.done == before + 1, f"step {before + 1} did not go on: {table.message}"


def bo_kept(table) -> int:
    return table.public()["sort"]["kept"][BOT]


def made(table) -> list:
    return [tuple(a[:2]) for a in table.match.record()["actions"] if a[0] is not None]


def test_every_step_fires_in_order_by_keys_and_clicks_and_the_game_is_the_script(make_app):
    app = make_app()
    table = open_from_title(app)
    moves = []
    while table.step() is not None:
        until_my_step(app, table)
        moves.append(table.step().move)
        do_step(app, table)
    assert moves == [s.move for s in table.lesson.steps]
    assert made(table) == [m[:2] for m in table.lesson.moves]


def test_bo_waits_for_each_of_the_persons_first_keeps(make_app):
    app = make_app()
    table = open_from_title(app)
    for done in range(SLOW_KEEPS):
        until_my_step(app, table)
        run(app, 120, dt=0.05)        # six seconds of game time without a keep
        assert bo_kept(table) == done
        do_step(app, table)


def test_from_the_fifth_keep_bo_sorts_on_his_own_clock(make_app):
    app = make_app()
    app.stats.lessons["heaveho"] = SLOW_KEEPS
    table = open_from_title(app)
    until_my_step(app, table)
    do_step(app, table)                # the first keep at full speed
    kept = bo_kept(table)
    run(app, 60, dt=0.05)              # three seconds: Bo keeps two more pairs meanwhile
    assert bo_kept(table) == kept + 2 and table.done == SLOW_KEEPS + 1


def test_a_keep_made_before_bos_keeps_are_due_comes_after_them_as_scripted(make_app):
    app = make_app()
    app.stats.lessons["heaveho"] = SLOW_KEEPS
    table = open_from_title(app)
    until_my_step(app, table)
    do_step(app, table)
    run(app, 1)
    do_step(app, table)                # at once: Bo's two keeps are made first
    count = len(made(table))
    assert made(table) == [m[:2] for m in table.lesson.moves[:count]]
    assert bo_kept(table) == SLOW_KEEPS + 2


def test_a_wrong_keep_is_explained_and_the_step_can_be_tried_again(make_app):
    app = make_app()
    table = open_from_title(app)
    until_my_step(app, table)
    press(app, sort_key(app, table.step().move != "keep first"), frames=1)
    assert table.done == 0 and made(table) == []
    assert table.message.startswith("Not that one") and "white 4" in table.message
    do_step(app, table)
    assert table.done == 1


def test_a_wrong_card_in_the_tug_is_explained_and_the_step_can_be_tried_again(make_app):
    app = make_app()
    app.stats.lessons["heaveho"] = 12
    table = open_from_title(app)
    until_my_step(app, table)
    wrong = next(p for p in table.placements() if p.key.startswith(f"hand:{PERSON}:") and p.face != "W4")
    click(app, wrong.rect.center, frames=1)
    assert table.selected is None and table.done == 12
    assert table.message.startswith("Not that one") and "white 4 on your blue space" in table.message
    do_step(app, table)
    assert table.done == 13


def test_leaving_and_coming_back_goes_on_from_the_same_step(make_app):
    app = make_app()
    table = open_from_title(app)
    for _ in range(3):
        until_my_step(app, table)
        do_step(app, table)
    record = made(table)
    press(app, pygame.K_ESCAPE)
    app.stack.top.quit_to_title()
    run(app, 2)
    assert isinstance(app.stack.top, Title) and app.stats.lessons["heaveho"] == 3
    again = open_from_title(app)
    assert again.done == 3
    assert made(again)[:len(record)] == record  # the same game, Bo's scripted keeps made
    until_my_step(app, again)
    assert again.step() == again.lesson.steps[3]


def test_finishing_the_last_step_marks_heaveho_learned(make_app):
    app = make_app()
    app.stats.lessons["heaveho"] = len(lesson().steps) - 1
    table = open_from_title(app)
    until_my_step(app, table)
    do_step(app, table)
    for _ in range(400):
        if isinstance(app.stack.top, Summary):
            break
        run(app, 1, dt=0.05)
    assert app.stack.top.title == LEARNED
    assert "heaveho" in app.stats.learned and "heaveho" not in app.stats.lessons
    click(app, app.stack.top.menu.slots[0][0].widget.rect.center, frames=2)
    assert isinstance(app.stack.top, Title)


def test_restart_in_the_menu_starts_the_lesson_again_from_its_first_step(make_app):
    app = make_app()
    app.stats.lessons["heaveho"] = 12
    table = open_from_title(app)
    table.restart()
    run(app, 2)
    again = app.stack.top
    assert isinstance(again, HeaveHoLesson) and again is not table
    assert again.done == 0 and made(again) == [] and app.stats.lessons["heaveho"] == 0
