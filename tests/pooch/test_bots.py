"""Bots: they finish games on the game clock, react within their level's times,
send dogpiles for the window they saw, and make the choices their level promises."""
import pytest

from game import new_game
from game.autoplay import Autoplay
from game.bots import make_bot
from game.pooch.bots import LEVELS
from game.pooch.notation import Dogpile
from tests.pooch.table import shed, table

RANGES = {"easy": (0.9, 1.8), "normal": (0.7, 1.5), "hard": (0.35, 0.8), "expert": (0.3, 0.55)}


def run(game, bots, settle=0.3, limit=20_000):
    auto = Autoplay(game, bots, settle=settle)
    while not game.is_over and game.step < limit:
        due = auto.next_due()
        if due is None:
            game.advance(game.now + 1.0)
            continue
        auto.run_until(due)
    return auto


@pytest.mark.parametrize("levels", [["hard", "easy", "easy", "normal", "normal"], ["hard"] * 4, ["normal"] * 6])
def test_bots_of_every_level_finish_games_on_game_time(levels):
    for seed in (1, 2):
        g = new_game("pooch", players=len(levels), seed=seed)
        run(g, {s: make_bot("pooch", lv, s, seed) for s, lv in enumerate(levels)})
        assert g.is_over and g.now > 0


@pytest.mark.parametrize("level", sorted(RANGES))
def test_reaction_times_fall_in_the_level_range(level):
    g = table(["H7"])
    bot = LEVELS[level](1, 3)
    low, high = RANGES[level]
    times = [bot.reaction_time(g.view(1), g.legal_actions(0)[0]) for _ in range(300)]
    assert low <= min(times) and max(times) <= high and max(times) - min(times) > (high - low) / 2


@pytest.mark.parametrize("level", sorted(RANGES))
def test_a_bot_dogpile_names_the_window_it_saw(level):
    g = table(["H9"], [], ["H2", "H3", "H4", "H5", "H6", "H7", "H8"], players=6)
    g.apply(0, "lead H9 name 1")
    bot = LEVELS[level](2, 0)
    picks = [bot.choose(g.view(2), g.legal_actions(2)) for _ in range(40)]
    dogpiles = [p for p in picks if p is not None]
    assert dogpiles and all(isinstance(p, Dogpile) and p.window == g.view(2)["window"] for p in dogpiles)


def test_an_easy_bot_sometimes_lets_a_dogpile_chance_pass():
    g = table(["H9"], [], ["H2", "H3"], players=6)
    g.apply(0, "lead H9 name 1")
    bot = LEVELS["easy"](2, 0)
    assert None in [bot.choose(g.view(2), g.legal_actions(2)) for _ in range(40)]


def test_a_stale_bot_dogpile_is_refused_and_the_bot_decides_again():
    g = table(["H7"], ["H9"], ["H3", "H2"], players=6, first_dealer=5)
    auto = Autoplay(g, {2: make_bot("pooch", "hard", 2, 0)}, settle=0.3)
    first = g.apply(0, "lead H7 name 1", at=0.0)[0].data["window"]
    auto.refresh(0.0)
    plan = auto.plans[2].action
    assert isinstance(plan, Dogpile) and plan.window == first
    g.apply(1, "respond H9 name 3", at=0.1)  # lands before the bot's dogpile
    auto.run_until(5.0)
    assert str(plan) not in [a[1] for a in g.record()["actions"]]
    dogpiles = [a for a in g.record()["actions"] if a[0] == 2]
    assert dogpiles and dogpiles[0][1].endswith(f"@{g.view(None)['window']}")


def test_hard_leads_a_fierce_queen_first_when_only_one_other_card_is_left():
    g = table(["S9", "S8", "S7", "S6", "S5", "H5", "QF"], players=6)
    shed(g, 0, victim=1, keep=["H5", "QF"])
    bot = LEVELS["hard"](0, 0)
    assert str(bot.choose(g.view(0), g.legal_actions(0))) == "lead QF"


def test_hard_plays_its_last_card_as_a_dogpile():
    g = table(["S0"], ["H7"], ["S2", "C2", "H3"], players=6)
    g.apply(0, "lead S0 name 2")
    g.apply(2, "respond S2 name 1")
    g.apply(1, "pickup")
    shed(g, 2, victim=1, keep=["C2", "H3"])
    g.apply(2, "lead C2 name 1")
    g.apply(1, "respond H7 name 3")
    bot = LEVELS["hard"](2, 0)
    choice = bot.choose(g.view(2), g.legal_actions(2))
    assert isinstance(choice, Dogpile) and choice.card == "H3"


def test_hard_does_not_name_a_one_card_player_with_a_card_easy_to_beat():
    g = table(["S9", "S8", "S7", "S6", "S5", "H0", "QS"], ["H2", "H3", "C2", "C3", "S2", "S3", "D2"], players=6)
    shed(g, 0, victim=2, keep=["H0", "QS"])
    g.apply(0, "lead H0 name 1")
    assert g.view(1)["hand_counts"][0] == 1
    bot = LEVELS["hard"](1, 0)
    names = {bot.choose(g.view(1), g.legal_actions(1)).name for _ in range(40)}
    assert 0 not in names and len(names) > 1


def test_normal_answers_with_its_lowest_card_that_beats_the_top():
    g = table(["H5"], ["H9", "H6", "H7", "H2"], players=6)
    g.apply(0, "lead H5 name 1")
    bot = LEVELS["normal"](1, 0)
    assert {bot.choose(g.view(1), g.legal_actions(1)).card for _ in range(20)} == {"H6"}


def test_bots_decide_from_the_view_and_the_legal_list_only():
    g = table(["H5"], players=4)
    g.apply(0, "lead H5 name 1")
    for level, cls in LEVELS.items():
        bot = cls(1, 0)
        choice = bot.choose(g.view(1), g.legal_actions(1))
        assert choice in g.legal_actions(1)


def _wild_one_chance():
    """Seat 3 holds a Wild One among six cards while seat 2 is named to answer an H7."""
    g = table(["S0"], ["H7"], [], ["S3", "X1"], players=6)
    g.apply(0, "lead S0 name 3")
    g.apply(3, "respond S3 name 1")
    g.apply(1, "respond H7 name 2")
    return g


def test_expert_steals_the_lead_with_a_wild_one_from_a_hand_of_six():
    g = _wild_one_chance()
    bot = LEVELS["expert"](3, 0)
    assert bot.choose(g.view(3), g.legal_actions(3)).card == "X1"


def test_hard_keeps_its_wild_one_in_a_hand_of_six():
    g = _wild_one_chance()
    bot = LEVELS["hard"](3, 0)
    assert bot.choose(g.view(3), g.legal_actions(3)).card != "X1"


def test_random_reacts_at_easy_times():
    g = table(["H7"])
    bot = make_bot("pooch", "random", 1, 3)
    times = [bot.reaction_time(g.view(1), g.legal_actions(0)[0]) for _ in range(100)]
    assert RANGES["easy"][0] <= min(times) and max(times) <= RANGES["easy"][1]


def test_easy_now_and_then_answers_at_random():
    g = table(["H5"], ["H9", "H6", "H7", "H2"], players=6)
    g.apply(0, "lead H5 name 1")
    bot = LEVELS["easy"](1, 0)
    cards = {bot.choose(g.view(1), g.legal_actions(1)).card for _ in range(40)}
    assert "H6" in cards and len(cards) > 1
