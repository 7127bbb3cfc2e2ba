"""Scenes pushed over a table: pause, hand-off, round summary, game over, and small
dialogs. The table underneath keeps its state; popping returns to it unchanged."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes import fonts, look
from storage import saves, disk
from scenes.menu import Button, Label, Menu, TextField
from scenes.stack import Scene


_veils: dict = {}


def veil(surface: pygame.Surface, alpha: int = 215) -> None:
    """Darken what is under an overlay (the shade is made once per window size)."""
    key = (surface.get_size(), alpha)
    shade = _veils.get(key)
    if shade is None:
        _veils.clear()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((6, 16, 12, alpha))
        _veils[key] = shade
    surface.blit(shade, (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, look.PANEL, rect, border_radius=16)
    pygame.draw.rect(surface, look.PANEL_EDGE, rect, width=2, border_radius=16)


def centre_column(size, width_share=0.36, min_w=320, max_w=520) -> tuple[int, int]:
    w = max(min_w, min(max_w, int(size[0] * width_share)))
    return (size[0] - w) // 2, w


class Overlay(Scene):
    overlay = True
    title = ""
    menu: Menu | None = None

    def handle(self, event) -> bool:
        return self.menu.handle(event) if self.menu else False

    def covered(self) -> bool:
        """Another overlay is open over this one (its title would show through)."""
        return self.app.stack.top is not self and self in self.app.stack.scenes

    def draw(self, surface) -> None:
        veil(surface)
        if self.title and not self.covered():
            size = surface.get_size()
            img = fonts.text(self.title, look.text_size(size, 40), look.GOLD, bold=True)
            rect = img.get_rect(midtop=(size[0] // 2, round(size[1] * 0.1)))
            pygame.draw.rect(surface, look.PANEL, rect.inflate(28, 8), border_radius=12)  # clear of what is behind
            surface.blit(img, rect)

    def draw_front(self, surface) -> None:
        if self.menu:
            self.menu.draw_focus(surface)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()


#: what "Quit to title" says instead of asking first: nothing is lost
KEPT_NOTE = "Your game is kept: Continue on the title picks it up where you left it."


class PauseMenu(Overlay):
    title = "Paused"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        #: what the last Save did, under the title (green when it worked)
        self.note = ""
        self.note_good = False

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        x, w = centre_column(size)
        helpers = [Button("Hint (H)", self.hint)]
        if self.table.offers_undo:  # (not where everyone plays at once against the clock)
            helpers.insert(0, Button("Undo (Ctrl+Z)", self.undo))
        rows = [
            [Button("Resume", self.close)],
            helpers,
            [Button("Rules", self.rules)],
            [Button("Settings", self.settings)],
            [Button("Save game", self.save)],
            [Button("Restart", self.restart)],
            [Button("Quit to title", self.quit_to_title)],
        ]
        self.menu = Menu(self, rows, pygame.Rect(x, round(size[1] * 0.24), w, 0), on_back=self.close)

    def undo(self) -> None:
        self.close()
        self.table.undo()

    def hint(self) -> None:
        self.close()
        self.table.hint()

    def rules(self) -> None:
        from scenes.rules import RulesPage

        self.app.stack.push(RulesPage(self.app, self.table.entry, self.table.art))

    def settings(self) -> None:
        from scenes.options import SettingsScreen

        self.app.stack.push(SettingsScreen.of(self.app))

    def save(self) -> None:
        def write(name: str) -> None:
            try:
                path = saves.save_named(self.table.saved(), name)
            except OSError as exc:
                self.note, self.note_good = f"Could not save: {disk.reason(exc)}", False
                self.app.audio.play("error")
                return
            if path is None:
                self.note, self.note_good = f"Not saved: {disk.saving_off()}", False
                return
            self.note, self.note_good = f"Saved as \u201c{name}\u201d. Saved games on the title opens it.", True

        def done(name: str) -> None:
            if saves.named_path(name).exists():  # nothing saved is overwritten unseen
                self.app.stack.push(Confirm(self.app, f"A game is already saved as \u201c{name}\u201d. Replace it?",
                                            lambda: write(name), careful=True))
            else:
                write(name)

        self.app.stack.push(AskName(self.app, "Save this game as", done, initial=self.table.entry.title))

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.note and not self.covered():
            size = surface.get_size()
            ts = look.text_size(size, 18)
            img = fonts.text(self.note, ts, look.GOOD if self.note_good else look.DANGER, bold=True)
            rect = img.get_rect(midtop=(size[0] // 2, round(size[1] * 0.1) + look.text_size(size, 40) + 14))
            pygame.draw.rect(surface, look.PANEL, rect.inflate(20, 8), border_radius=8)
            surface.blit(img, rect)

    def restart(self) -> None:
        # (what cannot be undone starts on No: an Enter meant for the menu loses nothing)
        self.app.stack.push(Confirm(self.app, "Start this game again from the first deal?", self.table.restart,
                                    careful=True))

    def quit_to_title(self) -> None:
        from scenes.title import Title

        self.table.autosave()
        self.app.stack.reset(Title.of(self.app))
        if not self.table.finished:  # (a guided game says how to go on with it)
            self.app.notices.append(getattr(self.table, "kept_note", KEPT_NOTE))


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
            from scenes.table import GO_ON

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
        from scenes import trace

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


class Summary(Overlay):
    """A table of numbers with a Continue button: the round summary frame."""

    def __init__(self, app, title: str, header: list[str], rows: list[list[str]], note: str = "",
                 on_close: Callable[[], None] | None = None):
        super().__init__(app)
        self.title = title
        self.header = header
        self.rows = rows
        self.note = note
        self.on_close = on_close

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        x, w = centre_column(size, 0.2, 200, 300)
        self.menu = Menu(self, [[Button("Continue", self.close)]], pygame.Rect(x, round(size[1] * 0.82), w, 0),
                         on_back=self.close)

    def close(self) -> None:
        super().close()
        if self.on_close:
            self.on_close()

    def draw(self, surface) -> None:
        super().draw(surface)
        grid = draw_grid(surface, self.header, self.rows, top=0.22)
        if self.note:
            size = surface.get_size()
            ts = look.text_size(size, 17)
            lines = fonts.wrap(self.note, ts, int(size[0] * 0.7))
            note_h = fonts.font(ts).get_linesize() * len(lines)
            # just above the Continue button (a long note grows upwards, never over it)
            button_top = self.menu.row_tops[0] if self.menu else round(size[1] * 0.82)
            y = max(grid.bottom + 14, min(round(size[1] * 0.74), button_top - 14 - note_h))
            back = pygame.Rect(0, 0, max(fonts.font(ts).size(line)[0] for line in lines) + 24, note_h + 8)
            back.midtop = (size[0] // 2, y - 4)
            pygame.draw.rect(surface, look.PANEL, back, border_radius=8)  # clear of the table behind
            for line in lines:
                img = fonts.text(line, ts, look.INK)
                surface.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
                y += img.get_height()


def draw_grid(surface, header: list[str], rows: list[list[str]], top: float = 0.22, bottom: float = 0.72,
              colours: list | None = None) -> pygame.Rect:
    size = surface.get_size()
    ts = look.text_size(size, 18)
    lines = [header] + rows
    cols = len(header)
    widths = [max(fonts.font(ts, bold=True).size(str(line[c]))[0] for line in lines if c < len(line)) + 28
              for c in range(cols)]
    total = sum(widths)
    row_h = round(ts * 1.7)
    avail = (bottom - top) * size[1]
    if row_h * len(lines) > avail:
        ts = max(12, int(ts * avail / (row_h * len(lines))))
        row_h = round(ts * 1.6)
    x0 = (size[0] - total) // 2
    y = round(size[1] * top)
    box = pygame.Rect(x0 - 16, y - 10, total + 32, row_h * len(lines) + 20)
    panel(surface, box)
    for r, line in enumerate(lines):
        x = x0
        for c, cell in enumerate(line):
            colour = look.GOLD if r == 0 else (colours[r - 1] if colours and c == 0 else look.INK)
            img = fonts.text(str(cell), ts, colour, bold=(r == 0 or c == 0))
            surface.blit(img, (x + 6, y + (row_h - img.get_height()) // 2))
            x += widths[c]
        y += row_h
    return box


class GameOver(Overlay):
    title = "Game over"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.result = table.match.result()

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = min(720, int(size[0] * 0.7))
        x = (size[0] - w) // 2
        rows = [[Button("Play again", self.play_again), Button("Watch the replay", self.replay),
                 Button("Back to title", self.to_title)]]
        self.menu = Menu(self, rows, pygame.Rect(x, round(size[1] * 0.86), w, 0), on_back=self.to_title)
        if self.table.unkept:  # one Enter must not start a game over the only copy of this one
            self.menu.focus_on((0, 2))

    def play_again(self) -> None:
        """A new game; when this one could not be kept for replays, only once asked (the
        new game's autosave replaces the only copy of this one)."""
        if not self.table.unkept:
            self.table.restart()
            return
        self.app.stack.push(Confirm(self.app, "This game could not be kept for replays and is only in the autosave: "
                                    "a new game replaces it. Play again anyway?", self.table.restart, careful=True))

    def replay(self) -> None:
        from scenes.replay import ReplayScene

        self.app.stack.push(ReplayScene(self.app, self.table.saved()))

    def to_title(self) -> None:
        from scenes.title import Title

        self.app.stack.reset(Title.of(self.app))

    def draw(self, surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        game = self.table.match
        res = self.result
        winners = res.get("winners") or []
        headline = ("Winner: " if len(winners) == 1 else "Shared win: ") + ", ".join(game.names[s] for s in winners) \
            if winners else "Nobody wins"
        img = fonts.text(headline, look.text_size(size, 26), look.INK, bold=True)
        surface.blit(img, img.get_rect(midtop=(size[0] // 2, round(size[1] * 0.19))))
        extra = self.table.final_columns() if hasattr(self.table, "final_columns") else ([], {})
        extra_header, extra_cells = extra
        header = ["Place", "Player", "Score", *extra_header]
        rows = []
        for place, seat in enumerate(res["ranking"], start=1):
            rows.append([str(place), game.names[seat], str(res["scores"][seat]), *extra_cells.get(seat, [])])
        box = draw_grid(surface, header, rows, top=0.26, bottom=0.52)
        history = getattr(self.table, "history", [])
        if len(history) >= 1:
            chart = pygame.Rect(0, 0, min(760, int(size[0] * 0.7)), int(size[1] * 0.26))
            chart.midtop = (size[0] // 2, max(box.bottom + 14, round(size[1] * 0.55)))
            draw_chart(surface, chart, history, game.names, getattr(self.table, "history_start", None))


def draw_chart(surface, rect: pygame.Rect, history: list[list[float]], names: list[str],
               start: list[float] | None = None) -> None:
    """Scores by round, one line per player, from ``start`` (zeros unless given);
    a game of one round gets a bar per player instead (a line needs two rounds)."""
    if len(history) < 2:
        draw_bars(surface, rect, history[-1] if history else [0] * len(names), names)
        return
    panel(surface, rect)
    ts = look.text_size(surface.get_size(), 14)
    legend_w = max(fonts.font(ts, bold=True).size(n)[0] for n in names) + 24
    inner = pygame.Rect(rect.left + 50, rect.top + 20, rect.width - 70 - legend_w, rect.height - 40)
    points = [list(start) if start else [0] * len(names)] + [list(r) for r in history]
    lo = min(min(r) for r in points)
    hi = max(max(r) for r in points)
    if hi == lo:
        hi = lo + 1
    def pos(i, v):
        x = inner.left + inner.width * i / max(1, len(points) - 1)
        y = inner.bottom - inner.height * (v - lo) / (hi - lo)
        return round(x), round(y)
    pygame.draw.line(surface, look.INK_DIM, inner.bottomleft, inner.bottomright, 1)
    pygame.draw.line(surface, look.INK_DIM, inner.bottomleft, inner.topleft, 1)
    for value in (lo, hi) if lo != 0 else (lo, hi):
        img = fonts.text(f"{value:g}", ts, look.INK_DIM)
        surface.blit(img, img.get_rect(midright=(inner.left - 6, pos(0, value)[1])))
    if lo < 0 < hi:
        pygame.draw.line(surface, look.INK_DIM, pos(0, 0), (inner.right, pos(0, 0)[1]), 1)
    img = fonts.text("round", ts, look.INK_DIM)
    surface.blit(img, img.get_rect(midtop=(inner.centerx, inner.bottom + 2)))
    line_h = max(fonts.text(n, ts, look.INK, bold=True).get_height() for n in names) + 2
    for seat, name in enumerate(names):
        colour = look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)]
        pts = [pos(i, r[seat]) for i, r in enumerate(points)]
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, 3)
        for p in pts:
            pygame.draw.circle(surface, colour, p, 4)
        label = fonts.text(name, ts, colour, bold=True)
        surface.blit(label, (inner.right + 16, rect.top + 10 + seat * line_h))


def draw_bars(surface, rect: pygame.Rect, scores: list[float], names: list[str]) -> None:
    """One bar per player, its name before it and its score after it, from a zero line."""
    panel(surface, rect)
    size = surface.get_size()
    ts = look.text_size(size, 15)
    name_w = max(fonts.font(ts, bold=True).size(n)[0] for n in names) + 16
    value_w = max(fonts.font(ts, bold=True).size(f"{v:g}")[0] for v in scores) + 12
    lo, hi = min(0, min(scores)), max(0, max(scores))
    left = value_w if lo < 0 else 0  # room for a negative score before its bar
    caption = fonts.text("Scores after the one round", ts, look.INK_DIM)
    surface.blit(caption, (rect.left + 16, rect.top + 8))
    head = caption.get_height() + 8
    inner = pygame.Rect(rect.left + 16 + name_w + left, rect.top + 8 + head, rect.width - 32 - name_w - left - value_w,
                        rect.height - 16 - head)
    if hi == lo:
        hi = lo + 1
    zero = inner.left + round(inner.width * (0 - lo) / (hi - lo))
    step = inner.height / max(1, len(names))
    bar_h = max(6, min(round(step * 0.6), ts + 6))
    for seat, (name, value) in enumerate(zip(names, scores)):
        colour = look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)]
        cy = round(inner.top + step * (seat + 0.5))
        end = inner.left + round(inner.width * (value - lo) / (hi - lo))
        bar = pygame.Rect(min(zero, end), cy - bar_h // 2, max(2, abs(end - zero)), bar_h)
        pygame.draw.rect(surface, colour, bar, border_radius=3)
        label = fonts.text(name, ts, colour, bold=True)
        surface.blit(label, label.get_rect(midright=(inner.left - left - 10, cy)))
        img = fonts.text(f"{value:g}", ts, look.INK, bold=True)
        if value < 0:
            surface.blit(img, img.get_rect(midright=(bar.left - 6, cy)))
        else:
            surface.blit(img, img.get_rect(midleft=(bar.right + 6, cy)))
    pygame.draw.line(surface, look.INK_DIM, (zero, inner.top), (zero, inner.bottom), 1)


class Confirm(Overlay):
    """A yes/no question; ``careful`` starts on No (for what cannot be undone)."""

    def __init__(self, app, question: str, yes: Callable[[], None], careful: bool = False):
        super().__init__(app)
        self.title = question
        self.yes = yes
        self.careful = careful

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        x, w = centre_column(size)
        self.menu = Menu(self, [[Button("Yes", self.accept), Button("No", self.close)]],
                         pygame.Rect(x, round(size[1] * 0.4), w, 0), on_back=self.close)
        if self.careful:
            self.menu.focus_on((0, 1))

    def accept(self) -> None:
        self.close()
        self.yes()

    def draw(self, surface) -> None:
        veil(surface)
        size = surface.get_size()
        ts = look.text_size(size, 26)
        y = round(size[1] * 0.25)
        for line in fonts.wrap(self.title, ts, int(size[0] * 0.7), bold=True):
            img = fonts.text(line, ts, look.GOLD, bold=True)
            surface.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
            y += img.get_height()


class AskName(Overlay):
    """A name box on a panel of its own; Enter in the box is the same as the first
    button. The box is ready for typing when it opens."""

    def __init__(self, app, question: str, done: Callable[[str], None], initial: str = "", verb: str = "Save"):
        super().__init__(app)
        self.title = question
        self.done = done
        self.value = initial or "My game"
        self.verb = verb
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        x, w = centre_column(size, 0.4)

        def setv(v):
            self.value = v

        rows = [[TextField("Name", lambda: self.value, setv, max_length=32, on_enter=self.accept)],
                [Button(self.verb, self.accept), Button("Cancel", self.close)]]
        pad = max(16, round(24 * look.scale(size)))
        box_top = round(size[1] * 0.2) - pad
        title_h = fonts.font(look.text_size(size, 30), bold=True).get_height()
        hint_h = fonts.font(look.text_size(size, 16)).get_height()
        top = box_top + 14 + title_h + 10 + hint_h + 18
        self.menu = Menu(self, rows, pygame.Rect(x, top, w, 0), on_back=self.close)
        self.box = pygame.Rect(x - pad, box_top, w + 2 * pad, self.menu.bottom - box_top + pad // 2)
        field = self.menu.slots[0][0] if self.menu.slots else None
        if field is not None:  # ready for typing: the name is there to change or replace
            self.app.gui.set_focus_set(field.widget)
            field.widget.focus()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:  # even while typing
            self.app.gui.set_focus_set(None)
            self.close()
            return True
        return super().handle(event)

    def draw(self, surface) -> None:
        veil(surface)
        panel(surface, self.box)
        size = surface.get_size()
        ts = look.text_size(size, 30)
        img = fonts.text(self.title, ts, look.GOLD, bold=True)
        rect = img.get_rect(midtop=(size[0] // 2, self.box.top + 14))
        surface.blit(img, rect)
        hint = fonts.text(f"Type a name, then Enter to {self.verb.lower()} (Esc cancels)", look.text_size(size, 16),
                          look.INK_DIM)
        surface.blit(hint, hint.get_rect(midtop=(size[0] // 2, rect.bottom + 10)))

    def accept(self) -> None:
        name = self.value.strip()
        if not name:
            return
        self.close()
        self.done(name)


class Message(Overlay):
    def __init__(self, app, title: str, text: str):
        super().__init__(app)
        self.title = title
        self.text = text

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        x, w = centre_column(size, 0.2, 200, 280)
        self.menu = Menu(self, [[Button("OK", self.close)]], pygame.Rect(x, round(size[1] * 0.7), w, 0),
                         on_back=self.close)

    def draw(self, surface) -> None:
        veil(surface)  # the title goes in the panel, over nothing of the table's
        size = surface.get_size()
        ts = look.text_size(size, 19)
        y = round(size[1] * 0.28)
        imgs = [fonts.text(line, ts, look.INK) for line in fonts.wrap(self.text, ts, int(size[0] * 0.7))]
        title = fonts.text(self.title, look.text_size(size, 34), look.GOLD, bold=True) if self.title else None
        head = title.get_height() + 10 if title else 0
        box = pygame.Rect(0, 0, max([i.get_width() for i in imgs] + [title.get_width() if title else 0]) + 40,
                          sum(i.get_height() + 2 for i in imgs) + 24 + head)
        box.midtop = (size[0] // 2, y - 12 - head)
        panel(surface, box)
        if title and not self.covered():
            surface.blit(title, title.get_rect(midtop=(size[0] // 2, box.top + 10)))
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
            y += img.get_height() + 2


class Hint(Message):
    """A first-time hint: shown once per game, never again unless reset in Settings."""

    def __init__(self, app, game_id: str, title: str, text: str):
        super().__init__(app, title, text + "\n\n(This hint shows once. Settings can bring hints back.)")
        self.game_id = game_id

    def close(self) -> None:
        if self.game_id not in self.app.settings.hints_seen:
            self.app.settings.hints_seen.append(self.game_id)
            self.app.save_settings()
        super().close()


__all__ = ["Hint", "AskName", "Confirm", "GameOver", "HandOff", "Label", "Message", "PauseMenu", "Summary"]
