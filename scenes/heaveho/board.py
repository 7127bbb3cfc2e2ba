"""The tug-of-war board drawn under the cards: each team's three spaces (an empty one
shows the printed Scot of strength 2), the team names and strengths, the 12-space score
track with both halves, goals and start spaces, the rope and the barrel; plus the
barrel's slide and the contest read-out that the animation queue plays."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.heaveho.board import TRACK
from game.heaveho.cards import COLOURS
from game.language import _
from scenes.frame import fonts, look
from scenes.heaveho import art
from scenes.heaveho.geometry import Geometry
from scenes.table.motion import Item, ease_in_out

ROPE = (176, 132, 72)
ROPE_DARK = (120, 86, 40)

_barrels: dict[int, pygame.Surface] = {}


def barrel_image(height: int) -> pygame.Surface:
    img = _barrels.get(height)
    if img is None:
        img = art.barrel(height)
        if pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        _barrels[height] = img
    return img


def seat_colour(seat: int) -> tuple:
    return look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)]


class Board:
    """Draws the board for one geometry; the static parts are painted once."""

    def __init__(self, g: Geometry, names: list[str], card_art):
        self.g = g
        self.names = names
        self.art = card_art
        self._track = self._paint_track()

    def _paint_track(self) -> tuple[pygame.Surface, tuple[int, int]]:
        """The track, its halves, goals and start spaces and the rope: painted once."""
        g = self.g
        area = pygame.Rect(g.track_x0 - 8, g.track_y - 6, g.track_x1 - g.track_x0 + 16, g.box_h + 12)
        surf = pygame.Surface(area.size, pygame.SRCALPHA)
        ts = look.text_size(g.size, 13)

        def local(rect):
            return rect.move(-area.x, -area.y)

        for space in range(1, TRACK + 1):
            r = local(g.box(space).inflate(-4, -4))
            half = 0 if space <= TRACK // 2 else 1
            pygame.draw.rect(surf, (*seat_colour(half), 60), r, border_radius=6)
            pygame.draw.rect(surf, (*look.PANEL_EDGE, 200), r, 2, border_radius=6)
            goal = space in (1, TRACK)
            if goal:
                pygame.draw.rect(surf, seat_colour(half), r, 3, border_radius=6)
            label = _("Goal") if goal else str(space)
            img = fonts.text(label, ts, look.INK if goal else look.INK_DIM, bold=goal)
            surf.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - 1)))
        mid = g.box(TRACK // 2).right - area.x
        pygame.draw.line(surf, look.GOLD, (mid, 2), (mid, area.h - 2), 2)
        y = area.h // 2
        pygame.draw.line(surf, ROPE, (0, y), (area.w, y), max(4, g.box_h // 8))
        for x in range(8, area.w - 8, 14):
            pygame.draw.line(surf, ROPE_DARK, (x, y - 3), (x + 6, y + 3), 1)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf, area.topleft

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface, view: dict, glow: set, dim: set, barrel_at: int | None, turn: int | None,
             show_strength: bool = True, track_ends: bool = True) -> None:
        g = self.g
        ts = g.ts
        for side in (0, 1):
            group = g.group_rects[side]
            name = self.names[side]
            colour = seat_colour(side)
            strength = view["strength"][side]
            text = _("{name}'s team").format(name=name)
            img = fonts.text(text, ts, colour, bold=True)
            label = img.get_rect(midbottom=(group.centerx - ts * 2, group.top - 2))
            if turn == side:
                pygame.draw.rect(surface, look.PANEL, label.inflate(14, 6), border_radius=8)
                pygame.draw.rect(surface, look.GOLD, label.inflate(14, 6), 2, border_radius=8)
            surface.blit(img, label)
            if show_strength:
                power = fonts.text(_("strength {strength}").format(strength=strength), ts, look.INK, bold=True)
                surface.blit(power, power.get_rect(midleft=(label.right + 14, label.centery)))
            for colour_name in COLOURS:
                base = g.bases[side, colour_name]
                if not view["board"][side][colour_name]:
                    surface.blit(self.art.card(f"E-{colour_name}", base.w), base.topleft)
                key = (side, colour_name)
                if key in glow:
                    pygame.draw.rect(surface, look.GLOW, g.space_target(side, colour_name), 3, border_radius=10)
                elif key in dim:
                    pygame.draw.rect(surface, (60, 80, 70), g.space_target(side, colour_name), 2, border_radius=10)
        surface.blit(*self._track)
        if show_strength and track_ends:  # (a contest writes its result there)
            self.draw_track_ends(surface)
        if barrel_at is not None:
            self.draw_barrel(surface, g.box(barrel_at).center)
        self.draw_piles(surface, view)

    def draw_track_ends(self, surface) -> None:
        """Under the track, whose goal and whose start space each is (the barrel never
        hides these): "Ann's goal" at space 1, "Ann's start" at 6, "Bo's start" at 7,
        "Bo's goal" at 12."""
        g = self.g
        ts = look.text_size(g.size, 12)
        half = TRACK // 2
        for space, side, word in ((1, 0, "goal"), (half, 0, "start"), (half + 1, 1, "start"), (TRACK, 1, "goal")):
            box = g.box(space)
            if word == "goal":
                text, short = _("{name}'s goal").format(name=self.names[side]), _("goal")
            else:
                text, short = _("{name}'s start").format(name=self.names[side]), _("start")
            img = fonts.text(text, ts, seat_colour(side), bold=word == "goal")
            if img.get_width() > box.w * 2 - 8:
                img = fonts.text(short, ts, seat_colour(side), bold=word == "goal")
            at = img.get_rect(midtop=(box.centerx, box.bottom + 3))
            if word == "start":  # side by side under the two start spaces, apart from each other
                at = img.get_rect(topright=(box.right - 4, box.bottom + 3)) if side == 0 else \
                    img.get_rect(topleft=(box.left + 4, box.bottom + 3))
            surface.blit(img, at)

    def draw_barrel(self, surface, centre) -> None:
        img = barrel_image(round(self.g.box_h * 1.05))
        surface.blit(img, img.get_rect(center=centre))

    def draw_piles(self, surface, view: dict) -> None:
        g = self.g
        ts = look.text_size(g.size, 13)
        for side in (0, 1):
            r = g.team_stacks[side]
            left = view["team_stacks"][side]
            if not left:
                pygame.draw.rect(surface, look.PANEL_EDGE, r, 2, border_radius=6)
            img = fonts.text(_("{count} to draw").format(count=left), ts, look.INK_DIM)
            # (by the window's edge: kept inside it, a long language's words too)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.bottom + 3)).clamp(surface.get_rect().inflate(-8, 0)))
            img = fonts.text(self.names[side], ts, seat_colour(side), bold=True)
            surface.blit(img, img.get_rect(midbottom=(r.centerx, r.top - 3 - (r.h * 0.12 if left > 1 else 0))))
        r = g.discard
        if not view["discard"]:
            pygame.draw.rect(surface, look.PANEL_EDGE, r, 2, border_radius=6)
        img = fonts.text(_("discard"), ts, look.INK_DIM)
        surface.blit(img, img.get_rect(midbottom=(r.centerx, r.top - 5)))


@dataclass
class BarrelSlide(Item):
    """The barrel sliding along the track from one space to another."""
    board: Board | None = None
    start: int = 6
    end: int = 6

    def draw(self, surface, t, card_art):
        g = self.board.g
        a, b = g.box(self.start).center, g.box(self.end).center
        e = ease_in_out(t)
        self.board.draw_barrel(surface, (round(a[0] + (b[0] - a[0]) * e), a[1]))


@dataclass
class ContestShow(Item):
    """Both teams' sums over their spaces and the pull in the middle of the track."""
    board: Board | None = None
    strength: list = field(default_factory=list)
    text: str = ""
    winner: int | None = None

    def draw(self, surface, t, card_art):
        g = self.board.g
        size = look.text_size(g.size, 40)
        for side in (0, 1):
            group = g.group_rects[side]
            colour = look.GOLD if self.winner == side else look.INK
            img = fonts.text(str(self.strength[side]), size, colour, bold=True)
            rect = img.get_rect(center=(group.centerx, group.centery))
            pygame.draw.circle(surface, look.PANEL, rect.center, max(rect.w, rect.h) // 2 + 10)
            pygame.draw.circle(surface, colour, rect.center, max(rect.w, rect.h) // 2 + 10, 3)
            surface.blit(img, rect)
        size = look.text_size(g.size, 22)
        while size > 12 and fonts.font(size, bold=True).size(self.text)[0] > g.size[0] - 48:  # (a long language)
            size -= 1
        img = fonts.text(self.text, size, look.GOLD, bold=True)
        rect = img.get_rect(midtop=(g.size[0] // 2, g.track_y + g.box_h + 8))
        pygame.draw.rect(surface, look.PANEL, rect.inflate(20, 8), border_radius=10)
        surface.blit(img, rect)
