"""Heave Ho! cards and moves as a player says them: "red 1 (How Ruck)" for a card, and
for the replay's "last:" line "put red 1 (How Ruck) on Ann's red space", never
"place R1! mine red". The cards' names (Nessie, the action cards, How Ruck) stay as
printed in every language; the colours are translated."""
from __future__ import annotations

from game.errors import IllegalAction
from game.heaveho.cards import ACTION_TITLES, BYE_BYE, CHANGE_SIDES, COLOURS, IS_ACTION, MARKED, NESSIE, SPACE, WHITE
from game.heaveho.notation import MINE, Decline, Effect, Keep, Place, parse
from game.language import N_, _

#: a colour as a card's or a space's colour ("red 2", "Your red")
COLOUR_WORDS = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"), "white": N_("white")}
#: a colour's space on a team's side, as said in a sentence ("Ann's red space")
SPACE_WORDS = {"red": N_("red space"), "blue": N_("blue space"), "green": N_("green space")}
HOW_RUCK = "How Ruck"


def colour_words(colour: str) -> str:
    return _(COLOUR_WORDS[colour])


def card_words(card: str) -> str:
    """A card's name a player reads ("red 2 (How Ruck)", "Nessie", "Macho Man")."""
    if card in IS_ACTION:
        return ACTION_TITLES[card]
    if card == NESSIE:
        return "Nessie"
    colour = "white" if card in WHITE else COLOURS[SPACE[card]]
    if card in MARKED:
        return _("{colour} {strength} ({marker})").format(colour=colour_words(colour), strength=card[1],
                                                           marker=HOW_RUCK)
    return _("{colour} {strength}").format(colour=colour_words(colour), strength=card[1])


def whose_space(seat: int, side: str, space: str, names) -> str:
    """"Ann's red space": the mover's own side (``mine``), or the other player's."""
    name = names[seat] if side == MINE else names[1 - seat]
    return _("{name}'s {space}").format(name=name, space=_(SPACE_WORDS[space]))


def move_words(seat: int | None, notation: str, names) -> str:
    try:
        action = parse(notation)
    except IllegalAction:
        return notation
    if isinstance(action, Keep):
        return _("keep the first card of the pair") if action.first else _("keep the second card of the pair")
    if isinstance(action, Place):
        return _("put {card} on {space}").format(card=card_words(action.card),
                                                  space=whose_space(seat, action.side, action.space, names))
    if isinstance(action, Decline):
        return _("discard {card} (no effect)").format(card=ACTION_TITLES[action.card])
    if isinstance(action, Effect) and action.card == BYE_BYE:
        return _("{card}: every visible Scot of strength {strength} goes").format(card=ACTION_TITLES[BYE_BYE],
                                                                                 strength=action.choice[0])
    if isinstance(action, Effect) and action.card == CHANGE_SIDES:
        from_side, from_space, to_side, to_space = action.choice
        return _("{card}: the Scot on {from_space} goes to {to_space}").format(
            card=ACTION_TITLES[CHANGE_SIDES], from_space=whose_space(seat, from_side, from_space, names),
            to_space=whose_space(seat, to_side, to_space, names))
    return _("play {card}").format(card=ACTION_TITLES[action.card])
