"""Drawing a table: the cards from the looking person's view, the keyboard's caret, the
menu button, the connection line of an online game and the countdown (a mixin of
``TableScene``; each game draws its own table under and over these)."""
from __future__ import annotations

from game.language import _
import math

import pygame

from scenes.frame import fonts, look, trace
from scenes.frame.felt import felt
from scenes.table.layout import RING, Placement


class Painting:
    def addressed(self) -> list[int]:
        """The seats the table speaks to now: those whose move the status line waits for
        (nobody while a finished round is still being shown)."""
        if self.match.is_over or self.replaying or self.held_view is not None:
            return []
        return list(self.match.to_act())

    def draw(self, surface: pygame.Surface) -> None:
        trace.note(viewer=self.viewer, addressed=self.addressed())
        surface.blit(felt(surface.get_size()), (0, 0))
        view = self.view()
        self.draw_table(surface, view)
        self.draw_cards(surface, self.placements())
        self.motion.draw(surface, self.art)
        self.draw_over(surface, view)
        self.draw_hud(surface)
        self.draw_pads(surface)  # who plays with which pad (scenes/table/pads.py)

    def draw_cards(self, surface: pygame.Surface, placements: list[Placement]) -> None:
        hidden = self.motion.hidden()
        sent = self.sent_cards()
        for p in placements:
            if p.key in hidden:
                continue
            waiting = p.face in sent and p.key.startswith("hand:")
            rect = p.rect.move(0, -p.rect.h // 7) if (p.selected or waiting) else \
                (p.rect.move(0, -round(p.rect.h * self.focus_lift)) if p.focus else p.rect)
            radius = max(4, rect.w // 10)
            if waiting:
                pygame.draw.rect(surface, look.GOLD, rect.inflate(8, 8), width=3, border_radius=radius)
            elif p.legal or p.selected:
                colour = look.GOLD if p.selected else look.GLOW
                pygame.draw.rect(surface, colour, rect.inflate(8, 8), width=3, border_radius=radius)
            if p.focus:  # the keyboard's card: lifted, ringed in its own colour, a caret under it
                pygame.draw.rect(surface, look.FOCUS, rect.inflate(2 * RING, 2 * RING), width=3, border_radius=radius + 4)
            surface.blit(self.art.card(p.face, rect.w), rect.topleft)
            if p.dim:
                surface.blit(self.art.shade(rect.w), rect.topleft)
            if p.focus:
                self.draw_caret(surface, rect)

    @staticmethod
    def draw_caret(surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A small triangle pointing up at the focused card from just under its ring
        (smaller where the window's edge is near)."""
        tip = rect.bottom + 8
        size = min(max(6, rect.w // 6), surface.get_height() - tip - 1)
        if size < 4:
            return
        x = rect.centerx
        points = [(x, tip), (x - size, tip + size), (x + size, tip + size)]
        pygame.draw.polygon(surface, look.FOCUS, points)
        pygame.draw.polygon(surface, look.SHADOW, points, 1)

    def draw_hud(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        ts = look.text_size(size, 16)
        label = fonts.text(_("Menu (Esc)"), ts, look.INK)
        self.menu_button = label.get_rect(topright=(size[0] - 12, 10)).inflate(16, 10)
        pygame.draw.rect(surface, look.PANEL, self.menu_button, border_radius=8)
        pygame.draw.rect(surface, look.PANEL_EDGE, self.menu_button, width=2, border_radius=8)
        surface.blit(label, label.get_rect(center=self.menu_button.center))
        if self.message and not self.message_stale():  # (a refusal of a step gone is not shown, even for a frame)
            self.draw_message(surface, self.message)
        if self.online:
            self.draw_connection(surface)
        if self.countdown > 0:
            n = math.ceil(self.countdown)
            img = fonts.text(str(n), look.text_size(size, 120), look.GOLD, bold=True)
            rect = img.get_rect(center=self.countdown_centre(size))
            surface.blit(img, rect)
            waiting = getattr(self, "waiting_for", None)
            if waiting:  # online: the round waits for people whose window holds a pop-up
                words = fonts.text(_("Waiting for {names} to be ready").format(names=", ".join(waiting)), look.text_size(size, 18), look.INK,
                                   bold=True)
                place = words.get_rect(midtop=(rect.centerx, rect.bottom + 4))
                place.clamp_ip(surface.get_rect())
                pygame.draw.rect(surface, look.PANEL, place.inflate(16, 8), border_radius=8)
                surface.blit(words, place)

    @staticmethod
    def draw_status(surface: pygame.Surface, text: str, bottom: int) -> None:
        """A bold line in a panel, centred, whose bottom edge is at ``bottom`` (whose
        turn it is, above the hand)."""
        size = surface.get_size()
        img = fonts.text(text, look.text_size(size, 18), look.INK, bold=True)
        rect = img.get_rect(midbottom=(size[0] // 2, bottom))
        surface.fill(look.PANEL, rect.inflate(0, 6))  # opaque: what it lies over is hidden
        pygame.draw.rect(surface, look.PANEL, rect.inflate(16, 6), border_radius=8)
        surface.blit(img, rect)

    @staticmethod
    def hand_card_rect(seat: int, card: str, before: dict, middle: bool = False) -> pygame.Rect | None:
        """Where a card leaving ``seat``'s hand was drawn before the move: its face,
        else one of the seat's card backs (the last, or the middle one), else None."""
        for key, p in before.items():
            if key.startswith(f"hand:{seat}:{card}#"):
                return p.rect.copy()
        backs = [p for key, p in before.items() if key.startswith(f"hand:{seat}:#")]
        if backs:
            return backs[len(backs) // 2 if middle else -1].rect.copy()
        return None

    def countdown_centre(self, size: tuple[int, int]) -> tuple[int, int]:
        """Where the 3-2-1 before a real-time round is drawn (a table with things in
        the middle puts it in free space)."""
        return size[0] // 2, size[1] // 2

    #: the message box's text size (before scaling to the window)
    message_text = 19
