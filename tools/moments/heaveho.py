"""Scripted Heave Ho! tables for the tools (tool scripting, not the product): the
bench's busiest moment (contests on full boards), screenshots of every phase, then
every step of Learn Heave Ho! (tools.shots). The tests use ``stacked``,
``make_table`` and ``fill_board`` to set up a table at a given moment."""
from __future__ import annotations

import pygame

from game import new_game, replay
from game.bots import make_bot
from game.heaveho.cards import DECK, IS_ACTION, MARKED
from game.heaveho.lesson import PERSON
from game.storage import saves
from scenes.heaveho.lesson import open_lesson
from scenes.heaveho.table import HeaveHoTable
from scenes.table.results import GameOver, Summary
from scenes.table.scene import bots_in_frame_thread
from tools.moments import thinned

FRAME = 1 / 60


def stacked(first: list[str], second: list[str]) -> list[str]:
    """A full deck whose seat 0 and seat 1 stacks start with these cards (top first)."""
    pool = list(DECK)
    for card in first + second:
        pool.remove(card)
    pool.sort(key=lambda c: c in MARKED)   # the filler starts no contest
    one = first + [pool.pop(0) for _ in range(20 - len(first))]
    two = second + [pool.pop(0) for _ in range(20 - len(second))]
    return one + two + pool


def make_table(app, humans=(0,), seed=5, options=None, deck=None, level="normal", game=None):
    if "heaveho" not in app.settings.hints_seen:
        app.settings.hints_seen.append("heaveho")   # the first-time hint has its own picture
    if game is None:
        game = new_game("heaveho", players=2, seed=seed, options=options, deck=deck)
    seats = [saves.Seat(n, i in humans, level, str(1 + humans.index(i)) if i in humans else None)
             for i, n in enumerate(game.names)]
    with bots_in_frame_thread():          # bots decide at once: the same picture every time
        table = HeaveHoTable(app, game, seats)
    return table


def full(game, per_space: int = 2) -> bool:
    view = game.view(None)
    return view["phase"] == "tug" and all(len(s) >= per_space for side in view["board"] for s in side.values())


def fill_board(game, per_space: int = 2, limit: int = 60, keep=(), until_turn: int | None = None) -> None:
    """Quiet moves (no contest, action cards declined) until every space holds
    ``per_space`` cards (and, with ``until_turn``, it is that seat's turn). Cards in
    ``keep`` stay in hand."""
    for _ in range(limit):
        view = game.view(None)
        if view["phase"] != "tug":
            return
        if full(game, per_space) and (until_turn is None or view["turn"] == until_turn):
            return
        seat = view["turn"]
        legal = game.legal_actions(seat)
        board = view["board"]

        def score(action):
            card = getattr(action, "card", "")
            held = -10 if card in keep else 0
            if card in IS_ACTION:
                return (held + (0 if str(action).startswith("decline") else -5), 0)
            if card in MARKED:
                return (held - 2, 0)
            side = seat if action.side == "mine" else 1 - seat
            return (held + 1, -len(board[side][action.space]))

        game.apply(seat, max(legal, key=score), at=game.now)


def bench(app):
    """Two bots in the middle of a tug with every space stacked, in a round that lasts
    (checked on a copy): each move a card flies, and contests (How Ruck, both sums,
    the barrel's slide) come often."""
    for seed in range(3, 60):
        game = new_game("heaveho", players=2, seed=seed, options={"sort": "skip"})
        fill_board(game)
        if not full(game):
            continue
        trial = replay(game.record())
        bots = {s: make_bot("heaveho", "normal", s, seed=seed) for s in (0, 1)}
        for _ in range(16):
            seat = trial.view(None)["turn"]
            if trial.view(None)["round"] > 1 or seat is None:
                break
            trial.apply(seat, bots[seat].choose(trial.view(seat), trial.legal_actions(seat)), at=trial.now)
        contests = sum(1 for entry in trial.record()["actions"][len(game.record()["actions"]):]
                       if "!" in entry[1] or "how-ruck" in entry[1] or "weak-wins" in entry[1])
        if trial.view(None)["round"] == 1 and trial.view(None)["turn"] is not None and contests >= 3:
            break
    table = HeaveHoTable(app, game, [saves.Seat(n, False, "normal") for n in game.names])
    table.match.settle = 0.0    # bots move as soon as the animations end: more moves per second
    return table


