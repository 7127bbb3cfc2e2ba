"""Every game's card colours seen with deuteranopia and protanopia (simulated with the
Machado 2009 matrices): each suit or hound keeps a colour of its own."""
import itertools

import pygame
import pytest

from scenes.heaveho import art as heaveho_art
from scenes.hounds import art as hounds_art
from scenes.pooch import art as pooch_art
from scenes.pups import art as pups_art
from tests.colour_vision import MACHADO, VIEWS, closest, distance

#: delta E (CIE Lab) two suits must be apart at least: plainly two colours side by side
APART = 20

PALETTES = {
    "pups": pups_art.SUIT_COLOURS,
    "hounds": hounds_art.HOUND_COLOURS,
    "pooch": pooch_art.SUIT_COLOURS,
    "heaveho": heaveho_art.COLOURS,
}
COLOURBLIND = [pytest.param(game, view, id=f"{game}-{view}") for game in PALETTES for view in VIEWS]


@pytest.mark.parametrize("game,view", COLOURBLIND)
def test_the_colour_blind_palette_keeps_every_suit_apart(game, view):
    d, a, b = closest(PALETTES[game]["colourblind"], view)
    assert d >= APART, f"{game}: {a} and {b} are only {d:.1f} apart ({view})"


@pytest.mark.parametrize("game", PALETTES)
def test_the_standard_palette_keeps_every_suit_apart_with_normal_sight(game):
    d, a, b = closest(PALETTES[game]["standard"], "normal")
    assert d >= APART, f"{game}: {a} and {b} are only {d:.1f} apart"


@pytest.mark.parametrize("view", VIEWS)
def test_tom_dire_evil_molly_and_sudachi_differ_in_colour_in_the_colour_blind_palette(view):
    colours = hounds_art.HOUND_COLOURS["colourblind"]
    for a, b in (("TD", "EM"), ("TD", "SU"), ("EM", "SU")):
        assert distance(colours[a], colours[b], view) >= 2 * APART, (a, b, view)


def test_tom_dire_evil_molly_and_sudachi_differ_in_shape():
    emblems = {hounds_art.EMBLEMS[h] for h in ("TD", "EM", "SU")}
    portraits = {hounds_art.PORTRAITS[h] for h in ("TD", "EM", "SU")}
    assert len(emblems) == 3 and len(portraits) == 3


def test_the_simulation_turns_red_and_green_alike_but_keeps_blue_and_yellow_apart():
    red, green, blue, yellow = (200, 40, 40), (40, 150, 40), (30, 60, 220), (230, 210, 40)
    for view in MACHADO:
        assert distance(red, green, view) < distance(red, green, "normal") / 2
        assert distance(blue, yellow, view) > 60


def test_every_heave_ho_colour_has_an_emblem_of_its_own_shape():
    def shape(letter):
        surf = pygame.Surface((48, 48), pygame.SRCALPHA)
        heaveho_art.emblem(surf, letter, (24, 24), 20, (255, 255, 255))
        return pygame.mask.from_surface(surf)

    shapes = {letter: shape(letter) for letter in heaveho_art.COLOURS["colourblind"]}
    for a, b in itertools.combinations(shapes, 2):
        both = shapes[a].overlap_area(shapes[b], (0, 0))
        differing = shapes[a].count() + shapes[b].count() - 2 * both
        assert differing > 0.2 * max(shapes[a].count(), shapes[b].count()), (a, b)
