"""Clues in words, and memory mode: a clue just given stays in sight for a few seconds
only, and with several people the screen passes to the player clued so they can look."""
from __future__ import annotations

from game.language import _
import pygame

from scenes.frame import look
from scenes.hounds.geometry import Geometry

from game.hounds.cards import HOUND_NAMES

#: how long a memory-mode clue stays in sight
LOOK_SECONDS = 4.0


def clue_words(data: dict, names) -> str:
    giver, target = names[data['giver']], names[data['target']]
    if data["clue"] == "hound":
        return _("{giver} clues {target}: every {hound}").format(giver=giver, target=target, hound=HOUND_NAMES[data['what']])
    if data["clue"] == "value":
        return _("{giver} clues {target}: every {number}").format(giver=giver, target=target, number=data['what'])
    return _("{giver} clues {target}: slot {number} in full").format(giver=giver, target=target, number=data['what'] + 1)


class ClueLook:
    """Mixed into the Hounds table: its ``look`` (the target, the seconds left, the
    step it belongs to, and whether it holds the table for a person)."""

    def holding_look(self) -> bool:
        return bool(self.look and self.look["hold"])

    def draw_look(self, surface, view, g: Geometry) -> None:
        """Memory mode: the clue just given, for a few seconds only."""
        clue = view.get("recent_clue")
        if not clue or not self.look or self.look["step"] != self.match.step:
            return
        left = self.look["left"]
        alpha = 255 if left > 1.0 else max(0, round(255 * left))
        block = g.stands[clue["target"]]
        size = max(14, round(block.card_w * 0.4))
        for k, hound, number in clue["tokens"]:
            rect = block.slots[k]
            pygame.draw.rect(surface, look.GLOW, rect.inflate(6, 6), width=2, border_radius=8)
            self.draw_tokens(surface, rect, hound, number, size, self.palette(), alpha)

    def end_look(self) -> bool:
        if self.holding_look() and self.viewer == self.look["target"]:
            self.look = None
            self.touch()
            return True
        return False

    def next_human(self) -> int | None:
        if self.holding_look():
            return self.look["target"]
        return super().next_human()

    def addressed(self) -> list[int]:
        """During a memory-mode look the screen speaks to the person remembering the clue."""
        if self.holding_look():
            return [self.look["target"]]
        return super().addressed()

    def handoff_note(self, seat: int) -> str:
        if self.holding_look() and seat == self.look["target"]:
            return _("A clue for you to remember (memory mode)")
        return ""

    def run_bots(self) -> None:
        if self.holding_look():
            return
        super().run_bots()
