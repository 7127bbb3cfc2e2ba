"""Who wins, who is fired, who becomes Houndmaster, and the ranking.

``tiebreak`` is badness in the normal game and the walked value in the single-round
game: less is better for winning and ranking, more is "better" for Houndmaster.
"""
from __future__ import annotations


def ranking(scores, tiebreak) -> list[int]:
    """Non-negative scores ascending, then negative scores descending; ties by less
    tiebreak, then seat order."""
    def key(s):
        score = scores[s]
        return (0, score, tiebreak[s], s) if score >= 0 else (1, -score, tiebreak[s], s)
    return sorted(range(len(scores)), key=key)


def winners(scores, tiebreak) -> list[int]:
    safe = [s for s in range(len(scores)) if scores[s] >= 0]
    if not safe:
        return []
    low = min(scores[s] for s in safe)
    tied = [s for s in safe if scores[s] == low]
    least = min(tiebreak[s] for s in tied)
    return [s for s in tied if tiebreak[s] == least]


def fired(scores) -> list[int]:
    return [s for s in range(len(scores)) if scores[s] < 0]


def houndmaster(scores, tiebreak, won) -> int | None:
    """The highest positive score among the players who did not win; tie: the most
    tiebreak; still tied: nobody."""
    others = [s for s in range(len(scores)) if s not in won and scores[s] > 0]
    if not others:
        return None
    high = max(scores[s] for s in others)
    tied = [s for s in others if scores[s] == high]
    most = max(tiebreak[s] for s in tied)
    top = [s for s in tied if tiebreak[s] == most]
    return top[0] if len(top) == 1 else None
