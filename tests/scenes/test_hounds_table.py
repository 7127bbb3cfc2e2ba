"""Heckin Hounds through its table: clicks and keys in, the engine's state out, and no
person ever shown their own stand."""
import random

import pygame
import pytest

from game import new_game
from game.hounds.notation import Clue
from scenes.hounds.table import HoundsTable
from scenes.hounds.choices import people_words
from scenes.hounds.words import in_words
from scenes.table.results import GameOver, Summary
from scenes.table.handoff import HandOff
from game.storage.saves import Seat
from tests.scenes.conftest import click, press, run, pass_cover, lift_cover

EVERY_PHASE = {"baddog", "clue", "cerberus", "discard", "trade", "promise", "play"}


@pytest.fixture
def table_for(make_app, monkeypatch):
    monkeypatch.setattr(HoundsTable, "threaded_bots", False)

    def build(players=5, humans=(0,), seed=11, size=(1280, 720), level="easy", **options):
        app = make_app(size=size)
        game = new_game("hounds", players=players, seed=seed, options=options or None)
        seats = [Seat(n, i in humans, level) for i, n in enumerate(game.names)]
        table = HoundsTable(app, game, seats)
        app.stack.push(table)
        app.step(0.016)
        lift_cover(app)  # with two or more people the table opens covered
        return app, table

    return build


class Privacy:
    """Records every card face drawn by the table and checks it against what the viewer
    may see: a person's own stand shows backs (unless they lead), and no face drawn is
    one the rules hide from them."""

    def __init__(self, table, monkeypatch):
        self.table = table
        self.frames = 0
        self.faces: list = []
        self.drawing = False
        art = table.art
        real_card = art.card

        def card(code, width):
            if self.drawing:
                self.faces.append(code)
            return real_card(code, width)

        monkeypatch.setattr(art, "card", card)
        real_draw = table.draw

        def draw(surface):
            self.faces = []
            self.drawing = True
            try:
                real_draw(surface)
            finally:
                self.drawing = False
            self.check()

        monkeypatch.setattr(table, "draw", draw)

    def check(self) -> None:
        table = self.table
        viewer = table.viewer
        if not isinstance(viewer, int):
            return
        self.frames += 1
        game = table.match._game  # the engine itself: the oracle of what a seat may see
        view = game.view(viewer)
        allowed = game.seen_by(viewer) | {None, "CE"}  # Cerberus waits face up by the dead hand
        leaked = [f for f in self.faces if f not in allowed]
        assert not leaked, f"{game.names[viewer]} was shown {leaked}"
        if view["leader"] == viewer:
            return
        for p in table.placements():
            if p.key.startswith(f"slot:{viewer}:"):
                assert p.face in (None, "CE"), f"{game.names[viewer]} sees their own {p.face} at {p.key}"


def person_moves(app, table, rng, acted: set) -> None:
    """The person to act makes a move by clicking, as a player would."""
    view = table.view()
    me = table.me()
    phase = view["phase"]
    acted.add(phase)
    if phase == "play" and rng.random() < 0.6:
        cards = [p for p in table.placements() if p.legal and p.key.startswith(f"slot:{me}:")]
        click(app, rng.choice(cards).rect.center, frames=1)
        return
    if phase == "cerberus":
        chip = next(c for c in table.bars[-1].chips if c.label == "Myself")
    else:
        bar = table.bars[-1]
        enabled = [c for c in bar.chips if c.enabled]
        if phase == "trade" and rng.random() < 0.5:
            enabled = enabled[1:] or enabled
        chip = rng.choice(enabled)
    bar = next(b for b in table.bars if chip in b.chips)
    click(app, bar.rects[bar.chips.index(chip)].center, frames=1)


def play_to_the_end(app, table, rng, limit=8000):
    acted: set = set()
    handoffs = 0
    for _ in range(limit):
        top = app.stack.top
        if table.match.is_over and isinstance(top, GameOver):
            return acted, handoffs
        if isinstance(top, HandOff):
            assert table.viewer is None  # nobody's view under the cover: the public table
            handoffs += 1
            pass_cover(app, top, dt=0.25)
        elif isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=1)
        elif top is table and not table.motion.busy and table.my_turn(table.view()):
            person_moves(app, table, rng, acted)
        else:
            app.step(0.25)
    raise AssertionError(f"no end after {limit} frames (phase {table.match.view(None)['phase']})")


def test_five_seats_two_people_three_bots_play_every_phase_by_clicks_and_never_see_their_own_stand(
        table_for, monkeypatch):
    app, table = table_for(players=5, humans=(0, 1), seed=21)
    privacy = Privacy(table, monkeypatch)
    acted, handoffs = play_to_the_end(app, table, random.Random(5))
    assert table.match.is_over
    assert acted == EVERY_PHASE
    assert handoffs >= 10 and privacy.frames > 100
    actions = table.match.record()["actions"]
    assert {a[0] for a in actions} == set(range(5))
    assert len(table.history) == 5


