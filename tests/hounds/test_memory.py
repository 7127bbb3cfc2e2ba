"""Memory mode: a clue shows once, as recent_clue, and then only in memories."""
import pytest

from game import IllegalAction
from game.hounds.bots import LEVELS

from tests.hounds.helpers import game

BO = ["SU1", "TD1", "TD2", "EM2", "PG4"]


def memory_game():
    g = game(3, {1: BO}, memory=True)
    g.apply(0, "baddog MO")
    return g


def test_a_clue_appears_in_every_view_as_recent_clue():
    g = memory_game()
    g.apply(0, "clue 1 hound TD")
    expected = {"index": 1, "giver": 0, "target": 1, "clue": "hound", "what": "TD", "slots": [1, 2],
                "tokens": [[1, "TD", None], [2, "TD", None]]}
    assert all(g.view(s)["recent_clue"] == expected for s in (None, 0, 1, 2))


def test_recent_clue_is_gone_after_the_next_action():
    g = memory_game()
    g.apply(0, "clue 1 hound TD")
    g.apply(0, "clue 2 card 0")
    assert g.view(1)["recent_clue"]["target"] == 2
    g.apply(0, "clue 2 card 1")
    g.apply(0, "clue 1 card 0")
    assert all(g.view(s)["recent_clue"]["slots"] == [0] for s in (None, 0, 1, 2))


def test_memory_views_keep_no_clue_tokens_or_clue_sets():
    g = memory_game()
    g.apply(0, "clue 1 hound TD")
    g.apply(0, "clue 2 card 0")
    for seat in (None, 0, 1, 2):
        stand = g.view(seat)["stands"][1]
        assert stand["clue_sets"] == [] and all(
            s["clue_hound"] is None and s["clue_number"] is None for s in stand["slots"])


def test_without_memory_mode_there_is_no_recent_clue():
    g = game(3)
    g.apply(0, "baddog MO")
    g.apply(0, "clue 1 card 0")
    assert "recent_clue" not in g.view(1)


def test_memory_mode_still_refuses_a_clue_that_tells_nothing_new():
    g = memory_game()
    g.apply(0, "clue 1 hound TD")
    with pytest.raises(IllegalAction, match="something new"):
        g.apply(0, "clue 1 hound TD")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_ask_to_see_every_view_so_they_can_remember_clues(level):
    assert LEVELS[level](1).wants_updates


def test_a_bot_remembers_a_clue_it_saw_as_recent_clue():
    g = memory_game()
    bot = LEVELS["hard"](1, seed=0)
    g.apply(0, "clue 1 hound TD")
    bot.observe(g.view(1))
    g.apply(0, "clue 2 card 0")
    bot.observe(g.view(1))
    assert [c["what"] for c in bot._memory_clues(g.view(1))] == ["TD"]
