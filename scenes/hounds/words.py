"""The hounds in their names ("Deathpaw 5", "Cerberus"), moves as a player says them,
and why a shift went to its worker."""
from __future__ import annotations

from game.language import _, ngettext
import re

from game.hounds.cards import CERBERUS, HOUND_NAMES, RANK

#: a card code standing alone in a sentence: TD3, MO5, CE
CODE = re.compile(r"\b(MO|EM|TD|SU|PG|DP)([1-9])\b|\bCE\b")


def card_name(code: str) -> str:
    if code == CERBERUS:
        return HOUND_NAMES[CERBERUS]
    return f"{HOUND_NAMES[code[:2]]} {code[2:]}"


def in_words(text: str) -> str:
    return CODE.sub(lambda m: card_name(m.group(0)), text)


def shift_reason(data: dict, names, baddog: str | None = None) -> str:
    """"Ann works shift 2: Deathpaw 5 is the hardest dog (+2 badness)"."""
    cards = data["cards"]
    hardest = max(cards, key=lambda sc: RANK[sc[1]])[1]
    text = _("{name} works shift {number}: {card} is the hardest dog").format(
        name=names[data['seat']], number=data['shift'], card=card_name(hardest))
    if data["badness"] and baddog in HOUND_NAMES:
        text += "; " + _("+{badness} badness ({hound}, the bad dog)").format(badness=data['badness'], hound=HOUND_NAMES[baddog])
    elif data["badness"]:
        text += "; " + _("+{badness} badness").format(badness=data['badness'])
    return text


def move_words(notation: str, names) -> str:
    """A move as written in a record, in the words of the table ("play slot 1")."""
    parts = notation.split()
    try:
        verb = parts[0]
        if verb == "baddog":
            return _("the bad dog: {hound}").format(hound=HOUND_NAMES[parts[1]])
        if verb == "clue":
            who = names[int(parts[1])]
            if parts[2] == "hound":
                return _("clue {name}: every {hound}").format(name=who, hound=HOUND_NAMES[parts[3]])
            if parts[2] == "value":
                return _("clue {name}: every {number}").format(name=who, number=parts[3])
            return _("clue {name}: slot {slot} in full").format(name=who, slot=int(parts[3]) + 1)
        if verb == "cerberus":
            return _("Cerberus to {name}").format(name=names[int(parts[1])])
        if verb in ("discard", "trade", "play"):
            words = {"discard": _("discard slot {slot}"), "trade": _("trade slot {slot}"), "play": _("play slot {slot}")}
            return words[verb].format(slot=int(parts[1]) + 1)
        if verb == "notrade":
            return _("keep every card (no trade)")
        if verb == "promise":
            n = int(parts[1])
            return ngettext("promise {count} shift", "promise {count} shifts", n).format(count=n)
    except (IndexError, KeyError, ValueError):
        pass
    return in_words(notation)
