"""The dogpile window: between a naming and its answer, everyone else but the
namer may put one lower card of the top card's suit on the pile."""
import pytest

from game import IllegalAction
from tests.pooch.table import kinds, of_kind, table


def test_a_dogpile_puts_a_lower_card_of_the_top_suit_on_the_pile():
    g = table(["H7"], [], ["H3"])
    window = g.apply(0, "lead H7 name 1")[0].data["window"]
    events = g.apply(2, "dogpile H3")
    v = g.view(None)
    assert v["pile"] == ["H7", "H3"] and v["top"] == "H3" and v["pile_by"] == [0, 2]
    assert v["dogpiled"] == [2] and v["window"] == window
    e = of_kind(events, "dogpile").data
    assert (e["seat"], e["card"], e["on"], e["window"], e["wild"]) == (2, "H3", "H7", window, False)


def test_a_dogpile_keeps_the_naming():
    g = table(["H7"], [], ["H3"])
    g.apply(0, "lead H7 name 1")
    g.apply(2, "dogpile H3")
    v = g.view(None)
    assert (v["namer"], v["named"], v["phase"]) == (0, 1, "respond")


def test_a_dogpile_of_another_suit_is_refused():
    g = table(["H7"], [], ["D3"])
    g.apply(0, "lead H7 name 1")
    with pytest.raises(IllegalAction, match="D3 is not hearts"):
        g.apply(2, "dogpile D3")


def test_a_dogpile_that_is_not_lower_is_refused():
    g = table(["H7"], [], ["H8"])
    g.apply(0, "lead H7 name 1")
    with pytest.raises(IllegalAction, match="H8 is not lower than H7"):
        g.apply(2, "dogpile H8")


def test_the_namer_cannot_dogpile():
    g = table(["H7", "H3"])
    g.apply(0, "lead H7 name 1")
    with pytest.raises(IllegalAction, match="You named Bo: you cannot dogpile"):
        g.apply(0, "dogpile H3")


def test_the_named_player_cannot_dogpile():
    g = table(["H7"], ["H3"])
    g.apply(0, "lead H7 name 1")
    with pytest.raises(IllegalAction, match="You are named"):
        g.apply(1, "dogpile H3")


def test_each_player_dogpiles_only_once_per_naming():
    g = table(["H7"], [], ["H5", "H3"])
    g.apply(0, "lead H7 name 1")
    g.apply(2, "dogpile H5")
    with pytest.raises(IllegalAction, match="You already dogpiled since Bo was named"):
        g.apply(2, "dogpile H3")


def test_a_new_naming_gives_a_new_dogpile_chance():
    g = table(["H7"], ["H9"], ["H5", "H8"])
    g.apply(0, "lead H7 name 1")
    g.apply(2, "dogpile H5")
    g.apply(1, "respond H9 name 3")
    g.apply(2, "dogpile H8")
    assert g.view(None)["top"] == "H8"


def test_nobody_dogpiles_on_a_queen():
    g = table(["QS"], [], ["H3"])
    g.apply(0, "lead QS name 1")
    with pytest.raises(IllegalAction, match="Nobody dogpiles on a Queen"):
        g.apply(2, "dogpile H3")


def test_nobody_dogpiles_before_a_player_is_named():
    g = table([], [], ["H3"])
    with pytest.raises(IllegalAction, match="Nobody is named: wait"):
        g.apply(2, "dogpile H3")


def test_a_queen_is_no_dogpile():
    g = table(["H7"], [], ["QF"])
    g.apply(0, "lead H7 name 1")
    with pytest.raises(IllegalAction, match="A Queen is not a number"):
        g.apply(2, "dogpile QF")


def test_a_dogpile_is_compared_with_the_top_card_not_the_led_card():
    g = table(["H9"], [], ["H5"], ["H6"])
    g.apply(0, "lead H9 name 1")
    g.apply(2, "dogpile H5")
    with pytest.raises(IllegalAction, match="H6 is not lower than H5"):
        g.apply(3, "dogpile H6")


def test_the_named_player_answers_the_dogpiled_top_card():
    g = table(["H9"], ["H3"], ["H2"])
    g.apply(0, "lead H9 name 1")
    g.apply(2, "dogpile H2")
    g.apply(1, "respond H3 name 0")
    assert g.view(None)["pile"] == ["H9", "H2", "H3"]


