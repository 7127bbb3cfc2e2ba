"""Eased animation fed by engine events: a queue of beats, each beat a group of
things moving together (cards flying, banners popping). The next beat starts when
the last one ends. A click skips to the end; the speed comes from the settings
(0 = instant). Draw never changes game state; the queue only holds pictures."""
from __future__ import annotations

import math
import os
import sys
from dataclasses import dataclass, field
from typing import Callable

import pygame

from scenes.frame import trace


def tempo_from_environment() -> float:
    """``KENNEL_TEMPO``: how many times quicker than the settings say every table's
    presentation runs (its animations, a finished trick's hold, the bots' pause between
    turn-based moves); 1 when unset. For tests that play whole games in a real window:
    the same moves, frames and checks in less time. Nothing of the game's rules or of a
    real-time game's clock changes. A value that is no number from 1 to 50 is ignored."""
    said = os.environ.get("KENNEL_TEMPO", "").strip()
    if not said:
        return 1.0
    try:
        value = float(said)
    except ValueError:
        value = 0.0
    if not 1.0 <= value <= 50.0:
        print(f"kennel: KENNEL_TEMPO={said!r} is not a number from 1 to 50; the tables keep their usual pace",
              file=sys.stderr)
        return 1.0
    return value


#: read once, when the app starts (see tempo_from_environment)
TEMPO = tempo_from_environment()


def tempo() -> float:
    """How many times quicker than set the tables' presentation runs (``TEMPO``)."""
    return TEMPO


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
                       round(a.w + (b.w - a.w) * t), round(a.h + (b.h - a.h) * t))


@dataclass
class Item:
    """Something drawn by the queue for ``duration`` seconds after ``delay``."""
    duration: float = 0.35
    delay: float = 0.0
    #: layout keys hidden while this item waits or runs (the card lands there)
    hides: tuple = ()
    on_start: Callable[[], None] | None = None
    on_done: Callable[[], None] | None = None
    started: bool = field(default=False, init=False)

    def draw(self, surface: pygame.Surface, t: float, art) -> None:
        pass


@dataclass
class Flight(Item):
    """A card flying from one rect to another; ``flip`` shows the back first."""
    face: str | None = None  # card code, None for a back
    start: pygame.Rect = field(default_factory=pygame.Rect)
    end: pygame.Rect = field(default_factory=pygame.Rect)
    flip: bool = False
    ease: Callable[[float], float] = ease_in_out

    def draw(self, surface, t, art):
        e = self.ease(t)
        r = lerp_rect(self.start, self.end, e)
        if self.flip:
            # squeeze to an edge halfway, then open showing the face
            width = max(1, round(r.w * abs(math.cos(math.pi * e))))
            showing = self.face if e >= 0.5 else None
            img = art.card(showing, r.w)
            img = trace.tag_like(pygame.transform.scale(img, (width, img.get_height())), img)
            surface.blit(img, img.get_rect(center=r.center))
        else:
            surface.blit(art.card(self.face, r.w), r.topleft)


@dataclass
class Hold(Item):
    """A card shown still at a place (a finished trick before it is swept)."""
    face: str | None = None
    rect: pygame.Rect = field(default_factory=pygame.Rect)

    def draw(self, surface, t, art):
        surface.blit(art.card(self.face, self.rect.w), self.rect.topleft)


