"""Why the hard You Shady Pooch! bot's move is a good one, in a line a player reads.

The move comes from the bot (``game.hints``); this reads the same view through the
hard bot's own measures (the cards it has not seen, the chance that a hand of so many
of them beats a card, what a card is worth kept) and puts them in words. ``None``
as the move means the bot lets a dogpile chance pass (``explain_pass``).
"""
from __future__ import annotations

from game.pooch.bots import HardBot
from game.pooch.cards import DIAMONDS, FIERCE, GREEDY, NUMBER, QUEEN_NAMES, QUEENS, SUIT_NAMES, WILD
from game.pooch.notation import Dogpile, Lead, Pickup


def card_name(code: str) -> str:
    """"the 7 of hearts", "the Wild One", "the Fierce Queen"."""
    if code == WILD:
        return "the Wild One"
    if code in QUEENS:
        return f"the {QUEEN_NAMES[code]}"
    return f"the {NUMBER[code]} of {SUIT_NAMES[code[0]]}"


def cards_word(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _measures(view: dict):
    bot = HardBot(view["seat"])
    unseen, total = bot.unseen(view)
    return bot, unseen, total


def explain(view: dict, legal, action) -> str:
    if action is None:
        return explain_pass(view, legal)
    kind = type(action)
    if kind is Dogpile:
        return _dogpile(view, action.card)
    if kind is Pickup:
        return _pickup(view, legal)
    if action.card in QUEENS:
        return _queen(view, action)
    return _number(view, action)


def _named(view: dict, action, verb: str) -> str:
    """Why this player is named for this card, from the hard bot's chance that a hand
    of that many unseen cards answers it."""
    names, me = view["names"], view["seat"]
    target = action.name
    bot, unseen, total = _measures(view)
    counts = view["hand_counts"]
    chances = {seat: round(100 * bot.chance_to_beat(action.card, counts[seat], unseen, total))
               for seat in range(len(names)) if seat != me}
    chance = chances[target]
    if chance >= 85:
        why = "almost anyone can answer it, so shed a card you will miss little"
    elif chance <= min(chances.values()):
        why = f"{names[target]} is the least likely to answer it (about {chance}%, by the cards you have not seen)"
    else:
        why = (f"{names[target]}, with {cards_word(counts[target])}, is further from going out than the "
               f"players less likely to answer it")
    return f"{verb} {card_name(action.card)} and name {names[target]}: {why}"


def _number(view: dict, action) -> str:
    if len(view["hand"]) == 1:
        verb = "Lead" if type(action) is Lead else "Play"
        return f"{verb} {card_name(action.card)}: it is your last card, so the round is yours"
    if type(action) is Lead:
        return _named(view, action, "Lead")
    top = view["top"]
    return _named(view, action, f"Beat {card_name(top)} with")


def _queen(view: dict, action) -> str:
    card, pile = action.card, view["pile"]
    lead = type(action) is Lead
    if card == FIERCE:
        if lead or not pile:
            return "Play the Fierce Queen: it goes at once and you lead again, one card fewer"
        return (f"Play the Fierce Queen: it throws away the {cards_word(len(pile))} of the pile "
                f"and you lead the next one")
    if card == GREEDY:
        took = sum(1 for c in pile if c in DIAMONDS)
        if lead or not took:
            return "Play the Greedy Queen: there are no diamonds to take, so the pile goes and you lead"
        diamonds = "the diamond" if took == 1 else f"the {took} diamonds"
        return (f"Play the Greedy Queen: you take {diamonds} (they count for the diamond bone), "
                f"the rest of the pile goes and you lead")
    names = view["names"]
    target = action.name
    if lead:
        return f"Lead the Shady Queen at {names[target]}: only another Queen answers it"
    return (f"Play the Shady Queen and name {names[target]}: only a Queen answers it, so they will "
            f"probably have to pick up the {cards_word(len(pile) + 1)}")


def _pickup(view: dict, legal) -> str:
    top, pile = view["top"], view["pile"]
    queens = [a.card for a in legal if getattr(a, "card", None) in QUEENS]
    if NUMBER[top] is None:
        beat = f"after {card_name(top)} only a Queen answers"
    else:
        beat = f"nothing you hold beats {card_name(top)}"
    if not queens:
        return f"Pick up the pile: {beat}, and you have no Queen"
    return (f"Pick up the pile: {beat}, and your Queen is worth more than "
            f"{'this one card' if len(pile) == 1 else 'these ' + cards_word(len(pile))}")


def _dogpile(view: dict, card: str) -> str:
    names = view["names"]
    named = view["named"]
    if len(view["hand"]) == 1:
        return f"Dogpile {card_name(card)}: it is your last card, so the round is yours"
    if card == WILD:
        close = view["hand_counts"][named] <= 2
        why = f"{names[named]} is nearly out" if close else "your hand is small enough to race for the lead"
        return f"Dogpile the Wild One: it clears the pile and you lead, and {why}"
    return (f"Dogpile {card_name(card)} on {card_name(view['top'])}: a card out of your hand "
            f"while {names[named]} thinks")


def explain_pass(view: dict, legal) -> str:
    names = view["names"]
    named = view["named"]
    if view["top"] in QUEENS or not legal:
        return "Wait: you have nothing to play now"
    cards = [a.card for a in legal if type(a) is Dogpile]
    if cards and all(c == WILD for c in cards):
        return "Keep your Wild One: it is worth more later, when your hand is small"
    count = view["hand_counts"][named]
    return (f"Do not dogpile now: {names[named]} has only {cards_word(count)}, and a lower top card "
            f"would be easier for them to beat")
