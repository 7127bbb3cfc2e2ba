"""Cerberus: the leader assigns him, the chosen player sends a card away blind."""
import pytest

from game import IllegalAction

from tests.hounds.helpers import apply_all, clue_everyone, game

BO = ["SU1", "TD1", "TD2", "EM2", "PG4"]


def at_cerberus(players=3, **kw):
    g = game(players, {1: BO}, **kw)
    g.apply(0, "baddog MO")
    clue_everyone(g)
    return g


def test_leader_may_give_cerberus_to_any_player_including_themself():
    g = at_cerberus(4)
    assert [str(a) for a in g.legal_actions(0)] == ["cerberus 0", "cerberus 1", "cerberus 2", "cerberus 3"]


def test_cerberus_to_a_seat_that_does_not_exist_is_refused():
    g = at_cerberus(3)
    with pytest.raises(IllegalAction, match="There is no seat 4"):
        g.apply(0, "cerberus 4")


def test_the_chosen_player_then_picks_the_slot_to_send_away():
    g = at_cerberus()
    g.apply(0, "cerberus 1")
    assert g.to_act() == [1] and [str(a) for a in g.legal_actions(1)] == [f"discard {k}" for k in range(5)]


def test_only_the_chosen_player_discards():
    g = at_cerberus()
    g.apply(0, "cerberus 1")
    with pytest.raises(IllegalAction, match="It is Bo's turn to discard a card for Cerberus"):
        g.apply(0, "discard 0")


def test_cerberus_takes_the_discarded_slot_face_up_for_everyone():
    g = at_cerberus()
    apply_all(g, (0, "cerberus 1"), (1, "discard 3"))
    for seat in (None, 0, 1, 2):
        slot = g.view(seat)["stands"][1]["slots"][3]
        assert slot["card"] == "CE" and slot["cerberus"] and not slot["hidden"]
    assert g.view(None)["cerberus"] == {"seat": 1, "slot": 3}


def test_the_discarded_card_leaves_the_round_not_into_the_dead_hand():
    g = at_cerberus()
    apply_all(g, (0, "cerberus 1"), (1, "discard 3"))
    full = g.full_view()
    everywhere = [s["card"] for st in full["stands"] for s in st["slots"]] + full["dead_hand_cards"]
    assert full["discarded"] == "EM2" and "EM2" not in everywhere and full["dead_hand"] == 10


def test_the_discard_event_names_the_slot_but_never_the_card():
    g = at_cerberus()
    g.apply(0, "cerberus 1")
    events = g.apply(1, "discard 3")
    for seat in (None, 0, 1, 2):
        assert "EM2" not in str([e.to_dict(for_seat=seat) for e in events])
    assert events[0].to_dict() == {"kind": "discard", "seat": 1, "slot": 3}


def test_the_leader_may_take_cerberus_and_discards_seeing_the_cards():
    g = at_cerberus()
    apply_all(g, (0, "cerberus 0"), (0, "discard 2"))
    assert g.view(0)["stands"][0]["slots"][2]["card"] == "CE" and g.phase == "trade"


def test_cerberus_cannot_be_traded():
    g = at_cerberus()
    apply_all(g, (0, "cerberus 0"), (0, "discard 2"))
    assert "trade 2" not in [str(a) for a in g.legal_actions(0)]
    with pytest.raises(IllegalAction, match="Cerberus cannot be traded"):
        g.apply(0, "trade 2")


def test_cerberus_works_any_shift_he_is_played_into():
    g = game(3, {0: ["EM1", "EM2", "EM3", "EM4", "TD1"], 1: ["DP4", "DP3", "DP2", "DP1", "PG4"]})
    g.apply(0, "baddog MO")
    clue_everyone(g)
    apply_all(g, (0, "cerberus 0"), (0, "discard 0"))
    while g.phase != "play":
        seat = g.to_act()[0]
        g.apply(seat, g.legal_actions(seat)[-1] if g.phase == "trade" else "promise 1")
    events = apply_all(g, (0, "play 0"), (1, "play 0"), (2, "play 0"))
    assert events[-1].kind == "shift_worked" and events[-1]["seat"] == 0
