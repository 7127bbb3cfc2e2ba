"""Heckin Hounds in a big window: the stands grow into the felt a 1920x1080 window has
(the side stands stand their slots three over two), while 1024x600 and 1280x720 keep
their one-row stands; nothing overlaps at any size."""
import pygame
import pytest

from game import new_game
from scenes.hounds.geometry import Geometry
from tools.moments.hounds import advance, phase_is, table_for as seated
from scenes.hounds.table import HoundsTable
from tests.scenes.conftest import run

BIG = (1920, 1080)


def covered(g: Geometry) -> float:
    """The share of the window the stands' blocks cover."""
    w, h = g.size
    return sum(st.box.w * st.box.h for st in g.stands.values()) / (w * h)


@pytest.mark.parametrize("players", [4, 5])
def test_stands_cover_more_of_a_big_window_than_of_a_1280x720_one(players):
    assert covered(Geometry(BIG, players, 0)) > 1.3 * covered(Geometry((1280, 720), players, 0))


@pytest.mark.parametrize("players", [4, 5])
def test_in_a_big_window_the_side_stands_stand_three_slots_over_two(players):
    g = Geometry(BIG, players, 0)
    sides = [st for seat, st in g.stands.items() if st.rows == 2]
    assert len(sides) == 2
    for st in sides:
        assert len({r.top for r in st.slots}) == 2 and len(st.ledges()) == 2


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("players", [2, 4, 5, 7])
def test_smaller_windows_keep_every_stand_in_one_row(size, players):
    g = Geometry(size, players, 0)
    assert all(st.rows == 1 and len({r.top for r in st.slots}) == 1 for st in g.stands.values())


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_in_a_big_window_the_own_stand_is_as_large_as_the_others(players):
    g = Geometry(BIG, players, 0)
    own = g.stands[0]
    assert own.card_w >= g.other_w or players >= 6  # six or seven seats keep the 1280x720 proportions


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_in_a_big_window_stands_panels_and_the_shift_do_not_overlap(players):
    g = Geometry(BIG, players, 0)
    screen = pygame.Rect((0, 0), BIG)
    boxes = [st.box for st in g.stands.values()]
    shift = g.shift_rect(0).unionall([g.shift_rect(i) for i in range(players)])
    for i, a in enumerate(boxes):
        assert screen.contains(a)
        assert not a.colliderect(g.tracks) and not a.colliderect(g.sheet)
        assert not a.colliderect(shift), (a, shift)
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)


@pytest.fixture
def big_table(make_app, monkeypatch):
    monkeypatch.setattr(HoundsTable, "threaded_bots", False)

    def build(stop, players=5, humans=(0,)):
        app = make_app(size=BIG)
        game = new_game("hounds", players=players, seed=3, options={"first_leader": 0})
        advance(game, stop, seed=3)
        table = seated(app, game, humans)
        app.stack.push(table)
        run(app, 2)
        return app, table

    return build


@pytest.mark.parametrize("players", [4, 5])
def test_in_a_big_window_the_chips_lie_clear_of_the_side_stands(big_table, players):
    app, table = big_table(phase_is("clue"), players=players)
    table.choose(next(c for c in table.bars[0].chips if c.enabled))  # a target: its clue builder opens
    run(app, 2)
    assert len(table.bars) == 2
    sides = [st.box for st in table.geo().stands.values() if st.rows == 2]
    for bar in table.bars:
        assert app.screen.get_rect().contains(bar.box)
        assert all(not bar.box.colliderect(box) for box in sides), (bar.box, sides)


@pytest.mark.parametrize("players", [4, 5])
def test_in_a_big_window_a_refusal_stays_between_the_side_stands(big_table, players):
    app, table = big_table(phase_is("clue"), players=players)
    g = table.geo()
    assert table.message_width(BIG) + 36 <= g.middle.w


def test_a_three_over_two_stand_keeps_its_worked_piles_and_cubes_inside_it_clear_of_its_slots():
    g = Geometry(BIG, 5, 0)
    for st in (st for st in g.stands.values() if st.rows == 2):
        piles = [st.pile_rect(i) for i in range(5)]
        for rect in [st.cubes, *piles]:
            assert st.box.contains(rect)
            assert rect.collidelist(st.slots) < 0
