"""Where a banner goes: near what it is about, in free felt (beside, under or over a
stand rather than on its cards, never on the shift, the panels or the chips)."""
from __future__ import annotations

import pygame

from scenes.frame import fonts, look
from scenes.table.cards import card_height
from scenes.table.layout import free_spot
from scenes.table.motion import Banner


class Banners:
    """Mixed into the Hounds table."""

    def banner(self, text: str, centre, base: int = 20, duration: float = 1.0) -> Banner:
        """A banner near ``centre`` in free felt: beside, under or over the stand it is
        about rather than on its cards, never on the shift, the panels or the chips."""
        g = self.geo()
        size = look.text_size(g.size, base)
        font = fonts.font(size, bold=True)
        box = (font.size(text)[0] + size * 2, font.get_linesize() + size // 2 + 6)
        spot = free_spot(box, self.banner_spots(centre, box), self.banner_obstacles(), pygame.Rect((0, 0), g.size))
        if spot is None:
            half = box[0] // 2 + 4
            spot = (max(half, min(g.size[0] - half, centre[0])), max(size, min(g.size[1] - size, centre[1])))
        return Banner(duration=duration, text=text, centre=spot, size=size)

    def banner_obstacles(self) -> list[pygame.Rect]:
        g = self.geo()
        out = [block.box.inflate(8, 6) for block in g.stands.values()]
        out += [g.shift_rect(i) for i in range(self.match.players)]
        # the shift's line above its cards ("Shift 2 of 5 · Bo leads")
        label_h = fonts.font(look.text_size(g.size, 13) + 1, bold=True).get_linesize()
        out.append(pygame.Rect(g.size[0] // 4, g.shift_top - 4 - label_h, g.size[0] // 2, label_h))
        # the dead hand, Cerberus and the card set aside, each with its name line under it
        name_h = fonts.font(look.text_size(g.size, 13)).get_linesize() + 2
        out += [place.inflate(max(0, round(place.w * 0.8)), 0).union(place.move(0, name_h))
                for place in (g.dead, g.cerberus, g.aside)]
        out += [g.tracks, g.sheet]
        out += [bar.box for bar in self.bars] + self.covered_place()
        # the status line's place (whose turn it is), just above the chips or the own stand
        line_h = fonts.font(look.text_size(g.size, 17), bold=True).get_linesize() + 3
        status = pygame.Rect(0, 0, g.bar_width + 16, 2 * line_h + 6)
        status.midbottom = (g.size[0] // 2, self.bars[0].box.top - 6 if self.bars else g.bar_bottom)
        return out + [status]

    def banner_spots(self, centre, box) -> list[tuple[int, int]]:
        """Places to try, nearest the point first: round a stand when the point is one,
        then out from the point towards the middle of the table."""
        g = self.geo()
        spots = []
        for block in g.stands.values():
            if block.box.collidepoint(centre):
                b = block.box.inflate(8, 6)
                half_w, half_h = box[0] // 2 + 2, box[1] // 2 + 2
                spots += [(b.centerx, b.bottom + half_h), (b.centerx, b.top - half_h),
                          (b.right + half_w, b.centery), (b.left - half_w, b.centery)]
        mx, my = g.size[0] // 2, g.shift_top + card_height(g.shift_w) // 2
        for k in range(1, 13):
            t = k / 12
            spots.append((round(centre[0] + (mx - centre[0]) * t), round(centre[1] + (my - centre[1]) * t)))
        for dy in range(0, g.size[1] // 2, max(4, g.size[1] // 80)):
            spots += [(mx, my - dy), (mx, my + dy)]
        return spots

    def caption_point(self) -> tuple[int, int]:
        """Where the reason for a worked shift goes: just under the shift's names."""
        g = self.geo()
        return g.size[0] // 2, g.shift_top + card_height(g.shift_w) + look.text_size(g.size, 13) * 3

    def seat_point(self, seat: int) -> tuple[int, int]:
        box = self.geo().stands[seat].box
        return box.centerx, box.centery

    def middle_point(self) -> tuple[int, int]:
        g = self.geo()
        return g.size[0] // 2, g.shift_top + card_height(g.shift_w) // 2
