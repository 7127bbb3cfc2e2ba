"""The engine's reasons (why a move is not allowed) stay English for every caller,
whatever language the app speaks (the engine contract and the wire protocol carry
them as they are), and every one of them is in the catalogue: where a table shows
it, ``language.said`` gives it in the player's language."""
from __future__ import annotations

import random

import pytest

from game import language
from game.registry import new_game

SEATS = {"pups": 3, "hounds": 4, "pooch": 4, "heaveho": 2}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.use("en")


def reasons_met(game_id: str, seed: int) -> list[tuple[int, object, str]]:
    """Play a game at random; at every step ask each seat about moves it may not
    make (moves legal elsewhere, or earlier): (seat, action, reason) for each."""
    players = SEATS[game_id]
    game = new_game(game_id, players, seed=seed)
    rng = random.Random(seed)
    pool, found = [], {}
    for _step in range(300):
        if game.is_over:
            break
        for seat in range(players):
            legal = game.legal_actions(seat)
            pool = (pool + legal[:6])[-60:]
            for action in rng.sample(pool, min(10, len(pool))):
                if action not in legal:
                    found.setdefault(game.why_illegal(seat, action), (seat, action))
        movers = [s for s in range(players) if game.legal_actions(s)]
        if not movers:
            break
        seat = rng.choice(movers)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return [(seat, action, reason) for reason, (seat, action) in found.items()]


@pytest.mark.parametrize("game_id", sorted(SEATS))
@pytest.mark.parametrize("code", language.TRANSLATED)
def test_every_reason_an_engine_gives_is_shown_translated(game_id, code):
    met = [reason for seed in range(2) for _, _, reason in reasons_met(game_id, seed)]
    assert len(met) > 10
    language.use(code)
    untranslated = [reason for reason in met if language.said(reason) == reason]
    assert not untranslated, untranslated[:5]


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_engine_says_its_reasons_in_english_whatever_language_the_app_speaks(game_id):
    english = reasons_met(game_id, 0)
    language.use("de")
    assert [reason for _, _, reason in reasons_met(game_id, 0)] == [reason for _, _, reason in english]


def hints_met(game_id: str, seed: int) -> list[str]:
    """The hint's reason for every legal move of every seat that may move, along a
    game played at random."""
    import importlib

    explain = importlib.import_module(f"game.{game_id}.hints").explain
    players = SEATS[game_id]
    game = new_game(game_id, players, seed=seed)
    rng = random.Random(seed)
    found = []
    for _step in range(120):
        movers = [s for s in range(players) if game.legal_actions(s)]
        if game.is_over or not movers:
            break
        for seat in movers:
            view, legal = game.view(seat), game.legal_actions(seat)
            found += [explain(view, legal, action) for action in legal[:8]]
        seat = rng.choice(movers)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return list(dict.fromkeys(found))


@pytest.mark.parametrize("game_id", sorted(SEATS))
@pytest.mark.parametrize("code", language.TRANSLATED)
def test_every_hint_an_engine_gives_is_shown_translated_with_no_english_left(game_id, code):
    met = hints_met(game_id, 1)
    assert len(met) > 10
    language.use(code)
    english_words = {"the", "your", "you", "and", "with", "shift", "tricks", "card", "space", "bid"}  # (not "trick": Dirty Trick is a card)
    half = [(reason, shown) for reason in met
            if english_words & set((shown := language.said(reason)).lower().replace(",", " ").split())]
    assert not half, half[:3]


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_engine_gives_its_hints_in_english_whatever_language_the_app_speaks(game_id):
    english = hints_met(game_id, 2)
    language.use("es")
    assert hints_met(game_id, 2) == english
