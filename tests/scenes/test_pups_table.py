"""Pups through its table: clicks in, the engine's state out."""
import pygame
import pytest

from game import new_game
from scenes.table.results import GameOver, Summary
from scenes.table.handoff import HandOff
from scenes.pups.table import PupsTable
from game.storage.saves import Seat
from tests.scenes.conftest import click, pass_cover, lift_cover, press, run


@pytest.fixture
def table_for(make_app, monkeypatch):
    monkeypatch.setattr(PupsTable, "threaded_bots", False)

    def build(players=4, humans=1, seed=11, size=(1280, 720), **options):
        app = make_app(size=size)
        game = new_game("pups", players=players, seed=seed, options=options or None)
        seats = [Seat(n, i < humans, "normal") for i, n in enumerate(game.names)]
        table = PupsTable(app, game, seats)
        app.stack.push(table)
        app.step(0.016)
        lift_cover(app)  # with two or more people the table opens covered
        return app, table

    return build


def human_move_by_click(app, table) -> None:
    """Click the first enabled chip, or the first glowing card of the hand."""
    if table.bar.active:
        for chip, rect in zip(table.bar.chips, table.bar.rects):
            if chip.enabled:
                click(app, rect.center, frames=1)
                return
    for p in table.placements():
        if p.legal:
            click(app, p.rect.center, frames=1)
            return
    raise AssertionError("the person may act but nothing can be clicked")


def play(app, table, until, limit=6000) -> bool:
    """Run the game (the person clicking their first legal move, summaries and hand-offs
    clicked through) until ``until(top scene)``; False when that never came."""
    for _ in range(limit):
        top = app.stack.top
        if until(top):
            return True
        if isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=1)
        elif isinstance(top, HandOff):
            pass_cover(app, top, dt=0.25)
        elif top is table and not table.motion.busy and table.my_turn(table.view()):
            human_move_by_click(app, table)
        else:
            app.step(0.25)
    return False


def at_rest(table, top) -> bool:
    """The table is on top, nothing moving: what the person sees is what the game is."""
    return top is table and not table.motion.busy


def play_to_the_end(app, table, limit=6000):
    ended = play(app, table, lambda top: table.match.is_over and isinstance(top, GameOver), limit)
    assert ended, f"no end after {limit} frames (phase {table.match.view(None)['phase']})"


def test_a_whole_game_with_one_person_and_three_bots_is_played_by_clicks(table_for):
    app, table = table_for()
    play_to_the_end(app, table)
    result = table.match.result()
    assert table.match.is_over and result["winners"]
    assert any(a[0] == 0 for a in table.match.record()["actions"])


def test_two_people_pass_and_play_with_hand_offs(table_for):
    app, table = table_for(players=3, humans=2, seed=4)
    seen_handoffs = 0
    for _ in range(4000):
        if table.match.is_over:
            break
        top = app.stack.top
        if isinstance(top, HandOff):
            assert table.viewer is None  # nobody's cards under the cover
            seen_handoffs += 1
            pass_cover(app, top, dt=0.25)
        elif isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=1)
        elif top is table and not table.motion.busy and table.my_turn(table.view()):
            human_move_by_click(app, table)
        else:
            app.step(0.25)
    assert table.match.is_over and seen_handoffs >= 2


def test_clicking_a_card_that_cannot_follow_shows_the_reason(table_for):
    app, table = table_for(seed=11)
    game = table.match

    def following_with_an_off_suit_card(top):
        view = table.view()
        return at_rest(table, top) and view["phase"] == "showdown" and table.my_turn(view) \
            and view["showdown"]["plays"] and any(p.dim for p in table.placements())

    if not play(app, table, following_with_an_off_suit_card, 3000):
        pytest.skip("this deal never made the person hold an off-suit card while following")
    step = game.step
    dim = next(p for p in table.placements() if p.dim)
    click(app, dim.rect.center, frames=1)
    assert game.step == step
    assert table.message and "follow" in table.message.lower()


def test_the_table_fits_a_1024x600_window(table_for):
    app, table = table_for(size=(1024, 600), players=5)
    screen = app.screen.get_rect()
    for p in table.placements():
        assert screen.contains(p.rect), f"{p.key} is off screen at {p.rect}"


def hand_card(table, card):
    return next(p for p in table.placements() if p.key.startswith("hand:0:") and p.face == card)


def test_a_card_then_a_mutt_clicked_are_played_together(table_for):
    app, table = table_for(seed=11)

    def mutt_play_open(top):
        view = table.view()
        return at_rest(table, top) and view["phase"] == "showdown" and table.my_turn(view) and \
            any("+" in str(a) for a in table.match.legal_actions(0))

    if not play(app, table, mutt_play_open, 4000):
        pytest.skip("this deal never let the person add a Mutt")
    action = next(str(a) for a in table.match.legal_actions(0) if "+" in str(a))
    base, mutt = action.split()[1].split("+")
    click(app, hand_card(table, base).rect.center, frames=1)
    assert table.selected == base
    click(app, hand_card(table, mutt).rect.center, frames=1)
    played = [a for a in table.match.record()["actions"] if a[0] == 0][-1][1]
    assert sorted(played.split()[1].split("+")) == sorted([base, mutt])


