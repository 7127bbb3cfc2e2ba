"""Who names whom at the You Shady Pooch! table: the gold arrow from the namer to the
named player (bowed round the other seats and the middle), and on each seat the tags
of the people who will name it next ("your target", "Ann's target")."""
from __future__ import annotations

import math

import pygame

from game.language import _
from scenes.frame import fonts, look
from scenes.table.cards import card_height
from scenes.pooch.geometry import Geometry


class Targets:
    """PoochTable's target arrow and target tags."""

    def draw_target_arrow(self, surface, view, g: Geometry) -> None:
        """From the namer to the named player, under the cards, the call-outs and the
        status line (drawn after it), routed round the middle's banner and pile."""
        if not (self.window_open(view) and view["namer"] is not None and view["named"] is not None):
            return
        self.draw_arrow(surface, g.seats[view["namer"]].block, g.seats[view["named"]].block, g,
                        self.middle_things(view, g))

    def middle_things(self, view, g: Geometry) -> list[pygame.Rect]:
        """The middle's pile (with the dogpile window's ring), pot, discard and status line."""
        out = [g.pile_box(len(view["pile"])), g.pot, g.discard_spot, self.ring_box(g)]
        status = self.status_box(view, g)
        if status is not None:
            out.append(status[1].inflate(16, 10))  # with a gap: the arrow never touches it
        return out

    def draw_target_marks(self, surface, seat: int, box: pygame.Rect, g: Geometry, name_w: int) -> int:
        """On the seat each person will name, a tag in that person's colour ("your
        target", "Ann's target"), right on the name line, in the longest form that
        leaves ``name_w`` pixels (what the line holds before it) free; returns where
        it begins."""
        aimers = [p for p in self.people if p.target == seat and p.seat != seat]
        if not aimers:
            return box.right - 4
        solo = len(self.people) == 1
        forms = [[(_("your target") if solo else _("{name}'s target").format(name=self.match.names[p.seat]))
                  for p in aimers],
                 [(_("target") if solo else f"◎ {self.match.names[p.seat]}") for p in aimers]]
        size = max(10, g.ts - 1)
        for texts in forms:
            imgs = [fonts.text(t, size, look.PANEL, bold=True) for t in texts]
            width = sum(i.get_width() + 12 for i in imgs) + 4 * (len(imgs) - 1)
            if 8 + name_w + 12 + width <= box.w - 4:
                break
        x = box.right - 4
        y = box.top + 4 + g.line // 2
        for person, img in zip(reversed(aimers), reversed(imgs)):
            chip = img.get_rect(midright=(x - 6, y)).inflate(12, 4)
            pygame.draw.rect(surface, look.SEAT_COLOURS[person.seat % len(look.SEAT_COLOURS)], chip, border_radius=6)
            surface.blit(img, img.get_rect(center=chip.center))
            x = chip.left - 4
        return x

    def draw_arrow(self, surface, a: pygame.Rect, b: pygame.Rect, g: Geometry, middle=()) -> None:
        """A bowed arrow from the namer's panel to the named player's, bowed round the
        other seats' hands and panels (and the people's hands), and round the middle's
        banner, pile, pot and discard, as far as it can be."""
        points = self.arrow_points(a, b, g, middle)
        if len(points) < 2:
            return
        width = max(3, g.ts // 4)
        pygame.draw.lines(surface, look.SHADOW, False, [(x + 2, y + 2) for x, y in points], width + 2)
        pygame.draw.lines(surface, look.GOLD, False, points, width)
        (ex, ey), (px, py) = points[-1], points[-2]
        ang = math.atan2(ey - py, ex - px)
        size = width * 4
        head = [(ex, ey), (ex - size * math.cos(ang - 0.45), ey - size * math.sin(ang - 0.45)),
                (ex - size * math.cos(ang + 0.45), ey - size * math.sin(ang + 0.45))]
        pygame.draw.polygon(surface, look.GOLD, head)

    def arrow_points(self, a: pygame.Rect, b: pygame.Rect, g: Geometry, middle=()) -> list[tuple[int, int]]:
        """The arrow's curve outside both ends: of a few bows (towards the middle first),
        the first that crosses no other seat's block or hand and none of ``middle``;
        else the one that crosses fewest seats, then fewest of the middle's things."""
        key = (tuple(a), tuple(b), tuple(tuple(r) for r in middle), g.size)
        cached = getattr(self, "_arrow", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        points = self.find_arrow(a, b, g, middle)
        self._arrow = (key, points)
        return points

    def find_arrow(self, a: pygame.Rect, b: pygame.Rect, g: Geometry, middle=()) -> list[tuple[int, int]]:
        """``arrow_points`` worked out: bows of a few depths from the middle of the line
        between the ends, then bows that lean towards either end (so the arrow can
        leave a seat sideways, round the status line just under it)."""
        (x0, y0), (x1, y1) = a.center, b.center
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        ux, uy = dx / length, dy / length
        cx, cy = g.pile_centre
        if (mx - cx) * nx + (my - cy) * ny < 0:
            nx, ny = -nx, -ny
        base = min(length * 0.3, g.size[1] * 0.18)
        avoid = []
        for spot in g.seats.values():
            if spot.block in (a, b):
                continue
            avoid.append(spot.block)
            if spot.bottom:  # a person's hand under their panel
                hand = pygame.Rect(0, 0, spot.hand_width + spot.card_w, card_height(spot.card_w))
                hand.center = spot.hand_centre
                avoid.append(hand)
        best, best_cost = [], None
        bows = (base, base * 1.6, base * 0.5, base * 2.3, base * 3, -base * 0.6, -base, -base * 1.6)
        for lean, bow in [(lean, bow) for lean in (0.0, -0.35, 0.35, -0.5, 0.5, -0.65, 0.65) for bow in bows]:
            kx, ky = mx + nx * bow + ux * lean * length, my + ny * bow + uy * lean * length
            points = []
            for i in range(41):
                t = i / 40
                px = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * kx + t * t * x1
                py = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * ky + t * t * y1
                if not a.collidepoint(px, py) and not b.collidepoint(px, py):
                    points.append((round(px), round(py)))
            outside = sum(1 for x, y in points if not (0 <= x < g.size[0] and 0 <= y < g.size[1]))
            seats = sum(1 for p in points for r in avoid if r.collidepoint(p))
            things = sum(1 for p in points for r in middle if r.collidepoint(p))
            cost = (outside > 0, seats, things)
            if cost == (False, 0, 0):
                return points
            if best_cost is None or cost < best_cost:
                best, best_cost = points, cost
        return best
