"""A card flight that does not grow the card-picture cache: the picture is scaled once
to the size it lands at (kept by the card art) and stretched cheaply on the way,
instead of a smooth-scaled copy for every in-between width."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from scenes.frame import trace
from scenes.table.motion import Flight, lerp_rect


@dataclass
class Glide(Flight):
    def draw(self, surface, t, art):
        e = self.ease(t)
        r = lerp_rect(self.start, self.end, e)
        width = self.end.w
        showing = self.face if (not self.flip or e >= 0.5) else None
        img = art.card(showing, width)
        w = r.w
        if self.flip:
            w = max(1, round(r.w * abs(math.cos(math.pi * e))))
        if (w, r.h) != img.get_size():
            img = trace.tag_like(pygame.transform.scale(img, (max(1, w), max(1, r.h))), img)
        surface.blit(img, img.get_rect(center=r.center))
