"""Watching a finished game again, action by action, forwards and backwards, from
any seat's view, the spectators' view, or everyone's cards."""
from __future__ import annotations

import pygame

from game import replay
from scenes import fonts, look, saves
from scenes.catalog import load_all
from scenes.stack import Scene

EVERYONE = "all"


class ReplayScene(Scene):
    def __init__(self, app, saved: saves.Saved):
        super().__init__(app)
        self.saved = saved
        self.record = saved.record
        self.entries = list(self.record.get("actions", []))
        self.index = 0
        self.entry = load_all()[self.record["game"]]
        self.viewer = EVERYONE
        self.playing = False
        self.timer = 0.0
        self.table = None
        self.problem = ""
        self.rebuild()

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

    def viewers(self) -> list:
        return [EVERYONE, None, *range(len(self.saved.seats))]

    def viewer_name(self) -> str:
        if self.viewer == EVERYONE:
            return "everyone's cards"
        if self.viewer is None:
            return "the spectators' view"
        return f"{self.saved.seats[self.viewer].name}'s view"

    def forward(self) -> None:
        if self.table is None or self.index >= len(self.entries):
            self.playing = False
            return
        seat, notation, at = self.entries[self.index]
        game = self.table.game
        before = {p.key: p for p in self.table.placements()}
        try:
            events = game.advance(at) if seat is None else game.apply(seat, notation, at=at)
        except ValueError as exc:
            self.problem = f"Action {self.index + 1} cannot be replayed: {exc}"
            self.playing = False
            return
        self.index += 1
        self.table.take(events, before)

    def back(self) -> None:
        if self.index > 0:
            self.index -= 1
            self.rebuild()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()
            elif event.key == pygame.K_RIGHT:
                self.table.motion.skip() if self.table else None
                self.forward()
            elif event.key == pygame.K_LEFT:
                self.back()
            elif event.key == pygame.K_HOME:
                self.index = 0
                self.rebuild()
            elif event.key == pygame.K_END:
                self.index = len(self.entries)
                self.rebuild()
            elif event.key == pygame.K_v:
                options = self.viewers()
                self.viewer = options[(options.index(self.viewer) + 1) % len(options)]
                if self.table:
                    self.table.viewer = self.viewer
                    self.table.touch()
            elif event.key == pygame.K_SPACE:
                self.playing = not self.playing
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
        self.table.motion.update(dt)
        if self.playing and not self.table.motion.busy:
            self.timer += dt
            if self.timer >= 0.6:
                self.timer = 0.0
                self.forward()

    def resize(self, size) -> None:
        if self.table:
            self.table.resize(size)

    def draw(self, surface) -> None:
        size = surface.get_size()
        if self.table is None:
            surface.fill(look.FELT_DARK)
        else:
            self.table.draw(surface)
        bar = pygame.Rect(0, size[1] - look.text_size(size, 40), size[0], look.text_size(size, 40))
        pygame.draw.rect(surface, look.PANEL, bar)
        last = self.entries[self.index - 1][1] if self.index else "start"
        text = (f"Replay  {self.index}/{len(self.entries)}  ({last})   ← → step   Space play/stop   "
                f"V view: {self.viewer_name()}   Esc close")
        img = fonts.text(self.problem or text, look.text_size(size, 16), look.DANGER if self.problem else look.INK)
        surface.blit(img, img.get_rect(center=bar.center))
