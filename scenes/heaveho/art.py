"""Heave Ho! cards painted from shapes: a Scot in a kilt (lads) or a dress (ladies)
holding the rope, coloured red, blue, green or white, each colour also with its own
emblem and cloth pattern (so the colour-blind palette never relies on colour alone);
the How Ruck ribbon; Nessie; the action cards with a short text; the printed Scots of
the empty board spaces; the barrel."""
from __future__ import annotations

import math

import pygame

from game.heaveho.cards import ACTION_TITLES, MARKED, NESSIE, STRENGTH
from game.language import N_
from scenes.table import cards
from scenes.frame import fonts
from game.heaveho.cards import CODES as DECK_CODES

COLOURS = {
    "standard": {"R": (196, 48, 44), "B": (38, 92, 196), "G": (34, 132, 64), "W": (120, 116, 132)},
    # Okabe-Ito colours: apart for every common colour-blindness; emblems and patterns differ too.
    # White is a light silver: a mid grey looks like the bluish green with deuteranopia.
    "colourblind": {"R": (213, 94, 0), "B": (0, 114, 178), "G": (0, 150, 110), "W": (200, 200, 210)},
}
COLOUR_WORDS = {"R": "red", "B": "blue", "G": "green", "W": "white"}
LETTER = {"red": "R", "blue": "B", "green": "G"}
SKIN = (240, 204, 168)
INK = (40, 36, 44)
GOLD = (226, 170, 40)
PARCHMENT = (246, 234, 204)
ACTION_RED = (150, 34, 40)

#: what each action does, in a few words (on the card as printed, and in the pickers in the
#: player's language)
ACTION_TEXT = {
    "A-adrenaline": N_("Pull the barrel 2 spaces toward you."),
    "A-dirty-trick": N_("Take a random card from the other hand and play it now."),
    "A-how-ruck": N_("A contest of strength right now."),
    "A-macho": N_("Every lady on view goes to the discard pile (not Nessie)."),
    "A-weak-wins": N_("A contest where the weaker side pulls."),
    "A-broken-rope": N_("The barrel goes back to this round's start space."),
    "A-change-sides": N_("Move one visible Scot to the other side of the rope."),
    "A-bye-bye": N_("Name a strength: every visible Scot of it is discarded."),
    "A-monstrous": N_("Nessie on view? Her side loses the round."),
    "A-reinforcement": N_("Draw 3 extra cards."),
}


def colour_of(palette: str, letter: str) -> tuple:
    return COLOURS.get(palette, COLOURS["standard"])[letter]


def darker(colour, by=60) -> tuple:
    return tuple(max(0, c - by) for c in colour[:3])


def lighter(colour, by=80) -> tuple:
    return tuple(min(255, c + by) for c in colour[:3])


