"""Time passes before a real-time action is judged (a shot clock fires, a sort ends);
when the action is then refused, what the passing changed still reaches the table,
every time: the table never draws a state it was not told of."""
import random

import pytest

from game import new_game
from scenes.heaveho.table import HeaveHoTable
from scenes.pooch.table import PoochTable
from game.storage.saves import Seat


def watched(make_app, monkeypatch, table_class, game):
    """The table, with every event that game time made (the truth) and every event
    the table took (what it was told), each as the event objects themselves."""
    monkeypatch.setattr(table_class, "threaded_bots", False)
    made, told = [], []
    elapse = game._elapse

    def elapse_and_note(now):
        events = elapse(now)
        made.extend(events)
        return events

    game._elapse = elapse_and_note
    app = make_app(animation="instant")
    seats = [Seat(name, True, "normal", str(i + 1)) for i, name in enumerate(game.names)]
    table = table_class(app, game, seats)
    app.stack.push(table)
    take = table.take
    table.take = lambda events, *rest: told.extend(events) or take(events, *rest)
    return table, made, told


def tries(game, rng, seats):
    """A seat and an action: mostly one the rules refuse now (another seat's move, or
    one that was legal a moment ago), sometimes a legal one."""
    seat = rng.choice(seats)
    others = [a for s in seats if s != seat for a in game.legal_actions(s)]
    mine = game.legal_actions(seat)
    if mine and rng.random() < 0.3:
        return seat, rng.choice(mine)
    return seat, rng.choice(others) if others else "dogpile 9"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_pooch_table_with_a_shot_clock_is_told_of_every_change_refused_or_not(make_app, monkeypatch, seed):
    game = new_game("pooch", players=4, seed=seed, options={"shot_clock": 3})
    table, made, told = watched(make_app, monkeypatch, PoochTable, game)
    rng = random.Random(seed)
    at, refusals, changed = 0.0, 0, 0
    for _ in range(300):
        if game.is_over:
            break
        at += rng.choice((0.0, 0.5, 2.0, 4.0))
        step = game.step
        seat, action = tries(game, rng, list(range(4)))
        if not table.act(seat, action, at=at):
            refusals += 1
            changed += game.step != step
    assert refusals and changed  # refusals that time changed the game before, the case at stake
    told_ids = {id(e) for e in told}
    assert made and all(id(e) in told_ids for e in made)


def test_a_heave_ho_table_is_told_of_every_change_refused_or_not(make_app, monkeypatch):
    game = new_game("heaveho", players=2, seed=5)
    table, made, told = watched(make_app, monkeypatch, HeaveHoTable, game)
    rng = random.Random(5)
    at = 0.0
    for _ in range(300):
        if game.is_over:
            break
        at += rng.choice((0.0, 0.5, 3.0, 9.0))
        seat, action = tries(game, rng, [0, 1])
        table.act(seat, action, at=at)
    told_ids = {id(e) for e in told}
    assert made and all(id(e) in told_ids for e in made)
