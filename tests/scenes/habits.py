"""People at one screen with the habits people have, fed to the app as real events one
frame at a time: at the cover they press Space (sometimes holding it down, its key
repeating), click, press Enter twice or hit a stray key, whoever is next or not; at
their turn they click a card or a chip, or press Enter (sometimes twice), or move the
keyboard's focus. Used by the cover rule's whole-game tests (tests/screen_truth.py
``reveals`` checks what they saw)."""
from __future__ import annotations

import random

import pygame

from scenes.table.handoff import HandOff
from scenes.table.results import GameOver, Summary

STRAY = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_a, pygame.K_d,
         pygame.K_RETURN, pygame.K_SPACE]


def down(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def up(k):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def clicks(pos, times=1):
    out = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    for _ in range(times):
        out += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    return out


class People:
    """The people at ``table``: ``frame()`` runs one frame with this frame's presses."""

    def __init__(self, app, table, seed: int, dt: float = 1 / 30):
        self.app, self.table, self.rng, self.dt = app, table, random.Random(seed), dt
        #: frames Space stays held down (its key repeats every few frames), 0: up
        self.space_held = 0
        #: presses due in a later frame (a second Enter or click 150 ms after the first)
        self.later: list[tuple[int, list]] = []
        self.reveal_presses = 0

    def frame(self) -> None:
        events = self.due()
        top = self.app.stack.top
        table = self.table
        rng = self.rng
        if self.space_held:
            self.space_held -= 1
            events.append(up(pygame.K_SPACE) if self.space_held == 0 else down(pygame.K_SPACE) if
                          self.space_held % 3 == 0 else None)
        elif isinstance(top, HandOff):
            r = rng.random()
            if r < 0.05:  # Space, held down for half a second or so
                events.append(down(pygame.K_SPACE))
                self.space_held = rng.randint(2, 20)
            elif r < 0.09:  # a click (sometimes a double click)
                events += clicks((rng.randrange(200, 1000), rng.randrange(200, 700)), 1)
                if rng.random() < 0.5:
                    self.after(4, clicks((640, 500), 1))
            elif r < 0.11:  # Enter Enter
                events += [down(pygame.K_RETURN), up(pygame.K_RETURN)]
                self.after(4, [down(pygame.K_RETURN), up(pygame.K_RETURN)])
            elif r < 0.13:
                k = rng.choice(STRAY)
                events += [down(k), up(k)]
        elif isinstance(top, (Summary, GameOver)) or type(top).__name__ in ("Hint", "Message"):
            if rng.random() < 0.2 and not isinstance(top, GameOver):
                events += [down(pygame.K_RETURN), up(pygame.K_RETURN)]
        elif top is table and isinstance(table.viewer, int) and table.viewer in table.match.to_act() \
                and table.held_view is None and rng.random() < 0.3:
            events += self.a_move()
        elif top is not table and not isinstance(top, HandOff) and type(top).__name__ == "PauseMenu":
            events += [down(pygame.K_ESCAPE), up(pygame.K_ESCAPE)]
        self.app.step(self.dt, [e for e in events if e is not None])

    def a_move(self) -> list:
        """The person whose view is up plays: a click on a glowing card or an enabled chip
        (sometimes twice), or Enter (sometimes twice), or the focus moved."""
        table, rng = self.table, self.rng
        bars = [b for b in table.chip_bars() if getattr(b, "active", True)]
        chips = [r.center for bar in bars for c, r in zip(bar.chips, bar.rects) if c.enabled]
        cards = [p.rect.center for p in table.placements() if p.legal]
        r = rng.random()
        if r < 0.55 and (chips or cards):
            pos = rng.choice(chips if chips and (not cards or rng.random() < 0.5) else cards)
            if rng.random() < 0.4:
                self.after(4, clicks(pos))
            return clicks(pos)
        if r < 0.85:
            if rng.random() < 0.4:
                self.after(4, [down(pygame.K_RETURN), up(pygame.K_RETURN)])
            return [down(pygame.K_RETURN), up(pygame.K_RETURN)]
        k = rng.choice([pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN])
        return [down(k), up(k)]

    def after(self, frames: int, events: list) -> None:
        self.later.append((self.app.frame + frames, events))

    def due(self) -> list:
        now = [e for at, evs in self.later if at <= self.app.frame for e in evs]
        self.later = [(at, evs) for at, evs in self.later if at > self.app.frame]
        return now
