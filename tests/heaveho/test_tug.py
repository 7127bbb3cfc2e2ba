"""The tug-of-war: hands, placing, covering, contests, the barrel and the end of a round."""
import pytest

from game import IllegalAction, new_game
from tests.heaveho.helpers import first, kinds, play_quietly, quiet_move, stacked, tug

HAND0 = ["B0", "G0", "R0", "R1", "B1", "G1"]
HAND1 = ["W0", "N6", "W4", "W3!", "R2", "B2"]
QUIET1 = ["W0", "N6", "W4", "W2", "R2", "B2"]


def test_skipped_sort_puts_the_barrel_on_seat_zero_start_and_seat_one_plays_first():
    g = tug(HAND0, HAND1)
    assert g.phase == "tug" and g.view(0)["barrel"] == 6 and g.to_act() == [1]


def test_skipped_sort_deals_each_stack_as_it_lies():
    g = tug(HAND0, HAND1, stack0=["R3"], stack1=["G3"])
    assert g.view(0)["hand"] == HAND0 and g.view(1)["hand"] == HAND1
    assert g.full_view()["stacks"][0][0] == "R3" and g.full_view()["stacks"][1][0] == "G3"


def test_hands_of_six_and_team_stacks_of_fourteen():
    v = tug(HAND0, HAND1).view(None)
    assert v["hand_sizes"] == [6, 6] and v["team_stacks"] == [14, 14]


def test_coloured_card_may_go_on_its_colour_space_on_either_side():
    g = tug(HAND0, HAND1)
    assert [str(a) for a in g.legal_actions(1) if a.card == "R2"] == ["place R2 mine red", "place R2 theirs red"]


def test_coloured_card_on_another_colour_is_refused_with_the_reason():
    g = tug(HAND0, HAND1)
    with pytest.raises(IllegalAction, match="A red card goes on a red space, not blue"):
        g.apply(1, "place R2 mine blue")


def test_white_card_may_go_on_any_of_the_six_spaces():
    g = tug(HAND0, HAND1)
    assert len([a for a in g.legal_actions(1) if a.card == "W4"]) == 6


def test_nessie_may_go_on_any_of_the_six_spaces():
    g = tug(HAND0, HAND1)
    assert len([a for a in g.legal_actions(1) if a.card == "N6"]) == 6


def test_played_card_covers_the_card_below():
    g = tug(HAND0, HAND1)
    g.apply(1, "place W0 theirs red")
    events = g.apply(0, "place R0 mine red")
    assert first(events, "place")["covered"] == "W0"
    v = g.view(None)
    assert v["board"][0]["red"] == ["W0", "R0"] and v["tops"][0]["red"] == "R0"


def test_place_event_names_card_side_and_space():
    g = tug(HAND0, HAND1)
    place = first(g.apply(1, "place W4 theirs blue"), "place")
    assert (place["seat"], place["card"], place["side"], place["space"]) == (1, "W4", 0, "blue")


def test_playing_a_card_draws_the_next_from_the_team_stack():
    g = tug(HAND0, HAND1, stack1=["G3"])
    events = g.apply(1, "place R2 mine red")
    assert first(events, "draw").to_dict(for_seat=1)["cards"] == ["G3"]
    assert "cards" not in first(events, "draw").to_dict(for_seat=0)
    assert "G3" in g.view(1)["hand"] and g.view(0)["team_stacks"] == [14, 13]


def test_turns_alternate():
    g = tug(HAND0, HAND1)
    g.apply(1, "place R2 mine red")
    assert g.to_act() == [0] and g.view(0)["turn"] == 0


def test_playing_out_of_turn_names_whose_turn_it_is():
    g = tug(HAND0, HAND1)
    with pytest.raises(IllegalAction, match="It is Bo's turn"):
        g.apply(0, "place R0 mine red")


def test_playing_a_card_not_held_is_refused():
    g = tug(HAND0, HAND1)
    with pytest.raises(IllegalAction, match="You do not hold G3"):
        g.apply(1, "place G3 mine green")


