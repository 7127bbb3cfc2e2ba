"""Where everything sits on the Heave Ho! table for one window size: the two sorting
panels side by side, and the tug-of-war board (six spaces, the score track, the team
stacks, the discard pile, both hands). Seat 0 is always on the left: its goal is
track space 1, as on the printed board."""
from __future__ import annotations

import pygame

from game.heaveho.board import TRACK
from game.heaveho.cards import COLOURS
from scenes.frame import look
from scenes.table.cards import card_height
from scenes.table.layout import fan


class Geometry:
    def __init__(self, size: tuple[int, int], card_scale: float = 1.0):
        w, h = size
        self.size = size
        self.ts = look.text_size(size, 16)
        self.top = max(36, round(h * 0.07))
        self._sort(w, h, card_scale)
        self._tug(w, h, card_scale)

    # -- the speed sort: two panels ------------------------------------------------------
    def _sort(self, w: int, h: int, card_scale: float) -> None:
        m = max(8, round(w * 0.02))
        pw = (w - 3 * m) // 2
        ph = h - self.top - m
        self.panels = [pygame.Rect(m, self.top, pw, ph), pygame.Rect(2 * m + pw, self.top, pw, ph)]
        ts = self.ts
        self.header_h = round(ts * 3.3)
        rest = ph - self.header_h - round(ts * 5.2)
        self.pair_w = max(44, round(min(pw * 0.27, rest / 1.62 / 1.4) * min(card_scale, 1.1)))
        self.pair_h = card_height(self.pair_w)
        self.pile_w = max(30, round(self.pair_w * 0.62))
        self.pile_h = card_height(self.pile_w)
        self.pair_gap = max(10, self.pair_w // 7)
        content = self.pair_h + round(ts * 3.0) + self.pile_h + round(ts * 1.6)
        self.pair_top = self.header_h + max(0, (ph - self.header_h - content) // 3)

    def pair_rects(self, seat: int) -> list[pygame.Rect]:
        p = self.panels[seat]
        y = p.top + self.pair_top
        cx = p.centerx + self.pair_w // 4   # room for the preparation stack on the left
        first = pygame.Rect(0, y, self.pair_w, self.pair_h)
        first.right = cx - self.pair_gap // 2
        second = pygame.Rect(cx + self.pair_gap // 2, y, self.pair_w, self.pair_h)
        return [first, second]

    def legend_y(self, seat: int) -> int:
        return self.pair_rects(seat)[0].bottom + round(self.ts * 0.9)

    def prep_rect(self, seat: int) -> pygame.Rect:
        first = self.pair_rects(seat)[0]
        r = pygame.Rect(0, 0, self.pile_w, self.pile_h)
        r.midright = (first.left - max(14, self.pair_gap * 2), first.centery)
        return r

    def pile_rects(self, seat: int) -> tuple[pygame.Rect, pygame.Rect]:
        """(the stack the sorter keeps for themself, the stack for the opponent)."""
        p = self.panels[seat]
        pair = self.pair_rects(seat)
        y = self.legend_y(seat) + round(self.ts * 1.6)
        y = min(y, p.bottom - self.pile_h - round(self.ts * 1.8))
        mine = pygame.Rect(0, y, self.pile_w, self.pile_h)
        theirs = mine.copy()
        mine.centerx = pair[0].centerx
        theirs.centerx = pair[1].centerx
        return mine, theirs

    # -- the tug-of-war board -------------------------------------------------------------
    def _tug(self, w: int, h: int, card_scale: float) -> None:
        ts = self.ts
        self.board_w = max(40, round(min(w / 13.5, h / 7.0) * card_scale))
        self.board_h = card_height(self.board_w)
        self.hand_w = round(self.board_w * 1.05)
        self.hand_h = card_height(self.hand_w)
        self.other_w = max(24, round(self.board_w * 0.48))
        self.other_h = card_height(self.other_w)
        self.stack_w = max(26, round(self.board_w * 0.62))
        self.peek = max(8, round(self.board_h * 0.2))
        self.peek_room = round(self.board_h * 0.42)
        self.other_y = self.top + self.other_h // 2 + 4
        self.label_y = self.top + self.other_h + round(ts * 0.6)
        spaces_top = self.label_y + round(ts * 1.7) + self.peek_room
        self.track_x0 = round(w * 0.1)
        self.track_x1 = w - self.track_x0
        self.box_w = (self.track_x1 - self.track_x0) // TRACK
        self.track_x0 = (w - self.box_w * TRACK) // 2
        self.track_x1 = self.track_x0 + self.box_w * TRACK
        self.box_h = max(26, round(self.board_w * 0.58))
        self.track_y = spaces_top + self.board_h + max(8, round(ts * 0.8))
        self.hand_y = h - self.hand_h // 2 - max(8, h // 80)
        self.hand_width = int(w * 0.56)
        gap = max(8, self.board_w // 6)
        self.space_gap = gap
        quarter = (self.track_x1 - self.track_x0) // 4
        centres = (self.track_x0 + quarter, self.track_x1 - quarter)
        self.group_rects = []
        self.bases: dict[tuple[int, str], pygame.Rect] = {}
        for side, centre in enumerate(centres):
            total = 3 * self.board_w + 2 * gap
            left = centre - total // 2
            for i, colour in enumerate(COLOURS):
                self.bases[side, colour] = pygame.Rect(left + i * (self.board_w + gap), spaces_top,
                                                       self.board_w, self.board_h)
            self.group_rects.append(pygame.Rect(left, spaces_top - self.peek_room, total,
                                                self.board_h + self.peek_room))
        self.discard = pygame.Rect(0, 0, round(self.board_w * 0.85), card_height(round(self.board_w * 0.85)))
        self.discard.midbottom = (w // 2, spaces_top + self.board_h)
        self.team_stacks = []
        for side in (0, 1):
            r = pygame.Rect(0, 0, self.stack_w, card_height(self.stack_w))
            r.midbottom = ((self.track_x0 // 2) if side == 0 else (w - self.track_x0 // 2), spaces_top + self.board_h)
            self.team_stacks.append(r)
        self.stolen = pygame.Rect(0, 0, self.hand_w, self.hand_h)
        self.stolen.center = (round(w * 0.09), self.hand_y)

    def box(self, space: int) -> pygame.Rect:
        """Track space 1-12 (space 1 on the left)."""
        return pygame.Rect(self.track_x0 + (space - 1) * self.box_w, self.track_y, self.box_w, self.box_h)

    def stack_rects(self, side: int, colour: str, count: int) -> list[pygame.Rect]:
        """A space's cards, bottom first: the top card on the base, covered ones peeking above."""
        base = self.bases[side, colour]
        if count <= 1:
            return [base.copy()] if count else []
        step = min(self.peek, self.peek_room // (count - 1))
        return [base.move(0, -(count - 1 - i) * step) for i in range(count)]

    def space_target(self, side: int, colour: str) -> pygame.Rect:
        base = self.bases[side, colour]
        return pygame.Rect(base.left, base.top - self.peek_room, base.w, base.h + self.peek_room).inflate(6, 6)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return fan(count, (self.size[0] // 2, self.hand_y), self.hand_w, self.hand_width)

    def other_rects(self, count: int) -> list[pygame.Rect]:
        return fan(count, (self.size[0] // 2, self.other_y), self.other_w, int(self.size[0] * 0.3), 0.3)
