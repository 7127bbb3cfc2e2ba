"""The speed sort: both sort at once, the Stop, the last pair, handing out, the tie draw."""
import json

import pytest

from game import IllegalAction, new_game, replay
from tests.heaveho.helpers import first, kinds, sort_out, sorting

PREP0 = ["R3", "G0", "W4", "B1", "R2", "G2"]
PREP1 = ["B3", "R0", "G3", "W0", "B2", "G1"]


def stopped(at=10.0):
    """Seat 0 sorted all ten pairs at ``at``; seat 1 sorted one pair before."""
    g = sorting(PREP0, PREP1)
    g.apply(1, "keep first", at=1.0)
    sort_out(g, 0, at)
    return g


def test_both_players_sort_at_once():
    g = sorting(PREP0, PREP1)
    assert g.to_act() == [0, 1]
    assert [str(a) for a in g.legal_actions(1)] == ["keep first", "keep second"]
    assert g.phase == "sort"


def test_each_player_sees_the_top_pair_of_their_own_stack():
    g = sorting(PREP0, PREP1)
    assert g.view(0)["sort"]["pair"] == ["R3", "G0"]
    assert g.view(1)["sort"]["pair"] == ["B3", "R0"]


def test_spectator_sees_no_pair():
    g = sorting(PREP0, PREP1)
    assert g.view(None)["sort"]["pair"] is None and g.view(None)["hand"] is None


def test_barrel_is_not_on_the_track_during_the_sort():
    assert sorting().view(0)["barrel"] is None


def test_keep_first_keeps_the_first_card_and_gives_the_second():
    g = sorting(PREP0, PREP1)
    g.apply(0, "keep first", at=0.5)
    assert g.full_view()["teams"] == [["R3"], ["G0"]]


def test_keep_second_keeps_the_second_card():
    g = sorting(PREP0, PREP1)
    g.apply(1, "keep second", at=0.5)
    assert g.full_view()["teams"] == [["B3"], ["R0"]]


def test_the_next_pair_shows_at_once_after_a_keep():
    g = sorting(PREP0, PREP1)
    events = g.apply(0, "keep first", at=0.5)
    assert g.view(0)["sort"]["pair"] == ["W4", "B1"]
    assert first(events, "pair").to_dict(for_seat=0)["pair"] == ["W4", "B1"]


def test_keep_event_tells_only_the_keeper_which_cards():
    g = sorting(PREP0, PREP1)
    keep = first(g.apply(0, "keep first", at=0.5), "keep")
    assert keep.to_dict(for_seat=0)["kept"] == "R3" and keep.to_dict(for_seat=0)["given"] == "G0"
    assert "kept" not in keep.to_dict(for_seat=1) and "given" not in keep.to_dict()
    assert keep.to_dict(for_seat=1)["seat"] == 0


def test_pair_event_is_private_to_its_viewer():
    g = sorting(PREP0, PREP1)
    pair = first(g.apply(0, "keep first", at=0.5), "pair")
    assert "pair" not in pair.to_dict(for_seat=1)


def test_views_show_both_players_progress_counts():
    g = sorting(PREP0, PREP1)
    g.apply(0, "keep first", at=0.5)
    g.apply(0, "keep first", at=0.6)
    s = g.view(1)["sort"]
    assert s["prep"] == [16, 20] and s["kept"] == [2, 0] and s["given"] == [2, 0]


def test_tenth_keep_calls_stop():
    g = sorting(PREP0, PREP1)
    events = sort_out(g, 0, 4.0)
    assert first(events, "stop").to_dict() == {"kind": "stop", "seat": 0, "at": 4.0, "final": False}


def test_after_the_stop_only_the_other_player_acts():
    g = stopped()
    assert g.to_act() == [1] and g.legal_actions(0) == []


def test_finished_player_cannot_keep_again():
    g = stopped()
    with pytest.raises(IllegalAction, match="sorted all your cards"):
        g.apply(0, "keep first")


def test_stop_is_not_final_while_game_time_stands_still():
    g = stopped(10.0)
    assert g.advance(10.0) == []
    assert g.phase == "sort" and g.view(0)["sort"]["stop"]["final"] is False


def test_stop_becomes_final_when_game_time_moves_past_it():
    g = stopped(10.0)
    events = g.advance(10.01)
    assert kinds(events) == ["stop"] and events[0]["final"] is True and events[0]["at"] == 10.0
    assert g.phase == "last_pair" and g.to_act() == [1]


def test_final_stop_is_recorded_as_an_advance():
    g = stopped(10.0)
    g.advance(10.5)
    assert g.record()["actions"][-1] == [None, "advance", 10.5]
    again = replay(json.loads(json.dumps(g.record())))
    assert again.phase == "last_pair"