def press(app, *keys, frames=1) -> None:
    events = []
    for key in keys:
        events.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME, events)
    for _ in range(frames - 1):
        app.step(FRAME, [])


def run(app, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME, [])


def click_space(app, table, side, colour):
    rect = table.geo().space_target(side, colour)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])


def select_card(app, table, card):
    for p in table.placements():
        if p.face == card and p.key.startswith(f"hand:{table.me()}:"):
            app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p.rect.center, button=1)])
            return


def table_shots(make_app):
    """(name, app) for each scripted moment."""
    a, d, left, right = pygame.K_a, pygame.K_d, pygame.K_LEFT, pygame.K_RIGHT

    # two people sorting at once
    app = make_app()
    app.settings.animation = "normal"
    t = make_table(app, humans=(0, 1), seed=4)
    app.stack.push(t)
    t.countdown = 0
    for k in range(6):
        press(app, a if k % 2 else d, frames=8)
        press(app, right, frames=6)
    press(app, a, right, frames=3)
    yield "sort-two-people", app

    # ... the first to finish calls Stop!
    for _ in range(3):
        press(app, a, frames=3)
    run(app, 0.25)
    yield "sort-stop", app

    # the slower one places the pair in hand, then the Stop caller hands out the rest
    press(app, left, frames=3)
    run(app, 0.5)
    yield "sort-hand-out", app

    # ... the last pair handed out: the sort's summary, read before the tug
    for _ in range(12):
        if t.public()["phase"] != "distribute":
            break
        press(app, d, frames=12)
    run(app, 1.0)
    yield "sort-summary", app

    # a person against a bot, mid-sort
    app = make_app()
    app.settings.animation = "normal"
    t = make_table(app, humans=(0,), seed=6)
    app.stack.push(t)
    t.countdown = 0
    for k in range(5):
        press(app, a if k % 3 else d, frames=40)
    yield "sort-vs-bot", app

    # ... the bot finished first: the person places the pair in hand, then the bot hands out
    with thinned(app):  # one person, whose hand alone is shown, waiting for the bot
        for _ in range(40 * 60):
            if t.public()["phase"] == "last_pair":
                break
            app.step(FRAME, [])
    run(app, 0.6)
    yield "sort-last-pair", app
    press(app, d, frames=2)
    run(app, 0.5)
    yield "sort-bot-hands-out", app

    # both finish in the same frame: the tie draw
    app = make_app()
    app.settings.animation = "normal"
    t = make_table(app, humans=(0, 1), seed=8)
    app.stack.push(t)
    t.countdown = 0
    for _ in range(9):
        press(app, a, right, frames=2)
    press(app, d, left, frames=2)
    run(app, 1.2)
    yield "sort-tie-draw", app

    # the tug: a person (seat 1) against a bot, a few cards on the board
    hand = ["R2", "W3", "A-bye-bye", "A-change-sides", "G3!", "N6"]
    game = new_game("heaveho", players=2, seed=3, options={"sort": "skip"},
                    deck=stacked(["W4", "B1", "G2", "R0", "B3", "G1"], hand + ["B2", "R1", "G0"]))
    fill_board(game, per_space=1, keep=hand, until_turn=1)
    app = make_app()
    t = make_table(app, humans=(1,), game=game)
    app.stack.push(t)
    run(app, 0.1)
    t.hint()  # (once a card is picked, its note steps aside for the card's own choices)
    for _ in range(300):  # (worked out on the hint's own thread)
        if t.hints.current(t) is not None:
            break
        run(app, FRAME)
    yield "tug-hint", app
    select_card(app, t, "W3")
    run(app, 0.1)
    yield "tug-targets", app
    select_card(app, t, "W3")
    select_card(app, t, "A-bye-bye")
    run(app, 0.1)
    yield "tug-bye-bye", app
    select_card(app, t, "A-bye-bye")
    select_card(app, t, "A-change-sides")
    run(app, 0.1)
    yield "tug-change-sides", app
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_BACKSPACE)

    # How Ruck! a contest: both sums, the difference, the barrel sliding
    app.settings.animation = "normal"
    select_card(app, t, "G3!")
    click_space(app, t, t.me(), "green")
    run(app, 1.4)
    yield "tug-contest", app

    # Dirty Trick: the card taken from the other hand must be played at once
    app = make_app()
    hand = ["A-dirty-trick", "R2", "W3", "G1", "B2", "R0"]
    t = make_table(app, humans=(1,), seed=4, options={"sort": "skip"},
                   deck=stacked(["W4", "B1", "G2", "R3", "B3", "G1"], hand))
    app.stack.push(t)
    run(app, 0.1)
    select_card(app, t, "A-dirty-trick")
    run(app, 0.1)
    chip = next(i for i, c in enumerate(t.bar.chips) if c.primary)
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=t.bar.rects[chip].center, button=1)])
    run(app, 0.2)
    yield "tug-dirty-trick", app

    # two people: the hand-off between their turns
    app = make_app()
    t = make_table(app, humans=(0, 1), seed=2, options={"sort": "skip"})
    app.stack.push(t)
    run(app, 0.5)
    yield "tug-handoff", app

    # the end of a round between two bots: the summary
    app = make_app()
    t = make_table(app, humans=(), seed=12, options={"sort": "skip"})
    app.stack.push(t)
    with thinned(app):  # two bots: one frame in four is painted
        for _ in range(4000):
            if app.stack.top is not t:
                break
            app.step(0.1, [])
    run(app, 0.1)
    yield "round-summary", app

    # ... and the end of the game: barrels by round, how each round was won
    with thinned(app):
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, GameOver):
                break
            if isinstance(top, Summary):
                top.close()
            app.step(0.1, [])
    run(app, 0.1)
    yield "game-over", app