def test_sorting_during_the_tug_is_refused():
    g = tug(HAND0, HAND1)
    with pytest.raises(IllegalAction, match="teams are formed"):
        g.apply(1, "keep first")


def test_marked_card_starts_a_contest_and_the_stronger_side_pulls_by_the_difference():
    g = tug(HAND0, HAND1)
    g.apply(1, "place W4 mine red")
    g.apply(0, "place B0 mine blue")
    events = g.apply(1, "place W3! mine blue")
    contest = first(events, "contest")
    assert contest["strength"] == [4, 9] and contest["difference"] == 5 and contest["puller"] == 1
    assert first(events, "barrel_moved")["from"] == 6 and first(events, "barrel_moved")["to"] == 11
    assert g.view(0)["barrel"] == 11


def test_contest_counts_an_empty_space_as_strength_two():
    g = tug(HAND0, ["R1!", "W0", "N6", "W4", "R2", "B2"])
    contest = first(g.apply(1, "place R1! mine red"), "contest")
    assert contest["strength"] == [6, 5] and contest["puller"] == 0
    assert g.view(0)["barrel"] == 5


def test_marked_card_on_the_opponent_side_also_starts_a_contest():
    g = tug(HAND0, ["R1!", "W0", "N6", "W4", "R2", "B2"])
    contest = first(g.apply(1, "place R1! theirs red"), "contest")
    assert contest["strength"] == [5, 6] and contest["puller"] == 1


def test_equal_strength_contest_moves_nothing():
    g = tug(HAND0, ["R2!", "W0", "N6", "W4", "R2", "B2"])
    events = g.apply(1, "place R2! mine red")
    assert first(events, "contest")["puller"] is None and "barrel_moved" not in kinds(events)
    assert g.view(0)["barrel"] == 6


def test_plain_card_starts_no_contest():
    g = tug(HAND0, HAND1)
    assert "contest" not in kinds(g.apply(1, "place W4 mine red"))


def test_last_contest_is_in_the_view():
    g = tug(HAND0, ["R1!", "W0", "N6", "W4", "R2", "B2"])
    g.apply(1, "place R1! mine red")
    assert g.view(1)["last_contest"] == {"seat": 1, "card": "R1!", "strength": [6, 5], "difference": 1,
                                         "puller": 0, "weak_wins": False}


def strong_pull():
    """Seat 1 builds 4 + 3 + 6 against seat 0's 0 + 0 + 0 and contests with W3!."""
    g = tug(HAND0, HAND1)
    for seat, move in [(1, "place W0 theirs red"), (0, "place B0 mine blue"), (1, "place N6 mine green"),
                       (0, "place G0 mine green"), (1, "place W4 mine red"), (0, "place R0 mine red")]:
        g.apply(seat, move)
    return g, g.apply(1, "place W3! mine blue")


def test_pulling_onto_or_past_the_goal_wins_the_round_at_once():
    g, events = strong_pull()
    moved = first(events, "barrel_moved")
    assert moved["to"] == 12
    won = first(events, "round_won")
    assert won["seat"] == 1 and won["how"] == "goal" and won["barrels"] == [0, 1]
    assert "draw" not in kinds(events)


def test_barrels_won_are_in_view_and_scores():
    g, _ = strong_pull()
    assert g.view(0)["barrels"] == [0, 1] and g.result()["scores"] == [0, 1]
    assert g.view(0)["last_round"] == {"round": 1, "seat": 1, "how": "goal", "barrel": 12}


def test_a_new_round_deals_a_fresh_shuffle_and_sorts_again():
    g, events = strong_pull()
    assert kinds(events)[-3:] == ["round_start", "pair", "pair"]
    v = g.view(0)
    assert g.phase == "sort" and v["round"] == 2 and v["barrel"] is None and v["sort"]["prep"] == [20, 20]
    assert v["board"] == [{"red": [], "blue": [], "green": []}] * 2 and g.to_act() == [0, 1]


def test_round_ends_by_halves_when_neither_holds_a_card():
    g = tug(HAND0, QUIET1)
    events = play_quietly(g)
    won = first(events, "round_won")
    assert won["how"] == "halves" and won["seat"] == 0 and won["barrel"] == 6


