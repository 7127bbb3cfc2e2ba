"""The deck, the deal, the ante, who deals and who leads; options."""
from collections import Counter

import pytest

from game import GAMES, new_game
from game.pooch.cards import DECK
from tests.pooch.table import stacked, table


def test_deck_has_46_cards_four_wild_ones_and_two_of_each_queen():
    counts = Counter(GAMES["pooch"].cards(5))
    assert sum(counts.values()) == 46
    assert counts["X1"] == 4 and counts["QG"] == counts["QS"] == counts["QF"] == 2
    assert [c for c in counts if c.startswith("H")] == ["H0", "H2", "H3", "H4", "H5", "H6", "H7", "H8", "H9"]
    assert "H1" not in counts


@pytest.mark.parametrize("players,size,aside", [(4, 11, 2), (5, 9, 1), (6, 7, 4)])
def test_stacked_deck_deals_hand_size_cards_to_each_seat_in_order_and_sets_the_rest_aside(players, size, aside):
    deck = stacked(players=players)
    g = new_game("pooch", players=players, deck=deck)
    for seat in range(players):
        assert sorted(g.view(seat)["hand"]) == sorted(deck[seat * size:(seat + 1) * size])
    assert g.full_view()["aside_cards"] == deck[players * size:]
    assert g.view(None)["aside"] == aside


def test_everyone_starts_with_four_bones_and_antes_one_into_the_pot():
    g = table()
    assert g.view(None)["bones"] == [3, 3, 3, 3]
    assert g.view(None)["pot"] == 4


def test_the_seat_left_of_the_dealer_leads_first():
    g = table(first_dealer=1)
    assert g.view(None)["dealer"] == 1
    assert g.view(None)["leader"] == 2
    assert g.to_act() == [2]


def test_the_first_dealer_is_drawn_from_the_seed_when_not_given():
    dealers = {new_game("pooch", players=5, seed=s).view(None)["dealer"] for s in range(30)}
    assert len(dealers) > 1
    assert new_game("pooch", players=5, seed=3).view(None)["dealer"] == new_game("pooch", players=5, seed=3).view(None)["dealer"]


def test_a_stacked_deck_missing_a_queen_is_refused():
    deck = list(DECK)
    deck[deck.index("QS")] = "QG"
    with pytest.raises(ValueError, match="too many QG"):
        new_game("pooch", players=4, deck=deck)


@pytest.mark.parametrize("players", [3, 7])
def test_pooch_takes_four_to_six_players(players):
    with pytest.raises(ValueError, match="takes 4 to 6 players"):
        new_game("pooch", players=players)


@pytest.mark.parametrize("clock", [0, -2, True, "5", float("inf"), 10 ** 400])
def test_a_shot_clock_must_be_a_positive_number_of_seconds(clock):
    with pytest.raises(ValueError, match="shot_clock"):
        new_game("pooch", players=4, options={"shot_clock": clock})


@pytest.mark.parametrize("dealer", [4, -1, "0", 1.0])
def test_the_first_dealer_must_be_a_seat(dealer):
    with pytest.raises(ValueError, match="first_dealer"):
        new_game("pooch", players=4, options={"first_dealer": dealer})


def test_an_unknown_option_is_refused():
    with pytest.raises(ValueError, match="no option timer"):
        new_game("pooch", players=4, options={"timer": 3})


def test_the_game_is_real_time_and_titled():
    cls = GAMES["pooch"]
    assert cls.real_time is True and cls.title == "You Shady Pooch!"
    assert (cls.min_players, cls.max_players) == (4, 6)


def test_the_first_deal_and_ante_are_kept_as_setup_events():
    deck = stacked(players=5)
    g = new_game("pooch", players=5, deck=deck, options={"first_dealer": 4})
    deal, ante = g.setup_events
    assert (deal.kind, ante.kind) == ("deal", "ante")
    assert deal.data["round"] == 1 and deal.data["dealer"] == 4 and deal.data["leader"] == 0
    assert deal.data["counts"] == [9] * 5 and deal.data["aside"] == 1
    assert deal.private[2]["hand"] == g.view(2)["hand"]
    assert ante.data == {"bones": [3] * 5, "pot": 5}
