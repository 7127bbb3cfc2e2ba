"""The middle of the table: the dead hand, Cerberus and the card set aside with their
names, the shift being walked (the hardest dog's walker named in gold), and a worked
shift held with why it went to its worker, then flown to their pile."""
from __future__ import annotations

from game.language import _
import pygame

from scenes.frame import fonts, look
from scenes.table.layout import free_spot
from scenes.table.motion import Caption, Flight, Hold
from scenes.hounds.geometry import Geometry
from scenes.hounds.words import shift_reason

from game.hounds.cards import RANK


class Shifts:
    """Mixed into the Hounds table: ``shift_shown`` (the shift's cards as animated so
    far) and ``piles_shown`` (each worker's piles as animated so far)."""

    def draw_middle(self, surface, view, g: Geometry) -> None:
        ts = look.text_size(g.size, 13)
        if view["dead_hand"]:
            # as wide as the room left of Cerberus' label allows (a longer language's words wrap)
            room = 2 * (g.cerberus.centerx - g.dead.centerx) - fonts.font(ts).size("Cerberus")[0] - 12
            y = g.dead.bottom + 2
            for line in fonts.wrap(_("Dead hand {count}").format(count=view['dead_hand']), ts, max(room, g.dead.w)):
                img = fonts.text(line, ts, look.INK_DIM)
                surface.blit(img, img.get_rect(midtop=(g.dead.centerx, y)))
                y += img.get_height()
        if not self.single and view["phase"] != "over" and (view["cerberus"] is None or view["cerberus"]["slot"] is None):
            img = fonts.text("Cerberus", ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(g.cerberus.centerx, g.cerberus.bottom + 2)))
        if view["cerberus"] is not None and view["cerberus"]["slot"] is not None:
            img = fonts.text(_("Set aside"), ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(g.aside.centerx, g.aside.bottom + 2)))
        if view["phase"] == "play" or self.shift_shown:
            shift = view["shift"]
            label = _("Shift {number} of 5").format(number=shift['number'])
            if view["phase"] == "play":
                label = _("Shift {number} of 5 · {name} leads").format(number=shift['number'], name=view['names'][shift['lead']])
            img = fonts.text(label, ts + 1, look.INK, bold=True)
            surface.blit(img, img.get_rect(midbottom=(g.size[0] // 2, g.shift_top - 4)))
        cards = view["shift"]["cards"]
        hardest = max(range(len(cards)), key=lambda i: RANK[cards[i][1]]) if cards else None
        hidden = self.motion.hidden()
        for i, (seat, card) in enumerate(cards):
            if f"shift:{seat}" in hidden:
                continue
            rect = g.shift_rect(i)
            top = i == hardest
            name = fonts.text(view["names"][seat], ts, look.GOLD if top else look.INK, bold=top)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + 3)))

    def old_piles(self, before) -> list[Hold]:
        return [Hold(duration=0.0, face=None, rect=p.rect.copy()) for key, p in before.items() if key.startswith("pile:")]

    def work_shift(self, data, before) -> None:
        g = self.geo()
        names = self.match.names
        worker = data["seat"]
        cards = data["cards"]
        last = data["shift"] == 5
        old = self.old_piles(before) if last else []
        hold = self.hold_seconds()
        holds = [Hold(duration=hold, face=c, rect=g.shift_rect(i)) for i, (_, c) in enumerate(cards)]
        text = shift_reason(data, names, self.match.view(None)["baddog"])
        self.last_reason = text
        # the finished shift stays, with why, until the setting's time is up or a click
        size, width = look.text_size(g.size, 18), round(g.size[0] * 0.5)
        box = Caption.box(text, size, width)
        names_below = self.banner_obstacles() + [g.shift_rect(i).inflate(0, look.text_size(g.size, 13) * 4)
                                                 for i in range(self.match.players)]
        spot = free_spot(box.size, self.banner_spots(self.caption_point(), box.size), names_below,
                         pygame.Rect((0, 0), g.size)) or self.caption_point()
        self.motion.then(*holds, *old, Caption(duration=hold, text=text, centre=spot, size=size, width=width))
        i = self.piles_shown.get(worker, 0)
        self.piles_shown[worker] = i + 1
        target = g.stands[worker].pile_rect(i)
        total = data["badness_total"]

        def landed(seat=worker, total=total):
            if not self.single:
                self.target_tie[seat] = total
            else:
                self.target_tie = list(self.tiebreak(self.match.view(None)))
        flights = [Flight(duration=0.4, delay=0.05 * j, face=c, start=g.shift_rect(j), end=target.copy(),
                          hides=(f"pile:{worker}:{i}",)) for j, (_, c) in enumerate(cards)]
        flights[-1].on_done = landed
        self.motion.then(*flights, *[Hold(duration=0.0, face=h.face, rect=h.rect) for h in old])
        self.shift_shown = []
        if last:
            self.piles_shown = {}
