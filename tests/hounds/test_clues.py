"""Clue sets: hound, value and single-card sets, always new, three per player."""
import pytest
from hypothesis import given, settings, strategies as st

from game import IllegalAction
from game.hounds import clues
from game.hounds.cards import kennel
from game.hounds.notation import CARD_CLUE, HOUND_CLUE, VALUE_CLUE

from tests.hounds.helpers import apply_all, game

BO = ["SU1", "TD1", "TD2", "EM2", "PG4"]


def clued():
    g = game(3, {1: BO})
    g.apply(0, "baddog MO")
    return g


def tokens(g, seat, owner):
    return [(s["clue_hound"], s["clue_number"]) for s in g.view(seat)["stands"][owner]["slots"]]


def test_hound_clue_marks_every_card_of_that_hound():
    g = clued()
    g.apply(0, "clue 1 hound TD")
    assert tokens(g, 1, 1) == [(None, None), ("TD", None), ("TD", None), (None, None), (None, None)]


def test_hound_clue_needs_two_cards():
    g = clued()
    with pytest.raises(IllegalAction, match="^Sudachi appears only once in Bo's stand: a hound clue needs two cards$"):
        g.apply(0, "clue 1 hound SU")


def test_hound_clue_about_a_missing_hound_is_refused():
    g = clued()
    with pytest.raises(IllegalAction, match="Bo's stand holds no Deathpaw"):
        g.apply(0, "clue 1 hound DP")


def test_value_clue_marks_every_card_of_that_number():
    g = clued()
    g.apply(0, "clue 1 value 2")
    assert tokens(g, 1, 1) == [(None, None), (None, None), (None, 2), (None, 2), (None, None)]


def test_value_clue_needs_two_cards():
    g = clued()
    with pytest.raises(IllegalAction, match="The number 4 appears only once in Bo's stand: a number clue needs two cards"):
        g.apply(0, "clue 1 value 4")


def test_card_clue_shows_both_facts_of_one_slot():
    g = clued()
    g.apply(0, "clue 1 card 4")
    assert tokens(g, 1, 1)[4] == ("PG", 4)


def test_repeating_a_hound_clue_is_refused_as_nothing_new():
    g = clued()
    g.apply(0, "clue 1 hound TD")
    with pytest.raises(IllegalAction, match="already shows its hound: a clue must tell something new"):
        g.apply(0, "clue 1 hound TD")


def test_card_clue_on_a_fully_known_slot_is_refused():
    g = clued()
    g.apply(0, "clue 1 card 0")
    with pytest.raises(IllegalAction, match="Bo's slot 0 already shows its hound and number"):
        g.apply(0, "clue 1 card 0")


def test_card_clue_may_repeat_a_hound_token_when_it_adds_the_number():
    g = clued()
    g.apply(0, "clue 1 hound TD")
    g.apply(0, "clue 1 card 2")
    assert tokens(g, 1, 1)[2] == ("TD", 2)


def test_clue_that_only_says_what_other_slots_are_not_is_refused():
    g = clued()
    apply_all(g, (0, "clue 1 card 1"), (0, "clue 1 card 2"))
    with pytest.raises(IllegalAction, match="something new"):
        g.apply(0, "clue 1 hound TD")


def test_value_clue_is_new_when_one_of_its_cards_lacks_the_number():
    g = clued()
    g.apply(0, "clue 1 card 2")
    g.apply(0, "clue 1 value 2")
    assert tokens(g, 1, 1)[3] == (None, 2)


def test_each_player_gets_exactly_three_clue_sets():
    g = clued()
    apply_all(g, (0, "clue 1 card 0"), (0, "clue 1 card 1"), (0, "clue 1 card 3"))
    with pytest.raises(IllegalAction, match="Bo already has 3 clue sets"):
        g.apply(0, "clue 1 card 4")


def test_leader_may_give_the_sets_in_any_order():
    g = clued()
    apply_all(g, (0, "clue 2 card 0"), (0, "clue 1 card 0"), (0, "clue 2 card 1"), (0, "clue 1 card 1"))
    assert g.view(0)["needs_clues"] == [1, 2]


def test_clue_phase_ends_when_every_other_player_has_three_sets():
    g = clued()
    for t in (1, 2):
        for k in range(3):
            g.apply(0, f"clue {t} card {k}")
    assert g.phase == "cerberus" and g.to_act() == [0]


def test_the_leader_cannot_clue_their_own_stand():
    g = game(3, first_leader=1)
    g.apply(1, "baddog MO")
    with pytest.raises(IllegalAction, match="You cannot clue yourself"):
        g.apply(1, "clue 1 card 0")


def test_a_clue_to_a_seat_that_does_not_exist_is_refused():
    g = clued()
    with pytest.raises(IllegalAction, match="There is no seat 5 in this 3-player game"):
        g.apply(0, "clue 5 card 0")


def test_only_the_leader_gives_clues_in_the_normal_game():
    g = clued()
    with pytest.raises(IllegalAction, match="It is Ann's turn to give a clue"):
        g.apply(1, "clue 2 card 0")


def test_clue_tokens_are_public_including_to_the_stand_owner():
    g = clued()
    g.apply(0, "clue 1 card 4")
    assert all(tokens(g, s, 1)[4] == ("PG", 4) for s in (None, 0, 1, 2))


def test_clue_sets_are_kept_per_stand_with_their_slots():
    g = clued()
    g.apply(0, "clue 1 hound TD")
    assert g.view(2)["stands"][1]["clue_sets"] == [
        {"clue": "hound", "what": "TD", "slots": [1, 2], "tokens": [[1, "TD", None], [2, "TD", None]]}]


def test_clue_tokens_leave_with_the_card_sent_away_for_cerberus():
    g = clued()
    g.apply(0, "clue 1 card 4")
    for t, k in ((1, 0), (1, 1), (2, 0), (2, 1), (2, 2)):
        g.apply(0, f"clue {t} card {k}")
    apply_all(g, (0, "cerberus 1"), (1, "discard 4"))
    assert tokens(g, 0, 1)[4] == (None, None)


def test_clue_event_names_giver_target_marked_slots_and_tokens():
    g = clued()
    event = g.apply(0, "clue 1 value 2")[0]
    assert event.to_dict() == {"kind": "clue", "giver": 0, "target": 1, "clue": "value", "what": 2,
                               "slots": [2, 3], "tokens": [[2, None, 2], [3, None, 2]]}


def brute_force(target, cards, hmask, nmask):
    """Every clue the rules allow, straight from the rule text."""
    out = []
    for (t, h), a in HOUND_CLUE.items():
        slots = [k for k, c in enumerate(cards) if c and c[:2] == h]
        if t == target and len(slots) >= 2 and any(not hmask >> k & 1 for k in slots):
            out.append(a)
    for (t, v), a in VALUE_CLUE.items():
        slots = [k for k, c in enumerate(cards) if c and int(c[2:]) == v]
        if t == target and len(slots) >= 2 and any(not nmask >> k & 1 for k in slots):
            out.append(a)
    for (t, k), a in CARD_CLUE.items():
        if t == target and cards[k] and not (hmask >> k & 1 and nmask >> k & 1):
            out.append(a)
    return set(out)


@settings(max_examples=300, deadline=None)
@given(st.permutations(kennel(4)), st.integers(0, 31), st.integers(0, 31), st.integers(0, 31))
def test_precomputed_clue_options_match_the_rules(deck, hmask, nmask, empty):
    cards = [None if empty >> k & 1 else c for k, c in enumerate(deck[:5])]
    assert set(clues.options(2, cards, hmask, nmask)) == brute_force(2, cards, hmask, nmask)
