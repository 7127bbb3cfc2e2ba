"""The real-time games' key legends name keys in the player's language (letters and
digits as printed)."""
from __future__ import annotations

import pytest

from game import language
from scenes.table.keys import key_label


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.use("en")


def test_an_arrow_key_is_named_in_german():
    language.use("de")
    assert key_label("left") == "Links"


def test_a_modifier_with_its_side_is_one_sentence_in_german():
    language.use("de")
    assert key_label("right ctrl") == "Strg rechts"


def test_a_letter_key_stays_as_printed_in_spanish():
    language.use("es")
    assert key_label("a") == "A"


def test_a_keypad_key_keeps_its_digit():
    language.use("es")
    assert key_label("[4]") == "Num 4"


def test_english_keys_read_as_before():
    assert [key_label(n) for n in ("left", "right ctrl", "space", "f1")] == ["Left", "Right Ctrl", "Space", "F1"]
