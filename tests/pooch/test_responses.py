"""Answering a naming: a higher number and a new name, a Queen, or the pile."""
import pytest

from game import IllegalAction
from tests.pooch.table import kinds, of_kind, table


def test_a_higher_number_goes_on_the_pile_and_names_another_player():
    g = table(["H5"], ["H9"])
    g.apply(0, "lead H5 name 1")
    events = g.apply(1, "respond H9 name 2")
    v = g.view(None)
    assert v["pile"] == ["H5", "H9"] and (v["namer"], v["named"]) == (1, 2)
    e = of_kind(events, "respond").data
    assert (e["seat"], e["card"], e["namer"], e["named"]) == (1, "H9", 0, 2)


def test_a_higher_number_of_any_suit_answers():
    g = table(["H5"], ["S6"])
    g.apply(0, "lead H5 name 1")
    g.apply(1, "respond S6 name 0")
    assert g.view(None)["top"] == "S6"


def test_the_named_player_may_name_the_player_who_named_them():
    g = table(["H5"], ["H9"])
    g.apply(0, "lead H5 name 1")
    g.apply(1, "respond H9 name 0")
    assert g.view(None)["named"] == 0


def test_an_equal_number_does_not_answer():
    g = table(["H5"], ["D5"])
    g.apply(0, "lead H5 name 1")
    with pytest.raises(IllegalAction, match="D5 is not higher than H5"):
        g.apply(1, "respond D5 name 2")


def test_a_lower_number_does_not_answer():
    g = table(["H5"], ["H3"])
    g.apply(0, "lead H5 name 1")
    with pytest.raises(IllegalAction, match="H3 is not higher than H5"):
        g.apply(1, "respond H3 name 2")


def test_a_wild_one_answers_a_zero():
    g = table(["H0"], ["X1"])
    g.apply(0, "lead H0 name 1")
    g.apply(1, "respond X1 name 2")
    assert g.view(None)["top"] == "X1"


def test_a_wild_one_is_higher_only_than_a_zero():
    g = table(["H2"], ["X1"])
    g.apply(0, "lead H2 name 1")
    with pytest.raises(IllegalAction, match="Wild One is higher only than a 0"):
        g.apply(1, "respond X1 name 2")


def test_any_number_from_two_beats_a_wild_one_on_top():
    g = table(["X1"], ["D2"])
    g.apply(0, "lead X1 name 1")
    g.apply(1, "respond D2 name 2")
    assert g.view(None)["top"] == "D2"


def test_a_queen_answers_the_highest_number():
    g = table(["H9"], ["QF"])
    g.apply(0, "lead H9 name 1")
    assert "respond QF" in [str(a) for a in g.legal_actions(1)]


def test_a_greedy_queen_takes_the_piles_diamonds_and_wild_ones_and_discards_the_rest():
    g = table(["H0", "D4"], ["X1"], ["D5"], ["QG"])
    g.apply(0, "lead H0 name 1")
    g.apply(1, "respond X1 name 2")
    g.apply(2, "respond D5 name 3")
    g.apply(0, "dogpile D4")
    before = len(g.view(3)["hand"])
    events = g.apply(3, "respond QG")
    greedy = of_kind(events, "greedy").data
    assert sorted(greedy["took"]) == ["D4", "D5", "X1"]
    assert sorted(greedy["discarded"]) == ["H0", "QG"]
    hand = g.view(3)["hand"]
    assert len(hand) == before - 1 + 3 and {"D4", "D5", "X1"} <= set(hand)
    v = g.view(None)
    assert v["pile"] == [] and sorted(v["discard_pile"]) == ["H0", "QG"]
    assert v["phase"] == "lead" and v["leader"] == 3


def test_a_fierce_queen_discards_the_pile_and_its_player_leads():
    g = table(["H5"], ["D7"], ["QF"])
    g.apply(0, "lead H5 name 1")
    g.apply(1, "respond D7 name 2")
    events = g.apply(2, "respond QF")
    assert kinds(events) == ["respond", "fierce"]
    assert sorted(of_kind(events, "fierce").data["discarded"]) == ["D7", "H5", "QF"]
    v = g.view(None)
    assert v["pile"] == [] and v["discard"] == 3 and v["leader"] == 2 and g.to_act() == [2]


