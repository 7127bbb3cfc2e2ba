"""The in-app rules page of a game: headings, paragraphs and rows of card
pictures, scrolled with the keys or the wheel. Each game writes its own text."""
from __future__ import annotations

import pygame

from scenes import fonts, look
from scenes.cards import card_height
from scenes.stack import Scene


def h(text: str) -> tuple:
    return ("h", text)


def p(text: str) -> tuple:
    return ("p", text)


def cards(codes: list[str], caption: str = "") -> tuple:
    return ("cards", codes, caption)


class RulesPage(Scene):
    overlay = False

    def __init__(self, app, entry, art):
        super().__init__(app)
        self.entry = entry
        self.art = art
        self.blocks = entry.rules()
        self.scroll = 0
        self.page: pygame.Surface | None = None

    def render(self, width: int) -> pygame.Surface:
        size = self.app.screen.get_size()
        body = look.text_size(size, 18)
        head = look.text_size(size, 26)
        card_w = max(44, round(70 * look.scale(size)))
        pieces: list[tuple[str, object]] = []
        height = 0
        for block in self.blocks:
            kind = block[0]
            if kind == "h":
                img = fonts.text(block[1], head, look.GOLD, bold=True)
                pieces.append(("gap", head // 2))
                pieces.append(("img", img))
                height += head // 2 + img.get_height() + 6
            elif kind == "p":
                for line in fonts.wrap(block[1], body, width):
                    img = fonts.text(line, body, look.INK)
                    pieces.append(("img", img))
                    height += img.get_height() + 2
                pieces.append(("gap", body // 2))
                height += body // 2
            elif kind == "cards":
                per_row = max(1, width // (card_w + 10))
                codes = block[1]
                rows = [codes[i:i + per_row] for i in range(0, len(codes), per_row)]
                for row in rows:
                    pieces.append(("cards", row))
                    height += card_height(card_w) + 10
                if block[2]:
                    img = fonts.text(block[2], look.text_size(size, 15), look.INK_DIM)
                    pieces.append(("img", img))
                    height += img.get_height() + 8
        page = pygame.Surface((width, height + 40), pygame.SRCALPHA)
        y = 0
        for kind, thing in pieces:
            if kind == "gap":
                y += thing
            elif kind == "img":
                page.blit(thing, (0, y))
                y += thing.get_height() + 2
            elif kind == "cards":
                x = 0
                for code in thing:
                    page.blit(self.art.card(code, card_w), (x, y))
                    x += card_w + 10
                y += card_height(card_w) + 10
        return page

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
        img = fonts.text("Close (Esc)", look.text_size(size, 16), look.INK)
        return img.get_rect(topright=(size[0] - 12, 10)).inflate(16, 10)

    def draw(self, surface) -> None:
        size = surface.get_size()
        surface.fill(look.FELT_DARK)
        width = min(900, size[0] - 80)
        if self.page is None or self.page.get_width() != width:
            self.page = self.render(width)
        top = round(size[1] * 0.12)
        view_h = size[1] - top - 30
        self.scroll = max(0, min(self.scroll, max(0, self.page.get_height() - view_h)))
        title = fonts.text(f"How to play {self.entry.title}", look.text_size(size, 34), look.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(size[0] // 2, round(size[1] * 0.025))))
        x = (size[0] - width) // 2
        surface.blit(self.page, (x, top), pygame.Rect(0, self.scroll, width, view_h))
        if self.page.get_height() > view_h:
            frac = view_h / self.page.get_height()
            bar_h = max(30, round(view_h * frac))
            bar_y = top + round((view_h - bar_h) * self.scroll / max(1, self.page.get_height() - view_h))
            pygame.draw.rect(surface, look.PANEL_EDGE, pygame.Rect(x + width + 14, bar_y, 6, bar_h), border_radius=3)
        r = self.close_rect()
        pygame.draw.rect(surface, look.PANEL, r, border_radius=8)
        pygame.draw.rect(surface, look.PANEL_EDGE, r, width=2, border_radius=8)
        img = fonts.text("Close (Esc)", look.text_size(size, 16), look.INK)
        surface.blit(img, img.get_rect(center=r.center))
        hint = fonts.text("↑↓ PgUp PgDn or the wheel to scroll", look.text_size(size, 14), look.INK_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(size[0] // 2, size[1] - 6)))
