"""What each seat sees, and what events tell whom."""
import json

import pytest

from game.pooch import Pooch
from game.pooch import game as rules
from tests import harness
from tests.pooch.table import of_kind, shed, table

VIEW_KEYS = {
    "seat", "names", "players", "phase", "to_act", "round", "dealer", "leader", "led_by", "hand", "hand_counts",
    "hand_size", "pile", "pile_by", "top", "namer", "named", "window", "named_at", "dogpiled", "dogpilers", "now",
    "shot_clock", "bones", "pot", "discard", "discard_pile", "aside", "last_round", "history", "winners",
}


def test_a_view_holds_every_documented_key():
    g = table()
    assert set(g.view(0)) == VIEW_KEYS
    for key in VIEW_KEYS:
        assert key in rules.__doc__, f"view key {key} is not documented"


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    g = table(["H7", "QS"], ["D2"])
    v = g.view(0)
    assert {"H7", "QS"} <= set(v["hand"]) and v["hand_counts"] == [11, 11, 11, 11]
    pattern = harness.code_pattern(Pooch, 4)
    assert harness.leaked(pattern, v, set(v["hand"])) == set()


def test_the_spectator_sees_no_hand():
    g = table()
    assert g.view(None)["hand"] is None
    assert harness.leaked(harness.code_pattern(Pooch, 4), g.view(None), set()) == set()


@pytest.mark.parametrize("seat", [4, -1, "0", True])
def test_a_view_for_a_seat_that_does_not_exist_is_a_value_error(seat):
    with pytest.raises(ValueError):
        table().view(seat)


def test_a_hand_is_sorted_by_suit_then_number_with_wild_ones_and_queens_last():
    g = table(["QF", "X1", "S2", "H9", "H0", "D5"], players=6, aside=["X1", "X1", "X1", "QS"])
    assert g.view(0)["hand"] == ["H0", "H9", "D5", "S2", "S9", "X1", "QF"]


def test_the_pile_is_public_with_who_played_each_card():
    g = table(["H7"], ["H9"], [], ["H3"])
    g.apply(0, "lead H7 name 1")
    g.apply(1, "respond H9 name 2")
    g.apply(3, "dogpile H3")
    for seat in (None, 0, 1, 2, 3):
        v = g.view(seat)
        assert v["pile"] == ["H7", "H9", "H3"] and v["pile_by"] == [0, 1, 3] and v["top"] == "H3"
        assert v["led_by"] == 0


def test_the_deal_event_shows_each_hand_only_to_its_own_seat():
    g = table(players=6)
    deal = of_kind(shed(g, 0, victim=1), "deal")
    own = deal.to_dict(for_seat=2)["hand"]
    assert own == g.view(2)["hand"]
    assert "hand" not in deal.to_dict() and deal.to_dict(for_seat=3)["hand"] != own
    assert deal.to_dict()["counts"] == [7] * 6


def test_a_pickup_event_tells_who_calls_you_shady_pooch_at_whom():
    g = table(["H7"])
    g.apply(0, "lead H7 name 2", at=1.0)
    e = of_kind(g.apply(2, "pickup", at=2.0), "pile_picked_up").to_dict()
    assert (e["seat"], e["namer"], e["auto"], e["cards"], e["count"], e["at"]) == (2, 0, False, ["H7"], 1, 2.0)


def test_the_lead_event_carries_the_window_and_time():
    g = table(["H7"])
    e = of_kind(g.apply(0, "lead H7 name 2", at=1.5), "lead").to_dict()
    assert (e["seat"], e["card"], e["named"], e["window"], e["at"]) == (0, "H7", 2, g.view(None)["window"], 1.5)


def test_a_finished_round_is_summed_up_in_the_view():
    g = table(players=6)
    shed(g, 0, victim=1)
    v = g.view(3)
    assert v["last_round"]["winner"] == 0 and v["last_round"]["round"] == 1 and v["last_round"]["how"] == "lead"
    assert v["history"] == [[v["bones"][s] + 1 for s in range(6)]]


def test_the_full_view_shows_every_hand_and_the_cards_set_aside():
    g = table(players=6, aside=["X1", "X1", "X1", "X1"])
    full = g.full_view()
    assert full["aside_cards"] == ["X1"] * 4 and [len(h) for h in full["hands"]] == [7] * 6


def test_seen_by_is_own_cards_and_cards_played_face_up_never_the_aside():
    g = table(["H7"], players=6, aside=["X1", "X1", "X1", "X1"])
    g.apply(0, "lead H7 name 1")
    assert "H7" in g.seen_by(None) and "H7" in g.seen_by(3)
    assert set(g.view(3)["hand"]) <= g.seen_by(3)
    assert "X1" not in g.seen_by(None)


def test_views_and_events_are_json():
    g = table(["H7"], shot_clock=3)
    events = g.apply(0, "lead H7 name 1", at=0.5) + g.advance(4.0)
    json.dumps([g.view(s) for s in (None, 0, 1, 2, 3)])
    json.dumps([e.to_dict(for_seat=0) for e in events])
    json.dumps(g.full_view())
