"""The people at a shared keyboard: each has a key zone, a selected card in their
hand and a target to name. One key does "the right thing" for the moment the
person saw: lead or answer when it is their turn, otherwise dogpile."""
from __future__ import annotations

from dataclasses import dataclass

from game.language import _
from game.pooch.notation import UNNAMED


@dataclass(frozen=True)
class Seen:
    """What the table showed when a key went down (the frame before it is handled):
    presses in one frame are simultaneous, so each is judged by this, not by what an
    earlier press in the same frame changed."""
    phase: str
    leader: int | None
    namer: int | None
    named: int | None
    window: int | None
    landed: bool  # the naming card is on the pile: the dogpile window is open on screen
    #: the window on screen until the answer now flying closed it (else ``None``): a
    #: dogpile pressed then is for that window, and too late
    answered: int | None = None


@dataclass
class Person:
    seat: int
    zone: str
    players: int
    cursor: int = 0
    card: str | None = None
    target: int = 0

    def __post_init__(self):
        self.target = (self.seat + 1) % self.players

    def follow(self, hand: list[str]) -> None:
        """Keep the cursor on the same card when the hand changes."""
        if not hand:
            self.cursor, self.card = 0, None
            return
        if self.card in hand and (self.cursor >= len(hand) or hand[self.cursor] != self.card):
            self.cursor = hand.index(self.card)
        self.cursor = max(0, min(self.cursor, len(hand) - 1))
        self.card = hand[self.cursor]

    def move(self, hand: list[str], step: int) -> None:
        self.follow(hand)
        if hand:
            self.cursor = (self.cursor + step) % len(hand)
            self.card = hand[self.cursor]

    def point(self, hand: list[str], index: int) -> None:
        if 0 <= index < len(hand):
            self.cursor, self.card = index, hand[index]

    def next_target(self) -> None:
        self.target = (self.target + 1) % self.players
        if self.target == self.seat:
            self.target = (self.target + 1) % self.players

    def aim(self, seat: int) -> None:
        if seat != self.seat and 0 <= seat < self.players:
            self.target = seat

    def role(self, seen: Seen) -> str:
        """'lead', 'answer', 'dogpile' or 'wait': what the act key means now."""
        if seen.phase == "lead" and seen.leader == self.seat:
            return "lead"
        if seen.window is not None and seen.named == self.seat:
            return "answer"
        if seen.window is not None and seen.namer != self.seat:
            return "dogpile"
        return "wait"

    def intent(self, seen: Seen, names: list[str]) -> tuple[str | None, str | None]:
        """(action notation, None) to try, or (None, why nothing is tried)."""
        card = self.card
        if card is None:
            return None, _("You have no cards")
        role = self.role(seen)
        if role in ("lead", "answer"):
            verb = "lead" if role == "lead" else "respond"
            return (f"{verb} {card}" if card in UNNAMED else f"{verb} {card} name {self.target}"), None
        if seen.window is not None and seen.namer == self.seat:
            return None, _("You named {name}: wait for their answer (you may not dogpile now)").format(
                name=names[seen.named])
        if role == "dogpile":
            if not seen.landed:
                if seen.answered is not None:
                    return f"dogpile {card} @{seen.answered}", None
                return None, _("Wait for the card to land: dogpiles count once it is on the pile")
            return f"dogpile {card} @{seen.window}", None
        if seen.phase == "lead" and seen.leader is not None:
            return None, _("{name} leads: dogpile once someone is named").format(name=names[seen.leader])
        return None, _("Nothing to play now")
