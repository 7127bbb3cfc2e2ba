"""Notation: every spec example reads and writes back, readable refusals."""
import pytest

from game import IllegalAction
from game.pooch.notation import Dogpile, Lead, Pickup, Respond
from tests.pooch.table import table

SPEC_EXAMPLES = [
    "lead H7 name 2", "lead QS name 3", "lead QG", "lead QF",
    "respond H9 name 0", "respond QS name 4", "respond QG", "respond QF", "pickup",
    "dogpile H3", "dogpile H3 @7",
]


@pytest.mark.parametrize("text", SPEC_EXAMPLES)
def test_every_spec_example_parses_and_writes_back(text):
    g = table(players=5)
    assert str(g.parse(text)) == text


def test_examples_parse_to_their_fields():
    g = table(players=5)
    assert g.parse("lead H7 name 2") == Lead("H7", 2)
    assert g.parse("respond QG") == Respond("QG")
    assert g.parse("pickup") == Pickup()
    assert g.parse("dogpile H3 @7") == Dogpile("H3", 7)


def test_notation_ignores_case_and_spacing():
    g = table()
    assert str(g.parse("  LEAD   h7  NAME 2 ")) == "lead H7 name 2"
    assert str(g.parse("Dogpile x1@12")) == "dogpile X1 @12"
    assert str(g.parse("pick up")) == "pickup"


def test_parse_returns_the_very_objects_the_legal_list_holds():
    g = table(["H7"])
    legal = g.legal_actions(0)
    assert any(a is g.parse("lead H7 name 1") for a in legal)


@pytest.mark.parametrize("text,reason", [
    ("lead Z9 name 1", "There is no card 'z9'"),
    ("lead H1 name 1", "There is no card 'h1'"),
    ("lead H7 name 7", "Name a player by seat number, 0 to 3"),
    ("lead H7 name Bo", "Name a player by seat number"),
    ("lead H7 to 2", "write lead H7 name 2"),
    ("dogpile H3 @x", "A window is a whole number"),
    ("dogpile H3 7", "write dogpile H3, or dogpile H3 @7"),
    ("pickup now", "write pickup"),
    ("bark", "actions are lead, respond, pickup and dogpile"),
    ("", "Write an action"),
])
def test_unreadable_notation_is_refused_with_a_reason(text, reason):
    g = table()
    with pytest.raises(IllegalAction, match=reason):
        g.apply(0, text)
    assert g.record()["actions"] == []


def test_an_action_that_is_not_text_or_an_action_is_refused():
    g = table()
    with pytest.raises(IllegalAction):
        g.apply(0, 42)
