"""Watching a finished game again, action by action or round by round, forwards and
backwards, at a chosen speed, from any seat's view, the spectators' view, or
everyone's cards. The table is drawn above the control bar, never under it."""
from __future__ import annotations

from game.language import _
import pygame

from game import replay
from scenes.frame import fonts, footer, look
from game.storage import saves
from scenes.catalog import load_all
from scenes.frame.stack import Scene

EVERYONE = "all"
#: seconds between two steps when playing at 1x (after the step's animations)
STEP_SECONDS = 0.6
#: the speeds Space plays at, chosen with - and +
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
#: a round's result stays up this long (at 1x) before playing goes on
RESULT_SECONDS = 2.5
#: the events that end a round, in every game
ROUND_ENDS = ("round_scored", "round_won")


def round_starts(record: dict) -> list[int]:
    """The action counts at which a round begins: 0, and just after every action
    that ended a round (the whole record is played through once to find them)."""
    starts = [0]
    try:
        game = replay(record, upto=0)
    except ValueError:
        return starts
    for index, (seat, notation, at) in enumerate(record.get("actions", [])):
        try:
            events = game.advance(at) if seat is None else game.apply(seat, notation, at=at)
        except ValueError:
            break
        if any(e.kind in ROUND_ENDS for e in events) and index + 1 < len(record["actions"]):
            starts.append(index + 1)
    return starts


def speed_words(speed: float) -> str:
    return f"{speed:g}x"


