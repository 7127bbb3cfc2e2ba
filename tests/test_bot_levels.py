"""The search and expert levels: only legal actions, and the same choices for the same
game seed (no wall clock, no shared randomness)."""
import pytest

from game import new_game
from game.bots import levels_for, make_bot, reaction_note

#: game -> (players, options): positions reached with normal bots playing
TABLES = {"pups": (4, None), "hounds": (5, None), "heaveho": (2, {"sort": "skip"})}
NEW_LEVELS = ("search", "expert")


def positions(game_id, seed, count):
    """The first ``count`` (view, legal) a seat meets, with normal bots moving on."""
    players, options = TABLES[game_id]
    g = new_game(game_id, players=players, seed=seed, options=options)
    movers = {s: make_bot(game_id, "normal", s, seed) for s in range(players)}
    out = []
    while not g.is_over and len(out) < count:
        seat = g.to_act()[0]
        legal = g.legal_actions(seat)
        view = g.view(seat)
        if game_id == "heaveho" and view["phase"] != "tug":
            break
        out.append((seat, view, legal))
        g.apply(seat, movers[seat].choose(view, legal))
    return out


def cases():
    for game_id in TABLES:
        for level in NEW_LEVELS:
            if level in levels_for(game_id):
                yield pytest.param(game_id, level, id=f"{game_id}-{level}")


@pytest.mark.parametrize("game_id,level", list(cases()))
def test_the_level_picks_only_legal_actions(game_id, level):
    bots = {}
    for seat, view, legal in positions(game_id, 3, 40):
        bot = bots.setdefault(seat, make_bot(game_id, level, seat, 3))
        assert bot.choose(view, legal) in legal


@pytest.mark.parametrize("game_id,level", list(cases()))
def test_the_level_chooses_the_same_for_the_same_seed(game_id, level):
    first, second = {}, {}
    for seat, view, legal in positions(game_id, 4, 30):
        a = first.setdefault(seat, make_bot(game_id, level, seat, 4)).choose(view, legal)
        b = second.setdefault(seat, make_bot(game_id, level, seat, 4)).choose(view, legal)
        assert a == b


def test_real_time_levels_tell_about_how_fast_they_react():
    assert reaction_note("pooch", "hard") == "reacts in about 0.6 s"
    assert reaction_note("heaveho", "easy") == "reacts in about 1.2 s"


def test_turn_based_levels_have_no_reaction_note():
    assert reaction_note("hounds", "hard") == ""
