"""Heave Ho! at the table, as a new player reads it: Esc backs out of a choice, no
head start in the countdown, counts that follow the cards."""
import pygame

from scenes.screens.pause import PauseMenu
from tests.scenes.conftest import run
from tests.scenes.test_heaveho_table import (SORTING, frame, past_countdown, select, table_for,  # noqa: F401
                                             tug_table)


def test_esc_while_a_card_waits_for_its_place_cancels_the_choice_not_the_game(table_for):
    app, table = tug_table(table_for)
    select(app, table, "R2")
    assert table.selected == "R2" and table.bar.active
    frame(app, pygame.K_ESCAPE)
    assert table.selected is None and app.stack.top is table
    frame(app, pygame.K_ESCAPE)  # nothing chosen: Esc pauses
    assert isinstance(app.stack.top, PauseMenu)


def test_the_first_pair_is_face_down_during_the_countdown_and_shown_at_go(table_for):
    app, table = table_for(humans=(0,), seed=7)
    assert table.countdown > 0
    pair = {p.key: p.face for p in table.placements() if p.key.startswith("pair:0:")}
    assert pair == {"pair:0:0": None, "pair:0:1": None}
    past_countdown(app, table)
    run(app, 1)
    shown = [p.face for p in table.placements() if p.key.startswith("pair:0:")]
    assert shown == list(table.match.view(0)["sort"]["pair"])


def test_the_hand_counts_on_screen_change_once_the_dealt_cards_have_landed(table_for):
    app, table = table_for(humans=(0,), seed=7, animation="normal")
    past_countdown(app, table)
    for _ in range(4000):  # the person keeps the left card as fast as the sort lets them
        if table.public()["phase"] not in SORTING:
            break
        frame(app, pygame.K_a)
    for _ in range(600):  # the deal: the counts stay as they were until the cards land
        if table.view()["hand_sizes"][1] > 0:
            break
        run(app, 1)
    assert table.motion.busy and table.shown_counts[1] == 0
    for _ in range(2000):
        if not table.motion.busy:
            break
        run(app, 1)
    run(app, 1)
    assert table.shown_counts == table.view()["hand_sizes"]
