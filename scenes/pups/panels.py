"""The panels: the Alpha card's name and the bid stacks in the bottom-left corner,
and each seat's panel (name, bid, tricks, score, Top Dogs and saved zero bids)."""
from __future__ import annotations

from game.language import _, ngettext
import pygame

from scenes.frame import fonts, look
from scenes.pups.chips import bid_words
from scenes.pups.geometry import Geometry


class Panels:
    """Mixed into the Pups table."""

    def draw_stacks(self, surface, view, g: Geometry, ts: int) -> None:
        label = fonts.text(_("Alpha: {suit}").format(suit=view['alpha_suit_name']), ts, look.GOLD, bold=True)
        rect = label.get_rect(bottomleft=(g.alpha.left, g.alpha.top - 4))
        surface.blit(label, rect.clamp(surface.get_rect()))
        x, y = g.stacks.left, g.stacks.top
        line = round(ts * 1.65)
        names = {"0": _("Exactly 0"), "1": _("1s"), "2": _("2s"), "3": _("3s")}
        for number in ("0", "1", "2", "3"):
            left = view["stacks"][number]
            colour = look.INK if left else look.DANGER
            img = fonts.text(_("{stack}: {count} left").format(stack=names[number], count=left), ts, colour)
            chip = pygame.Rect(x, y, max(img.get_width() + 12, g.stacks.w), line - 2)
            pygame.draw.rect(surface, look.PANEL, chip, border_radius=6)
            surface.blit(img, img.get_rect(midleft=(chip.left + 6, chip.centery)))
            y += line
        dogs = fonts.text(_("Top Dogs: {count} left").format(count=view['top_dogs_left']), ts, look.GOLD)
        surface.blit(dogs, (x, y + 2))

    def draw_seat(self, surface, view, seat: int, g: Geometry, ts: int, own: bool) -> None:
        name = view["names"][seat]
        pile = view["piles"][seat]
        colour = look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)]
        turn = view["turn"] == seat and view["phase"] != "over"
        lines = [(_("{name}  (leader)").format(name=name) if view["leader"] == seat else name, colour, True),
                 (_("{bid} · tricks {count}").format(bid=bid_words(view['bids'][seat]), count=view['tricks'][seat]),
                  look.INK, False),
                 (_("Score {score}: {treats} treats, {poos} poos").format(score=pile['score'], treats=pile['treats'],
                                                                         poos=pile['poos']), look.INK_DIM, False),
                 (ngettext("{count} Top Dog", "{count} Top Dogs", pile['top_dogs']).format(count=pile['top_dogs']) + ", "
                  + ngettext("{count} saved zero bid", "{count} saved zero bids", pile['saved']).format(count=pile['saved']),
                  look.INK_DIM, False)]
        if seat in view["out"]:
            lines.append((_("I'm out!"), look.GOLD, True))
        if own:  # the hand keeps the room left of the corner it was planned for: longer words wrap there
            room = round(g.size[0] * 0.22) - 16
            lines = [(part, c, b) for t, c, b in lines for part in fonts.wrap(t, ts, room, bold=b)]
        imgs = [fonts.text(t, ts, c, bold=b) for t, c, b in lines]
        w = max(i.get_width() for i in imgs) + 16
        h = sum(i.get_height() for i in imgs) + 10
        if own:
            box = pygame.Rect(0, 0, w, h)
            box.bottomright = (g.size[0] - 10, g.size[1] - 10)
            g.own_panel = box
        else:
            point = g.seat_points[seat]
            box = pygame.Rect(0, 0, w, h)
            box.midtop = (point[0], g.panel_top(point))
            box.clamp_ip(surface.get_rect().inflate(-8, -8))
        g.panels[seat] = box.copy()
        pygame.draw.rect(surface, look.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, look.GOLD if turn else look.PANEL_EDGE, box, width=3 if turn else 1, border_radius=8)
        y = box.top + 5
        for img in imgs:
            surface.blit(img, (box.left + 8, y))
            y += img.get_height()
