"""Hound cards painted from shapes: each hound has its colour, a portrait with its own
ears and fur, and an emblem (Mops a bow, Evil Molly horns, Tom Dire a drop of the Styx,
Sudachi a viral sparkle, Paulgrave a book, Deathpaw a clawed paw, Cerberus flames).
The colour-blind palette swaps the colours; the emblems and portraits still differ.
Also the small pieces of the table: clue tokens, Mops markers, cubes and meeples."""
from __future__ import annotations

import math

import pygame

from scenes.table import cards
from scenes.frame import fonts
from scenes.frame.pictures import Pictures

from game.hounds.cards import HOUND_NAMES
from game.hounds.cards import CERBERUS, MAX_NUMBER, MOPS, kennel

HOUND_COLOURS = {
    "standard": {"MO": (222, 112, 168), "EM": (146, 78, 196), "TD": (52, 112, 204), "SU": (46, 158, 84),
                 "PG": (214, 150, 26), "DP": (204, 50, 46), "CE": (34, 30, 40)},
    # apart in lightness as well as hue, so that with red-green colour blindness Evil Molly
    # (deep purple), Tom Dire (bright blue) and Sudachi (light green) stay three colours;
    # every hound also keeps its own emblem and portrait (tests/colour_vision.py checks it)
    "colourblind": {"MO": (187, 151, 218), "EM": (51, 0, 95), "TD": (18, 85, 225), "SU": (0, 187, 130),
                    "PG": (250, 136, 0), "DP": (156, 46, 7), "CE": (20, 20, 20)},
}
FLAME = {"standard": (240, 120, 40), "colourblind": (240, 228, 66)}

#: fur, muzzle, ear style per hound
PORTRAITS = {
    "MO": ((222, 196, 150), (70, 56, 50), "button"),
    "EM": ((60, 52, 62), (232, 226, 222), "pointy"),
    "TD": ((150, 100, 62), (220, 190, 150), "long"),
    "SU": ((228, 146, 66), (250, 236, 214), "pointy"),
    "PG": ((244, 240, 234), (244, 240, 234), "fluffy"),
    "DP": ((96, 96, 108), (150, 150, 160), "pointy"),
    "CE": ((40, 36, 44), (70, 64, 74), "pointy"),
}


def colours(palette: str) -> dict:
    return HOUND_COLOURS.get(palette, HOUND_COLOURS["standard"])


def mix(a, b, share):
    """``a`` with ``share`` of ``b`` (an opaque tint)."""
    return tuple(round(x + (y - x) * share) for x, y in zip(a[:3], b[:3]))


def darker(colour, by=60):
    return tuple(max(0, c - by) for c in colour[:3])


def lighter(colour, by=60):
    return tuple(min(255, c + by) for c in colour[:3])


