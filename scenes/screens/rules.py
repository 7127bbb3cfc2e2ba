"""The in-app rules page of a game: headings, paragraphs and rows of card
pictures, scrolled with the keys or the wheel. Each game writes its own text."""
from __future__ import annotations

from game.language import _
from dataclasses import dataclass

import pygame

from scenes.frame import fonts, footer, look
from scenes.table.cards import card_height
from scenes.frame.stack import Scene


def h(text: str) -> tuple:
    return ("h", text)


def p(text: str) -> tuple:
    return ("p", text)


def cards(codes: list[str], caption: str = "") -> tuple:
    return ("cards", codes, caption)


def lines_within(text: str, size: int, width: int) -> list[str]:
    """``text`` wrapped at words to ``width``; a word wider than the page (a long
    language's, or a long number) is broken where the page ends, never cut off."""
    font = fonts.font(size)
    out = []
    for line in fonts.wrap(text, size, width):
        while font.size(line)[0] > width and len(line) > 1:
            cut = next(n for n in range(len(line) - 1, 0, -1) if font.size(line[:n])[0] <= width)
            out.append(line[:cut])
            line = line[cut:]
        out.append(line)
    return out


@dataclass
class Page:
    width: int
    height: int
    pieces: list  # (top, height, what), top to bottom


class RulesPage(Scene):
    overlay = False

    def __init__(self, app, entry, art):
        super().__init__(app)
        self.entry = entry
        self.art = art
        self.blocks = entry.rules()
        self.scroll = 0
        self.page: Page | None = None

    def layout(self, width: int) -> "Page":
        """Where every line and row of cards goes (measured, not yet drawn: a page
        is drawn a screenful at a time, so opening it costs one screen of text)."""
        size = self.app.screen.get_size()
        body = look.text_size(size, 18)
        head = look.text_size(size, 26)
        caption = look.text_size(size, 15)
        card_w = max(44, round(70 * look.scale(size)))
        card_h = card_height(card_w)
        pieces: list[tuple[int, int, tuple]] = []  # (top, height, what)
        y = 0
        for block in self.blocks:
            kind = block[0]
            if kind == "h":
                y += head // 2
                line_h = fonts.font(head, bold=True).get_height()
                pieces.append((y, line_h, ("text", block[1], head, look.GOLD, True)))
                y += line_h + 8
            elif kind == "p":
                line_h = fonts.font(body).get_height()
                for line in lines_within(block[1], body, width):
                    pieces.append((y, line_h, ("text", line, body, look.INK, False)))
                    y += line_h + 4
                y += body // 2
            elif kind == "cards":
                per_row = max(1, width // (card_w + 10))
                codes = block[1]
                for i in range(0, len(codes), per_row):
                    pieces.append((y, card_h, ("cards", codes[i:i + per_row], card_w)))
                    y += card_h + 10
                if block[2]:  # wrapped like a paragraph: a long caption is never cut
                    line_h = fonts.font(caption).get_height()
                    for line in lines_within(block[2], caption, width):
                        pieces.append((y, line_h, ("text", line, caption, look.INK_DIM, False)))
                        y += line_h + 2
                    y += 8
        return Page(width, y + 40, pieces)

    def draw_page(self, surface, x: int, top: int, view_h: int) -> None:
        """The part of the page in the window, scrolled, clipped to the view."""
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(x, top, self.page.width, view_h))
        for y, height, what in self.page.pieces:
            sy = top + y - self.scroll
            if sy + height < top:
                continue
            if sy > top + view_h:
                break
            if what[0] == "text":
                _, words, size, colour, bold = what
                surface.blit(fonts.text(words, size, colour, bold=bold), (x, sy))
            else:
                _, codes, card_w = what
                for i, code in enumerate(codes):
                    surface.blit(self.art.card(code, card_w), (x + i * (card_w + 10), sy))
        surface.set_clip(clip)

    def resize(self, size) -> None:
        self.page = None

    def handle(self, event) -> bool:
        step = 60
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_SPACE):
                self.app.stack.pop()
            elif event.key == pygame.K_DOWN:
                self.scroll += step
            elif event.key == pygame.K_UP:
                self.scroll -= step
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll += self.app.screen.get_height() * 2 // 3
            elif event.key == pygame.K_PAGEUP:
                self.scroll -= self.app.screen.get_height() * 2 // 3
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            elif event.key == pygame.K_END:
                self.scroll = 10 ** 6
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.close_rect().collidepoint(event.pos):
                self.app.stack.pop()
            return True
        return False

    def close_rect(self) -> pygame.Rect:
        size = self.app.screen.get_size()
        img = fonts.text(_("Close (Esc)"), look.text_size(size, 16), look.INK)
        return img.get_rect(topright=(size[0] - 12, 10)).inflate(16, 10)

    def draw(self, surface) -> None:
        size = surface.get_size()
        surface.fill(look.FELT_DARK)
        width = min(900, size[0] - 80)
        if self.page is None or self.page.width != width:
            self.page = self.layout(width)
        top = round(size[1] * 0.12)
        view_h = size[1] - top - footer.reserved(size, 14)  # the scroll hint (and a notice) stay clear
        self.scroll = max(0, min(self.scroll, max(0, self.page.height - view_h)))
        title = fonts.text(_("How to play {game}").format(game=self.entry.title), look.text_size(size, 34), look.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(size[0] // 2, round(size[1] * 0.025))))
        x = (size[0] - width) // 2
        self.draw_page(surface, x, top, view_h)
        if self.page.height > view_h:
            frac = view_h / self.page.height
            bar_h = max(30, round(view_h * frac))
            bar_y = top + round((view_h - bar_h) * self.scroll / max(1, self.page.height - view_h))
            pygame.draw.rect(surface, look.PANEL_EDGE, pygame.Rect(x + width + 14, bar_y, 6, bar_h), border_radius=3)
        r = self.close_rect()
        pygame.draw.rect(surface, look.PANEL, r, border_radius=8)
        pygame.draw.rect(surface, look.PANEL_EDGE, r, width=2, border_radius=8)
        img = fonts.text(_("Close (Esc)"), look.text_size(size, 16), look.INK)
        surface.blit(img, img.get_rect(center=r.center))
        footer.draw(surface, _("↑↓ PgUp PgDn or the wheel to scroll"), base=14)

    def footer_height(self, size) -> int:
        return footer.band(size, 14)
