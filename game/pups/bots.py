"""Pups bots. Each decides from ``view(seat)`` and the legal list only.

- easy: bids from a rough (noisy) count of its tricks, plays to its bid with now and
  then a careless card.
- normal: estimates its tricks card by card, bids for the best expected treats, and plays
  to its bid (wins while it needs tricks, ducks once an exactly bid is met).
- hard: deals the unseen cards at random many times (keeping suits a player showed
  void in out of its hand), plays each deal out with the normal policy for every
  candidate bid or play, and picks the best average outcome for itself. Its budget of
  simulated card plays is fixed, so a decision stays within a few milliseconds.
- search (the baseline): hard with ten times the simulated plays.
- expert: search that reads the bids and the plays (deals weighted by how well they
  explain them) and judges every deal by its chance to win the game, not by the
  round's points.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Sequence

from game.bots import Bot
from game.moves import Action
from game.pups.bid import ATLEAST, EXACTLY
from game.pups.cards import MUTT
from game.pups.notation import Bid, Play, Rescue
from game.pups.playout import (SAVED_WORTH, VALUE, WANT, bid_value, deal_hidden, estimate_tricks, mode_for,
                               play_round, policy, top_dog_value, unseen_cards)


# -- reading the table ---------------------------------------------------------------
def showdown_state(view: dict) -> tuple[str | None, int, int, list[tuple[int, str, int]]]:
    """(led suit, best Alpha total, best led total, plays as (seat, suit, total))."""
    alpha = view["alpha_suit"]
    plays = [(p["seat"], p["suit"], p["total"]) for p in view["showdown"]["plays"]]
    led = plays[0][1] if plays else None
    best_alpha = best_led = -1
    for _, s, t in plays:
        if s == alpha:
            best_alpha = max(best_alpha, t)
        elif s == led:
            best_led = max(best_led, t)
    return led, best_alpha, best_led, plays


def cards_seen_this_round(view: dict) -> list[str]:
    seen = [view["alpha"]]
    for showdown in view["showdowns"]:
        for p in showdown["plays"]:
            seen += p["cards"]
    for p in view["showdown"]["plays"]:
        seen += p["cards"]
    return seen


def voids(view: dict) -> dict[int, set[str]]:
    """Suits each seat has shown it no longer holds (it did not follow them)."""
    out: dict[int, set[str]] = {}
    for plays in [s["plays"] for s in view["showdowns"]] + [view["showdown"]["plays"]]:
        if not plays:
            continue
        led = plays[0]["suit"]
        for p in plays[1:]:
            if p["suit"] != led:
                out.setdefault(p["seat"], set()).add(led)
    return out


def followed_short(view: dict) -> dict[int, list[tuple[str, int]]]:
    """Per seat, (suit, bar) pairs: the seat still needed tricks, followed ``suit`` and
    did not beat ``bar``, the best card on the table, so it probably holds no bare card
    of that suit above ``bar``. (A Mutt lead, or a follower already beaten by an Alpha
    card, tells nothing.)"""
    alpha = view["alpha_suit"]
    tricks = [0] * len(view["names"])
    out: dict[int, list[tuple[str, int]]] = {}
    for showdown in view["showdowns"] + [{"plays": view["showdown"]["plays"], "winner": None}]:
        plays = showdown["plays"]
        if not plays:
            continue
        led = plays[0]["suit"]
        best_alpha = best_led = -1
        for i, p in enumerate(plays):
            s, suit, total = p["seat"], p["suit"], p["total"]
            bar = best_alpha if led == alpha else best_led if best_alpha < 0 else None
            bid = view["bids"][s]
            if (i and led != MUTT and suit == led and bar is not None and total <= bar
                    and bid and tricks[s] < bid["number"]):
                out.setdefault(s, []).append((led, bar))
            if suit == alpha:
                best_alpha = max(best_alpha, total)
            elif suit == led:
                best_led = max(best_led, total)
        if showdown["winner"] is not None:
            tricks[showdown["winner"]] += 1
    return out


def my_target(view: dict) -> tuple[str, int]:
    mine = view["bids"][view["seat"]]
    return (mine["side"], mine["number"]) if mine else (ATLEAST, 1)


def saved_worth(view: dict) -> float:
    """A saved exactly-0 card is worth nothing in the game's last round."""
    return 0.0 if view["last_round"] else SAVED_WORTH