def test_the_other_player_places_the_pair_in_hand():
    g = stopped(10.0)
    g.advance(11.0)
    assert g.view(1)["sort"]["pair"] == ["G3", "W0"]
    keep = first(g.apply(1, "keep first", at=12.0), "keep")
    assert keep["last"] is True
    assert g.full_view()["teams"][1][-1] == "G3"


def test_a_late_keep_moves_time_past_the_stop_and_places_the_last_pair():
    g = stopped(10.0)
    events = g.apply(1, "keep second", at=10.5)
    assert kinds(events)[:2] == ["stop", "keep"] and g.phase == "distribute"


def test_winner_hands_out_the_rest_of_the_other_stack():
    g = stopped(10.0)
    g.apply(1, "keep first", at=12.0)
    assert g.phase == "distribute" and g.to_act() == [0]
    assert g.view(0)["sort"]["pair"] == ["B2", "G1"] and g.view(0)["sort"]["handing_out"] is True
    assert g.view(1)["sort"]["pair"] is None and g.legal_actions(1) == []


def test_handing_out_keeps_one_card_for_the_winner_and_gives_one_to_the_other():
    g = stopped(10.0)
    g.apply(1, "keep first", at=12.0)
    g.apply(0, "keep second", at=13.0)
    teams = g.full_view()["teams"]
    assert teams[0][-1] == "G1" and teams[1][-1] == "B2"


def test_the_other_player_cannot_hand_out():
    g = stopped(10.0)
    g.apply(1, "keep first", at=12.0)
    with pytest.raises(IllegalAction, match="Ann is handing out Bo's remaining cards"):
        g.apply(1, "keep first")


def test_stop_caller_cannot_act_during_the_last_pair():
    g = stopped(10.0)
    g.advance(11.0)
    with pytest.raises(IllegalAction, match="places the last pair"):
        g.apply(0, "keep first")


def finish_sort(g):
    while g.phase == "distribute":
        events = g.apply(g.to_act()[0], "keep first")
    return events


def test_each_team_stack_has_twenty_cards_after_handing_out():
    g = stopped(10.0)
    g.apply(1, "keep first", at=12.0)
    events = finish_sort(g)
    assert first(events, "stacks_ready")["sizes"] == [20, 20]
    assert g.phase == "tug" and g.view(0)["team_stacks"] == [14, 14] and g.view(0)["hand_sizes"] == [6, 6]


def test_team_stack_is_the_cards_kept_and_given_to_that_player():
    g = stopped(10.0)
    g.apply(1, "keep first", at=12.0)
    while g.phase == "distribute":
        teams = g.full_view()["teams"]
        g.apply(0, "keep first")
    full = g.full_view()
    for seat in (0, 1):
        assert len(teams[seat]) == 19
        assert set(teams[seat]) <= set(full["hands"][seat] + full["stacks"][seat])


def test_sort_winner_puts_the_barrel_on_own_start_space_and_plays_first():
    g = sorting(PREP0, PREP1)
    sort_out(g, 1, 3.0)
    g.apply(0, "keep first", at=4.0)
    finish_sort(g)
    assert g.view(0)["barrel"] == 7 and g.view(0)["start_space"] == 7
    assert g.to_act() == [1] and g.view(1)["turn"] == 1


def test_seat_zero_winner_starts_on_space_six():
    g = stopped(10.0)
    g.apply(1, "keep first", at=12.0)
    finish_sort(g)
    assert g.view(None)["barrel"] == 6 and g.to_act() == [0]


def test_deal_event_shows_each_player_only_their_own_hand():
    g = stopped(10.0)
    g.apply(1, "keep first", at=12.0)
    deal = first(finish_sort(g), "deal")
    assert deal.to_dict(for_seat=0)["cards"] == g.view(0)["hand"]
    assert "cards" not in deal.to_dict(for_seat=None)


def test_keeps_in_the_moment_of_the_stop_are_ordinary_keeps():
    g = sorting(PREP0, PREP1)
    sort_out(g, 0, 10.0)
    keep = first(g.apply(1, "keep first", at=10.0), "keep")
    assert keep["last"] is False and g.to_act() == [1] and g.view(1)["sort"]["pair"] == ["G3", "W0"]


def test_after_keeps_in_the_moment_of_the_stop_the_pair_in_hand_is_the_last():
    g = sorting(PREP0, PREP1)
    sort_out(g, 0, 10.0)
    sort_out(g, 1, 10.0, pairs=3)
    g.advance(10.2)
    assert g.phase == "last_pair" and g.view(1)["sort"]["prep"] == [0, 14]
    g.apply(1, "keep first")
    assert g.phase == "distribute" and g.view(0)["sort"]["prep"] == [0, 12]


