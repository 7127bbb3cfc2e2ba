"""Game time: arrival order, window ids that turn late dogpiles away, the shot clock."""
import json

import pytest

from game import IllegalAction, replay
from tests import harness
from tests.pooch.table import of_kind, shed, table


def test_a_dogpile_that_arrives_before_the_answer_lands_first():
    g = table(["H9"], ["H3"], ["H2"])
    g.apply(0, "lead H9 name 1", at=0.0)
    g.apply(2, "dogpile H2", at=1.0)
    g.apply(1, "respond H3 name 0", at=2.0)
    assert g.view(None)["pile"] == ["H9", "H2", "H3"]


def test_in_the_same_frame_an_answer_called_first_beats_the_dogpile():
    g = table(["H7"], ["H9"], [], ["H3"])
    window = g.apply(0, "lead H7 name 1", at=0.0)[0].data["window"]
    g.apply(1, "respond H9 name 2", at=1.0)
    with pytest.raises(IllegalAction, match="Too late"):
        g.apply(3, f"dogpile H3 @{window}", at=1.0)


def test_in_the_same_frame_a_dogpile_called_first_lands_before_the_answer():
    g = table(["H7"], ["H9"], [], ["H3"])
    window = g.apply(0, "lead H7 name 1", at=0.0)[0].data["window"]
    g.apply(3, f"dogpile H3 @{window}", at=1.0)
    g.apply(1, "respond H9 name 2", at=1.0)
    assert g.view(None)["pile"] == ["H7", "H3", "H9"]


def test_a_dogpile_for_a_window_already_answered_is_too_late():
    g = table(["H7"], ["H9"], [], ["H3"])
    window = g.apply(0, "lead H7 name 1", at=0.0)[0].data["window"]
    g.apply(1, "respond H9 name 2", at=1.0)
    with pytest.raises(IllegalAction, match="Too late: Bo already responded"):
        g.apply(3, f"dogpile H3 @{window}", at=1.1)


def test_a_dogpile_without_a_window_lands_on_the_open_window():
    g = table(["H7"], ["H9"], [], ["H3"])
    g.apply(0, "lead H7 name 1", at=0.0)
    g.apply(1, "respond H9 name 2", at=1.0)
    g.apply(3, "dogpile H3", at=1.1)
    assert g.view(None)["pile"] == ["H7", "H9", "H3"] and g.view(None)["named"] == 2


def test_a_dogpile_for_the_open_window_lands_and_is_recorded_with_it():
    g = table(["H7"], [], ["H3"])
    window = g.apply(0, "lead H7 name 1", at=0.0)[0].data["window"]
    g.apply(2, f"dogpile h3 @ {window}", at=0.5)
    assert g.view(None)["top"] == "H3"
    assert g.record()["actions"][-1] == [2, f"dogpile H3 @{window}", 0.5]


def test_a_dogpile_for_the_open_window_still_obeys_the_suit():
    g = table(["H7"], [], ["D3"])
    window = g.apply(0, "lead H7 name 1")[0].data["window"]
    with pytest.raises(IllegalAction, match="D3 is not hearts"):
        g.apply(2, f"dogpile D3 @{window}")


def test_a_dogpile_after_a_pickup_is_too_late():
    g = table(["H7"], [], ["H3"])
    window = g.apply(0, "lead H7 name 1")[0].data["window"]
    g.apply(1, "pickup")
    with pytest.raises(IllegalAction, match="Too late: Bo already responded by picking up the pile"):
        g.apply(2, f"dogpile H3 @{window}")


def test_a_dogpile_after_a_wild_one_cleared_the_pile_is_too_late():
    g = table(["H7"], [], ["X1"], ["H3"])
    window = g.apply(0, "lead H7 name 1")[0].data["window"]
    g.apply(2, "dogpile X1")
    with pytest.raises(IllegalAction, match="Too late: Cy's Wild One cleared the pile"):
        g.apply(3, f"dogpile H3 @{window}")


def test_a_dogpile_after_the_round_ended_in_its_window_is_too_late():
    g = table(["S0"], ["H7"], ["S2", "C2", "H3"], ["H2"], players=6)
    g.apply(0, "lead S0 name 2")
    g.apply(2, "respond S2 name 1")
    g.apply(1, "pickup")
    shed(g, 2, victim=1, keep=["C2", "H3"])
    g.apply(2, "lead C2 name 1")
    window = of_kind(g.apply(1, "respond H7 name 4"), "respond").data["window"]
    g.apply(2, "dogpile H3")
    with pytest.raises(IllegalAction, match="Too late: Cy ran out of cards"):
        g.apply(3, f"dogpile H2 @{window}")


def test_a_dogpile_for_a_window_that_never_opened_is_refused():
    g = table(["H7"], [], ["H3"])
    g.apply(0, "lead H7 name 1")
    with pytest.raises(IllegalAction, match="There is no window 99"):
        g.apply(2, "dogpile H3 @99")


def test_a_late_dogpile_changes_nothing():
    g = table(["H7"], ["H9"], [], ["H3"])
    window = g.apply(0, "lead H7 name 1")[0].data["window"]
    g.apply(1, "respond H9 name 2")
    before, step = harness.views(g), g.step
    with pytest.raises(IllegalAction):
        g.apply(3, f"dogpile H3 @{window}")
    assert harness.views(g) == before and g.step == step