@dataclass
class Banner(Item):
    """Big text that pops in, holds, and fades: "YOU SHADY POOCH!", "How Ruck!"."""
    text: str = ""
    centre: tuple[int, int] = (0, 0)
    size: int = 48
    colour: tuple = (247, 201, 72)
    backdrop: bool = True
    #: a place the banner takes whole while it lasts (an opaque panel over it: what it
    #: says is about that place, such as Heave Ho!'s track), or None
    cover: pygame.Rect | None = None

    def draw(self, surface, t, art):
        from scenes.frame import fonts, look

        grow = ease_out_back(min(1.0, t * 4))
        fade = 1.0 if t < 0.75 else max(0.0, (1 - t) / 0.25)
        size = max(10, round(self.size * (0.6 + 0.4 * grow)))
        img = fonts.text(self.text, size, self.colour, bold=True)
        if self.cover is not None:
            surface.fill(look.PANEL, self.cover.inflate(-16, 0))
            pygame.draw.rect(surface, look.PANEL, self.cover, border_radius=12)
            pygame.draw.rect(surface, self.colour, self.cover, width=2, border_radius=12)
        rect = img.get_rect(center=self.centre)
        if self.backdrop:
            pad = rect.inflate(size, size // 2)
            panel = pygame.Surface(pad.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (*look.PANEL, round(215 * fade)), panel.get_rect(), border_radius=size // 3)
            surface.blit(panel, pad.topleft)
        shadow = fonts.text(self.text, size, look.SHADOW, bold=True)
        shadow.set_alpha(round(160 * fade))
        surface.blit(shadow, rect.move(3, 3))
        if fade < 1:
            img = img.copy()
            img.set_alpha(round(255 * fade))
        surface.blit(img, rect)


@dataclass
class Caption(Item):
    """Still text in a panel for as long as it lasts (why a trick was won), placed by
    the table in free space; long text wraps to ``width``."""
    text: str = ""
    centre: tuple[int, int] = (0, 0)
    size: int = 20
    width: int = 600
    colour: tuple = (247, 201, 72)

    @staticmethod
    def box(text: str, size: int, width: int) -> pygame.Rect:
        """The panel's size for this text (the table finds it a free place)."""
        from scenes.frame import fonts

        f = fonts.font(size, bold=True)
        lines = fonts.wrap(text, size, width, bold=True)
        w = max(f.size(line)[0] for line in lines) + size
        return pygame.Rect(0, 0, w, f.get_linesize() * len(lines) + size // 2)

    def draw(self, surface, t, art):
        from scenes.frame import fonts, look

        imgs = [fonts.text(line, self.size, self.colour, bold=True)
                for line in fonts.wrap(self.text, self.size, self.width, bold=True)]
        box = self.box(self.text, self.size, self.width)
        box.center = self.centre
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, look.PANEL, box, border_radius=self.size // 3)
        pygame.draw.rect(surface, self.colour, box, width=2, border_radius=self.size // 3)
        y = box.top + self.size // 4
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()


@dataclass
class Pause(Item):
    """Nothing drawn: a breath between beats."""


class Motion:
    def __init__(self, speed: Callable[[], float]):
        # 1.0 normal, 0.5 fast, 0 instant (KENNEL_TEMPO divides it: quicker still)
        quicker = TEMPO  # (fixed for this queue's life)
        self.speed = speed if quicker == 1.0 else (lambda: speed() / quicker)
        self.beats: list[list[Item]] = []
        self.clock = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.beats)

    def then(self, *items: Item) -> None:
        """Start these together after everything queued so far."""
        items = [i for i in items if i is not None]
        if items:
            self.beats.append(list(items))
            if self.speed() <= 0:
                self.skip()

    def also(self, *items: Item) -> None:
        """Add to the last beat (start together with it)."""
        if not self.beats:
            self.then(*items)
            return
        self.beats[-1].extend(i for i in items if i is not None)
        if self.speed() <= 0:
            self.skip()

    def _length(self, beat) -> float:
        return max((i.delay + i.duration for i in beat), default=0.0)

    def update(self, dt: float) -> None:
        speed = self.speed()
        if not self.beats:
            return
        if speed <= 0:
            self.skip()
            return
        self.clock += dt / speed
        while self.beats:
            beat = self.beats[0]
            for item in beat:
                if not item.started and self.clock >= item.delay:
                    item.started = True
                    if item.on_start:
                        item.on_start()
            if self.clock < self._length(beat):
                break
            self.beats.pop(0)
            self.clock -= self._length(beat)
            self._finish(beat)

    def skip(self) -> None:
        """Jump to the end state (a click, or instant animations)."""
        while self.beats:
            self._finish(self.beats.pop(0))
        self.clock = 0.0

    @staticmethod
    def _finish(beat: list[Item]) -> None:
        """Run every start and end callback of a beat that is over."""
        for item in beat:
            if not item.started:
                item.started = True
                if item.on_start:
                    item.on_start()
            if item.on_done:
                item.on_done()

    def hide_faces(self, shown: set) -> None:
        """The screen stops showing one person's cards (a hand-off): every card still
        moving or held whose face is not in ``shown`` (the codes of the public view)
        goes on as a back."""
        for beat in self.beats:
            hide_faces(beat, shown)

    def hidden(self) -> set:
        keys = set()
        for beat in self.beats:
            for item in beat:
                keys.update(item.hides)
        return keys

    def draw(self, surface: pygame.Surface, art) -> None:
        if not self.beats:
            return
        for item in self.beats[0]:
            if self.clock >= item.delay:
                t = 1.0 if item.duration <= 0 else min(1.0, (self.clock - item.delay) / item.duration)
                item.draw(surface, t, art)


def hide_faces(items, shown: set) -> None:
    """Turn face down every card among ``items`` whose face is not in ``shown``."""
    for item in items:
        face = getattr(item, "face", None)
        if face is not None and face not in shown:
            item.face = None
            if hasattr(item, "flip"):
                item.flip = False


def codes_in(view) -> set[str]:
    """Every text in a view (a card code among them): what it lets anyone see."""
    found: set[str] = set()
    stack = [view]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, (list, tuple)):
            stack.extend(value)
    return found
