"""A round's results and the game's end over the table: the numbers, a chart of the
scores by round, and where to go next."""
from __future__ import annotations

from game.language import N_, _, ngettext
from typing import Callable

import pygame

from scenes.frame import fonts, look
from scenes.frame.dialogs import Confirm, Overlay, centre_column, panel
from scenes.frame.menu import Button, Menu
from scenes.table.messages import MESSAGE_SECONDS
from game.storage import saves


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
        self.menu = Menu(self, [[Button(_("Continue"), self.close)]], pygame.Rect(x, round(size[1] * 0.82), w, 0),
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
    title = N_("Game over")
    #: Enter and Space do nothing for this long after the result comes up, in seconds and
    #: frames: an Enter meant for the last round's summary does not start a new game
    SETTLE = (0.35, 8)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.result = table.match.result()
        #: seconds and frames the result has been up, until it has settled (then None)
        self.settling: list | None = [0.0, 0]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.settling is not None:
            self.settling[0] += dt
            self.settling[1] += 1
            if self.settling[0] >= self.SETTLE[0] and self.settling[1] >= self.SETTLE[1]:
                self.settling = None

    def handle(self, event) -> bool:
        if self.settling is not None and event.type == pygame.KEYDOWN \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return True  # the summary's Enter, pressed twice
        return super().handle(event)

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = min(720, int(size[0] * 0.7))
        x = (size[0] - w) // 2
        again = Button(_("New online game") if self.table.online else _("Play again"), self.play_again)
        rows = [[again, Button(_("Watch the replay"), self.replay), Button(_("Back to title"), self.to_title)]]
        self.menu = Menu(self, rows, pygame.Rect(x, round(size[1] * 0.86), w, 0), on_back=self.to_title)
        if self.table.keeper.unkept:  # one Enter must not start a game over the only copy of this one
            self.menu.focus_on((0, 2))

    def play_again(self) -> None:
        """A new game; when this one could not be kept for replays, only once asked (the
        new game's autosave replaces the only copy of this one)."""
        if not self.table.keeper.unkept:
            self.table.restart()
            return
        self.app.stack.push(Confirm(self.app, _("This game could not be kept for replays and is only in the autosave: "
                                              "a new game replaces it. Play again anyway?"), self.table.restart, careful=True))

    def replay(self) -> None:
        if self.table.match.record() is None:  # (an online game's record comes from its server)
            self.app.notices.append(_("The replay has not arrived from the server yet; try again in a moment."))
            return
        self.app.stack.push(self.app.scene("replay", self.table.saved()))

    def to_title(self) -> None:
        self.app.to_title()

    def draw(self, surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        game = self.table.match
        res = self.result
        winners = res.get("winners") or []
        headline = ngettext("Winner: {names}", "Shared win: {names}", len(winners)).format(
            names=", ".join(game.names[s] for s in winners)) if winners else _("Nobody wins")
        img = fonts.text(headline, look.text_size(size, 26), look.INK, bold=True)
        surface.blit(img, img.get_rect(midtop=(size[0] // 2, round(size[1] * 0.19))))
        extra = self.table.final_columns() if hasattr(self.table, "final_columns") else ([], {})
        extra_header, extra_cells = extra
        header = [_("Place"), _("Player"), _("Score"), *extra_header]
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
    img = fonts.text(_("round"), ts, look.INK_DIM)
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
    caption = fonts.text(_("Scores after the one round"), ts, look.INK_DIM)
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


class Ending:
    """A table's game kept and ended (a mixin of ``TableScene``): its keeper writes the
    autosave, the finished game and the statistics; the game-over screen follows."""

    def saved(self) -> saves.Saved:
        return self.keeper.saved()

    def autosave(self) -> None:
        if self.replaying:
            self.keeper.dirty = False
            return
        count = self.match.step
        said, notices = self.keeper.autosave(done=lambda: self.app.log(f"autosaved {count}"))
        self.app.notices.extend(notices)
        if said and not self.match.real_time:  # said at the table, where it finds free felt (a
            self.say(said, 2 * MESSAGE_SECONDS)  # notice would lie on its corner)
        elif said and self.countdown > 0:  # a table against the clock: said before the clock
            self.say(said, self.countdown)  # runs, and gone when it starts
        elif said:  # (no countdown left): at the foot of the window, over no part of the table
            self.app.notices.append(said)

    def keep_other_game_before_the_clock(self) -> None:
        """A new game against the clock keeps another unfinished game (and says so)
        now, during its countdown, not over the running table."""
        if self.match.real_time and self.countdown > 0 and not self.resumed and not self.keeper.first_written:
            self.autosave()

    def finish(self) -> None:
        self.finished = True
        result = self.match.result()
        people = [(self.seats[seat].name, seat in result["winners"], self.stat_score(seat, result))
                  for seat in self.humans]
        self.app.notices.extend(self.keeper.finished(self.app.stats, people, self.entry.lower_is_better))
        self.app.audio.play("win")
        self.app.stack.push(GameOver(self.app, self))

    def stat_score(self, seat: int, result: dict):
        """The score statistics keep as a best for this person (None: not a best)."""
        return result["scores"][seat]

    def restart(self) -> None:
        if self.online:  # a new room is made on the online screen
            self.app.to_title()
            self.app.open_over_title(self.app.scene("online"))
            return
        from game import new_game

        game = new_game(self.match.id, players=list(self.match.names), seed=self.match.seed + 1,
                        options=dict(self.match.given_options))
        fresh = self.entry.table(self.app, game, self.seats)
        fresh.keeper.replaces_autosave = True  # started again on purpose: the old deal goes
        self.app.open_over_title(fresh)
