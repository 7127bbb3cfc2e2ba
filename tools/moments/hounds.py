"""Scripted Hounds tables: the busiest moment for ``tools.bench`` (seven bots walking
shifts), and for ``tools.shots`` a table in each phase, then every step of Learn
Heckin Hounds."""
from __future__ import annotations

import random

from game import new_game
from game.hounds.lesson import PERSON
from game.storage import saves
from scenes.hounds.lesson import GO_ON, open_lesson
from scenes.hounds.table import HoundsTable
from scenes.table.handoff import HandOff
from scenes.table.results import GameOver, Summary
from scenes.table.scene import bots_in_frame_thread


def advance(game, stop, seed: int = 0, limit: int = 3000) -> None:
    """Random legal moves until ``stop(game)`` (a quick way into any phase)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if game.is_over or stop(game):
            return
        seat = game.to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))


def phase_is(phase, seat=None):
    def stop(game):
        view = game.view(None)
        return view["phase"] == phase and (seat is None or view["turn"] == seat)
    return stop


def table_for(app, game, humans=(), level="normal"):
    seats = [saves.Seat(n, i in humans, level) for i, n in enumerate(game.names)]
    return HoundsTable(app, game, seats)


def bench(app):
    """Seven bots, past the promises: every frame has cards flying into shifts."""
    game = new_game("hounds", players=7, seed=7)
    advance(game, phase_is("play"), seed=7)
    table = table_for(app, game)
    table.pace = 0.25
    table.match.auto.pace = 0.25
    return table


def settle(app, frames=3):
    for _ in range(frames):
        app.step(1 / 60)


def _shown(app, table, frames=3):
    app.stack.push(table)
    table.motion.skip()
    settle(app, frames)
    return app


def lift_cover(app, limit=240) -> None:
    """Lift the hand-off cover as its person would: wait until it may be lifted, then Space."""
    cover = app.stack.top
    if not isinstance(cover, HandOff):
        return
    for _ in range(limit):
        if cover.may_reveal():
            break
        app.step(1 / 60)
    cover.done()
    settle(app)


def shots(make_app):
    """tools.shots: a table in each phase, then every step of Learn Heckin Hounds."""
    yield from phase_shots(make_app)
    yield from lesson_shots(make_app)


def phase_shots(make_app):
    """``(name, app)`` for each phase, the person to act looking."""
    with bots_in_frame_thread():
        yield from _shots(make_app)


def _shots(make_app):
    def made(players=5, seed=3, stop=None, humans=(0,), **options):
        app = make_app()
        app.settings.animation = "instant"
        app.settings.hints_seen = ["hounds"]
        game = new_game("hounds", players=players, seed=seed, options={"first_leader": 0, **options})
        if stop:
            advance(game, stop, seed=seed)
        table = table_for(app, game, humans)
        return app, table

    app, table = made(stop=phase_is("baddog"))
    yield "phase-baddog", _shown(app, table)

    app, table = made(stop=phase_is("clue"))
    _shown(app, table)
    chips = table.bars[-1].chips
    off = next((c for c in chips if not c.enabled), None)
    if off:
        table.choose(off)
        settle(app)
    yield "phase-clue-builder", app

    app, table = made(stop=phase_is("cerberus"))
    yield "phase-cerberus", _shown(app, table)

    app, table = made(stop=phase_is("cerberus"), humans=(0,))
    table.match.act(0, "cerberus 0")
    yield "phase-discard-leader", _shown(app, table)

    app, table = made(stop=phase_is("cerberus"), humans=(2,))
    table.match.act(0, "cerberus 2")
    yield "phase-discard-blind", _shown(app, table)

    app, table = made(stop=phase_is("trade", 2), humans=(2,))
    yield "phase-trade", _shown(app, table)

    app, table = made(stop=phase_is("promise", 3), humans=(3,))
    yield "phase-promise", _shown(app, table)

    def mid_shift(game):
        view = game.view(None)
        return view["phase"] == "play" and view["turn"] == 1 and len(view["shift"]["cards"]) >= 2 \
            and view["shift"]["number"] >= 2
    app, table = made(stop=mid_shift, humans=(1,))
    yield "phase-play", _shown(app, table)

    app, table = made(players=7, seed=8, stop=mid_shift, humans=(1,))
    yield "seven-play", _shown(app, table)

    app, table = made(players=7, seed=8, stop=phase_is("clue"), humans=(0,))
    yield "seven-clue-builder", _shown(app, table)

    app, table = made(players=4, seed=5, stop=phase_is("clue"), humans=(1,), mode="single")
    _shown(app, table)
    yield "single-clue", app

    # memory mode: a bot leader clues the person, who gets a few seconds to look
    app, table = made(players=4, seed=6, memory=True, stop=phase_is("clue"), humans=(1,))
    game = table.match
    for _ in range(12):
        seat = game.to_act()[0]
        action = next((a for a in game.legal_actions(seat) if getattr(a, "target", None) == 1), None)
        if action is not None:
            before = {p.key: p for p in table.placements()}
            table.take(game.act(seat, action).events, before)
            break
        game.act(seat, game.legal_actions(seat)[0])
    app.stack.push(table)
    table.motion.skip()
    settle(app)
    yield "memory-look", app

    # two people: the hand-off before the clued person looks
    app, table = made(players=4, seed=6, memory=True, stop=phase_is("clue"), humans=(0, 1))
    _shown(app, table)
    lift_cover(app)  # two people: the table opens covered, passing to the leader
    target = next((c for c in table.bars[0].chips if c.action and c.action[1] == 1), None)
    if target:
        table.choose(target)
        chip = next(c for c in table.bars[-1].chips if c.enabled)
        table.choose(chip)
        table.motion.skip()
        settle(app, 4)
    if isinstance(app.stack.top, HandOff):
        yield "memory-handoff", app

    app, table = made(players=4, seed=9, stop=lambda g: g.view(None)["phase"] == "play"
                      and g.view(None)["shift"]["number"] == 5 and len(g.view(None)["shift"]["cards"]) == 3,
                      humans=(0,))
    _shown(app, table)
    game = table.match
    seat = game.to_act()[0]
    table.act(seat, game.legal_actions(seat)[0])
    table.motion.skip()
    settle(app, 4)
    yield "round-summary", app

    app, table = made(players=5, seed=3, stop=lambda g: g.view(None)["phase"] == "play"
                      and len(g.view(None)["shift"]["cards"]) == 4, humans=(4,))
    _shown(app, table)
    yield "play-focus", app
    app.settings.animation = "normal"
    seat = table.match.to_act()[0]
    table.act(seat, table.match.legal_actions(seat)[0])
    for _ in range(45):
        app.step(1 / 60)
    yield "shift-won", app

    app, table = made(players=3, seed=4, stop=lambda g: g.is_over)
    app.stack.push(table)
    app.stack.push(GameOver(app, table))
    settle(app)
    yield "game-over", app


def lesson_shots(make_app):
    """Every step of Learn Heckin Hounds (and a wrong move, and the end). Yields
    (name, app)."""
    app = make_app()
    table = open_lesson(app)

    def to_step():
        for _ in range(600):
            top = app.stack.top
            if isinstance(top, Summary):
                top.close()
            elif top is table and not table.waiting():
                return
            app.step(0.25)

    while table.step() is not None:
        to_step()
        app.step(1 / 60)
        yield f"learn-{table.done + 1:02d}", app
        step = table.step()
        if step.move == "discard 1":
            table.act(PERSON, "discard 0")
            app.step(1 / 60)
            yield "learn-wrong-move", app
            table.message = None
        table.act(PERSON, GO_ON if step.move is None else step.move)
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, Summary) and top.title == "You have learned Heckin Hounds":
            break
        if isinstance(top, Summary):
            top.close()
        app.step(0.25)
    app.step(1 / 60)
    yield "learn-end", app