def test_a_shady_queen_answer_goes_on_top_and_names_a_player():
    g = table(["H5"], ["QS"])
    g.apply(0, "lead H5 name 1")
    g.apply(1, "respond QS name 3")
    v = g.view(None)
    assert v["pile"] == ["H5", "QS"] and v["named"] == 3 and v["namer"] == 1


def test_after_a_shady_queen_a_number_is_refused():
    g = table(["QS"], ["H9"])
    g.apply(0, "lead QS name 1")
    with pytest.raises(IllegalAction, match="After a Shady Queen you may only play a Queen or pick up"):
        g.apply(1, "respond H9 name 2")


def test_after_a_shady_queen_only_queens_and_the_pickup_are_offered():
    g = table(["QS"], ["H9", "S9", "QF", "QS"])
    g.apply(0, "lead QS name 1")
    offered = {str(a) for a in g.legal_actions(1)}
    assert offered == {"respond QF", "respond QS name 0", "respond QS name 2", "respond QS name 3", "pickup"}


def test_a_shady_queen_may_answer_a_shady_queen():
    g = table(["QS"], ["QS"])
    g.apply(0, "lead QS name 1")
    g.apply(1, "respond QS name 2")
    assert g.view(None)["pile"] == ["QS", "QS"] and g.view(None)["named"] == 2


def test_picking_up_takes_the_whole_pile_and_the_namer_leads():
    g = table(["H5"], ["H7"], ["C0"])
    g.apply(0, "lead H5 name 1")
    g.apply(1, "respond H7 name 2")
    events = g.apply(2, "pickup")
    e = of_kind(events, "pile_picked_up").data
    assert (e["seat"], e["namer"], e["count"], e["cards"]) == (2, 1, 2, ["H5", "H7"])
    assert {"H5", "H7"} <= set(g.view(2)["hand"])
    v = g.view(None)
    assert v["pile"] == [] and v["phase"] == "lead" and v["leader"] == 1 and g.to_act() == [1]


def test_only_the_named_player_may_respond():
    g = table(["H5"], [], ["H9"])
    g.apply(0, "lead H5 name 1")
    with pytest.raises(IllegalAction, match="Only Bo may respond"):
        g.apply(2, "respond H9 name 3")


def test_only_the_named_player_may_pick_up():
    g = table(["H5"])
    g.apply(0, "lead H5 name 1")
    with pytest.raises(IllegalAction, match="Only Bo may pick up"):
        g.apply(2, "pickup")


def test_the_namer_waits_for_the_answer():
    g = table(["H5", "H9"])
    g.apply(0, "lead H5 name 1")
    with pytest.raises(IllegalAction, match="You named Bo: wait"):
        g.apply(0, "respond H9 name 2")


def test_nobody_responds_before_a_naming():
    g = table([], ["H9"])
    with pytest.raises(IllegalAction, match="Nobody has named you: Ann leads"):
        g.apply(1, "respond H9 name 2")


def test_a_number_answer_needs_a_name():
    g = table(["H5"], ["H9"])
    g.apply(0, "lead H5 name 1")
    with pytest.raises(IllegalAction, match="Name a player"):
        g.apply(1, "respond H9")


def test_picking_up_is_always_offered_to_the_named_player():
    g = table(["H5"], ["H9"])
    g.apply(0, "lead H5 name 1")
    assert "pickup" in [str(a) for a in g.legal_actions(1)]
    assert [str(a) for a in g.legal_actions(1)].count("pickup") == 1


def test_answering_with_a_card_you_do_not_hold_is_refused():
    g = table(["H5"], [], ["H9"])
    g.apply(0, "lead H5 name 1")
    with pytest.raises(IllegalAction, match="You do not hold H9"):
        g.apply(1, "respond H9 name 2")


def test_a_greedy_or_fierce_answer_names_nobody():
    g = table(["H5"], ["QF"])
    g.apply(0, "lead H5 name 1")
    with pytest.raises(IllegalAction, match="The Fierce Queen names nobody: write respond QF"):
        g.apply(1, "respond QF name 2")


def test_an_answer_cannot_name_the_player_answering():
    g = table(["H5"], ["H9"])
    g.apply(0, "lead H5 name 1")
    with pytest.raises(IllegalAction, match="You cannot name yourself"):
        g.apply(1, "respond H9 name 1")


def test_there_is_nothing_to_pick_up_while_someone_leads():
    g = table()
    with pytest.raises(IllegalAction, match="nothing to pick up: nobody is named, Ann leads"):
        g.apply(0, "pickup")
