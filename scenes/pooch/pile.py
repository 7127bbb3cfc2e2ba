"""The middle of the You Shady Pooch! table: the pile fanned so its depth shows, a
tab over each card in the colour of whoever put it there, the dogpile window's ring
round the top card (shrinking with the shot clock, or pulsing without one), the pot
of bones and the discard."""
from __future__ import annotations

import math

import pygame

from game.language import _, ngettext
from scenes.frame import fonts, look
from scenes.pooch import art
from scenes.pooch.geometry import Geometry

from game.pooch.cards import QUEENS


class Pile:
    """PoochTable's drawing of the middle of the table."""

    def draw_pot(self, surface, view, g: Geometry) -> None:
        cx, cy = g.pot_centre
        length = max(24, g.pile_w // 2)
        bone = art.bone(length)
        pot = view["pot"]
        shown = min(pot, 8)
        per_row = 4
        for i in range(shown):
            row, col = divmod(i, per_row)
            in_row = min(per_row, shown - row * per_row)
            x = cx + (col - (in_row - 1) / 2) * (length + 4)
            y = cy + row * (bone.get_height() + 4) - bone.get_height()
            surface.blit(bone, bone.get_rect(center=(round(x), round(y))))
        label = fonts.text(ngettext("Pot: {count} bone", "Pot: {count} bones", pot).format(count=pot), g.ts, look.INK,
                           bold=True)
        surface.blit(label, label.get_rect(midtop=(cx, cy + bone.get_height() * 2 + 4)))

    def draw_discard(self, surface, view, g: Geometry) -> None:
        if not view["discard_pile"]:
            pygame.draw.rect(surface, look.FELT_LIGHT, g.discard, width=2, border_radius=max(4, g.discard.w // 10))
        img = fonts.text(_("Discard: {count}").format(count=view["discard"]), g.ts, look.INK_DIM)
        surface.blit(img, img.get_rect(midtop=(g.discard.centerx, g.discard.bottom + 4)))
        if view["aside"]:
            img = fonts.text(_("Set aside: {count}").format(count=view["aside"]), g.ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(g.discard.centerx, g.discard.bottom + 4 + g.line)))

    def draw_pile_tabs(self, surface, view, g: Geometry) -> None:
        """A tab in the player's colour above each pile card: who put it there."""
        rects = g.pile_rects(len(view["pile"]))
        if not rects:
            live = [item for _, item in self.motion.live]
            if self.countdown > 0 or any(shout in live for shout in self._centre):
                return  # the countdown's number or a call-out is there
            img = fonts.text(_("The pile is empty"), g.ts, look.INK_DIM)
            surface.blit(img, img.get_rect(center=g.pile_centre))
            return
        step = rects[1].x - rects[0].x if len(rects) > 1 else rects[0].w
        tab_h = max(8, g.ts - 2)
        hidden = self.motion.hidden()
        for i, (rect, seat) in enumerate(zip(rects, view["pile_by"])):
            if f"pile:{i}" in hidden:
                continue
            width = rect.w if i == len(rects) - 1 else max(4, min(rect.w, step) - 1)
            tab = pygame.Rect(rect.x + 2, rect.top - tab_h, width - 2, tab_h)  # above the card, not on it
            pygame.draw.rect(surface, look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)], tab, border_top_left_radius=4,
                             border_top_right_radius=4)
            if width >= tab_h:
                mark = fonts.text(self.match.names[seat][:1], max(10, tab_h - 2), look.PANEL, bold=True)
                surface.blit(mark, mark.get_rect(midleft=(tab.left + 2, tab.centery)).clamp(tab))
        count = len(view["pile"])
        img = fonts.text(ngettext("Pile: {count} card", "Pile: {count} cards", count).format(count=count), g.ts,
                         look.INK_DIM)
        # with the other counts, over the discard (under the ring is where refusals are told,
        # and the pile fans out either side of it)
        surface.blit(img, img.get_rect(midbottom=(g.discard.centerx, g.discard.top - 4)))

    def draw_window(self, surface, view, g: Geometry) -> None:
        """The dogpile window round the top card: a ring that shrinks with the shot
        clock, or a pulsing glow without one. Only once the naming card has landed."""
        if not self.window_open(view) or not view["pile"]:
            return
        top = g.pile_rects(len(view["pile"]))[-1]
        radius = g.ring_radius
        ring = pygame.Rect(0, 0, radius * 2, radius * 2)
        ring.center = top.center
        queen = view["top"] in QUEENS
        clock = view["shot_clock"]
        if clock:
            left = max(0.0, view["named_at"] + clock - view["now"]) / clock
            colour = look.GOOD if left > 0.5 else (look.GOLD if left > 0.25 else look.DANGER)
            pygame.draw.circle(surface, look.PANEL, ring.center, radius, 6)
            if left > 0:
                start = math.pi / 2
                pygame.draw.arc(surface, colour, ring, start, start + 2 * math.pi * left, 7)
            secs = fonts.text(f"{max(0.0, left * clock):.1f} s", g.ts, colour, bold=True)
            surface.blit(secs, secs.get_rect(midleft=(ring.right + 6, ring.centery)))
        else:
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
            colour = look.INK_DIM if queen else look.GLOW
            for k in range(3):
                width = 3 + round(pulse * 4) - k
                if width > 0:
                    pygame.draw.circle(surface, colour, ring.center, radius + k * 5 + round(pulse * 4), width)
        if self.note_showing():
            return  # a hint's or a lesson's note lies above the ring and says more
        if queen:
            img = fonts.text(_("Queen on top: no dogpiles"), g.ts, look.INK_DIM)
        else:
            img = fonts.text(_("Dogpile window open"), g.ts, look.GLOW, bold=True)
        clear = 4 if clock else 18  # above the ring, the pulse's outer circles included
        surface.blit(img, img.get_rect(midbottom=(ring.centerx, ring.top - clear)))

    @staticmethod
    def ring_box(g: Geometry) -> pygame.Rect:
        """The square round the dogpile window's ring."""
        box = pygame.Rect(0, 0, 2 * g.ring_radius + 8, 2 * g.ring_radius + 8)
        box.center = g.pile_centre
        return box
