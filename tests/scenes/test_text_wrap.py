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


def test_changing_the_lines_wrap_gave_does_not_change_the_next_wrap_of_the_same_words():
    words = "Whoever played the hardest dog works the shift."
    first = fonts.wrap(words, SIZE, 150)
    expected = list(first)
    first.append("scribbled on by a caller")
    first[0] = ""
    assert fonts.wrap(words, SIZE, 150) == expected


def test_a_font_that_cannot_be_loaded_wraps_with_the_fallback_font_not_the_lines_split_before(monkeypatch):
    words = "Whoever played the hardest dog works the shift, and the pack follows on behind."
    fonts.clear()
    with_dejavu = fonts.wrap(words, 31, 260)
    monkeypatch.setattr(fonts, "REGULAR", fonts.REGULAR.with_name("nowhere.ttf"))
    monkeypatch.setattr(fonts, "missing", [])
    fonts.clear()
    fallback = fonts.font(31)
    lines = fonts.wrap(words, 31, 260)
    fonts.clear()
    assert lines != with_dejavu
    # each line as long as the fallback font lets it be: the next word would not fit
    for line, after in zip(lines, lines[1:]):
        assert fallback.size(line)[0] <= 260 < fallback.size(f"{line} {after.split()[0]}")[0]
