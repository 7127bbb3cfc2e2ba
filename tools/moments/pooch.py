"""Scripted You Shady Pooch! moments for the tools (tool scripting, not the product).

``bench``: the busiest moment of a table, for ``tools.bench``: six seats in a run of
dogpile bursts. Random bots react the moment a naming card lands (they have no
reaction time), so every window brings up to four dogpiles and an answer at once;
every hand is drawn face up; rounds follow each other without summaries or countdowns.

``shots``: the moments ``tools.shots`` saves as pictures: the deal, a card in flight,
an open dogpile window with the shot clock, a late dogpile, the "YOU SHADY POOCH!"
call, four people at six seats, and the end of a game (the moves are made by the
script, the bots held back, so every picture shows the same moment); then every step
of Learn You Shady Pooch!, a hint and a refused undo."""
from __future__ import annotations


import pygame

from game import new_game
from game.pooch.cards import DECK, HAND_SIZE, NUMBER
from game.pooch.lesson import PERSON
from game.storage import saves
from scenes.table.results import GameOver, Summary
from scenes.pooch.lesson import open_lesson
from scenes.pooch.table import PoochTable
from scenes.table.scene import bots_in_frame_thread
from tools.moments import thinned, unpainted

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


def press(app, name: str) -> None:
    code = pygame.key.key_code(name)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def table_shots(make_app):
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

    # one person among four bots: their lead; named, then picking the pile up
    hands = [["H4", "D9", "QS"], [], ["H5", "S9", "C9", "D8"]]
    app = make_app()
    app.settings.animation = "normal"
    table_at(app, 5, 1, deck_with(5, hands), first_dealer=4)
    run(app, 4.5)
    yield "solo-lead", app
    app = make_app()
    app.settings.animation = "normal"
    table = table_at(app, 5, 1, deck_with(5, hands), first_dealer=1)
    run(app, 4.5)
    table.act(2, "lead H5 name 0")
    run(app, 1.0)
    yield "solo-named", app
    table.act(0, "pickup")
    run(app, 0.8)
    yield "solo-pickup", app

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


def lesson_shots(make_app):
    """tools.shots: every step of Learn You Shady Pooch! (with a wrong move, a lost
    race and the end), then a hint and a refused undo at an ordinary table. Yields
    (name, app)."""
    app = make_app()
    table = open_lesson(app)

    def to_step(table):
        with thinned(app):  # one person at the lesson's table: waiting for the bots and the cards
            for _ in range(2000):
                if app.stack.top is table and not table.motion.busy and table.at_step() and table.live() \
                        and (table.match.view(None)["phase"] == "lead" or table.window_open(table.match.view(None))):
                    return
                app.step(1 / 60)

    while table.step() is not None:
        to_step(table)
        if table.step().point == "card+seat":  # the card chosen: the table points at whom to name
            hand = table.seat_view(PERSON)["hand"]
            table.people[0].point(hand, hand.index(table.match.parse(table.step().move).card))
            table.touch()
        app.step(1 / 60)
        yield f"learn-{table.done + 1:02d}", app
        if table.done == 0:
            table.act(PERSON, "respond C8 name 1")
            app.step(1 / 60)
            yield "learn-wrong-move", app
            table.message = None
        if table.step().answer_in is not None and not getattr(table, "raced", False):
            with thinned(app):
                for _ in range(600):  # wait too long: the race is lost and the step opens again
                    app.step(1 / 60)
                    if app.stack.top is not table:
                        break
            table = app.stack.top
            table.raced = True
            app.step(1 / 60)
            yield "learn-too-late", app
            to_step(table)
        table.act(PERSON, table.step().move)
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, Summary):
            break
        app.step(0.25)
    app.step(1 / 60)
    yield "learn-end", app

    app = make_app()
    game = new_game("pooch", players=4, seed=11, options={"first_dealer": 3})
    seats = [saves.Seat(n, i == 0, "normal", "1" if i == 0 else None) for i, n in enumerate(game.names)]
    with bots_in_frame_thread():
        plain = PoochTable(app, game, seats)
    plain.resumed = True
    plain.match.script_bots({})
    app.stack.push(plain)
    with thinned(app):  # one person among bots
        for _ in range(200):
            app.step(1 / 60)
    plain.hint()
    app.step(1 / 60)
    yield "hint", app
    plain.undo()
    app.step(1 / 60)
    yield "undo-refused", app


class BurstTable(PoochTable):
    def round_over(self, event) -> None:
        self.resting = False  # straight on: no summary, no countdown

    def next_round(self) -> None:
        self.resting = False


def bench(app, seed: int = 7) -> PoochTable:
    game = new_game("pooch", players=6, seed=seed)
    seats = [saves.Seat(name, False, "random") for name in game.names]
    table = BurstTable(app, game, seats)
    table.viewer = "all"
    table.countdown = 0.0
    return table


def shots(make_app):
    """The scripted table moments, then Learn You Shady Pooch! and the hint key."""
    yield from table_shots(make_app)
    yield from lesson_shots(make_app)
