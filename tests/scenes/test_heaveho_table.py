"""Heave Ho! through its table: key presses and clicks in, the engine's state out."""
import pygame
import pytest

from game import new_game
from scenes.heaveho.pickers import BACK, CANCEL
from tools.moments.heaveho import stacked
from scenes.heaveho.table import HeaveHoTable
from scenes.table.results import GameOver, Summary
from scenes.table.handoff import HandOff
from game.storage.saves import Seat
from tests.scenes.conftest import click, key, run, pass_cover, lift_cover

SORTING = ("sort", "last_pair", "distribute")


@pytest.fixture
def table_for(make_app, monkeypatch):
    monkeypatch.setattr(HeaveHoTable, "threaded_bots", False)

    def build(humans=(0,), seed=11, size=(1280, 720), animation="instant", deck=None, **options):
        app = make_app(size=size, animation=animation)
        game = new_game("heaveho", players=2, seed=seed, options=options or None, deck=deck)
        seats = [Seat(n, i in humans, "normal", str(i + 1) if i in humans else None) for i, n in enumerate(game.names)]
        table = HeaveHoTable(app, game, seats)
        app.stack.push(table)
        app.step(0.016)
        lift_cover(app)  # with two or more people the table opens covered
        return app, table

    return build


def frame(app, *keys, dt=1 / 60):
    """One frame with these key presses in it (they share the frame's game time)."""
    app.step(dt, [key(k) for k in keys])


def past_countdown(app, table):
    while table.countdown > 0:
        run(app, 1, dt=0.25)


def keep_with_keys(app, table, seat_keys: dict) -> None:
    """Each listed seat that may keep now presses its key, all in one frame."""
    view = table.public()
    keys = [k for seat, k in seat_keys.items() if seat in view["to_act"]]
    frame(app, *keys)


def tug_move_by_mouse(app, table) -> None:
    """Click a glowing card (or the taken one), then a glowing space or the first allowed chip."""
    run(app, 1)
    if table.selected is None:
        target = next((p for p in table.placements() if p.legal), None)
        assert target is not None, "the person may play but no card glows"
        click(app, target.rect.center, frames=1)
    for _ in range(4):
        if table.selected is None or not table.my_turn(table.view()):
            return
        step = table.match.step
        if table.glow:
            side, colour = sorted(table.glow)[0]
            click(app, table.geo().space_target(side, colour).center, frames=1)
        else:
            chip = next(i for i, c in enumerate(table.bar.chips) if c.enabled and c.action not in (CANCEL, BACK))
            click(app, table.bar.rects[chip].center, frames=1)
        if table.match.step != step:
            return


def play_whole_game(app, table, keys: dict, limit=20000):
    """Keys in the sort, clicks in the tug, Continue on summaries, a click on hand-offs."""
    handoffs = 0
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, GameOver):
            return handoffs
        if isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=1)
        elif isinstance(top, HandOff):
            assert table.viewer is None      # nobody's hand under the cover
            handoffs += 1
            pass_cover(app, top, dt=0.1)
        elif top is table and table.public()["phase"] in SORTING and table.sort_open():
            keep_with_keys(app, table, keys)
            run(app, 1, dt=0.05)
        elif top is table and not table.motion.busy and table.my_turn(table.view()):
            tug_move_by_mouse(app, table)
        else:
            run(app, 1, dt=0.1)
    raise AssertionError(f"no end after {limit} steps (phase {table.public()['phase']})")