def test_the_window_changes_at_every_naming_and_not_at_a_dogpile():
    g = table(["H5"], ["H7"], ["H6", "QS"])
    first = g.apply(0, "lead H5 name 1")[0].data["window"]
    assert g.view(None)["window"] == first
    g.apply(1, "respond H7 name 2")
    second = g.view(None)["window"]
    assert second != first
    g.apply(2, "respond QS name 3")
    assert g.view(None)["window"] not in (first, second)


def test_a_dogpile_keeps_the_window():
    g = table(["H5"], [], ["H3"])
    window = g.apply(0, "lead H5 name 1")[0].data["window"]
    g.apply(2, "dogpile H3")
    assert g.view(None)["window"] == window and g.view(None)["dogpiled"] == [2]


def test_no_window_is_open_while_someone_leads():
    g = table()
    assert g.view(None)["window"] is None and g.view(None)["named_at"] is None


def test_named_at_is_the_game_time_of_the_naming():
    g = table(["H7"], [], ["H3"])
    g.apply(0, "lead H7 name 1", at=3.5)
    g.apply(2, "dogpile H3", at=4.0)
    assert g.view(None)["named_at"] == 3.5 and g.view(None)["now"] == 4.0


def test_the_shot_clock_makes_a_slow_named_player_pick_up():
    g = table(["H7"], shot_clock=5)
    g.apply(0, "lead H7 name 1", at=1.0)
    assert g.advance(5.9) == []
    events = g.advance(6.0)
    e = of_kind(events, "pile_picked_up").data
    assert (e["seat"], e["namer"], e["auto"], e["at"], e["cards"]) == (1, 0, True, 6.0, ["H7"])
    assert g.view(None)["leader"] == 0 and "H7" in g.view(1)["hand"]


def test_the_shot_clock_fires_at_its_deadline_even_when_time_jumps_past_it():
    g = table(["H7"], shot_clock=5)
    g.apply(0, "lead H7 name 1", at=1.0)
    events = g.advance(20.0)
    assert of_kind(events, "pile_picked_up").data["at"] == 6.0 and g.now == 20.0


def test_dogpiles_do_not_restart_the_shot_clock():
    g = table(["H7"], [], ["H3"], shot_clock=5)
    g.apply(0, "lead H7 name 1", at=0.0)
    g.apply(2, "dogpile H3", at=4.0)
    events = g.advance(5.0)
    assert of_kind(events, "pile_picked_up").data["cards"] == ["H7", "H3"]


def test_a_new_naming_restarts_the_shot_clock():
    g = table(["H7"], ["H9"], shot_clock=5)
    g.apply(0, "lead H7 name 1", at=0.0)
    g.apply(1, "respond H9 name 2", at=4.0)
    assert g.advance(8.9) == []
    assert of_kind(g.advance(9.0), "pile_picked_up").data["seat"] == 2


def test_an_answer_arriving_at_the_deadline_is_too_late():
    g = table(["H7"], ["H9"], shot_clock=5)
    g.apply(0, "lead H7 name 1", at=0.0)
    with pytest.raises(IllegalAction, match="Nobody has named you"):
        g.apply(1, "respond H9 name 2", at=5.0)
    assert "H7" in g.view(1)["hand"]


def test_a_dogpile_after_the_shot_clock_ran_out_is_too_late():
    g = table(["H7"], [], ["H3"], shot_clock=5)
    window = g.apply(0, "lead H7 name 1", at=0.0)[0].data["window"]
    with pytest.raises(IllegalAction, match="Too late: Bo's shot clock ran out"):
        g.apply(2, f"dogpile H3 @{window}", at=7.0)


def test_a_shot_clock_pickup_is_recorded_and_replays():
    g = table(["H7"], shot_clock=5)
    g.apply(0, "lead H7 name 1", at=1.0)
    g.advance(7.5)
    assert g.record()["actions"][-1] == [None, "advance", 7.5]
    again = replay(json.loads(json.dumps(g.record())))
    assert harness.views(again) == harness.views(g)


def test_the_shot_clock_never_touches_a_lead():
    g = table(shot_clock=5)
    assert g.advance(100.0) == [] and g.view(None)["phase"] == "lead" and g.record()["actions"] == []


def test_without_a_shot_clock_the_named_player_may_wait():
    g = table(["H7"])
    g.apply(0, "lead H7 name 1", at=0.0)
    assert g.advance(1000.0) == [] and g.view(None)["named"] == 1


def test_game_time_never_runs_backwards():
    g = table(["H7"])
    g.apply(0, "lead H7 name 1", at=5.0)
    with pytest.raises(ValueError, match="backwards"):
        g.apply(1, "pickup", at=4.0)


def test_a_refused_action_still_lets_the_shot_clock_fire():
    g = table(["H7"], [], ["D3"], shot_clock=5)
    g.apply(0, "lead H7 name 1", at=0.0)
    with pytest.raises(IllegalAction):
        g.apply(2, "dogpile D3", at=6.0)
    assert g.view(None)["phase"] == "lead"
    assert g.record()["actions"][-1] == [None, "advance", 6.0]
