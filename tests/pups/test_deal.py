"""Setting up: options, the Alpha card, the deal."""
import pytest

from game import new_game
from game.pups.cards import DECK
from tests.pups.scenarios import STRONG, THREE
from tests.pups.table import deal, kinds, stacked


def test_the_deck_is_45_cards_with_three_copies_of_each_mutt():
    assert len(DECK) == 45
    assert DECK.count("M1") == DECK.count("M2") == DECK.count("M3") == 3
    assert {c for c in DECK if c[0] != "M"} == {f"{s}{v}" for s in "FGLW" for v in range(1, 10)}


def test_player_count_outside_2_to_5_is_refused():
    with pytest.raises(ValueError, match="Pups takes 2 to 5 players, not 6"):
        new_game("pups", players=6)


def test_first_leader_option_must_be_a_seat():
    with pytest.raises(ValueError, match="first_leader"):
        new_game("pups", players=3, options={"first_leader": 3})


def test_first_leader_option_starts_the_bids():
    g = new_game("pups", players=4, seed=1, options={"first_leader": 2})
    assert g.to_act() == [2] and g.view(None)["bid_order"] == [2, 3, 0, 1]


def test_without_first_leader_the_first_leader_is_drawn_at_random():
    leaders = {new_game("pups", players=4, seed=s).view(None)["leader"] for s in range(30)}
    assert leaders == {0, 1, 2, 3}


def test_top_card_of_a_stacked_deck_is_the_alpha_card():
    g = deal(*STRONG)
    view = g.view(None)
    assert (view["alpha"], view["alpha_suit"], view["alpha_suit_name"]) == ("L9", "L", "Lap Dogs")


def test_seats_are_dealt_seven_cards_each_in_deck_order():
    g = deal(*THREE)
    assert sorted(g.view(1)["hand"]) == sorted(THREE[2])
    assert g.view(None)["hand_sizes"] == [7, 7, 7]


def test_a_stacked_deck_that_is_not_the_pups_deck_is_refused():
    deck = stacked(*STRONG)
    deck[-1] = "F9"
    with pytest.raises(ValueError, match="not the Pups deck"):
        new_game("pups", players=2, deck=deck)


def test_first_deal_reveals_the_alpha_and_deals_each_hand_privately():
    g = deal(*STRONG)
    alpha, dealt = g.setup_events
    assert kinds(g.setup_events) == ["alpha", "deal"]
    assert alpha.to_dict()["card"] == "L9"
    assert "hand" not in dealt.to_dict()
    assert dealt.to_dict(for_seat=0)["hand"] == g.view(0)["hand"]
    assert dealt.to_dict(for_seat=1)["hand"] == g.view(1)["hand"]


def test_hand_is_shown_sorted_by_suit_and_value():
    g = deal("L9", ["M1", "W3", "F9", "G1", "F2", "W1", "L1"], ["F1", "F3", "G2", "G3", "W2", "W4", "W5"])
    assert g.view(0)["hand"] == ["F2", "F9", "G1", "L1", "W1", "W3", "M1"]