# -- the speed sort ----------------------------------------------------------------------------------
def test_both_key_zones_sort_and_a_finish_in_the_same_frame_is_a_tie(table_for):
    app, table = table_for(humans=(0, 1), seed=5)
    game = table.match
    assert table.countdown > 0
    frame(app, pygame.K_a)
    assert game.record()["actions"] == [], "no keep before the countdown ends"
    assert "countdown" in (table.message or "")
    past_countdown(app, table)
    for i in range(9):
        pairs = [game.view(s)["sort"]["pair"] for s in (0, 1)]
        left, right = (pygame.K_a, pygame.K_RIGHT) if i % 2 else (pygame.K_d, pygame.K_LEFT)
        frame(app, left)
        frame(app, right)
        teams = game.full_view()["teams"]
        # zone 1: A keeps the left card (D the right); zone 2: Left / Right the same
        assert teams[0][-2] == (pairs[0][0] if left == pygame.K_a else pairs[0][1])
        assert teams[1][-1] == (pairs[1][1] if right == pygame.K_RIGHT else pairs[1][0])
    before = table.clock
    frame(app, pygame.K_RIGHT, pygame.K_a)     # both tenth keeps in one frame: seat 1's key first
    view = game.view(None)
    assert view["sort"]["tie_draws"], "the rules' tie draw decides, not who pressed first"
    stamps = [entry[2] for entry in game.record()["actions"][-2:]]
    assert stamps[0] == stamps[1] == before     # the frame's time, before it moved on
    assert view["phase"] == "tug" and view["turn"] == view["sort"]["winner"]


def test_a_stop_is_final_once_its_frame_is_over(table_for):
    app, table = table_for(humans=(0, 1), seed=6)
    past_countdown(app, table)
    for _ in range(9):
        frame(app, pygame.K_a)
    before = table.clock
    frame(app, pygame.K_a)                     # Ann's tenth keep: Stop!
    stop = table.public()["sort"]["stop"]
    assert stop["seat"] == 0 and stop["at"] == pytest.approx(before)
    assert stop["final"], "the frame ended: a later press cannot tie any more"
    frame(app, pygame.K_LEFT)                  # Bo places the pair in hand
    view = table.public()
    assert not view["sort"]["tie_draws"] and view["sort"]["winner"] == 0
    assert view["phase"] == "distribute"       # Ann hands out the rest of Bo's stack
    frame(app, pygame.K_LEFT)
    assert "handing out" in table.message
    while table.public()["phase"] == "distribute":
        frame(app, pygame.K_d)
    assert table.public()["phase"] == "tug"


def test_the_mouse_keeps_a_card_and_a_bots_pair_stays_hidden(table_for):
    app, table = table_for(humans=(0,), seed=7)
    past_countdown(app, table)
    faces = {p.key: p.face for p in table.placements() if p.key.startswith("pair:")}
    assert faces["pair:1:0"] is None and faces["pair:1:1"] is None      # the bot's pair: backs
    pair = table.match.view(0)["sort"]["pair"]
    second = next(p for p in table.placements() if p.key == "pair:0:1")
    assert second.legal and second.face == pair[1]
    click(app, second.rect.center, frames=1)
    assert table.match.full_view()["teams"][0][0] == pair[1]
    bot_card = next(p for p in table.placements() if p.key == "pair:1:0")
    click(app, bot_card.rect.center, frames=1)
    assert "bot" in table.message


def test_a_bot_sorts_on_game_time_at_its_pace(table_for):
    app, table = table_for(humans=(0,), seed=8)
    past_countdown(app, table)
    run(app, 60)                               # one second: a normal bot keeps about one pair a second
    kept = table.public()["sort"]["kept"][1]
    assert kept == 0
    run(app, 6 * 60)
    assert 3 <= table.public()["sort"]["kept"][1] <= 7


# -- the tug-of-war ------------------------------------------------------------------------------------
TUG_HAND = ["R2", "W3", "A-bye-bye", "A-change-sides", "G3!", "N6"]


def tug_table(table_for, **kw):
    """Seat 1 (first to play after a skipped sort) is the person, holding TUG_HAND."""
    return table_for(humans=(1,), seed=3, sort="skip", deck=stacked([], TUG_HAND), **kw)


def select(app, table, card):
    p = next(p for p in table.placements() if p.face == card and p.key.startswith("hand:1:"))
    click(app, p.rect.center, frames=1)


def test_a_scot_goes_where_the_glowing_spaces_say(table_for):
    app, table = tug_table(table_for)
    select(app, table, "R2")
    assert table.selected == "R2"
    assert table.glow == {(0, "red"), (1, "red")}
    g = table.geo()
    click(app, g.space_target(1, "blue").center, frames=1)     # a red card on a blue space
    assert table.match.view(None)["board"][1]["blue"] == []
    assert "red card goes on a red space" in table.message
    chip = next(c for c in table.bar.chips if c.label == "Your blue")
    assert not chip.enabled and "red space" in chip.reason
    click(app, g.space_target(1, "red").center, frames=1)
    assert table.match.view(None)["board"][1]["red"] == ["R2"]


