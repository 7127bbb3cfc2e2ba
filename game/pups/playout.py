"""Fast simulated rounds for the bots: a simple play policy, sampled hidden hands,
and what a bid is worth. Pure functions of the cards a bot may know; no game object.
"""
from __future__ import annotations

from collections import Counter
from random import Random
from typing import Sequence

from game.pups.bid import ATLEAST, REWARDS
from game.pups.cards import DECK, MUTT, SUITS

VALUE = {c: int(c[1:]) for c in set(DECK)}
#: Per Alpha suit, card -> sort keys of the policy: how strong a card is to lead
#: (Mutts kept back), and how cheap it is to throw away (Mutts kept too).
_STRENGTH = {a: {c: v + (10 if c[0] == a else 0) for c, v in VALUE.items()} for a in SUITS}
_LEAD = {a: {c: k - (5 if c[0] == MUTT else 0) for c, k in keys.items()} for a, keys in _STRENGTH.items()}
_DUMP = {a: {c: k + (3 if c[0] == MUTT else 0) for c, k in keys.items()} for a, keys in _STRENGTH.items()}

#: Modes of a simulated player: wants tricks, or wants no more.
WANT, AVOID = 1, 0

#: What a saved exactly-0 card is worth to its holder (a later rescue).
SAVED_WORTH = 1.5
TOP_DOG_WORTH = 2.0


def mode_for(side: str, number: int, tricks: int) -> int:
    """A player on an exactly bid who has its tricks (or on exactly 0) avoids more."""
    if side == ATLEAST:
        return WANT
    return AVOID if tricks == number else WANT


def beats(suit: str, total: int, led: str, alpha: str, best_alpha: int, best_led: int) -> bool:
    if suit == alpha:
        return total > best_alpha
    return suit == led and best_alpha < 0 and total > best_led


def policy(hand: Sequence[str], led: str | None, alpha: str, best_alpha: int, best_led: int,
           mode: int, last: bool) -> tuple[str, str | None]:
    """A quick play: (base card, added Mutt or None).

    Wanting tricks: lead the strongest card; follow with the cheapest winning play when
    last (else the strongest winning card), adding a Mutt only when no bare card wins,
    or throw the cheapest card. Avoiding tricks: lead the weakest card, follow with the
    highest card that does not win.
    """
    if led is None:
        if mode == WANT:
            return max(hand, key=_LEAD[alpha].__getitem__), None
        return min(hand, key=_STRENGTH[alpha].__getitem__), None
    bases = [c for c in hand if c[0] == led] or hand
    if mode == WANT:
        best = None
        best_key = 1000  # bare winners key -9..9, Mutt-added winners 100 + total
        mutts = None
        for base in bases:
            s = base[0]
            if s == alpha:
                bar = best_alpha
            elif s == led and best_alpha < 0:
                bar = best_led
            else:
                continue
            v = VALUE[base]
            if v > bar:
                key = v if last else -v
                if key < best_key:
                    best, best_key = (base, None), key
            elif best_key >= 100:
                if mutts is None:
                    mutts = sorted({c for c in hand if c[0] == MUTT})
                for m in mutts:
                    if s == MUTT and (m > base or (m == base and hand.count(m) < 2)):
                        continue
                    total = v + VALUE[m]
                    if total > bar:
                        if 100 + total < best_key:
                            best, best_key = (base, m), 100 + total
                        break
        if best is not None:
            return best
        return min(bases, key=_DUMP[alpha].__getitem__), None
    safe = [c for c in bases if not beats(c[0], VALUE[c], led, alpha, best_alpha, best_led)]
    if safe:
        return max(safe, key=_STRENGTH[alpha].__getitem__), None
    return min(bases, key=VALUE.__getitem__), None


