"""Scripted Pups moments for ``tools.shots`` beyond the lesson's: the chips a
selected card brings up while a hint was asked, the table with large cards (the
Settings card size) at the busiest moments, a bid and a trick with Mutts, and the
round's results after the person's rescue decision ended it."""
from __future__ import annotations

import random

from game import new_game
from storage.saves import Seat
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
    from scenes.pups.table import PupsTable

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
    """(name, app) for each moment."""
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
