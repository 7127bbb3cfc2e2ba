"""Wrapping text into lines: a word wider than the line (the long pseudo-language's
filler, a long compound) is cut into pieces that fit where asked, and kept whole
otherwise; ordinary words wrap the same either way."""
from scenes.frame import fonts

SIZE = 14
LONG = "ẋẍ·" * 40


def test_a_word_wider_than_the_line_is_cut_into_pieces_that_fit_when_asked():
    lines = fonts.wrap(f"Step 6 of 11: {LONG} safe", SIZE, 200, break_long=True)
    assert all(fonts.font(SIZE).size(line)[0] <= 200 for line in lines)
    assert "".join(lines).replace(" ", "") == f"Step6of11:{LONG}safe"  # every letter, in order


def test_a_word_wider_than_the_line_has_a_line_of_its_own_by_default():
    lines = fonts.wrap(f"Step 6 of 11: {LONG} safe", SIZE, 200)
    assert LONG in lines


def test_words_that_fit_wrap_the_same_with_or_without_cutting():
    words = "In a shift everyone plays one card, and whoever played the hardest dog works it."
    assert fonts.wrap(words, SIZE, 180, break_long=True) == fonts.wrap(words, SIZE, 180)
