"""The last picture of a round that just ended. The engine deals the next round in the
same move that ends one, so the table keeps showing the old board (with the last move
made) while the contest, the barrel's slide and the summary play: this module brings
the view from before the move up to the end of the round, from the move's events."""
from __future__ import annotations

import copy

from game.heaveho.cards import EMPTY_STRENGTH, STRENGTH


def _hand(view: dict, seat: int) -> list | None:
    if view.get("hands") is not None:
        return view["hands"][seat]
    if view.get("seat") == seat:
        return view["hand"]
    return None


def _leaves_hand(view: dict, seat: int, card: str) -> None:
    view["hand_sizes"][seat] = max(0, view["hand_sizes"][seat] - 1)
    hand = _hand(view, seat)
    if hand is not None and card in hand:
        hand.remove(card)


def _refresh(view: dict) -> None:
    view["tops"] = [{space: (stack[-1] if stack else None) for space, stack in side.items()}
                    for side in view["board"]]
    view["strength"] = [sum(EMPTY_STRENGTH if top is None else STRENGTH[top] for top in tops.values())
                        for tops in view["tops"]]


def round_end_view(view: dict, events, viewer) -> dict:
    """``view`` (the tug before the move) with ``events`` (the move, up to ``round_won``)
    carried out. ``viewer``: the seat looking, ``"all"`` for everyone's cards, or None."""
    v = copy.deepcopy(view)
    for event in events:
        kind, d = event.kind, event.data
        if kind == "place":
            v["board"][d["side"]][d["space"]].append(d["card"])
            if d["stolen"]:
                v["stolen"] = None
            else:
                _leaves_hand(v, d["seat"], d["card"])
        elif kind == "action":
            if d["stolen"]:
                v["stolen"] = None
            else:
                _leaves_hand(v, d["seat"], d["card"])
            v["discard"].append(d["card"])
        elif kind == "draw":
            seat = d["seat"]
            v["hand_sizes"][seat] += d["count"]
            v["team_stacks"][seat] = d["stack"]
            hand = _hand(v, seat)
            secret = event.private.get(seat, {}) if viewer in ("all", seat) else {}
            if hand is not None:
                hand.extend(secret.get("cards", []))
            if v.get("stacks") is not None:        # everyone's view: the stacks, top first
                del v["stacks"][seat][:d["count"]]
        elif kind == "dirty_trick":
            hand = _hand(v, d["from"])
            if hand is not None and d["card"] in hand:
                hand.remove(d["card"])
            v["hand_sizes"] = list(d["hand_sizes"])
            v["stolen"] = d["card"]
        elif kind == "discarded":
            for gone in d["cards"]:
                stack = v["board"][gone["side"]][gone["space"]]
                if stack:
                    stack.pop()
                v["discard"].append(gone["card"])
        elif kind == "moved":
            source = v["board"][d["from"]["side"]][d["from"]["space"]]
            if source:
                source.pop()
            v["board"][d["to"]["side"]][d["to"]["space"]].append(d["card"])
        elif kind == "barrel_moved":
            v["barrel"] = d["to"]
        elif kind == "contest":
            v["last_contest"] = {k: d[k] for k in ("seat", "card", "strength", "difference", "puller", "weak_wins")}
        elif kind == "round_won":
            v["barrels"] = list(d["barrels"])
            v["last_round"] = {k: d[k] for k in ("round", "seat", "how", "barrel")}
            break
    _refresh(v)
    v["turn"] = None
    v["to_act"] = []
    v["phase"] = "ended"
    return v
