"""Action notation: every spec example, tolerance, refusals."""
import pytest

from game import IllegalAction
from game.pups.notation import PLAYS, parse
from tests.pups.scenarios import THREE
from tests.pups.table import act, deal

SPEC_EXAMPLES = [
    "bid atleast 1", "bid atleast 2", "bid atleast 3",
    "bid exactly 0", "bid exactly 1", "bid exactly 2", "bid exactly 3",
    "rebid atleast 1", "rebid atleast 2", "rebid atleast 3",
    "rebid exactly 1", "rebid exactly 2", "rebid exactly 3",
    "play W5", "play W5+M2", "play M3", "play M3+M1", "play M2+M2",
    "rescue 0", "rescue 1", "rescue 3",
]


@pytest.mark.parametrize("text", SPEC_EXAMPLES)
def test_spec_notation_parses_and_round_trips(text):
    assert str(parse(text)) == text


@pytest.mark.parametrize("given,canonical", [
    ("play M2+W5", "play W5+M2"),
    ("play M1+M3", "play M3+M1"),
    ("  PLAY   w5 + m2 ", "play W5+M2"),
    ("Bid AtLeast 2", "bid atleast 2"),
    ("bid at least 2", "bid atleast 2"),
    ("RESCUE   1", "rescue 1"),
])
def test_notation_is_case_space_and_order_tolerant(given, canonical):
    assert str(parse(given)) == canonical


def test_parse_hands_out_the_same_objects_as_the_legal_list():
    g = deal(*THREE)
    act(g, "bid atleast 2", "bid exactly 0", "bid exactly 0")
    assert parse("play F1+M3") is PLAYS["F1", "M3"]
    assert any(a is parse("play F1+M3") for a in g.legal_actions(0))


@pytest.mark.parametrize("text,reason", [
    ("", "Nothing to read"),
    ("fly away", "Cannot read 'fly away'"),
    ("play", "Play what"),
    ("play ZZ9", "There is no card ZZ9"),
    ("play W10", "There is no card W10"),
    ("bid exactly 99", "between 0 and 3"),
    ("bid sideways 2", "Cannot read"),
    ("bid atleast", "Cannot read"),
    ("rescue -1", "cannot be negative"),
    ("rescue lots", "must be a number"),
    ("play W5+G4", "Only a Mutt may be added"),
    ("play W5+M2+M1", "Only one Mutt may be added"),
])
def test_unreadable_notation_is_refused_with_a_reason(text, reason):
    with pytest.raises(IllegalAction, match=reason):
        parse(text)
