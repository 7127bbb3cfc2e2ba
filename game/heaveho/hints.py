"""Why the hard Heave Ho! bot's move is a good one, in a line a player reads.

The move comes from the bot (``game.hints``); this reads the same view through the
bots' own picture of the tug (``Position``: what the move does to the board and the
barrel) and says what the move achieves.
"""
from __future__ import annotations

from game.heaveho.board import GOAL
from game.heaveho.bots import Position, simulate, strengths
from game.heaveho.cards import DIRTY_TRICK, REINFORCEMENT, describe
from game.heaveho.notation import MINE, Decline, Keep, Place


def move_name(view: dict, action) -> str:
    names, me = view["names"], view["seat"]
    if isinstance(action, Place):
        whose = "your" if action.side == MINE else f"{names[1 - me]}'s"
        return f"Put {describe(action.card)} on {whose} {action.space} space"
    if isinstance(action, Decline):
        return f"Discard {describe(action.card)} without its effect"
    return f"Play {describe(action.card)}"


def spaces(n: int) -> str:
    return f"{n} space" if n == 1 else f"{n} spaces"


def explain(view: dict, legal, action) -> str:
    if isinstance(action, Keep):
        return _keep(view, action)
    me = view["seat"]
    opp = view["names"][1 - me]
    name = move_name(view, action)
    pos = Position(view)
    board, barrel, winner = simulate(pos.board, pos.barrel, me, action, pos.start)
    if winner == me:
        return f"{name}: it wins the round for you"
    gained = abs(pos.barrel - GOAL[me]) - abs(barrel - GOAL[me])
    if gained > 0:
        return f"{name}: it pulls the barrel {spaces(gained)} toward your goal"
    before = strengths(pos.board)
    after = strengths(board)
    mine_before, theirs_before = before[me], before[1 - me]
    mine_after, theirs_after = after[me], after[1 - me]
    side = f"your side {mine_after} against {opp}'s {theirs_after}"
    if isinstance(action, Decline):
        return f"{name}: its effect would help {opp} more than you; the card goes and the board stays"
    if gained < 0:
        return f"{name}: it gives up {spaces(-gained)} now but leaves {side} for the contests ahead"
    if getattr(action, "card", None) == REINFORCEMENT:
        return f"{name}: extra cards in hand count for more than a change on the board now"
    if getattr(action, "card", None) == DIRTY_TRICK:
        return f"{name}: a card taken from {opp}'s hand is one less for {opp} and one more for you"
    if (mine_after - theirs_after) > (mine_before - theirs_before):
        return f"{name}: it makes {side} for the next contest"
    return f"{name}: nothing better is on offer, and it leaves {side}"


def _keep(view: dict, action: Keep) -> str:
    pair = (view.get("sort") or {}).get("pair")
    if not pair:
        return "Keep first" if action.first else "Keep second"
    kept, given = (pair[0], pair[1]) if action.first else (pair[1], pair[0])
    return (f"Keep {describe(kept)} for your team: it is worth more in the tug than "
            f"{describe(given)}, which goes to the other team")
