"""Why the hard Pups bot's move is a good one, in a line a player reads.

The move comes from the bot (``game.hints``); this reads the same view with the
measures the bots use (the trick estimate of a hand, the play mode for a bid, what
beats the cards on the table) and puts them in words.
"""
from __future__ import annotations

from game.pups.bid import ATLEAST
from game.pups.cards import SUIT_NAMES, is_mutt, value_of
from game.pups.notation import Bid, Play, Rescue
from game.pups.playout import AVOID, beats, estimate_tricks, mode_for


def card_name(code: str) -> str:
    """"Guard Dogs 7", "a +2 Mutt"."""
    if is_mutt(code):
        return f"a +{value_of(code)} Mutt"
    return f"{SUIT_NAMES[code[0]]} {value_of(code)}"


def play_name(play: Play) -> str:
    if play.mutt is None:
        return card_name(play.card)
    return f"{card_name(play.card)} with {card_name(play.mutt)}"


def bid_name(side: str, number: int) -> str:
    return f"at least {number}" if side == ATLEAST else f"exactly {number}"


def tricks_word(n: int) -> str:
    return f"{n} trick" if n == 1 else f"{n} tricks"


def explain(view: dict, legal, action) -> str:
    if isinstance(action, Rescue):
        return _rescue(view, action)
    if isinstance(action, Bid):
        return _bid(view, action)
    return _play(view, legal, action)


def _rescue(view: dict, action: Rescue) -> str:
    if action.spend:
        cards = "card" if action.spend == 1 else "cards"
        return (f"Spend {action.spend} saved {cards}: your bid is then made, which is worth more "
                f"than the saved {cards} and keeps the poos away")
    return "Decline the rescue: keep your saved cards"


def _bid(view: dict, bid: Bid) -> str:
    est = estimate_tricks(view["hand"], view["alpha_suit"], len(view["names"]))
    about = f"your hand looks good for about {est:.1f} tricks"
    name = bid_name(bid.side, bid.number)
    verb = f"Rebid your failed {bid.number} as {name}" if bid.rebid else f"Bid {name}"
    if bid.number == 0:
        why = f"{about}, so aim to take none and save the card"
    elif bid.side == ATLEAST:
        why = f"{about}, and at least {bid.number} still counts if you take more"
    else:
        why = f"{about}, and an exact bid pays double treats"
    if bid.rebid:
        why += " (its poos leave your pile while it is in play)"
    return f"{verb}: {why}"


def _goal(view: dict) -> tuple[str, bool]:
    """What the bid asks of this trick in words, and whether taking it helps."""
    seat = view["seat"]
    mine = view["bids"][seat]
    tricks = view["tricks"][seat]
    if mine is None:
        return "the bids are not all in", True
    side, number = mine["side"], mine["number"]
    want = mode_for(side, number, tricks) != AVOID
    name = bid_name(side, number)
    if number == 0:
        return ("you bid exactly 0 and have taken no tricks", False) if tricks == 0 else \
            ("your exactly 0 bid is already broken and tricks now count only toward Top Dog", True)
    if side != ATLEAST and tricks == number:
        return f"you bid exactly {number} and already have {tricks_word(tricks)}", False
    if side != ATLEAST and tricks > number:
        return f"your exactly {number} bid is already broken and tricks now count only toward Top Dog", want
    if tricks >= number:
        return f"your bid of {name} is made and more tricks count toward Top Dog", want
    more = number - tricks
    return f"you bid {name} and need {more} more trick{'s' if more > 1 else ''}", want


def _play(view: dict, legal, play: Play) -> str:
    goal, want = _goal(view)
    plays = view["showdown"]["plays"]
    alpha = view["alpha_suit"]
    led = plays[0]["suit"] if plays else play.suit
    best_alpha = max((p["total"] for p in plays if p["suit"] == alpha), default=-1)
    best_led = max((p["total"] for p in plays if p["suit"] == led and led != alpha), default=-1)
    def tops(p: Play) -> bool:
        return beats(p.suit, p.total, led, alpha, best_alpha, best_led)

    on_top = tops(play)
    could = [tops(p) for p in legal if isinstance(p, Play)]
    last = len(plays) == len(view["names"]) - 1
    if not plays:
        how = "so lead strong and take control" if want else "so lead low and let someone else win"
    elif want and on_top:
        how = "so take this one" if last else "so go on top"
    elif want and any(could):
        how = "but winning this one would cost a card you need more later, so hold back"
    elif want:
        how = "but none of your cards can win this one, so throw the one you will miss least"
    elif on_top and all(could):
        how = "but every card you may play goes on top, so use the one you will miss least"
    elif on_top:
        how = "but going on top now costs less than being stuck with this card later"
    else:
        how = "so lose this one"
    return f"Play {play_name(play)}: {goal}, {how}"
