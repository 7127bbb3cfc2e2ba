"""Pass-and-play at one table: whose private view is up, the cover between two people,
each person's own focus, and what the cover must leave in sight (a mixin of ``TableScene``)."""
from __future__ import annotations

import pygame

from scenes.table.motion import codes_in


class PassAndPlay:
    def is_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat`` (online, a seat may be a person at another computer)."""
        if self.online:
            return self.match.is_bot(seat)
        return seat not in self.humans

    def next_human(self) -> int | None:
        for seat in self.match.to_act():
            if seat in self.humans:
                return seat
        return None

    def seat_at_bottom(self) -> int:
        """The seat drawn at the bottom: the person looking, else the one who looked
        last (the table does not turn round under a cover), else seat 0."""
        if isinstance(self.viewer, int):
            return self.viewer
        if self.viewer is None and self.facing is not None and not self.replaying:
            return self.facing
        return 0  # a shared screen ("all") and a replay keep seat 0 at the bottom

    def playing_now(self) -> bool:
        """The game goes on when the table is on top, or under its own hand-off cover
        (bots keep playing there, in sight on the public table)."""
        top = self.app.stack.top
        return top is self or getattr(top, "table", None) is self and getattr(top, "cover", False)

    def cover(self):
        """This table's hand-off cover, when one is on the stack."""
        for scene in self.app.stack.scenes:
            if getattr(scene, "cover", False) and getattr(scene, "table", None) is self:
                return scene
        return None

    def check_handoff(self) -> None:
        """With two or more people, cover the table in the very frame the person looking
        can no longer act (before any bot moves): the public table stays in sight, the
        hands go. The cover names the next person once it is known; when that is the
        person who had the screen last, it goes back to them once the table is at rest."""
        if not self.needs_handoff() or len(self.humans) < 2 or self.match.is_over or self.held_view is not None:
            return
        nxt = self.next_human()
        if self.handing_off:
            cover = self.cover()
            if cover is None:
                return
            acting = self.match.to_act()
            cover.point_to(nxt, self.seats[nxt].name if nxt is not None else None,
                           self.handoff_note(nxt) if nxt is not None else "",
                           [self.seats[s].name for s in acting if s not in self.humans])
            if nxt is not None and nxt == self.last_looker and not self.motion.busy \
                    and self.app.stack.top is cover:
                cover.done()  # nobody else had the screen: no pass, no press
            return
        if isinstance(self.viewer, int) and nxt == self.viewer:
            return  # the person looking is the next to act
        self.hand_off()

    def hand_off(self) -> None:
        """Put the cover up: the person looking keeps their focus for their next turn."""
        from scenes.table.handoff import HandOff

        if isinstance(self.viewer, int):
            self.focus_of[self.viewer] = self.focus_state()
            self.facing = self.last_looker = self.viewer
        self.handing_off = True
        self.viewer = None
        self.hide_private_motion(codes_in(self.match.view(None)))
        self.touch()
        self.app.stack.push(HandOff(self.app, self))
        self.check_handoff()  # name the next person (or the bots) from the first frame

    def hide_private_motion(self, shown: set) -> None:
        """Cards still moving from the last person's view go on face down unless the
        public may see them (a card drawn into their hand, a card of another's stand)."""
        self.motion.hide_faces(shown)

    def reveal(self, seat: int) -> None:
        """The cover is lifted by ``seat``: their own cards, their own focus."""
        self.viewer = self.facing = self.last_looker = seat
        self.handing_off = False
        self.set_focus_state(self.focus_of.get(seat))
        self.touch()

    def chip_bars(self) -> list:
        """The rows of choice chips this table draws (a bid, a clue, a pick ...)."""
        return [bar for bar in [getattr(self, "bar", None), *getattr(self, "bars", [])] if bar is not None]

    def focus_state(self) -> dict:
        """The looking person's keyboard focus: the hand's cursor, the chip each row of
        chips has in focus and which row; kept for them while others have the screen."""
        return {"cursor": getattr(self, "cursor", 0), "chips": [bar.focused_label() for bar in self.chip_bars()],
                "row": getattr(self, "bar_focus", 0)}

    def set_focus_state(self, state: dict | None) -> None:
        """Give the keyboard focus to the person now looking: their own as they left
        it, or the start for someone who has not looked yet (never the last person's)."""
        state = state or {}
        if hasattr(self, "cursor"):
            self.cursor = state.get("cursor", 0)
        labels = state.get("chips", [])
        for i, bar in enumerate(self.chip_bars()):
            bar.restore(labels[i] if i < len(labels) else None)
        if hasattr(self, "bar_focus"):
            self.bar_focus = state.get("row", 0)

    def follow_hint(self, action) -> None:
        """A hint came: the keyboard's focus moves to the hinted move (so that the ring
        of the hint and the focus never point at two things): its chip here; a table
        with a hand moves its cursor too."""
        for row, bar in enumerate(self.chip_bars()):
            for i, chip in enumerate(bar.chips):
                if chip.action is not None and str(chip.action) == str(action):
                    bar.focus = i
                    if hasattr(self, "bar_focus") and bar in getattr(self, "bars", []):
                        self.bar_focus = self.bars.index(bar)
        self.touch()

    def handoff_note(self, seat: int) -> str:
        """A line for the hand-off screen saying why it passes to ``seat`` (optional)."""
        return ""

    def covered_place(self) -> list[pygame.Rect]:
        """Where the hand-off panel stands when the table is covered: what a banner or a
        caption keeps clear of at a table passed between people (a banner made just
        before the cover comes up lasts under it); empty with one person."""
        if self.replaying or len(self.humans) < 2 or not self.needs_handoff():
            return []
        from scenes.table.handoff import HandOff

        cover = self.cover() or HandOff(self.app, self)
        return [cover.reach(self.area_size())]

    def cover_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the hand-off panel goes: over the hand at the bottom (the cards played,
        the scores and the other seats stay in sight); its foot sits on this rect's."""
        w, h = size
        return pygame.Rect(0, round(h * 0.7), w, h - round(h * 0.7) - 8)