def tie(unused, seed=0):
    """Seat 0 finishes at 5.0, seat 1 sorted nine pairs earlier and finishes at 5.0 too."""
    g = sorting(PREP0, PREP1, unused, seed=seed)
    sort_out(g, 1, 4.0, pairs=9)
    sort_out(g, 0, 5.0)
    return g, g.apply(1, "keep first", at=5.0)


def test_both_sorting_everything_in_the_same_moment_is_a_tie():
    g = sorting(PREP0, PREP1, ["W4", "R0"])
    sort_out(g, 0, 1.0)
    events = sort_out(g, 1, 1.0)
    assert first(events, "tie_draw")["winner"] == 0 and g.phase == "tug"


def test_finishing_in_the_same_moment_is_a_tie_drawn_from_the_unused_cards():
    g, events = tie(["R3", "B3"])
    draw = first(events, "tie_draw")
    assert draw["draws"] == [["R3", "B3"]] and draw["winner"] == 0 and draw["seats"] == [0, 1]


def test_tie_draw_higher_strength_wins():
    g, events = tie(["R1", "B0"])
    assert first(events, "tie_draw")["winner"] == 0


def test_tie_draw_white_beats_red_at_equal_strength():
    g, events = tie(["R2", "W2"])
    assert first(events, "tie_draw")["winner"] == 1


def test_tie_draw_red_beats_blue_and_blue_beats_green():
    assert first(tie(["B1", "R1"])[1], "tie_draw")["winner"] == 1
    assert first(tie(["B1", "G1"])[1], "tie_draw")["winner"] == 0


def test_tie_draw_action_cards_count_zero_below_green():
    g, events = tie(["A-monstrous", "G0"])
    assert first(events, "tie_draw")["winner"] == 1


def test_tie_draw_nessie_counts_six():
    g, events = tie(["W4", "N6"])
    assert first(events, "tie_draw")["winner"] == 1


def test_equal_tie_draw_draws_again():
    g, events = tie(["R2", "R2!", "A-macho", "A-bye-bye", "G1", "B1"])
    draw = first(events, "tie_draw")
    assert draw["draws"] == [["R2", "R2!"], ["A-macho", "A-bye-bye"], ["G1", "B1"]] and draw["winner"] == 1


def test_tie_draw_reshuffles_the_unused_cards_when_they_run_out():
    unused = ["A-macho", "A-bye-bye", "A-monstrous", "A-how-ruck", "A-adrenaline", "A-dirty-trick",
              "A-weak-wins", "A-broken-rope", "A-change-sides", "A-reinforcement", "R0", "R0", "B0", "B0", "G0"]
    g, events = tie(unused)
    draw = first(events, "tie_draw")
    assert len(draw["draws"]) >= 8 and draw["draws"][7][0] == "G0"
    assert all(c in unused for pair in draw["draws"] for c in pair)


def test_tie_draw_cards_are_public():
    g, events = tie(["R3", "B3"])
    assert g.view(None)["sort"]["tie_draws"] == [["R3", "B3"]]
    assert {"R3", "B3"} <= g.seen_by(None)


def test_after_a_tie_nothing_is_handed_out_and_the_winner_plays_first():
    g, events = tie(["R1", "R3"])
    assert g.phase == "tug" and g.to_act() == [1] and g.view(0)["barrel"] == 7
    assert kinds(events)[-4:] == ["tie_draw", "stacks_ready", "deal", "tug_start"]


def test_finishing_later_than_the_stop_is_no_tie():
    g = sorting(PREP0, PREP1)
    sort_out(g, 0, 5.0)
    sort_out(g, 1, 4.0, pairs=0)
    events = g.apply(1, "keep first", at=5.001)
    assert "tie_draw" not in kinds(events) and g.phase == "distribute"


def test_sort_time_cannot_run_backwards():
    g = sorting()
    g.apply(0, "keep first", at=2.0)
    with pytest.raises(ValueError, match="backwards"):
        g.apply(1, "keep first", at=1.0)


def test_the_first_rounds_events_are_kept_as_setup_events():
    g = sorting(prep0=["R1", "B2"], prep1=["G3", "W4"])
    assert kinds(g.setup_events) == ["round_start", "pair", "pair"]
    assert g.setup_events[1].private[0] == {"pair": ["R1", "B2"]}
    assert g.setup_events[2].private[1] == {"pair": ["G3", "W4"]}


def test_a_skipped_sort_keeps_the_deal_as_setup_events():
    g = new_game("heaveho", seed=3, options={"sort": "skip"})
    assert kinds(g.setup_events) == ["round_start", "deal", "tug_start"]
    assert g.setup_events[1].private[0]["cards"] == g.view(0)["hand"]
