"""The Pups cards in the words printed on them ("Working Dogs 7", "Mutt +3"), and the
reason a showdown went the way it did, for everything a player reads."""
from __future__ import annotations

from game.language import _, ngettext
import re

from game.pups.cards import MUTT, SUIT_NAMES

#: a card code standing alone in a sentence: W7, M3, F1 (not inside another word)
CODE = re.compile(r"\b([FGLWM])([1-9])\b")


def card_name(code: str) -> str:
    suit, value = code[0], code[1:]
    if suit == MUTT:
        return f"Mutt +{value}"
    return f"{SUIT_NAMES[suit]} {value}"


def play_name(cards) -> str:
    """One card, or a card and its added Mutt: "Working Dogs 7 + Mutt +2"."""
    return " + ".join(card_name(c) for c in cards)


def in_words(text: str) -> str:
    """A message from the rules with every card code written as the card's name."""
    return CODE.sub(lambda m: card_name(m.group(0)), text)


def play_sum(play: dict) -> str:
    """A play with its total: "Working Dogs 7 + Mutt +2 = 9" (a lone card: its name)."""
    if play.get("mutt"):
        return f"{play_name(play['cards'])} = {play['total']}"
    return card_name(play["card"])


def trick_reason(data: dict, names, alpha_suit: str) -> str:
    """Why a showdown was won: the winner's play and what made it the best."""
    plays = data["plays"]
    win = next(p for p in plays if p["seat"] == data["seat"])
    led = plays[0]["suit"]
    if win["suit"] == alpha_suit:
        alphas = sum(1 for p in plays if p["suit"] == alpha_suit)
        why = _("the only Alpha") if alphas == 1 else _("the highest Alpha")
    else:
        why = _("the highest {suit}, the led suit (no Alpha)").format(suit=SUIT_NAMES[led])
    return _("{name} takes the trick: {play}, {why}").format(name=names[win['seat']], play=play_sum(win), why=why)


def tie_reason(data: dict, names) -> str:
    tied = data["tied"]
    total = next(p["total"] for p in data["plays"] if p["seat"] == tied[0])
    who = _(" and ").join(names[s] for s in tied)
    return _("{names} tie at {total}: the cards are discarded, {name} leads").format(names=who, total=total,
                                                                                    name=names[data['leader']])


def move_words(notation: str) -> str:
    """A move as written in a record, in the words of the table ("play Working Dogs 7")."""
    parts = notation.split()
    if not parts:
        return notation
    if parts[0] in ("bid", "rebid") and len(parts) == 3 and parts[1] in ("atleast", "exactly"):
        words = {("bid", "atleast"): _("bid at least {number}"), ("bid", "exactly"): _("bid exactly {number}"),
                 ("rebid", "atleast"): _("rebid at least {number}"),
                 ("rebid", "exactly"): _("rebid exactly {number}")}[parts[0], parts[1]]
        return words.format(number=parts[2])
    if parts[0] == "play" and len(parts) == 2:
        return _("play {card}").format(card=play_name(parts[1].split("+")))
    if parts[0] == "rescue" and len(parts) == 2 and parts[1].isdigit():
        n = int(parts[1])
        if n == 0:
            return _("decline the rescue")
        return ngettext("rescue with {count} saved card", "rescue with {count} saved cards", n).format(count=n)
    return in_words(notation)
