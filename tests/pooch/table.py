"""Stacked tables for the You Shady Pooch! scenario tests."""
from __future__ import annotations

from game import new_game
from game.pooch.cards import DECK, FIERCE, GREEDY, HAND_SIZE

#: Cards that complete a hand the test did not spell out: plain clubs and spades
#: first (the scenarios play hearts and diamonds), Wild Ones and Queens last.
FILL = ([f"{s}{n}" for s in "SC" for n in (9, 8, 7, 6, 5, 4, 3, 2, 0)]
        + [f"{s}{n}" for s in "HD" for n in (9, 8, 7, 6, 5, 4, 3, 2, 0)]
        + ["X1"] * 4 + ["QS", "QS", "QG", "QG", "QF", "QF"])


def stacked(*hands, players=None, aside=()):
    """A deck that deals ``hands`` (seat 0 first), each completed from FILL, and
    sets ``aside`` aside."""
    players = players or len(hands)
    size = HAND_SIZE[players]
    pool = list(FILL)
    for card in [c for h in hands for c in h] + list(aside):
        pool.remove(card)
    deck = []
    for seat in range(players):
        hand = list(hands[seat]) if seat < len(hands) else []
        assert len(hand) <= size, f"seat {seat} is given {len(hand)} cards, a hand is {size}"
        while len(hand) < size:
            hand.append(pool.pop(0))
        deck += hand
    deck += list(aside) + pool
    assert sorted(deck) == sorted(DECK)
    return deck


def table(*hands, players=4, aside=(), seed=0, **options):
    """A game whose seat 0 leads first (the dealer is the last seat) unless told."""
    options.setdefault("first_dealer", players - 1)
    return new_game("pooch", players=players, seed=seed, options=options,
                    deck=stacked(*hands, players=players, aside=aside))


def shed(game, seat, victim, keep=()):
    """``seat`` (who must be leading) leads every card but ``keep``, one by one,
    naming ``victim``, who picks each up. Returns the events."""
    events = []
    keep = list(keep)
    start = game.view(None)["round"]
    while not game.is_over and game.view(None)["round"] == start:
        spare = list(game.view(seat)["hand"])
        for card in keep:
            spare.remove(card)
        if not spare:
            return events
        card = spare[0]
        if card in (GREEDY, FIERCE):
            events += game.apply(seat, f"lead {card}")
            continue
        events += game.apply(seat, f"lead {card} name {victim}")
        if game.phase == "respond":
            events += game.apply(victim, "pickup")
    return events


def kinds(events):
    return [e.kind for e in events]


def of_kind(events, kind):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} event in {kinds(events)}"
    return found[-1]
