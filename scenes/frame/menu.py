"""Menus that work with the keyboard alone: pygame_gui draws and clicks the
widgets; this module adds focus (arrows / Tab to move, Left/Right to change a
choice, Enter or Space to press, typing into a focused name field).

A menu is rows of items; each item becomes one widget. Scenes build a ``Menu``
in ``build()`` and forward events to ``menu.handle``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame
import pygame_gui

from game.language import _
from scenes.frame import gui, look

MOVE_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}


@dataclass
class Button:
    label: str
    on_press: Callable[[], None]
    width: float = 1.0  # share of the row
    enabled: bool = True
    object_id: str | None = None


@dataclass
class Choice:
    """A value that Left/Right (or a click) steps through."""
    label: str
    options: list  # [(value, text), ...]
    get: Callable[[], object]
    set: Callable[[object], None]
    width: float = 1.0
    enabled: bool = True

    def text(self) -> str:
        return self.text_for(self.get())

    def every_text(self) -> list[str]:
        """Everything the choice may say (its widget is sized for the longest)."""
        return [self.text_for(value) for value, _text in self.options]

    def text_for(self, value) -> str:
        """What the choice says when ``value`` is chosen."""
        shown = next((t for v, t in self.options if v == value), str(value))
        return _("{setting}: {value}").format(setting=self.label, value=shown) if self.label else shown

    def step(self, delta: int) -> None:
        values = [v for v, _ in self.options]
        try:
            i = values.index(self.get())
        except ValueError:
            i = 0
        self.set(values[(i + delta) % len(values)])


@dataclass
class TextField:
    label: str
    get: Callable[[], str]
    set: Callable[[str], None]
    width: float = 1.0
    max_length: int = 16
    allowed: str | None = None  # e.g. digits only
    #: Enter in the field does this (a name box's Save) instead of only leaving it
    on_enter: Callable[[], None] | None = None


@dataclass
class Label:
    text: str
    width: float = 1.0
    object_id: str | None = None


Item = Button | Choice | TextField | Label


@dataclass
class Slot:
    item: Item
    widget: object
    focusable: bool = field(default=True)
    #: every widget of the slot (a text field's label too), for hiding and moving rows
    parts: list = field(default_factory=list)

    def __post_init__(self):
        if not self.parts:
            self.parts = [self.widget]


class Menu:
    def __init__(self, scene, rows: list[list[Item]], area: pygame.Rect, row_height: int | None = None,
                 gap: int | None = None, on_back: Callable[[], None] | None = None):
        """``area``: where the rows go; with a height of 0 they take the room they need,
        with a height they are made lower where needed to fit in it."""
        self.scene = scene
        self.on_back = on_back
        self.slots: list[list[Slot]] = []
        self.focus: tuple[int, int] | None = None
        container = scene.ui
        manager = scene.app.gui
        size = scene.app.screen.get_size()
        s = look.scale(size)
        row_height = row_height or max(34, round(46 * s))
        gap = gap if gap is not None else max(6, round(10 * s))
        n = len(rows)
        if area.height > 0 and n and n * row_height + (n - 1) * gap > area.height:
            # an area with a height: the rows are made lower to fit it (what lies below stays clear)
            fit = area.height / (n * row_height + (n - 1) * gap)
            gap = max(3, int(gap * fit))
            row_height = max(24, int((area.height - (n - 1) * gap) / n))
        y = area.top
        self.row_tops: list[int] = []
        self.row_step = row_height + gap
        self.hidden_rows: set[int] = set()
        #: rows planned but not yet made into widgets (all are made before __init__ ends)
        self._pending: list[list[tuple[Item, pygame.Rect]]] = []
        for row in rows:
            self.row_tops.append(y)
            total = sum(item.width for item in row) or 1
            x = area.left
            planned = []
            for item in row:
                w = (area.width - gap * (len(row) - 1)) * item.width / total
                planned.append((item, pygame.Rect(round(x), y, round(w), row_height)))
                x += w + gap
            self._pending.append(planned)
            y += row_height + gap
        self.bottom = y
        self._manager, self._container = manager, container
        self._wanted_focus = "first"
        self.build_more()

    def build_more(self) -> None:
        """Make every planned row into widgets at once: a menu is whole before it takes
        any input, on any machine (no row waits for a later frame)."""
        while self._pending:
            row = len(self.slots)
            self.slots.append([self._make(item, rect, self._manager, self._container)
                               for item, rect in self._pending.pop(0)])
            self._place_row(row)
        self._apply_wanted_focus()

    def items(self) -> list[list[Item]]:
        """Every row's items, made into widgets or not yet."""
        return [[slot.item for slot in row] for row in self.slots] + \
            [[item for item, _ in row] for row in self._pending]

    @property
    def ready(self) -> bool:
        return not self._pending

    def focus_first(self) -> None:
        spots = self._focusables()
        if spots:
            self.set_focus(spots[0])

    def focus_last(self) -> None:
        """Put the focus on the last choice (the Start button) once it exists."""
        self._wanted_focus = "last"
        self._apply_wanted_focus()

    def focus_on(self, where: tuple[int, int] | None) -> None:
        """Put the focus on this row and column once it exists (a page built again
        keeps the place the player was at); None keeps the first item."""
        if where is not None:
            self._wanted_focus = tuple(where)
            self._apply_wanted_focus()

    def _apply_wanted_focus(self) -> None:
        wanted = self._wanted_focus
        spots = self._focusables()
        if isinstance(wanted, tuple):
            if wanted in spots:
                self.set_focus(wanted)
                self._wanted_focus = None
            elif self.ready:
                self._wanted_focus = None
            return
        if wanted == "first" and spots:
            self.set_focus(spots[0])
            self._wanted_focus = None
        elif wanted == "last" and self.ready and spots:
            self.set_focus(spots[-1])
            self._wanted_focus = None

    def _row_y(self, row: int) -> int:
        shown_before = sum(1 for r in range(row) if r not in self.hidden_rows)
        return (self.row_tops[0] if self.row_tops else 0) + shown_before * self.row_step

    def _place_row(self, row: int) -> None:
        shown = row not in self.hidden_rows
        y = self._row_y(row)
        for slot in self.slots[row]:
            for part in slot.parts:
                if shown:
                    part.show()
                    if part.relative_rect.y != y:
                        part.set_relative_position((part.relative_rect.x, y))
                else:
                    part.hide()

    def _make(self, item, r, manager, container) -> Slot:
        size = manager.window_resolution
        if isinstance(item, Label):
            w = pygame_gui.elements.UILabel(r, item.text, manager, container=container,
                                            object_id=item.object_id or self._small(item.text, r.width + 2 * gui.TEXT_MARGIN, size))
            return Slot(item, w, focusable=False)
        if isinstance(item, TextField):
            label_w = 0
            parts = []
            if item.label:
                # (as wide as its words, which grow with the window)
                label_w = min(r.width // 3, max(140, round(140 * look.scale(manager.window_resolution))))
                words_w = gui.fonts.font(gui.button_font_size(size)).size(item.label)[0] + 12
                label_w = max(label_w, min(r.width // 2, words_w))  # a longer language's label gets its room
                parts.append(pygame_gui.elements.UILabel(pygame.Rect(r.left, r.top, label_w, r.height), item.label,
                                                         manager, container=container))
            w = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(r.left + label_w, r.top, r.width - label_w, r.height), manager, container=container)
            w.set_text_length_limit(item.max_length)
            if item.allowed == "digits":
                w.set_allowed_characters("numbers")
            w.set_text(item.get())
            return Slot(item, w, parts=parts + [w])
        text = item.text() if isinstance(item, Choice) else item.label
        every = item.every_text() if isinstance(item, Choice) else [text]
        small = next((t for t in every if not gui.words_fit(t, r.width, size)), None) is not None
        w = pygame_gui.elements.UIButton(r, text, manager, container=container,
                                         object_id=getattr(item, "object_id", None) or ("@small" if small else None))
        if not item.enabled:
            w.disable()
        return Slot(item, w, focusable=item.enabled)

    @staticmethod
    def _small(text: str, width: int, size) -> str | None:
        """"@small" (a smaller size of the words) for words that do not fit their widget
        at the button size - a longer language's - else None."""
        return None if gui.words_fit(text, width, size) else "@small"

    def hide_rows(self, hidden: set[int]) -> None:
        """Hide some rows and close the gaps (cheaper than building the menu again)."""
        self.hidden_rows = set(hidden)
        for r in range(len(self.slots)):
            self._place_row(r)
        self.bottom = self._row_y(len(self.row_tops))
        if self.focus is not None and self.focus[0] in self.hidden_rows:
            spots = self._focusables()
            self.set_focus(spots[-1]) if spots else None

    # -- focus -----------------------------------------------------------------
    def _focusables(self) -> list[tuple[int, int]]:
        return [(r, c) for r, row in enumerate(self.slots) for c, slot in enumerate(row)
                if slot.focusable and r not in self.hidden_rows]

    def focused(self) -> Slot | None:
        if self.focus is None:
            return None
        r, c = self.focus
        return self.slots[r][c]

    def set_focus(self, where: tuple[int, int]) -> None:
        old = self.focused()
        if old is not None and isinstance(old.widget, pygame_gui.elements.UIButton):
            old.widget.unselect()
        self.focus = where
        new = self.focused()
        if new is not None and isinstance(new.widget, pygame_gui.elements.UIButton):
            new.widget.select()

    def _move(self, dr: int, dc: int) -> None:
        spots = self._focusables()
        if not spots:
            return
        if self.focus is None:
            self.set_focus(spots[0])
            return
        if dc:
            i = spots.index(self.focus) if self.focus in spots else 0
            self.set_focus(spots[(i + dc) % len(spots)])
            return
        r, c = self.focus
        rows = sorted({row for row, _ in spots})
        i = rows.index(r) if r in rows else 0
        target = rows[(i + dr) % len(rows)]
        cols = [col for row, col in spots if row == target]
        self.set_focus((target, min(cols, key=lambda col: abs(col - c))))

    def editing(self) -> bool:
        slot = self.focused()
        return slot is not None and isinstance(slot.item, TextField) and slot.widget.is_focused

    # -- events ----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for r, row in enumerate(self.slots):
                for c, slot in enumerate(row):
                    if slot.widget is event.ui_element:
                        self.set_focus((r, c)) if slot.focusable else None
                        self._press(slot, +1)
                        return True
            return False
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for row in self.slots:
                for slot in row:
                    if slot.widget is event.ui_element:
                        slot.item.set(slot.widget.get_text())
                        return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            for r, row in enumerate(self.slots):
                for c, slot in enumerate(row):
                    if isinstance(slot.item, TextField) and slot.widget.rect.collidepoint(event.pos):
                        self.set_focus((r, c))
            return False
        if event.type != pygame.KEYDOWN:
            return False
        slot = self.focused()
        if self.editing():
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE,
                             pygame.K_UP, pygame.K_DOWN):
                slot.widget.unfocus()
                self.scene.app.gui.set_focus_set(None)
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and slot.item.on_enter:
                    slot.item.set(slot.widget.get_text())
                    slot.item.on_enter()
                    return True
                if event.key in MOVE_KEYS:
                    self._move(MOVE_KEYS[event.key], 0)
                elif event.key == pygame.K_TAB:
                    self._move(0, -1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            return False  # typing goes to the field
        if event.key in MOVE_KEYS:
            self._move(MOVE_KEYS[event.key], 0)
            return True
        if event.key == pygame.K_TAB:
            self._move(0, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            delta = -1 if event.key == pygame.K_LEFT else 1
            if slot is not None and isinstance(slot.item, Choice):
                self._press(slot, delta)
            else:
                self._move(0, delta)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if slot is not None:
                self._press(slot, +1)
            return True
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE) and self.on_back:
            self.on_back()
            return True
        return False

    def _press(self, slot: Slot, delta: int) -> None:
        item = slot.item
        if isinstance(item, Button):
            self.scene.app.audio.play("tick")
            item.on_press()
        elif isinstance(item, Choice):
            item.step(delta)
            slot.widget.set_text(item.text())
            self.scene.app.audio.play("tick")
        elif isinstance(item, TextField):
            self.scene.app.gui.set_focus_set(slot.widget)
            slot.widget.focus()

    def refresh(self) -> None:
        """Show the current values of every choice (after a change elsewhere)."""
        for row in self.slots:
            for slot in row:
                if isinstance(slot.item, Choice):
                    slot.widget.set_text(slot.item.text())

    def draw_focus(self, surface: pygame.Surface) -> None:
        slot = self.focused()
        if slot is None or not slot.widget.visible:
            return
        r = slot.widget.rect.inflate(8, 8)
        pygame.draw.rect(surface, look.GOLD, r, width=3, border_radius=10)
