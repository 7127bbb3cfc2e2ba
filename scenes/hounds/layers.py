"""The still table, painted once per state: the felt, the panels, the empty stands and
the score tracks as a ground layer (the same for many states), and over it the cards
and markers as a layer that each frame blits before it draws only what moves. The
window-sized layers of a table that closed are kept for the next one."""
from __future__ import annotations

import pygame

from scenes.frame import trace
from scenes.frame.felt import felt
from game import language
from scenes.frame.pictures import Pictures
from scenes.hounds import art
from scenes.hounds.sheet import draw_reference
from scenes.hounds.stands import LEDGE, stand_panel


class Spares(Pictures):
    """Window-sized layers handed back by tables that closed, for the next one to reuse
    (making a new one costs a few ms of fresh memory in the frame a table opens). They
    go with every kept picture when the window changes size: at the old size no table
    will ask for them, and a resize to a big window is the frame memory peaks in."""

    def __init__(self):
        super().__init__(limit=2)
        self.layers: list[pygame.Surface] = []

    def clear(self) -> None:
        super().clear()
        self.layers.clear()


_spares = Spares()
_spare_layers = _spares.layers


def screen_surface(size) -> pygame.Surface:
    """An opaque surface in the window's own pixel format (fast to blit, no conversion)."""
    for i, spare in enumerate(_spare_layers):
        if spare.get_size() == tuple(size):
            return _spare_layers.pop(i)
    _spare_layers.clear()  # kept for another window size: not shown again
    display = pygame.display.get_surface()
    return pygame.Surface(size, 0, display) if display is not None else pygame.Surface(size)


def hand_back(*layers) -> None:
    """A table closes: keep its window-sized layers (two at most) for the next table."""
    for layer in layers:
        if layer is not None:
            _spare_layers.insert(0, layer)
    del _spare_layers[2:]


class Layers:
    """Mixed into the Hounds table: its ``_layer`` and ``_ground``, each (key, surface)."""

    def leave(self) -> None:
        super().leave()
        hand_back(self._layer[1] if self._layer else None, self._ground[1] if self._ground else None)
        self._layer = self._ground = None

    def enter(self) -> None:
        super().enter()
        # paint the panels, tracks and reference sheet now, not in the first frame
        self.draw(self.app.screen)

    def view(self) -> dict:
        """The viewer's view, made once per state (it is drawn every frame)."""
        if self.held_view is not None:
            return self.held_view
        key = (self.match.step, self.viewer)
        if self._view_for != key:
            self._view = super().view()
            self._view_for = key
        return self._view

    def draw(self, surface) -> None:
        """The still table is painted once per state into a layer; each frame blits it and
        draws only what moves (flights, banners, chips, the memory look) over it."""
        trace.note(viewer=self.viewer, addressed=self.addressed())
        looks = (self.palette(), self.app.settings.card_scale)
        if looks != self._looks:  # the settings changed under the pause menu
            self._looks = looks
            if self.art.palette != self.palette():
                self.art = self.make_art()
            self.touch()
        view = self.view()
        placements = self.placements()
        hidden = self.motion.hidden()
        size = surface.get_size()
        key = (self._layout_for, frozenset(hidden), tuple(round(v, 2) for v in self.shown_scores),
               tuple(round(v, 2) for v in self.shown_tie), self.palette(), language.current())
        if self._layer is None or self._layer[0] != key or self._layer[1].get_size() != size:
            layer = self._layer[1] if self._layer and self._layer[1].get_size() == size else None
            if layer is None:
                # the old size's layers go before the new ones are made
                self._layer = None
                if self._ground is not None and self._ground[1].get_size() != size:
                    self._ground = None
                layer = screen_surface(size)
            layer.blit(self.ground(size, view), (0, 0))
            self.draw_table(layer, view)
            self.draw_cards(layer, placements)
            g = self.geo()
            self.draw_markers(layer, view, g, hidden)
            self.draw_piles(layer, view, g, hidden)
            self._layer = (key, layer)
        surface.blit(self._layer[1], (0, 0))
        self.motion.draw(surface, self.art)
        self.draw_over(surface, view)
        self.draw_hud(surface)

    def ground(self, size, view) -> pygame.Surface:
        """The felt, the panels and the empty stands: the same for many states."""
        g = self.geo()
        tracks = self.tracks(view)
        key = (size, self._geo[0], self.single, tracks.score_range, tracks.tie_range, self.palette(), view["round"],
               view["leader"], view["baddog"])
        if self._ground is None or self._ground[0] != key:
            # painted over in place when the size is the same; else the old one goes first
            surf = self._ground[1] if self._ground is not None and self._ground[1].get_size() == size else None
            self._ground = None
            if surf is None:
                surf = screen_surface(size)
            surf.blit(felt(size), (0, 0))
            surf.blit(tracks.background(), g.tracks.topleft)
            draw_reference(surf, g.sheet, view, self.palette())
            for block in g.stands.values():
                frame = block.box.inflate(8, 6)
                surf.blit(stand_panel(frame.size), frame.topleft)
                for ledge in block.ledges():
                    pygame.draw.rect(surf, LEDGE, ledge, border_radius=4)
                    pygame.draw.rect(surf, art.darker(LEDGE, 40), ledge, width=1, border_radius=4)
            self._ground = (key, surf)
        return self._ground[1]
