"""Heave Ho! bots: they finish games, race at their level's pace and see winning moves."""
import pytest

from game.autoplay import Autoplay
from game.bots import make_bot
from game.heaveho.bots import LEVELS, sort_worth
from game import new_game
from tests.heaveho.helpers import tug


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_each_level_finishes_a_game_against_itself(level):
    g = new_game("heaveho", seed=5)
    auto = Autoplay(g, {s: make_bot("heaveho", level, s, 5) for s in (0, 1)}, settle=0.3)
    for _ in range(5000):
        if g.is_over:
            break
        due = auto.next_due()
        if due is None:
            g.advance(g.now + 1.0)
            continue
        auto.run_until(due)
    assert g.is_over and max(g.result()["scores"]) == 3


def test_harder_levels_sort_faster():
    view = new_game("heaveho", seed=1).view(0)
    pace = {}
    for level in LEVELS:
        bot = make_bot("heaveho", level, 0, 1)
        pace[level] = sum(bot.reaction_time(view, None) for _ in range(50)) / 50
    assert pace["expert"] < pace["hard"] < pace["normal"] < pace["easy"]
    assert 0.4 < pace["hard"] < 0.8 and 0.8 < pace["normal"] < 1.2 and 1.1 < pace["easy"] < 1.5


def test_sorting_keeps_the_stronger_card():
    g = new_game("heaveho", seed=1)
    bot = make_bot("heaveho", "hard", 0, 1)
    view = g.view(0)
    pair = view["sort"]["pair"]
    choice = bot.choose(view, g.legal_actions(0))
    kept = pair[0] if choice.first else pair[1]
    assert bot.worth(kept) == max(bot.worth(c) for c in pair)


def test_a_nessie_is_worth_more_than_a_plain_two():
    assert sort_worth("N6") > sort_worth("R2") and sort_worth("A-adrenaline") > sort_worth("B1")


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_bot_takes_a_contest_that_wins_the_round(level):
    g = tug(["B0", "G0", "R0", "R1", "B1", "G1"], ["W0", "N6", "W4", "W3!", "R2", "B2"])
    for seat, move in [(1, "place W0 theirs red"), (0, "place B0 mine blue"), (1, "place W4 mine red"),
                       (0, "place G0 mine green")]:
        g.apply(seat, move)
    bot = make_bot("heaveho", level, 1, 0)
    action = bot.choose(g.view(1), g.legal_actions(1))
    assert str(action).startswith("place W3!") and "round_won" in [e.kind for e in g.apply(1, action)]


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_bot_plays_monstrous_against_a_visible_nessie(level):
    g = tug(["A-monstrous", "G0", "R0", "R1", "B1", "B0"], ["W0", "N6", "W4", "W2", "R2", "B2"])
    g.apply(1, "place N6 mine green")
    bot = make_bot("heaveho", level, 0, 0)
    assert str(bot.choose(g.view(0), g.legal_actions(0))) == "action A-monstrous"


def test_bot_decisions_are_among_the_legal_actions():
    g = new_game("heaveho", seed=8)
    bots = {s: make_bot("heaveho", "hard", s, 8) for s in (0, 1)}
    for _ in range(300):
        if g.is_over:
            break
        acting = [s for s in g.to_act() if g.legal_actions(s)]
        if not acting:
            g.advance(g.now + 1)
            continue
        seat = acting[0]
        legal = g.legal_actions(seat)
        action = bots[seat].choose(g.view(seat), legal)
        assert action in legal
        g.apply(seat, action, at=g.now + 0.5)


def _passed_up_win():
    """Seat 1 could win the round with its W3! but plays R2 instead; the expert (seat 0)
    watched every view."""
    g = tug(["B0", "G0", "R0", "R1", "B1", "G1"], ["W0", "N6", "W4", "W3!", "R2", "B2"])
    expert = make_bot("heaveho", "expert", 0, 0)
    for seat, move in [(1, "place W0 theirs red"), (0, "place B0 mine blue"), (1, "place W4 mine red"),
                       (0, "place G0 mine green"), (1, "place R2 mine red")]:
        expert.observe(g.view(0))
        g.apply(seat, move)
    expert.observe(g.view(0))
    return g, expert


def test_expert_doubts_a_card_the_opponent_would_have_won_with():
    g, expert = _passed_up_win()
    expert.choose(g.view(0), g.legal_actions(0))
    assert "W3!" in expert.doubted


def test_expert_does_not_doubt_a_card_that_would_not_have_helped():
    g, expert = _passed_up_win()
    expert.choose(g.view(0), g.legal_actions(0))
    assert "G2" not in expert.doubted


def test_expert_samples_a_doubted_card_less_often():
    from game.heaveho.bots import Position
    g, expert = _passed_up_win()
    pos = Position(g.view(0))
    before = sum("W3!" in expert.sample_hand(pos) for _ in range(400))
    expert.doubted = {"W3!"}
    after = sum("W3!" in expert.sample_hand(pos) for _ in range(400))
    assert after < before / 2


def test_expert_forgets_its_doubts_in_a_new_round():
    g, expert = _passed_up_win()
    expert.choose(g.view(0), g.legal_actions(0))
    view = dict(g.view(0), round=2)
    expert.observe(view)
    assert expert.doubted == set()


def test_random_sorts_at_easy_pace():
    view = new_game("heaveho", seed=1).view(0)
    random, easy = make_bot("heaveho", "random", 0, 1), make_bot("heaveho", "easy", 0, 1)
    times = [random.reaction_time(view, None) for _ in range(50)]
    assert min(times) >= easy.pace - easy.jitter and max(times) <= easy.pace + easy.jitter
