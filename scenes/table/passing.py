"""Pass-and-play at one table: whose private view is up, the cover between two people,
each person's own focus, and what the cover must leave in sight (a mixin of ``TableScene``)."""
from __future__ import annotations

import pygame

from scenes.table.motion import codes_in


class PassAndPlay:
    #: the events that show a moment to everyone (a trick's or shift's end, a round's
    #: result): the person looking gives up the screen (see ``must_cover``)
    public_moments = frozenset({"round_scored"})
    #: something was shown to everyone since the person looking took the screen
    shown_to_all = False
    #: the last reveal: [seat, how ("key", "click", "pad"), frame] (for the frame trace)
    revealed: list | None = None
    #: people elsewhere look at this screen too (on phones, in an online room hosted
    #: here): even one person here gets the cover where their hand would show
    shared_screen = False

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

    def passes_between_people(self) -> bool:
        """Two or more people share this screen at a turn-based moment: the cover rule
        applies."""
        return self.needs_handoff() and (len(self.humans) >= 2 or self.shared_screen) and not self.replaying

    def share_screen(self) -> None:
        """People on phones look at this screen as well: the one person here is covered
        as two would be, from the table's first frame."""
        self.shared_screen = True
        if self.humans and self.needs_handoff():
            self.viewer = None

    def must_cover(self) -> bool:
        """The cover rule, decided here and nowhere else (docs/architecture.md says it
        in words). With two or more people at a turn-based table, a person's private view
        lasts only while that person acts on and nothing has been shown to everyone since
        they took the screen. Anything shown to everyone - a bot's move, a trick or shift
        ending, a round's result - ends it: the cover comes up over the
        public table, and once up it goes only by a deliberate reveal for the person it
        names (``HandOff.reveal``), even when that is the person who looked last. Who has
        been looking decides, not who is next. So a move that ends a trick or shift is
        seen ending on the public table before anyone's next private view."""
        if not self.passes_between_people() or self.match.is_over:
            return False
        if self.handing_off:
            return True  # up: it stays until a reveal
        if not isinstance(self.viewer, int):
            return True  # nobody's view is up (a table just opened, a round just shown)
        return self.shown_to_all or self.held_view is not None or self.next_human() != self.viewer

    def saw_events(self, events) -> None:
        """Events the table is about to show: one of the game's moments for everyone
        (``public_moments``) means the person looking gives up the screen."""
        if any(event.kind in self.public_moments for event in events):
            self.shown_to_all = True

    def check_handoff(self) -> None:
        """Keep the screen to the cover rule, every frame: cover the table in the very
        frame the rule says (before any bot moves, with the moment for everyone in
        sight), and name on the cover the next person once they are known."""
        if not self.must_cover():
            return
        if not self.handing_off:
            self.hand_off()
            return
        cover = self.cover()
        if cover is None:
            return
        nxt = self.next_human()  # (a round's end waits for its summary: no reveal before it, the table being busy)
        acting = self.match.to_act()
        cover.point_to(nxt, self.seats[nxt].name if nxt is not None else None,
                       self.handoff_note(nxt) if nxt is not None else "",
                       [self.seats[s].name for s in acting if s not in self.humans])

    def hand_off(self) -> None:
        """Put the cover up: the person looking keeps their focus for their next turn."""
        from scenes.table.handoff import HandOff

        if isinstance(self.viewer, int):
            self.focus_of[self.viewer] = self.focus_state()
            self.facing = self.last_looker = self.viewer
        self.handing_off = True
        self.shown_to_all = False  # the cover shows it to everyone now
        self.viewer = None
        self.hide_private_motion(codes_in(self.match.view(None)))
        self.touch()
        self.app.stack.push(HandOff(self.app, self))
        self.check_handoff()  # name the next person (or the bots) from the first frame

    def hide_private_motion(self, shown: set) -> None:
        """Cards still moving from the last person's view go on face down unless the
        public may see them (a card drawn into their hand, a card of another's stand)."""
        self.motion.hide_faces(shown)

    def reveal(self, seat: int, how: str = "key") -> None:
        """The cover is lifted by ``seat`` (``how``: the key, click or pad button that
        did it, kept for the frame trace): their own cards, their own focus."""
        self.viewer = self.facing = self.last_looker = seat
        self.revealed = [seat, how, self.app.frame]
        self.handing_off = self.shown_to_all = False
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
        if self.replaying or len(self.humans) < 2 and not self.shared_screen or not self.needs_handoff():
            return []
        from scenes.table.handoff import HandOff

        cover = self.cover() or HandOff(self.app, self)
        return [cover.reach(self.area_size())]

    def cover_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the hand-off panel goes: over the hand at the bottom (the cards played,
        the scores and the other seats stay in sight); its foot sits on this rect's."""
        w, h = size
        return pygame.Rect(0, round(h * 0.7), w, h - round(h * 0.7) - 8)
