"""Stacked decks and short drives through a Heckin Hounds round."""
from __future__ import annotations

from game import new_game
from game.hounds.cards import MOPS, kennel


def stack(players, hands=None, dead=None):
    """A full deck: ``hands`` maps seat -> up to 5 codes (the rest filled in kennel
    order), ``dead`` the dead hand top first (filled with Mops, then kennel leftovers)."""
    hands = hands or {}
    dead = list(dead or [])
    named = {c for h in hands.values() for c in h} | set(dead)
    spare = [c for c in kennel(players) if c not in named]
    deck = []
    for s in range(players):
        hand = list(hands.get(s, []))
        while len(hand) < 5:
            hand.append(spare.pop(0))
        deck += hand
    rest = [c for c in MOPS if c not in named] + spare
    dead += rest[:10 - len(dead)]
    assert len(dead) == 10, dead
    return deck + dead


def game(players=3, hands=None, dead=None, seed=0, **options):
    options.setdefault("first_leader", 0)
    return new_game("hounds", players=players, seed=seed, options=options, deck=stack(players, hands, dead))


def apply_all(g, *moves):
    """Apply ``(seat, notation)`` pairs; returns every event."""
    events = []
    for seat, text in moves:
        events += g.apply(seat, text)
    return events


def clue_everyone(g):
    """Give the first legal clue set until the clue phase ends."""
    while g.phase == "clue":
        seat = g.to_act()[0]
        g.apply(seat, g.legal_actions(seat)[-1])


def to_trades(g, baddog="MO", cerberus_to=None, discard=0):
    """Normal mode: bad dog, clues, Cerberus (to the leader unless told), discard."""
    leader = g.leader
    g.apply(leader, f"baddog {baddog}")
    clue_everyone(g)
    who = leader if cerberus_to is None else cerberus_to
    g.apply(leader, f"cerberus {who}")
    g.apply(who, f"discard {discard}")


def no_trades(g):
    while g.phase == "trade":
        seat = g.to_act()[0]
        g.apply(seat, "notrade")


def promise_all(g, promises):
    while g.phase == "promise":
        seat = g.to_act()[0]
        g.apply(seat, f"promise {promises[seat]}")


def to_play(g, promises=None, **kw):
    """From the deal to the first shift, nobody trading."""
    if not g.single:
        to_trades(g, **kw)
    else:
        clue_everyone(g)
    no_trades(g)
    promise_all(g, promises or [1] * g.players)


def play_slots(g, slots):
    """Each seat to act plays its next slot from ``slots[seat]`` (a list)."""
    events = []
    queues = {s: list(v) for s, v in slots.items()}
    while any(queues.values()) and not g.is_over:
        seat = g.to_act()[0]
        events += g.apply(seat, f"play {queues[seat].pop(0)}")
    return events