def lesson_shots(make_app):
    """tools.shots: every step of Learn Heave Ho! (and a wrong move, and the end).
    Yields (name, app)."""
    app = make_app()
    app.settings.animation = "normal"
    table = open_lesson(app)

    def to_step():
        with thinned(app):  # one person at the lesson's table: waiting for the bot and the cards
            for _ in range(2400):
                if app.stack.top is table and table.step() is not None and not table.held_up() \
                        and table.frozen is None and not table.live and not table.motion.busy:
                    return
                if isinstance(app.stack.top, Summary) and table.frozen is not None:
                    app.stack.top.close()   # the sort's summary, read
                app.step(1 / 60)

    while table.step() is not None:
        to_step()
        app.step(1 / 60)
        yield f"learn-{table.done + 1:02d}", app
        if table.done == 0:
            table.act(PERSON, "keep second")
            app.step(1 / 60)
            yield "learn-wrong-move", app
            table.message = None
        move = table.step().move
        card = getattr(table.match.parse(move), "card", None)
        if table.done == 12:      # the first card of the tug: another card is explained
            wrong = next(c for c in table.view()["hand"] if c != card)
            table.pick(wrong, table.view())
            app.step(1 / 60)
            yield "learn-wrong-card", app
            table.message = None
        if card is not None:      # pick the card first, as a person does: its choices show
            table.pick(card, table.view())
            app.step(1 / 60)
            if table.done in (12, 15):
                yield f"learn-{table.done + 1:02d}-picked", app
        table.act(PERSON, move)
    with thinned(app):
        for _ in range(1200):
            top = app.stack.top
            if isinstance(top, Summary) and top.title == "You have learned Heave Ho!":
                break
            app.step(1 / 60)
    app.step(1 / 60)
    yield "learn-end", app


def shots(make_app):
    """tools.shots: the table's scripted moments, then every step of Learn Heave Ho!"""
    yield from table_shots(make_app)
    yield from lesson_shots(make_app)
