"""Who takes a showdown, and which plays a hand allows. Pure functions (the bots use them)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.pups.cards import MUTT
from game.pups.notation import PLAYS, Play


def play_dict(seat: int, play: Play) -> dict:
    return {"seat": seat, "card": play.card, "mutt": play.mutt, "cards": list(play.cards),
            "suit": play.card[0], "total": play.total}


@dataclass(frozen=True)
class Showdown:
    """A finished showdown (kept immutable: views and events get fresh dicts)."""

    round: int
    leader: int
    plays: tuple[tuple[int, Play], ...]
    winner: int | None
    tied: tuple[int, ...]

    def plays_dicts(self) -> list[dict]:
        return [play_dict(s, p) for s, p in self.plays]

    def to_dict(self) -> dict:
        return {"round": self.round, "leader": self.leader, "led_suit": self.plays[0][1].card[0],
                "plays": self.plays_dicts(), "winner": self.winner, "tied": list(self.tied)}


def outcome(plays: Sequence[tuple[int, Play]], alpha_suit: str) -> tuple[int | None, list[int]]:
    """``plays`` in play order, as (seat, play). Returns (winner, tied seats).

    The highest Alpha total wins, else the highest total of the led suit; other suits
    (sluff) never win. Equal winning totals: no winner, and the tied seats in play
    order (the last of them leads next).
    """
    led = plays[0][1].card[0]
    best = -1
    top: list[int] = []
    for want in (alpha_suit, led):
        for seat, play in plays:
            if play.card[0] == want:
                total = play.total
                if total > best:
                    best, top = total, [seat]
                elif total == best:
                    top.append(seat)
        if top:
            break
    if len(top) == 1:
        return top[0], []
    return None, top


def allowed_plays(hand: Sequence[str], led: str | None) -> list[Play]:
    """Every play ``hand`` may make when ``led`` is the led suit (``None``: leading).

    Holding the led suit (a Mutt when Mutts are led), the card played must be of it;
    one Mutt may be added to any card.
    """
    bases = hand
    if led is not None:
        bases = [c for c in hand if c[0] == led] or hand
    mutts = tuple(c for c in hand if c[0] == MUTT)
    if not mutts:
        return [PLAYS[base, None] for base in dict.fromkeys(bases)]
    out: list[Play] = []
    for base in dict.fromkeys(bases):
        out += _with_mutts(base, mutts)
    return out


_WITH: dict[tuple[str, tuple[str, ...]], list[Play]] = {}


def _with_mutts(base: str, mutts: tuple[str, ...]) -> list[Play]:
    """``base`` alone, then with each Mutt of ``mutts`` that may be added to it."""
    key = (base, mutts)
    plays = _WITH.get(key)
    if plays is None:
        plays = [PLAYS[base, None]]
        for m in sorted(set(mutts)):
            if base[0] != MUTT or m < base or (m == base and mutts.count(m) > 1):
                plays.append(PLAYS[base, m])
        _WITH[key] = plays
    return plays
