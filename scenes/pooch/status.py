"""The status line over the middle of the You Shady Pooch! table (who leads, who is
named and what they must beat, who keeps everyone waiting: then in gold) and, for one
person who is named, the pick-up button beside their hand."""
from __future__ import annotations

import pygame

from game.language import _
from scenes.frame import fonts, look
from scenes.table.controls import Chip
from scenes.pooch import art
from scenes.pooch.words import card_words

from game.pooch.cards import QUEENS, SHADY, WILD


class StatusLine:
    """PoochTable's status line and pick-up button."""

    def draw_over(self, surface, view) -> None:
        g = self.geo()
        shown = self.status_box(view, g)
        if shown is not None:
            lines, box, nudge = shown
            pygame.draw.rect(surface, look.PANEL, box, border_radius=8)
            if nudge:
                pygame.draw.rect(surface, look.GOLD, box, width=2, border_radius=8)
            y = box.top + 3
            for img in lines:
                surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += img.get_height()
        self.update_bar(view)
        if self.bar.active:
            spot = g.seats[self.people[0].seat]
            self.bar.place((round(g.size[0] * 0.895), spot.hand_centre[1]), g.size, round(g.size[0] * 0.19))
            self.bar.draw(surface, keyboard=False)

    def status_span(self, g, top: int, height: int) -> tuple[int, int]:
        """The free width for the status line from ``top`` down ``height`` pixels:
        between the seats round the top whose panel or cards reach down there."""
        w = g.size[0]
        band = pygame.Rect(0, top, w, height)
        left, right = g.margin, w - g.margin
        for spot in g.seats.values():
            if spot.bottom or not spot.block.colliderect(band):
                continue
            if spot.block.centerx < w // 2:
                left = max(left, spot.block.right + 8)
            else:
                right = min(right, spot.block.left - 8)
        return left, right

    def status_box(self, view, g) -> tuple[list, pygame.Rect, bool] | None:
        """The status line's pictures (one line, or two when it fits no other way), the
        panel behind them, and whether it nudges: centred at ``status_y``, never over
        a seat's panel or cards (a smaller size first, then two lines)."""
        text = self.status(view)
        if not text:
            return None
        nudge = self.nudged() is not None
        colour = look.GOLD if nudge else look.INK
        full = look.text_size(g.size, 17)
        lines = [text]
        for size in range(full, max(10, round(full * 0.85)) - 1, -1):
            w, h = fonts.font(size, bold=True).size(text)
            left, right = self.status_span(g, g.status_y - h // 2 - 3, h + 6)
            if w + 16 <= right - left:
                break
        else:
            size = full
            h = fonts.font(size, bold=True).get_linesize()
            left, right = self.status_span(g, g.status_y - h // 2 - 3, 2 * h + 6)
            lines = fonts.wrap(text, size, right - left - 16, bold=True)
        imgs = [fonts.text(line, size, colour, bold=True) for line in lines]
        box = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 16, sum(i.get_height() for i in imgs) + 6)
        box.midtop = (g.size[0] // 2, g.status_y - imgs[0].get_height() // 2 - 3)
        box.left = max(left, min(box.left, right - box.w))
        return imgs, box, nudge

    def status(self, view) -> str:
        names = view["names"]
        if view["phase"] == "over" or self.resting:  # (a summary or the game-over screen says it)
            return ""
        if self.countdown > 0:
            return _("Round {round}: get ready").format(round=view["round"])
        solo = self.people[0] if len(self.people) == 1 else None
        idle = self.nudged()
        if idle is not None:
            key = self.keys.label(idle.zone, "act")
            return _("{name}, everyone waits for your lead: press {key} to play").format(name=names[idle.seat], key=key)
        if view["phase"] == "lead":
            leader = view["leader"]
            if solo is not None and solo.seat == leader:
                return _("Your lead: choose a card and a target, then play it (or click the player)")
            return _("{name} leads").format(name=names[leader])
        named, namer, top = view["named"], view["namer"], view["top"]
        if not self.window_open(view):
            return _("{namer} names {named}…").format(namer=names[namer], named=names[named])
        if solo is not None and solo.seat == named:
            if top == SHADY:
                return _("You are named: play a Queen or pick up the pile")
            return _("You are named: beat {card}, play a Queen, or pick up").format(card=card_words(top))
        if top == SHADY:
            return _("{name} must play a Queen or pick up").format(name=names[named])
        if top in QUEENS:
            return _("{name} must answer {card}").format(name=names[named], card=card_words(top))
        return _("{name} must beat {card}  ·  others may dogpile a lower {suit}").format(
            name=names[named], card=card_words(top), suit=self.suit_words(top))

    @staticmethod
    def suit_words(top: str) -> str:
        if top == WILD:
            return "0"
        return art.SYMBOLS[top[0]]

    def update_bar(self, view) -> None:
        solo = self.people[0] if len(self.people) == 1 and not self.replaying else None
        if solo is not None and view["phase"] == "respond" and view["named"] == solo.seat:
            key = self.keys.label(solo.zone, "alt")
            self.bar.set([Chip(_("Pick up ({key})").format(key=key), "pickup", primary=True)])
        else:
            self.bar.clear()
