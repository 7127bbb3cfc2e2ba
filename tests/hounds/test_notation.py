"""Action notation: the spec's examples, tolerance, interning and readable refusals."""
import pytest

from game import IllegalAction
from game.hounds.notation import EXAMPLES, parse

from tests.hounds.helpers import game


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_spec_example_parses_and_round_trips(text):
    assert str(parse(text)) == text


def test_spec_examples_are_the_ones_the_spec_lists():
    assert EXAMPLES == ("baddog TD", "clue 2 hound PG", "clue 2 value 4", "clue 2 card 3", "cerberus 1",
                        "discard 4", "trade 2", "notrade", "promise 3", "play 0")


def test_notation_is_case_and_whitespace_tolerant():
    assert str(parse("  CLUE   2 Hound pg ")) == "clue 2 hound PG" and str(parse("NoTrade")) == "notrade"


def test_parsing_hands_out_the_same_object_as_the_legal_list():
    g = game(3)
    assert any(a is parse("BADDOG td") for a in g.legal_actions(0))


def test_a_hound_may_be_written_by_name():
    assert str(parse("baddog tomdire")) == "baddog TD"


def test_numbers_written_oddly_still_parse():
    assert str(parse("clue 02 value 04")) == "clue 2 value 4"


@pytest.mark.parametrize("text,reason", [
    ("", "Write an action"),
    ("fly away", "actions are baddog, clue"),
    ("play", "write play 0"),
    ("play 7", "A slot must be between 0 and 4, not 7"),
    ("promise 9", "A promise must be between 0 and 5, not 9"),
    ("baddog XX", "'xx' is not a hound"),
    ("clue 2 colour 4", "A clue is about a hound, a value or a card"),
    ("clue 2 value 9", "A clue's number must be between 1 and 8"),
    ("clue 9 card 0", "There is no seat 9"),
    ("notrade now", "write notrade"),
    ("discard x", "A slot must be a number"),
])
def test_unreadable_notation_says_why(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        parse(text)


def test_refused_notation_leaves_the_game_unchanged():
    g = game(3)
    before = g.view(0)
    with pytest.raises(IllegalAction):
        g.apply(0, "play 0")
    assert g.view(0) == before and g.record()["actions"] == []


def test_the_wrong_kind_of_action_names_what_is_due():
    g = game(3)
    with pytest.raises(IllegalAction, match="Now you must choose the bad dog, not play into the shift"):
        g.apply(0, "play 0")
