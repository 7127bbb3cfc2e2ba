"""The kennel, the deal, the dead hand and who leads which round."""
import pytest

from game import new_game
from game.hounds import Hounds
from game.hounds.cards import kennel

from tests.hounds.helpers import apply_all, game, stack


def test_kennel_holds_each_kennel_hound_numbered_one_to_players_plus_one():
    assert kennel(3) == [f"{h}{v}" for h in ("EM", "TD", "SU", "PG", "DP") for v in range(1, 5)]


def test_deck_is_the_kennel_plus_the_five_mops_without_cerberus():
    cards = Hounds.cards(4)
    assert len(cards) == 30 and {"MO1", "MO5"} <= set(cards) and "CE" not in cards and "EM6" not in cards


def test_stacked_deck_deals_five_cards_per_seat_into_fixed_slots():
    deck = stack(3, {1: ["TD1", "SU2", "PG3", "DP4", "EM1"]})
    g = new_game("hounds", players=3, deck=deck, options={"first_leader": 0})
    assert [s["card"] for s in g.view(0)["stands"][1]["slots"]] == ["TD1", "SU2", "PG3", "DP4", "EM1"]


def test_stacked_deck_last_ten_codes_are_the_dead_hand_top_first():
    g = game(3, dead=["MO3", "PG4"])
    assert g.full_view()["dead_hand_cards"][:2] == ["MO3", "PG4"]


def test_shuffled_deal_puts_every_mops_and_the_five_spare_kennel_cards_in_the_dead_hand():
    g = new_game("hounds", players=4, seed=3)
    dead = g.full_view()["dead_hand_cards"]
    assert len(dead) == 10 and {"MO1", "MO2", "MO3", "MO4", "MO5"} <= set(dead)


def test_stacked_deck_with_a_mops_in_a_hand_is_refused():
    deck = stack(3)
    deck[2], deck[15] = deck[15], deck[2]  # deck[15] is MO1, the top of the dead hand
    with pytest.raises(ValueError, match="Mops"):
        new_game("hounds", players=3, deck=deck)


def test_stacked_deck_missing_a_card_is_refused():
    deck = stack(3)[:-1] + ["DP5"]
    with pytest.raises(ValueError, match="unknown card DP5"):
        new_game("hounds", players=3, deck=deck)


@pytest.mark.parametrize("players", [1, 8])
def test_player_count_outside_two_to_seven_is_refused(players):
    with pytest.raises(ValueError, match="Heckin Hounds takes 2 to 7 players"):
        new_game("hounds", players=players)


@pytest.mark.parametrize("options", [{"mode": "short"}, {"memory": "yes"}, {"first_leader": 3}, {"colour": 1}])
def test_bad_options_are_refused(options):
    with pytest.raises(ValueError):
        new_game("hounds", players=3, options=options)


def test_first_leader_option_makes_that_seat_the_first_leader():
    g = new_game("hounds", players=4, options={"first_leader": 2})
    assert g.view(None)["leader"] == 2 and g.to_act() == [2]


def test_first_leader_is_drawn_from_the_seed_when_not_given():
    leaders = {new_game("hounds", players=5, seed=s).leader for s in range(30)}
    assert len(leaders) > 1


def _finish_round(g):
    while True:
        r = g.round
        seat = g.to_act()[0]
        g.apply(seat, g.legal_actions(seat)[0])
        if g.is_over or g.round != r:
            return


def test_leadership_passes_clockwise_and_every_player_leads_once():
    g = new_game("hounds", players=3, options={"first_leader": 1})
    leaders = []
    while not g.is_over:
        leaders.append(g.leader)
        _finish_round(g)
    assert leaders == [1, 2, 0]


def test_with_two_players_each_leads_twice():
    g = new_game("hounds", players=2, options={"first_leader": 1})
    leaders = []
    while not g.is_over:
        leaders.append(g.leader)
        _finish_round(g)
    assert leaders == [1, 0, 1, 0] and g.view(None)["rounds"] == 4


def test_a_new_round_deals_a_fresh_kennel_and_dead_hand():
    g = game(3)
    _finish_round(g)
    full = g.full_view()
    cards = [s["card"] for st in full["stands"] for s in st["slots"]] + full["dead_hand_cards"]
    assert sorted(cards) == sorted(Hounds.cards(3)) and g.phase == "baddog" and g.leader == 1


def test_new_round_is_announced_by_a_deal_event():
    g = game(3)
    events = []
    while g.round == 0:
        seat = g.to_act()[0]
        events = g.apply(seat, g.legal_actions(seat)[0])
    deal = events[-1]
    assert deal.kind == "deal" and deal["round"] == 2 and deal["leader"] == 1


def test_leader_chooses_the_bad_dog_from_any_hound_but_cerberus():
    g = game(3)
    assert [str(a) for a in g.legal_actions(0)] == ["baddog MO", "baddog EM", "baddog TD", "baddog SU",
                                                   "baddog PG", "baddog DP"]


def test_cerberus_cannot_be_the_bad_dog():
    g = game(3)
    with pytest.raises(Exception, match="Cerberus is bad enough"):
        g.apply(0, "baddog CE")


def test_only_the_leader_chooses_the_bad_dog():
    g = game(3)
    with pytest.raises(Exception, match="It is Ann's turn to choose the bad dog"):
        g.apply(1, "baddog TD")


def test_bad_dog_is_announced_and_shown():
    g = game(3)
    events = apply_all(g, (0, "baddog PG"))
    assert events[0].to_dict() == {"kind": "baddog", "seat": 0, "hound": "PG"}
    assert all(g.view(s)["baddog"] == "PG" for s in (None, 0, 1, 2))


def test_first_deal_is_kept_as_setup_events_with_each_seat_seeing_only_what_it_may():
    g = game(3)
    (deal,) = g.setup_events
    assert deal.kind == "deal" and deal["round"] == 1 and deal["leader"] == 0
    assert deal["dead_hand"] == 10
    leader = deal.to_dict(for_seat=0)["stands"]
    assert all(st is not None for st in leader)
    other = deal.to_dict(for_seat=1)["stands"]
    assert other[0] is None and other[1] is None
    assert other[2] == [s["card"] for s in g.full_view()["stands"][2]["slots"]]
    assert "stands" not in deal.to_dict()
