"""Hints over random moments of every game: the hinted move is legal, it is the hard
is legal, it is the hard bot's own choice, and its reason is one line of words."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game import new_game
from game.hints import hint, hint_bot

SETUPS = [
    ("pups", 2, None), ("pups", 4, None), ("pups", 5, None),
    ("hounds", 4, None), ("hounds", 3, {"mode": "single"}), ("hounds", 5, {"memory": True}),
    ("heaveho", 2, {"sort": "skip"}),
]


def random_moment(game_id, players, options, seed, moves):
    """A game after random moves, stopped at a turn-based decision (None if it ended)."""
    game = new_game(game_id, players=players, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            return None
        seats = [s for s in game.to_act() if game.legal_actions(s)]
        if not seats:
            game.advance(game.now + 5.0)
            continue
        seat = rng.choice(seats)
        game.apply(seat, rng.choice(game.legal_actions(seat)), at=game.now + 0.5 if game.real_time else None)
    for _ in range(400):  # on to a turn-based decision (Heave Ho!: the tug)
        if game.is_over:
            return None
        seats = game.to_act()
        if len(seats) == 1 and game.legal_actions(seats[0]) and \
                (game_id != "heaveho" or game.view(None)["phase"] == "tug"):
            return game
        movers = [s for s in seats if game.legal_actions(s)]
        if not movers:
            game.advance(game.now + 5.0)
            continue
        seat = rng.choice(movers)
        game.apply(seat, rng.choice(game.legal_actions(seat)), at=game.now + 0.5 if game.real_time else None)
    return None


@settings(max_examples=40, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10_000), moves=st.integers(0, 80))
def test_the_hint_is_a_legal_move_and_the_hard_bots_choice(setup, seed, moves):
    game = random_moment(*setup, seed, moves)
    if game is None:
        return
    seat = game.to_act()[0]
    view, legal = game.view(seat), game.legal_actions(seat)
    found = hint(game.id, view, legal, seed=f"{seed}:{game.step}")
    assert found.action in legal
    assert found.action == hint_bot(game.id, seat, f"{seed}:{game.step}").choose(game.view(seat), legal)
    assert found.reason and "\n" not in found.reason and found.reason[0].isupper()


def test_the_same_moment_gets_the_same_hint():
    game = random_moment("pups", 4, None, 7, 12)
    view, legal = game.view(game.to_act()[0]), game.legal_actions(game.to_act()[0])
    assert hint("pups", view, legal, "x") == hint("pups", view, legal, "x")


def test_a_pups_play_hint_says_the_bid_and_the_tricks():
    game = new_game("pups", players=3, seed=4, options={"first_leader": 0})
    for seat, notation in [(0, "bid exactly 1"), (1, "bid atleast 1"), (2, "bid atleast 1")]:
        game.apply(seat, notation)
    seat = game.to_act()[0]
    found = hint("pups", game.view(seat), game.legal_actions(seat))
    assert found.reason.startswith("Play ")
    assert "bid" in found.reason


def random_pooch_moment(players, seed, moves):
    """A You Shady Pooch! game after random moves at random game times (None if it ended)."""
    game = new_game("pooch", players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            return None
        seats = [s for s in game.to_act() if game.legal_actions(s)]
        if not seats:
            game.advance(game.now + 5.0)
            continue
        seat = rng.choice(seats)
        game.apply(seat, rng.choice(game.legal_actions(seat)), at=game.now + rng.uniform(0.1, 1.0))
    return None if game.is_over else game


@settings(max_examples=60, deadline=None)
@given(players=st.integers(4, 6), seed=st.integers(0, 10_000), moves=st.integers(0, 150))
def test_a_pooch_hint_is_a_legal_move_and_the_hard_bots_choice(players, seed, moves):
    from game import replay

    game = random_pooch_moment(players, seed, moves)
    if game is None:
        return
    for seat in game.to_act():  # the leader, or the named player and every dogpiler
        view, legal = game.view(seat), game.legal_actions(seat)
        if not legal:
            continue
        found = hint("pooch", view, legal, seed=f"{seed}:{game.step}")
        expected = hint_bot("pooch", seat, f"{seed}:{game.step}").choose(game.view(seat), legal)
        assert found.action == expected
        assert found.reason and "\n" not in found.reason and found.reason[0].isupper()
        if found.action is not None:
            replay(game.record()).apply(seat, found.action, at=game.now)  # raises if it were not legal


def test_a_pooch_hint_to_let_a_dogpile_pass_says_why():
    for seed in range(200):
        game = random_pooch_moment(4, seed, 40)
        if game is None or game.phase != "respond":
            continue
        for seat in game.view(None)["dogpilers"]:
            legal = game.legal_actions(seat)
            found = hint("pooch", game.view(seat), legal, seed="x") if legal else None
            if found is not None and found.action is None:
                assert found.reason.startswith(("Keep your Wild One", "Do not dogpile"))
                return
    raise AssertionError("no moment where the hard bot lets a dogpile pass")
