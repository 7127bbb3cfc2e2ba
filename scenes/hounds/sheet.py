"""The reference and scoring sheet, drawn as the box pictures it: the Employee of the
Month track and the badness track with a meeple per player, and the hounds from
hardest to easiest with the black bad dog cube on one of them. Each panel is painted
once per state and window size; only the meeples move every frame."""
from __future__ import annotations

from game import language
from game.language import _
import pygame

from scenes.frame import fonts, look
from scenes.frame.pictures import Pictures
from scenes.hounds import art

from game.hounds.cards import HOUND_NAMES, HOUNDS

_panels = Pictures(40)


def _panel(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*look.PANEL, 215), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, look.PANEL_EDGE, surf.get_rect(), width=1, border_radius=12)
    return surf


def track_range(values) -> tuple[int, int]:
    """The stretch of the Employee of the Month track to draw: -3..3 at least."""
    return min(-3, min(values, default=0)), max(3, max(values, default=0))


class Tracks:
    """Both tracks in one panel: ``x_for`` says where a value sits on each."""

    def __init__(self, rect: pygame.Rect, window, single: bool, scores, tiebreak):
        self.rect = rect
        self.window = window
        self.single = single
        self.score_range = track_range(scores)
        top = max(4, max(tiebreak, default=0))
        self.tie_range = (0, top if top <= 4 else top + (-top) % 2)
        ts = look.text_size(window, 14)
        self.ts = ts
        pad = max(6, ts // 2)
        self.inner = rect.inflate(-2 * pad, -2 * pad)
        half = self.inner.h // 2
        self.lines = []
        for i in range(2):
            band = pygame.Rect(self.inner.left, self.inner.top + i * half, self.inner.w, half)
            baseline = band.bottom - round(ts * 1.35) - 6  # its numbers clear the next band's title
            zone = pygame.Rect(band.left, band.top + round(ts * 1.3), band.w, baseline - 3 - band.top - round(ts * 1.3))
            self.lines.append((band, baseline, zone))
        self.meeple = max(10, min(round(ts * 1.15), round(self.lines[0][2].h / 1.1 * 0.62)))

    def x_for(self, value: float, which: int) -> int:
        lo, hi = self.score_range if which == 0 else self.tie_range
        left = self.inner.left + self.meeple // 2 + 4
        right = self.inner.right - self.meeple // 2 - 4
        return round(left + (right - left) * (value - lo) / max(1, hi - lo))

    def background(self) -> pygame.Surface:
        key = ("tracks", self.rect.size, self.window, self.single, self.score_range, self.tie_range, language.current())

        def make():
            surf = _panel(self.rect.size)
            dx, dy = -self.rect.left, -self.rect.top
            titles = [(_("Employee of the Month"), _("0 is best, below is probation")),
                      (_("Walked value"), _("the tie-break")) if self.single
                      else (_("Badness"), _("bad dogs walked: the tie-break"))]
            for which, ((band, base, _width), (title, note)) in enumerate(zip(self.lines, titles)):
                img = fonts.text(title, self.ts, look.GOLD, bold=True)
                surf.blit(img, (band.left + dx, band.top + dy))
                small = fonts.text(note, max(10, self.ts - 2), look.INK_DIM)
                if img.get_width() + 8 + small.get_width() <= band.w:
                    surf.blit(small, small.get_rect(bottomleft=(band.left + dx + img.get_width() + 8,
                                                                band.top + dy + img.get_height() - 1)))
                lo, hi = self.score_range if which == 0 else self.tie_range
                y = base + dy
                x0, x1 = self.x_for(lo, which) + dx, self.x_for(hi, which) + dx
                if which == 0 and lo < 0:
                    warn = pygame.Rect(x0 - 4, y - 3, self.x_for(-0.5, 0) + dx - x0 + 4, 6)
                    pygame.draw.rect(surf, (170, 62, 52), warn, border_radius=3)
                pygame.draw.line(surf, look.INK_DIM, (x0, y), (x1, y), 2)
                spacing = (self.x_for(hi, which) - self.x_for(lo, which)) / max(1, hi - lo)
                step = next((k for k in (1, 2, 5, 10, 20) if spacing * k >= self.ts * 1.9), 50)
                for v in range(lo, hi + 1):
                    x = self.x_for(v, which) + dx
                    big = v == 0 and which == 0
                    tick = 6 if big else 3
                    pygame.draw.line(surf, look.GOLD if big else look.INK_DIM, (x, y - tick), (x, y + tick),
                                     3 if big else 1)
                    if v % step == 0:
                        label = fonts.text(str(v), max(10, self.ts - 2), look.GOLD if big else look.INK_DIM, bold=big)
                        surf.blit(label, label.get_rect(midtop=(x, y + tick)))
            return surf.convert_alpha() if pygame.display.get_surface() else surf

        return _panels.get(key, make)

    def draw(self, surface, shown_scores, shown_tiebreak) -> None:
        surface.blit(self.background(), self.rect.topleft)
        self.draw_meeples(surface, shown_scores, shown_tiebreak)

    def draw_meeples(self, surface, shown_scores, shown_tiebreak) -> None:
        for which, values in enumerate((shown_scores, shown_tiebreak)):
            _, base, zone = self.lines[which]
            spots = [round(v) for v in values]
            deepest = max((spots.count(v) for v in spots), default=1)
            img_h = round(self.meeple * 1.1)
            step = min(img_h * 0.45, (zone.h - img_h) / max(1, deepest - 1))
            level: dict[int, int] = {}
            for seat, value in enumerate(values):
                n = level.get(spots[seat], 0)
                level[spots[seat]] = n + 1
                img = art.meeple(self.meeple, look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)])
                x = self.x_for(value, which)
                y = base - 3 - img.get_height() - round(n * step)
                surface.blit(img, (x - img.get_width() // 2, y))


def draw_reference(surface, rect: pygame.Rect, view: dict, palette: str) -> None:
    """Round, leader, and the hounds from hardest to easiest with the bad dog cube."""
    window = surface.get_size()
    key = ("sheet", rect.size, window, palette, view["round"], view["rounds"], view["leader"], view["dealer"],
           view["mode"], view["baddog"], tuple(view["names"]), view["memory"])

    def make():
        surf = _panel(rect.size)
        ts = look.text_size(window, 14)
        pad = max(8, ts // 2)
        y = pad
        if view["mode"] == "single":
            head = _("Single round")
            sub = _("{name} dealt").format(name=view['names'][view['dealer']]) if view["dealer"] is not None else ""
        else:
            head = _("Round {round} of {rounds}").format(round=view['round'], rounds=view['rounds'])
            sub = _("Shift leader: {name}").format(name=view['names'][view['leader']]) if view["leader"] is not None else ""
        if view["memory"]:
            sub += " · " + _("memory mode")
        img = fonts.text(head, ts + 2, look.GOLD, bold=True)
        surf.blit(img, (pad, y))
        y += img.get_height()
        if sub:
            for line in fonts.wrap(sub, ts, rect.w - 2 * pad):
                img = fonts.text(line, ts, look.INK)
                surf.blit(img, (pad, y))
                y += img.get_height()
        y += 4
        img = fonts.text(_("Hardest to walk first:"), ts, look.INK_DIM)
        surf.blit(img, (pad, y))
        y += img.get_height() + 2
        order = list(reversed(HOUNDS))
        bar_h = max(14, min(round(ts * 1.7), (rect.h - y - pad) // len(order) - 2))
        for hound in order:
            bar = pygame.Rect(pad, y, rect.w - 2 * pad, bar_h)
            colour = art.colours(palette)[hound]
            unused = hound == "CE" and view["mode"] == "single"
            pygame.draw.rect(surf, art.mix(look.PANEL, colour, 0.35), bar, border_radius=bar_h // 3)
            disc = art.emblem_disc(hound, bar_h - 2, palette)
            surf.blit(disc, (bar.left + 2, bar.top + 1))
            name = _("{hound} (not in this game)").format(hound=HOUND_NAMES[hound]) if unused else HOUND_NAMES[hound]
            img = fonts.text(name, max(10, min(ts, bar_h - 4)), look.INK_DIM if unused else look.INK, bold=not unused)
            surf.blit(img, img.get_rect(midleft=(bar.left + bar_h + 4, bar.centery)))
            if view["baddog"] == hound:
                size = max(8, bar_h - 6)
                cube = art.cube(size, (16, 16, 18))
                at = cube.get_rect(midright=(bar.right - 6, bar.centery))
                pygame.draw.rect(surf, look.GOLD, at.inflate(4, 4), width=2, border_radius=3)
                surf.blit(cube, at)
                tag = fonts.text(_("bad dog"), max(10, ts - 2), look.GOLD, bold=True)
                surf.blit(tag, tag.get_rect(midright=(at.left - 6, bar.centery)))
            y += bar_h + 2
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    surface.blit(_panels.get(key, make), rect.topleft)
