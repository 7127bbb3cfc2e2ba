"""Promises, the five shifts, badness and the round's score."""
import pytest

from game import IllegalAction
from game.hounds.cards import hardest

from tests.hounds.helpers import apply_all, clue_everyone, game, no_trades, play_slots, promise_all

HANDS = {0: ["EM1", "EM2", "EM3", "EM4", "TD1"],
         1: ["DP4", "DP3", "DP2", "DP1", "PG4"],
         2: ["SU1", "SU2", "SU3", "SU4", "TD2"]}
# Seat 0 takes Cerberus in slot 4. Shifts: 0 leads CE (0 works), then EM1/DP3/SU2 (1 works),
# then 1 leads three more shifts of Deathpaws and Paulgrave.
PLAYS = {0: [4, 0, 1, 2, 3], 1: [0, 1, 2, 3, 4], 2: [0, 1, 2, 3, 4]}


def at_promises(baddog="DP"):
    g = game(3, HANDS)
    g.apply(0, f"baddog {baddog}")
    clue_everyone(g)
    apply_all(g, (0, "cerberus 0"), (0, "discard 4"))
    no_trades(g)
    return g


def at_play(promises=(2, 3, 0), baddog="DP"):
    g = at_promises(baddog)
    promise_all(g, list(promises))
    return g


def test_promises_go_from_the_leader_clockwise():
    g = at_promises()
    order = []
    while g.phase == "promise":
        order.append(g.to_act()[0])
        g.apply(order[-1], "promise 1")
    assert order == [0, 1, 2]


def test_a_promise_is_zero_to_five_shifts():
    g = at_promises()
    assert [str(a) for a in g.legal_actions(0)] == [f"promise {p}" for p in range(6)]
    with pytest.raises(IllegalAction, match="A promise must be between 0 and 5, not 6"):
        g.apply(0, "promise 6")


def test_promises_are_shown_to_everyone():
    g = at_play()
    assert all(g.view(s)["promises"] == [2, 3, 0] for s in (None, 0, 1, 2))


def test_the_leader_leads_the_first_shift():
    g = at_play()
    assert g.phase == "play" and g.to_act() == [0]


def test_players_play_clockwise_within_a_shift():
    g = at_play()
    g.apply(0, "play 4")
    assert g.to_act() == [1]


def test_a_played_card_is_face_up_for_everyone():
    g = at_play()
    g.apply(0, "play 0")
    assert all(g.view(s)["shift"]["cards"] == [[0, "EM1"]] for s in (None, 0, 1, 2))
    assert g.view(0)["stands"][0]["slots"][0]["empty"]


def test_play_event_names_slot_and_card():
    g = at_play()
    event = g.apply(0, "play 1")[0]
    assert event.to_dict() == {"kind": "play", "seat": 0, "slot": 1, "card": "EM2", "shift": 1}


def test_an_empty_slot_cannot_be_played():
    g = at_play()
    play_slots(g, {0: [4], 1: [0], 2: [0]})
    with pytest.raises(IllegalAction, match="Your slot 4 is empty"):
        g.apply(0, "play 4")


def test_playing_out_of_turn_is_refused():
    g = at_play()
    with pytest.raises(IllegalAction, match="It is Ann's turn to play into the shift"):
        g.apply(2, "play 0")


def test_the_hardest_dog_works_the_shift_and_its_player_leads_the_next():
    g = at_play()
    events = play_slots(g, {0: [4, 0], 1: [0, 1], 2: [0, 1]})
    worked = [e for e in events if e.kind == "shift_worked"]
    assert [e["seat"] for e in worked] == [0, 1] and g.to_act() == [1]


def test_a_higher_hound_is_harder_than_a_higher_number():
    assert hardest(["SU4", "DP1", "PG3"]) == 1


def test_the_same_hound_with_the_higher_number_is_harder():
    assert hardest(["TD2", "TD4", "TD3"]) == 1


def test_mops_is_the_easiest_and_cerberus_the_hardest():
    assert hardest(["MO5", "EM1"]) == 1 and hardest(["DP8", "CE"]) == 1


def test_shift_worked_event_lists_the_cards_and_the_badness_gained():
    g = at_play(baddog="DP")
    events = play_slots(g, {0: [4], 1: [0], 2: [0]})
    assert events[-1].to_dict() == {"kind": "shift_worked", "seat": 0, "shift": 1,
                                    "cards": [[0, "CE"], [1, "DP4"], [2, "SU1"]], "badness": 1,
                                    "badness_total": 1}


def test_the_worker_gains_one_badness_per_bad_dog_in_the_shift():
    g = at_play(baddog="DP")
    play_slots(g, PLAYS)
    assert g.result()["badness"] == [1, 3, 0]


def test_a_round_moves_each_score_by_shifts_worked_minus_promise():
    g = at_play(promises=(2, 3, 0))
    play_slots(g, PLAYS)
    assert g.view(None)["scores"] == [-1, 1, 0]


def test_round_scored_event_gives_promise_shifts_delta_and_score_per_seat():
    g = at_play(promises=(2, 3, 0))
    events = play_slots(g, PLAYS)
    scored = next(e for e in events if e.kind == "round_scored")
    assert scored["rows"] == [
        {"seat": 0, "promise": 2, "worked": 1, "delta": -1, "score": -1},
        {"seat": 1, "promise": 3, "worked": 4, "delta": 1, "score": 1},
        {"seat": 2, "promise": 0, "worked": 0, "delta": 0, "score": 0}]


def test_a_round_is_five_shifts_then_the_next_leader_deals():
    g = at_play()
    events = play_slots(g, PLAYS)
    assert sum(e.kind == "shift_worked" for e in events) == 5
    assert g.round == 1 and g.leader == 1 and g.phase == "baddog"


def test_the_round_history_keeps_promises_and_shifts():
    g = at_play(promises=(2, 3, 0))
    play_slots(g, PLAYS)
    assert g.view(2)["history"] == [{"round": 1, "leader": 0, "promises": [2, 3, 0], "worked": [1, 4, 0],
                                     "deltas": [-1, 1, 0]}]


def test_shifts_worked_are_counted_per_seat_during_the_round():
    g = at_play()
    play_slots(g, {0: [4, 0], 1: [0, 1], 2: [0, 1]})
    assert g.view(None)["worked"] == [1, 1, 0] and len(g.view(None)["shifts"]) == 2
