"""Forming the teams: the speed sort, the Stop, the last pair, handing out the rest,
and the tie draw when both finish in the same moment."""
from __future__ import annotations

from .cards import tie_rank

PREP = 20   # cards in each preparation stack
PAIRS = PREP // 2


class SpeedSort:
    """The state of one round's sort. ``prep[s]`` is seat s's preparation stack (top
    first) and ``pos[s]`` how far into it the cards are used; ``team[s]`` collects the
    cards that will make seat s's team stack."""

    def __init__(self, prep0: list[str], prep1: list[str], unused: list[str]):
        self.prep = [list(prep0), list(prep1)]
        self.unused = list(unused)
        self.draw_pos = 0
        self.pos = [0, 0]
        self.up = [True, True]          # a pair of this seat's own stack is showing
        self.kept = [0, 0]              # cards each seat kept on its own stack
        self.given = [0, 0]             # cards each seat put on the stack for its opponent
        self.team = [[], []]
        self.stop: tuple[int, float] | None = None   # (seat, game time) of the first Stop
        self.final = False              # the Stop can no longer be tied
        self.winner: int | None = None
        self.tie_draws: list[list[str]] = []

    def pair(self, seat: int) -> list[str]:
        """The top two cards of ``seat``'s preparation stack."""
        i = self.pos[seat]
        return self.prep[seat][i:i + 2]

    def left(self, seat: int) -> int:
        return PREP - self.pos[seat]

    def take_pair(self, owner: int, first: bool) -> tuple[str, str]:
        """Remove the top pair of ``owner``'s stack: (kept card, given card)."""
        i = self.pos[owner]
        a, b = self.prep[owner][i], self.prep[owner][i + 1]
        self.pos[owner] = i + 2
        return (a, b) if first else (b, a)

    def draw_tie(self, rng) -> tuple[list[list[str]], int]:
        """Both called Stop at once: each draws from the unused cards (seat 0 first)
        until one card outranks the other. Returns (the draws, the winner)."""
        draws = []
        while True:
            pair = [self._draw(rng), self._draw(rng)]
            draws.append(pair)
            a, b = tie_rank(pair[0]), tie_rank(pair[1])
            if a != b:
                return draws, (0 if a > b else 1)

    def _draw(self, rng) -> str:
        if self.draw_pos >= len(self.unused):
            rng.shuffle(self.unused)
            self.draw_pos = 0
        card = self.unused[self.draw_pos]
        self.draw_pos += 1
        return card
