"""Fast simulated shifts for the search bots: a simple play policy over known hands,
and what a round's outcome is worth to a seat. Pure functions of ranks; no game object.

A hand is a list of ranks (``cards.RANK``): the hound is ``rank // 10`` (its index in
``HOUNDS``), the number ``rank % 10``. The policy plays to a promise: a player still
owed shifts tries to work (the cheapest winning card when last in the shift, else its
hardest dog); a player who has its shifts ducks under the card on the table, or sheds
its hardest dog when it will work the shift anyway.
"""
from __future__ import annotations

from game.hounds import standing


def policy(hand, need: int, cur: int, last: bool, leading: bool) -> int:
    """The rank ``hand`` plays: ``need`` shifts still wanted, ``cur`` the hardest dog
    on the table (-1 if none), ``last`` whether this play closes the shift."""
    if need > 0:
        if leading or need >= len(hand):
            return max(hand)
        best = max(hand)
        if best <= cur:
            return min(hand)
        if last:
            return min(r for r in hand if r > cur)
        return best
    if leading:
        return min(hand)
    under = [r for r in hand if r < cur]
    if under:
        return max(under)
    return max(hand) if last else min(hand)


def play_out(hands, promises, worked, lead: int, current, tie, bad: int | None,
             single: bool, forced: int | None = None):
    """Finish the round with every player on ``policy``; ``hands``, ``worked`` and
    ``tie`` (badness, or walked value in single mode) change in place.

    ``current``: the plays of the shift under way as (seat, rank), led by ``lead``;
    ``forced``: the rank the next player plays. Returns ``worked``.
    """
    n = len(hands)
    plays = list(current)
    while True:
        cur = -1
        for _, r in plays:
            if r > cur:
                cur = r
        seat = (lead + len(plays)) % n
        for position in range(len(plays), n):
            hand = hands[seat]
            if forced is not None:
                r, forced = forced, None
            else:
                r = policy(hand, promises[seat] - worked[seat], cur, position == n - 1, position == 0)
            hand.remove(r)
            plays.append((seat, r))
            if r > cur:
                cur = r
            seat = seat + 1 if seat + 1 < n else 0
        worker = lead
        for s, r in plays:
            if r == cur:
                worker = s
        worked[worker] += 1
        if single:
            tie[worker] += sum(r % 10 for _, r in plays)
        elif bad is not None:
            tie[worker] += sum(1 for _, r in plays if r // 10 == bad)
        lead = worker
        plays = []
        if not hands[lead]:
            return worked


def cost(score: int) -> float:
    """How far a running score is from a safe win: 0 is best, above zero a little
    worse per mark, below zero (fired if it stays) much worse."""
    return score if score >= 0 else 1.5 - 2.0 * score


def worth(me: int, scores, tie, rounds_left: int, rivalry: float = 0.3) -> float:
    """What a round's end (``scores`` and tiebreak ``tie``) is worth to ``me``: in the
    last round a share of the win, before it a score near zero with the others far."""
    if rounds_left <= 0:
        won = standing.winners(scores, tie)
        return 1.0 / len(won) if me in won else 0.0
    others = [cost(s) for i, s in enumerate(scores) if i != me]
    spread = 1.0 + 0.5 * rounds_left
    return -cost(scores[me]) / spread + rivalry * sum(others) / max(1, len(others)) / spread
