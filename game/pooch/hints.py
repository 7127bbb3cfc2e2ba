"""Why the hard You Shady Pooch! bot's move is a good one, in a line a player reads.

The move comes from the bot (``game.hints``); this reads the same view through the
hard bot's own measures (the cards it has not seen, the chance that a hand of so many
of them beats a card, what a card is worth kept) and puts them in words. ``None``
as the move means the bot lets a dogpile chance pass (``explain_pass``).
"""
from __future__ import annotations

from game.language import N_
from game.pooch.bots import HardBot
from game.pooch.cards import DIAMONDS, FIERCE, GREEDY, NUMBER, QUEENS, SHADY, WILD
from game.pooch.notation import Dogpile, Lead, Pickup


#: a card as the hints name it (each a whole phrase for the catalogue)
QUEEN_WORDS = {GREEDY: N_("the Greedy Queen"), SHADY: N_("the Shady Queen"), FIERCE: N_("the Fierce Queen")}
SUIT_WORDS = {"H": N_("the {number} of hearts"), "D": N_("the {number} of diamonds"), "C": N_("the {number} of clubs"),
              "S": N_("the {number} of spades")}


def card_name(code: str) -> str:
    """"the 7 of hearts", "the Wild One", "the Fierce Queen"."""
    if code == WILD:
        return N_("the Wild One")
    if code in QUEENS:
        return QUEEN_WORDS[code]
    return SUIT_WORDS[code[0]].format(number=NUMBER[code])


def cards_word(n: int) -> str:
    return (N_("{count} card") if n == 1 else N_("{count} cards")).format(count=n)


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


def _named(view: dict, action, beat: str | None) -> str:
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
        why = N_("almost anyone can answer it, so shed a card you will miss little")
    elif chance <= min(chances.values()):
        why = N_("{name} is the least likely to answer it (about {chance}%, by the cards you have not "
                 "seen)").format(name=names[target], chance=chance)
    else:
        why = N_("{name}, with {cards}, is further from going out than the players less likely to answer "
                 "it").format(name=names[target], cards=cards_word(counts[target]))
    card = card_name(action.card)
    if beat is None:
        return N_("Lead {card} and name {name}: {why}").format(card=card, name=names[target], why=why)
    return N_("Beat {top} with {card} and name {name}: {why}").format(top=beat, card=card, name=names[target],
                                                                     why=why)


def _number(view: dict, action) -> str:
    if len(view["hand"]) == 1:
        last = (N_("Lead {card}: it is your last card, so the round is yours") if type(action) is Lead else
                N_("Play {card}: it is your last card, so the round is yours"))
        return last.format(card=card_name(action.card))
    if type(action) is Lead:
        return _named(view, action, None)
    return _named(view, action, card_name(view["top"]))


def _queen(view: dict, action) -> str:
    card, pile = action.card, view["pile"]
    lead = type(action) is Lead
    if card == FIERCE:
        if lead or not pile:
            return N_("Play the Fierce Queen: it goes at once and you lead again, one card fewer")
        return N_("Play the Fierce Queen: it throws away the {cards} of the pile and you lead the next one").format(
            cards=cards_word(len(pile)))
    if card == GREEDY:
        took = sum(1 for c in pile if c in DIAMONDS)
        if lead or not took:
            return N_("Play the Greedy Queen: there are no diamonds to take, so the pile goes and you lead")
        if took == 1:
            return N_("Play the Greedy Queen: you take the diamond (they count for the diamond bone), the rest of "
                      "the pile goes and you lead")
        return N_("Play the Greedy Queen: you take the {count} diamonds (they count for the diamond bone), the rest "
                  "of the pile goes and you lead").format(count=took)
    names = view["names"]
    target = action.name
    if lead:
        return N_("Lead the Shady Queen at {name}: only another Queen answers it").format(name=names[target])
    return N_("Play the Shady Queen and name {name}: only a Queen answers it, so they will probably have to pick up "
              "the {cards}").format(name=names[target], cards=cards_word(len(pile) + 1))


def _pickup(view: dict, legal) -> str:
    top, pile = view["top"], view["pile"]
    queens = [a.card for a in legal if getattr(a, "card", None) in QUEENS]
    if NUMBER[top] is None:
        beat = N_("after {card} only a Queen answers").format(card=card_name(top))
    else:
        beat = N_("nothing you hold beats {card}").format(card=card_name(top))
    if not queens:
        return N_("Pick up the pile: {beat}, and you have no Queen").format(beat=beat)
    if len(pile) == 1:
        return N_("Pick up the pile: {beat}, and your Queen is worth more than this one card").format(beat=beat)
    return N_("Pick up the pile: {beat}, and your Queen is worth more than these {cards}").format(
        beat=beat, cards=cards_word(len(pile)))


def _dogpile(view: dict, card: str) -> str:
    names = view["names"]
    named = view["named"]
    if len(view["hand"]) == 1:
        return N_("Dogpile {card}: it is your last card, so the round is yours").format(card=card_name(card))
    if card == WILD:
        if view["hand_counts"][named] <= 2:
            return N_("Dogpile the Wild One: it clears the pile and you lead, and {name} is nearly out").format(
                name=names[named])
        return N_("Dogpile the Wild One: it clears the pile and you lead, and your hand is small enough to race for "
                  "the lead")
    return N_("Dogpile {card} on {top}: a card out of your hand while {name} thinks").format(
        card=card_name(card), top=card_name(view['top']), name=names[named])


def explain_pass(view: dict, legal) -> str:
    names = view["names"]
    named = view["named"]
    if view["top"] in QUEENS or not legal:
        return N_("Wait: you have nothing to play now")
    cards = [a.card for a in legal if type(a) is Dogpile]
    if cards and all(c == WILD for c in cards):
        return N_("Keep your Wild One: it is worth more later, when your hand is small")
    count = view["hand_counts"][named]
    return N_("Do not dogpile now: {name} has only {cards}, and a lower top card would be easier for them to "
              "beat").format(name=names[named], cards=cards_word(count))
