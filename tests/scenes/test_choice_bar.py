"""A row of choice chips whose chips change before it is placed again."""
import pygame

from scenes.table.controls import Chip, ChoiceBar


def placed_bar(labels):
    bar = ChoiceBar()
    bar.set([Chip(label, action=label) for label in labels], "Choose")
    bar.place((640, 600), (1280, 720))
    return bar


def test_a_click_where_a_chip_stood_before_the_bar_had_fewer_chips_chooses_nothing(make_app):
    make_app()
    bar = placed_bar(["One", "Two", "Three"])
    where = bar.rects[2].center
    bar.set([Chip("Four", action="Four")], "Choose")
    assert bar.click(where) is None


def test_enter_chooses_a_chip_that_is_there_after_the_bar_had_fewer_chips(make_app):
    make_app()
    bar = placed_bar(["One", "Two", "Three"])
    bar.focus = 2
    bar.set([Chip("Four", action="Four")], "Choose")
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    assert bar.key(enter) is bar.chips[0]