def test_keyboard_alone_plays_a_card(table_for):
    app, table = tug_table(table_for)
    hand = table.view()["hand"]
    frame(app, pygame.K_RIGHT)                 # the cursor on the second card (W3)
    frame(app, pygame.K_RETURN)
    assert table.selected == hand[1]
    frame(app, pygame.K_RETURN)                # the first chip: your red
    assert table.match.view(None)["board"][1]["red"] == [hand[1]]


def test_bye_bye_offers_every_strength_and_declining(table_for):
    app, table = tug_table(table_for)
    select(app, table, "A-bye-bye")
    labels = [c.label for c in table.bar.chips]
    assert [lab.split()[0] for lab in labels[:6]] == ["0", "1", "2", "3", "4", "6"]
    assert any(lab.startswith("Decline") for lab in labels)
    assert all(c.enabled for c in table.bar.chips)
    decline = next(i for i, c in enumerate(table.bar.chips) if c.label.startswith("Decline"))
    click(app, table.bar.rects[decline].center, frames=1)
    assert table.match.view(None)["discard"] == ["A-bye-bye"]


def test_change_sides_on_an_empty_board_explains_every_choice(table_for):
    app, table = tug_table(table_for)
    select(app, table, "A-change-sides")
    froms = table.bar.chips[:6]
    assert not any(c.enabled for c in froms)
    assert all("There is no card on" in c.reason for c in froms)
    click(app, table.bar.rects[0].center, frames=1)
    assert "There is no card on your red space" in table.message
    step = table.match.step
    click(app, table.geo().space_target(0, "green").center, frames=1)
    assert table.match.step == step and "There is no card" in table.message


def wait_for_my_turn(app, table):
    for _ in range(600):
        if table.my_turn(table.view()) and not table.motion.busy:
            return
        run(app, 1, dt=0.1)
    raise AssertionError("the person's turn never came")


def test_change_sides_moves_a_white_card_to_the_space_chosen(table_for):
    hand = ["W4", "A-change-sides", "R0", "G0", "G1", "R1"]
    bot = ["B0", "B0", "B0", "B1", "B1", "B2", "B2", "B3", "B3"]   # blue cards: they never cover the lady
    app, table = table_for(humans=(0,), seed=3, sort="skip", deck=stacked(hand, bot))
    game = table.match
    wait_for_my_turn(app, table)               # the bot (seat 1) played first
    p = next(p for p in table.placements() if p.face == "W4")
    click(app, p.rect.center, frames=1)
    click(app, table.geo().space_target(0, "green").center, frames=1)
    assert game.view(None)["tops"][0]["green"] == "W4"
    wait_for_my_turn(app, table)
    white = [c for c, top in game.view(None)["tops"][0].items() if top == "W4"]
    assert white == ["green"]
    p = next(p for p in table.placements() if p.face == "A-change-sides")
    click(app, p.rect.center, frames=1)
    assert (0, white[0]) in table.glow
    click(app, table.geo().space_target(0, white[0]).center, frames=1)
    labels = [c.label for c in table.bar.chips if c.enabled]
    assert labels == ["to Bo's red", "to Bo's blue", "to Bo's green", "Back"]
    click(app, table.geo().space_target(1, "blue").center, frames=1)
    assert game.view(None)["tops"][1]["blue"] == "W4"


def test_bots_wait_for_the_animations_in_the_tug(table_for):
    app, table = tug_table(table_for, animation="normal")
    run(app, 120)
    select(app, table, "R2")
    click(app, table.geo().space_target(1, "red").center, frames=1)
    step = table.match.step
    assert table.motion.busy
    while table.motion.busy:
        run(app, 1)
        assert table.match.step == step, "the bot played while the card was still flying"
    run(app, 30)                               # half a second after the animations: still waiting
    assert table.match.step == step
    run(app, 120)
    assert table.match.step > step


