"""Leading: any card starts a pile and names another player; Greedy and Fierce
Queens act at once and their player leads again."""
import pytest

from game import IllegalAction
from tests.pooch.table import kinds, of_kind, table


def test_a_lead_starts_the_pile_and_names_a_player():
    g = table(["H7"])
    events = g.apply(0, "lead H7 name 2")
    v = g.view(None)
    assert v["pile"] == ["H7"] and v["top"] == "H7" and v["pile_by"] == [0]
    assert (v["namer"], v["named"], v["phase"]) == (0, 2, "respond")
    assert of_kind(events, "lead").data["named"] == 2
    assert "H7" not in g.view(0)["hand"]


def test_a_lead_must_name_another_player_not_yourself():
    g = table(["H7"])
    with pytest.raises(IllegalAction, match="You cannot name yourself"):
        g.apply(0, "lead H7 name 0")


def test_a_number_lead_without_a_name_is_refused_with_an_example():
    g = table(["H7"])
    with pytest.raises(IllegalAction, match="Name a player .*lead H7 name 1"):
        g.apply(0, "lead H7")


def test_only_the_leader_may_lead():
    g = table([], ["H7"])
    with pytest.raises(IllegalAction, match="It is Ann's lead"):
        g.apply(1, "lead H7 name 2")


def test_leading_a_card_you_do_not_hold_is_refused():
    g = table([], ["H7"])
    with pytest.raises(IllegalAction, match="You do not hold H7"):
        g.apply(0, "lead H7 name 2")


def test_any_card_may_lead_a_low_one_too():
    g = table(["H0"])
    g.apply(0, "lead H0 name 1")
    assert g.view(None)["top"] == "H0"


def test_leads_offered_name_every_other_player():
    g = table(["H7"])
    assert {str(a) for a in g.legal_actions(0) if str(a).startswith("lead H7")} == {
        "lead H7 name 1", "lead H7 name 2", "lead H7 name 3"}


def test_a_greedy_queen_lead_is_discarded_and_the_same_player_leads_again():
    g = table(["QG", "H7"])
    events = g.apply(0, "lead QG")
    v = g.view(None)
    assert v["pile"] == [] and v["discard"] == 1 and v["discard_pile"] == ["QG"]
    assert v["phase"] == "lead" and v["leader"] == 0 and g.to_act() == [0]
    assert kinds(events) == ["lead", "greedy"]
    assert of_kind(events, "greedy").data["took"] == []


def test_a_fierce_queen_lead_is_discarded_and_the_same_player_leads_again():
    g = table(["QF", "H7"])
    events = g.apply(0, "lead QF")
    assert kinds(events) == ["lead", "fierce"]
    assert g.view(None)["leader"] == 0 and g.view(None)["discard_pile"] == ["QF"]
    g.apply(0, "lead H7 name 1")


def test_a_greedy_or_fierce_lead_names_nobody():
    g = table(["QG"])
    with pytest.raises(IllegalAction, match="Greedy Queen names nobody"):
        g.apply(0, "lead QG name 2")


def test_a_shady_queen_lead_names_a_player_like_a_number():
    g = table(["QS"])
    g.apply(0, "lead QS name 2")
    v = g.view(None)
    assert v["top"] == "QS" and v["named"] == 2


def test_a_shady_queen_lead_needs_a_name():
    g = table(["QS"])
    with pytest.raises(IllegalAction, match="Name a player"):
        g.apply(0, "lead QS")


def test_a_wild_one_may_lead():
    g = table(["X1"])
    g.apply(0, "lead X1 name 1")
    assert g.view(None)["top"] == "X1"


def test_nobody_leads_while_a_player_is_named():
    g = table(["H7", "H2"])
    g.apply(0, "lead H7 name 1")
    with pytest.raises(IllegalAction, match="Bo is named: nobody leads"):
        g.apply(0, "lead H2 name 1")