def rescue_choice(legal: Sequence[Action]) -> Action:
    """Spending saved cards always beats taking the poos."""
    return max(legal, key=lambda a: a.spend)


# -- normal judgement of a bid ----------------------------------------------------------
def poisson(mean: float, top: int = 7) -> list[float]:
    mean = max(mean, 0.05)
    probs = [math.exp(-mean) * mean ** k / math.factorial(k) for k in range(top)]
    probs.append(max(0.0, 1.0 - sum(probs)))
    return probs


def expected_bid_value(bid: Bid, dist: Sequence[float], saved: int, worth: float) -> float:
    value = 0.0
    for tricks, p in enumerate(dist):
        v = bid_value(bid.side, bid.number, bid.rebid, tricks, saved)
        if bid.number == 0 and tricks == 0:
            v = worth
        value += p * v
    return value


def quick_bid(hand: Sequence[str], alpha: str, players: int) -> tuple[str, int]:
    """What a plain player would bid with this hand (used to guess unknown bids)."""
    est = estimate_tricks(hand, alpha, players)
    if est < 0.7:
        return EXACTLY, 0
    return ATLEAST, min(3, max(1, int(est + 0.3)))


# -- reading a bid ----------------------------------------------------------------------
#: Per player count, how the plain count of a hand's tricks (``estimate_tricks`` of the
#: hand it bid with) falls for each bid: (bids seen, mean count, spread), measured over
#: 150 games of hard bots at each player count. Rebids count as their bid.
BID_COUNTS = {
    2: {(ATLEAST, 1): (221, 1.14, 0.42), (ATLEAST, 2): (854, 1.51, 0.53), (ATLEAST, 3): (757, 2.01, 0.62),
        (EXACTLY, 0): (89, 0.73, 0.35), (EXACTLY, 1): (25, 1.17, 0.44), (EXACTLY, 2): (70, 1.31, 0.40),
        (EXACTLY, 3): (84, 1.45, 0.52)},
    3: {(ATLEAST, 1): (537, 1.24, 0.38), (ATLEAST, 2): (712, 1.66, 0.50), (ATLEAST, 3): (378, 2.08, 0.65),
        (EXACTLY, 0): (529, 0.77, 0.29), (EXACTLY, 1): (168, 1.10, 0.40), (EXACTLY, 2): (389, 1.32, 0.40),
        (EXACTLY, 3): (437, 1.56, 0.49)},
    4: {(ATLEAST, 1): (488, 1.31, 0.39), (ATLEAST, 2): (495, 1.67, 0.52), (ATLEAST, 3): (273, 1.99, 0.72),
        (EXACTLY, 0): (1065, 0.74, 0.29), (EXACTLY, 1): (415, 1.08, 0.37), (EXACTLY, 2): (820, 1.27, 0.43),
        (EXACTLY, 3): (632, 1.64, 0.50)},
    5: {(ATLEAST, 1): (503, 1.38, 0.42), (ATLEAST, 2): (371, 1.67, 0.58), (ATLEAST, 3): (163, 2.02, 0.83),
        (EXACTLY, 0): (1605, 0.71, 0.30), (EXACTLY, 1): (725, 1.05, 0.38), (EXACTLY, 2): (1217, 1.24, 0.46),
        (EXACTLY, 3): (651, 1.61, 0.52)},
}


