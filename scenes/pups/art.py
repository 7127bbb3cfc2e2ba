"""Pup cards painted from shapes: each breed suit has its colour and its emblem
(ball, collar, bowtie, whistle; a pawprint for the Mutts)."""
from __future__ import annotations

import math

import pygame

from scenes.table import cards
from game.pups.cards import DECK

SUIT_COLOURS = {
    "standard": {"F": (46, 150, 72), "G": (206, 52, 52), "L": (196, 146, 0), "W": (42, 102, 200), "M": (120, 120, 120)},
    # Okabe-Ito colours, Guard Dogs and the Mutts darker so that with red-green colour
    # blindness every suit stays apart (tests/colour_vision.py); the emblems differ too
    "colourblind": {"F": (0, 158, 115), "G": (190, 60, 0), "L": (200, 160, 0), "W": (0, 114, 178), "M": (70, 70, 70)},
}
SUIT_WORDS = {"F": "Family", "G": "Guard", "L": "Lap", "W": "Working", "M": "Mutt"}


def ball(surf, rect, colour):
    pygame.draw.circle(surf, colour, rect.center, rect.w // 2)
    r = rect.w // 2
    seam = pygame.Rect(0, 0, r * 2, r)
    seam.center = (rect.centerx, rect.top + r // 3)
    pygame.draw.arc(surf, (255, 255, 255), seam, math.pi * 1.1, math.pi * 1.9, max(2, r // 8))
    seam.center = (rect.centerx, rect.bottom - r // 3)
    pygame.draw.arc(surf, (255, 255, 255), seam, math.pi * 0.1, math.pi * 0.9, max(2, r // 8))


def collar(surf, rect, colour):
    r = rect.w // 2
    pygame.draw.circle(surf, colour, rect.center, r, max(4, r // 3))
    for k in range(6):
        a = k * math.pi / 3
        x = rect.centerx + math.cos(a) * r * 0.83
        y = rect.centery + math.sin(a) * r * 0.83
        pygame.draw.circle(surf, (235, 235, 235), (round(x), round(y)), max(2, r // 10))
    tag = (rect.centerx, rect.bottom + r // 6)
    pygame.draw.circle(surf, (230, 190, 60), tag, max(4, r // 4))


def bowtie(surf, rect, colour):
    cx, cy = rect.center
    w, h = rect.w // 2, rect.h // 3
    pygame.draw.polygon(surf, colour, [(cx, cy), (cx - w, cy - h), (cx - w, cy + h)])
    pygame.draw.polygon(surf, colour, [(cx, cy), (cx + w, cy - h), (cx + w, cy + h)])
    knot = pygame.Rect(0, 0, w // 2, h)
    knot.center = (cx, cy)
    pygame.draw.rect(surf, tuple(max(0, c - 50) for c in colour), knot, border_radius=w // 6)


def whistle(surf, rect, colour):
    cx, cy = rect.center
    r = rect.w // 3
    pygame.draw.circle(surf, colour, (cx + r // 2, cy + r // 3), r)
    body = pygame.Rect(0, 0, r * 2, r)
    body.midright = (cx + r // 2, cy - r // 3)
    pygame.draw.rect(surf, colour, body, border_radius=r // 4)
    mouth = pygame.Rect(0, 0, r, r // 2)
    mouth.midright = body.midleft
    pygame.draw.rect(surf, tuple(max(0, c - 60) for c in colour), mouth, border_radius=r // 6)
    pygame.draw.circle(surf, (255, 255, 255), (cx + r // 2, cy + r // 3), max(2, r // 3), max(2, r // 8))


def pawprint(surf, rect, colour):
    cx, cy = rect.center
    r = rect.w // 2
    pad = pygame.Rect(0, 0, r * 1.1, r * 0.9)
    pad.center = (cx, cy + r // 4)
    pygame.draw.ellipse(surf, colour, pad)
    for k, (dx, dy) in enumerate(((-0.62, -0.28), (-0.24, -0.66), (0.24, -0.66), (0.62, -0.28))):
        toe = pygame.Rect(0, 0, r * 0.42, r * 0.52)
        toe.center = (round(cx + dx * r), round(cy + dy * r))
        pygame.draw.ellipse(surf, colour, toe)


EMBLEMS = {"F": ball, "G": collar, "L": bowtie, "W": whistle, "M": pawprint}


def paint(code: str, palette: str) -> pygame.Surface:
    suit, value = code[0], code[1:]
    colour = SUIT_COLOURS.get(palette, SUIT_COLOURS["standard"])[suit]
    surf = cards.blank(edge=colour)
    band = pygame.Rect(10, 10, cards.MASTER_W - 20, cards.MASTER_H - 20)
    cards.tint(surf, band, colour, 26)
    text = f"+{value}" if suit == "M" else value
    index = cards.corner(surf, text, colour, 44)
    emblem = pygame.Rect(0, 0, 96, 96)
    emblem.center = (cards.MASTER_W // 2, cards.MASTER_H // 2 - 8)
    EMBLEMS[suit](surf, emblem, colour)
    cards.centred_text(surf, SUIT_WORDS[suit], colour, 24, cards.MASTER_H - 52, clear_of=index)
    return surf


def back() -> pygame.Surface:
    return cards.default_back(mark="P")


def card_art(palette: str) -> "cards.CardArt":
    """Every face of the deck, painted when the app has time (or a table asks)."""
    return cards.CardArt(paint, back, palette, sorted(set(DECK)))