def test_a_person_with_four_bots_plays_a_whole_game(table_for, monkeypatch):
    app, table = table_for(players=5, humans=(2,), seed=3)
    Privacy(table, monkeypatch)
    acted, handoffs = play_to_the_end(app, table, random.Random(1))
    assert handoffs == 0 and {"clue", "promise", "play"} <= acted
    columns, cells = table.final_columns()
    assert columns == ["Badness", "Title"] and len(cells) == 5


def test_single_round_plays_to_the_end_with_promises_from_one(table_for, monkeypatch):
    app, table = table_for(players=4, humans=(0, 1), seed=8, mode="single")
    Privacy(table, monkeypatch)
    acted, handoffs = play_to_the_end(app, table, random.Random(2))
    assert acted == {"clue", "trade", "promise", "play"} and handoffs >= 2
    assert all(p >= 1 for p in table.match.view(None)["history"][0]["promises"])
    assert table.final_columns()[0] == ["Walked", "Title"]


def test_the_clue_builder_offers_only_legal_clues_and_disabled_ones_say_why(table_for):
    app, table = table_for(players=5, humans=(0,), seed=11, first_leader=0)
    game = table.match
    table.act(0, "baddog TD")
    run(app, 3)
    legal = set(game.legal_actions(0))
    builder = table.bars
    assert len(builder) == 2
    for chip in builder[0].chips:
        assert chip.enabled == (chip.action is not None)
    clues = builder[1].chips
    assert len(clues) == 5 + 6 + 5  # five hounds, numbers 1-6, five slots
    for chip in clues:
        if chip.enabled:
            assert chip.action in legal and isinstance(chip.action, Clue)
        else:
            assert chip.reason and "stand" in chip.reason or "slot" in chip.reason
    offered = {c.action for bar in builder[1:] for c in bar.chips if c.enabled}
    target = table.clue_target
    assert offered == {a for a in legal if a.target == target}
    # a disabled chip, clicked, shows the rules' reason and changes nothing
    off = next(c for c in clues if not c.enabled)
    step = game.step
    bar = builder[1]
    click(app, bar.rects[bar.chips.index(off)].center, frames=1)
    assert game.step == step and table.message == in_words(people_words(off.reason))
    # another target by clicking a card of their stand
    other = next(s for s in range(1, 5) if s != target)
    slot = next(p for p in table.placements() if p.key == f"slot:{other}:2")
    click(app, slot.rect.center, frames=1)
    assert table.clue_target == other
    assert table.focused_chip().label == "Slot 3"


def test_clue_refusal_names_hounds_as_the_rules_do(table_for):
    app, table = table_for(players=5, humans=(0,), seed=11, first_leader=0)
    table.act(0, "baddog TD")
    run(app, 3)
    reasons = [c.reason for c in table.bars[1].chips if not c.enabled]
    assert any("appears only once" in r or "holds no" in r for r in reasons)


def test_keyboard_alone_names_the_bad_dog_and_promises(table_for):
    app, table = table_for(players=3, humans=(0,), seed=4, first_leader=0)
    game = table.match
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert game.view(0)["baddog"] == "EM"
    for _ in range(400):
        view = table.view()
        if view["phase"] == "promise" and table.my_turn(view) and not table.motion.busy:
            break
        if table.my_turn(view) and not table.motion.busy:
            press(app, pygame.K_RETURN, frames=1)
        else:
            run(app, 1, dt=0.25)
    press(app, pygame.K_3)
    assert game.view(0)["promises"][0] == 3


def test_a_slot_click_out_of_turn_says_whose_turn_it_is(table_for):
    app, table = table_for(players=4, humans=(1,), seed=2, first_leader=0)
    p = next(p for p in table.placements() if p.key.startswith("slot:2:"))
    click(app, p.rect.center, frames=1)
    assert table.message and "Ann's turn" in table.message


