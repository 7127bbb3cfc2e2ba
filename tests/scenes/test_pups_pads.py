"""Pups between two people by game pads alone (virtual ones): each pad joins with A at
the cover, the named person's A lifts it (another's does not), and the pad whose turn
it is moves, bids, plays and closes the round summaries."""
import pygame
import pytest

from game import new_game
from game.storage.saves import Seat
from scenes.pups.table import PupsTable
from scenes.table.handoff import HandOff
from scenes.table.results import GameOver, Summary
from tests.scenes.conftest import run
from tests.virtual_pads import virtual_pads  # noqa: F401 (a fixture)


def tap(app, pad, button, dt=1 / 60):
    pad.press(button)
    pygame.event.pump()
    pad.release(button)
    pygame.event.pump()
    run(app, 1, dt=dt)


@pytest.fixture
def pups_for_two(make_app, monkeypatch):
    monkeypatch.setattr(PupsTable, "threaded_bots", False)
    app = make_app(size=(1024, 600))
    game = new_game("pups", players=3, seed=4)
    seats = [Seat(n, i < 2, "normal") for i, n in enumerate(game.names)]
    table = PupsTable(app, game, seats)
    app.stack.push(table)
    app.step(0.016)
    return app, table


def next_button(table) -> str:
    """What the person whose turn it is presses: A on an enabled chip or a card that may
    be played, else the d-pad's right to the next one."""
    if table.bar.active:
        return "a" if table.bar.chips[table.bar.focus].enabled else "right"
    focused = next((p for p in table.placements() if p.focus), None)
    return "a" if focused is not None and focused.legal else "right"


def test_a_game_between_two_people_by_pads_alone(pups_for_two, virtual_pads):
    app, table = pups_for_two
    pads = virtual_pads.plug(2)
    run(app, 2)
    covers = refused = 0
    tries = 0
    step = table.match.step
    for _ in range(8000):
        top = app.stack.top
        if isinstance(top, GameOver):
            break
        if isinstance(top, Summary):
            tap(app, pads[0], "a")
            run(app, 2)
        elif isinstance(top, HandOff):
            if not top.may_reveal():
                run(app, 1, dt=0.25)
                continue
            owner = app.pads.pad_of(top.seat)
            if owner is not None and len(app.pads.seat_of) == 2:
                other = pads[1] if owner == 1 else pads[0]
                tap(app, other, "a")          # the other person's pad does not lift it
                refused += app.stack.top is top
            mine = pads[owner - 1] if owner is not None else pads[len(app.pads.seat_of)]
            tap(app, mine, "a")
            covers += app.stack.top is not top
        elif top is table and not table.motion.busy and table.my_turn(table.view()):
            pad = pads[app.pads.pad_of(table.viewer) - 1]
            if table.match.step != step:
                step, tries = table.match.step, 0
            tries += 1
            tap(app, pad, "b" if tries % 25 == 0 else next_button(table))
        else:
            run(app, 1, dt=0.25)
    game = table.match
    assert game.is_over, f"no end (phase {game.view(None)['phase']})"
    assert app.pads.seat_of == {1: 0, 2: 1} or app.pads.seat_of == {1: 1, 2: 0}
    assert {a[0] for a in game.record()["actions"]} >= {0, 1}
    assert covers >= 2 and refused >= 1


def test_a_pads_back_button_takes_the_move_back_as_ctrl_z_does(make_app, monkeypatch, virtual_pads):
    monkeypatch.setattr(PupsTable, "threaded_bots", False)
    app = make_app(size=(1024, 600))
    game = new_game("pups", players=3, seed=4)
    table = PupsTable(app, game, [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)])
    app.stack.push(table)
    run(app, 1)
    (pad,) = virtual_pads.plug(1)
    run(app, 2)
    tap(app, pad, "a")                              # joins as Ann
    assert app.pads.seat_of == {1: 0}
    for _ in range(400):
        if not table.motion.busy and table.my_turn(table.view()):
            break
        run(app, 1, dt=0.25)
    mine = lambda: [a for a in table.match.record()["actions"] if a[0] == 0]  # noqa: E731
    for _ in range(40):
        if mine():
            break
        tap(app, pad, next_button(table))
    assert len(mine()) == 1
    tap(app, pad, "back", dt=0.25)
    now = app.table_in_play()
    assert now.match.record()["actions"] == [] or not [a for a in now.match.record()["actions"] if a[0] == 0], \
        now.message