def test_a_wild_one_dogpile_clears_the_pile_and_steals_the_lead():
    g = table(["H7"], ["H9"], ["X1"], ["H4"])
    g.apply(0, "lead H7 name 1")
    g.apply(3, "dogpile H4")
    events = g.apply(2, "dogpile X1")
    e = of_kind(events, "dogpile").data
    assert e["wild"] is True and e["cleared"] == ["H7", "H4", "X1"] and e["leader"] == 2
    v = g.view(None)
    assert v["pile"] == [] and v["discard_pile"] == ["H7", "H4", "X1"]
    assert (v["phase"], v["leader"], v["named"], v["window"]) == ("lead", 2, None, None)
    assert g.to_act() == [2]


def test_after_a_wild_one_dogpile_the_named_player_has_lost_the_chance():
    g = table(["H7"], ["H9"], ["X1"])
    g.apply(0, "lead H7 name 1")
    g.apply(2, "dogpile X1")
    with pytest.raises(IllegalAction, match="Nobody has named you"):
        g.apply(1, "respond H9 name 3")


def test_a_wild_one_dogpiles_on_a_two_of_any_suit():
    g = table(["S2"], [], ["X1"])
    g.apply(0, "lead S2 name 1")
    assert "dogpile X1" in [str(a) for a in g.legal_actions(2)]


def test_a_wild_one_cannot_dogpile_on_a_zero():
    g = table(["H0"], [], ["X1"])
    g.apply(0, "lead H0 name 1")
    with pytest.raises(IllegalAction, match="Wild One dogpiles only on a number 2 or higher"):
        g.apply(2, "dogpile X1")


def test_a_zero_of_any_suit_dogpiles_on_a_wild_one():
    g = table(["X1"], [], ["C0"])
    g.apply(0, "lead X1 name 1")
    events = g.apply(2, "dogpile C0")
    assert kinds(events) == ["dogpile"] and g.view(None)["top"] == "C0"


def test_only_a_zero_dogpiles_on_a_wild_one():
    g = table(["X1"], [], ["C2"])
    g.apply(0, "lead X1 name 1")
    with pytest.raises(IllegalAction, match="Only a Zero can dogpile on a Wild One"):
        g.apply(2, "dogpile C2")


def test_a_dogpile_with_a_card_not_held_is_refused():
    g = table(["H7"], [], [], ["H3"])
    g.apply(0, "lead H7 name 1")
    with pytest.raises(IllegalAction, match="You do not hold H3"):
        g.apply(2, "dogpile H3")


def test_dogpiles_offered_are_exactly_the_fitting_cards():
    g = table(["H7"], [], ["H3", "H5", "H8", "D2", "X1", "QG", "C0"], players=6, aside=["X1", "X1", "X1"])
    g.apply(0, "lead H7 name 1")
    assert [str(a) for a in g.legal_actions(2)] == ["dogpile H3", "dogpile H5", "dogpile X1"]


def test_in_a_window_the_named_player_and_every_eligible_dogpiler_may_act():
    g = table(["H7"], players=5)
    g.apply(0, "lead H7 name 2")
    assert g.to_act() == [1, 2, 3, 4]
    assert g.view(None)["dogpilers"] == [1, 3, 4]


def test_a_dogpiler_without_a_fitting_card_is_still_listed_to_act():
    g = table(["H0"], [], [], players=6, aside=["X1"] * 4)
    g.apply(0, "lead H0 name 1")
    assert g.legal_actions(2) == [] and 2 in g.to_act()


def test_a_player_who_dogpiled_is_no_longer_listed_to_act():
    g = table(["H7"], [], ["H3"])
    g.apply(0, "lead H7 name 1")
    g.apply(2, "dogpile H3")
    assert g.to_act() == [1, 3] and g.legal_actions(2) == []


def test_with_a_queen_on_top_only_the_named_player_may_act():
    g = table(["QS"])
    g.apply(0, "lead QS name 1")
    assert g.to_act() == [1] and g.view(None)["dogpilers"] == []