# -- emblems: one shape per colour ------------------------------------------------------
def emblem(surf, letter: str, centre, r: int, colour, outline=None) -> None:
    """Red a diamond, blue a disc, green a triangle, white a star."""
    cx, cy = centre
    if letter == "R":
        pts = [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    elif letter == "G":
        pts = [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
    elif letter == "W":
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = r if k % 2 == 0 else r * 0.45
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    else:
        pygame.draw.circle(surf, colour, (round(cx), round(cy)), r)
        if outline:
            pygame.draw.circle(surf, outline, (round(cx), round(cy)), r, max(2, r // 5))
        return
    pygame.draw.polygon(surf, colour, pts)
    if outline:
        pygame.draw.polygon(surf, outline, pts, max(2, r // 5))


# -- cloth: one pattern per colour --------------------------------------------------------
def cloth(size, letter: str, colour) -> pygame.Surface:
    """A rectangle of the colour's cloth: red diagonal stripes, blue bands, green tartan
    checks, white dots."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(colour)
    line = darker(colour, 70)
    light = lighter(colour, 70)
    if letter == "R":
        for x in range(-h, w, 12):
            pygame.draw.line(surf, line, (x, h), (x + h, 0), 4)
    elif letter == "B":
        for y in range(4, h, 12):
            pygame.draw.line(surf, line, (0, y), (w, y), 4)
    elif letter == "G":
        for x in range(3, w, 14):
            pygame.draw.line(surf, line, (x, 0), (x, h), 3)
        for y in range(3, h, 14):
            pygame.draw.line(surf, line, (0, y), (w, y), 3)
        for x in range(10, w, 28):
            pygame.draw.line(surf, light, (x, 0), (x, h), 1)
    else:
        for y in range(5, h, 12):
            for x in range(5 + (y // 12 % 2) * 6, w, 12):
                pygame.draw.circle(surf, line, (x, y), 2)
    return surf


def fill_polygon(surf, points, texture: pygame.Surface) -> None:
    """Paint ``points`` with ``texture`` (cut to the shape)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    box = pygame.Rect(min(xs), min(ys), max(1, max(xs) - min(xs) + 1), max(1, max(ys) - min(ys) + 1))
    piece = pygame.transform.scale(texture, box.size) if texture.get_size() != box.size else texture.copy()
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in points])
    piece.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(piece, box.topleft)


# -- the Scot figure ----------------------------------------------------------------------------
def scot(surf, rect: pygame.Rect, letter: str, colour, lady: bool = False, alpha: int = 255) -> None:
    """A Scot pulling a rope: bonnet, head, shirt, kilt (or dress), legs."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    w, h = rect.size
    cx = w // 2
    head_r = round(w * (0.15 if lady else 0.13))
    head = (cx, round(h * 0.2))
    body_w = round(w * (0.46 if lady else 0.32))
    outline = darker(colour, 90)
    # the rope, behind the hands
    rope_y = round(h * 0.47)
    pygame.draw.line(layer, (150, 110, 60), (0, rope_y + 6), (w, rope_y - 6), 7)
    for x in range(4, w, 12):
        y = rope_y + 6 - 12 * x // w
        pygame.draw.line(layer, (110, 80, 40), (x, y - 3), (x + 5, y + 3), 2)
    # legs and socks
    leg_top = round(h * (0.74 if lady else 0.68))
    for dx in (-body_w // 4, body_w // 4):
        pygame.draw.line(layer, SKIN, (cx + dx, leg_top), (cx + dx * 1.3, h - 12), max(5, w // 14))
        pygame.draw.line(layer, outline if lady else (235, 235, 235), (cx + dx * 1.2, h - 30), (cx + dx * 1.3, h - 12),
                         max(6, w // 12))
        pygame.draw.ellipse(layer, INK, pygame.Rect(round(cx + dx * 1.3) - 11, h - 16, 22, 12))
    # shirt
    shirt = pygame.Rect(0, 0, body_w, round(h * 0.28))
    shirt.midtop = (cx, head[1] + head_r - 2)
    pygame.draw.rect(layer, (248, 246, 240), shirt, border_radius=body_w // 4)
    pygame.draw.rect(layer, outline, shirt, 2, border_radius=body_w // 4)
    # kilt or dress in the colour's cloth
    top_y = shirt.bottom - round(h * 0.06)
    bottom_y = leg_top + (round(h * 0.06) if lady else 0)
    flare = round(body_w * (0.5 if lady else 0.22))
    skirt = [(cx - body_w // 2, top_y), (cx + body_w // 2, top_y),
             (cx + body_w // 2 + flare, bottom_y), (cx - body_w // 2 - flare, bottom_y)]
    fill_polygon(layer, skirt, cloth((200, 200), letter, colour))
    pygame.draw.polygon(layer, outline, skirt, 2)
    if not lady:  # the sporran
        pygame.draw.circle(layer, (120, 84, 50), (cx, top_y + round(h * 0.06)), max(5, w // 20))
    else:        # a sash in the cloth
        sash = [(shirt.left + 4, shirt.top + 6), (shirt.left + 16, shirt.top), (shirt.right - 2, shirt.bottom - 14),
                (shirt.right - 12, shirt.bottom - 2)]
        fill_polygon(layer, sash, cloth((100, 100), letter, colour))
    # arms reaching for the rope
    hand_l = (cx - round(w * 0.36), rope_y + 4)
    hand_r = (cx + round(w * 0.30), rope_y - 4)
    for shoulder, hand in (((shirt.left + 6, shirt.top + 12), hand_l), ((shirt.right - 6, shirt.top + 12), hand_r)):
        pygame.draw.line(layer, (248, 246, 240), shoulder, hand, max(7, w // 11))
        pygame.draw.circle(layer, SKIN, hand, max(6, w // 18))
    # head, hair and bonnet
    pygame.draw.circle(layer, SKIN, head, head_r)
    pygame.draw.circle(layer, darker(SKIN, 70), head, head_r, 2)
    hair = (170, 80, 40) if letter in "RG" else (90, 60, 40)
    if lady:
        pygame.draw.circle(layer, hair, (head[0], head[1] - head_r), round(head_r * 0.6))
        pygame.draw.arc(layer, hair, pygame.Rect(head[0] - head_r, head[1] - head_r, head_r * 2, head_r * 2),
                        math.pi * 0.05, math.pi * 0.95, max(4, head_r // 3))
    else:
        beard = pygame.Rect(0, 0, round(head_r * 1.5), round(head_r * 0.9))
        beard.midtop = (head[0], head[1] + head_r // 4)
        pygame.draw.ellipse(layer, hair, beard)
        bonnet = pygame.Rect(0, 0, round(head_r * 2.5), round(head_r * 0.9))
        bonnet.midbottom = (head[0], head[1] - head_r // 2)
        pygame.draw.ellipse(layer, colour, bonnet)
        pygame.draw.ellipse(layer, outline, bonnet, 2)
        pygame.draw.circle(layer, lighter(colour, 90), (bonnet.centerx, bonnet.top), max(4, head_r // 3))
    eye_y = head[1] - head_r // 6
    for dx in (-head_r // 3, head_r // 3):
        pygame.draw.circle(layer, INK, (head[0] + dx, eye_y), max(2, head_r // 7))
    pygame.draw.arc(layer, INK, pygame.Rect(head[0] - head_r // 3, eye_y, head_r * 2 // 3, head_r // 2),
                    math.pi * 1.1, math.pi * 1.9, 2)
    if alpha < 255:
        layer.set_alpha(alpha)
    surf.blit(layer, rect.topleft)


# -- card faces ---------------------------------------------------------------------------------
def number_corner(surf, text: str, letter: str, colour) -> None:
    """The strength in both corners, each with the colour's emblem under it."""
    f = fonts.font(56, bold=True)
    img = f.render(text, True, colour)
    if letter == "W":  # white strength: a white number ringed in ink
        ring = f.render(text, True, INK)
        base = pygame.Surface((img.get_width() + 4, img.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            base.blit(ring, (dx, dy))
        base.blit(f.render(text, True, (255, 255, 255)), (2, 2))
        img = base
    surf.blit(img, (12, 2))
    flipped = pygame.transform.rotate(img, 180)
    surf.blit(flipped, (cards.MASTER_W - 12 - img.get_width(), cards.MASTER_H - 2 - img.get_height()))
    size = 13
    emblem(surf, letter, (12 + img.get_width() // 2, 12 + img.get_height()), size,
           (255, 255, 255) if letter == "W" else colour, outline=INK if letter == "W" else None)
    emblem(surf, letter, (cards.MASTER_W - 12 - img.get_width() // 2, cards.MASTER_H - 12 - img.get_height()), size,
           (255, 255, 255) if letter == "W" else colour, outline=INK if letter == "W" else None)


def ribbon(surf, y: int) -> None:
    """The How Ruck ribbon across the card."""
    band = pygame.Rect(10, y, cards.MASTER_W - 62, 34)
    pts = [(band.left - 4, band.top), (band.right + 4, band.top), (band.right - 6, band.centery),
           (band.right + 4, band.bottom), (band.left - 4, band.bottom), (band.left + 6, band.centery)]
    pygame.draw.polygon(surf, GOLD, pts)
    pygame.draw.polygon(surf, darker(GOLD, 80), pts, 2)
    img = fonts.font(22, bold=True).render("HOW RUCK!", True, INK)
    surf.blit(img, img.get_rect(center=band.center))


def paint_scot(code: str, palette: str) -> pygame.Surface:
    letter = "W" if code[0] == "W" else code[0]
    colour = colour_of(palette, letter)
    surf = cards.blank(edge=colour)
    inner = pygame.Rect(8, 8, cards.MASTER_W - 16, cards.MASTER_H - 16)
    tint = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(tint, (*colour, 26), tint.get_rect(), border_radius=12)
    surf.blit(tint, inner.topleft)
    marked = code in MARKED
    figure = pygame.Rect(34, 34, cards.MASTER_W - 68, cards.MASTER_H - 72)
    scot(surf, figure, letter, colour, lady=letter == "W")
    if marked:
        ribbon(surf, 170)
    number_corner(surf, str(STRENGTH[code]) + ("!" if marked else ""), letter, colour)
    return surf


def paint_nessie(palette: str) -> pygame.Surface:
    sea = (40, 90, 150) if palette == "standard" else (0, 90, 140)
    body = (60, 130, 100) if palette == "standard" else (60, 120, 90)
    surf = cards.blank(edge=(70, 70, 80))
    water = pygame.Rect(8, 150, cards.MASTER_W - 16, cards.MASTER_H - 158)
    pygame.draw.rect(surf, sea, water, border_bottom_left_radius=12, border_bottom_right_radius=12)
    # humps and neck above the water
    for cx, r in ((60, 22), (104, 18), (140, 13)):
        pygame.draw.circle(surf, body, (cx, 156), r)
    neck = [(28, 160), (40, 96), (58, 70), (84, 62), (92, 78), (70, 90), (60, 120), (56, 160)]
    pygame.draw.polygon(surf, body, neck)
    pygame.draw.ellipse(surf, body, pygame.Rect(62, 54, 46, 30))
    pygame.draw.circle(surf, (250, 250, 240), (92, 64), 6)
    pygame.draw.circle(surf, INK, (94, 64), 3)
    for x in range(12, cards.MASTER_W - 12, 24):  # waves
        pygame.draw.arc(surf, (220, 236, 250), pygame.Rect(x, 160, 24, 14), 0, math.pi, 3)
        pygame.draw.arc(surf, (180, 210, 240), pygame.Rect(x + 10, 196, 24, 14), 0, math.pi, 2)
    img = fonts.font(28, bold=True).render("Nessie", True, darker(body, 20))
    surf.blit(img, img.get_rect(center=(136, 112)))
    number_corner(surf, "6", "W", (120, 116, 132))
    return surf


def action_icon(surf, code: str, rect: pygame.Rect) -> None:
    """A small picture for each action card."""
    cx, cy = rect.center
    r = rect.w // 2
    red, ink = ACTION_RED, INK
    if code == "A-adrenaline":
        bolt = [(cx + 8, cy - r), (cx - 18, cy + 4), (cx - 2, cy + 4), (cx - 10, cy + r), (cx + 20, cy - 8),
                (cx + 4, cy - 8), (cx + 14, cy - r)]
        pygame.draw.polygon(surf, GOLD, bolt)
        pygame.draw.polygon(surf, ink, bolt, 3)
    elif code == "A-dirty-trick":
        pygame.draw.ellipse(surf, ink, pygame.Rect(cx - r, cy - r // 3, 2 * r, r))
        for dx in (-r // 2, r // 2):
            pygame.draw.ellipse(surf, PARCHMENT, pygame.Rect(cx + dx - 12, cy - 8, 24, 14))
    elif code in ("A-how-ruck", "A-weak-wins"):
        pts = []
        for k in range(16):
            a = k * math.pi / 8
            rr = r if k % 2 == 0 else r * 0.62
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        pygame.draw.polygon(surf, GOLD if code == "A-how-ruck" else (170, 190, 220), pts)
        pygame.draw.polygon(surf, ink, pts, 2)
        text = "!" if code == "A-how-ruck" else "↓"
        img = fonts.font(44, bold=True).render(text, True, ink)
        surf.blit(img, img.get_rect(center=(cx, cy)))
    elif code == "A-macho":
        pygame.draw.line(surf, ink, (cx - r, cy), (cx + r, cy), 8)
        for dx in (-r + 6, r - 6):
            pygame.draw.rect(surf, red, pygame.Rect(cx + dx - 8, cy - 22, 16, 44), border_radius=4)
    elif code == "A-broken-rope":
        pygame.draw.line(surf, (150, 110, 60), (cx - r, cy + 8), (cx - 6, cy - 2), 9)
        pygame.draw.line(surf, (150, 110, 60), (cx + 6, cy + 2), (cx + r, cy - 8), 9)
        for k in range(4):
            pygame.draw.line(surf, ink, (cx - 6, cy - 2), (cx - 2 - k * 3, cy - 14 + k * 6), 2)
            pygame.draw.line(surf, ink, (cx + 6, cy + 2), (cx + 2 + k * 3, cy + 14 - k * 6), 2)
    elif code == "A-change-sides":
        for sign in (-1, 1):
            y = cy + sign * 12
            tip = cx + sign * r
            pygame.draw.line(surf, ink, (cx - sign * r, y), (tip, y), 6)
            pygame.draw.polygon(surf, ink, [(tip + sign * 6, y), (tip - sign * 12, y - 12), (tip - sign * 12, y + 12)])
    elif code == "A-bye-bye":
        pygame.draw.rect(surf, (120, 84, 50), pygame.Rect(cx - r // 2, cy - r, r, 2 * r), border_radius=4)
        pygame.draw.circle(surf, GOLD, (cx + r // 4, cy), 5)
        pygame.draw.line(surf, ink, (cx + r // 2 + 6, cy), (cx + r + 10, cy), 5)
        pygame.draw.polygon(surf, ink, [(cx + r + 18, cy), (cx + r + 4, cy - 10), (cx + r + 4, cy + 10)])
    elif code == "A-monstrous":
        neck = [(cx - r, cy + r), (cx - r // 2, cy - r // 3), (cx, cy - r // 2), (cx + 4, cy - r // 5),
                (cx - r // 4, cy), (cx - r // 2, cy + r)]
        pygame.draw.polygon(surf, (60, 130, 100), neck)
        pygame.draw.line(surf, red, (cx - r, cy - r), (cx + r, cy + r), 7)
        pygame.draw.line(surf, red, (cx + r, cy - r), (cx - r, cy + r), 7)
    elif code == "A-reinforcement":
        for k in range(3):
            card = pygame.Rect(0, 0, 30, 42)
            card.center = (cx - 20 + k * 20, cy + 4 - k * 6)
            pygame.draw.rect(surf, PARCHMENT, card, border_radius=4)
            pygame.draw.rect(surf, ink, card, 2, border_radius=4)
        img = fonts.font(30, bold=True).render("+3", True, red)
        surf.blit(img, img.get_rect(center=(cx + 20, cy + 10)))


def paint_action(code: str, palette: str) -> pygame.Surface:
    surf = cards.blank(colour=PARCHMENT, edge=ACTION_RED)
    band = pygame.Rect(10, 10, cards.MASTER_W - 20, 64)
    pygame.draw.rect(surf, ACTION_RED, band, border_radius=10)
    title = ACTION_TITLES[code]
    size = 26
    lines = fonts.wrap(title, size, band.w - 12, bold=True)
    while size > 16 and max(fonts.font(size, bold=True).size(line)[0] for line in lines) > band.w - 8:
        size -= 1
        lines = fonts.wrap(title, size, band.w - 12, bold=True)
    y = band.centery - 15 * len(lines)
    for line in lines:
        img = fonts.font(size, bold=True).render(line, True, (255, 240, 220))
        surf.blit(img, img.get_rect(midtop=(band.centerx, y)))
        y += 30
    icon = pygame.Rect(0, 0, 84, 84)
    icon.center = (cards.MASTER_W // 2, 122)
    action_icon(surf, code, icon)
    y = 176
    for line in fonts.wrap(ACTION_TEXT[code], 19, cards.MASTER_W - 28):
        img = fonts.font(19).render(line, True, INK)
        surf.blit(img, img.get_rect(midtop=(cards.MASTER_W // 2, y)))
        y += 22
    return surf


def paint_space(code: str, palette: str) -> pygame.Surface:
    """``E-red`` etc.: the board's printed Scot of strength 2 on an empty space."""
    letter = LETTER[code[2:]]
    colour = colour_of(palette, letter)
    surf = pygame.Surface((cards.MASTER_W, cards.MASTER_H), pygame.SRCALPHA)
    r = surf.get_rect().inflate(-4, -4)
    pygame.draw.rect(surf, (*lighter(colour, 150), 120), r, border_radius=16)
    pygame.draw.rect(surf, colour, r, width=5, border_radius=16)
    figure = pygame.Rect(40, 44, cards.MASTER_W - 80, cards.MASTER_H - 88)
    scot(surf, figure, letter, colour, alpha=120)
    img = fonts.font(56, bold=True).render("2", True, darker(colour, 20))
    surf.blit(img, (14, 4))
    emblem(surf, letter, (14 + img.get_width() // 2, 16 + img.get_height()), 13, colour)
    cards.centred_text(surf, "printed Scot", darker(colour, 40), 20, cards.MASTER_H - 22)
    return surf


def paint(code: str, palette: str) -> pygame.Surface:
    if code.startswith("E-"):
        return paint_space(code, palette)
    if code.startswith("A-"):
        return paint_action(code, palette)
    if code == NESSIE:
        return paint_nessie(palette)
    return paint_scot(code, palette)


def back() -> pygame.Surface:
    """A dark tartan with a barrel in the middle."""
    navy, line, gold = (28, 40, 74), (44, 110, 84), (226, 190, 110)
    surf = cards.blank(navy, gold)
    inner = surf.get_rect().inflate(-22, -22)
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    for x in range(0, inner.w, 30):
        pygame.draw.line(pattern, (*line, 200), (x, 0), (x, inner.h), 8)
        pygame.draw.line(pattern, (*gold, 90), (x + 14, 0), (x + 14, inner.h), 1)
    for y in range(0, inner.h, 30):
        pygame.draw.line(pattern, (*line, 160), (0, y), (inner.w, y), 8)
        pygame.draw.line(pattern, (*gold, 90), (0, y + 14), (inner.w, y + 14), 1)
    surf.blit(pattern, inner.topleft)
    pygame.draw.rect(surf, gold, inner, 3, border_radius=12)
    keg = barrel(64)
    surf.blit(keg, keg.get_rect(center=(cards.MASTER_W // 2, cards.MASTER_H // 2 - 8)))
    cards.centred_text(surf, "HEAVE HO!", gold, 24, cards.MASTER_H // 2 + 44)
    return surf


def barrel(height: int) -> pygame.Surface:
    """A whisky barrel, ``height`` pixels tall."""
    h = max(12, int(height))
    w = round(h * 0.8)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    wood, dark, hoop = (168, 104, 52), (110, 64, 30), (70, 70, 78)
    pygame.draw.ellipse(surf, wood, pygame.Rect(0, 0, w, h))
    pygame.draw.rect(surf, wood, pygame.Rect(w // 10, h // 12, w - w // 5, h - h // 6))
    for k in range(1, 4):
        x = round(w * k / 4)
        pygame.draw.line(surf, dark, (x, h // 10), (x, h - h // 10), max(1, w // 24))
    for y in (h // 5, h - h // 5 - 2):
        pygame.draw.line(surf, hoop, (1, y), (w - 2, y), max(2, h // 12))
    pygame.draw.ellipse(surf, dark, pygame.Rect(0, 0, w, h), max(1, w // 18))
    return surf


def card_art(palette: str) -> "cards.CardArt":
    """Every face of the deck, painted when the app has time (or a table asks)."""
    return cards.CardArt(paint, back, palette, list(DECK_CODES) + ["E-red", "E-blue", "E-green"])
