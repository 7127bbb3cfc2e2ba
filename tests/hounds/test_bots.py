"""Bots finish games from their own views, legally, in every mode."""
import pytest

from game import new_game
from game.autoplay import Autoplay
from game.bots import make_bot
from game.hounds.belief import Knowledge

from tests.hounds.helpers import game


def run(players, levels, seed, options=None):
    g = new_game("hounds", players=players, seed=seed, options=options)
    bots = {s: make_bot("hounds", levels[s % len(levels)], s, seed) for s in range(players)}
    auto = Autoplay(g, bots)
    while not g.is_over:
        before = g.step
        auto.run_until(auto.next_due())
        assert g.step > before, "a bot chose an illegal action"
    return g


@pytest.mark.parametrize("options", [None, {"mode": "single"}, {"memory": True}], ids=["normal", "single", "memory"])
def test_every_level_finishes_a_game(options):
    g = run(4, ["easy", "normal", "hard"], 1, options)
    assert g.is_over and len(g.result()["scores"]) == 4


def test_bots_play_two_and_seven_player_games():
    assert run(2, ["hard", "easy"], 2).is_over and run(7, ["hard", "normal"], 3).is_over


def test_a_bot_always_picks_from_the_legal_list():
    g = new_game("hounds", players=3, seed=4)
    bots = {s: make_bot("hounds", "hard", s, 4) for s in range(3)}
    while not g.is_over:
        seat = g.to_act()[0]
        legal = g.legal_actions(seat)
        action = bots[seat].choose(g.view(seat), legal)
        assert action in legal
        g.apply(seat, action)


def test_the_hard_leader_gives_the_least_helpful_clue_not_a_random_one():
    g = game(3, {1: ["SU1", "TD1", "TD2", "EM2", "PG4"]})
    g.apply(0, "baddog MO")
    bot = make_bot("hounds", "hard", 0, 0)
    view = g.view(0)
    legal = g.legal_actions(0)
    know = Knowledge(view)
    world = know.sample(bot.rng)
    chosen = bot.choose(view, legal)
    tokens = bot._known_tokens(view)
    helps = {a: bot._helpfulness(a, know, world, tokens[a.target],
                                 bot._target_context(a.target, view, know, world, know.hands_in(world))) for a in legal}
    assert helps[chosen] == min(helps.values())


def test_a_player_samples_its_own_hidden_cards_from_what_it_cannot_see():
    g = game(3, {1: ["SU1", "TD1", "TD2", "EM2", "PG4"]})
    g.apply(0, "baddog MO")
    g.apply(0, "clue 1 hound TD")
    g.apply(0, "clue 1 card 4")
    know = Knowledge(g.view(1))
    import random
    rng = random.Random(0)
    for _ in range(20):
        world = know.sample(rng)
        mine = [world[(1, k)] for k in range(5)]
        assert mine[1][:2] == mine[2][:2] == "TD" and mine[4] == "PG4"
        assert not any(c[:2] == "TD" for c in (mine[0], mine[3])) and not any(c.startswith("MO") for c in mine)
        assert not set(mine) & set(g.stands[2])


def last_round_promise(seed):
    """The first promise of the last round of a 3-player game moved on by normal bots."""
    g = new_game("hounds", players=3, seed=seed)
    movers = {s: make_bot("hounds", "normal", s, seed) for s in range(3)}
    while not (g.view(0)["round"] == g.rounds and g.phase == "promise"):
        seat = g.to_act()[0]
        g.apply(seat, movers[seat].choose(g.view(seat), g.legal_actions(seat)))
    seat = g.to_act()[0]
    return seat, g.view(seat), g.legal_actions(seat)


def test_hard_promises_fewer_shifts_below_zero_and_more_above_it_in_the_last_round():
    seat, view, legal = last_round_promise(0)
    promised = {}
    for score in (-2, 0, 2):
        scores = [0] * 3
        scores[seat] = score
        promised[score] = make_bot("hounds", "hard", seat, 1).choose({**view, "scores": scores}, legal).shifts
    assert promised[-2] < promised[0] < promised[2]


def test_hard_leaders_vary_the_bad_dog_and_often_give_cerberus_away():
    named, kept = set(), 0
    for seed in range(8):
        g = new_game("hounds", players=5, seed=seed)
        bots = {s: make_bot("hounds", "hard", s, seed) for s in range(5)}
        while g.phase != "discard":
            seat = g.to_act()[0]
            action = bots[seat].choose(g.view(seat), g.legal_actions(seat))
            if g.phase == "baddog":
                named.add(action.hound)
            if g.phase == "cerberus":
                kept += action.seat == seat
            g.apply(seat, action)
    assert len(named) >= 3 and kept < 8



def test_five_equal_scores_give_each_a_fifth_of_the_win():
    from game.hounds.bots import chance_to_win

    assert abs(chance_to_win(0, ((0, 0),) * 4, 2, 1.15) - 0.2) < 0.02


def test_a_score_below_zero_has_less_chance_to_win_than_one_at_zero():
    from game.hounds.bots import chance_to_win

    rivals = ((1, 0), (2, 0), (0, 0), (1, 0))
    assert chance_to_win(-2, rivals, 1, 1.15) < chance_to_win(0, rivals, 1, 1.15)


def test_less_badness_than_a_tied_rival_raises_the_chance_to_win():
    from game.hounds.bots import chance_to_win

    assert chance_to_win(0, ((0, 1),), 1, 1.15) > chance_to_win(0, ((0, -1),), 1, 1.15)


def test_expert_values_a_round_by_its_chance_to_win_before_the_last_round():
    bot = make_bot("hounds", "expert", 0, 0)
    view = {"scores": [0, 0, 0, 0]}
    setting = (4, False, 2, [0, 0, 0, 0], 2)
    on_the_line = bot._outcome(view, setting, [1, 1, 1, 1], [1, 1, 1, 1], [0, 0, 0, 0])
    over_it = bot._outcome(view, setting, [1, 1, 1, 1], [3, 1, 1, 1], [0, 0, 0, 0])
    assert on_the_line > over_it and 0.2 < on_the_line < 0.3
