"""The end of a round (an empty hand, after any Queen's effect), the pot, the
diamond bone, the next deal, and the end of the game."""
import pytest

from game import IllegalAction
from tests.pooch.table import kinds, of_kind, shed, table

#: Six hands that hold every card: seat 2 has the most diamonds (3).
MOST_DIAMONDS = (
    ["S9", "S8", "S7", "S6", "S5", "S4", "S3"],
    ["S2", "S0", "C9", "C8", "C7", "C6", "C5"],
    ["D2", "D3", "D4", "C4", "C3", "C2", "C0"],
    ["D5", "D6", "H9", "H8", "H7", "H6", "H5"],
    ["D7", "X1", "H4", "H3", "H2", "H0", "QS"],
    ["D8", "D9", "QS", "QG", "QG", "QF", "QF"],
)
MOST_DIAMONDS_ASIDE = ["D0", "X1", "X1", "X1"]


def test_the_round_ends_the_moment_the_last_card_is_led():
    g = table(players=6)
    events = shed(g, 0, victim=1)
    won = of_kind(events, "round_won").data
    assert won["seat"] == 0 and won["how"] == "lead" and won["round"] == 1
    assert kinds(events)[-5:] == ["lead", "round_won", "round_scored", "deal", "ante"]


def test_the_round_ends_the_moment_the_last_card_answers():
    g = table(["S9", "S8", "S7", "S6", "S5", "H2", "H9"], ["H3"], players=6)
    shed(g, 0, victim=1, keep=["H2", "H9"])
    g.apply(0, "lead H2 name 1")
    g.apply(1, "respond H3 name 0")
    events = g.apply(0, "respond H9 name 2")
    assert kinds(events)[:3] == ["respond", "round_won", "round_scored"]
    assert of_kind(events, "round_won").data["how"] == "respond"


def test_the_round_ends_the_moment_the_last_card_is_dogpiled():
    g = table(["S0"], ["H7"], ["S2", "C2", "H3"], players=6)
    g.apply(0, "lead S0 name 2")
    g.apply(2, "respond S2 name 1")
    g.apply(1, "pickup")
    shed(g, 2, victim=1, keep=["C2", "H3"])
    g.apply(2, "lead C2 name 1")
    g.apply(1, "respond H7 name 3")
    events = g.apply(2, "dogpile H3")
    won = of_kind(events, "round_won").data
    assert won["seat"] == 2 and won["how"] == "dogpile"


def test_a_greedy_queen_that_refills_the_last_hand_does_not_end_the_round():
    g = table(["S9", "S8", "S7", "S6", "S5", "D5", "QG"], ["D7"], players=6)
    shed(g, 0, victim=1, keep=["D5", "QG"])
    g.apply(0, "lead D5 name 1")
    g.apply(1, "respond D7 name 0")
    events = g.apply(0, "respond QG")
    assert "round_won" not in kinds(events)
    assert g.view(0)["hand"] == ["D5", "D7"] and g.view(None)["leader"] == 0 and g.view(None)["round"] == 1


def test_a_greedy_queen_as_the_last_card_with_no_diamonds_to_take_wins():
    g = table(["S9", "S8", "S7", "S6", "S5", "H5", "QG"], ["H7"], players=6)
    shed(g, 0, victim=1, keep=["H5", "QG"])
    g.apply(0, "lead H5 name 1")
    g.apply(1, "respond H7 name 0")
    events = g.apply(0, "respond QG")
    assert kinds(events)[:3] == ["respond", "greedy", "round_won"]


def test_a_fierce_queen_as_the_last_card_wins():
    g = table(["S9", "S8", "S7", "S6", "S5", "H5", "QF"], ["H7"], players=6)
    shed(g, 0, victim=1, keep=["H5", "QF"])
    g.apply(0, "lead H5 name 1")
    g.apply(1, "respond H7 name 0")
    events = g.apply(0, "respond QF")
    assert kinds(events)[:3] == ["respond", "fierce", "round_won"]
    assert of_kind(events, "round_won").data["seat"] == 0


def test_a_fierce_queen_led_as_the_last_card_wins():
    g = table(["S9", "S8", "S7", "S6", "S5", "S4", "QF"], players=6)
    shed(g, 0, victim=1, keep=["QF"])
    events = g.apply(0, "lead QF")
    assert kinds(events)[:3] == ["lead", "fierce", "round_won"]


