"""A fair start for real-time rounds: in a room created with a ``countdown``, game time
stands still at each real-time round's start until every window that says when it is
ready has said so (a bounded wait: a silent one cannot stall the room), then counts
down; moves before the end are refused ``too_soon``. A room made without one starts at
once, as before."""
from __future__ import annotations

from game.net import room as room_module
from game.net.protocol import BadMessage, decode
from game.net.room import Place, Refusal, Room
from tests.net.test_fair import Conn

import pytest


def heave_ho(countdown: float, clock):
    room = Room("K-TEST33", "heaveho", 2, {}, 3, [Place("open"), Place("open")], clock=clock)
    room.countdown = countdown
    ann, bo = Conn(clock, 0.02), Conn(clock, 0.02)
    room.join(ann, "Ann", 0)
    room.join(bo, "Bo", 1)
    return room, ann, bo


def token_of(conn) -> str:
    return next(m["token"] for m in conn.told if m["type"] == "joined")


def last_state(conn) -> dict:
    return [m for m in conn.told if m["type"] == "state"][-1]


def test_a_move_before_the_countdown_ends_is_refused_too_soon():
    now = [0.0]
    room, ann, bo = heave_ho(3.0, lambda: now[0])
    room.start(token_of(ann))
    now[0] = 2.9
    room.process()
    with pytest.raises(Refusal) as refused:
        room.act(ann, "keep first", room.match.step, 100.0, None, arrived=now[0])
    assert refused.value.code == "too_soon"


def test_the_states_of_a_countdown_offer_no_move_and_say_how_long_is_left():
    now = [0.0]
    room, ann, bo = heave_ho(3.0, lambda: now[0])
    room.start(token_of(ann))
    room.broadcast()
    state = last_state(bo)
    assert state["legal"] == [] and state["countdown"] == {"seconds": 3.0, "of": 3.0, "waiting": []}
    now[0] = 3.01
    room.process()
    room.broadcast()
    after = last_state(bo)
    assert "countdown" not in after and after["legal"] and after["step"] == state["step"]


def test_game_time_stands_still_through_the_countdown():
    now = [100.0]
    room, ann, bo = heave_ho(3.0, lambda: now[0])
    room.start(token_of(ann))
    for _ in range(29):
        now[0] += 0.1
        room.process()
    assert room.match.now == 0.0 and room.hold is not None
    now[0] += 0.2
    room.process()
    assert room.hold is None
    room.act(ann, "keep first", room.match.step, 100.0, None, arrived=now[0])
    now[0] += 0.5
    room.process()
    assert room.match.step == 1 and room.match.now <= 0.5


def test_the_round_waits_for_a_window_that_says_it_is_not_ready_yet():
    now = [0.0]
    room, ann, bo = heave_ho(3.0, lambda: now[0])
    room.ready(ann)
    room.ready(bo)  # both windows say when they are ready
    room.start(token_of(ann))
    room.ready(ann)
    for _ in range(100):  # ten seconds: Bo's window holds a pop-up
        now[0] += 0.1
        room.process()
    assert room.hold is not None and room.hold.waiting == {1} and room.hold.until is None
    room.ready(bo)
    now[0] += 0.1
    room.process()
    assert room.hold.until == pytest.approx(now[0] + 3.0)


def test_a_window_that_never_says_ready_holds_the_round_no_longer_than_the_bound():
    now = [0.0]
    room, ann, bo = heave_ho(3.0, lambda: now[0])
    room.ready(bo)
    room.start(token_of(ann))
    while room.hold is not None and now[0] < 60:
        now[0] += 0.1
        room.process()
    assert room.hold is None and room_module.READY_WAIT + 3.0 <= now[0] <= room_module.READY_WAIT + 3.3


def test_a_person_who_drops_no_longer_holds_the_round():
    now = [0.0]
    room, ann, bo = heave_ho(3.0, lambda: now[0])
    room.ready(bo)
    room.start(token_of(ann))
    now[0] += 1.0
    room.process()
    assert room.hold.waiting == {1}
    room.leave(bo)
    now[0] += 0.1
    room.process()
    assert room.hold.waiting == set() and room.hold.until is not None


def test_a_room_made_without_a_countdown_starts_at_once():
    now = [0.0]
    room, ann, bo = heave_ho(0.0, lambda: now[0])
    room.start(token_of(ann))
    room.act(ann, "keep first", room.match.step, 100.0, None, arrived=0.05)
    now[0] = 0.5
    room.process()
    assert room.hold is None and room.match.step == 1


def test_ready_is_a_message_of_the_wire():
    assert decode('{"type": "ready", "room": "K-ABCDEF"}')["type"] == "ready"
    with pytest.raises(BadMessage):
        decode('{"type": "create", "game": "pooch", "players": 4, "options": {}, "seats": [], "countdown": "3"}')
