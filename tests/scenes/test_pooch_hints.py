"""The hint key (H) and Ctrl+Z at the You Shady Pooch! table, through real key presses."""
import pygame
import pytest

from game import new_game
from game.hints import hint_bot
from scenes.pooch.table import PoochTable
from game.storage.saves import Seat
from tests.scenes.conftest import key, run


@pytest.fixture
def pooch_lead(make_app, monkeypatch):
    """A Pooch table where the person (Ann) leads, the bots held back, the countdown over."""
    monkeypatch.setattr(PoochTable, "threaded_bots", False)
    app = make_app()
    game = new_game("pooch", players=4, seed=11, options={"first_dealer": 3})
    seats = [Seat(n, i == 0, "normal", "1" if i == 0 else None) for i, n in enumerate(game.names)]
    table = PoochTable(app, game, seats)
    table.match.script_bots({})
    app.stack.push(table)
    run(app, 40, dt=0.1)
    assert table.live() and game.to_act() == [0]
    return app, table


def press_h(app):
    pygame.event.post(key(pygame.K_h, unicode="h"))
    run(app, 2)


def test_h_rings_the_hard_bots_lead_and_the_player_it_names(pooch_lead):
    app, table = pooch_lead
    press_h(app)
    shown = table.hints.current(table)
    game = table.match
    expected = hint_bot("pooch", 0, f"{game.seed}:{game.step}").choose(game.view(0), game.legal_actions(0))
    assert shown is not None and shown.action == expected
    assert shown.reason.startswith("Lead ") and game.names[expected.name] in shown.reason
    assert table.seat_panel(expected.name) in table.hints.rects(table, shown.action)


def test_hints_at_the_pooch_table_are_counted(pooch_lead):
    app, table = pooch_lead
    press_h(app)
    assert app.stats.hints.get("pooch") == 1


def test_ctrl_z_at_the_pooch_table_says_why_there_is_no_undo(pooch_lead):
    app, table = pooch_lead
    table.act(0, table.match.legal_actions(0)[0])
    steps = table.match.step
    pygame.event.post(key(pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a"))
    run(app, 2)
    assert app.stack.top is table and table.match.step == steps
    assert table.message.startswith("No undo: ") and "against the clock" in table.message
