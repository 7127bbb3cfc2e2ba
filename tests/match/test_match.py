"""The match, driven headless (no pygame): whole games of every game with bots and
scripted people, whose turn it is and who is handed the screen, undo, hints, stale
actions, and what each seat is told."""
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game import GAMES, new_game, replay
from game.seats import Seat
from game.match import Match
from tests.harness import code_pattern, leaked

ROOT = Path(__file__).resolve().parents[2]
PEOPLE = {"pups": (4, [0, 2]), "hounds": (4, [0, 1]), "pooch": (4, [0, 1]), "heaveho": (2, [0, 1])}


def a_match(game_id, players, people, seed=3, level="easy", **options):
    game = new_game(game_id, players=players, seed=seed, options=options or None)
    seats = [Seat(n, i in people, level) for i, n in enumerate(game.names)]
    return Match(game, seats, threaded=False)


def play_out(match, rng, limit=40_000, check=None):
    """People play a random legal move when it is their turn (as a table would ask
    them), bots play on the game clock; real-time games let a little time pass."""
    now = 0.0
    for _ in range(limit):
        if match.is_over:
            return
        person = next((s for s in match.to_act() if s in match.people and match.legal_actions(s)), None)
        if person is not None and (not match.real_time or rng.random() < 0.3):
            answer = match.act(person, rng.choice(match.legal_actions(person)), step=match.step,
                               at=match.now if match.real_time else None)
            assert answer.ok, answer.reason
        now = max(now, match.now) + (0.2 if match.real_time else 1.0)
        match.advance(now)
        match.run_bots(now)
        if check:
            check(match)
    raise AssertionError(f"{match.id} did not end")


@pytest.mark.parametrize("game_id", sorted(PEOPLE))
def test_a_whole_game_with_bots_and_people_ends_and_its_record_replays(game_id):
    players, people = PEOPLE[game_id]
    match = a_match(game_id, players, people)
    play_out(match, random.Random(1))
    record = match.record()
    assert match.result()["winners"] is not None
    again = replay(json.loads(json.dumps(record)))
    assert again.is_over and again.result() == match.result()


@pytest.mark.parametrize("game_id", sorted(PEOPLE))
def test_what_each_seat_is_told_never_names_a_card_it_may_not_see(game_id):
    players, people = PEOPLE[game_id]
    match = a_match(game_id, players, people, seed=5)
    pattern = code_pattern(GAMES[game_id], players)
    sent = {seat: match.step for seat in [None, *range(players)]}

    def check(m):
        game = m._game
        for seat in sent:
            state = m.state(seat, sent[seat])
            sent[seat] = state["step"]
            leak = leaked(pattern, state, game.seen_by(seat))
            assert not leak, f"seat {seat} was told {sorted(leak)} at step {m.step}"

    play_out(match, random.Random(2), check=check)


@pytest.mark.parametrize("game_id", sorted(PEOPLE))
def test_the_states_made_together_hold_each_seats_own_view_moves_and_events(game_id):
    players, people = PEOPLE[game_id]
    match = a_match(game_id, players, people, seed=7)
    seats = [None, *range(players)]

    def check(m):
        since = max(0, m.step - 2)
        together = m.states([(seat, since) for seat in seats])
        assert {seat: together[seat, since]["view"] for seat in seats} == {seat: m.view(seat) for seat in seats}
        assert {seat: together[seat, since]["legal"] for seat in seats} == {
            seat: [] if seat is None else [str(a) for a in m.legal_actions(seat)] for seat in seats}
        assert all(together[seat, since]["events"] == m.events_since(since, seat) for seat in seats)

    play_out(match, random.Random(4), check=check)


def test_the_next_person_is_the_first_person_who_may_act():
    match = a_match("pups", 3, [0, 1], first_leader=0)
    assert match.next_person() == 0
    match.act(0, match.legal_actions(0)[0])
    assert match.next_person() == 1


def test_the_next_person_is_none_while_only_bots_may_act():
    match = a_match("pups", 3, [0], first_leader=1)
    assert match.to_act() == [1] and match.next_person() is None


def test_an_action_for_a_state_that_has_moved_on_is_refused_as_stale():
    match = a_match("pups", 3, [0, 1], first_leader=0)
    old = match.step
    match.act(0, match.legal_actions(0)[0], step=old)
    answer = match.act(1, match.legal_actions(1)[0], step=old)
    assert not answer.ok and answer.code == "stale" and match.step == old + 1


