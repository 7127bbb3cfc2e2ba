"""Bots finish games, and play to their bid. (Strength is measured by tools.simulate.)"""
import pytest

from game import new_game
from game.autoplay import Autoplay
from game.bots import make_bot
from tests.pups.scenarios import THREE
from tests.pups.table import act, deal, play


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert", "search"])
def test_each_bot_level_finishes_a_game(level):
    g = new_game("pups", players=3, seed=11)
    auto = Autoplay(g, {s: make_bot("pups", level, s, 11) for s in range(3)})
    while not g.is_over:
        auto.run_until(auto.next_due())
    assert g.result()["winners"]


def needing_tricks_last():
    """THREE: seat 1 (at least 2) plays last to W2, W5 and must follow with W4."""
    g = deal(*THREE)
    act(g, "bid exactly 0", "bid atleast 2", "bid exactly 2")
    play(g, "W2", "W5")
    return g


def test_a_bot_needing_tricks_adds_a_mutt_to_win_when_last():
    g = needing_tricks_last()
    bot = make_bot("pups", "normal", 1, 0)
    assert str(bot.choose(g.view(1), g.legal_actions(1))) == "play W4+M2"


def test_a_bot_whose_exactly_bid_is_met_ducks():
    g = deal(*THREE)
    act(g, "bid atleast 2", "bid exactly 0", "bid exactly 0")
    play(g, "F9")
    bot = make_bot("pups", "normal", 1, 0)
    assert str(bot.choose(g.view(1), g.legal_actions(1))) not in {"play L1", "play L2"}


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_bot_accepts_a_rescue(level):
    from game.pups.notation import rescue
    bot = make_bot("pups", level, 0, 0)
    assert bot.choose({}, [rescue(0), rescue(2)]) == rescue(2)


def test_hard_bot_adds_a_mutt_to_take_a_trick_it_needs():
    g = needing_tricks_last()
    bot = make_bot("pups", "hard", 1, 0)
    assert str(bot.choose(g.view(1), g.legal_actions(1))) == "play W4+M2"


def expert_standing(scores, top_dogs, rounds_after):
    bot = make_bot("pups", "expert", 0, 0)
    bot._standing = (scores, top_dogs, rounds_after)
    return bot


def test_expert_in_the_last_round_values_only_ending_on_top():
    bot = expert_standing([10, 12, 0], [0, 0, 0], 0)
    fewer_points_on_top = bot._win_chance(0, [1, -5, 0], [3, 1, 1])
    more_points_behind = bot._win_chance(0, [3, 4, 0], [3, 1, 1])
    assert round(fewer_points_on_top) == 1 and round(more_points_behind) == 0


def test_expert_counts_a_last_round_tie_on_points_for_more_top_dogs():
    bot = expert_standing([10, 10, 0], [2, 1, 0], 0)
    assert round(bot._win_chance(0, [0, 0, 0], [0, 0, 0])) == 1


def test_expert_before_the_last_round_prefers_a_bigger_lead():
    bot = expert_standing([10, 10, 10], [0, 0, 0], 3)
    assert bot._win_chance(0, [4, 0, 0], [2, 1, 1]) > bot._win_chance(0, [2, 0, 0], [2, 1, 1]) > 0.25


def test_expert_would_rather_hold_back_a_rival_than_gain_a_point_when_behind_it():
    bot = expert_standing([0, 20, 0], [0, 0, 0], 1)
    assert bot._win_chance(0, [0, -3, 0], [1, 1, 1]) > bot._win_chance(0, [1, 0, 0], [1, 1, 1])



def followed_under(second_bid):
    """THREE: seat 2 (exactly 2) leads W3, seat 0 (at least 1) takes it with W5 and
    seat 1, on ``second_bid``, follows with W4 under it."""
    g = deal(*THREE)
    act(g, "bid atleast 1", f"bid {second_bid}", "bid exactly 2")
    play(g, "W3", "W5", "W4")
    return g


def test_a_player_needing_tricks_who_follows_under_the_best_card_is_read_as_short_of_that_suit():
    from game.pups.bots import followed_short
    g = followed_under("atleast 2")
    assert followed_short(g.view(0)) == {1: [("W", 5)]}


def test_a_player_on_exactly_0_who_follows_under_the_best_card_is_not_read_as_short():
    from game.pups.bots import followed_short
    g = followed_under("exactly 0")
    assert followed_short(g.view(0)) == {}


def test_the_expert_deals_a_short_follower_fewer_higher_cards_of_that_suit_than_hard_does():
    g = followed_under("atleast 2")
    view = g.view(0)

    def share_with_higher(level):
        bot = make_bot("pups", level, 0, 3)
        worlds = list(bot._worlds(view, 300))
        return sum(any(c[0] == "W" and int(c[1:]) > 5 for c in w[1]) for w in worlds) / len(worlds)

    assert share_with_higher("expert") < 0.6 * share_with_higher("hard")


def test_bid_likelihoods_over_every_bid_add_up_to_one():
    from game.pups.bots import BID_COUNTS, bid_likelihood
    for players, table in BID_COUNTS.items():
        assert sum(bid_likelihood(shape, 1.2, players) for shape in table) == pytest.approx(1.0)


def test_exactly_0_is_read_as_a_weak_hand_and_at_least_3_as_a_strong_one():
    from game.pups.bots import bid_likelihood
    assert bid_likelihood(("exactly", 0), 0.3, 4) > 3 * bid_likelihood(("exactly", 0), 2.0, 4)
    assert bid_likelihood(("atleast", 3), 2.3, 4) > 3 * bid_likelihood(("atleast", 3), 0.5, 4)
