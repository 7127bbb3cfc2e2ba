"""pygame_gui set up with the bundled font and the theme in assets/, its text sizes
scaled to the window. Widgets are plain rectangles: pygame_gui's rounded shapes cost
several times more to draw at each new window size (a menu opening took ~100 ms)."""
from __future__ import annotations

import copy
import json
import warnings

import pygame
import pygame_gui
from pygame_gui.core.surface_cache import SurfaceCache

from scenes.frame import fonts, look
from scenes.frame.assets import asset


ELEMENT_TYPES = ("button", "label", "text_entry_line", "text_box", "drop_down_menu", "selection_list")


def _base_theme() -> dict:
    try:
        return json.loads(asset("theme.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"defaults": {"font": {"name": "dejavu", "size": "18"}}}


def theme_for(size: tuple[int, int]) -> dict:
    """The theme with font paths filled in and font sizes scaled to ``size``."""
    theme = copy.deepcopy(_base_theme())
    # pygame_gui reads fonts per element type, not from "defaults": give each type the
    # default font (its own Noto Sans has no suit symbols)
    defaults = theme.get("defaults", {})
    for element in ELEMENT_TYPES:
        block = theme.setdefault(element, {})
        for part in ("font", "misc"):
            if part in defaults:
                block[part] = {**defaults[part], **block.get(part, {})}
    factor = round(look.scale(size), 1)
    have_font = fonts.REGULAR.exists() and fonts.BOLD.exists()
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if not font:
            continue
        font["size"] = str(max(12, round(int(font.get("size", 18)) * factor)))
        if have_font:
            font["name"] = "dejavu"
            font["regular_path"] = str(fonts.REGULAR)
            font["bold_path"] = str(fonts.BOLD)
        else:
            font["name"] = "noto_sans"
    return theme


def preload(manager: pygame_gui.UIManager, theme: dict) -> None:
    """Load the theme's fonts now rather than on first use (no stall mid-game)."""
    sizes = set()
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if font:
            sizes.add((font["name"], int(font["size"]), "bold" if font.get("bold") == "1" else "regular"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "already loaded" is fine
        manager.preload_fonts([{"name": n, "point_size": s, "style": st} for n, s, st in sorted(sizes)])


def draw_states_when_shown() -> None:
    """pygame_gui draws every state of a widget ahead (hovered, selected, active: three
    pictures of the widget each) although it draws one it has not drawn yet at the
    moment it is set. memray found these pictures the first holders of memory (~75 MB
    at tools.bench's peak): only the normal state is drawn ahead now, the others
    when first shown, with the same pixels."""
    from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShapeState

    if getattr(DrawableShapeState, "kennel_drawn_when_shown", False):
        return
    made = DrawableShapeState.__init__

    def __init__(self, state_id: str):
        made(self, state_id)
        self.should_auto_pregen = state_id == "normal"

    DrawableShapeState.__init__ = __init__
    DrawableShapeState.kennel_drawn_when_shown = True


def keep_no_text_layers() -> None:
    """pygame_gui keeps, for every drawn state of a widget with text, two more
    widget-sized pictures beside the finished one: the state before its text and the
    text alone, so that a text box can redraw its text as it is typed. Nothing but a
    text box (``editable_text``) ever reads them again (memray: ~25 MB of the monkey's
    heap at its peak); other widgets let go of them once the text is drawn on, and
    their text layout of its pointers to the text layer (the layout, each row and each
    piece of a row keeps one, for a cursor or a fade Kennel does not use)."""
    from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape

    if getattr(DrawableShape, "kennel_no_text_layers", False):
        return
    finalise = DrawableShape.finalise_text

    def finalise_text(self, state_str, *args, **kwargs):
        finalise(self, state_str, *args, **kwargs)
        if not self.editable_text and state_str in self.states:
            state = self.states[state_str]
            state.pre_text_surface = state.text_surface = None
            layout = self.text_box_layout
            if layout is not None:  # its rows and pieces point at the text layer too
                layout.finalised_surface = None
                for row in layout.layout_rows:
                    row.target_surface = None
                    for piece in getattr(row, "items", ()):
                        if hasattr(piece, "target_surface"):
                            piece.target_surface = None

    DrawableShape.finalise_text = finalise_text
    DrawableShape.kennel_no_text_layers = True


class NoShapeCache(SurfaceCache):
    """pygame_gui keeps every small widget background it draws in 1024x1024 atlases
    (4 MB each, up to three), to copy it for the next widget of the same size and
    colours; each window size adds its own, and nothing is let go until all three are
    full (memray: 12 MB at the monkey's peak). Kennel's widgets are plain rectangles,
    a fill and a border, as cheap to draw as to copy: nothing is kept."""

    def __init__(self):  # no atlas
        self.cache_surface_size = (1024, 1024)
        self.cache_surfaces = []
        self.cache_long_term_lookup = {}
        self.cache_short_term_lookup = {}
        self.consider_purging_list = []
        self.low_on_space = False

    def add_surface_to_cache(self, surface, string_id) -> None:
        pass

    def update(self) -> None:
        pass


#: the languages pygame_gui speaks itself (its own words: a text box's, a file dialog's)
GUI_LANGUAGES = ("en", "de", "es")


def gui_language(code: str) -> str:
    """The language pygame_gui's own words are shown in for Kennel's ``code``."""
    return code if code in GUI_LANGUAGES else "en"


def make_manager(size: tuple[int, int], language: str = "en") -> pygame_gui.UIManager:
    draw_states_when_shown()
    keep_no_text_layers()
    theme = theme_for(size)
    manager = pygame_gui.UIManager(size, theme, enable_live_theme_updates=False,
                                   starting_language=gui_language(language))
    manager.get_theme().shape_cache = NoShapeCache()
    preload(manager, theme)
    return manager


def speak(manager: pygame_gui.UIManager, code: str) -> None:
    """pygame_gui's own words in Kennel's language from now on."""
    if manager.get_locale() != gui_language(code):
        manager.set_locale(gui_language(code))


def rescale(manager: pygame_gui.UIManager, size: tuple[int, int]) -> None:
    theme = theme_for(size)
    manager.set_window_resolution(size)
    manager.get_theme().load_theme(theme)
    forget_other_sizes(manager, theme)
    preload(manager, theme)


def forget_other_sizes(manager: pygame_gui.UIManager, theme: dict) -> None:
    """Let go of the fonts loaded for other window sizes (pygame_gui keeps every size
    it ever loaded; a widget still showing one keeps its own reference to it)."""
    fonts_now = manager.get_theme().get_font_dictionary()
    wanted = {fonts_now.default_font.idx, fonts_now._default_symbols_font.idx}
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if font:
            wanted.add(fonts_now.create_font_id(int(font["size"]), font["name"], font.get("bold") == "1",
                                                font.get("italic") == "1", font.get("antialiased", "1") == "1"))
    for idx in [idx for idx in fonts_now.loaded_fonts if idx not in wanted]:
        del fonts_now.loaded_fonts[idx]


def rect(x, y, w, h) -> pygame.Rect:
    return pygame.Rect(int(x), int(y), int(w), int(h))


def button_font_size(size: tuple[int, int]) -> int:
    """The point size of a button's words at this window size (as the theme scales it)."""
    return max(12, round(18 * round(look.scale(size), 1)))


def small_font_size(size: tuple[int, int]) -> int:
    """The point size of the words of a widget themed "@small" (words that would not
    fit at the button size: a longer language's)."""
    return max(12, round(15 * round(look.scale(size), 1)))


def words_fit(text: str, width: int, size: tuple[int, int], small: bool = False) -> bool:
    """``text`` fits a widget ``width`` wide inside its border (at the button size, or
    the "@small" one)."""
    font = fonts.font(small_font_size(size) if small else button_font_size(size))
    return font.size(text)[0] <= width - 2 * TEXT_MARGIN


#: room kept between a widget's border and its words, each side
TEXT_MARGIN = 4


def longest_that_fits(tellings: list[str], width: int, size: tuple[int, int]) -> str:
    """The first (longest) of ``tellings`` whose words fit a button ``width`` wide, else
    the last one cut with an ellipsis."""
    font = fonts.font(button_font_size(size))
    room = width - 2 * max(12, round(14 * look.scale(size)))
    for text in tellings:
        if font.size(text)[0] <= room:
            return text
    text = tellings[-1]
    while len(text) > 4 and font.size(text + "\u2026")[0] > room:
        text = text[:-1]
    return text + "\u2026"
