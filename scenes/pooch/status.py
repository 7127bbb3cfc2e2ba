"""The status line over the middle of the You Shady Pooch! table (who leads, who is
named and what they must beat, who keeps everyone waiting: then in gold) and, for one
person who is named, the pick-up button beside their hand."""
from __future__ import annotations

import pygame

from scenes.frame import fonts, look
from scenes.table.controls import Chip
from scenes.pooch import art
from scenes.pooch.words import card_words

from game.pooch.cards import QUEENS, SHADY, WILD


class StatusLine:
    """PoochTable's status line and pick-up button."""

    def draw_over(self, surface, view) -> None:
        g = self.geo()
        status = self.status(view)
        if status:
            nudge = self.nudged() is not None
            img = fonts.text(status, look.text_size(g.size, 17), look.GOLD if nudge else look.INK, bold=True)
            rect = img.get_rect(center=(g.size[0] // 2, g.status_y))
            pygame.draw.rect(surface, look.PANEL, rect.inflate(16, 6), border_radius=8)
            if nudge:
                pygame.draw.rect(surface, look.GOLD, rect.inflate(16, 6), width=2, border_radius=8)
            surface.blit(img, rect)
        self.update_bar(view)
        if self.bar.active:
            spot = g.seats[self.people[0].seat]
            self.bar.place((round(g.size[0] * 0.895), spot.hand_centre[1]), g.size, round(g.size[0] * 0.19))
            self.bar.draw(surface, keyboard=False)

    def status(self, view) -> str:
        names = view["names"]
        if view["phase"] == "over" or self.resting:  # (a summary or the game-over screen says it)
            return ""
        if self.countdown > 0:
            return f"Round {view['round']}: get ready"
        solo = self.people[0] if len(self.people) == 1 else None
        idle = self.nudged()
        if idle is not None:
            key = self.keys.label(idle.zone, "act")
            return f"{names[idle.seat]}, everyone waits for your lead: press {key} to play"
        if view["phase"] == "lead":
            leader = view["leader"]
            if solo is not None and solo.seat == leader:
                return "Your lead: choose a card and a target, then play it (or click the player)"
            return f"{names[leader]} leads"
        named, namer, top = view["named"], view["namer"], view["top"]
        if not self.window_open(view):
            return f"{names[namer]} names {names[named]}…"
        if solo is not None and solo.seat == named:
            if top == SHADY:
                return "You are named: play a Queen or pick up the pile"
            return f"You are named: beat {card_words(top)}, play a Queen, or pick up"
        if top == SHADY:
            return f"{names[named]} must play a Queen or pick up"
        if top in QUEENS:
            return f"{names[named]} must answer {card_words(top)}"
        return f"{names[named]} must beat {card_words(top)}  ·  others may dogpile a lower {self.suit_words(top)}"

    @staticmethod
    def suit_words(top: str) -> str:
        if top == WILD:
            return "0"
        return art.SYMBOLS[top[0]]

    def update_bar(self, view) -> None:
        solo = self.people[0] if len(self.people) == 1 and not self.replaying else None
        if solo is not None and view["phase"] == "respond" and view["named"] == solo.seat:
            key = self.keys.label(solo.zone, "alt")
            self.bar.set([Chip(f"Pick up ({key})", "pickup", primary=True)])
        else:
            self.bar.clear()
