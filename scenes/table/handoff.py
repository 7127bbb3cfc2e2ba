"""The hand-off between people at one screen: the cover over the public table."""
from __future__ import annotations

import pygame

from scenes.frame import fonts, look
from scenes.frame.stack import Scene

#: the status line while a finished trick or shift waits for a click
GO_ON = "Click or press Space to go on"


class HandOff(Scene):
    """The cover between two people at one screen. The public table stays in sight
    under it (every card played, a trick or shift as it ends and why, the bots'
    moves); the hands go, and a panel where the hand lay names who takes the screen
    next. Revealing is deliberate and not a move: Space, or the mouse button held
    down, pressed after the table is at rest and the panel has named the person for
    a moment (a double click or a quick second Enter meant for the table does
    nothing here)."""
    overlay = True

    #: the table's own cover: its bots go on playing under it
    cover = True
    #: a press that starts sooner than this after the panel names the person is not a reveal
    LOCKOUT = 0.6
    #: a click must be held this long to reveal
    HOLD = 0.5

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        #: the seat it passes to (None while bots are still moving and the next person is unknown)
        self.seat: int | None = None
        self.name: str | None = None
        #: why the screen passes to this person (a table may say, e.g. "a clue to remember")
        self.note = ""
        #: bots moving under the cover, named on it
        self.bots: list[str] = []
        #: seconds since the cover came up, and since it named a person at a table at rest
        self.age = 0.0
        self.named_for = 0.0
        #: seconds the mouse button has been held down for a reveal (None: not held)
        self.holding: float | None = None
        self.refused = False
        #: where the panel was drawn last
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def point_to(self, seat: int | None, name: str | None, note: str, bots: list[str]) -> None:
        """The next person is known (or not yet): the cover names them."""
        if seat != self.seat:
            self.named_for = 0.0
            self.holding = None
        self.seat, self.name, self.note, self.bots = seat, name, note, bots

    def at_rest(self) -> bool:
        """The table has finished showing what happened (a trick's end, a bot's card)."""
        return not self.table.motion.busy

    def may_reveal(self) -> bool:
        return self.seat is not None and self.at_rest() and self.named_for >= self.LOCKOUT

    def update(self, dt: float) -> None:
        self.age += dt
        self.table.update(dt)  # the table plays on under the cover, in sight
        if self.app.stack.top is not self:
            return  # the table gave the screen back (or a summary came up)
        if self.seat is not None and self.at_rest():
            self.named_for += dt
        else:
            self.named_for = 0.0
        if self.holding is not None and self.may_reveal():
            self.holding += dt
            if self.holding >= self.HOLD:
                self.done()

    def handle(self, event) -> bool:
        if getattr(event, "pad", None) is not None:  # a pad: the named person's A reveals (scenes/table/pads.py)
            if (event := self.table.pad_at_cover(event, self.seat)) is None:
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.take_back()
            return True
        space = event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
        down = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.holding = None
            return True
        if space or down:
            if self.may_reveal():
                if space:
                    self.done()
                else:
                    self.holding = 0.0
            elif (self.seat is not None or self.table.waits_for_a_click()) and not self.at_rest() \
                    and self.age >= self.LOCKOUT:
                self.table.motion.skip()  # a deliberate press hurries the public moment on (a
                # trick held until a click goes, or nobody, bots included, would move again)
            else:
                self.refused = self.seat is None
                self.app.audio.play("error")
            return True
        # every other key and click is for nobody while the screen changes hands
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def take_back(self) -> None:
        """Ctrl+Z before the screen is passed on: the person who just moved takes it back
        (the table comes back covered, passing to them)."""
        if not self.table.undo():
            self.note = self.table.message or ""

    def done(self) -> None:
        if self.app.stack.top is self and self.seat is not None:
            self.app.stack.pop()
            self.table.reveal(self.seat)

    def words(self) -> list[tuple[str, int, tuple, bool]]:
        """The panel's lines: (text, size, colour, bold)."""
        if self.name is None and self.table.waits_for_a_click():

            return [(GO_ON, 34, look.GOLD, True)]  # (not "Bo is playing": the table waits)
        if self.name is None:
            who = ", ".join(self.bots)
            head = f"{who} {'is' if len(self.bots) == 1 else 'are'} playing\u2026" if self.bots else "The table plays on\u2026"
            lines = [(head, 30, look.GOLD, True)]
            if self.refused:
                lines.append(("The next person is named here when the bots are done", 17, look.INK, False))
            return lines
        lines = [(f"Pass to {self.name}", 34, look.GOLD, True)]
        if self.note:
            lines.append((self.note, 17, look.GOLD, False))
        if self.holding is not None:
            ask = f"{self.name}: keep holding\u2026"
        elif self.at_rest():
            ask = f"{self.name}: press Space or hold the mouse button to see your cards"
        else:
            ask = "Wait for the table to finish (Space hurries it)"
        lines.append((ask, 17, look.INK if self.may_reveal() or self.holding is not None else look.INK_DIM, False))
        lines.append(("Everyone else: look away from the screen", 14, look.INK_DIM, False))
        return lines

    def panel(self, size, words) -> tuple[pygame.Rect, list, int, int]:
        """The panel for these lines: its rect, the lines' pictures, their height and the pad."""
        area = self.table.cover_area(size)
        pad = max(8, round(10 * look.scale(size)))
        room = max(area.w, min(size[0] - 16, 360)) - 2 * pad  # wrapped to the hand's width
        imgs = [fonts.text(line, look.text_size(size, ts), colour, bold=bold)
                for text, ts, colour, bold in words
                for line in fonts.wrap(text, look.text_size(size, ts), room, bold=bold)]
        w = min(size[0] - 16, max(max(i.get_width() for i in imgs) + 2 * pad, area.w))
        text_h = sum(i.get_height() + 4 for i in imgs)
        h = max(text_h + 2 * pad, area.h)  # the whole hand goes under it
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (area.centerx, area.bottom)
        rect.clamp_ip(pygame.Rect((0, 0), size))
        return rect, imgs, text_h, pad

    def reach(self, size) -> pygame.Rect:
        """Where the panel may stand while it is up (as it names someone, its tallest):
        what the table's banners and captions keep clear of."""
        named = self.name or max(self.table.match.names, key=len)
        was = self.name
        self.name = named
        try:
            return self.panel(size, self.words())[0]
        finally:
            self.name = was

    def draw(self, surface) -> None:
        from scenes.frame import trace

        trace.note(viewer=None, addressed=[self.seat] if self.seat is not None else [])
        size = surface.get_size()
        rect, imgs, text_h, pad = self.panel(size, self.words())
        self.panel_rect = rect
        surface.fill(look.PANEL, rect.inflate(-24, 0))  # opaque: the hand under it is gone
        pygame.draw.rect(surface, look.PANEL, rect, border_radius=14)
        pygame.draw.rect(surface, look.GOLD if self.name else look.PANEL_EDGE, rect, width=3, border_radius=14)
        y = rect.centery - text_h // 2
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += img.get_height() + 4
        if self.holding is not None:  # how far the held click has come
            bar = pygame.Rect(rect.left + 2 * pad, rect.bottom - pad // 2 - 4, rect.w - 4 * pad, 4)
            pygame.draw.rect(surface, look.PANEL_EDGE, bar)
            bar.w = round(bar.w * min(1.0, self.holding / self.HOLD))
            pygame.draw.rect(surface, look.GOLD, bar)
