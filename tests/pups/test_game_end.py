"""The two ends of a game, the final score and its tie-break."""
import pytest

from game import IllegalAction, new_game
from tests.pups.scenarios import EVEN, EVEN_PLAYS, STRONG, STRONG_PLAYS
from tests.pups.table import act, deal, finish_round, first, kinds, play


def five_players_after_five_threes():
    """Round 1: everyone bids at least 3, leaving three cards in the 3 stack."""
    g = new_game("pups", players=5, seed=3, options={"first_leader": 0})
    act(g, *["bid atleast 3"] * 5)
    finish_round(g)
    assert not g.is_over and g.view(None)["stacks"]["3"] == 3
    return g


def test_emptying_a_numbered_stack_makes_this_round_the_last():
    g = five_players_after_five_threes()
    events = act(g, "bid atleast 3", "bid exactly 3")
    assert "last_round" not in kinds(events)
    events = act(g, "bid atleast 3")
    assert first(events, "last_round").to_dict()["stack"] == 3 and g.view(None)["last_round"] is True
    assert g.view(None)["stack_emptied"] is True


def test_an_empty_stack_refuses_a_bid():
    g = five_players_after_five_threes()
    act(g, "bid atleast 3", "bid atleast 3", "bid atleast 3")
    with pytest.raises(IllegalAction, match="^The 3 stack is empty$"):
        act(g, "bid exactly 3")
    assert "bid atleast 3" not in {str(a) for a in g.legal_actions(g.to_act()[0])}


def test_the_game_ends_after_the_round_that_emptied_a_stack():
    g = five_players_after_five_threes()
    act(g, "bid atleast 3", "bid atleast 3", "bid atleast 3")
    events = finish_round(g)
    assert g.is_over and g.view(None)["phase"] == "over" and g.to_act() == []
    assert first(events, "game_over")["reason"] == "stack_emptied"
    assert first(events, "round_scored")["final"] is True


def test_emptying_the_exactly_0_stack_does_not_end_the_game():
    g = deal(*STRONG)
    g.stacks[0] = 1  # a game part-way through: one exactly 0 card left
    events = act(g, "bid exactly 0")
    assert "last_round" not in kinds(events) and not g.view(None)["stack_emptied"]
    with pytest.raises(IllegalAction, match="The exactly 0 stack is empty"):
        act(g, "bid exactly 0")


def test_the_game_ends_when_the_last_top_dog_is_taken():
    g = new_game("pups", players=2, seed=5)
    rounds = 0
    while not g.is_over:
        events = finish_round(g)
        rounds += 1
    assert rounds == 7 and g.view(None)["top_dogs_left"] == 0 and not g.view(None)["stack_emptied"]
    assert first(events, "game_over")["reason"] == "top_dogs"


def test_the_round_with_one_top_dog_left_is_shown_as_the_last():
    g = deal(*EVEN)
    g.top_dogs_left = 1  # a game part-way through
    assert g.view(0)["last_round"] is True and g.view(0)["stack_emptied"] is False


def test_the_game_ends_when_the_last_top_dog_is_burned():
    g = deal(*EVEN)
    g.top_dogs_left = 1  # a game part-way through
    act(g, "bid atleast 1", "bid atleast 1")
    events = play(g, *EVEN_PLAYS)
    assert g.is_over and first(events, "round_scored")["top_dog_burned"]
    assert "deal" not in kinds(events) and "leader" not in kinds(events)


def test_the_score_is_treats_plus_two_per_top_dog_minus_poos():
    g = deal(*STRONG)
    g.piles[0].failed = [2]  # a game part-way through: a failed 2 (2 poos) in the pile
    act(g, "bid atleast 3", "bid exactly 0")
    play(g, *STRONG_PLAYS)
    assert g.result()["scores"][0] == 3 + 2 - 2


def test_a_tied_score_goes_to_the_player_with_more_top_dogs():
    g = deal(*STRONG)
    g.top_dogs_left = 1
    g.piles[1].made = [("exactly", 2), ("atleast", 1)]  # 5 treats, no Top Dog
    act(g, "bid atleast 3", "bid exactly 0")
    events = play(g, *STRONG_PLAYS)
    assert g.result()["scores"] == [5, 5]
    assert first(events, "game_over")["winners"] == [0] and g.result()["ranking"] == [0, 1]


def test_a_score_still_tied_on_top_dogs_is_a_shared_win():
    g = deal(*STRONG)
    g.top_dogs_left = 1
    g.piles[1].made, g.piles[1].top_dogs = [("atleast", 3)], 1  # 3 treats and a Top Dog
    act(g, "bid atleast 3", "bid exactly 0")
    play(g, *STRONG_PLAYS)
    assert g.result()["scores"] == [5, 5] and g.result()["winners"] == [0, 1]


def test_nothing_is_accepted_once_the_game_is_over():
    g = deal(*EVEN)
    g.top_dogs_left = 1
    act(g, "bid atleast 1", "bid atleast 1")
    play(g, *EVEN_PLAYS)
    with pytest.raises(IllegalAction, match="The game is over"):
        g.apply(0, "bid atleast 1")
    assert all(g.legal_actions(s) == [] for s in range(2))


def test_winners_stay_empty_until_the_end():
    g = new_game("pups", players=3, seed=2)
    finish_round(g)
    assert g.result()["winners"] == [] and len(g.result()["ranking"]) == 3
