"""The short single-round game: no leader, clue turns, promises 1-5, walked value."""
import pytest

from game import IllegalAction

from tests.hounds.helpers import apply_all, game, play_slots, promise_all, stack

TWO = {0: ["DP3", "DP2", "EM1", "EM2", "TD1"], 1: ["PG3", "PG2", "SU1", "SU2", "EM3"]}


def single(players=3, hands=None, dealer=2, **kw):
    return game(players, hands, mode="single", first_leader=dealer, **kw)


def scripted_two():
    """Dealer 1, so seat 0 opens. Seat 0 works shifts 1, 2 and 5 (walking 14); seat 1
    works shifts 3 and 4 (walking 6)."""
    g = single(2, TWO, dealer=1)
    while g.phase == "clue":
        seat = g.to_act()[0]
        g.apply(seat, g.legal_actions(seat)[-1])
    apply_all(g, (0, "notrade"), (1, "notrade"))
    return g


def test_single_round_has_no_leader_bad_dog_or_cerberus():
    g = single()
    view = g.view(None)
    assert (view["leader"], view["baddog"], view["phase"], view["rounds"]) == (None, None, "clue", 1)


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_every_stand_faces_out_so_each_player_sees_all_but_their_own(seat):
    g = single()
    view = g.view(seat)
    for owner in range(3):
        cards = [s["card"] for s in view["stands"][owner]["slots"]]
        assert (None in cards) is (owner == seat)
    assert all(st["faces"] == "out" for st in view["stands"])


def test_clue_turns_start_at_the_dealers_left():
    g = single(dealer=2)
    assert g.to_act() == [0] and g.view(None)["clue_turn"] == 0 and g.view(None)["dealer"] == 2


def test_a_clue_giver_may_clue_any_other_player():
    g = single(dealer=2)
    assert {a.target for a in g.legal_actions(0)} == {1, 2}


def test_a_player_cannot_clue_themself():
    g = single(dealer=2)
    with pytest.raises(IllegalAction, match="You cannot clue yourself"):
        g.apply(0, "clue 0 card 0")


def test_only_the_clue_giver_may_clue():
    g = single(dealer=2)
    with pytest.raises(IllegalAction, match="It is Ann's turn to give a clue"):
        g.apply(1, "clue 2 card 0")


def test_clue_turns_go_clockwise_one_set_each():
    g = single(dealer=2)
    order = []
    for text in ("clue 1 card 0", "clue 2 card 0", "clue 0 card 0"):
        order.append(g.to_act()[0])
        g.apply(order[-1], text)
    assert order == [0, 1, 2] and g.to_act() == [0]


def test_a_player_with_three_sets_gets_no_more():
    g = single(dealer=2)
    apply_all(g, (0, "clue 2 card 0"), (1, "clue 2 card 1"), (2, "clue 1 card 1"), (0, "clue 2 card 2"))
    with pytest.raises(IllegalAction, match="Cy already has 3 clue sets"):
        g.apply(1, "clue 2 card 3")


def test_a_player_with_nobody_left_to_clue_is_skipped():
    g = single(dealer=2)
    apply_all(g, (0, "clue 1 card 0"), (1, "clue 2 card 0"), (2, "clue 1 card 1"),
              (0, "clue 2 card 1"), (1, "clue 2 card 2"), (2, "clue 1 card 2"))
    assert g.view(None)["needs_clues"] == [0] and g.to_act() == [1]


def test_clues_end_when_everyone_has_three():
    g = single(dealer=2)
    while g.phase == "clue":
        seat = g.to_act()[0]
        g.apply(seat, g.legal_actions(seat)[0])
    assert [st["clues"] for st in g.view(None)["stands"]] == [3, 3, 3] and g.phase == "trade"


def test_trades_start_at_the_dealers_left():
    g = scripted_two()
    assert g.phase == "promise" and g.to_act() == [0]


def test_a_single_round_promise_is_one_to_five():
    g = scripted_two()
    assert [str(a) for a in g.legal_actions(0)] == [f"promise {p}" for p in range(1, 6)]
    with pytest.raises(IllegalAction, match="In the single-round game a promise is 1 to 5 shifts"):
        g.apply(0, "promise 0")


def test_the_dealers_left_leads_the_first_shift():
    g = scripted_two()
    promise_all(g, [3, 2])
    assert g.phase == "play" and g.to_act() == [0]


def test_the_game_is_one_round():
    g = scripted_two()
    promise_all(g, [3, 2])
    play_slots(g, {0: [0, 1, 2, 3, 4], 1: [0, 1, 2, 3, 4]})
    assert g.is_over and g.view(None)["phase"] == "over"


def test_walked_value_sums_the_numbers_of_the_dogs_in_the_shifts_worked():
    g = scripted_two()
    promise_all(g, [3, 2])
    play_slots(g, {0: [0, 1, 2, 3, 4], 1: [0, 1, 2, 3, 4]})
    assert g.result()["walked_value"] == [14, 6] and g.view(1)["walked_value"] == [14, 6]


def test_a_tie_is_won_by_the_lower_walked_value():
    g = scripted_two()
    promise_all(g, [3, 2])
    play_slots(g, {0: [0, 1, 2, 3, 4], 1: [0, 1, 2, 3, 4]})
    result = g.result()
    assert result["scores"] == [0, 0] and result["winners"] == [1] and result["ranking"] == [1, 0]


def test_single_round_has_no_badness():
    g = scripted_two()
    promise_all(g, [1, 1])
    play_slots(g, {0: [0, 1, 2, 3, 4], 1: [0, 1, 2, 3, 4]})
    result = g.result()
    assert result["badness"] == [0, 0] and result["fired"] == [] and result["houndmaster"] == 0


def test_fewer_shifts_than_promised_means_fired():
    g = scripted_two()
    promise_all(g, [5, 5])
    play_slots(g, {0: [0, 1, 2, 3, 4], 1: [0, 1, 2, 3, 4]})
    result = g.result()
    assert result["fired"] == [0, 1] and result["winners"] == [] and result["ranking"] == [0, 1]


def test_single_mode_works_with_memory_mode():
    g = game(3, mode="single", memory=True, first_leader=0)
    g.apply(1, g.legal_actions(1)[0])
    assert g.view(2)["recent_clue"]["giver"] == 1 and g.view(2)["stands"][0]["clue_sets"] == []


def test_a_stacked_single_game_deals_like_the_normal_one():
    g = game(4, mode="single", first_leader=0)
    assert g.full_view()["dead_hand_cards"] == stack(4)[-10:]