def test_the_winner_takes_the_pot_and_gives_a_bone_to_the_most_diamonds():
    g = table(*MOST_DIAMONDS, players=6, aside=MOST_DIAMONDS_ASIDE)
    events = shed(g, 0, victim=1)
    won = of_kind(events, "round_won").data
    assert won["pot"] == 6 and won["diamond_bone"] == 2
    assert won["diamonds"] == [0, 0, 3, 2, 2, 2]
    assert of_kind(events, "round_scored").data["bones"] == [8, 3, 4, 3, 3, 3]
    assert of_kind(events, "round_scored").data["change"] == [4, -1, 0, -1, -1, -1]


def test_wild_ones_count_as_diamonds_for_the_bone():
    hands = list(MOST_DIAMONDS)
    hands[4] = ["D7", "X1", "X1", "X1", "H4", "H3", "QS"]
    g = table(*hands, players=6, aside=["D0", "X1", "H2", "H0"])
    won = of_kind(shed(g, 0, victim=1), "round_won").data
    assert won["diamonds"][4] == 4 and won["diamond_bone"] == 4


def test_tied_most_diamonds_give_no_bone():
    hands = list(MOST_DIAMONDS)
    hands[1] = ["S2", "S0", "C9", "C8", "C7", "C6", "D4"]
    hands[2] = ["D2", "D3", "C5", "C4", "C3", "C2", "C0"]
    g = table(*hands, players=6, aside=MOST_DIAMONDS_ASIDE)
    events = shed(g, 0, victim=1)
    assert of_kind(events, "round_won").data["diamond_bone"] is None
    assert of_kind(events, "round_scored").data["bones"] == [9, 3, 3, 3, 3, 3]


def test_the_next_round_is_dealt_and_anted_with_the_dealer_moved_clockwise():
    g = table(players=6)
    events = shed(g, 0, victim=1)
    deal = of_kind(events, "deal").data
    assert (deal["round"], deal["dealer"], deal["leader"]) == (2, 0, 1)
    assert of_kind(events, "ante").data["pot"] == 6
    v = g.view(None)
    assert (v["round"], v["dealer"], v["leader"], v["pot"]) == (2, 0, 1, 6)
    assert v["hand_counts"] == [7] * 6 and v["pile"] == [] and v["discard"] == 0
    assert sum(v["bones"]) + v["pot"] == 24


def test_the_game_goes_on_while_everyone_has_a_bone():
    g = table(players=6)
    events = shed(g, 0, victim=1)
    assert "game_over" not in kinds(events) and not g.is_over and g.result()["winners"] == []


def test_the_game_ends_after_the_round_that_leaves_someone_without_bones():
    g = table(players=6)
    ended = False
    for _ in range(40):
        leader = g.view(None)["leader"]
        events = shed(g, leader, victim=(leader + 1) % 6)
        bones = of_kind(events, "round_scored").data["bones"]
        assert ("game_over" in kinds(events)) == (min(bones) == 0) == g.is_over
        if g.is_over:
            ended = True
            break
    assert ended
    assert g.to_act() == [] and g.view(None)["phase"] == "over"
    best = max(g.result()["scores"])
    assert g.result()["winners"] == [s for s in range(6) if g.result()["scores"][s] == best]


def test_tied_richest_players_share_the_win():
    hands = list(MOST_DIAMONDS)
    hands[1] = ["S2", "S0", "C9", "C8", "C7", "C6", "D4"]
    hands[2] = ["D2", "D3", "C5", "C4", "C3", "C2", "C0"]
    g = table(*hands, players=6, aside=MOST_DIAMONDS_ASIDE)
    g.bones = [0, 0, 6, 6, 6, 0]  # as if earlier rounds had gone this way (pot 6 as anted)
    events = shed(g, 0, victim=1)
    over = of_kind(events, "game_over").data
    assert over["bones"] == [6, 0, 6, 6, 6, 0]
    assert over["winners"] == [0, 2, 3, 4]
    assert g.result()["winners"] == [0, 2, 3, 4] and g.result()["ranking"][:4] == [0, 2, 3, 4]


def test_result_scores_are_the_bones_and_it_adds_the_pot():
    g = table()
    result = g.result()
    assert result["scores"] == [3, 3, 3, 3] and result["pot"] == 4 and result["winners"] == []


def test_no_action_is_taken_once_the_game_is_over():
    hands = list(MOST_DIAMONDS)
    g = table(*hands, players=6, aside=MOST_DIAMONDS_ASIDE)
    g.bones = [0, 0, 6, 6, 6, 0]
    shed(g, 0, victim=1)
    assert g.is_over and g.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="The game is over"):
        g.apply(0, "pickup")
