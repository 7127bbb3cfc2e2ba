"""Motion for a real-time table: besides the queue of beats (the deal, the end of a
round), items started with ``now`` run at once, side by side. In real time a card
must fly the moment it is played, however busy the queue is; and the moment it
lands is the moment a dogpile window opens, so that moment must not drift."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from scenes.frame import fonts, look, trace
from scenes.table.motion import Flight, Item, Motion, ease_out_back, lerp_rect
from scenes.frame.pictures import Pictures


@dataclass
class Toss(Flight):
    """A card flying between two sizes. In between, the picture at the nearer end
    size is stretched quickly: a smooth scale (kept in the art's cache) for every
    pixel width on the way would stall frames in a burst of flights."""

    def draw(self, surface, t, art):
        e = self.ease(t)
        r = lerp_rect(self.start, self.end, e)
        near = self.start.w if e < 0.5 else self.end.w
        face = self.face if (not self.flip or e >= 0.5) else None
        img = art.card(face, near)
        width = r.w
        if self.flip:  # turned over on the way: squeezed to an edge halfway
            width = max(1, round(r.w * abs(math.cos(math.pi * e))))
        if (width, r.h) != img.get_size():
            img = trace.tag_like(pygame.transform.scale(img, (width, max(1, img.get_height() * r.w // max(1, near)))), img)
        surface.blit(img, img.get_rect(center=r.center))


#: the sizes a call-out pops in through (its share of the full size)
GROWTH = (0.6, 0.75, 0.9, 1.05, 1.0)
_shouts = Pictures(64)  # a call-out's pictures, one per growth step, painted as needed


def shout_frame(text: str, size: int, colour, backdrop: bool, step: int) -> pygame.Surface:
    """A call-out's picture at one growth step, painted the first time it is needed
    (then only blitted), so a new call-out spreads its painting over a few frames."""
    key = (text, size, tuple(colour), backdrop)
    frames = _shouts.get(key, lambda: [None] * len(GROWTH))
    surf = frames[step]
    if surf is None:
        px = max(10, round(size * GROWTH[step]))
        img = trace.tag_text(fonts.font(px, bold=True).render(text, True, colour), text)
        shadow = fonts.font(px, bold=True).render(text, True, look.SHADOW)
        pad = img.get_rect().inflate(px, px // 2) if backdrop else img.get_rect().inflate(4, 4)
        surf = pygame.Surface(pad.size, pygame.SRCALPHA)
        if backdrop:
            pygame.draw.rect(surf, (*look.PANEL, 215), surf.get_rect(), border_radius=px // 3)
        at = img.get_rect(center=surf.get_rect().center)
        shadow.set_alpha(160)
        surf.blit(shadow, at.move(3, 3) if backdrop else at.move(2, 2))
        surf.blit(img, at)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        frames[step] = surf
    return surf


def shout_height(size: int) -> int:
    """The height of a call-out of text size ``size``, fully grown, with its backdrop."""
    px = max(10, round(size * max(GROWTH)))
    return fonts.font(px, bold=True).get_height() + px // 2


@dataclass
class Shout(Item):
    """Big text that pops in, holds and fades, like ``motion.Banner``, but painted once:
    a frame in a burst of call-outs pays one blit for each."""
    text: str = ""
    centre: tuple[int, int] = (0, 0)
    size: int = 48
    colour: tuple = look.GOLD
    backdrop: bool = True

    def draw(self, surface, t, art):
        last = len(GROWTH) - 1
        step = min(last, int(ease_out_back(min(1.0, t * 4)) * last + 0.5)) if t < 0.25 else last
        img = shout_frame(self.text, self.size, self.colour, self.backdrop, step)
        fade = 1.0 if t < 0.75 else max(0.0, (1 - t) / 0.25)
        img.set_alpha(round(255 * fade))
        surface.blit(img, img.get_rect(center=self.centre))

    def retire(self) -> None:
        """End early (a newer call-out takes its place)."""
        self.duration = 0.0
        self.delay = 0.0


@dataclass
class Sprite(Item):
    """A picture (a bone) flying from one point to another."""
    image: pygame.Surface | None = None
    start: tuple = (0, 0)
    end: tuple = (0, 0)

    def draw(self, surface, t, art):
        if self.image is None:
            return
        e = 1 - (1 - t) ** 3
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e - 40 * t * (1 - t)
        surface.blit(self.image, self.image.get_rect(center=(round(x), round(y))))


class LiveMotion(Motion):
    def __init__(self, speed):
        super().__init__(speed)
        #: (start on the live clock, item), in the order they were started
        self.live: list[tuple[float, Item]] = []
        self.live_clock = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.beats or self.live)

    def now(self, *items: Item) -> None:
        """Start these at once (each after its own ``delay``)."""
        for item in items:
            if item is not None:
                self.live.append((self.live_clock, item))
        if self.speed() <= 0:
            self._finish_live()

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.live:
            return
        speed = self.speed()
        if speed <= 0:
            self._finish_live()
            return
        self.live_clock += dt / speed
        running, done = [], []
        for start, item in self.live:
            t = self.live_clock - start
            if not item.started and t >= item.delay:
                item.started = True
                if item.on_start:
                    item.on_start()
            (done if t >= item.delay + item.duration else running).append((start, item))
        self.live = running
        for _, item in done:  # may start new items
            if item.on_done:
                item.on_done()

    def _finish_live(self) -> None:
        for _ in range(1000):  # a finished item may start another
            if not self.live:
                return
            batch, self.live = self.live, []
            self._finish([item for _, item in batch])

    def skip(self) -> None:
        super().skip()
        self._finish_live()

    def hidden(self) -> set:
        keys = super().hidden()
        for _, item in self.live:
            keys.update(item.hides)
        return keys

    def landing_in(self) -> float:
        """Motion seconds until every live item has finished."""
        return max((start + item.delay + item.duration - self.live_clock for start, item in self.live), default=0.0)

    def draw(self, surface: pygame.Surface, art) -> None:
        super().draw(surface, art)
        for start, item in self.live:
            t = self.live_clock - start
            if t >= item.delay:
                item.draw(surface, 1.0 if item.duration <= 0 else min(1.0, (t - item.delay) / item.duration), art)
