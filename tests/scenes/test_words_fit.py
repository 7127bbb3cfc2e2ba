"""Every button's words fit their button in German, Spanish and the long pseudo-language
(every word 40 % longer: tools/pseudo.py) at the two smallest window sizes players use,
on every screen whose words are in the catalogue: pygame_gui cuts words that do not fit
without a sign, so this is measured here, widget by widget."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game import language
from scenes.catalog import load_all
from scenes.frame import fonts, gui
from tests.scenes.conftest import run


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.use("en")


def too_long(scene, size) -> list[str]:
    """The words of each button or label of ``scene`` that are wider than its room."""
    out = []
    for element in scene.app.gui.get_sprite_group().sprites():
        if not isinstance(element, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)) or not element.visible:
            continue
        if "@hint" in element.object_ids or "@title" in element.object_ids:
            continue
        small = "@small" in element.object_ids
        font = fonts.font(gui.small_font_size(size) if small else gui.button_font_size(size))
        room = element.rect.width - (0 if isinstance(element, pygame_gui.elements.UILabel) else 2 * gui.TEXT_MARGIN)
        if element.text and font.size(element.text)[0] > room:
            out.append(f"{type(scene).__name__}: {element.text!r} ({font.size(element.text)[0]} px in {room})")
    return out


def screens(app):
    """(scene, how to bring it to each of its states) for every wrapped screen."""
    from tools.shots import table

    catalog = load_all()
    yield app.scene("title"), [None]
    yield app.scene("settings"), [None]
    yield app.scene("key bindings"), [None]
    yield app.scene("controllers"), [None]
    yield app.scene("statistics"), [None]
    yield app.scene("shelf", "named"), [None]
    for entry in catalog.values():
        yield app.scene("setup", entry, key=entry.id), [None]
    online = app.scene("online")
    yield online, [None, lambda: online.go("host"), lambda: online.go("join")]
    tables = [table(app, catalog["pups"]), table(app, catalog["pooch"])]
    for t in tables:
        app.stack.push(t)
        yield app.scene("pause", t), [None]
        app.stack.pop()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("code", ["en", "de", "es", "pseudo"])
def test_every_button_of_the_wrapped_screens_fits_its_words(make_app, code, size):
    from tools import pseudo

    if code == "pseudo":
        pseudo.use()
    app = make_app(size=size)
    app.speak(code)
    found = []
    for scene, states in screens(app):
        app.stack.push(scene)
        run(app, 2)
        for state in states:
            if state is not None:
                state()
                run(app, 2)
            found += too_long(scene, size)
        app.stack.pop()
    assert not found, f"{len(found)} words cut in {code} at {size}:\n" + "\n".join(found[:20])