# -- whole games ---------------------------------------------------------------------------------------------
def test_a_whole_game_person_against_a_bot_by_keys_and_clicks(table_for):
    app, table = table_for(humans=(0,), seed=21)
    keys = {0: pygame.K_a}
    play_whole_game(app, table, keys)
    game = table.match
    assert game.is_over and max(game.result()["barrels"]) == 3
    actions = game.record()["actions"]
    assert any(a[0] == 0 and a[1].startswith("keep") for a in actions)
    assert any(a[0] == 0 and not a[1].startswith("keep") for a in actions)
    assert len(table.history) == game.result()["rounds"]
    # ... and the replay steps through the whole record, the Stop advances included
    from scenes.screens.replay import ReplayScene

    replay = ReplayScene(app, table.saved())
    app.stack.push(replay)
    while replay.index < len(replay.entries):
        frame(app, pygame.K_RIGHT)
    assert not replay.problem
    assert replay.table.match.result() == game.result()


def test_a_whole_game_between_two_people_with_hand_offs_in_the_tug(table_for):
    app, table = table_for(humans=(0, 1), seed=4)
    keys = {0: pygame.K_d, 1: pygame.K_LEFT}
    handoffs = play_whole_game(app, table, keys)
    assert table.match.is_over
    assert handoffs >= 4


def test_each_new_sort_starts_with_a_countdown_after_the_summary(table_for):
    app, table = table_for(humans=(0,), seed=2, sort="skip")
    assert table.countdown == 0                 # the first round starts in the tug
    for _ in range(20000):
        if isinstance(app.stack.top, Summary):
            break
        if table.my_turn(table.view()) and not table.motion.busy:
            tug_move_by_mouse(app, table)
        else:
            run(app, 1, dt=0.1)
    else:
        raise AssertionError("the first round never ended")
    assert table.frozen is not None and table.frozen["last_round"] is not None
    assert table.public()["phase"] == "sort"
    click(app, app.stack.top.menu.slots[0][0].widget.rect.center, frames=3)
    assert app.stack.top is table
    assert table.frozen is None and table.countdown > 2.5
    frame(app, pygame.K_a)
    assert table.public()["sort"]["kept"] == [0, 0]


# -- the window ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_both_phases_fit_the_window(table_for, size):
    app, table = table_for(humans=(0,), seed=3, size=size)
    screen = app.screen.get_rect()
    for p in table.placements():
        assert screen.contains(p.rect), f"{p.key} is off screen at {p.rect}"
    app, table = tug_table(table_for, size=size)
    select(app, table, "A-change-sides")
    for p in table.placements():
        assert screen.contains(p.rect), f"{p.key} is off screen at {p.rect}"
    assert screen.contains(table.bar.box)
    hand_top = min(p.rect.top - (p.rect.h // 7 if p.selected else 0)     # a picked card is lifted
                   for p in table.placements() if p.key.startswith("hand:1:"))
    assert table.bar.box.bottom <= hand_top
    assert table.bar.box.top >= table.geo().track_y + table.geo().box_h


def test_each_person_starts_their_tug_turn_on_their_own_first_card(table_for):
    app, table = table_for(humans=(0, 1), seed=3, sort="skip", deck=stacked([], TUG_HAND))
    for _ in range(200):
        if isinstance(table.viewer, int) and app.stack.top is table:
            break
        if isinstance(app.stack.top, HandOff):
            pass_cover(app, app.stack.top, dt=0.1)
        run(app, 1, dt=0.1)
    first = table.viewer
    frame(app, pygame.K_RIGHT)
    frame(app, pygame.K_RIGHT)
    assert table.cursor == 2
    table.act(first, table.match.legal_actions(first)[0])
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, HandOff) and top.name is not None:
            break
        run(app, 1, dt=0.1)
    lift_cover(app)
    assert table.viewer not in (None, first) and table.cursor == 0


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_a_refusal_during_the_countdown_is_told_clear_of_the_3_2_1(table_for, size):
    from scenes.frame import fonts, look

    app, table = table_for(humans=(0,), seed=3, size=size)
    table.countdown = 2.5
    table.say("Get ready: the sort starts after the countdown")
    table.draw(app.screen)
    digit = fonts.text("3", look.text_size(size, 120), look.GOLD, bold=True).get_rect(
        center=table.countdown_centre(size))
    assert not table.message_rect.colliderect(digit)
    assert app.screen.get_rect().contains(table.message_rect)
