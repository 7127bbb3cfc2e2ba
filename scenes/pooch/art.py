"""You Shady Pooch! cards painted from shapes: numbers in four suits (♠♥♦♣ from the
bundled DejaVu), the Wild One (every suit at once), and three Queens that differ by
colour, letter and emblem. Both palettes are four-colour decks, so a suit is told
apart by its symbol and its colour; the colour-blind one uses Okabe-Ito colours
(the classic red/green pair is the hardest for most colour-blind players)."""
from __future__ import annotations

import math

import pygame

from scenes.table import cards
from scenes.frame import fonts
from game.pooch.cards import CODES as DECK_CODES

SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}
SUIT_COLOURS = {
    "standard": {"S": (30, 30, 36), "H": (204, 30, 48), "D": (26, 96, 210), "C": (22, 138, 60)},
    "colourblind": {"S": (20, 20, 20), "H": (213, 94, 0), "D": (0, 114, 178), "C": (0, 158, 115)},
}
#: Queen -> (letter, word, ink, paper)
QUEEN_LOOKS = {
    "QG": ("G", "Greedy", (170, 118, 0), (252, 238, 188)),
    "QS": ("S", "Shady", (92, 52, 138), (228, 216, 242)),
    "QF": ("F", "Fierce", (186, 34, 26), (252, 216, 206)),
}
QUEEN_LOOKS_CB = {
    "QG": ("G", "Greedy", (150, 110, 0), (250, 236, 170)),
    "QS": ("S", "Shady", (60, 60, 60), (220, 220, 226)),
    "QF": ("F", "Fierce", (170, 50, 110), (248, 214, 232)),
}
WILD_PAPER = (255, 250, 226)
WILD_INK = (60, 50, 40)
BONE = (238, 228, 204)
BONE_EDGE = (120, 98, 70)


def suit_colour(suit: str, palette: str) -> tuple:
    return SUIT_COLOURS.get(palette, SUIT_COLOURS["standard"])[suit]


def symbol(surf: pygame.Surface, suit: str, colour, size: int, centre: tuple[int, int]) -> None:
    img = fonts.font(size, bold=True).render(SYMBOLS[suit], True, colour)
    surf.blit(img, img.get_rect(center=centre))


def index(surf: pygame.Surface, top: str, bottom_draw, colour) -> None:
    """The corner index: a big number or letter over a small mark, in the top-left
    and (turned) bottom-right corners. Big, so a card is readable when fanned."""
    corner = pygame.Surface((62, 112), pygame.SRCALPHA)
    img = fonts.font(54, bold=True).render(top, True, colour)
    corner.blit(img, img.get_rect(midtop=(31, 0)))
    bottom_draw(corner, (31, 84))
    surf.blit(corner, (8, 6))
    surf.blit(pygame.transform.rotate(corner, 180), (cards.MASTER_W - 8 - 62, cards.MASTER_H - 6 - 112))


