"""Heave Ho! with two game pads (virtual ones): both sort with their pads in the same
frames, the tug is played by the pad of the person whose turn it is, the cover is
lifted by the named person's A, and the round's summary is closed by a pad."""
import pygame

from scenes.heaveho.pickers import BACK, CANCEL
from scenes.table.handoff import HandOff
from scenes.table.results import GameOver, Summary
from tests.scenes.conftest import run
from tests.scenes.test_heaveho_table import SORTING, table_for  # noqa: F401
from tests.virtual_pads import virtual_pads  # noqa: F401 (a fixture)


def tap(app, *presses, dt=1 / 60):
    """Each (pad, button) pushed and let go, all in the next frame."""
    for pad, button in presses:
        pad.press(button)
        pygame.event.pump()
        pad.release(button)
        pygame.event.pump()
    run(app, 1, dt=dt)


def tug_press(table, view) -> str:
    """The button the person whose turn it is presses next: onto a card that may be
    played, A; onto a chip that may be chosen, A; B to step back from a dead end."""
    legal_cards = {a.card for a in table.legal()}
    if table.selected is None and not view["stolen"]:
        hand = view["hand"] or []
        return "a" if hand and hand[table.cursor] in legal_cards else "right"
    if view["stolen"] and table.selected is None:
        return "a"
    if table.bar.active:
        chip = table.bar.chips[table.bar.focus]
        return "a" if chip.enabled and chip.action not in (CANCEL, BACK) else "right"
    return "b"


def play_with_pads(app, table, pad_of, limit=30_000):
    """Returns (frames where both pads sorted together, covers lifted by a pad)."""
    together = lifted = 0
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, GameOver):
            return together, lifted
        if isinstance(top, Summary):
            tap(app, (pad_of[0], "a"))
            run(app, 2)
        elif isinstance(top, HandOff):
            if top.may_reveal():
                tap(app, (pad_of[top.seat], "a"))
                lifted += app.stack.top is not top
            else:
                run(app, 1, dt=0.1)
        elif top is table and table.public()["phase"] in SORTING and table.sort_open():
            view = table.public()
            presses = [(pad_of[s], "left" if s == 0 else "right") for s in (0, 1) if s in view["to_act"]]
            together += len(presses) == 2
            tap(app, *presses)
            run(app, 1, dt=0.05)
        elif top is table and not table.motion.busy and table.my_turn(table.view()):
            view = table.view()
            tap(app, (pad_of[table.me()], tug_press(table, view)))
        else:
            run(app, 1, dt=0.1)
    raise AssertionError(f"no end after {limit} steps (phase {table.public()['phase']})")


def join_two(app, table, virtual_pads):
    pads = virtual_pads.plug(2)
    run(app, 2)
    for pad in pads:
        tap(app, (pad, "a"))
    return {app.pads.seat_of[n]: pad for n, pad in zip(app.pads.numbers(), pads)}


def test_a_whole_game_between_two_people_with_two_pads(table_for, virtual_pads):
    app, table = table_for(humans=(0, 1), seed=4, size=(1024, 600))
    pad_of = join_two(app, table, virtual_pads)
    assert sorted(pad_of) == [0, 1]
    together, lifted = play_with_pads(app, table, pad_of)
    game = table.match
    assert game.is_over and max(game.result()["barrels"]) == 3
    actions = game.record()["actions"]
    assert any(a[0] == 0 and a[1].startswith("keep") for a in actions)
    assert any(a[0] == 1 and not a[1].startswith("keep") for a in actions)
    assert together > 0 and lifted >= 2


def test_the_other_persons_pad_does_nothing_in_the_tug(table_for, virtual_pads):
    app, table = table_for(humans=(0, 1), seed=2, sort="skip", size=(1024, 600))
    pad_of = join_two(app, table, virtual_pads)
    for _ in range(200):
        if app.stack.top is table and table.my_turn(table.view()) and not table.motion.busy:
            break
        top = app.stack.top
        if isinstance(top, HandOff) and top.may_reveal():
            tap(app, (pad_of[1 - top.seat], "a"))      # the other person's A does not lift it
            assert app.stack.top is top
            tap(app, (pad_of[top.seat], "a"))
        else:
            run(app, 1, dt=0.1)
    me = table.me()
    cursor = table.cursor
    tap(app, (pad_of[1 - me], "right"))
    assert table.cursor == cursor
    assert table.message.startswith(f"Pad {2 - me} is {table.match.names[1 - me]}'s")
