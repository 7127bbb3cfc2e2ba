"""The tug-of-war board: six spaces, the score track and the barrel.

Pure helpers shared by the game and its bots. A side is a list of three stacks (red,
blue, green), each a list of cards bottom first; the top card is the visible one.
"""
from __future__ import annotations

from .cards import EMPTY_STRENGTH, STRENGTH

TRACK = 12
#: seat -> the track space the barrel starts on when that seat won the sort
START = (6, 7)
#: seat -> the track space that wins the round for that seat
GOAL = (1, 12)


def top(stack: list[str]) -> str | None:
    return stack[-1] if stack else None


def side_strength(side: list[list[str]]) -> int:
    """The sum of a side's three visible strengths; an empty space counts 2."""
    return sum(STRENGTH[s[-1]] if s else EMPTY_STRENGTH for s in side)


def pulled(barrel: int, seat: int, steps: int) -> int:
    """The barrel's space after ``seat`` pulls it ``steps`` toward itself (stops at the goal)."""
    return max(1, barrel - steps) if seat == 0 else min(TRACK, barrel + steps)


def reached_goal(barrel: int) -> int | None:
    """The seat whose goal the barrel is on, or None."""
    if barrel <= GOAL[0]:
        return 0
    if barrel >= GOAL[1]:
        return 1
    return None


def half_owner(barrel: int) -> int:
    """Whose half of the track the barrel is in (spaces 1-6 are seat 0's)."""
    return 0 if barrel <= TRACK // 2 else 1


def contest_puller(strengths: tuple[int, int] | list[int], weak_wins: bool = False) -> int | None:
    """Who pulls in a contest (None on equal strength); the pull is the difference."""
    a, b = strengths
    if a == b:
        return None
    stronger = 0 if a > b else 1
    return 1 - stronger if weak_wins else stronger
