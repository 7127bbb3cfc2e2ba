"""The hand-off between people at one screen: the cover over the public table."""
from __future__ import annotations

from game.language import N_, _, ngettext
import pygame

from scenes.frame import fonts, look
from scenes.frame.stack import Scene

#: the status line while a finished trick or shift waits for a click
GO_ON = N_("Click or press Space to go on")


class HandOff(Scene):
    """The cover between two people at one screen. The public table stays in sight
    under it (every card played, a trick or shift as it ends and why, the bots'
    moves); the hands go, and a panel where the hand lay names who takes the screen
    next. When it comes up and when it may go is the table's cover rule
    (``PassAndPlay.must_cover``). Revealing is deliberate and not a move: ``reveal``
    (Space, a click, or any other input that means "show me"), once the table is at
    rest and the panel has named the person for a lock-out counted from the frame it
    named them (a double click, a quick second Enter meant for the table, a Space
    that hurried the bots or a key held down do nothing here)."""
    overlay = True

    #: the table's own cover: its bots go on playing under it
    cover = True
    #: a reveal sooner than this after the panel named the person at a table at rest is
    #: refused: seconds, and frames too (on a slow machine a second is a few frames)
    LOCKOUT = 0.6
    LOCKOUT_FRAMES = 18

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
        #: seconds since the cover came up; seconds and frames in a row it has named the
        #: person on top of a table at rest (the lock-out counts these)
        self.age = 0.0
        self.named_for = 0.0
        self.named_frames = 0
        #: Space is down (its repeats, or a Space held from before, reveal nothing)
        self.space_held = False
        self.refused = False
        #: where the panel was drawn last
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def point_to(self, seat: int | None, name: str | None, note: str, bots: list[str]) -> None:
        """The next person is known (or not yet): the cover names them."""
        if seat != self.seat:
            self.named_for, self.named_frames = 0.0, 0
        self.seat, self.name, self.note, self.bots = seat, name, note, bots

    def at_rest(self) -> bool:
        """The table has finished showing what happened (a trick's end, a bot's card)."""
        return not self.table.motion.busy

    def may_reveal(self) -> bool:
        return (self.seat is not None and self.at_rest() and self.named_for >= self.LOCKOUT
                and self.named_frames >= self.LOCKOUT_FRAMES)

    def resume(self) -> None:
        """On top again (a menu or a summary closed): the lock-out starts again, so the
        key that closed it reveals nothing."""
        super().resume()
        self.named_for, self.named_frames = 0.0, 0

    def update(self, dt: float) -> None:
        self.age += dt
        self.table.update(dt)  # the table plays on under the cover, in sight
        if self.app.stack.top is not self:
            return  # the table gave the screen back (or a summary came up)
        if self.seat is not None and self.at_rest():
            self.named_for += dt
            self.named_frames += 1
        else:
            self.named_for, self.named_frames = 0.0, 0

    def reveal(self, how: str) -> bool:
        """The one way to lift the cover: the person named asks to see their cards
        (``how``: "key", "click", "pad"). Before the lock-out is over it hurries the
        table's public moment on when there is one to hurry, else it is refused with a
        sound. True when the cover was lifted."""
        if self.may_reveal():
            self.done(how)
            return True
        if (self.seat is not None or self.table.waits_for_a_click()) and not self.at_rest() \
                and self.age >= self.LOCKOUT:
            self.table.motion.skip()  # a deliberate press hurries the public moment on (a
            # trick held until a click goes, or nobody, bots included, would move again)
        else:
            self.refused = self.seat is None
            self.app.audio.play("error")
        return False

    def handle(self, event) -> bool:
        if getattr(event, "pad", None) is not None:  # a pad: the named person's A reveals (scenes/table/pads.py)
            if (event := self.table.pad_at_cover(event, self.seat)) is None:
                return True
            if event.key == pygame.K_SPACE:  # (no key repeat to tell apart: a pad's press is one press)
                self.reveal("pad")
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.take_back()
            return True
        if event.type == pygame.KEYUP and event.key == pygame.K_SPACE:
            self.space_held = False
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            if not self.space_held:  # a key repeat of a Space held down is no new press
                self.space_held = True
                self.reveal("key")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.reveal("click")
            return True
        # every other key and click is for nobody while the screen changes hands
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def take_back(self) -> None:
        """Ctrl+Z before the screen is passed on: the person who just moved takes it back
        (the table comes back covered, passing to them)."""
        if not self.table.undo():
            self.note = self.table.message or ""

    def done(self, how: str = "key") -> None:
        if self.app.stack.top is self and self.seat is not None:
            self.app.stack.pop()
            self.table.reveal(self.seat, how)

    def words(self) -> list[tuple[str, int, tuple, bool]]:
        """The panel's lines: (text, size, colour, bold)."""
        if self.name is None and self.table.waits_for_a_click():

            return [(_(GO_ON), 34, look.GOLD, True)]  # (not "Bo is playing": the table waits)
        if self.name is None:
            who = ", ".join(self.bots)
            head = (ngettext("{who} is playing\u2026", "{who} are playing\u2026", len(self.bots)).format(who=who)
                    if self.bots else _("The table plays on\u2026"))
            lines = [(head, 30, look.GOLD, True)]
            if self.refused:
                lines.append((_("The next person is named here when the bots are done"), 17, look.INK, False))
            return lines
        lines = [(_("Pass to {name}").format(name=self.name), 34, look.GOLD, True)]
        if self.note:
            lines.append((self.note, 17, look.GOLD, False))
        if self.at_rest():  # (dim until the lock-out is over)
            ask = _("{name}: press Space or click to see your cards").format(name=self.name)
        else:
            ask = _("Wait for the table to finish (Space or a click hurries it)")
        lines.append((ask, 17, look.INK if self.may_reveal() else look.INK_DIM, False))
        lines.append((_("Everyone else: look away from the screen"), 14, look.INK_DIM, False))
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
