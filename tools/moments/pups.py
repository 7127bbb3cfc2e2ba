"""Scripted Pups moments for ``tools.shots``: every step of Learn Pups (and a wrong
move, and the end), a hint and a refused undo at an ordinary table, a finished trick
held with why it was won and the keyboard's card in the hand; then the chips a
selected card brings up while a hint was asked, the table with large cards (the
Settings card size) at the busiest moments, a bid and a trick with Mutts, and the
round's results after the person's rescue decision ended it."""
from __future__ import annotations

import random

import pygame

from game import new_game
from game.pups.lesson import PERSON
from game.storage.saves import Seat
from scenes.pups.lesson import open_lesson
from scenes.pups.table import PupsTable
from scenes.table.results import Summary
from scenes.table.scene import bots_in_frame_thread

FRAME = 1 / 60


def dealt_until(stop, players: int = 4, first_leader: int = 0, seeds=range(1, 80)):
    """A game played (random legal moves, a Mutt added whenever one may be) up to the
    first moment ``stop(game)`` holds, on the first seed that reaches it."""
    for seed in seeds:
        game = new_game("pups", players=players, seed=seed, options={"first_leader": first_leader})
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over:
                break
            if stop(game):
                return game
            seat = game.to_act()[0]
            legal = game.legal_actions(seat)
            mutts = [a for a in legal if len(getattr(a, "cards", ())) == 2]
            game.apply(seat, mutts[0] if mutts else rng.choice(legal))
    raise RuntimeError("no deal reached the moment")


def at_table(make_app, game, card_size: str = "medium"):
    app = make_app()
    app.settings.card_size = card_size
    with bots_in_frame_thread():
        table = PupsTable(app, game, [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)])
    table.resumed = True
    app.stack.push(table)
    for _ in range(3):
        app.step(FRAME)
    return app, table


def my_bid(game) -> bool:
    return game.to_act()[0] == 0 and game.view(None)["phase"] == "bid"


def mutt_choice(game) -> bool:
    """The person (seat 0) is to play and may add a Mutt to a card."""
    return game.to_act()[0] == 0 and game.view(None)["phase"] == "showdown" and any(
        len(getattr(a, "cards", ())) == 2 for a in game.legal_actions(0))


def my_rescue(game) -> bool:
    """The person alone is to decide on spending saved cards (the round's last move)."""
    return game.view(None)["phase"] == "rescue" and game.to_act() == [0]


def last_to_a_trick_with_mutts(players: int):
    def stop(game):
        view = game.view(None)
        plays = view["showdown"]["plays"]
        return game.to_act()[0] == 0 and view["phase"] == "showdown" and len(plays) == players - 1 \
            and sum(1 for p in plays if p.get("mutt")) >= 2
    return stop


def shots(make_app):
    """tools.shots: every step of Learn Pups with a hint and a trick, then the table's
    scripted moments. Yields (name, app)."""
    yield from lesson_shots(make_app)
    yield from table_shots(make_app)


def table_shots(make_app):
    """(name, app) for each moment at an ordinary table."""
    # a hint asked, then a card selected that may take a Mutt: the note steps aside
    app, table = at_table(make_app, dealt_until(mutt_choice))
    table.hint()
    app.step(FRAME)
    yield "mutt-hint", app
    card = next(a for a in table.match.legal_actions(0) if len(getattr(a, "cards", ())) == 2).card
    table.pick(card, table.view())
    app.step(FRAME)
    yield "mutt-prompt", app

    # large cards: the bid chips over the hand, clear of the bid stacks
    app, table = at_table(make_app, dealt_until(my_bid, players=5, first_leader=1), "large")
    yield "large-cards-bid", app

    # ... and a trick with Mutts beside their cards, the person last to play
    app, table = at_table(make_app, dealt_until(last_to_a_trick_with_mutts(5), players=5, first_leader=1), "large")
    yield "large-cards-trick", app

    # the rescue chips, then the round's results over a table that offers them no more
    app, table = at_table(make_app, dealt_until(my_rescue, seeds=range(17, 18)))
    yield "rescue", app
    table.act(0, "rescue 1")
    for _ in range(240):
        app.step(FRAME)
        if app.stack.top is not table:
            break
    app.step(FRAME)
    yield "rescue-round-results", app


def lesson_shots(make_app):
    """Every step of Learn Pups (and a wrong move, and the end), then a hint and a
    refused undo at an ordinary table, then the trick shots. Yields (name, app)."""
    app = make_app()
    table = open_lesson(app)

    def to_step():
        for _ in range(600):
            top = app.stack.top
            if isinstance(top, Summary):
                top.close()
            elif top is table and not table.motion.busy and table.my_turn(table.view()):
                return
            app.step(0.25)

    while table.step() is not None:
        to_step()
        app.step(1 / 60)
        yield f"learn-{table.done + 1:02d}", app
        if table.done == 0:
            table.act(PERSON, "bid atleast 3")
            app.step(1 / 60)
            yield "learn-wrong-move", app
            table.message = None
        table.act(PERSON, table.step().move)
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, Summary) and top.title == "You have learned Pups":
            break
        if isinstance(top, Summary):
            top.close()
        app.step(0.25)
    app.step(1 / 60)
    yield "learn-end", app

    app = make_app()
    game = new_game("pups", players=4, seed=11, options={"first_leader": 0})
    seats = [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)]
    with bots_in_frame_thread():
        plain = PupsTable(app, game, seats)
    plain.resumed = True
    app.stack.push(plain)
    app.step(1 / 60)
    plain.hint()
    app.step(1 / 60)
    yield "hint", app
    plain.undo()
    app.step(1 / 60)
    yield "undo-refused", app

    yield from trick_shots(make_app)


def trick_shots(make_app):
    """A finished trick held on the table with why it was won, and the keyboard's
    card in a hand where every legal card glows."""
    game = new_game("pups", players=4, seed=11, options={"first_leader": 1})
    for _ in range(400):  # bots' first moves until the person (seat 0) plays last in a trick
        view = game.view(None)
        seat = game.to_act()[0]
        if seat == 0 and view["phase"] == "showdown" and len(view["showdown"]["plays"]) == 3:
            break
        game.apply(seat, game.legal_actions(seat)[0])
    app = make_app()
    seats = [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)]
    with bots_in_frame_thread():
        table = PupsTable(app, game, seats)
    table.resumed = True
    app.stack.push(table)
    app.step(1 / 60)
    table.cursor = 1
    table.on_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.step(1 / 60)
    yield "focused-card", app
    app.settings.animation = "normal"
    table.act(0, game.legal_actions(0)[0])
    for _ in range(45):
        app.step(1 / 60)
    yield "trick-won", app
