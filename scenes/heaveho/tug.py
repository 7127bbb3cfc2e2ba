"""The tug-of-war laid out at the Heave Ho! table: the team stacks, the discard and the
cards on the spaces, the other hand's backs at the top and the hand at the bottom
(the card picked lifted, the ones that cannot be played dimmed), the card taken with
Dirty Trick, the hands' labels, and the chips and glowing spaces of the choice."""
from __future__ import annotations

from collections import Counter

import pygame

from game.language import _, ngettext
from scenes.frame import fonts, look
from scenes.table.controls import settle
from scenes.heaveho.board import seat_colour
from scenes.heaveho.geometry import Geometry
from scenes.heaveho.pickers import Pick
from scenes.table.layout import Placement


class TugLayout:
    """HeaveHoTable's tug on screen: whose turn, what may be played, where it lies."""

    def my_turn(self, view) -> bool:
        me = self.me()
        return (me is not None and view["phase"] == "tug" and view["turn"] == me and self.choosing_now()
                and self.frozen is None)

    def legal(self) -> list:
        me = self.me()
        return self.match.legal_actions(me) if me is not None else []

    def sync_selection(self, view) -> None:
        if self._sel_step != self.match.step:
            self._sel_step = self.match.step
            self.selected = view["stolen"] if self.my_turn(view) and view["stolen"] else None
            self.swap_from = None

    def bottom_seat(self) -> int:
        return self.seat_at_bottom()

    def cover_area(self, size) -> pygame.Rect:
        """The hand-off panel lies over the bottom hand (face down under the cover)."""
        g = self.geo()
        return pygame.Rect(0, g.hand_y - g.hand_h // 2 - 8, g.size[0], g.size[1] - (g.hand_y - g.hand_h // 2 - 8) - 6)

    def tug_layout(self, view) -> list[Placement]:
        g = self.geo()
        out: list[Placement] = []
        for side in (0, 1):
            if view["team_stacks"][side]:
                out.append(Placement(f"team:{side}", None, g.team_stacks[side].copy()))
        if view["discard"]:
            if len(view["discard"]) > 1:
                out.append(Placement("discard:under", view["discard"][-2], g.discard.move(-3, 3)))
            out.append(Placement("discard", view["discard"][-1], g.discard.copy()))
        for side in (0, 1):
            for colour, stack in view["board"][side].items():
                for i, (card, rect) in enumerate(zip(stack, g.stack_rects(side, colour, len(stack)))):
                    out.append(Placement(f"space:{side}:{colour}:{i}", card, rect))
        bottom = self.bottom_seat()
        top = 1 - bottom
        hands = view.get("hands")
        top_faces = hands[top] if hands else [None] * view["hand_sizes"][top]
        out += self.hand_placements(top, top_faces, g.other_rects(len(top_faces)))
        mine = hands[bottom] if hands else (view["hand"] if view["hand"] is not None and self.me() == bottom
                                             else [None] * view["hand_sizes"][bottom])
        playing = self.my_turn(view)
        legal_cards = {a.card for a in self.legal()} if playing and not view["stolen"] else set()
        self.cursor = settle(self.cursor, len(mine), {i for i, c in enumerate(mine) if c in legal_cards})
        placed = self.hand_placements(bottom, mine, g.hand_rects(len(mine)))
        chosen = False
        for i, p in enumerate(placed):
            if playing and p.face is not None:
                is_sel = p.face == self.selected and not chosen
                chosen = chosen or is_sel
                p.legal = p.face in legal_cards and not is_sel
                p.dim = p.face not in legal_cards
                p.selected = is_sel
                p.focus = i == self.cursor and self.selected is None
            p.action = p.face
        out += placed
        if view["stolen"]:
            mine_to_play = self.my_turn(view)
            out.append(Placement("stolen", view["stolen"], g.stolen.copy(),
                                 legal=mine_to_play and self.selected is None,
                                 selected=mine_to_play and self.selected == view["stolen"], action=view["stolen"]))
        return out

    @staticmethod
    def hand_placements(seat: int, faces: list, rects: list) -> list[Placement]:
        seen = Counter()
        out = []
        for i, (face, rect) in enumerate(zip(faces, rects)):
            key = f"hand:{seat}:{face}#{seen[face]}" if face else f"hand:{seat}:#{i}"
            seen[face] += 1
            out.append(Placement(key, face, rect))
        return out

    def draw_hand_labels(self, surface, view, g: Geometry) -> None:
        ts = look.text_size(g.size, 14)
        bottom = self.bottom_seat()
        rects = g.hand_rects(view["hand_sizes"][bottom])
        if rects:
            img = fonts.text(_("{name}'s hand").format(name=view["names"][bottom]), ts, seat_colour(bottom), bold=True)
            surface.blit(img, img.get_rect(midright=(rects[0].left - 12, g.hand_y)))
        top = 1 - bottom
        n = view["hand_sizes"][top]
        rects = g.other_rects(n)
        if self.shown_counts is not None and self.frozen is None:
            n = self.shown_counts[top]
        x = (rects[-1].right if rects else g.size[0] // 2) + 10
        if self.other_count_shown():
            img = fonts.text(ngettext("{name}: {count} card in hand", "{name}: {count} cards in hand", n).format(
                name=view["names"][top], count=n), ts, seat_colour(top), bold=True)
            surface.blit(img, img.get_rect(midleft=(x, g.other_y)))
        if view["stolen"]:
            r = g.stolen
            img = fonts.text(_("Taken with {card}").format(card="Dirty Trick"), ts, look.GOLD, bold=True)
            spot = img.get_rect(midbottom=(r.centerx, r.top - r.h // 7 - 8))
            surface.blit(img, spot.clamp(surface.get_rect()))

    def update_picker(self, view) -> None:
        """The chips and the glowing spaces for the current choice."""
        self.glow, self.dim = set(), set()
        if not self.my_turn(view) or self.selected is None:
            self.bar.clear()
            return
        key = (self.match.step, self.viewer, self.selected, self.swap_from)
        if self._picker[0] != key:
            pick = self.pick_helper(view)
            chips, prompt = pick.chips(self.selected, self.swap_from, not view["stolen"])
            self._picker = (key, chips, prompt, *pick.glow(self.selected, self.swap_from))
        _key, chips, prompt, self.glow, self.dim = self._picker
        self.bar.set(chips, prompt)

    def pick_helper(self, view) -> Pick:
        me = self.me()
        return Pick(me, view["names"][1 - me], self.legal(), lambda a: self.match.why_illegal(me, a), view)
