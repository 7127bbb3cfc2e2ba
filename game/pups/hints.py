"""Why the hard Pups bot's move is a good one, in a line a player reads.

The move comes from the bot (``game.hints``); this reads the same view with the
measures the bots use (the trick estimate of a hand, the play mode for a bid, what
beats the cards on the table) and puts them in words.
"""
from __future__ import annotations

from game.language import N_
from game.pups.bid import ATLEAST
from game.pups.cards import SUIT_NAMES, is_mutt, value_of
from game.pups.notation import Bid, Play, Rescue
from game.pups.playout import AVOID, beats, estimate_tricks, mode_for


def card_name(code: str) -> str:
    """"Guard Dogs 7", "a +2 Mutt"."""
    if is_mutt(code):
        return N_("a +{value} Mutt").format(value=value_of(code))
    return f"{SUIT_NAMES[code[0]]} {value_of(code)}"


def play_name(play: Play) -> str:
    if play.mutt is None:
        return card_name(play.card)
    return N_("{card} with {mutt}").format(card=card_name(play.card), mutt=card_name(play.mutt))


def bid_name(side: str, number: int) -> str:
    return (N_("at least {number}") if side == ATLEAST else N_("exactly {number}")).format(number=number)


def tricks_word(n: int) -> str:
    return (N_("{count} trick") if n == 1 else N_("{count} tricks")).format(count=n)


def explain(view: dict, legal, action) -> str:
    if isinstance(action, Rescue):
        return _rescue(view, action)
    if isinstance(action, Bid):
        return _bid(view, action)
    return _play(view, legal, action)


def _rescue(view: dict, action: Rescue) -> str:
    if action.spend == 1:
        return N_("Spend 1 saved card: your bid is then made, which is worth more than the saved card and keeps "
                  "the poos away")
    if action.spend:
        return N_("Spend {count} saved cards: your bid is then made, which is worth more than the saved cards "
                  "and keeps the poos away").format(count=action.spend)
    return N_("Decline the rescue: keep your saved cards")


def _bid(view: dict, bid: Bid) -> str:
    est = estimate_tricks(view["hand"], view["alpha_suit"], len(view["names"]))
    about = N_("your hand looks good for about {count} tricks").format(count=f"{est:.1f}")
    name = bid_name(bid.side, bid.number)
    if bid.number == 0:
        why = N_("{about}, so aim to take none and save the card").format(about=about)
    elif bid.side == ATLEAST:
        why = N_("{about}, and at least {number} still counts if you take more").format(about=about, number=bid.number)
    else:
        why = N_("{about}, and an exact bid pays double treats").format(about=about)
    if bid.rebid:
        why = N_("{why} (its poos leave your pile while it is in play)").format(why=why)
        return N_("Rebid your failed {number} as {bid}: {why}").format(number=bid.number, bid=name, why=why)
    return N_("Bid {bid}: {why}").format(bid=name, why=why)


def _goal(view: dict) -> tuple[str, bool]:
    """What the bid asks of this trick in words, and whether taking it helps."""
    seat = view["seat"]
    mine = view["bids"][seat]
    tricks = view["tricks"][seat]
    if mine is None:
        return N_("the bids are not all in"), True
    side, number = mine["side"], mine["number"]
    want = mode_for(side, number, tricks) != AVOID
    name = bid_name(side, number)
    if number == 0:
        return (N_("you bid exactly 0 and have taken no tricks"), False) if tricks == 0 else \
            (N_("your exactly 0 bid is already broken and tricks now count only toward Top Dog"), True)
    if side != ATLEAST and tricks == number:
        return N_("you bid exactly {number} and already have {tricks}").format(number=number,
                                                                               tricks=tricks_word(tricks)), False
    if side != ATLEAST and tricks > number:
        return N_("your exactly {number} bid is already broken and tricks now count only toward Top "
                  "Dog").format(number=number), want
    if tricks >= number:
        return N_("your bid of {bid} is made and more tricks count toward Top Dog").format(bid=name), want
    more = number - tricks
    if more == 1:
        return N_("you bid {bid} and need 1 more trick").format(bid=name), want
    return N_("you bid {bid} and need {count} more tricks").format(bid=name, count=more), want


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
        how = N_("so lead strong and take control") if want else N_("so lead low and let someone else win")
    elif want and on_top:
        how = N_("so take this one") if last else N_("so go on top")
    elif want and any(could):
        how = N_("but winning this one would cost a card you need more later, so hold back")
    elif want:
        how = N_("but none of your cards can win this one, so throw the one you will miss least")
    elif on_top and all(could):
        how = N_("but every card you may play goes on top, so use the one you will miss least")
    elif on_top:
        how = N_("but going on top now costs less than being stuck with this card later")
    else:
        how = N_("so lose this one")
    return N_("Play {card}: {goal}, {how}").format(card=play_name(play), goal=goal, how=how)
