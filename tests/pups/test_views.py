"""What each seat sees."""
import json

import pytest

from game import new_game
from tests.pups.scenarios import STRONG, STRONG_PLAYS, THREE
from tests.pups.table import act, deal, play


def test_view_of_a_seat_that_does_not_exist_is_a_value_error():
    with pytest.raises(ValueError):
        new_game("pups", players=3).view(3)


def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_others():
    g = deal(*THREE)
    view = g.view(1)
    text = json.dumps({k: v for k, v in view.items() if k != "hand"})
    assert sorted(view["hand"]) == sorted(THREE[2]) and view["hand_sizes"] == [7, 7, 7]
    assert not any(card in text for card in THREE[1] + THREE[3] if card[0] != "M")


def test_a_spectator_sees_no_hand():
    assert deal(*THREE).view(None)["hand"] is None


def test_full_view_shows_every_hand():
    g = deal(*THREE)
    assert [sorted(h) for h in g.full_view()["hands"]] == [sorted(h) for h in THREE[1:]]


def test_the_current_showdown_lists_plays_in_order_with_their_mutts():
    g = deal(*THREE)
    act(g, "bid atleast 2", "bid exactly 0", "bid exactly 0")
    play(g, "G5", "G9+M2")
    showdown = g.view(2)["showdown"]
    assert showdown["leader"] == 0 and showdown["led_suit"] == "G"
    assert [(p["seat"], p["cards"], p["total"]) for p in showdown["plays"]] == [(0, ["G5"], 5), (1, ["G9", "M2"], 11)]


def test_finished_showdowns_of_the_round_build_the_staircase():
    g = deal(*STRONG)
    act(g, "bid atleast 3", "bid exactly 0")
    play(g, *STRONG_PLAYS[:4])
    showdowns = g.view(1)["showdowns"]
    assert [(s["winner"], s["tied"]) for s in showdowns] == [(0, []), (0, [])]
    assert g.view(1)["last_showdown"] == showdowns[-1] and g.view(1)["tricks"] == [2, 0]


def test_the_last_showdown_stays_visible_after_the_round_is_dealt_again():
    g = deal(*STRONG)
    act(g, "bid atleast 3", "bid exactly 0")
    play(g, *STRONG_PLAYS)
    view = g.view(0)
    assert view["showdowns"] == [] and view["last_showdown"]["round"] == 1
    assert view["last_showdown"]["plays"][0]["cards"] == ["F4", "M1"]


def test_the_view_keeps_the_round_summary():
    g = deal(*STRONG)
    act(g, "bid atleast 3", "bid exactly 0")
    play(g, *STRONG_PLAYS)
    assert g.view(1)["round_summary"]["tricks"] == [6, 0]


def test_the_view_shows_top_dogs_left_and_the_round():
    g = deal(*STRONG)
    act(g, "bid atleast 3", "bid exactly 0")
    play(g, *STRONG_PLAYS)
    view = g.view(None)
    assert (view["round"], view["top_dogs_left"], view["piles"][0]["top_dogs"]) == (2, 6, 1)


def test_views_are_json():
    g = deal(*THREE)
    act(g, "bid atleast 2")
    for seat in (None, 0, 1, 2):
        json.dumps(g.view(seat))
    json.dumps(g.full_view())


def test_changing_a_view_leaves_the_game_alone():
    g = deal(*STRONG)
    act(g, "bid atleast 3", "bid exactly 0")
    play(g, *STRONG_PLAYS[:2])
    view = g.view(0)
    view["showdowns"][0]["plays"].clear()
    view["last_showdown"]["winner"] = 1
    assert g.view(0)["showdowns"][0]["plays"] and g.view(0)["last_showdown"]["winner"] == 0