def paint_number(code: str, palette: str) -> pygame.Surface:
    suit, number = code[0], code[1]
    colour = suit_colour(suit, palette)
    surf = cards.blank(edge=colour)
    index(surf, number, lambda c, at: symbol(c, suit, colour, 40, at), colour)
    symbol(surf, suit, colour, 100, (cards.MASTER_W // 2, cards.MASTER_H // 2))
    if palette == "colourblind":  # a third cue besides symbol and colour: the suit's initial
        cards.centred_text(surf, suit, colour, 22, cards.MASTER_H // 2 + 56)
    return surf


def paint_wild(palette: str) -> pygame.Surface:
    surf = cards.blank(colour=WILD_PAPER, edge=WILD_INK)
    cx, cy = cards.MASTER_W // 2, cards.MASTER_H // 2

    def four(corner, at):
        x, y = at
        for (dx, dy), suit in zip(((-11, -11), (11, -11), (-11, 11), (11, 11)), "HDCS"):
            symbol(corner, suit, suit_colour(suit, palette), 20, (x + dx, y + dy))

    index(surf, "1", four, WILD_INK)
    pygame.draw.circle(surf, (250, 224, 150), (cx, cy - 6), 38)
    pygame.draw.circle(surf, WILD_INK, (cx, cy - 6), 38, 3)
    for k, suit in enumerate("HDCS"):
        a = -math.pi / 2 + k * math.pi / 2
        symbol(surf, suit, suit_colour(suit, palette), 30, (round(cx + math.cos(a) * 56), round(cy - 6 + math.sin(a) * 56)))
    img = fonts.font(56, bold=True).render("1", True, WILD_INK)
    surf.blit(img, img.get_rect(center=(cx, cy - 6)))
    cards.centred_text(surf, "WILD", WILD_INK, 22, cy + 74)
    return surf


def crown(surf: pygame.Surface, centre: tuple[int, int], colour) -> None:
    cx, cy = centre
    points = [(cx - 40, cy + 22), (cx - 45, cy - 26), (cx - 22, cy), (cx, cy - 40), (cx + 22, cy),
              (cx + 45, cy - 26), (cx + 40, cy + 22)]
    pygame.draw.polygon(surf, colour, points)
    pygame.draw.rect(surf, colour, pygame.Rect(cx - 40, cy + 18, 80, 14), border_radius=4)
    for x, y in ((cx - 45, cy - 30), (cx, cy - 44), (cx + 45, cy - 30)):
        pygame.draw.circle(surf, colour, (x, y), 7)


def greedy_mark(surf, centre, colour) -> None:
    """A gem (a diamond) held in the crown: she takes the diamonds."""
    cx, cy = centre
    pygame.draw.polygon(surf, (255, 255, 255), [(cx, cy - 16), (cx + 14, cy + 2), (cx, cy + 20), (cx - 14, cy + 2)])
    pygame.draw.polygon(surf, colour, [(cx, cy - 16), (cx + 14, cy + 2), (cx, cy + 20), (cx - 14, cy + 2)], 3)


def shady_mark(surf, centre, colour) -> None:
    """Sunglasses under the crown."""
    cx, cy = centre
    for dx in (-22, 22):
        lens = pygame.Rect(0, 0, 36, 24)
        lens.center = (cx + dx, cy + 4)
        pygame.draw.ellipse(surf, (24, 24, 30), lens)
    pygame.draw.line(surf, (24, 24, 30), (cx - 6, cy), (cx + 6, cy), 5)


def fierce_mark(surf, centre, colour) -> None:
    """Bared fangs."""
    cx, cy = centre
    pygame.draw.rect(surf, (255, 255, 255), pygame.Rect(cx - 30, cy - 8, 60, 10))
    for dx in (-21, -7, 7, 21):
        pygame.draw.polygon(surf, (255, 255, 255), [(cx + dx - 7, cy), (cx + dx + 7, cy), (cx + dx, cy + 20)])
        pygame.draw.polygon(surf, colour, [(cx + dx - 7, cy), (cx + dx + 7, cy), (cx + dx, cy + 20)], 2)


MARKS = {"QG": greedy_mark, "QS": shady_mark, "QF": fierce_mark}


def paint_queen(code: str, palette: str) -> pygame.Surface:
    looks = QUEEN_LOOKS_CB if palette == "colourblind" else QUEEN_LOOKS
    letter, word, ink, paper = looks[code]
    surf = cards.blank(colour=paper, edge=ink)

    def small_q(corner, at):
        img = fonts.font(30, bold=True).render("Q", True, ink)
        corner.blit(img, img.get_rect(center=at))

    index(surf, letter, small_q, ink)
    cx, cy = cards.MASTER_W // 2, cards.MASTER_H // 2
    crown(surf, (cx, cy - 22), ink)
    MARKS[code](surf, (cx, cy + 24), ink)
    cards.centred_text(surf, word, ink, 22, cy + 64)
    return surf


def paint(code: str, palette: str) -> pygame.Surface:
    if code == "X1":
        return paint_wild(palette)
    if code in QUEEN_LOOKS:
        return paint_queen(code, palette)
    return paint_number(code, palette)


def back() -> pygame.Surface:
    return cards.default_back(colour=(52, 46, 104), edge=(214, 196, 150), mark="!")


_bones: dict = {}


def bone(length: int) -> pygame.Surface:
    """A dog bone about ``length`` pixels long (made once per size)."""
    length = max(10, int(length))
    surf = _bones.get(length)
    if surf is None:
        h = max(6, length * 9 // 20)
        surf = pygame.Surface((length, h), pygame.SRCALPHA)
        r = max(2, h // 4)
        bar = pygame.Rect(r, h // 2 - r * 2 // 3 - 1, length - 2 * r, r * 4 // 3 + 2)
        for fill, grow in ((BONE_EDGE, 1), (BONE, 0)):
            rr = r + grow
            for x in (r, length - r - 1):
                for y in (r, h - r - 1):
                    pygame.draw.circle(surf, fill, (x, y), rr)
            pygame.draw.rect(surf, fill, bar.inflate(0, grow * 2))
        _bones[length] = surf
    return surf


def card_art(palette: str) -> "cards.CardArt":
    """Every face of the deck, painted when the app has time (or a table asks)."""
    return cards.CardArt(paint, back, palette, list(DECK_CODES))