@lru_cache(maxsize=65536)
def bid_likelihood(bid: tuple[str, int], count: float, players: int) -> float:
    """How likely a player whose hand counts ``count`` tricks makes ``bid`` (over all
    bids), from ``BID_COUNTS``."""
    table = BID_COUNTS.get(players) or BID_COUNTS[min(BID_COUNTS, key=lambda k: abs(k - players))]
    total = mine = 0.0
    for shape, (share, mean, spread) in table.items():
        p = share / spread * math.exp(-((count - mean) / spread) ** 2 / 2)
        total += p
        if shape == bid:
            mine = p
    return mine / total if total > 0 else 0.0


# -- the bots --------------------------------------------------------------------------
class EasyBot(Bot):
    """Bids from a rough count of its tricks (often off by one) and plays to its bid,
    but now and then throws a card without thinking."""

    #: how far its trick count strays, and how often it plays at random
    GUESS = 0.5
    SLIP = 0.06

    def choose(self, view, legal):
        first = legal[0]
        if isinstance(first, Rescue):
            return rescue_choice(legal)
        seat = view["seat"]
        if isinstance(first, Bid):
            est = estimate_tricks(view["hand"], view["alpha_suit"], len(view["names"]))
            dist = poisson(max(0.0, est + self.rng.gauss(0.0, self.GUESS)))
            saved, worth = view["piles"][seat]["saved"], saved_worth(view)
            return max(legal, key=lambda b: expected_bid_value(b, dist, saved, worth))
        if self.rng.random() < self.SLIP:
            return self.rng.choice(legal)
        side, number = my_target(view)
        led, best_alpha, best_led, plays = showdown_state(view)
        base, mutt = policy(view["hand"], led, view["alpha_suit"], best_alpha, best_led,
                            mode_for(side, number, view["tricks"][seat]), len(plays) == len(view["names"]) - 1)
        return _as_legal(legal, base, mutt)