def play_round(hands: list[list[str]], alpha: str, leader: int, targets: list[tuple[str, int]],
               tricks: list[int], current: Sequence[tuple[int, str, int]] = (),
               forced: tuple[str, str | None] | None = None) -> list[int]:
    """Finish a round with every player on ``policy``; ``hands`` and ``tricks`` change.

    ``current`` holds the plays of the showdown under way as (seat, suit, total), led by
    ``leader``; ``forced`` is the next player's play. Returns the tricks per seat.
    """
    n = len(hands)
    plays = list(current)
    while True:
        led = plays[0][1] if plays else None
        best_alpha = best_led = -1
        for _, s, t in plays:
            if s == alpha:
                if t > best_alpha:
                    best_alpha = t
            elif s == led and t > best_led:
                best_led = t
        seat = (leader + len(plays)) % n
        for position in range(len(plays), n):
            hand = hands[seat]
            if forced is not None:
                base, mutt = forced
                forced = None
            else:
                side, number = targets[seat]
                mode = WANT if side == ATLEAST or tricks[seat] != number else AVOID
                base, mutt = policy(hand, led, alpha, best_alpha, best_led, mode, position == n - 1)
            hand.remove(base)
            total = VALUE[base]
            if mutt is not None:
                hand.remove(mutt)
                total += VALUE[mutt]
            s = base[0]
            if led is None:
                led = s
            if s == alpha:
                if total > best_alpha:
                    best_alpha = total
            elif s == led and total > best_led:
                best_led = total
            plays.append((seat, s, total))
            seat = seat + 1 if seat + 1 < n else 0
        want, best = (alpha, best_alpha) if best_alpha >= 0 else (led, best_led)
        winner, count = -1, 0
        for p_seat, s, t in plays:
            if s == want and t == best:
                winner, count = p_seat, count + 1
        if count == 1:
            tricks[winner] += 1
        leader = winner
        plays = []
        if not all(hands):
            return tricks


def bid_value(side: str, number: int, rebid: bool, tricks: int, saved: int, worth: float = SAVED_WORTH) -> float:
    """Points a bid brings this round for ``tricks`` taken (saved cards may rescue it);
    ``worth`` is what a saved exactly-0 card is worth to its holder (0 once the game
    ends with this round)."""
    if number == 0:
        return worth if tricks == 0 else 0.0
    treats, poos = REWARDS[side, number]
    made = tricks >= number if side == ATLEAST else tricks == number
    cost = 0.0
    if not made and tricks < number and number - tricks <= saved:
        made, cost = True, worth * (number - tricks)
    if made:
        return treats + (poos if rebid else 0) - cost
    return 0.0 if rebid else -poos


def top_dog_value(seat: int, tricks: Sequence[int]) -> float:
    mine = tricks[seat]
    for s, t in enumerate(tricks):
        if s != seat and t >= mine:
            return 0.0
    return TOP_DOG_WORTH


def estimate_tricks(hand: Sequence[str], alpha: str, players: int) -> float:
    """A quick count of the tricks a hand should take."""
    share = {2: 1.0, 3: 0.8, 4: 0.65, 5: 0.55}.get(players, 0.6)
    mutts = sum(VALUE[c] for c in hand if c[0] == MUTT)
    total = 0.0
    for c in hand:
        v = VALUE[c]
        if c[0] == MUTT:
            if alpha == MUTT:
                total += 0.3 * v
            continue
        if c[0] == alpha:
            total += (0.0, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.65, 0.8, 0.95)[v]
        else:
            total += (0.0, 0, 0, 0, 0, 0.05, 0.1, 0.2, 0.4, 0.65)[v] * share
    return total + 0.1 * mutts * share


def unseen_cards(hand: Sequence[str], known: Sequence[str]) -> list[str]:
    """Cards of the deck a seat cannot place: not in its hand, not face up."""
    left = Counter(DECK)
    left.subtract(hand)
    left.subtract(known)
    return sorted(c for c, k in left.items() for _ in range(max(0, k)))


def deal_hidden(rng: Random, pool: Sequence[str], sizes: dict[int, int],
                voids: dict[int, set[str]]) -> dict[int, list[str]]:
    """Random hands for the other seats, each of its size, avoiding suits it showed void in."""
    pool = list(pool)
    rng.shuffle(pool)
    out: dict[int, list[str]] = {}
    for seat in sorted(sizes, key=lambda s: -len(voids.get(s, ()))):
        k = sizes[seat]
        void = voids.get(seat)
        if void:
            take = [i for i, c in enumerate(pool) if c[0] not in void][:k]
            if len(take) < k:
                extra = [i for i in range(len(pool)) if i not in set(take)]
                take += extra[:k - len(take)]
        else:  # the top of the pool (the same cards as the general case, cheaper)
            out[seat], pool = pool[:k], pool[k:]
            continue
        chosen = set(take)
        out[seat] = [pool[i] for i in take]
        pool = [c for i, c in enumerate(pool) if i not in chosen]
    return out
