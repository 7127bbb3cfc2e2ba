"""The stands: each player's card stand (its panel and ledges, the name line with the
leader, dealer, promise and clue notes), the clue tokens and Mops markers on its
slots, and the promise cubes on its worked piles."""
from __future__ import annotations

from game.language import _
import pygame

from scenes.frame import fonts, look
from scenes.frame.pictures import Pictures
from scenes.hounds import art
from scenes.hounds.geometry import Geometry

#: the phases in which the person chooses a slot of their own stand
SLOT_PHASES = ("discard", "trade", "play")
LEDGE = (112, 74, 44)

_panels = Pictures(40)


def stand_panel(size) -> pygame.Surface:
    def make():
        panel = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*look.PANEL, 150), panel.get_rect(), border_radius=10)
        return panel
    return _panels.get(tuple(size), make)


class Stands:
    """Mixed into the Hounds table."""

    def draw_stand(self, surface, view, stand, g: Geometry) -> None:
        seat = stand["seat"]
        block = g.stands[seat]
        ts = look.text_size(g.size, 15 if block.own else 14)
        if view["turn"] == seat and view["phase"] != "over":
            pygame.draw.rect(surface, look.GOLD, block.box.inflate(8, 6), width=3, border_radius=10)
        for k, slot in enumerate(stand["slots"]):
            if slot["empty"]:
                pygame.draw.rect(surface, look.FELT_LIGHT, block.slots[k], width=1, border_radius=max(3, block.card_w // 10))
        names = view["names"]
        colour = look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)]
        name = _("{name} (you)").format(name=names[seat]) if block.own and self.me() == seat else names[seat]
        x = block.label.left + 2
        img = fonts.text(name, ts, colour, bold=True)
        surface.blit(img, (x, block.label.top))
        x += img.get_width() + 6
        for text, tint in self.stand_notes(view, stand):
            piece = fonts.text(text, ts, tint, bold=tint == look.GOLD)
            if x + piece.get_width() > block.box.right + 4:
                break
            surface.blit(piece, (x, block.label.top))
            x += piece.get_width() + 8

    def stand_notes(self, view, stand) -> list[tuple[str, tuple]]:
        seat = stand["seat"]
        notes = []
        if view["leader"] == seat:
            notes.append((_("leader"), look.GOLD))
        if view["dealer"] == seat:
            notes.append((_("dealer"), look.GOLD))
        promise = view["promises"][seat]
        if promise is not None:
            notes.append((_("promised {promise} · worked {worked}").format(promise=promise, worked=view['worked'][seat]),
                          look.INK))
        elif view["leader"] != seat and view["phase"] in ("clue", "baddog"):
            notes.append((_("clues {count}/3").format(count=stand['clues']), look.INK_DIM))
        if seat == self.me() and any(s["hidden"] for s in stand["slots"]):
            notes.append((_("your cards face away from you"), look.INK_DIM))
        return notes

    def draw_markers(self, surface, view, g: Geometry, hidden) -> None:
        palette = self.palette()
        me = self.me()
        own_numbers = self.my_turn(view) and view["phase"] in SLOT_PHASES
        for stand in view["stands"]:
            seat = stand["seat"]
            block = g.stands[seat]
            size = max(14, round(block.card_w * 0.4))
            for k, slot in enumerate(stand["slots"]):
                if slot["empty"] or f"slot:{seat}:{k}" in hidden:
                    continue
                rect = block.slots[k]
                self.draw_tokens(surface, rect, slot["clue_hound"], slot["clue_number"], size, palette)
                if slot["mops"]:
                    marker = art.mops_marker(size, palette)
                    surface.blit(marker, marker.get_rect(topright=(rect.right - 1, rect.top + 1)))
                if own_numbers and seat == me:
                    tag = fonts.text(str(k + 1), max(11, size * 2 // 3), look.INK, bold=True)
                    pill = tag.get_rect().inflate(10, 2)
                    pill.midtop = (rect.centerx, rect.top + 2)  # over the card's top edge, not its portrait
                    pygame.draw.rect(surface, (*look.PANEL,), pill, border_radius=pill.h // 2)
                    surface.blit(tag, tag.get_rect(center=pill.center))

    @staticmethod
    def draw_tokens(surface, rect, hound, number, size, palette, alpha=255) -> None:
        """Clue tokens sit on the slot's sides, level with the portrait: hound left, number
        right (clear of the name along the bottom and the numbers in the corners)."""
        y = rect.top + round(rect.h * 0.6) - size // 2
        if hound is not None:
            img = art.hound_token(hound, size, palette)
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surface.blit(img, (rect.left + 1, y))
        if number is not None:
            img = art.number_token(number, size)
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surface.blit(img, (rect.right - size - 1, y))

    def draw_piles(self, surface, view, g: Geometry, hidden) -> None:
        made: dict[int, int] = {}
        for pile in view["shifts"]:
            worker = pile["worker"]
            i = made.get(worker, 0)
            made[worker] = i + 1
            promise = view["promises"][worker]
            if promise is not None and i < promise and f"pile:{worker}:{i}" not in hidden:
                rect = g.stands[worker].pile_rect(i)
                cube = art.cube(max(7, rect.w // 2))
                surface.blit(cube, cube.get_rect(center=rect.center))
        for seat, promise in enumerate(view["promises"]):
            if promise is None:
                continue
            loose = promise - view["worked"][seat]
            block = g.stands[seat]
            size = max(7, block.pile_w // 2)
            per_row = max(1, block.cubes.w // (size + 2))
            for j in range(max(0, loose)):
                x = block.cubes.left + (j % per_row) * (size + 2)
                y = block.cubes.top + (j // per_row) * (size + 2)
                surface.blit(art.cube(size), (x, y))
