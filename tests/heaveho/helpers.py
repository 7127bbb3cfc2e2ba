"""Stacked decks and small drivers for Heave Ho! scenario tests."""
from __future__ import annotations

from game import new_game
from game.heaveho.cards import DECK, MARKED


def filler(used) -> list[str]:
    """The cards not in ``used``, marked Scots last (so draws start no contest)."""
    pool = list(DECK)
    for card in used:
        pool.remove(card)
    return sorted(pool, key=lambda c: c in MARKED)


def stacked(seat0=(), seat1=(), unused=()) -> list[str]:
    """A full deck whose seat 0 stack starts with ``seat0``, seat 1's with ``seat1`` and
    the unused cards with ``unused`` (all top first); the rest is filled in."""
    seat0, seat1, unused = list(seat0), list(seat1), list(unused)
    pool = filler(seat0 + seat1 + unused)
    seat0 += [pool.pop(0) for _ in range(20 - len(seat0))]
    seat1 += [pool.pop(0) for _ in range(20 - len(seat1))]
    return seat0 + seat1 + unused + pool


def tug(hand0=(), hand1=(), stack0=(), stack1=(), seed=0, names=2):
    """A game that skips the sort: seat 1 plays first, barrel on 6. ``hand`` is the six
    cards dealt, ``stack`` the next cards drawn (top first)."""
    assert len(hand0) in (0, 6) and len(hand1) in (0, 6)
    seat0 = list(hand0) + list(stack0)
    seat1 = list(hand1) + list(stack1)
    deck = stacked(seat0, seat1)
    return new_game("heaveho", players=names, seed=seed, deck=deck, options={"sort": "skip"})


def sorting(prep0=(), prep1=(), unused=(), seed=0):
    """A game that starts with the speed sort on a stacked deck."""
    return new_game("heaveho", seed=seed, deck=stacked(prep0, prep1, unused))


def sort_out(game, seat, at, pairs=10, first=True):
    """``seat`` keeps ``pairs`` pairs at game time ``at``; returns the last events."""
    events = []
    for _ in range(pairs):
        events = game.apply(seat, "keep first" if first else "keep second", at=at)
    return events


def quiet_move(game, seat, keep=()):
    """A move that starts no contest: decline an action card, else a plain Scot on a
    space; cards in ``keep`` are held back while there is anything else to play."""
    legal = game.legal_actions(seat)
    for held in (True, False):
        for action in legal:
            if held and action.card in keep:
                continue
            if str(action).startswith("decline"):
                return action
        for action in legal:
            if held and action.card in keep:
                continue
            if getattr(action, "card", "") not in MARKED and not str(action).startswith("action"):
                return action
    raise AssertionError(f"seat {seat} has only contests to start: {legal}")


def play_quietly(game, turns=1000, keep=(), until=None):
    """Play quiet moves while the round lasts (at most ``turns``, or until ``until(game)``);
    returns all events."""
    events = []
    start = game.round
    for _ in range(turns):
        if game.round != start or game.is_over or game.phase != "tug" or (until and until(game)):
            break
        seat = game.to_act()[0]
        events += game.apply(seat, quiet_move(game, seat, keep))
    return events


def kinds(events):
    return [e.kind for e in events]


def first(events, kind):
    return next(e for e in events if e.kind == kind)
