"""Why the hard Heave Ho! bot's move is a good one, in a line a player reads.

The move comes from the bot (``game.hints``); this reads the same view through the
bots' own picture of the tug (``Position``: what the move does to the board and the
barrel) and says what the move achieves.
"""
from __future__ import annotations

from game.language import N_
from game.heaveho.board import GOAL
from game.heaveho.bots import Position, simulate, strengths
from game.heaveho.cards import DIRTY_TRICK, REINFORCEMENT, describe
from game.heaveho.notation import MINE, Decline, Keep, Place


#: putting a card on a space, per space (the mover's own side, the other's)
PUT_MINE = {"red": N_("Put {card} on your red space"), "blue": N_("Put {card} on your blue space"),
            "green": N_("Put {card} on your green space")}
PUT_THEIRS = {"red": N_("Put {card} on {name}'s red space"), "blue": N_("Put {card} on {name}'s blue space"),
              "green": N_("Put {card} on {name}'s green space")}


def move_name(view: dict, action) -> str:
    names, me = view["names"], view["seat"]
    if isinstance(action, Place):
        if action.side == MINE:
            return PUT_MINE[action.space].format(card=describe(action.card))
        return PUT_THEIRS[action.space].format(card=describe(action.card), name=names[1 - me])
    if isinstance(action, Decline):
        return N_("Discard {card} without its effect").format(card=describe(action.card))
    return N_("Play {card}").format(card=describe(action.card))


def spaces(n: int) -> str:
    return (N_("{count} space") if n == 1 else N_("{count} spaces")).format(count=n)


def explain(view: dict, legal, action) -> str:
    if isinstance(action, Keep):
        return _keep(view, action)
    me = view["seat"]
    opp = view["names"][1 - me]
    name = move_name(view, action)
    pos = Position(view)
    board, barrel, winner = simulate(pos.board, pos.barrel, me, action, pos.start)
    if winner == me:
        return N_("{move}: it wins the round for you").format(move=name)
    gained = abs(pos.barrel - GOAL[me]) - abs(barrel - GOAL[me])
    if gained > 0:
        return N_("{move}: it pulls the barrel {spaces} toward your goal").format(move=name, spaces=spaces(gained))
    before = strengths(pos.board)
    after = strengths(board)
    mine_before, theirs_before = before[me], before[1 - me]
    mine_after, theirs_after = after[me], after[1 - me]
    side = N_("your side {mine} against {name}'s {theirs}").format(mine=mine_after, name=opp, theirs=theirs_after)
    if isinstance(action, Decline):
        return N_("{move}: its effect would help {name} more than you; the card goes and the board stays").format(
            move=name, name=opp)
    if gained < 0:
        return N_("{move}: it gives up {spaces} now but leaves {side} for the contests ahead").format(
            move=name, spaces=spaces(-gained), side=side)
    if getattr(action, "card", None) == REINFORCEMENT:
        return N_("{move}: extra cards in hand count for more than a change on the board now").format(move=name)
    if getattr(action, "card", None) == DIRTY_TRICK:
        return N_("{move}: a card taken from {name}'s hand is one less for {name} and one more for you").format(
            move=name, name=opp)
    if (mine_after - theirs_after) > (mine_before - theirs_before):
        return N_("{move}: it makes {side} for the next contest").format(move=name, side=side)
    return N_("{move}: nothing better is on offer, and it leaves {side}").format(move=name, side=side)


def _keep(view: dict, action: Keep) -> str:
    pair = (view.get("sort") or {}).get("pair")
    if not pair:
        return N_("Keep first") if action.first else N_("Keep second")
    kept, given = (pair[0], pair[1]) if action.first else (pair[1], pair[0])
    return N_("Keep {card} for your team: it is worth more in the tug than {other}, which goes to the other "
              "team").format(card=describe(kept), other=describe(given))
