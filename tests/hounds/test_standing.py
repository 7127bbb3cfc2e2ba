"""The end: winners, the fired, the Houndmaster and the ranking."""
import random

from game import new_game
from game.hounds import standing

from tests.hounds.helpers import game


def test_winner_has_the_lowest_score_that_is_not_negative():
    assert standing.winners([2, 1, -1], [0, 0, 0]) == [1]


def test_winner_tie_goes_to_the_least_badness():
    assert standing.winners([2, 0, -1, 0], [0, 3, 0, 1]) == [3]


def test_winner_still_tied_on_badness_is_shared():
    assert standing.winners([1, 1, 2], [2, 2, 0]) == [0, 1]


def test_when_everyone_is_on_probation_nobody_wins():
    assert standing.winners([-1, -2], [0, 0]) == []


def test_negative_scores_are_fired():
    assert standing.fired([-1, 0, -3, 2]) == [0, 2]


def test_houndmaster_is_the_highest_positive_score_among_the_others():
    assert standing.houndmaster([0, 3, 2], [0, 0, 0], [0]) == 1


def test_houndmaster_tie_goes_to_the_most_badness():
    assert standing.houndmaster([0, 3, 3], [0, 1, 2], [0]) == 2


def test_houndmaster_still_tied_means_no_houndmaster():
    assert standing.houndmaster([0, 3, 3], [0, 1, 1], [0]) is None


def test_no_positive_score_among_the_others_means_no_houndmaster():
    assert standing.houndmaster([0, -1, -3], [0, 0, 0], [0]) is None


def test_a_winner_is_never_the_houndmaster():
    assert standing.houndmaster([2, -1], [0, 0], [0]) is None


def test_ranking_puts_non_negative_scores_ascending_then_negative_descending():
    assert standing.ranking([3, -1, 0, -4, 0], [0, 0, 2, 0, 1]) == [4, 2, 0, 1, 3]


def test_ranking_ties_go_to_less_badness_then_seat_order():
    assert standing.ranking([1, 1, 1], [2, 0, 0]) == [1, 2, 0]


def test_during_the_game_nobody_has_won_been_fired_or_promoted():
    g = game(3)
    result = g.result()
    assert (result["winners"], result["fired"], result["houndmaster"]) == ([], [], None)
    assert result["scores"] == [0, 0, 0] and result["badness"] == [0, 0, 0] and result["ranking"] == [0, 1, 2]


def test_normal_game_result_has_no_walked_value():
    assert "walked_value" not in game(3).result()


def play_out(g, seed):
    rng = random.Random(seed)
    events = []
    while not g.is_over:
        seat = g.to_act()[0]
        events = g.apply(seat, rng.choice(g.legal_actions(seat)))
    return events


def test_game_over_event_carries_the_final_result():
    g = new_game("hounds", players=3, seed=5)
    events = play_out(g, 5)
    assert events[-1].kind == "game_over" and events[-1].to_dict() == {"kind": "game_over", **g.result()}


def test_final_result_applies_the_end_rules_to_the_scores_and_badness():
    for seed in range(6):
        g = new_game("hounds", players=4, seed=seed)
        play_out(g, seed)
        r = g.result()
        won = standing.winners(r["scores"], r["badness"])
        assert r["winners"] == won and r["fired"] == [s for s in range(4) if r["scores"][s] < 0]
        assert r["houndmaster"] == standing.houndmaster(r["scores"], r["badness"], won)
        assert g.view(1)["result"] == r and g.view(None)["phase"] == "over" and g.to_act() == []
