"""What the person to act may choose, as rows of chips: the bad dog, the clue builder
(a target, then every hound, number and card clue, each disabled one carrying the
rules' reason), Cerberus's walker, the blind discard, the trade, the promise and the
play. A chip's action is an engine action, or ``("target", seat)`` for the builder."""
from __future__ import annotations

from game.language import _
import re

from scenes.table.controls import Chip

from game.hounds.cards import HOUND_NAMES, KENNEL_HOUNDS
from game.hounds.notation import (BADDOG, CARD_CLUE, CERBERUS, DISCARD, HOUND_CLUE, NOTRADE, PLAY, PROMISE,
                                  TRADE, VALUE_CLUE)

SLOT_WORD = re.compile(r"\bslot (\d)\b")


def people_words(text: str) -> str:
    """The engine counts slots from 0; the table shows them as 1 to 5."""
    return SLOT_WORD.sub(lambda m: f"slot {int(m.group(1)) + 1}", text)


def _chip(game, me, legal, label, action, primary=False) -> Chip:
    if action in legal:
        return Chip(label, action, primary=primary)
    return Chip(label, None, game.why_illegal(me, action))  # (the table says it in people's words)


def clue_targets(view, me) -> list[int]:
    """The seats this giver may clue at all (some may already have three sets)."""
    return [s for s in range(view["players"]) if s != me and s != view["leader"]]


def default_target(game, view, me) -> int | None:
    legal = game.legal_actions(me)
    owed = {a.target for a in legal if hasattr(a, "target")}
    for seat in clue_targets(view, me):
        if seat in owed:
            return seat
    return None


def rows(game, view, me, target=None) -> list[tuple[str, list[Chip]]]:
    """``[(prompt, chips), ...]`` for the person ``me`` (whose turn it is)."""
    legal = set(game.legal_actions(me))
    names = view["names"]
    phase = view["phase"]
    if phase == "baddog":
        chips = [_chip(game, me, legal, HOUND_NAMES[h], BADDOG[h]) for h in ("MO", *KENNEL_HOUNDS, "CE")]
        return [(_("Name the bad dog (walking it costs badness)"), chips)]
    if phase == "clue":
        return clue_rows(game, view, me, legal, target)
    if phase == "cerberus":
        chips = []
        for seat in range(view["players"]):
            label = _("Myself") if seat == me else names[seat]
            chips.append(_chip(game, me, legal, label, CERBERUS[seat]))
        return [(_("Who walks Cerberus? He replaces one of their cards"), chips)]
    if phase == "discard":
        seen = view["leader"] == me
        chips = [_chip(game, me, legal, _("Slot {number}").format(number=k + 1), DISCARD[k]) for k in range(5)]
        prompt = (_("Cerberus is yours: choose the card he replaces") if seen
                  else _("Cerberus is yours: pick a slot (its card leaves unseen)"))
        return [(prompt, chips)]
    if phase == "trade":
        chips = [_chip(game, me, legal, _("No trade"), NOTRADE, primary=True)]
        chips += [_chip(game, me, legal, _("Trade slot {number}").format(number=k + 1), TRADE[k]) for k in range(5)]
        return [(_("Trade a card with the dead hand?"), chips)]
    if phase == "promise":
        chips = [_chip(game, me, legal, str(p), PROMISE[p]) for p in range(6)]
        return [(_("How many shifts do you promise to work?"), chips)]
    if phase == "play":
        chips = [_chip(game, me, legal, _("Slot {number}").format(number=k + 1), PLAY[k]) for k in range(5)]
        return [(_("Play a card: the hardest dog works the shift"), chips)]
    return []


def clue_rows(game, view, me, legal, target) -> list[tuple[str, list[Chip]]]:
    names = view["names"]
    stands = view["stands"]
    targets = []
    for seat in clue_targets(view, me):
        given = stands[seat]["clues"]
        label = f"{names[seat]} ({given}/3)"
        if any(getattr(a, "target", None) == seat for a in legal):
            targets.append(Chip(label, ("target", seat), primary=seat == target))
        else:
            targets.append(Chip(label, None, game.why_illegal(me, CARD_CLUE[seat, 0])))
    out = [(_("Give a clue set to:"), targets)]
    if target is None:
        return out
    chips = []
    top = view["players"] + 1
    for h in KENNEL_HOUNDS:
        chips.append(_chip(game, me, legal, HOUND_NAMES[h], HOUND_CLUE[target, h]))
    for v in range(1, top + 1):
        chips.append(_chip(game, me, legal, _("{number}s").format(number=v), VALUE_CLUE[target, v]))
    for k in range(5):
        chips.append(_chip(game, me, legal, _("Slot {number}").format(number=k + 1), CARD_CLUE[target, k]))
    prompt = _("Clue for {name}: all of a hound, all of a number, or one slot").format(name=names[target])
    out.append((prompt, chips))
    return out


def marked_slots(view, chip) -> list[tuple[int, int]]:
    """The (seat, slot) pairs a clue chip would put tokens on (preview), from the view."""
    action = chip.action if chip is not None else None
    if action is None or not hasattr(action, "kind"):
        return []
    stand = view["stands"][action.target]
    if action.kind == "card":
        return [(action.target, action.what)]
    out = []
    for k, slot in enumerate(stand["slots"]):
        card = slot["card"]
        if card is None:
            continue
        if action.kind == "hound" and card[:2] == action.what:
            out.append((action.target, k))
        elif action.kind == "value" and card[2:] == str(action.what):
            out.append((action.target, k))
    return out


def slot_of(chip) -> int | None:
    """The own slot a discard/trade/play chip names (for the card cursor)."""
    action = getattr(chip, "action", None)
    if hasattr(action, "slot"):
        return action.slot
    match = re.search(r"[Ss]lot (\d)$", getattr(chip, "label", ""))
    return int(match.group(1)) - 1 if match else None
