"""You Shady Pooch! played with game pads (virtual ones): each pad joins a seat with A,
is that person's key zone (d-pad moves, A acts, B picks up, Y the next target), presses
of several pads in one frame are simultaneous, and an unplugged pad holds the round."""
import pygame
import pytest

from scenes.pooch.table import PoochTable
from scenes.table.results import GameOver, Summary
from tests.scenes.conftest import run
from tests.scenes.test_pooch_table import FRAME, continue_summary, policy_presses, table_for  # noqa: F401
from tests.virtual_pads import virtual_pads  # noqa: F401 (a fixture)

#: the pad's button for each zone action
BUTTON = {"left": "left", "right": "right", "act": "a", "alt": "b", "target": "y"}


def join(app, table, pads):
    """Each pad presses A in turn: pad n takes the n-th person's seat."""
    run(app, 2)  # the pads are plugged in
    for pad in pads:
        pad.press("a")
        run(app, 1)
        pad.release("a")
        run(app, 1)
    return {app.pads.seat_of[n]: pad for n, pad in zip(app.pads.numbers(), pads)}


def tap_all(pads_presses):
    """Every (pad, button) press in this order, each pushed down and let go: SDL puts
    each in the queue as it comes (``pump``), so they are all handled in the next frame."""
    for pad, button in pads_presses:
        pad.press(button)
        pygame.event.pump()
        pad.release(button)
        pygame.event.pump()


def play_with_pads(app, table, pad_of: dict, rounds=None, limit=40_000, frame=FRAME):
    """Every person plays by pad (the keyboard policy of the Pooch table tests, its
    presses made pad buttons), all pads' presses of a frame in that frame, ``frame``
    seconds a frame; returns how many frames had presses of two or more pads."""
    last = {}
    together = 0
    summaries = 0
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, GameOver):
            return together
        if isinstance(top, Summary):
            summaries += 1
            if rounds is not None and summaries >= rounds:
                return together
            continue_summary(app)
            continue
        presses = {}
        if top is table and table.countdown <= 0 and not table.resting:
            for seat, pad in pad_of.items():
                presses[seat] = [(pad, BUTTON[action]) for _, action in policy_presses(table, seat, last)]
        together += sum(1 for p in presses.values() if p) >= 2
        tap_all([press for seat in presses for press in presses[seat]])
        app.step(frame)
    raise AssertionError(f"no end after {limit} frames")


def test_a_whole_game_of_five_with_two_pads_and_three_bots(table_for, virtual_pads):
    app, table = table_for(players=5, humans=2, seed=7, size=(1024, 600))
    pads = virtual_pads.plug(2)
    pad_of = join(app, table, pads)
    assert sorted(pad_of) == [0, 1]
    together = play_with_pads(app, table, pad_of, frame=1 / 30)  # (30 frames a second: the same game in half the frames)
    game = table.match
    assert game.is_over and game.result()["winners"]
    actions = game.record()["actions"]
    assert {a[0] for a in actions if a[0] is not None} >= {0, 1}
    assert any(a[1].startswith("dogpile") and a[0] in pad_of for a in actions)
    assert together > 0  # pads pressed in the same frame


def test_a_whole_round_of_four_people_with_four_pads(table_for, virtual_pads):
    app, table = table_for(players=4, humans=4, seed=7, size=(1024, 600))
    pads = virtual_pads.plug(4)
    pad_of = join(app, table, pads)
    assert sorted(pad_of) == [0, 1, 2, 3]
    together = play_with_pads(app, table, pad_of, rounds=1)
    game = table.match
    assert game.view(None)["history"]  # the round was scored
    actions = game.record()["actions"]
    assert len({a[0] for a in actions if a[0] is not None}) >= 3
    assert together > 0  # pads pressed in the same frame


def test_a_pad_joins_the_first_person_without_one_and_is_shown_by_name(table_for, virtual_pads):
    app, table = table_for(players=5, humans=2)
    first, second = virtual_pads.plug(2)
    run(app, 2)
    first.press("b")         # not A: the pad is told how to join
    run(app, 1)
    assert table.message == f"Pad 1: press A to play as {table.match.names[0]}"
    first.release("b")
    first.press("a")
    run(app, 1)
    assert app.pads.seat_of == {1: 0}
    assert table.message == f"Pad 1 plays as {table.match.names[0]}"
    second.press("a")
    run(app, 1)
    assert app.pads.seat_of == {1: 0, 2: 1}


def test_a_pads_presses_move_its_persons_cursor_and_target_only(table_for, virtual_pads):
    app, table = table_for(players=5, humans=2)
    pads = virtual_pads.plug(2)
    join(app, table, pads)
    ann, bo = table.person(0), table.person(1)
    hand = table.match.view(1)["hand"]
    bo.follow(hand)
    cursor, target, ann_cursor = bo.cursor, bo.target, ann.cursor
    pads[1].press("right")
    pads[1].stick(y=0)
    run(app, 1)
    pads[1].release("right")
    pads[1].press("y")
    run(app, 1)
    assert bo.cursor == (cursor + 1) % len(hand) and bo.target != target
    assert ann.cursor == ann_cursor


def test_an_unplugged_pad_holds_the_round_and_a_pad_plugged_in_takes_the_seat_again(table_for, virtual_pads):
    app, table = table_for(players=5, humans=2)
    pads = virtual_pads.plug(2)
    join(app, table, pads)
    while table.countdown > 0:
        run(app, 1, dt=0.25)
    run(app, 10)
    pads[1].unplug()
    run(app, 1)
    assert table.message == "Pad 2 disconnected"   # said at the table, clear of the hands
    clock = table.clock
    bo = table.match.names[1]
    assert table.waiting_for_pads() == [1]
    run(app, 60)
    assert table.clock == clock                      # the round waits for Bo
    assert f"{bo}'s pad (Pad 2) was unplugged: the round waits" in table.pad_wait_words()
    pads[0].press("a")                               # Ann's pad cannot take Bo's seat: hers is taken
    run(app, 1)
    assert table.waiting_for_pads() == [1] and table.message.startswith(f"{bo}'s pad")
    (again,) = virtual_pads.plug(1)
    run(app, 2)
    assert f"Pad {2}: press A to play as {bo}" in table_words(app, table)
    again.press("a")
    run(app, 1)
    assert table.waiting_for_pads() == [] and app.pads.seat_of[2] == 1
    assert table.countdown > 2.5                     # 3-2-1, then the clock runs again
    while table.countdown > 0:
        run(app, 1, dt=0.25)
    run(app, 5)
    assert table.clock > clock


def test_enter_on_the_keyboard_plays_on_without_the_unplugged_pad(table_for, virtual_pads):
    app, table = table_for(players=5, humans=2)
    pads = virtual_pads.plug(2)
    join(app, table, pads)
    pads[0].unplug()
    run(app, 1)
    assert table.waiting_for_pads() == [0]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    run(app, 1)
    assert table.waiting_for_pads() == []


def table_words(app, table) -> str:
    """Every line of text drawn on the table this frame (the frame trace's words)."""
    from scenes.frame import trace

    canvas = trace.TracedSurface(app.screen.get_size())
    trace.begin(canvas)
    was = trace.on
    trace.on = True
    try:
        table.draw(canvas)
    finally:
        trace.on = was
    return " | ".join(str(m[1]) for m in trace.marks_of(canvas) if m[0] == "text")
