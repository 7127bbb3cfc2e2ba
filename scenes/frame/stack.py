"""Scenes on a stack (Tuxemon style): the top one gets input and updates; overlays
(pause, hand-off, rules, settings) are drawn over the scenes below them, which
keep their state untouched underneath (Arcade's View pattern)."""
from __future__ import annotations

import pygame
import pygame_gui


class Scene:
    #: drawn over the scene below (which is drawn first)
    overlay = False

    #: keep the widgets when leaving and show them again when opened next time (a
    #: screen opened often is built once per window size, see App.kept)
    keep_widgets = False
    #: App.scene opens the one kept instance of this screen (``of``), not a new one
    kept = False
    #: a resize dropped this covered screen's widgets (see resize)
    _build_when_uncovered = False

    @classmethod
    def of(cls, app, *args, key=None):
        """The kept instance of this screen (one per ``key``), see App.kept."""
        return app.kept((cls.__name__, key), lambda: cls(app, *args))

    def __init__(self, app):
        self.app = app
        self.ui: pygame_gui.core.UIContainer | None = None
        self._built_for: tuple[int, int] | None = None

    # -- life cycle ------------------------------------------------------------
    def enter(self) -> None:
        """Pushed on the stack: build widgets (or show the kept ones)."""
        self._build_when_uncovered = False
        if self.ui is not None and self._built_for == self.app.screen.get_size():
            self.ui.show()
            self.reopen()
        else:
            self.build()

    def leave(self) -> None:
        """Popped: drop widgets (a kept screen hides them)."""
        if self.keep_widgets and self.ui is not None:
            self.ui.hide()
        else:
            self.drop_ui()

    def reopen(self) -> None:
        """A kept screen comes back: show current values, focus on its first item."""
        menu = getattr(self, "menu", None)
        if menu is not None:
            menu.refresh()
            menu.focus_first()

    def file_shown(self):
        """``(path, what)`` of the data file whose contents this screen shows, or None.
        When the screen breaks, that file is set aside (App.recover), so a file that
        cannot be shown is not shown again on every start."""
        return None

    def forget_file(self) -> None:
        """The file this screen showed was set aside: let go of what was read from it."""

    def pause(self) -> None:
        """Another scene covers this one."""
        if self.ui is not None:
            self.ui.hide()

    def resume(self) -> None:
        """Uncovered again (widgets dropped by a resize while covered are built now)."""
        if self._build_when_uncovered:
            self._build_when_uncovered = False
            self.build()
        elif self.ui is not None:
            self.ui.show()

    def resize(self, size: tuple[int, int]) -> None:
        if self.ui is None:
            return
        if self.ui.visible:
            self.build()
        else:
            # covered, its widgets hidden: built for the new size when uncovered, so
            # a resize never holds every covered screen's widgets twice at once
            self.drop_ui()
            self._build_when_uncovered = True

    # -- widgets ---------------------------------------------------------------
    def build(self) -> None:
        """(Re)create this scene's pygame_gui widgets for the current window size."""
        self.drop_ui()

    def new_ui(self) -> pygame_gui.core.UIContainer:
        self.drop_ui()
        size = self.app.screen.get_size()
        self.ui = pygame_gui.core.UIContainer(pygame.Rect((0, 0), size), self.app.gui)
        self._built_for = size
        return self.ui

    def drop_ui(self) -> None:
        if self.ui is not None:
            self.ui.kill()
            self.ui = None

    # -- the frame -------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used (it then goes no further)."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def draw_front(self, surface: pygame.Surface) -> None:
        """Drawn after the widgets (focus rings, messages)."""

    def footer_height(self, size: tuple[int, int]) -> int:
        """The band at the bottom of the window this screen keeps for its key help (or,
        in a replay, its bar); 0: none. The app's notices stand above it, never on it."""
        return 0


class SceneStack:
    def __init__(self):
        self.scenes: list[Scene] = []
        #: a scene left the stack since the app last swept up (see App.sweep)
        self.dropped = False

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        self.dropped = True
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().leave()
            self.dropped = True
        self.scenes.append(scene)
        scene.enter()
        return scene

    def open_over(self, base: Scene, scene: Scene) -> Scene:
        """Leave every scene above ``base`` and put ``scene`` straight on it (``base``
        stays covered, so it is not woken up in between)."""
        if self.scenes and self.scenes[-1] is base:
            base.pause()  # it was on top (Continue from the title): now it is covered
        while self.scenes and self.scenes[-1] is not base:
            self.scenes.pop().leave()
            self.dropped = True
        self.scenes.append(scene)
        scene.enter()
        return scene

    def reset(self, scene: Scene) -> Scene:
        """Leave every scene and start again from ``scene`` (back to the title)."""
        while self.scenes:
            self.scenes.pop().leave()
            self.dropped = True
        return self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every scene under a run
        of overlays."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0):]

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None
