"""Scripted You Shady Pooch! moments for ``tools.shots``: the deal, a card in flight,
an open dogpile window with the shot clock, a late dogpile, the "YOU SHADY POOCH!"
call, four people at six seats, and the end of a game. The moves are made by the
script (the bots are held back) so every picture shows the same moment."""
from __future__ import annotations

from contextlib import contextmanager

import pygame

from game import new_game
from game.pooch.cards import DECK, HAND_SIZE, NUMBER
from storage import saves
from scenes.table.results import GameOver, Summary
from scenes.pooch.table import PoochTable
from scenes.table.scene import bots_in_frame_thread

FRAME = 1 / 60


def deck_with(players: int, hands: list[list[str]]) -> list[str]:
    """A stacked deck dealing ``hands`` (completed in deck order) to the first seats."""
    size = HAND_SIZE[players]
    pool = list(DECK)
    for hand in hands:
        for card in hand:
            pool.remove(card)
    deck = []
    for seat in range(players):
        hand = list(hands[seat]) if seat < len(hands) else []
        while len(hand) < size:
            hand.append(pool.pop(-1))
        deck += hand
    return deck + pool


def table_at(app, players: int, people: int, deck=None, seed: int = 5, bots: bool = False, **options):
    game = new_game("pooch", players=players, seed=seed, deck=deck, options=options or None)
    seats = [saves.Seat(n, i < people, "normal", str(i + 1) if i < people else None)
             for i, n in enumerate(game.names)]
    with bots_in_frame_thread():
        table = PoochTable(app, game, seats)
    if not bots:
        table.match.script_bots({})
    app.settings.hints_seen = ["pooch", *app.settings.hints_seen]
    app.stack.push(table)
    return table


def run(app, seconds: float) -> None:
    for _ in range(max(1, round(seconds / FRAME))):
        app.step(FRAME)


@contextmanager
def unpainted(app):
    """Frames run as usual (events, every scene's update, the same game time) but are
    not painted, nor written to the frame trace: a fast-forward to a later moment."""
    app.draw = lambda: None
    try:
        yield
    finally:
        del app.draw


def press(app, name: str) -> None:
    code = pygame.key.key_code(name)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def shots(make_app):
    """Yield (name, app) at each scripted moment."""
    hands = [["H4", "D9", "QS"], ["H3", "H0"], ["H5", "S9", "C9", "D8"], [], ["H2"]]
    app = make_app()
    app.settings.animation = "normal"
    table = table_at(app, 5, 2, deck_with(5, hands), first_dealer=1, shot_clock=5)
    run(app, 0.8)
    yield "deal", app
    run(app, 3.0)
    table.act(2, "lead H5 name 0")
    run(app, 0.12)
    press(app, "up")  # Bo (zone 2) tries to dogpile while the card still flies
    run(app, 0.05)
    yield "flying", app
    run(app, 0.4)
    for _ in range(table.match.view(1)["hand"].index("H3")):
        press(app, "right")
    press(app, "up")
    run(app, 0.1)
    table.act(4, "dogpile H2 @1")
    run(app, 1.2)
    yield "window", app
    for _ in range(table.match.view(0)["hand"].index("H4")):
        press(app, "d")
    press(app, "q")
    press(app, "w")  # Ann answers first ...
    press(app, "up")  # ... so Bo's dogpile (H0, now selected) comes too late
    run(app, 0.5)
    yield "too-late", app
    table.act(2, "pickup")
    run(app, 0.8)  # the pile is in Cy's hand, the call-out still up
    yield "pickup", app

    app = make_app()
    app.settings.animation = "normal"
    table = table_at(app, 6, 4, seed=8, bots=True, shot_clock=5)
    run(app, 4.0)
    game = table.match
    leader = game.view(None)["leader"]
    card = max((c for c in game.view(leader)["hand"] if NUMBER[c] is not None), key=lambda c: NUMBER[c])
    table.act(leader, f"lead {card} name 5" if leader != 5 else f"lead {card} name 4")
    run(app, 2.0)  # Fay's pickup has landed, its call-out is up
    yield "four-people", app

    app = make_app()
    app.settings.animation = "instant"
    table = table_at(app, 4, 0, seed=3, bots=True)
    with unpainted(app):  # bots only, as in the bots' shots: only the game-over frames are painted
        for _ in range(20000):
            top = app.stack.top
            if isinstance(top, GameOver):
                break
            if isinstance(top, Summary):
                top.close()
            run(app, 0.1)
    run(app, 0.1)
    yield "game-over", app
