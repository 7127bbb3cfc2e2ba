"""What a seat can infer from its own view: the unseen cards, what its hidden slots
may hold, and sampled worlds consistent with the clues.

Pure helpers for the bots (they get only ``view(seat)``). A *world* maps every hidden
slot ``(owner, slot)`` to a card code; with the visible cards it gives every hand.
The win chances use the uniform-random-play model: a card wins a shift when every
other player's card in it is lower, each drawn from that player's remaining cards.
"""
from __future__ import annotations

from game.hounds.cards import CERBERUS, HOUND_OF, MOPS, NUMBER_OF, RANK, kennel

MOPS_SET = frozenset(MOPS)


class Constraint:
    """What one hidden slot may hold: a token hound / number, hounds and numbers it
    cannot be, and whether a Mops can be there (only a traded-in card can)."""

    __slots__ = ("hound", "number", "not_hounds", "not_numbers", "mops_ok")

    def __init__(self, mops_ok=False):
        self.hound = None
        self.number = None
        self.not_hounds: set = set()
        self.not_numbers: set = set()
        self.mops_ok = mops_ok

    def fits(self, code: str) -> bool:
        if not self.mops_ok and code in MOPS_SET:
            return False
        h, v = HOUND_OF[code], NUMBER_OF[code]
        if self.hound is not None and h != self.hound:
            return False
        if self.number is not None and v != self.number:
            return False
        return h not in self.not_hounds and v not in self.not_numbers

    def copy(self) -> "Constraint":
        c = Constraint(self.mops_ok)
        c.hound, c.number = self.hound, self.number
        c.not_hounds, c.not_numbers = set(self.not_hounds), set(self.not_numbers)
        return c


def apply_clue_set(constraints: dict, owner: int, clue: dict, changed) -> None:
    """Add one clue set about ``owner``'s stand (``{"clue", "what", "slots", "tokens"}``)
    to the constraints of that stand's hidden slots; slots whose card changed since
    (``changed``: a set of slots) ignore it."""
    slots = set(clue["slots"])
    for k, h, v in clue.get("tokens", ()):
        con = constraints.get((owner, k))
        if con is None or k in changed:
            continue
        if h is not None:
            con.hound = h
        if v is not None:
            con.number = v
    if clue["clue"] in ("hound", "value"):
        for (o, k), con in constraints.items():
            if o != owner or k in slots or k in changed:
                continue
            if clue["clue"] == "hound":
                con.not_hounds.add(clue["what"])
            else:
                con.not_numbers.add(clue["what"])


class Knowledge:
    """The seat's picture of the round, built from its view.

    ``hands[s]``: the codes of ``s``'s remaining cards this seat sees (Cerberus
    included); ``hidden``: the hidden slots ``(owner, slot)``; ``pool``: every code
    this seat has not seen (hidden slots, dead hand, discarded card).
    """

    def __init__(self, view: dict, memory_clues=None, use_clues=True, negatives=True):
        self.me = view["seat"]
        self.n = view["players"]
        seen = set()
        self.hands: list[list[str]] = []
        self.slot_cards: list[list] = []  # owner -> slot -> code / "?" / None
        self.hidden: list[tuple[int, int]] = []
        self.constraints: dict = {}
        for st in view["stands"]:
            owner = st["seat"]
            row, hand = [], []
            for k, slot in enumerate(st["slots"]):
                if slot["empty"]:
                    row.append(None)
                elif slot["hidden"]:
                    row.append("?")
                    self.hidden.append((owner, k))
                    con = Constraint(mops_ok=slot["mops"])
                    if use_clues:
                        con.hound = slot["clue_hound"]
                        con.number = slot["clue_number"]
                    self.constraints[(owner, k)] = con
                else:
                    row.append(slot["card"])
                    hand.append(slot["card"])
                    seen.add(slot["card"])
            self.slot_cards.append(row)
            self.hands.append(hand)
        for w in view["shifts"]:
            seen.update(c for _, c in w["cards"])
        self.shift_cards = [c for _, c in view["shift"]["cards"]]
        seen.update(self.shift_cards)
        if use_clues:
            for st in view["stands"]:
                owner = st["seat"]
                changed = {k for k, slot in enumerate(st["slots"]) if slot["mops"] or slot["cerberus"]}
                sets = st["clue_sets"]
                if memory_clues is not None and owner == self.me:
                    sets = memory_clues
                for clue in sets:
                    if negatives:
                        apply_clue_set(self.constraints, owner, clue, changed)
                    else:
                        apply_clue_set(self.constraints, owner, {**clue, "clue": "card"}, changed)
        self.pool = [c for c in kennel(self.n) + list(MOPS) if c not in seen]
        self.candidates = {}
        for key in self.hidden:
            con = self.constraints[key]
            cands = [c for c in self.pool if con.fits(c)]
            if not cands:  # a forgotten or misremembered clue: fall back on the pool
                cands = [c for c in self.pool if c not in MOPS_SET or con.mops_ok] or list(self.pool)
            self.candidates[key] = cands
        self.order = sorted(self.hidden, key=lambda key: len(self.candidates[key]))

    def sample(self, rng) -> dict:
        """One world: a code for each hidden slot, all different, fitting the clues
        where possible."""
        for _ in range(4):
            used, world, ok = set(), {}, True
            for key in self.order:
                cands = self.candidates[key]
                pick = None
                for _ in range(6):
                    c = cands[int(rng.random() * len(cands))]
                    if c not in used:
                        pick = c
                        break
                if pick is None:
                    free = [c for c in cands if c not in used]
                    if not free:
                        ok = False
                        break
                    pick = free[int(rng.random() * len(free))]
                used.add(pick)
                world[key] = pick
            if ok:
                return world
        used, world = set(), {}
        free = list(self.pool)
        rng.shuffle(free)
        for key in self.order:
            world[key] = free.pop()
        return world

    def hands_in(self, world: dict) -> list[list[int]]:
        """Every seat's remaining cards as ranks, in that world."""
        out = []
        for owner, row in enumerate(self.slot_cards):
            out.append([RANK[world[(owner, k)]] if c == "?" else RANK[c]
                        for k, c in enumerate(row) if c is not None])
        return out

    def my_slots(self) -> list[int]:
        return [k for k, c in enumerate(self.slot_cards[self.me]) if c is not None]

    def card_at(self, world: dict, owner: int, k: int) -> str:
        c = self.slot_cards[owner][k]
        return world[(owner, k)] if c == "?" else c

    def dead_cards(self, world: dict) -> list[str]:
        """The unseen cards no hidden slot holds in that world (dead hand and
        the card Cerberus sent away)."""
        taken = set(world.values())
        return [c for c in self.pool if c not in taken]


def below(r: int, hand) -> float:
    """Chance that a random card of ``hand`` is easier than rank ``r``."""
    if not hand:
        return 1.0
    return sum(1 for x in hand if x < r) / len(hand)


def win_chance(r: int, seat: int, hands) -> float:
    """Chance that rank ``r`` of ``seat`` works its shift under random play."""
    p = 1.0
    for j, hand in enumerate(hands):
        if j != seat and hand:
            p *= below(r, hand)
            if p == 0.0:
                break
    return p


def expected_shifts(seat: int, hands) -> float:
    return sum(win_chance(r, seat, hands) for r in hands[seat])


CERBERUS_RANK = RANK[CERBERUS]
