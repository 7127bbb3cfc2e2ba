"""Where everything sits on the You Shady Pooch! table for one window size: the
people's hands side by side along the bottom (each with its key legend), the other
seats on an arc across the top, and the pile, pot and discard in the middle."""
from __future__ import annotations

import math

import pygame

from scenes.frame import look
from scenes.table.cards import card_height
from scenes.table.layout import seats_round


#: how far a person's keyboard card lifts (a share of its height) and how far its ring
#: reaches beyond it: the panel above the hand starts clear of both
FOCUS_LIFT = 1 / 7
FOCUS_RING = 7


class Seat:
    """One seat's block: a name panel and the hand's fan below it (or, for the
    people at the bottom, two lines of text above the hand)."""

    def __init__(self, panel: pygame.Rect, hand_centre: tuple[int, int], hand_width: int, card_w: int,
                 bottom: bool):
        self.panel = panel
        self.hand_centre = hand_centre
        self.hand_width = hand_width
        self.card_w = card_w
        self.bottom = bottom
        hand = pygame.Rect(0, 0, hand_width, card_height(card_w))
        hand.center = hand_centre
        #: what an arrow must not cross: the panel, and for the seats round the top their hand
        self.block = panel.copy() if bottom else panel.union(hand)

    @property
    def anchor(self) -> tuple[int, int]:
        """Where arrows and flying bones point at this seat."""
        return self.block.center


