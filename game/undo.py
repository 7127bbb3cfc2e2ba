"""Fair undo: may a person take back their last action, and to where?

A person may take back their own last action while nothing new has been revealed to
anyone since and no other person has acted. Bots' replies that revealed nothing are
taken back with it. The answer is decided from the record alone: the record is
replayed to just before the person's last action and stepped forward again, and what
each seat knows (``knowledge``) is compared before and after every later step.

- The action itself may show others what its actor already knew (a card played face
  up, a clue the actor gave), but the actor must learn nothing new from it (no card
  drawn, no deal, no own card turned up).
- Every later action (a bot's reply, or time passing) must show nobody anything new.

Taking back is then ``replay`` of the record cut at that point: the undone actions
are simply not in it, so saves, replays and determinism are untouched.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.language import N_
from game.record import replay


@dataclass(frozen=True)
class Undo:
    """Take back by keeping ``record["actions"][:cut]``; ``taken`` are the entries
    dropped (the person's action first, then the bots' replies)."""
    cut: int
    taken: tuple

    @property
    def action(self) -> str:
        """The notation of the person's action being taken back."""
        return self.taken[0][1]


@dataclass(frozen=True)
class Refusal:
    """Undo is not allowed; ``reason`` says why in plain words ("the trick has been shown")."""
    reason: str


# -- what a seat knows ----------------------------------------------------------------
def _hounds_clues(view: dict) -> set:
    """Clues given to this seat about its own stand (it cannot see that stand), and in
    memory mode the clue just shown to it."""
    seat = view["seat"]
    facts = set()
    for stand in view["stands"]:
        if stand["seat"] != seat:
            continue
        for i, clue in enumerate(stand["clue_sets"]):
            facts.add(("clue", i, clue["clue"], str(clue["what"]), tuple(clue["slots"])))
    recent = view.get("recent_clue")
    if recent and recent["target"] == seat:
        facts.add(("recent clue", recent["index"], recent["clue"], str(recent["what"])))
    return facts


#: game id -> what a view tells its seat beyond the cards it has seen (``seen_by``)
SECRETS = {"hounds": _hounds_clues}

#: game id -> cards that are no secret to anyone though ``seen_by`` names them only
#: once on the table: Cerberus is dealt to nobody, so placing him shows only the slot
#: the placer chose.
OPEN_CARDS = {"hounds": frozenset({"CE"})}


def knowledge(game, seat: int) -> frozenset:
    """Everything ``seat`` has been shown: the card codes of ``seen_by`` plus any
    other hidden facts its view carries (a game without such facts adds none)."""
    open_cards = OPEN_CARDS.get(game.id, frozenset())
    facts = {("card", code) for code in game.seen_by(seat) if code not in open_cards}
    read = SECRETS.get(game.id)
    if read is not None:
        facts |= read(game.view(seat))
    return frozenset(facts)


def _everyone(game) -> list[frozenset]:
    return [knowledge(game, s) for s in range(game.players)]


# -- saying why ------------------------------------------------------------------------
def _describe(events, actor, undoer, names) -> str:
    """Plain words for what an action showed, from its events."""
    kinds = [e.kind for e in events]
    if "deal" in kinds or "alpha" in kinds:
        return N_("the next deal has been shown")
    if "trades_revealed" in kinds:
        return N_("the traded cards have been shown")
    if "trick_won" in kinds or "showdown_tied" in kinds:
        return N_("the trick has been shown")
    if "shift_worked" in kinds:
        return N_("the shift has been shown")
    if "clue" in kinds:
        return N_("a clue has been seen")
    if "dirty_trick" in kinds:
        return N_("a card has been taken and shown")
    if "draw" in kinds:
        if actor == undoer:
            return N_("you drew a card")
        if actor is None:
            return N_("someone has drawn a card")
        return N_("{name} has drawn a card").format(name=names[actor])
    if kinds and kinds[0] in ("play", "place", "action"):
        if actor == undoer:
            return N_("your card has been turned up")
        if actor is None:
            return N_("a card has been shown")
        return N_("{name}'s card has been shown").format(name=names[actor])
    return N_("a card has been turned up")


# -- the rule --------------------------------------------------------------------------
def _entry(game, entry) -> list:
    seat, notation, at = entry
    if seat is None and notation == "advance":
        return game.advance(at)
    return game.apply(seat, notation, at=at)


def undo_point(record: dict, seat: int, people) -> Undo | Refusal:
    """Where ``seat`` (a person) may take back to, or why not. ``people`` are the
    seats played by people (every other seat is a bot). Pure: reads the record only."""
    people = set(people)
    actions = record.get("actions") or []
    names = list(record.get("players") or [])
    if seat not in people:
        return Refusal(N_("only a person's move can be taken back"))
    mine = [i for i, entry in enumerate(actions) if entry[0] == seat]
    if not mine:
        return Refusal(N_("you have not made a move yet"))
    cut = mine[-1]
    for entry in actions[cut + 1:]:
        other = entry[0]
        if other in people:
            if other < len(names):
                return Refusal(N_("{name} has played since").format(name=names[other]))
            return Refusal(N_("another person has played since"))
    game = replay(record, upto=cut)
    if game.to_act() != [seat] or (game.real_time and game.view(None).get("phase") != "tug"):
        # the tug is Heave Ho!'s one turn-based phase; in a sort the other person is
        # sorting against the same clock even when only one seat is left to act
        return Refusal(N_("a move made against the clock cannot be taken back"))
    before = _everyone(game)
    mine_before = before[seat]
    events = _entry(game, actions[cut])
    after = _everyone(game)
    if after[seat] - mine_before:
        return Refusal(_describe(events, seat, seat, names))
    for t in range(game.players):
        shown = after[t] - before[t]
        if any(fact[0] == "card" and fact not in mine_before for fact in shown):
            return Refusal(_describe(events, seat, seat, names))
    for entry in actions[cut + 1:]:
        before = after
        events = _entry(game, entry)
        after = _everyone(game)
        if any(after[t] - before[t] for t in range(game.players)):
            return Refusal(_describe(events, entry[0], seat, names))
    if game.is_over:
        return Refusal(N_("the game is over"))
    return Undo(cut, tuple(tuple(e) for e in actions[cut:]))


def take_back(record: dict, seat: int, people):
    """``(game, Undo)``: the game replayed from the record without the taken-back
    actions; or a ``Refusal``."""
    point = undo_point(record, seat, people)
    if isinstance(point, Refusal):
        return point
    return replay(record, upto=point.cut), point
