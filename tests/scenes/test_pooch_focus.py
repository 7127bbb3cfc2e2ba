"""You Shady Pooch! with several people on one keyboard: each person's keyboard card
is unmistakable in their own hand (lifted and ringed in the focus colour, apart from
the glow of the cards they may play)."""
import pygame
import pytest

from game import new_game
from scenes.frame import look
from scenes.pooch.table import PoochTable
from game.storage.saves import Seat
from tests import screen_truth
from tests.colour_vision import MACHADO, distance
from tests.scenes.conftest import run
from tests.scenes.test_pooch_table import cursor_to, keys

PEOPLE = 4


@pytest.fixture
def four_people(make_app, monkeypatch, tmp_path):
    """Four people at a four-seat table, the countdown over, each cursor moved to a
    different place in its hand; the frame trace is written to ``trace.jsonl``."""
    monkeypatch.setattr(PoochTable, "threaded_bots", False)

    def build(size=(1280, 720)):
        app = make_app(size=size, trace=str(tmp_path / "trace.jsonl"))
        game = new_game("pooch", players=PEOPLE, seed=11)
        seats = [Seat(n, True, "normal", str(i + 1)) for i, n in enumerate(game.names)]
        table = PoochTable(app, game, seats)
        app.stack.push(table)
        run(app, 1)
        table.countdown = 0
        for seat in range(PEOPLE):
            hand = game.view(seat)["hand"]
            keys(app, *cursor_to(table, seat, hand[min(seat, len(hand) - 1)]))
        run(app, 1)
        return app, table

    return build


def hand_of(table, seat):
    return [p for p in table.placements() if p.key.startswith(f"hand:{seat}:")]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_each_persons_cursor_card_is_the_one_focused_card_of_their_hand(four_people, size):
    app, table = four_people(size)
    for person in table.people:
        hand = hand_of(table, person.seat)
        assert [i for i, p in enumerate(hand) if p.focus] == [person.cursor]
        assert not any(p.selected for p in hand)  # not the gold of a picked card, close to the glow


def test_a_card_is_drawn_higher_once_it_has_its_persons_focus(four_people, tmp_path):
    app, table = four_people()
    lasts = {p.seat: hand_of(table, p.seat)[-1].face for p in table.people}  # no card lies over a hand's last
    path = tmp_path / "trace.jsonl"

    xs = {p.seat: hand_of(table, p.seat)[-1].rect.centerx for p in table.people}

    def tops():
        """Per seat, the top of its last card as traced (a code may be in another hand too:
        the one nearest that hand's last place)."""
        cards = screen_truth.load(path)[-1]["cards"]
        return {seat: min((rect for code, rect in cards if code == lasts[seat]),
                          key=lambda rect: abs(rect[0] + rect[2] / 2 - xs[seat]))[1] for seat in lasts}

    before = tops()
    for person in table.people:
        keys(app, *cursor_to(table, person.seat, lasts[person.seat]))
    run(app, 1)
    after = tops()
    for seat in lasts:
        assert after[seat] < before[seat], seat


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_each_persons_focused_card_is_ringed_in_the_focus_colour_clear_of_their_panel(four_people, size):
    app, table = four_people(size)
    table.draw(app.screen)
    for person in table.people:
        rect = hand_of(table, person.seat)[person.cursor].rect
        lifted = rect.move(0, -round(rect.h * table.focus_lift))
        ring_top = lifted.top - 6
        assert app.screen.get_at((lifted.left + 4, ring_top))[:3] == look.FOCUS, person.seat
        assert ring_top > table.geo().seats[person.seat].panel.bottom


def test_the_focus_colour_stays_apart_from_the_glow_of_playable_cards_with_colour_blindness():
    for view in ("normal", *MACHADO):
        assert distance(look.FOCUS, look.GLOW, view) >= 40, view