def test_memory_mode_passes_the_screen_to_the_clued_person_for_a_short_look(table_for, monkeypatch):
    app, table = table_for(players=4, humans=(0, 1), seed=6, first_leader=0, memory=True)
    privacy = Privacy(table, monkeypatch)
    game = table.match
    table.act(0, "baddog SU")
    run(app, 2)
    target_chip = next(c for c in table.bars[0].chips if c.action == ("target", 1))
    table.choose(target_chip)
    clue = next(c for c in table.bars[1].chips if c.enabled)
    table.choose(clue)
    run(app, 2)
    assert isinstance(app.stack.top, HandOff) and "remember" in app.stack.top.note
    lift_cover(app)
    assert table.viewer == 1 and table.holding_look()
    view = table.view()
    assert view["recent_clue"]["target"] == 1
    assert all(s["clue_hound"] is None and s["clue_number"] is None for s in view["stands"][1]["slots"])
    assert "Remember it" in table.status(view)
    step = game.step
    run(app, 30, dt=0.25)  # the look runs out; nobody acts meanwhile
    assert game.step == step and table.look is None
    assert isinstance(app.stack.top, HandOff) and app.stack.top.name == "Ann"
    lift_cover(app)
    assert table.viewer == 0 and privacy.frames > 10


def test_memory_mode_with_one_person_holds_the_bots_while_they_look(table_for):
    app, table = table_for(players=4, humans=(1,), seed=6, first_leader=0, memory=True, level="easy")
    game = table.match
    for _ in range(400):
        if table.holding_look():
            break
        run(app, 1, dt=0.25)
    assert table.holding_look() and table.viewer == 1
    step = game.step
    run(app, 8, dt=0.25)
    assert game.step == step
    click(app, (640, 360), frames=1)  # a click ends the look early
    assert table.look is None or table.look["step"] != step
    run(app, 8, dt=0.25)
    assert game.step > step


def test_hand_off_clears_a_message_that_named_the_next_persons_cards(table_for):
    app, table = table_for(players=4, humans=(0, 1), seed=6, first_leader=0)
    table.act(0, "baddog SU")
    run(app, 2)
    table.choose(next(c for c in table.bars[0].chips if c.action == ("target", 1)))
    off = next((c for c in table.bars[1].chips if not c.enabled), None)
    if off is not None:
        table.choose(off)
        assert table.message
    while not isinstance(app.stack.top, HandOff):
        view = table.view()
        if table.my_turn(view) and table.bars and not table.motion.busy:
            table.choose(next(c for c in table.bars[-1].chips if c.enabled))
        run(app, 1, dt=0.25)
    assert table.message is None


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("players", [2, 5, 7])
def test_the_table_fits_the_window(table_for, size, players):
    app, table = table_for(size=size, players=players, humans=(0,), first_leader=0)
    table.motion.skip()
    run(app, 2)
    screen = app.screen.get_rect()
    placements = table.placements()
    assert placements
    for p in placements:
        assert screen.contains(p.rect), f"{p.key} is off screen at {p.rect}"
    g = table.geo()
    boxes = [st.box for st in g.stands.values()]
    for i, a in enumerate(boxes):
        assert screen.contains(a)
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), f"stands overlap: {a} {b}"
        assert not a.colliderect(g.tracks) and not a.colliderect(g.sheet)
    for bar in table.bars:
        assert screen.contains(bar.box)


def test_replay_views_draw_everyone_and_nobody(table_for):
    app, table = table_for(players=4, humans=(0,), seed=3)
    for viewer in ("all", None, 2):
        table.viewer = viewer
        table.touch()
        run(app, 2)
    table.viewer = "all"
    table.touch()
    faces = [p.face for p in table.placements() if p.key.startswith("slot:")]
    assert None not in faces


def start_from_setup(app, choices: dict):
    """Open the Hounds setup, click each named option round to the wanted value, and start."""
    from scenes.catalog import load_all
    from scenes.frame.menu import Button, Choice
    from scenes.screens.setup import Seating
    from scenes.screens.title import Title

    app.stack.push(Title(app))
    seating = app.stack.push(Seating(app, load_all()["hounds"]))
    run(app, 2)
    for label, value in choices.items():
        for _ in range(4):
            slot = next(s for row in seating.menu.slots for s in row
                        if isinstance(s.item, Choice) and s.item.label == label)
            if slot.item.get() == value:
                break
            click(app, slot.widget.rect.center, frames=3)
        assert slot.item.get() == value
    start = next(s for row in seating.menu.slots for s in row
                 if isinstance(s.item, Button) and s.item.label.startswith("Start"))
    click(app, start.widget.rect.center, frames=3)
    return app.stack.top


@pytest.mark.parametrize("choices,options", [
    ({"Game": "single"}, {"mode": "single", "memory": False}),
    ({"Memory mode": True}, {"mode": "normal", "memory": True}),
    ({"Game": "single", "Memory mode": True}, {"mode": "single", "memory": True}),
])
def test_single_round_and_memory_mode_start_from_the_setup_screen(make_app, monkeypatch, choices, options):
    monkeypatch.setattr(HoundsTable, "threaded_bots", False)
    app = make_app()
    table = start_from_setup(app, choices)
    assert isinstance(table, HoundsTable)
    view = table.match.view(None)
    assert {"mode": view["mode"], "memory": view["memory"]} == options
    assert view["rounds"] == (1 if options["mode"] == "single" else 5)
    # and it plays: bots and the person move on
    rng = random.Random(0)
    acted: set = set()
    for _ in range(300):
        if "promise" in acted:
            break
        if app.stack.top is table and not table.motion.busy and table.my_turn(table.view()):
            person_moves(app, table, rng, acted)
        else:
            run(app, 1, dt=0.25)
    assert "promise" in acted


