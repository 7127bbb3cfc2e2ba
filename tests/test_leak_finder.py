"""The leak checks find a card code in a view's text only as a whole word."""
import json

import pytest

from game.registry import GAMES
from tests import harness


def test_a_code_is_found_between_quotes_and_in_an_action():
    finder = harness.code_pattern(GAMES["pups"], 4)
    assert finder.findall(json.dumps({"hand": ["W5"], "last": "play W5+M2"})) == ["W5", "W5", "M2"]


@pytest.mark.parametrize("text", ["W5x", "xW5", "W5-3", "-W5", "W5!", "nW5"])
def test_a_code_inside_a_longer_word_is_not_found(text):
    assert harness.code_pattern(GAMES["pups"], 4).findall(json.dumps(text)) == []


def test_a_long_code_is_found_whole_not_as_a_shorter_one():
    finder = harness.code_pattern(GAMES["heaveho"], 2)
    assert finder.findall(json.dumps(["A-bye-bye"])) == ["A-bye-bye"]


def test_a_game_with_codes_outside_word_characters_uses_the_alternatives():
    class Odd:
        @staticmethod
        def cards(players):
            return ["7*", "Q"]

    pattern = harness.code_pattern(Odd, 2)
    assert not isinstance(pattern, harness.CodeWords)
    assert pattern.findall('["7*", "Q", "QQ"]') == ["7*", "Q"]
