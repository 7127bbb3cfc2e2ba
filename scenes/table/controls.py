"""Buttons drawn on the table itself (bid choices, rescue prompts, pickers): a row
of chips that the mouse clicks and the keyboard walks (Left/Right, Enter). A chip
that may not be chosen says why when it is tried."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.frame import fonts, look


@dataclass
class Chip:
    label: str
    action: object = None   # what choosing it means to the table; None: not allowed
    reason: str = ""        # why it is not allowed
    primary: bool = False

    @property
    def enabled(self) -> bool:
        return self.action is not None


class ChoiceBar:
    def __init__(self):
        self.chips: list[Chip] = []
        self.prompt = ""
        self.focus = 0
        self.rects: list[pygame.Rect] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        #: the chip to focus when the chips are next set (a person's own focus, kept
        #: while others had the screen)
        self.wanted: str | None = None

    def set(self, chips: list[Chip], prompt: str = "") -> None:
        labels = [c.label for c in chips]
        if labels != [c.label for c in self.chips] or self.wanted is not None:
            wanted, self.wanted = self.wanted, None
            if wanted in labels and chips[labels.index(wanted)].enabled:
                self.focus = labels.index(wanted)
            else:
                self.focus = next((i for i, c in enumerate(chips) if c.primary and c.enabled),
                                  next((i for i, c in enumerate(chips) if c.enabled), 0))
        self.chips = chips
        self.prompt = prompt
        # the chips' places are those of the chips before until the bar is placed again
        self.focus = min(self.focus, max(0, len(chips) - 1))

    def focused_label(self) -> str | None:
        return self.chips[self.focus].label if self.chips and self.focus < len(self.chips) else None

    def restore(self, label: str | None) -> None:
        """A person takes the screen: the focus goes where they left it (``label``), or
        to the start when they have not chosen here before."""
        self.chips = []
        self.wanted = label

    def clear(self) -> None:
        self.set([], "")

    @property
    def active(self) -> bool:
        return bool(self.chips)

    def place(self, centre: tuple[int, int], size: tuple[int, int], max_width: int | None = None,
              wrap_prompt: bool = False) -> None:
        """Lay the chips out in rows centred on ``centre`` (the bar's middle); with
        ``wrap_prompt`` a prompt wider than ``max_width`` takes two lines or more."""
        ts = look.text_size(size, 17)
        pad = max(10, ts // 1)
        h = round(ts * 2.0)
        gap = max(6, ts // 3)
        max_width = max_width or int(size[0] * 0.9)
        widths = [fonts.font(ts, bold=c.primary).size(c.label)[0] + 2 * pad for c in self.chips]
        rows, row, width = [], [], 0
        for i, w in enumerate(widths):
            if row and width + gap + w > max_width:
                rows.append(row)
                row, width = [], 0
            row.append(i)
            width += (gap if width else 0) + w
        if row:
            rows.append(row)
        #: the prompt's lines as placed (for the prompt it was placed for)
        self.prompt_lines = [self.prompt] if self.prompt else []
        if wrap_prompt and self.prompt:
            self.prompt_lines = fonts.wrap(self.prompt, ts, max_width - 24, bold=True)
        self._lines_for = self.prompt
        prompt_h = round(ts * 1.5) * len(self.prompt_lines)
        total_h = prompt_h + len(rows) * h + (len(rows) - 1) * gap
        y = centre[1] - total_h // 2 + prompt_h
        self.rects = [pygame.Rect(0, 0, 0, 0)] * len(self.chips)
        for r in rows:
            row_w = sum(widths[i] for i in r) + gap * (len(r) - 1)
            x = centre[0] - row_w // 2
            for i in r:
                self.rects[i] = pygame.Rect(x, y, widths[i], h)
                x += widths[i] + gap
            y += h + gap
        if self.rects:
            self.box = self.rects[0].unionall(self.rects).inflate(24, 16)
            self.box.top -= prompt_h
            self.box.height += prompt_h
            if self.prompt:  # a prompt wider than the chips: the panel holds it all
                prompt_w = max(fonts.font(ts, bold=True).size(line)[0] for line in self.prompt_lines) + 24
                if prompt_w > self.box.w:
                    self.box.inflate_ip(prompt_w - self.box.w, 0)
        else:
            self.box = pygame.Rect(centre, (0, 0))
        self._ts = ts

    def place_above(self, bottom: int, centre_x: int, size: tuple[int, int], max_width: int | None = None,
                    wrap_prompt: bool = False) -> None:
        """Lay out so that the bar's lower edge sits at ``bottom``."""
        self.place((centre_x, bottom), size, max_width, wrap_prompt)
        shift = bottom - self.box.bottom
        self.box.move_ip(0, shift)
        self.rects = [r.move(0, shift) for r in self.rects]

    def draw(self, surface: pygame.Surface, keyboard: bool = True, focused: bool = True) -> None:
        """``keyboard``: the keys walk these chips, so the gold fill marks the chip Enter
        chooses (the focus ring's chip, in the focused bar only) and nothing else looks
        chosen; without it (the mouse alone) the primary chips are gold."""
        if not self.chips:
            return
        ts = self._ts
        # an opaque panel: what it lies over is hidden, not shown faintly under the words
        surface.fill(look.PANEL, self.box.inflate(-24, 0))
        pygame.draw.rect(surface, look.PANEL, self.box, border_radius=12)
        if self.prompt:  # just above the chips (the panel may reach higher, over what it hides)
            lines = self.prompt_lines if getattr(self, "_lines_for", None) == self.prompt else [self.prompt]
            step = round(ts * 1.5)
            chips_top = min(r.top for r in self.rects) if self.rects else self.box.top + step + 8
            for k, line in enumerate(lines):
                img = fonts.text(line, ts, look.GOLD, bold=True)
                surface.blit(img, img.get_rect(midtop=(self.box.centerx, chips_top - step * (len(lines) - k) - 2)))
        for i, (chip, rect) in enumerate(zip(self.chips, self.rects)):
            gold = (i == self.focus and focused) if keyboard else chip.primary
            if chip.enabled:
                bg = (122, 90, 18) if gold else (34, 86, 62)
                edge = look.GOLD if gold else look.PANEL_EDGE
                colour = look.INK
            else:
                bg, edge, colour = (30, 48, 40), (60, 80, 70), (130, 146, 138)
            pygame.draw.rect(surface, bg, rect, border_radius=9)
            pygame.draw.rect(surface, edge, rect, width=2, border_radius=9)
            img = fonts.text(chip.label, ts, colour, bold=chip.primary)
            surface.blit(img, img.get_rect(center=rect.center))
            if keyboard and focused and i == self.focus:
                pygame.draw.rect(surface, look.GLOW, rect.inflate(6, 6), width=3, border_radius=11)

    def click(self, pos) -> Chip | None:
        for i, rect in enumerate(self.rects[:len(self.chips)]):  # (places of fewer chips before)
            if rect.collidepoint(pos):
                self.focus = i
                return self.chips[i]
        return None

    def key(self, event) -> Chip | None:
        """Left/Right walk the chips; Enter chooses (Space is the hand-off cover's key, not
        a move). Returns the chosen chip."""
        if not self.chips or event.type != pygame.KEYDOWN:
            return None
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):  # over greyed chips (a click on one says why)
            allowed = {i for i, chip in enumerate(self.chips) if chip.enabled}
            self.focus = walk(self.focus, len(self.chips), 1 if event.key == pygame.K_RIGHT else -1, allowed)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.chips[self.focus]
        return None

    def contains(self, pos) -> bool:
        return self.box.collidepoint(pos)


def walk(cursor: int, count: int, step: int, allowed: set[int]) -> int:
    """The keyboard's next card in a hand of ``count`` from ``cursor`` (step +1 right,
    -1 left, round the end), passing over greyed cards: only ``allowed`` ones are
    stopped on (every card when none is allowed)."""
    if count <= 0:
        return 0
    for k in range(1, count + 1):
        index = (cursor + step * k) % count
        if not allowed or index in allowed:
            return index
    return cursor


def settle(cursor: int, count: int, allowed: set[int]) -> int:
    """Where the keyboard's card should be: ``cursor`` when it may be played, else the
    nearest card that may (the focus never sits on a greyed card)."""
    cursor = max(0, min(cursor, count - 1)) if count else 0
    if not allowed or cursor in allowed:
        return cursor
    return min(allowed, key=lambda i: (abs(i - cursor), i))