def test_the_round_summary_gives_every_players_bid_and_its_outcome(table_for):
    app, table = table_for(seed=11)
    assert play(app, table, lambda top: isinstance(top, Summary), 4000)
    summary = app.stack.top
    assert sorted(row[0] for row in summary.rows) == sorted(table.match.names)
    outcomes = {row[summary.header.index("Result")] for row in summary.rows}
    assert outcomes <= {"made", "failed", "rescued", "saved for later"}


SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("card_scale", [0.85, 1.0, 1.18])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_played_cards_and_their_mutts_lie_apart_at_every_size(make_app, size, card_scale, players):
    from scenes.pups.geometry import Geometry, mutt_beside

    make_app(size=size)  # (fonts)
    g = Geometry(size, players, 0, card_scale)
    plays = [spot.union(mutt_beside(spot)) for spot in g.spots.values()]
    for i, a in enumerate(plays):
        assert a.collidelist(plays[i + 1:]) < 0, f"{a} lies on another play"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("card_size", ["medium", "large"])
def test_the_bid_stacks_lie_clear_of_the_hand_and_the_bid_chips(make_app, monkeypatch, size, card_size):
    monkeypatch.setattr(PupsTable, "threaded_bots", False)
    app = make_app(size=size)
    app.settings.card_size = card_size
    game = new_game("pups", players=5, seed=11, options={"first_leader": 0})
    table = PupsTable(app, game, [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)])
    app.stack.push(table)
    app.step(0.016)
    g = table.geo()
    hand = [p.rect.move(0, -round(p.rect.h * table.focus_lift)).union(p.rect)
            for p in table.placements() if p.key.startswith("hand:0:")]
    assert table.bar.active and len(hand) == 7
    assert g.corner.collidelist(hand) < 0 and not g.corner.colliderect(table.bar.box)
    assert g.corner.collidelist(list(g.panels.values())) < 0


def test_the_round_results_come_over_a_table_that_no_longer_offers_the_rescue(make_app, monkeypatch):
    from tools.moments.pups import at_table, dealt_until, my_rescue

    monkeypatch.setattr(PupsTable, "threaded_bots", False)
    app, table = at_table(lambda: make_app(), dealt_until(my_rescue, seeds=range(17, 18)))
    assert table.bar.active and table.bar.chips[0].label.startswith("Spend")
    table.act(0, "rescue 1")  # the round's last move
    for _ in range(240):  # (the frame that shows the results drawn too)
        app.step(1 / 60)
        if isinstance(app.stack.top, Summary):
            break
    assert isinstance(app.stack.top, Summary) and table.held_view is not None
    assert not table.bar.active and table.status(table.view()) == ""


def held_until_a_click(make_app, monkeypatch, people):
    """Pups with "Finished trick stays: until a click", run until a finished trick is held."""
    from tests.scenes.conftest import pass_cover

    monkeypatch.setattr(PupsTable, "threaded_bots", False)
    app = make_app(animation="normal")
    app.settings.trick_hold = "until a click"
    game = new_game("pups", players=4, seed=11, options={"first_leader": 0})
    table = PupsTable(app, game, [Seat(n, i < people, "normal") for i, n in enumerate(game.names)])
    app.stack.push(table)
    for _ in range(4000):
        top = app.stack.top
        if table.waits_for_a_click() and (people == 1 or isinstance(top, HandOff) and top.name is None):
            return app, table  # (under the cover: bots are to play next, nobody is named yet)
        if isinstance(top, HandOff):
            pass_cover(app, top, dt=0.1)
        elif top is table and table.my_turn(table.view()) and not table.motion.busy:
            table.act(table.me(), game.legal_actions(table.me())[0])
        else:
            app.step(0.1)
    raise AssertionError("no trick was held")


def test_a_trick_held_until_a_click_says_so_not_whose_turn_it_is(make_app, monkeypatch):
    from scenes.table.handoff import GO_ON

    app, table = held_until_a_click(make_app, monkeypatch, people=1)
    assert table.status(table.view()) == GO_ON
    step = table.match.step
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    app.step(0.1)
    assert not table.waits_for_a_click()
    for _ in range(100):
        app.step(0.1)
    assert table.match.step > step  # the bots go on


def test_under_the_cover_a_trick_held_until_a_click_goes_on_with_space(make_app, monkeypatch):
    from scenes.table.handoff import GO_ON

    app, table = held_until_a_click(make_app, monkeypatch, people=2)
    cover = app.stack.top
    assert cover.words()[0][0] == GO_ON
    for _ in range(10):  # past the cover's lock-out
        app.step(0.1)
    assert app.stack.top is cover
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    app.step(0.1)
    assert not table.waits_for_a_click()


def test_an_enter_as_the_game_over_comes_up_does_not_start_a_new_game(table_for):
    # the last summary's Enter pressed twice: the second lands on the result's "Play again"
    app, table = table_for(seed=5)
    play_to_the_end(app, table)
    over = app.stack.top
    press(app, pygame.K_RETURN, frames=1)
    assert app.stack.top is over and table in app.stack.scenes
    run(app, frames=30)  # half a second on, Enter is the button's again
    press(app, pygame.K_RETURN, frames=2)
    assert app.stack.top is not over and table not in app.stack.scenes
