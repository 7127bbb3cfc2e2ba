"""Where everything sits on the Hounds table for one window size, seat count and
bottom seat: the stands round the table (the viewer's at the bottom, the others
clockwise from its left: up the left side, along the top, down the right), the dead
hand and the shift in the middle, the score tracks and the reference sheet in the
bottom corners."""
from __future__ import annotations

import pygame

from scenes.frame import fonts, look
from scenes.table.cards import card_height
from scenes.table.layout import RING

#: where the other stands go, by how many there are: (side, position along it)
ANCHORS = {
    0: [],
    1: [("top", 0.5)],
    2: [("top", 0.3), ("top", 0.7)],
    3: [("left", 0), ("top", 0.5), ("right", 0)],
    4: [("left", 0), ("top", 0.33), ("top", 0.67), ("right", 0)],
    5: [("left", 1), ("left", 0), ("top", 0.5), ("right", 0), ("right", 1)],
    6: [("left", 1), ("left", 0), ("top", 0.34), ("top", 0.66), ("right", 0), ("right", 1)],
}
#: card width of the other stands at 1280x720, by seat count
OTHER_CARD = {2: 62, 3: 62, 4: 60, 5: 56, 6: 54, 7: 50}


class Stand:
    """One stand's block: a label line above five card slots and the worked piles. The
    slots stand in one row, or (``rows=2``, a side stand in a big window) three over two."""

    def __init__(self, seat: int, left: int, top: int, card_w: int, label_h: int, own: bool, rows: int = 1):
        self.seat = seat
        self.own = own
        self.card_w = card_w
        self.card_h = card_height(card_w)
        self.gap = max(3, card_w // 10)
        self.rows = rows
        self.label = pygame.Rect(left, top, 0, label_h)
        y = top + label_h
        per_row = 5 if rows == 1 else 3
        self.slots = [pygame.Rect(left + (k % per_row) * (card_w + self.gap),
                                  y + (k // per_row) * (self.card_h + self.gap * 2), card_w, self.card_h)
                      for k in range(5)]
        self.pile_w = max(14, round(card_w * 0.5))
        px = max(r.right for r in self.slots) + self.gap * 2
        bottom = self.slots[-1].bottom
        self.piles = pygame.Rect(px, bottom - card_height(self.pile_w) - 2, self.pile_w + 4 * max(2, card_w // 12),
                                 card_height(self.pile_w))
        self.cubes = pygame.Rect(self.piles.left, y, self.piles.w + self.pile_w // 2, max(6, card_w // 5))
        right = max(self.piles.right, self.cubes.right)
        self.box = pygame.Rect(left, top, right - left, bottom - top + max(4, card_w // 6))
        self.label.width = self.box.width

    def ledges(self) -> list[pygame.Rect]:
        """The shelf under each row of slots."""
        out = []
        for row in sorted({r.top for r in self.slots}):
            cards = [r for r in self.slots if r.top == row]
            out.append(pygame.Rect(cards[0].left - 4, cards[0].bottom - self.card_h // 6, cards[-1].right - cards[0].left + 8,
                                   self.card_h // 6 + max(4, self.card_w // 8)))
        return out

    def pile_rect(self, i: int) -> pygame.Rect:
        step = max(2, self.card_w // 12)
        return pygame.Rect(self.piles.left + i * step, self.piles.top - i * step // 2, self.pile_w,
                           card_height(self.pile_w))

    @staticmethod
    def width_for(card_w: int, rows: int = 1) -> int:
        return Stand(0, 0, 0, card_w, 0, False, rows).box.w

    @staticmethod
    def height_for(card_w: int, label_h: int, rows: int = 1) -> int:
        return Stand(0, 0, 0, card_w, label_h, False, rows).box.h


class Geometry:
    def __init__(self, size, players: int, bottom: int, card_scale: float = 1.0):
        w, h = size
        self.size = size
        s = look.scale(size)
        self.s = s
        self.m = m = max(6, round(8 * s))
        gap = max(8, round(12 * s))
        # a stand's label line, clear of the rings round its glowing or focused cards
        self.label_h = fonts.font(look.text_size(size, 15), bold=True).get_height() + RING + 1
        others = [(bottom + k) % players for k in range(1, players)]
        anchors = ANCHORS[len(others)]
        side_count = max([i + 1 for side, i in anchors if side != "top"], default=0)
        self.m, self.gap, self.side_count, self.others = m, gap, side_count, others

        # the viewer's own stand, bottom centre
        # a big window starts the stands larger (the fit below shrinks the others as needed;
        # with six or seven seats the side columns need the height an own stand would take)
        grow = 1.0 if s < 1.2 else 1.25
        own_grow = grow if players <= 5 else 1.0
        own_w = max(40, round(min(74 * s * own_grow, w / 15.5, h / 7.6) * card_scale))
        own_block = Stand.width_for(own_w)
        own_top = h - m - card_height(own_w) - self.label_h - max(4, own_w // 6)
        self.stands: dict[int, Stand] = {}
        self.stands[bottom] = Stand(bottom, (w - own_block) // 2, own_top, own_w, self.label_h, True)

        # the others: as large as the window allows without overlaps
        ts = look.text_size(size, 14)
        self.panel_h = round(ts * 1.3 * 3 + 7 * (ts * 1.5 + 2) + ts)
        panel_top = h - m - self.panel_h
        menu = pygame.Rect(w - m - round(130 * s), 0, round(130 * s) + m, round(42 * s))
        screen = pygame.Rect(0, 0, w, h)
        own = self.stands[bottom]
        #: the felt between the corner panels, where the chips lie
        self.between_panels = w - 2 * (m + max(150, min(round(330 * s), own.box.left - gap - m)) + gap)
        start = round(OTHER_CARD.get(players, 56) * s * card_scale * grow)
        # a big window may stand the side stands' slots three over two (narrower, taller),
        # when that leaves room for larger cards than one row does
        self.side_rows = 1
        cw = self.largest(start, others, anchors, gap, menu, screen, panel_top, own_top)
        if side_count == 1 and s >= 1.2:
            self.side_rows = 2
            taller = self.largest(round(start * 1.25), others, anchors, gap, menu, screen, panel_top, own_top)
            if taller > cw:
                cw = taller
            else:
                self.side_rows = 1
        spots, bw, bh = self.arrange(others, anchors, cw, gap, menu)
        self.other_w = cw
        for seat, rect in spots.items():
            side = anchors[others.index(seat)][0]
            self.stands[seat] = Stand(seat, rect.left, rect.top, cw, self.label_h, False,
                                      1 if side == "top" else self.side_rows)
        self.block_h = bh

        # the middle: dead hand and Cerberus, then the shift
        top_bottom = max((self.stands[seat].box.bottom for seat, (side, _) in zip(others, anchors) if side == "top"),
                         default=m)
        inner_left = m + bw + gap if side_count else m
        inner_right = w - m - bw - gap if side_count else w - m
        self.middle = pygame.Rect(inner_left, top_bottom + gap // 2, inner_right - inner_left,
                                  own_top - top_bottom - gap)
        self.small_w = max(26, round(cw * 0.78))
        small_h = card_height(self.small_w)
        row_y = self.middle.top + 4
        cx = w // 2
        apart = self.small_w + round(gap * 4.5)
        self.dead = pygame.Rect(0, 0, self.small_w, small_h)
        self.dead.midtop = (cx - apart, row_y)
        self.cerberus = pygame.Rect(0, 0, self.small_w, small_h)
        self.cerberus.midtop = (cx, row_y)
        self.aside = pygame.Rect(0, 0, self.small_w, small_h)
        self.aside.midtop = (cx + apart, row_y)
        self.shift_w = max(30, min(round(cw * 1.12 * grow), (self.middle.w - gap) // max(1, players) - max(4, cw // 8)))
        # the shift sits in the middle of what the chips for a play leave free
        shift_h = card_height(self.shift_w) + look.text_size(size, 14) * 2
        free_top = self.dead.bottom + look.text_size(size, 14) * 3 + gap
        free_bottom = own_top - round(100 * s)
        self.shift_top = max(free_top, (free_top + free_bottom - shift_h) // 2)
        self.players = players

        # the bottom corners: score tracks (left) and the reference sheet (right)
        own = self.stands[bottom]
        panel_w = max(150, min(round(330 * s), own.box.left - gap - m))
        sheet_h = tracks_h = self.panel_h
        self.tracks = pygame.Rect(m, h - m - tracks_h, panel_w, tracks_h)
        self.sheet = pygame.Rect(w - m - panel_w, h - m - sheet_h, panel_w, sheet_h)
        self.bar_bottom = own.label.top - max(4, round(6 * s))
        between = w - 2 * (m + panel_w + gap)
        self.bar_width = max(round(0.38 * w), min(self.middle.w, between)) - 24

    def largest(self, cw, others, anchors, gap, menu, screen, panel_top, own_top) -> int:
        """The largest card width from ``cw`` down at which the other stands fit."""
        while True:
            spots, bw, bh = self.arrange(others, anchors, cw, gap, menu)
            if cw <= 24 or self.fits(spots, anchors, bw, gap, menu, screen, panel_top, own_top):
                return cw
            cw -= 2

    def arrange(self, others, anchors, cw, gap, menu):
        """Where each other stand's block goes for card width ``cw``: the top row first,
        the side columns below it when the top row reaches over them. Gives the spots,
        the side stands' width and the top row's height."""
        w, h = self.size
        m = self.m
        bw = Stand.width_for(cw)
        bh = Stand.height_for(cw, self.label_h)
        spots = {}
        for seat, (side, at) in zip(others, anchors):
            if side == "top":
                left = max(m, min(w - m - bw, round(w * at - bw / 2)))
                spots[seat] = pygame.Rect(left, m, bw, bh)
        top = [spots[seat] for seat, (side, _) in zip(others, anchors) if side == "top"]
        if self.side_rows == 2 and len(top) == 2 and top[0].inflate(gap // 2, gap // 2).colliderect(top[1]):
            top[0].right = w // 2 - gap  # too wide for their places: side by side round the middle
            top[1].left = w // 2 + gap
        side_w, side_h = Stand.width_for(cw, self.side_rows), Stand.height_for(cw, self.label_h, self.side_rows)
        bands = (pygame.Rect(0, 0, m + side_w + gap, h), pygame.Rect(w - m - side_w - gap, 0, m + side_w + gap, h))
        crowded = any(r.colliderect(b) for r in spots.values() for b in bands)
        side_top = m + bh + gap if crowded else menu.bottom + 4
        if len(others) == 3:
            side_top = max(side_top, m + round(bh * 0.6))
        for seat, (side, at) in zip(others, anchors):
            if side != "top":
                left = m if side == "left" else w - m - side_w
                spots[seat] = pygame.Rect(left, side_top + at * (side_h + gap), side_w, side_h)
        return spots, side_w, bh

    def fits(self, spots, anchors, bw, gap, menu, screen, panel_top, own_top) -> bool:
        w, h = self.size
        rects = list(spots.values())
        for i, a in enumerate(rects):
            if not screen.contains(a) or a.colliderect(menu):
                return False
            if any(a.inflate(gap // 2, gap // 2).colliderect(b) for b in rects[i + 1:]):
                return False
        sides = [spots[seat] for seat, (side, _) in zip(self.others, anchors) if side != "top"]
        if any(r.bottom > panel_top - gap for r in sides):
            return False
        tall = [spots[seat] for seat, (side, _) in zip(self.others, anchors) if side == "top" or self.side_rows == 1]
        if any(r.bottom > own_top - 0.3 * h for r in tall):  # room for the chips over the own stand
            return False
        # the middle keeps room for the shift (and, beside side stands that reach down to
        # the chips, for the chips too)
        middle = w - 2 * (self.m + bw + gap)
        if self.side_rows == 2:
            return middle >= max(0.38 * w, self.between_panels)
        return not self.side_count or middle >= 0.36 * w

    def shift_rect(self, i: int) -> pygame.Rect:
        """Where the i-th card played into the shift lies."""
        n = self.players
        gap = max(4, self.shift_w // 8)
        total = n * self.shift_w + (n - 1) * gap
        x = self.size[0] // 2 - total // 2 + i * (self.shift_w + gap)
        return pygame.Rect(x, self.shift_top, self.shift_w, card_height(self.shift_w))