def test_an_illegal_action_is_refused_with_the_rules_reason_and_changes_nothing():
    match = a_match("pups", 3, [0, 1], first_leader=0)
    step = match.step
    answer = match.act(0, "play W9")
    assert not answer.ok and answer.code == "illegal" and answer.reason and match.step == step


def test_an_action_out_of_turn_is_refused_as_not_your_turn():
    match = a_match("pups", 3, [0, 1], first_leader=0)
    answer = match.act(1, "bid exactly 0")
    assert not answer.ok and answer.code == "not_your_turn"


def test_an_action_after_the_end_is_refused_as_game_over():
    match = a_match("heaveho", 2, [0, 1])
    play_out(match, random.Random(4))
    answer = match.act(0, "stop")
    assert not answer.ok and answer.code == "game_over"


def test_undo_takes_back_a_persons_move_and_the_bots_replies():
    match = a_match("pups", 3, [0], first_leader=0)
    before = match.view(0)
    match.act(0, "bid exactly 0")
    match.run_bots(0.0)
    match.run_bots(2.0)  # the two bots bid (0.8 s apart)
    assert match.step == 3
    answer = match.undo(0)
    assert answer.ok and match.step == 0 and match.view(0) == before


def test_undo_is_refused_once_a_card_has_been_drawn():
    match = a_match("heaveho", 2, [0, 1], sort="skip")
    seat = match.to_act()[0]
    playing = [a for a in match.legal_actions(seat) if str(a).startswith("play")]
    match.act(seat, playing[0] if playing else match.legal_actions(seat)[0])
    answer = match.undo(seat)
    assert not answer.ok and answer.reason


def test_undo_of_a_bots_seat_is_refused():
    match = a_match("pups", 3, [0], first_leader=1)
    assert not match.undo(1).ok


def test_a_hint_is_one_of_the_seats_legal_moves_with_a_reason():
    match = a_match("hounds", 4, [0], first_leader=0)
    found = match.hint(0).result()
    assert found.action in match.legal_actions(0) and found.reason


def test_watchers_hear_every_change_with_its_events():
    match = a_match("pups", 3, [0], first_leader=0)
    heard = []
    match.watch(lambda m, events: heard.append((m.step, [e.kind for e in events])))
    match.act(0, "bid exactly 0")
    match.run_bots(0.0)
    match.run_bots(2.0)  # the two bots bid (0.8 s apart)
    assert [step for step, _ in heard] == [1, 2, 3] and all(kinds[0] == "bid" for _, kinds in heard)


def test_events_since_a_step_are_those_after_it_for_that_seat():
    match = a_match("pups", 3, [0, 1], first_leader=0)
    match.act(0, "bid exactly 0")
    match.act(1, match.legal_actions(1)[0])
    assert [e["kind"] for e in match.events_since(1, 0)] == ["bid"]
    assert len(match.events_since(0, 0)) == 2


def test_real_time_bots_act_on_the_game_clock_not_at_once():
    match = a_match("pooch", 4, [0], level="normal")
    match.run_bots(0.0)
    step = match.step
    match.advance(0.05)
    match.run_bots(0.05)
    assert match.step == step  # no bot reacts within 50 ms of the deal
    match.advance(30.0)
    match.run_bots(30.0)
    assert match.step > step


def test_the_match_imports_no_pygame():
    code = "import sys, game.match, game.match.match, game.match.thinking; sys.exit('pygame' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_a_seat_handed_to_a_bot_is_played_on_the_game_clock():
    match = a_match("pups", 3, [0, 1], first_leader=0)
    match.seat_bot(0, "normal")
    match.run_bots(0.0)
    match.run_bots(1.0)
    assert match.step == 1 and 0 not in match.people


def test_a_seat_given_back_to_its_person_is_no_longer_played_by_a_bot():
    match = a_match("pups", 3, [0, 1], first_leader=0)
    match.seat_bot(0, "normal")
    match.run_bots(0.0)  # the bot plans its bid
    match.seat_person(0)
    match.run_bots(5.0)
    assert match.step == 0 and match.next_person() == 0
