"""The QR code the host screen draws: what a camera reads from it is segno's code of the
link, at any size the window gives it."""
from __future__ import annotations

import pygame
import segno

from scenes.frame import qr_code

LINK = "http://192.168.1.5:8765/r/K-7QX4MZ"


def test_the_drawn_code_reads_back_as_the_link_code():
    drawn = qr_code.read_back(qr_code.picture(LINK, 300))
    assert drawn == [[bool(c) for c in row] for row in segno.make(LINK, error="m").matrix]


def test_another_link_reads_back_as_another_code():
    drawn = qr_code.read_back(qr_code.picture(LINK, 300))
    assert drawn != qr_code.matrix("http://192.168.1.5:8765/r/K-AAAAAA")


def test_a_small_picture_keeps_whole_pixel_modules_and_the_quiet_border():
    picture = qr_code.picture(LINK, 120)
    modules = len(qr_code.matrix(LINK)) + 2 * qr_code.BORDER
    assert picture.get_width() <= 120 and picture.get_width() % modules == 0
    module = picture.get_width() // modules
    border = pygame.Rect(0, 0, picture.get_width(), qr_code.BORDER * module)
    assert all(picture.get_at((x, y))[:3] == qr_code.LIGHT for x in range(border.w) for y in range(border.h))
    assert qr_code.read_back(picture) == qr_code.matrix(LINK)
