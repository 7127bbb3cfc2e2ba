"""The trick in the middle: each seat's played card with its Mutt beside it, the
finished trick held with why it went as it did, and the won tricks stacked by each
seat's panel."""
from __future__ import annotations

import pygame

from scenes.frame import look
from scenes.table.cards import card_height
from scenes.table.layout import Placement, free_spot, nearest_first
from scenes.table.motion import Caption, Hold
from scenes.pups.geometry import Geometry, mutt_beside


class Trick:
    """Mixed into the Pups table."""

    def trick_placements(self, play: dict, g: Geometry) -> list[Placement]:
        spot = g.spots[play["seat"]]
        out = [Placement(f"trick:{play['seat']}:0", play["card"], spot.copy())]
        if play.get("mutt"):
            out.append(Placement(f"trick:{play['seat']}:1", play["mutt"],
                                 self.mutt_offset(spot)))
        return out

    def won_rect(self, seat: int, i: int, g: Geometry) -> pygame.Rect:
        w = max(14, round(g.card_w * 0.3))
        if seat == g.me:
            x, y = g.own_panel.left + 10, g.own_panel.top - card_height(w) - 6
        else:
            point = g.seat_points[seat]
            x, y = point[0] + round(g.small_w * 2.4), point[1] - card_height(w) // 2 - round(g.small_w * 0.4)
        return pygame.Rect(x + i * max(5, w // 3), y - i * max(3, w // 5), w, card_height(w))

    @staticmethod
    def mutt_offset(spot: pygame.Rect) -> pygame.Rect:
        return mutt_beside(spot)

    def holds(self, play: dict, g: Geometry) -> list[Hold]:
        spot = g.spots[play["seat"]]
        out = [Hold(duration=0.0, face=play["card"], rect=spot.copy())]
        if play.get("mutt"):
            out.append(Hold(duration=0.0, face=play["mutt"], rect=self.mutt_offset(spot)))
        return out

    def caption(self, text: str, duration: float) -> Caption:
        """Why a trick went as it did, in free felt near the middle (not over a card of
        the trick, a hand or a panel), wrapped narrower when the middle is tight."""
        g = self.geo()
        size = look.text_size(g.size, 18)
        obstacles = [p.rect for p in self.placements()] + list(g.panels.values()) + self.covered_place()
        for spot in g.spots.values():
            obstacles += [spot, self.mutt_offset(spot)]
        floor = g.hand_y - g.card_h // 2 - look.text_size(g.size, 18) * 2 - 12  # above the status line
        bounds = pygame.Rect(0, round(g.size[1] * 0.12), g.size[0], floor - round(g.size[1] * 0.12))
        step = max(4, g.size[1] // 60)
        points = nearest_first(g.centre, bounds, step * 2)
        # first clear of everything; then clear of the hands, panels and the winner's cards
        # only (over a beaten card rather than nowhere)
        winner = [p.rect for p in self.placements() if not p.key.startswith("trick:")] + list(g.panels.values())
        shares = [(round(g.size[0] * share), None) for share in (0.66, 0.5, 0.36, 0.26)]
        shares = [(width, Caption.box(text, size, width).size) for width, _ in shares]
        for avoid in (obstacles, winner + self.winner_rects(g)):
            for point in points:  # the nearest free place the middle, as wide as fits there
                for width, box in shares:
                    if free_spot(box, [point], avoid, bounds) is not None:
                        return Caption(duration=duration, text=text, centre=point, size=size, width=width)
        return Caption(duration=duration, text=text, centre=g.centre, size=size, width=round(g.size[0] * 0.5))

    def winner_rects(self, g: Geometry) -> list[pygame.Rect]:
        """Where the winning play of the trick being explained lies (the last one won)."""
        seat = getattr(self, "_explaining", None)
        if seat is None or seat not in g.spots:
            return []
        return [g.spots[seat], self.mutt_offset(g.spots[seat])]
