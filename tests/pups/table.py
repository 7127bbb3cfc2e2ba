"""Helpers for Pups scenarios: stacked deals and quick turns."""
from __future__ import annotations

from collections import Counter

from game import new_game
from game.pups.cards import DECK


def stacked(alpha: str, *hands: list[str]) -> list[str]:
    """A deck whose top card is ``alpha`` and whose seats are dealt ``hands`` (7 each)."""
    used = Counter([alpha, *[c for h in hands for c in h]])
    assert all(len(h) == 7 for h in hands), "each hand is 7 cards"
    rest = Counter(DECK) - used
    assert not (used - Counter(DECK)), f"not in the deck: {used - Counter(DECK)}"
    return [alpha, *[c for h in hands for c in h], *rest.elements()]


def deal(alpha: str, *hands: list[str], leader: int = 0, seed: int = 0):
    return new_game("pups", players=len(hands), seed=seed, deck=stacked(alpha, *hands),
                    options={"first_leader": leader})


def turn(game) -> int:
    return game.to_act()[0]


def act(game, *notations: str) -> list:
    """Each notation by whoever is to act, in order; returns every event."""
    events = []
    for text in notations:
        events += game.apply(turn(game), text)
    return events


def play(game, *cards: str) -> list:
    return act(game, *(f"play {c}" for c in cards))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def first(events, kind: str):
    return next(e for e in events if e.kind == kind)


def finish_round(game) -> list:
    """Play the first legal action until the round number changes or the game ends."""
    events, start = [], game.round
    while not game.is_over and game.round == start:
        seat = turn(game)
        events += game.apply(seat, game.legal_actions(seat)[0])
    return events
