"""Learn You Shady Pooch! played through by clicks: every step fires in order, a wrong
card is explained and can be tried again, a dogpile too late in the race is explained
and the step opens again, the bots wait for the person until the race, and leaving
and coming back goes on from the same step."""
import pygame
import pytest

from game.pooch.lesson import FULL_SPEED, PERSON, lesson
from scenes.table.results import Summary
from scenes.pooch.lesson import PoochLesson, bare
from scenes.screens.title import Title
from tests.scenes.conftest import click, press, run


def open_from_title(app):
    app.stack.reset(Title(app))
    run(app, 3)
    button = next(s for row in app.stack.top.menu.slots for s in row if s.item.label == "Learn You Shady Pooch!")
    click(app, button.widget.rect.center, frames=3)
    assert isinstance(app.stack.top, PoochLesson)
    return app.stack.top


def ready(table) -> bool:
    """The person's step is on screen: the script waits for it and, for an answer or
    a dogpile, the naming card has landed."""
    return (not table.motion.busy and table.live() and table.at_step()
            and (table.match.view(None)["phase"] == "lead" or table.window_open(table.match.view(None))))


def until_my_step(app, table, limit=2000) -> None:
    for _ in range(limit):
        if app.stack.top is table and ready(table):
            return
        run(app, 1, dt=0.05)
    raise AssertionError("the person's step never came")


def do_step(app, table) -> None:
    """Click what the lesson points at: the card (once to choose it, again to play it,
    or the player to name once it is chosen), or the pick-up button."""
    before = table.done
    card = getattr(table.match.parse(table.step().move), "card", None)
    for _ in range(3):
        rects = table.targets()
        assert rects, f"step {table.done + 1} points at nothing"
        chosen = table.people[0].card == card
        click(app, rects[-1 if chosen or card is None else 0].center, frames=1)
        if table.done > before:
            return
    raise AssertionError(f"step {before + 1} did not go on: {table.message}")


def test_playing_through_by_clicks_fires_every_step_in_order(make_app):
    app = make_app()
    table = open_from_title(app)
    moves = []
    while table.step() is not None:
        until_my_step(app, table)
        moves.append(table.step().move)
        do_step(app, table)
    assert moves == [s.move for s in table.lesson.steps]
    played = [(seat, bare(m)) for seat, m, _ in table.match.record()["actions"]]
    assert played == list(table.lesson.moves[:len(played)])


def test_finishing_the_lesson_marks_pooch_learned(make_app):
    app = make_app()
    last = len(lesson().steps) - 1
    app.stats.lessons["pooch"] = last
    table = open_from_title(app)
    assert table.done == last
    until_my_step(app, table)
    do_step(app, table)
    for _ in range(200):
        if isinstance(app.stack.top, Summary):
            break
        run(app, 1, dt=0.25)
    assert app.stack.top.title == "You have learned You Shady Pooch!"
    assert "pooch" in app.stats.learned and "pooch" not in app.stats.lessons


def test_the_keys_play_a_step_too(make_app):
    app = make_app()
    table = open_from_title(app)
    until_my_step(app, table)
    do_step(app, table)  # step 1 by clicks; step 2 (the 6 of diamonds at Cy) by the keys
    until_my_step(app, table)
    person = table.people[0]
    hand = table.seat_view(PERSON)["hand"]
    for _ in range((hand.index("D6") - person.cursor) % len(hand)):
        press(app, pygame.K_d, frames=1)
    while person.target != 2:
        press(app, pygame.K_q, frames=1)
    press(app, pygame.K_w, frames=1)
    assert table.done == 2 and table.match.record()["actions"][-1][:2] == [PERSON, "respond D6 name 2"]


def test_a_wrong_card_is_explained_and_the_step_can_be_tried_again(make_app):
    app = make_app()
    table = open_from_title(app)
    until_my_step(app, table)
    steps = len(table.match.record()["actions"])
    hand = table.seat_view(PERSON)["hand"]
    wrong = hand.index("C8")  # it beats the 2 of hearts too, but the lesson asks for the 4 of clubs
    rect = next(p.rect for p in table.placements() if p.action == ("card", PERSON, wrong))
    click(app, rect.center, frames=1)
    click(app, rect.center, frames=1)
    assert table.done == 0 and len(table.match.record()["actions"]) == steps
    assert table.message.startswith("Not that one") and "4 of clubs" in table.message
    do_step(app, table)
    assert table.done == 1


def test_a_dogpile_too_late_in_the_race_is_explained_and_the_step_opens_again(make_app):
    app = make_app()
    race = next(i for i, s in enumerate(lesson().steps) if s.answer_in)
    table = PoochLesson(app, race)
    app.stack.push(table)
    for _ in range(2000):
        if app.stack.top is not table:
            break
        run(app, 1, dt=0.05)
    again = app.stack.top
    assert isinstance(again, PoochLesson) and again is not table
    assert again.message.startswith("Too late: Bo answered before your dogpile landed")
    assert again.done == race and again.match.record()["actions"][-1][:2] == [PERSON, "lead D2 name 3"]
    until_my_step(app, again)
    do_step(app, again)
    assert again.done == race + 1


def test_the_bots_wait_for_the_person_at_the_first_dogpile(make_app):
    app = make_app()
    table = open_from_title(app)
    while table.step().rule != "dogpile":
        until_my_step(app, table)
        do_step(app, table)
    until_my_step(app, table)
    steps = len(table.match.record()["actions"])
    run(app, 600, dt=0.05)  # thirty seconds of game time
    assert len(table.match.record()["actions"]) == steps and table.at_step()


def test_in_the_race_bo_answers_after_his_reaction_time_in_game_time(make_app):
    app = make_app()
    race = next(i for i, s in enumerate(lesson().steps) if s.answer_in)
    table = PoochLesson(app, race)
    app.stack.push(table)
    for _ in range(2000):
        if app.stack.top is not table:
            break
        run(app, 1, dt=0.05)
    named, answered = table.match.record()["actions"][-2:]
    assert answered[:2] == [1, "respond S8 name 2"]
    assert answered[2] - named[2] == pytest.approx(FULL_SPEED + table.flight_seconds(), abs=0.06)


def test_leaving_and_coming_back_goes_on_from_the_same_step(make_app):
    app = make_app()
    table = open_from_title(app)
    for _ in range(3):
        until_my_step(app, table)
        do_step(app, table)
    record = [(s, bare(m)) for s, m, _ in table.match.record()["actions"]]
    press(app, pygame.K_ESCAPE)
    app.stack.top.quit_to_title()
    run(app, 2)
    assert isinstance(app.stack.top, Title)
    again = open_from_title(app)
    assert again.done == 3
    until_my_step(app, again)
    resumed = [(s, bare(m)) for s, m, _ in again.match.record()["actions"]]
    assert resumed[:len(record)] == record  # the same game, the bots' scripted moves made again
    assert again.step() == again.lesson.steps[3]
