"""Who sees which stand: the heart of Heckin Hounds."""
import json

import pytest

from game import new_game

from tests.hounds.helpers import game, stack, to_trades

HANDS = {0: ["EM1", "EM2", "EM3", "EM4", "TD1"], 1: ["DP4", "DP3", "DP2", "DP1", "PG4"],
         2: ["SU1", "SU2", "SU3", "SU4", "TD2"], 3: ["PG1", "PG2", "PG3", "TD3", "TD4"]}


def shown(view, owner):
    return [s["card"] for s in view["stands"][owner]["slots"]]


def visible_stands(g, seat):
    return [o for o in range(g.players) if shown(g.view(seat), o) == g.stands[o]]


@pytest.mark.parametrize("leader", [0, 2])
def test_the_leader_sees_every_stand(leader):
    g = game(4, HANDS, first_leader=leader)
    assert visible_stands(g, leader) == [0, 1, 2, 3]


@pytest.mark.parametrize("leader,seat", [(l, s) for l in (0, 2) for s in range(4) if s != l])
def test_others_see_every_stand_but_their_own_and_the_leaders(leader, seat):
    g = game(4, HANDS, first_leader=leader)
    assert visible_stands(g, seat) == [o for o in range(4) if o not in (seat, leader)]
    own = g.view(seat)["stands"][seat]["slots"]
    assert all(s["hidden"] and s["card"] is None for s in own)


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_no_trace_of_a_hidden_card_anywhere_in_a_players_view(seat):
    g = game(4, HANDS)
    text = json.dumps(g.view(seat))
    for owner in (0, seat):
        assert not [c for c in HANDS[owner] if c in text]


def test_the_public_view_shows_no_stand_card():
    g = game(4, HANDS)
    view = g.view(None)
    assert all(s["card"] is None and s["hidden"] for st in view["stands"] for s in st["slots"])
    assert not [c for h in HANDS.values() for c in h if c in json.dumps(view)]


def test_the_public_view_shows_cerberus_the_shift_and_the_tracks():
    g = game(4, HANDS)
    to_trades(g, cerberus_to=2, discard=1)
    view = g.view(None)
    assert shown(view, 2) == [None, "CE", None, None, None]
    assert {"shift", "scores", "badness", "promises", "worked", "baddog", "leader"} <= set(view)


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_seen_by_is_exactly_the_stands_a_seat_may_see_at_the_deal(seat):
    g = game(4, HANDS)
    expected = {c for o in range(4) if seat == 0 or o not in (seat, 0) for c in HANDS[o]}
    assert g.seen_by(seat) == expected


def test_nobody_outside_the_table_has_seen_a_card_at_the_deal():
    assert game(4, HANDS).seen_by(None) == set()


def test_a_played_card_becomes_known_to_every_seat():
    g = game(4, HANDS)
    to_trades(g, cerberus_to=0, discard=4)
    for _ in range(4):
        g.apply(g.to_act()[0], "notrade")
    for _ in range(4):
        g.apply(g.to_act()[0], "promise 1")
    g.apply(0, "play 0")
    assert all("EM1" in g.seen_by(s) for s in (None, 0, 1, 2, 3))


def test_stand_faces_in_for_the_leader_and_out_for_the_others():
    g = game(3)
    assert [st["faces"] for st in g.view(None)["stands"]] == ["in", "out", "out"]


def test_view_of_a_seat_that_does_not_exist_is_a_value_error():
    with pytest.raises(ValueError):
        game(3).view(3)


def test_a_view_carries_what_the_table_draws():
    view = game(3).view(1)
    assert {"seat", "names", "phase", "to_act", "turn", "leader", "round", "rounds", "baddog", "stands",
            "promises", "worked", "shift", "scores", "badness", "dead_hand", "needs_clues", "cerberus",
            "history", "result"} <= set(view)
    assert set(view["stands"][0]["slots"][0]) == {"card", "hidden", "empty", "clue_hound", "clue_number",
                                                  "mops", "cerberus"}
    assert (view["round"], view["rounds"], view["dead_hand"], view["phase"]) == (1, 3, 10, "baddog")


def test_views_of_the_same_moment_are_json():
    g = new_game("hounds", players=5, seed=2, deck=stack(5))
    for seat in (None, 0, 1, 2, 3, 4):
        json.dumps(g.view(seat))
    json.dumps(g.full_view())


def test_full_view_shows_everything_for_replays():
    g = game(4, HANDS)
    full = g.full_view()
    assert [shown(full, o) for o in range(4)] == [HANDS[o] for o in range(4)] and len(full["dead_hand_cards"]) == 10


def test_deal_event_shows_each_seat_only_the_stands_it_may_see():
    g = game(3)
    events = []
    while g.round == 0:
        events = g.apply(g.to_act()[0], g.legal_actions(g.to_act()[0])[0])
    deal = events[-1]
    leader = g.leader
    for seat in range(3):
        stands = deal.to_dict(for_seat=seat)["stands"]
        assert [o for o in range(3) if stands[o] is not None] == [
            o for o in range(3) if seat == leader or o not in (seat, leader)]
    assert "stands" not in deal.to_dict()


def test_the_last_shift_of_a_round_stays_known_when_the_next_round_deals():
    g = game(3)
    while g.round == 0:
        events = g.apply(g.to_act()[0], g.legal_actions(g.to_act()[0])[0])
    last = next(e for e in events if e.kind == "shift_worked")
    cards = {c for _, c in last["cards"]}
    assert all(cards <= g.seen_by(s) for s in (None, 0, 1, 2))
    g.apply(g.to_act()[0], "baddog MO")
    assert not cards & g.seen_by(None)


def test_the_public_view_shows_worked_shifts_face_down_and_players_remember_them():
    g = game(4, HANDS)
    to_trades(g, cerberus_to=0, discard=4)
    for _ in range(8):
        g.apply(g.to_act()[0], "notrade" if g.phase == "trade" else "promise 1")
    for _ in range(4):
        seat = g.to_act()[0]
        g.apply(seat, g.legal_actions(seat)[0])
    public = g.view(None)
    assert public["shifts"][0]["cards"] == [[0, None], [1, None], [2, None], [3, None]]
    assert public["last_shift"]["cards"] == [[0, None], [1, None], [2, None], [3, None]]
    assert g.view(2)["shifts"][0]["cards"][0] == [0, "EM1"]