def test_statistics_keep_the_lowest_mark_not_below_zero_as_the_best(table_for, monkeypatch):
    from game.storage.statistics import Statistics

    stats = Statistics()
    for score in (3, 1, 2):
        stats.add("hounds", "easy", False, score, lower_is_better=True)
    stats.add("hounds", "easy", False, None, lower_is_better=True)  # fired: no best
    assert stats.games["hounds"]["easy"] == {"played": 4, "won": 0, "best": 1}
    app, table = table_for(players=3, humans=(0,), seed=5)
    play_to_the_end(app, table, random.Random(3))
    row = app.stats.games["hounds"]["easy"]
    score = table.match.result()["scores"][0]
    assert row["played"] == 1 and row["best"] == (score if score >= 0 else None)


def test_a_greyed_slot_chip_tried_names_its_own_slot(table_for):
    """(The engine counts slots from 0; the words once added 1 twice: "Slot 3" said "slot 4".)"""
    app, table = table_for(players=3, humans=(0,), seed=4, mode="single", first_leader=0)
    for _ in range(2000):
        view = table.view()
        bar = table.bars[-1] if table.bars else None
        if table.my_turn(view) and view["phase"] == "play" and bar is not None \
                and any(not c.enabled and c.label.startswith("Slot") for c in bar.chips):
            break
        if table.my_turn(view) and not table.motion.busy:
            table.act(0, table.match.legal_actions(0)[0])
        run(app, 1, dt=0.25)
    else:
        pytest.skip("no empty slot came up in this deal")
    off = next(c for c in table.bars[-1].chips if not c.enabled and c.label.startswith("Slot"))
    table.choose(off)
    assert off.label.lower() in table.message.lower()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_a_memory_mode_clue_to_remember_stands_clear_of_the_stand(table_for, size):
    app, table = table_for(size=size, players=4, humans=(1,), seed=6, first_leader=0, memory=True, level="easy")
    for _ in range(400):
        if table.holding_look():
            break
        run(app, 1, dt=0.25)
    assert table.holding_look()
    lines = table.status_lines(table.view())
    frame = table.geo().stands[1].box.inflate(8, 6)
    assert lines and lines[-1][1].inflate(16, 6).bottom < frame.top


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 5, 7])
def test_a_stands_label_sits_clear_of_the_rings_round_its_cards(make_app, size, players):
    from scenes.frame import fonts, look
    from scenes.hounds.geometry import Geometry
    from scenes.table.layout import RING

    make_app(size=size)
    g = Geometry(size, players, 0)
    for stand in g.stands.values():
        ts = look.text_size(size, 15 if stand.own else 14)
        words_bottom = stand.label.top + fonts.font(ts, bold=True).get_height()
        assert words_bottom <= min(r.top for r in stand.slots) - RING


def test_a_pointer_where_a_chip_stood_before_the_chips_changed_leaves_the_focus_on_a_chip(table_for):
    app, table = table_for(players=5, humans=(0,), seed=11, first_leader=0)
    table.act(0, "baddog TD")
    run(app, 3)
    bar = table.bars[-1]
    far = bar.rects[-1].center
    # fewer chips, and the pointer moves before the bar is placed again
    bar.set(bar.chips[:2], bar.prompt)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(1, 1), buttons=(0, 0, 0)))
    assert table.focused_chip() in bar.chips


def test_the_first_time_hint_says_the_leader_sees_their_own_stand_and_the_others_do_not(make_app):
    from game import new_game
    from game.storage.saves import Seat
    from scenes.catalog import load_all
    from scenes.frame.dialogs import Hint
    from scenes.screens.title import Title

    app = make_app(hints=True)
    app.stack.push(Title(app))
    game = new_game("hounds", players=4, seed=3)
    leader = game.view(None)["leader"]
    seats = [Seat(n, i in (leader, (leader + 1) % 4), "normal") for i, n in enumerate(game.names)]
    app.stack.push(load_all()["hounds"].table(app, game, seats))
    hint = app.stack.top
    assert isinstance(hint, Hint)
    name = game.names[leader]
    assert f"{name} leads the shifts this round and sees every stand, their own too" in hint.text
    assert f"every stand but their own and {name}'s" in hint.text
    assert "You never see your own stand" not in hint.text