class NormalBot(Bot):
    """Bids the best expected value for its estimated tricks and plays to its bid."""

    def choose(self, view, legal):
        first = legal[0]
        if isinstance(first, Rescue):
            return rescue_choice(legal)
        if isinstance(first, Bid):
            return self.choose_bid(view, legal)
        return self.choose_play(view, legal)

    def choose_bid(self, view, legal):
        seat = view["seat"]
        est = estimate_tricks(view["hand"], view["alpha_suit"], len(view["names"]))
        dist = poisson(est)
        saved, worth = view["piles"][seat]["saved"], saved_worth(view)
        return max(legal, key=lambda b: expected_bid_value(b, dist, saved, worth))

    def choose_play(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        side, number = my_target(view)
        led, best_alpha, best_led, plays = showdown_state(view)
        mode = mode_for(side, number, view["tricks"][seat])
        base, mutt = policy(view["hand"], led, view["alpha_suit"], best_alpha, best_led, mode,
                            len(plays) == len(view["names"]) - 1)
        return _as_legal(legal, base, mutt)


class HardBot(NormalBot):
    """Monte Carlo: deals the unseen cards many times and plays each deal out."""

    #: simulated card plays per decision (a four-player round is 28; ~100 rounds, a few ms)
    BUDGET = 3000
    MIN_SAMPLES, MAX_SAMPLES = 4, 48
    #: how much each opponent's round counts against this bot's own
    RIVALRY = 0.2

    def _worlds(self, view, count):
        seat, n = view["seat"], len(view["names"])
        hand = view["hand"]
        pool = unseen_cards(hand, cards_seen_this_round(view))
        sizes = {s: view["hand_sizes"][s] for s in range(n) if s != seat}
        void = voids(view)
        for _ in range(count):
            hidden = deal_hidden(self.rng, pool, sizes, void)
            hidden[seat] = list(hand)
            yield [hidden[s] for s in range(n)]

    def choose_bid(self, view, legal):
        seat, n = view["seat"], len(view["names"])
        alpha = view["alpha_suit"]
        saved, worth = view["piles"][seat]["saved"], saved_worth(view)
        order = view["bid_order"]
        known = [None if b is None else (b["side"], b["number"]) for b in view["bids"]]
        shapes = sorted({(b.side, b.number) for b in legal})
        samples = max(self.MIN_SAMPLES, min(self.MAX_SAMPLES, self.BUDGET // (len(shapes) * 7 * n)))
        totals = {b: 0.0 for b in legal}
        for world in self._worlds(view, samples):
            guessed = [known[s] or quick_bid(world[s], alpha, n) for s in range(n)]
            for side, number in shapes:
                targets = list(guessed)
                targets[seat] = (side, number)
                best = max(_treats(t) for t in targets)
                leader = [s for s in order if _treats(targets[s]) == best][-1]
                tricks = play_round([list(h) for h in world], alpha, leader, targets, [0] * n)
                for b in legal:
                    if b.side == side and b.number == number:
                        totals[b] += self._bid_worth(seat, b, tricks, targets, saved, worth, view)
        return max(legal, key=lambda b: totals[b])

    def _bid_worth(self, seat, bid, tricks, targets, saved, worth, view):
        """What ``bid`` brought this seat in one played-out world (others' bids guessed
        as ``targets``)."""
        mine = tricks[seat]
        v = bid_value(bid.side, bid.number, bid.rebid, mine, saved)
        if bid.number == 0 and mine == 0:
            v = worth
        return v + top_dog_value(seat, tricks)

    def choose_play(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        alpha = view["alpha_suit"]
        targets = [(b["side"], b["number"]) if b else (ATLEAST, 1) for b in view["bids"]]
        rebids = [bool(b and b["rebid"]) for b in view["bids"]]
        saved = [p["saved"] for p in view["piles"]]
        _, _, _, plays = showdown_state(view)
        leader = view["showdown"]["leader"]
        cards_left = sum(view["hand_sizes"])
        samples = max(self.MIN_SAMPLES, min(self.MAX_SAMPLES, self.BUDGET // (len(legal) * max(cards_left, 1))))
        totals = {a: 0.0 for a in legal}
        for world in self._worlds(view, samples):
            for action in legal:
                tricks = play_round([list(h) for h in world], alpha, leader, targets, list(view["tricks"]),
                                    plays, (action.card, action.mutt))
                totals[action] += self._score(seat, tricks, targets, rebids, saved)
        return max(legal, key=lambda a: totals[a])

    def _score(self, seat, tricks, targets, rebids, saved):
        def outcome(s):
            side, number = targets[s]
            return bid_value(side, number, rebids[s], tricks[s], saved[s]) + top_dog_value(s, tricks)

        others = sum(outcome(s) for s in range(len(tricks)) if s != seat)
        return outcome(seat) - self.RIVALRY * others / max(1, len(tricks) - 1)


def _treats(target: tuple[str, int]) -> int:
    side, number = target
    return number * (2 if side == EXACTLY else 1)


def _as_legal(legal: Sequence[Action], base: str, mutt: str | None) -> Action:
    for a in legal:
        if isinstance(a, Play) and a.card == base and a.mutt == mutt:
            return a
    for a in legal:
        if isinstance(a, Play) and a.card == base:
            return a
    return legal[0]


class SearchBot(HardBot):
    """The search baseline: the hard bot's determinized search with a budget of
    simulated plays ten times larger (tens of milliseconds a decision)."""

    BUDGET = 30000
    MIN_SAMPLES, MAX_SAMPLES = 16, 300


class ExpertBot(SearchBot):
    """The search baseline, playing to win the game rather than for points, and reading
    the bids.

    - Every played-out world is judged by this seat's chance of winning the game from
      the scores it leaves: in the last round, whether it ends on top (ties go to more
      Top Dogs); before that, a normal estimate of staying ahead of each rival over the
      rounds still to come. Points count only to split equal chances.
    - It deals three worlds for each one it plays out and keeps them in proportion to
      how well each deal explains what the others did: the bids made (how likely that
      bid is from the hand's plain count of tricks, ``bid_likelihood``; a player's hand
      when it bid is its hidden cards plus what it has played since), and each time a
      player who needed tricks followed suit without beating the best card
      (``followed_short``), a world giving it a higher bare card of that suit counts
      a quarter as much per such card.
    """

    #: worlds dealt per world played out; how much less likely a world is for each card
    #: it gives a player who, needing tricks, followed suit without beating the best card
    #: (a player who holds a higher card of the suit plays it when it needs the trick)
    DRAWS = 3
    SHORT = 0.25
    #: a little less play-out than the baseline: the reading above costs the rest
    BUDGET = 27000

    def _worlds(self, view, count):
        seat, n = view["seat"], len(view["names"])
        alpha = view["alpha_suit"]
        bids = [(s, (b["side"], b["number"])) for s, b in enumerate(view["bids"]) if b and s != seat]
        caps = followed_short(view)
        caps.pop(seat, None)
        if not bids and not caps:
            yield from super()._worlds(view, count)
            return
        played: dict[int, list[str]] = {}
        for plays in [sd["plays"] for sd in view["showdowns"]] + [view["showdown"]["plays"]]:
            for p in plays:
                played.setdefault(p["seat"], []).extend(p["cards"])
        drawn, weights = [], []
        for world in super()._worlds(view, count * self.DRAWS):
            w = 1.0
            for s, bid in bids:
                w *= bid_likelihood(bid, estimate_tricks(world[s] + played.get(s, []), alpha, n), n)
            for s, limits in caps.items():
                for suit, bar in limits:
                    for c in world[s]:
                        if c[0] == suit and VALUE[c] > bar:
                            w *= self.SHORT
            drawn.append(world)
            weights.append(w)
        if sum(weights) <= 0.0:
            weights = None
        yield from self.rng.choices(drawn, weights=weights, k=count)

    #: how far one seat's score strays in a round (measured over hard bots' games: 2.9)
    ROUND_SPREAD = 2.9
    #: the weight of points beside the chance of winning (only splits equal chances)
    POINTS = 0.01

    def choose(self, view, legal):
        self._standing = (list(view["scores"]), [p["top_dogs"] for p in view["piles"]],
                          0 if view["last_round"] else max(0, view["top_dogs_left"] - 1))
        return super().choose(view, legal)

    def _win_chance(self, seat, gains, tricks):
        """This seat's chance of winning once this round adds ``gains`` to the scores."""
        scores, top_dogs, rounds_after = self._standing
        final = [scores[s] + gains[s] for s in range(len(gains))]
        mine = final[seat]
        if rounds_after == 0:
            dogs = [top_dogs[s] + (1 if top_dog_value(s, tricks) else 0) for s in range(len(gains))]
            rank = (mine, dogs[seat])
            best = max((final[s], dogs[s]) for s in range(len(gains)) if s != seat)
            chance = 1.0 if rank > best else 0.5 if rank == best else 0.0
        else:
            spread = self.ROUND_SPREAD * math.sqrt(2 * rounds_after)
            chance = 1.0
            for s in range(len(gains)):
                if s != seat:
                    chance *= 0.5 * (1.0 + math.erf((mine - final[s]) / (spread * math.sqrt(2))))
        others = sum(gains) - gains[seat]
        return chance + self.POINTS * (gains[seat] - others / max(1, len(gains) - 1))

    def _gains(self, tricks, targets, rebids, saved):
        worth = SAVED_WORTH if self._standing[2] else 0.0
        return [bid_value(side, number, rebids[s], tricks[s], saved[s], worth) + top_dog_value(s, tricks)
                for s, (side, number) in enumerate(targets)]

    def _score(self, seat, tricks, targets, rebids, saved):
        return self._win_chance(seat, self._gains(tricks, targets, rebids, saved), tricks)

    def _bid_worth(self, seat, bid, tricks, targets, saved, worth, view):
        rebids = [bool(b and b["rebid"]) for b in view["bids"]]
        rebids[seat] = bid.rebid
        saved_all = [p["saved"] for p in view["piles"]]
        return self._win_chance(seat, self._gains(tricks, targets, rebids, saved_all), tricks)


LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot, "search": SearchBot}