# -- emblems: each fits a square rect ------------------------------------------------------
def bow(surf, rect, colour):
    cx, cy = rect.center
    w, h = rect.w // 2, rect.h // 3
    pygame.draw.polygon(surf, colour, [(cx, cy), (cx - w, cy - h), (cx - w, cy + h)])
    pygame.draw.polygon(surf, colour, [(cx, cy), (cx + w, cy - h), (cx + w, cy + h)])
    pygame.draw.circle(surf, darker(colour, 50), (cx, cy), max(2, rect.w // 7))


def horns(surf, rect, colour):
    cx, cy = rect.center
    w, h = rect.w // 2, rect.h // 2
    for side in (-1, 1):
        base = cx + side * w * 0.55
        pygame.draw.polygon(surf, colour, [(base - w * 0.3, cy + h * 0.6), (base + w * 0.3, cy + h * 0.6),
                                           (base + side * w * 0.45, cy - h * 0.9)])


def drop(surf, rect, colour):
    cx, cy = rect.center
    r = rect.w * 0.32
    pygame.draw.circle(surf, colour, (cx, round(cy + r * 0.45)), round(r))
    pygame.draw.polygon(surf, colour, [(cx - r * 0.93, cy + r * 0.2), (cx + r * 0.93, cy + r * 0.2),
                                       (cx, cy - rect.h * 0.48)])


def sparkle(surf, rect, colour):
    cx, cy = rect.center
    big, small = rect.w * 0.5, rect.w * 0.14
    points = []
    for k in range(8):
        a = k * math.pi / 4 - math.pi / 2
        r = big if k % 2 == 0 else small
        points.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    pygame.draw.polygon(surf, colour, points)


def book(surf, rect, colour):
    cx, cy = rect.center
    w, h = rect.w * 0.48, rect.h * 0.34
    pygame.draw.polygon(surf, colour, [(cx, cy - h * 0.7), (cx - w, cy - h), (cx - w, cy + h), (cx, cy + h * 1.2)])
    pygame.draw.polygon(surf, darker(colour, 40), [(cx, cy - h * 0.7), (cx + w, cy - h), (cx + w, cy + h),
                                                   (cx, cy + h * 1.2)])
    pygame.draw.line(surf, (255, 255, 255), (cx, cy - h * 0.7), (cx, cy + h * 1.2), max(1, rect.w // 16))


def claw(surf, rect, colour):
    cx, cy = rect.center
    r = rect.w / 2
    pad = pygame.Rect(0, 0, r * 1.1, r * 0.85)
    pad.center = (cx, round(cy + r * 0.3))
    pygame.draw.ellipse(surf, colour, pad)
    for dx, dy in ((-0.6, -0.2), (-0.22, -0.55), (0.22, -0.55), (0.6, -0.2)):
        tx, ty = cx + dx * r, cy + dy * r
        toe = pygame.Rect(0, 0, r * 0.38, r * 0.46)
        toe.center = (round(tx), round(ty))
        pygame.draw.ellipse(surf, colour, toe)
        pygame.draw.polygon(surf, darker(colour, 70), [(tx - r * 0.08, ty - r * 0.18), (tx + r * 0.08, ty - r * 0.18),
                                                       (tx + dx * r * 0.15, ty - r * 0.45)])


def flames(surf, rect, colour):
    cx, by = rect.centerx, rect.bottom
    w, h = rect.w / 2, rect.h
    for dx, hh in ((-0.55, 0.62), (0.0, 0.95), (0.55, 0.62)):
        x = cx + dx * w
        pygame.draw.polygon(surf, colour, [(x - w * 0.36, by), (x + w * 0.36, by), (x + w * 0.12, by - h * hh * 0.5),
                                           (x, by - h * hh), (x - w * 0.16, by - h * hh * 0.45)])


EMBLEMS = {"MO": bow, "EM": horns, "TD": drop, "SU": sparkle, "PG": book, "DP": claw, "CE": flames}


# -- portraits -----------------------------------------------------------------------------
def head(surf, cx, cy, r, code, accent):
    """One dog's head, centre (cx, cy), radius r."""
    fur, muzzle, ears = PORTRAITS[code]
    edge = darker(fur, 70)
    if ears == "pointy":
        for side in (-1, 1):
            pygame.draw.polygon(surf, fur, [(cx + side * r * 0.25, cy - r * 0.7), (cx + side * r * 0.95, cy - r * 0.3),
                                            (cx + side * r * 0.8, cy - r * 1.35)])
            pygame.draw.polygon(surf, edge, [(cx + side * r * 0.25, cy - r * 0.7), (cx + side * r * 0.95, cy - r * 0.3),
                                             (cx + side * r * 0.8, cy - r * 1.35)], max(1, round(r / 14)))
    elif ears == "long":
        for side in (-1, 1):
            ear = pygame.Rect(0, 0, r * 0.62, r * 1.7)
            ear.midtop = (round(cx + side * r * 0.92), round(cy - r * 0.7))
            pygame.draw.ellipse(surf, darker(fur, 40), ear)
    elif ears == "fluffy":
        for side in (-1, 1):
            for k in range(3):
                pygame.draw.circle(surf, fur, (round(cx + side * r * 0.98), round(cy - r * 0.35 + k * r * 0.42)),
                                   round(r * 0.34))
                pygame.draw.circle(surf, edge, (round(cx + side * r * 0.98), round(cy - r * 0.35 + k * r * 0.42)),
                                   round(r * 0.34), max(1, round(r / 16)))
        pygame.draw.circle(surf, fur, (cx, round(cy - r * 0.9)), round(r * 0.42))
    else:  # button
        for side in (-1, 1):
            pygame.draw.polygon(surf, darker(fur, 80), [(cx + side * r * 0.45, cy - r * 0.85),
                                                        (cx + side * r * 1.05, cy - r * 0.65),
                                                        (cx + side * r * 0.7, cy - r * 0.2)])
    face = pygame.Rect(0, 0, r * 2, r * 1.9)
    face.center = (cx, cy)
    pygame.draw.ellipse(surf, fur, face)
    pygame.draw.ellipse(surf, edge, face, max(1, round(r / 12)))
    snout = pygame.Rect(0, 0, r * 1.05, r * 0.75)
    snout.center = (cx, round(cy + r * 0.42))
    pygame.draw.ellipse(surf, muzzle, snout)
    eye_colour = (220, 30, 30) if code == "DP" else (25, 20, 22)
    for side in (-1, 1):
        pygame.draw.circle(surf, eye_colour, (round(cx + side * r * 0.38), round(cy - r * 0.12)), max(2, round(r * 0.13)))
        pygame.draw.circle(surf, (255, 255, 255), (round(cx + side * r * 0.34), round(cy - r * 0.17)),
                           max(1, round(r * 0.04)))
    pygame.draw.ellipse(surf, (25, 20, 22), pygame.Rect(cx - r * 0.2, cy + r * 0.22, r * 0.4, r * 0.26))
    if code == "TD":  # a stubborn frown
        for side in (-1, 1):
            pygame.draw.line(surf, darker(fur, 90), (cx + side * r * 0.18, cy - r * 0.3),
                             (cx + side * r * 0.6, cy - r * 0.42), max(2, round(r / 9)))
    if code == "PG":  # a monocle
        pygame.draw.circle(surf, (200, 160, 40), (round(cx + r * 0.38), round(cy - r * 0.12)), round(r * 0.26),
                           max(2, round(r / 12)))
        pygame.draw.line(surf, (200, 160, 40), (cx + r * 0.55, cy + r * 0.05), (cx + r * 0.75, cy + r * 0.7), 2)
    if code == "MO":
        bow(surf, pygame.Rect(round(cx + r * 0.1), round(cy - r * 1.25), round(r * 0.9), round(r * 0.9)), accent)
    if code == "EM":
        horns(surf, pygame.Rect(round(cx - r * 0.75), round(cy - r * 1.55), round(r * 1.5), round(r * 0.9)), accent)


def portrait(surf, rect, code, accent, flame):
    cx, cy = rect.center
    if code == "CE":
        flames(surf, pygame.Rect(rect.left, rect.top + rect.h * 0.05, rect.w, rect.h * 0.9), flame)
        r = round(rect.w * 0.2)
        for dx, dy in ((-0.3, 0.12), (0.3, 0.12), (0.0, -0.05)):
            head(surf, round(cx + dx * rect.w), round(cy + dy * rect.h), r, code, accent)
        return
    head(surf, cx, round(cy + rect.h * 0.06), round(rect.w * 0.34), code, accent)


def paint(code: str, palette: str) -> pygame.Surface:
    hound = code[:2]
    colour = colours(palette)[hound]
    flame = FLAME.get(palette, FLAME["standard"])
    if hound == "CE":
        surf = cards.blank(colour=(44, 36, 46), edge=flame)
        band = pygame.Rect(10, 10, cards.MASTER_W - 20, cards.MASTER_H - 20)
        pygame.draw.rect(surf, (70, 40, 40), band, border_radius=12)
        art = pygame.Rect(0, 0, 170, 150)
        art.center = (cards.MASTER_W // 2, cards.MASTER_H // 2 - 6)
        portrait(surf, art, hound, colour, flame)
        flames(surf, pygame.Rect(12, 12, 44, 44), flame)
        cards.centred_text(surf, "Cerberus", flame, 28, cards.MASTER_H - 34)
        return surf
    surf = _face(hound, palette).copy()
    number = code[2:]
    img = fonts.font(78, bold=True).render(number, True, darker(colour, 30))
    surf.blit(img, (14, 0))
    small = fonts.font(38, bold=True).render(number, True, darker(colour, 30))
    surf.blit(pygame.transform.rotate(small, 180), (cards.MASTER_W - 14 - small.get_width(),
                                                    cards.MASTER_H - 6 - small.get_height()))
    return surf


_faces: dict = {}


def _face(hound: str, palette: str) -> pygame.Surface:
    """What every card of one hound shares (all but the numbers), painted once."""
    key = (hound, palette)
    surf = _faces.get(key)
    if surf is not None:
        return surf
    colour = colours(palette)[hound]
    surf = cards.blank(colour=mix((250, 247, 238), colour, 0.16), edge=colour)
    band = pygame.Rect(8, 8, cards.MASTER_W - 16, cards.MASTER_H - 16)
    pygame.draw.rect(surf, colour, band, width=3, border_radius=13)
    art = pygame.Rect(0, 0, 130, 130)
    art.center = (cards.MASTER_W // 2 + 6, cards.MASTER_H // 2 + 4)
    pygame.draw.circle(surf, (*lighter(colour, 90), 255), art.center, 70)
    pygame.draw.circle(surf, colour, art.center, 70, 4)
    portrait(surf, art, hound, colour, FLAME.get(palette, FLAME["standard"]))
    EMBLEMS[hound](surf, pygame.Rect(16, 86, 40, 40), colour)
    name = HOUND_NAMES[hound]
    room = cards.MASTER_W - 16 - 14 - 30 - 8  # leaves the turned number its corner
    size = next((n for n in (26, 22) if fonts.font(n, bold=True).size(name)[0] <= room), 18)
    label = fonts.font(size, bold=True).render(name, True, darker(colour, 40))
    surf.blit(label, label.get_rect(midleft=(16, cards.MASTER_H - 28)))
    _faces[key] = surf
    return surf


def back() -> pygame.Surface:
    surf = cards.blank((46, 36, 70), (196, 160, 230))
    inner = surf.get_rect().inflate(-28, -28)
    pygame.draw.rect(surf, (196, 160, 230), inner, width=3, border_radius=12)
    for i in range(-cards.MASTER_H, cards.MASTER_W, 24):
        pygame.draw.line(surf, (110, 90, 150), (inner.left + i, inner.top), (inner.left + i + inner.h, inner.bottom), 2)
    pygame.draw.circle(surf, (46, 36, 70), inner.center, 46)
    pygame.draw.circle(surf, (196, 160, 230), inner.center, 46, 3)
    claw(surf, pygame.Rect(inner.centerx - 30, inner.centery - 30, 60, 60), (196, 160, 230))
    return surf


# -- small pieces, cached per size -----------------------------------------------------------
_pieces = Pictures(600)


def hound_token(hound: str, size: int, palette: str) -> pygame.Surface:
    """A round clue token showing a hound: its portrait in its colour when there is room
    (the player's own stand), else its emblem (the same one as on the card)."""
    def make():
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(s, (255, 255, 255), (r, r), r)
        if size >= 26:
            s.blit(emblem_disc(hound, size - 2 * max(1, size // 14), palette), (max(1, size // 14),) * 2)
            return s
        pygame.draw.circle(s, colours(palette)[hound], (r, r), r - max(1, size // 12))
        EMBLEMS[hound](s, pygame.Rect(size * 0.2, size * 0.2, size * 0.6, size * 0.6),
                       (255, 255, 255) if hound != "CE" else FLAME.get(palette, FLAME["standard"]))
        return s
    return _pieces.get(("hound", hound, size, palette), make)


def number_token(number: int, size: int) -> pygame.Surface:
    """A round clue token showing a number."""
    def make():
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(s, (40, 34, 30), (r, r), r)
        pygame.draw.circle(s, (250, 246, 232), (r, r), r - max(1, size // 12))
        img = fonts.font(max(8, round(size * 0.68)), bold=True).render(str(number), True, (40, 34, 30))
        s.blit(img, img.get_rect(center=(r, r + 1)))
        return s
    return _pieces.get(("number", number, size), make)


def mops_marker(size: int, palette: str) -> pygame.Surface:
    """The marker on a traded slot: a Mops bow on a tag."""
    def make():
        s = pygame.Surface((size, round(size * 0.7)), pygame.SRCALPHA)
        pygame.draw.rect(s, (255, 255, 255), s.get_rect(), border_radius=size // 5)
        pygame.draw.rect(s, colours(palette)["MO"], s.get_rect().inflate(-2, -2), border_radius=size // 5)
        bow(s, pygame.Rect(size * 0.2, 0, size * 0.6, size * 0.7), (255, 255, 255))
        return s
    return _pieces.get(("mops", size, palette), make)


def cube(size: int, colour=(150, 96, 52)) -> pygame.Surface:
    """A promise cube (brown) or the bad dog cube (black)."""
    def make():
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(s, darker(colour, 50), s.get_rect(), border_radius=max(1, size // 5))
        pygame.draw.rect(s, colour, pygame.Rect(0, 0, size - max(1, size // 6), size - max(1, size // 6)),
                         border_radius=max(1, size // 5))
        pygame.draw.rect(s, lighter(colour, 50), pygame.Rect(0, 0, size - max(1, size // 6), size - max(1, size // 6)),
                         width=1, border_radius=max(1, size // 5))
        return s
    return _pieces.get(("cube", size, colour), make)


def meeple(size: int, colour) -> pygame.Surface:
    """A player's meeple on a track."""
    def make():
        w, h = size, round(size * 1.1)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        edge = darker(colour, 90)
        body = [(w * 0.5, h * 0.08), (w * 0.66, h * 0.2), (w * 0.64, h * 0.36), (w * 0.98, h * 0.48),
                (w * 0.92, h * 0.62), (w * 0.7, h * 0.58), (w * 0.86, h * 0.98), (w * 0.58, h * 0.98),
                (w * 0.5, h * 0.76), (w * 0.42, h * 0.98), (w * 0.14, h * 0.98), (w * 0.3, h * 0.58),
                (w * 0.08, h * 0.62), (w * 0.02, h * 0.48), (w * 0.36, h * 0.36), (w * 0.34, h * 0.2)]
        pygame.draw.polygon(s, colour, body)
        pygame.draw.polygon(s, edge, body, 1)
        pygame.draw.circle(s, colour, (round(w * 0.5), round(h * 0.2)), round(w * 0.17))
        pygame.draw.circle(s, edge, (round(w * 0.5), round(h * 0.2)), round(w * 0.17), 1)
        return s
    return _pieces.get(("meeple", size, tuple(colour)), make)


def emblem_disc(hound: str, size: int, palette: str) -> pygame.Surface:
    """A hound's small portrait in a disc (the reference sheet's bars)."""
    def make():
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        colour = colours(palette)[hound]
        pygame.draw.circle(s, lighter(colour, 80) if hound != "CE" else (70, 40, 40), (r, r), r)
        pygame.draw.circle(s, colour, (r, r), r, max(1, size // 10))
        portrait(s, pygame.Rect(size * 0.1, size * 0.14, size * 0.8, size * 0.8), hound, colour,
                 FLAME.get(palette, FLAME["standard"]))
        return s
    return _pieces.get(("disc", hound, size, palette), make)


def card_art(palette: str) -> "cards.CardArt":
    """Every face of the deck, painted when the app has time (or a table asks)."""
    return cards.CardArt(paint, back, palette, kennel(MAX_NUMBER - 1) + list(MOPS) + [CERBERUS])
