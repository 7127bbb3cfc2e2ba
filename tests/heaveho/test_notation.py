"""Heave Ho! notation: the spec's examples, tolerance, and readable refusals."""
import pytest

from game import IllegalAction, new_game
from game.heaveho.cards import ACTIONS, CODES, DECK, MARKED, NESSIE, SCOTS
from game.heaveho.notation import parse

SPEC_EXAMPLES = [
    "keep first", "keep second",
    "place R2! mine red", "place W4 theirs blue",
    "action A-bye-bye 3", "action A-change-sides theirs red mine red",
    "action A-change-sides mine green theirs blue", "action A-macho", "decline A-macho",
]


@pytest.mark.parametrize("text", SPEC_EXAMPLES)
def test_every_spec_example_parses_and_round_trips(text):
    assert str(parse(text)) == text


@pytest.mark.parametrize("card", ACTIONS)
def test_every_action_card_can_be_declined_in_notation(card):
    assert str(parse(f"decline {card}")) == f"decline {card}"


def test_notation_is_case_and_whitespace_tolerant():
    assert parse("  PLACE   r2!  Mine   RED ") is parse("place R2! mine red")
    assert str(parse("Action a-BYE-bye 6")) == "action A-bye-bye 6"


def test_parsing_hands_out_the_same_objects_as_the_legal_lists():
    g = new_game("heaveho", seed=3)
    assert g.legal_actions(0)[0] is parse("keep first")


@pytest.mark.parametrize("text, reason", [
    ("keep third", "keep first or keep second"),
    ("place R9 mine red", "no card R9"),
    ("place R2 ours red", "mine or theirs"),
    ("place R2 mine purple", "red, blue or green"),
    ("place A-macho mine red", "is an action card"),
    ("action R2", "not an action card"),
    ("action A-bye-bye 5", "0, 1, 2, 3, 4 or 6"),
    ("action A-bye-bye", "0, 1, 2, 3, 4 or 6"),
    ("action A-change-sides theirs red", "from side and space"),
    ("action A-macho now", "takes no choice"),
    ("decline A-macho please", "decline A-macho"),
    ("heave", "Cannot read"),
    ("", "Write an action"),
])
def test_unreadable_notation_is_refused_with_a_reason(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        parse(text)


def test_deck_has_55_cards_with_the_spec_counts():
    assert len(DECK) == 55
    assert sum(c[0] in "RBG" for c in DECK) == 36
    assert sorted(c for c in DECK if c[0] == "W") == ["W0", "W2", "W2!", "W3", "W3!", "W4", "W4", "W4"]
    assert DECK.count(NESSIE) == 1 and sum(c.startswith("A-") for c in DECK) == 10


def test_eleven_scots_carry_the_how_ruck_marker():
    assert sorted(c for c in DECK if c in MARKED) == sorted(
        [f"{col}{v}!" for col in "RBG" for v in (1, 2, 3)] + ["W2!", "W3!"])


@pytest.mark.parametrize("card", SCOTS)
def test_every_scot_can_be_written_in_place_notation(card):
    assert parse(f"place {card.lower()} mine red").card == card


def test_card_codes_are_distinct_from_each_other_in_text():
    assert len(CODES) == len(set(c.lower() for c in CODES))