class ReplayScene(Scene):
    def __init__(self, app, saved: saves.Saved, path=None):
        super().__init__(app)
        self.saved = saved
        #: the finished game's file (None: a game just finished, not read from a file)
        self.path = path
        self.record = saved.record
        self.entries = list(self.record.get("actions", []))
        self.index = 0
        self.entry = load_all()[self.record["game"]]
        self.viewer = EVERYONE
        self.playing = False
        self.timer = 0.0
        self.speed = 1.0
        self.rounds = round_starts(self.record)
        #: a round's result caught from the table, shown without stopping the replay:
        #: (title, header, rows) and the step it belongs to
        self.result: tuple | None = None
        self.result_at = -1
        self.table = None
        self.problem = ""
        self.rebuild()

    def file_shown(self):
        return (self.path, "that game") if self.path is not None else None

    def rebuild(self) -> None:
        try:
            game = replay(self.record, upto=self.index)
        except ValueError as exc:
            self.problem = str(exc)
            return
        seats = [saves.Seat(s.name, True, s.level, s.zone) for s in self.saved.seats]
        self.table = self.entry.table(self.app, game, seats, replaying=True)
        self.table.viewer = self.viewer
        self.table.countdown = 0
        # the animations keep pace with the replay's speed
        self.table.motion.speed = lambda: self.app.settings.animation_factor / self.speed
        self.table.area = self.table_size(self.app.screen.get_size())

    # -- where things go ----------------------------------------------------------------
    def bar_height(self, size) -> int:
        line = fonts.font(look.text_size(size, 16)).get_height()
        return 2 * line + 14

    def table_size(self, size) -> tuple[int, int]:
        """The table's part of the window: all of it above the bar (which, while the app
        shows notices, grows upwards by their line: they stand on the bar, not on the table)."""
        room = footer.notice_room(size) if self.app.notices else 0
        return size[0], size[1] - self.bar_height(size) - room

    def footer_height(self, size) -> int:
        """The bar with the replay's keys is its footer."""
        return self.bar_height(size)

    # -- where the replay is ------------------------------------------------------------
    def viewers(self) -> list:
        return [EVERYONE, None, *range(len(self.saved.seats))]

    def viewer_name(self) -> str:
        if self.viewer == EVERYONE:
            return _("everyone's cards")
        if self.viewer is None:
            return _("the spectators' view")
        return _("{name}'s view").format(name=self.saved.seats[self.viewer].name)

    def round_number(self) -> int:
        """Which round the replay is in (1 for the first)."""
        return sum(1 for start in self.rounds if start <= self.index)

    # -- moving ---------------------------------------------------------------------------
    def forward(self) -> None:
        if self.table is None or self.index >= len(self.entries):
            self.playing = False
            return
        self.result = None
        seat, notation, at = self.entries[self.index]
        match = self.table.match
        before = {p.key: p for p in self.table.placements()}
        if seat is None:
            events = match.advance(at)
        else:
            answer = match.act(seat, notation, at=at, mark=False)
            if not answer.ok:
                self.problem = _("Action {number} cannot be replayed: {why}").format(number=self.index + 1, why=answer.reason)
                self.playing = False
                return
            events = answer.events
        self.index += 1
        self.table.take(events, before)
        self.catch_results()

    def back(self) -> None:
        if self.index > 0:
            self.go_to(self.index - 1)

    def go_to(self, index: int) -> None:
        self.index = max(0, min(len(self.entries), index))
        self.result = None
        self.timer = 0.0
        self.rebuild()

    def next_round(self) -> None:
        later = [start for start in self.rounds if start > self.index]
        self.go_to(later[0] if later else len(self.entries))

    def previous_round(self) -> None:
        """To the start of this round, or of the one before when already at its start."""
        earlier = [start for start in self.rounds if start < self.index]
        self.go_to(earlier[-1] if earlier else 0)

    def faster(self, delta: int) -> None:
        i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, i + delta))]

    def catch_results(self) -> None:
        """A table shows a round's result in a pop-up that waits for a press; in a
        replay the result is shown over the table instead and playing goes on."""
        from scenes.table.results import Summary

        top = self.app.stack.top
        while isinstance(top, Summary) and top is not self and self in self.app.stack.scenes:
            self.result = (top.title, top.header, top.rows)
            self.result_at = self.index
            self.timer = -RESULT_SECONDS  # the next step waits a little longer: time to read it
            top.close()
            top = self.app.stack.top

    # -- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()
            elif event.key == pygame.K_RIGHT:
                self.table.motion.skip() if self.table else None
                self.forward()
            elif event.key == pygame.K_LEFT:
                self.back()
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_DOWN):
                self.next_round()
            elif event.key in (pygame.K_PAGEUP, pygame.K_UP):
                self.previous_round()
            elif event.key == pygame.K_HOME:
                self.go_to(0)
            elif event.key == pygame.K_END:
                self.go_to(len(self.entries))
            elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_RIGHTBRACKET):
                self.faster(+1)
            elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_LEFTBRACKET):
                self.faster(-1)
            elif event.key == pygame.K_v:
                options = self.viewers()
                self.viewer = options[(options.index(self.viewer) + 1) % len(options)]
                if self.table:
                    self.table.viewer = self.viewer
                    self.table.touch()
            elif event.key == pygame.K_SPACE:
                self.playing = not self.playing
                self.timer = 0.0
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.table:
                self.table.motion.skip()
            self.forward()
            return True
        return False

    def update(self, dt: float) -> None:
        if self.table is None:
            return
        area = self.table_size(self.app.screen.get_size())
        if self.table.area != area:  # a notice came or went
            self.table.area = area
            self.table.touch()
        self.table.motion.update(dt)
        self.catch_results()
        if self.playing and not self.table.motion.busy:
            self.timer += dt * self.speed
            if self.timer >= STEP_SECONDS:
                self.timer = 0.0
                self.forward()

    def resize(self, size) -> None:
        if self.table:
            self.table.area = self.table_size(size)
            self.table.resize(size)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        size = surface.get_size()
        area = self.table_size(size)
        if self.table is None:
            surface.fill(look.FELT_DARK)
        else:
            self.table.draw(surface.subsurface(pygame.Rect((0, 0), area)))
        if self.result is not None:
            from scenes.table.results import draw_grid

            title, header, rows = self.result
            part = surface.subsurface(pygame.Rect((0, 0), area))
            box = draw_grid(part, header, rows, top=0.3, bottom=0.7)
            ts = look.text_size(size, 22)
            img = fonts.text(title, ts, look.GOLD, bold=True)
            back = img.get_rect(midbottom=(box.centerx, box.top - 6))
            pygame.draw.rect(surface, look.PANEL, back.inflate(20, 8), border_radius=8)
            surface.blit(img, back)
        self.draw_bar(surface, pygame.Rect(0, area[1], size[0], size[1] - area[1]))

    def draw_bar(self, surface, bar: pygame.Rect) -> None:
        size = surface.get_size()
        pygame.draw.rect(surface, look.PANEL, bar)
        pygame.draw.line(surface, look.PANEL_EDGE, bar.topleft, bar.topright, 2)
        ts = look.text_size(size, 16)
        last = _("the deal")
        if self.index:
            seat, notation = self.entries[self.index - 1][:2]
            last = self.table.move_words(seat, notation) if self.table is not None else notation
        where = _("Replay: round {round} of {rounds}   step {step} of {steps}").format(
            round=self.round_number(), rounds=len(self.rounds), step=self.index, steps=len(self.entries))
        how = (_("playing at {speed}   view: {view}") if self.playing else _("stopped at {speed}   view: {view}")).format(
            speed=speed_words(self.speed), view=self.viewer_name())
        status = _("{where} (last: {last})   {how}").format(where=where, last=last, how=how)
        if fonts.font(ts, bold=True).size(status)[0] > bar.width - 16:  # a narrow window: the last move goes
            status = f"{where}   {how}"
        keys = _("\u2190 \u2192 step   \u2191 \u2193 round   Space play/stop   - + speed   V view   Esc close")
        line = fonts.font(ts).get_height()
        y = bar.bottom - self.bar_height(size)  # (the notices' line, when there is one, is above)
        top = fonts.text(self.problem or status, ts, look.DANGER if self.problem else look.INK, bold=True)
        surface.blit(top, top.get_rect(midtop=(bar.centerx, y + 6)))
        bottom = fonts.text(keys, ts, look.INK_DIM)
        surface.blit(bottom, bottom.get_rect(midtop=(bar.centerx, y + 8 + line)))