class Geometry:
    def __init__(self, size: tuple[int, int], players: int, bottom: list[int], card_scale: float):
        w, h = size
        self.size = size
        self.ts = look.text_size(size, 15)
        self.line = round(self.ts * 1.45)
        self.margin = max(8, h // 80)
        k = len(bottom)
        column = w / max(1, k)
        #: text lines in a person's panel: name, then the key legend (on two lines when
        #: three or four hands share the bottom, so every legend keeps its move keys)
        self.panel_lines = 3 if k >= 3 else 2
        # three or four hands side by side overlap their cards more, so they may be bigger
        self.card_w = max(34, round(min(w / 16, h / 7.6, column / (4.2 if k >= 3 else 5.0)) * card_scale))
        self.card_h = card_height(self.card_w)
        self.ring_w = max(26, round(min(w / 26, h / 14.5) * card_scale))
        self.ring_h = card_height(self.ring_w)
        self.pile_w = max(40, round(min(w / 15, h / 8.2) * card_scale))
        self.pile_h = card_height(self.pile_w)
        self.seats: dict[int, Seat] = {}

        # the people along the bottom, left to right in seat order
        self.hand_y = h - self.margin - self.card_h // 2
        lifted_top = self.hand_y - self.card_h // 2 - math.ceil(self.card_h * FOCUS_LIFT)
        self.band_top = lifted_top - FOCUS_RING - 2 - self.panel_lines * self.line - 4 if k else h
        for i, seat in enumerate(bottom):
            left = round(i * column)
            col = pygame.Rect(left, 0, round(column), h)
            hand_width = round(w * 0.56) if k == 1 else col.w - 28
            panel = pygame.Rect(col.left + 10, self.band_top, col.w - 20, self.panel_lines * self.line + 6)
            if k == 1:
                panel.width = hand_width + self.card_w
                panel.centerx = col.centerx
            self.seats[seat] = Seat(panel, (col.centerx, self.hand_y), hand_width, self.card_w, True)

        # everyone else round the top (or, with nobody at the bottom, round the table)
        ring = [s for s in range(players) if s not in bottom]
        m = len(ring)
        panel_h = 2 * self.line + 8
        block_h = panel_h + 6 + self.ring_h
        top = self.margin + round(h * 0.01)
        if k:
            depth = h * 0.2
            points = []
            for i in range(m):
                a = math.pi - math.pi * (i + 0.5) / m
                points.append((round(w / 2 + math.cos(a) * w * 0.40), round(top + (1 - math.sin(a)) * depth)))
        else:
            area = pygame.Rect(round(w * 0.12), top, round(w * 0.76), round(h - top - block_h - self.margin))
            around = seats_round(players, 0, area)
            points = [(around[s][0], around[s][1] - block_h // 2) for s in ring]
            points = [(x, max(top, y)) for x, y in points]
        xs = sorted(x for x, _ in points)
        gaps = [b - a for a, b in zip(xs, xs[1:])] if k else []
        spacing = min(gaps) if gaps else w
        pw = max(110, min(round(230 * look.scale(size)), spacing - 10))
        for seat, (x, y) in zip(ring, points):
            panel = pygame.Rect(0, 0, pw, panel_h)
            panel.midtop = (x, y)
            panel.clamp_ip(pygame.Rect(0, 0, w, h).inflate(-2 * self.margin, -2 * self.margin))
            centre = (panel.centerx, panel.bottom + 6 + self.ring_h // 2)
            self.seats[seat] = Seat(panel, centre, pw, self.ring_w, False)

        # the middle: pile, pot, discard
        span = pygame.Rect(round(w * 0.27), 0, round(w * 0.46), h)  # the status line and the pile's width
        middle = [s for s in ring if self.seats[s].block.colliderect(span)]
        ring_bottom = max((self.seats[s].block.bottom for s in middle), default=round(h * 0.12))
        band = self.band_top if k else h - block_h
        self.status_y = ring_bottom + self.line
        cy = round((ring_bottom + self.line * 2 + band) / 2)
        if not k:
            cy = round(h * 0.48)
        self.pile_centre = (w // 2, cy)
        self.pile_max = round(w * 0.34)
        #: the dogpile window's ring round the top card
        self.ring_radius = round(math.hypot(self.pile_w, self.pile_h) / 2) + 8
        blocks = [spot.block.inflate(8, 8) for spot in self.seats.values()]
        bone_len = max(24, self.pile_w // 2)
        bone_h = max(6, bone_len * 9 // 20)
        pot = pygame.Rect(0, 0, 4 * (bone_len + 4) + 40, bone_h * 4 + 8 + self.line)
        pot.midtop = (round(w / 2 - w * 0.27), cy - bone_h * 3 // 2)
        pot = self.clear_of(pot, blocks)
        #: the pot's bones and its line
        self.pot = pot
        self.pot_centre = (pot.centerx, pot.top + bone_h * 3 // 2)
        self.discard = pygame.Rect(0, 0, self.ring_w + self.ring_w // 5, card_height(self.ring_w + self.ring_w // 5))
        self.discard.center = (round(w / 2 + w * 0.27), cy - self.line // 2)
        # the discard with its two lines ("Discard: 7", "Set aside: 4") under it, clear of the seats
        spot = pygame.Rect(0, 0, max(self.discard.w, 8 * self.ts), self.discard.h + 2 * self.line + 8)
        spot.midtop = self.discard.midtop
        spot = self.clear_of(spot, blocks)
        self.discard.midtop = spot.midtop
        #: the discard with its lines
        self.discard_spot = spot
        self.deck = pygame.Rect(0, 0, self.pile_w, self.pile_h)
        self.deck.center = self.pile_centre
        self.info = (self.margin + 4, self.margin)

    def clear_of(self, rect: pygame.Rect, blocks: list[pygame.Rect]) -> pygame.Rect:
        """``rect`` moved up or down (the nearest first) until it crosses no seat; as
        it was when nowhere is clear."""
        h = self.size[1]
        for dy in range(0, h, 4):
            for move in ((dy, -dy) if dy else (0,)):
                r = rect.move(0, move)
                if r.top >= self.margin and r.bottom <= h - self.margin and r.collidelist(blocks) < 0:
                    return r
        return rect

    def pile_rects(self, count: int) -> list[pygame.Rect]:
        """The pile fanned left to right, the top card last and whole: its depth shows."""
        if count <= 0:
            return []
        step = self.pile_w * 0.34
        if count > 1 and step * (count - 1) + self.pile_w > self.pile_max:
            step = (self.pile_max - self.pile_w) / (count - 1)
        total = step * (count - 1) + self.pile_w
        x0 = self.pile_centre[0] - total / 2
        top = self.pile_centre[1] - self.pile_h // 2
        return [pygame.Rect(round(x0 + i * step), top, self.pile_w, self.pile_h) for i in range(count)]

    def pile_box(self, count: int) -> pygame.Rect:
        rects = self.pile_rects(max(1, count))
        return rects[0].unionall(rects)
