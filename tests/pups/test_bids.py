"""The bid phase: stacks, sides, rebids, the leader change."""
import pytest

from game import IllegalAction, new_game
from tests.pups.scenarios import EVEN, EVEN_PLAYS, SHORT, SHORT_PLAYS, THREE
from tests.pups.table import act, deal, first, kinds, play


def test_bid_stacks_start_with_8_16_12_and_8_cards():
    assert new_game("pups", players=3).view(None)["stacks"] == {"0": 8, "1": 16, "2": 12, "3": 8}


def test_bids_go_clockwise_from_the_leader():
    g = deal(*THREE, leader=1)
    act(g, "bid atleast 1")
    assert g.to_act() == [2]
    act(g, "bid atleast 1")
    assert g.to_act() == [0]


def test_a_bid_takes_a_card_from_its_stack():
    g = deal(*THREE)
    events = act(g, "bid exactly 2")
    assert g.view(None)["stacks"]["2"] == 11
    assert first(events, "bid").to_dict()["stacks"]["2"] == 11


def test_a_bid_shows_its_side_and_number_in_front_of_the_bidder():
    g = deal(*THREE)
    act(g, "bid exactly 2")
    assert g.view(2)["bids"][0] == {"seat": 0, "side": "exactly", "number": 2, "rebid": False,
                                    "label": "exactly 2", "treats": 4, "poos": 2}


def test_exactly_0_comes_from_its_own_stack():
    g = deal(*THREE)
    act(g, "bid exactly 0")
    assert g.view(None)["stacks"] == {"0": 7, "1": 16, "2": 12, "3": 8}


def test_at_least_0_is_not_a_bid():
    g = deal(*THREE)
    with pytest.raises(IllegalAction, match="no at least 0"):
        act(g, "bid atleast 0")


def test_highest_treat_bid_makes_its_bidder_the_leader():
    g = deal(*THREE)
    events = act(g, "bid atleast 2", "bid exactly 2", "bid atleast 3")
    assert first(events, "leader").to_dict() == {"kind": "leader", "seat": 1, "reason": "bid", "treats": 4}
    assert g.to_act() == [1] and g.view(None)["phase"] == "showdown"


def test_tied_treat_bids_make_the_later_bidder_the_leader():
    g = deal(*THREE, leader=1)
    act(g, "bid exactly 1", "bid atleast 2", "bid atleast 1")
    assert g.view(None)["leader"] == 2


def test_all_exactly_0_bids_make_the_last_bidder_the_leader():
    g = deal(*THREE, leader=2)
    act(g, "bid exactly 0", "bid exactly 0", "bid exactly 0")
    assert g.view(None)["leader"] == 1


def test_playing_during_the_bids_is_refused():
    g = deal(*THREE)
    with pytest.raises(IllegalAction, match="Bids come first"):
        act(g, "play F9")


def test_bidding_out_of_turn_names_whose_turn_it_is():
    g = deal(*THREE)
    with pytest.raises(IllegalAction, match="It is Ann's turn to bid"):
        g.apply(1, "bid atleast 1")


def test_rebid_without_a_failed_card_is_refused():
    g = deal(*THREE)
    with pytest.raises(IllegalAction, match="You have no failed 2 bid card to rebid"):
        act(g, "rebid atleast 2")


def test_exactly_0_is_never_rebid():
    g = deal(*THREE)
    with pytest.raises(IllegalAction, match="Exactly 0 is never rebid"):
        act(g, "rebid exactly 0")


def _after_a_failed_3():
    """Round 1 of SHORT: seat 1's at least 3 fails with two tricks (no saved cards)."""
    g = deal(*SHORT)
    act(g, "bid atleast 1", "bid atleast 3")
    play(g, *SHORT_PLAYS)
    assert g.view(None)["piles"][1]["poo_cards"] == [{"number": 3, "poos": 3}]
    return g


def test_a_failed_bid_card_may_be_rebid_on_either_side():
    g = _after_a_failed_3()
    while g.to_act() != [1]:
        act(g, "bid exactly 0")
    legal = {str(a) for a in g.legal_actions(1)}
    assert {"rebid atleast 3", "rebid exactly 3"} <= legal and "rebid atleast 2" not in legal


def test_a_rebid_takes_the_card_and_its_poos_out_of_the_score_pile():
    g = _after_a_failed_3()
    while g.to_act() != [1]:
        act(g, "bid exactly 0")
    act(g, "rebid exactly 3")
    pile = g.view(None)["piles"][1]
    assert pile["poo_cards"] == [] and pile["poos"] == 0
    assert g.view(None)["bids"][1]["rebid"] is True


def test_a_rebid_takes_nothing_from_the_stacks():
    g = _after_a_failed_3()
    while g.to_act() != [1]:
        act(g, "bid exactly 0")
    before = g.view(None)["stacks"]
    act(g, "rebid atleast 3")
    assert g.view(None)["stacks"] == before


def test_a_made_rebid_scores_its_treats_and_leaves_no_poos():
    g = deal(*EVEN)
    g.piles[1].failed = [3]  # a game part-way through: seat 1 failed an at least 3 before
    act(g, "bid atleast 1", "rebid atleast 3")
    events = play(g, *EVEN_PLAYS)
    summary = first(events, "round_scored")["bids"][1]
    assert (summary["seat"], summary["rebid"], summary["outcome"], summary["treats"]) == (1, True, "made", 3)
    assert g.view(None)["piles"][1]["poo_cards"] == []


def test_a_failed_rebid_goes_back_to_the_score_pile_as_poos():
    g = deal(*SHORT)
    g.piles[1].failed = [3]  # a game part-way through: seat 1 failed an at least 3 before
    act(g, "bid atleast 1", "rebid atleast 3")
    play(g, *SHORT_PLAYS)
    assert g.view(None)["piles"][1]["poo_cards"] == [{"number": 3, "poos": 3}]


def test_bid_events_come_in_bid_order_with_the_leader_last():
    g = deal(*THREE)
    events = act(g, "bid atleast 1", "bid exactly 0", "bid exactly 0")
    assert kinds(events) == ["bid", "bid", "bid", "leader"]