def test_barrel_in_seat_one_half_wins_the_round_for_seat_one():
    g = tug(HAND0, ["R3!", "W0", "N6", "W4", "R2", "B2"])
    g.apply(1, "place R3! mine red")
    assert g.view(0)["barrel"] == 7
    won = first(play_quietly(g), "round_won")
    assert won["how"] == "halves" and won["seat"] == 1


def test_a_player_who_still_holds_cards_plays_on_alone():
    g = tug(["A-dirty-trick", "G0", "R0", "R1", "B1", "G1"], QUIET1)
    g.apply(1, "place R2 mine red")
    g.apply(0, "action A-dirty-trick")
    turns = []
    while g.round == 1:
        seat = g.to_act()[0]
        turns.append((seat, g.view(None)["hand_sizes"][1 - seat]))
        g.apply(seat, quiet_move(g, seat))
    assert turns[-2:] == [(0, 0), (0, 0)]
    assert all(a[0] != b[0] for a, b in zip(turns[1:-2], turns[2:-1]))


def test_no_draw_once_the_team_stack_is_empty():
    g = tug(HAND0, QUIET1)
    while g.view(0)["team_stacks"][1] > 0:
        g.apply(g.to_act()[0], quiet_move(g, g.to_act()[0]))
    g.apply(0, quiet_move(g, 0))
    events = g.apply(1, quiet_move(g, 1))
    assert "draw" not in kinds(events) and g.view(1)["hand_sizes"][1] == 5


def test_first_to_three_barrels_wins_the_game():
    g = tug(HAND0, HAND1, seed=4)
    while not g.is_over:
        if g.phase in ("sort", "last_pair", "distribute"):
            g.advance(g.now + 1)
            for seat in g.to_act():
                g.apply(seat, "keep first", at=g.now + 0.5)
            continue
        seat = g.to_act()[0]
        events = g.apply(seat, g.legal_actions(seat)[0])
    assert max(g.result()["scores"]) == 3 and g.result()["winners"] == [g.result()["ranking"][0]]
    over = first(events, "game_over")
    assert over["winners"] == g.result()["winners"] and g.phase == "over" and g.to_act() == []


def test_nothing_is_legal_once_the_game_is_over():
    g = new_game("heaveho", seed=2)
    while not g.is_over:
        acting = [s for s in g.to_act() if g.legal_actions(s)]
        if not acting:
            g.advance(g.now + 1)
            continue
        g.apply(acting[0], g.legal_actions(acting[0])[-1], at=g.now + 0.5)
    with pytest.raises(IllegalAction, match="over"):
        g.apply(0, "keep first")
    assert g.legal_actions(0) == [] and g.legal_actions(1) == []


def test_result_has_no_winner_before_the_end():
    r = tug(HAND0, HAND1).result()
    assert r["scores"] == [0, 0] and r["winners"] == [] and r["barrels"] == [0, 0]


def test_stacked_deck_that_is_not_the_heave_ho_deck_is_refused():
    deck = stacked()
    deck[0] = "R9"
    with pytest.raises(ValueError, match="unknown card R9"):
        new_game("heaveho", deck=deck)


def test_heave_ho_takes_exactly_two_players():
    with pytest.raises(ValueError, match="exactly 2 players"):
        new_game("heaveho", players=3)


def test_bad_sort_option_is_refused():
    with pytest.raises(ValueError, match="sort"):
        new_game("heaveho", options={"sort": "slow"})


def test_later_rounds_sort_even_when_the_first_skipped_it():
    g, _ = strong_pull()
    assert g.opts["sort"] == "skip" and g.phase == "sort" and g.view(1)["sort"]["pair"] is not None


def test_view_of_a_seat_that_does_not_exist_is_a_value_error():
    with pytest.raises(ValueError):
        tug(HAND0, HAND1).view(2)


def test_spectator_view_shows_hand_sizes_but_no_hand():
    v = tug(HAND0, HAND1).view(None)
    assert v["hand"] is None and v["hand_sizes"] == [6, 6]
    assert not set(HAND0) & set(str(v).replace("'", " ").split())
