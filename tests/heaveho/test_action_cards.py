"""The ten action cards, declining them, and the discard pile."""
import pytest

from game import IllegalAction
from tests.heaveho.helpers import first, kinds, play_quietly, tug

PLAIN0 = ["G0", "R0", "R1", "B1", "G1", "B0"]
PLAIN1 = ["W0", "N6", "W4", "W2", "R2", "B2"]


def with_card(card, hand=PLAIN1):
    """Seat 1 (who plays first) holds ``card`` instead of its last plain card."""
    return [card, *hand[:5]]


def test_action_card_goes_to_the_discard_pile():
    g = tug(PLAIN0, with_card("A-how-ruck"))
    g.apply(1, "action A-how-ruck")
    assert g.view(0)["discard"] == ["A-how-ruck"] and "A-how-ruck" not in g.view(1)["hand"]


def test_action_card_cannot_be_placed_on_a_space():
    g = tug(PLAIN0, with_card("A-how-ruck"))
    with pytest.raises(IllegalAction, match="is an action card"):
        g.apply(1, "place A-how-ruck mine red")


def test_declining_discards_the_card_without_its_effect_and_still_draws():
    g = tug(PLAIN0, with_card("A-adrenaline"), stack1=["G3"])
    events = g.apply(1, "decline A-adrenaline")
    assert first(events, "action")["declined"] is True and "barrel_moved" not in kinds(events)
    assert g.view(1)["barrel"] == 6 and g.view(1)["discard"] == ["A-adrenaline"]
    assert "G3" in g.view(1)["hand"] and g.to_act() == [0]


@pytest.mark.parametrize("card", ["A-adrenaline", "A-how-ruck", "A-weak-wins", "A-macho", "A-broken-rope",
                                  "A-monstrous", "A-reinforcement", "A-bye-bye", "A-dirty-trick"])
def test_every_action_card_may_be_declined(card):
    g = tug(PLAIN0, with_card(card))
    assert f"decline {card}" in [str(a) for a in g.legal_actions(1)]


# -- Adrenaline Rush -------------------------------------------------------------------
def test_adrenaline_pulls_the_barrel_two_spaces_toward_the_player():
    g = tug(PLAIN0, with_card("A-adrenaline"))
    moved = first(g.apply(1, "action A-adrenaline"), "barrel_moved")
    assert (moved["from"], moved["to"], moved["seat"], moved["cause"]) == (6, 8, 1, "A-adrenaline")


def test_adrenaline_onto_the_goal_wins_the_round():
    g = tug(["R3!", "A-adrenaline", "R1", "B1", "G1", "B0"], PLAIN1)
    g.apply(1, "place W0 mine red")           # seat 1: 0 + 2 + 2
    g.apply(0, "place R3! mine red")          # seat 0: 3 + 2 + 2, pulls 3: barrel 3
    g.apply(1, "place W4 mine blue")
    assert g.view(0)["barrel"] == 3
    won = first(g.apply(0, "action A-adrenaline"), "round_won")
    assert won["seat"] == 0 and won["how"] == "goal" and won["barrel"] == 1


# -- How Ruck and Weak Wins ------------------------------------------------------------
def test_how_ruck_holds_a_contest_now():
    g = tug(PLAIN0, with_card("A-how-ruck"))
    g.apply(1, "place W4 mine red")
    g.apply(0, "place B0 mine blue")
    contest = first(g.apply(1, "action A-how-ruck"), "contest")
    assert contest["strength"] == [4, 8] and contest["puller"] == 1 and contest["card"] == "A-how-ruck"
    assert g.view(0)["barrel"] == 10


def test_weak_wins_lets_the_weaker_side_pull_by_the_difference():
    g = tug(PLAIN0, with_card("A-weak-wins"))
    g.apply(1, "place W4 mine red")
    g.apply(0, "place B0 mine blue")
    contest = first(g.apply(1, "action A-weak-wins"), "contest")
    assert contest["weak_wins"] is True and contest["puller"] == 0 and contest["difference"] == 4
    assert g.view(0)["barrel"] == 2


# -- Macho Man -------------------------------------------------------------------------
def macho_board():
    g = tug(["A-macho", "W3", "W0", "R1", "B1", "G1"], ["W2", "N6", "R2", "W4", "B2", "G2"])
    for seat, move in [(1, "place W2 mine red"), (0, "place W3 theirs red"), (1, "place N6 mine green"),
                       (0, "place W0 mine blue"), (1, "place R2 theirs red")]:
        g.apply(seat, move)
    return g, g.apply(0, "action A-macho")


def test_macho_man_discards_every_visible_lady_on_both_sides():
    g, events = macho_board()
    gone = first(events, "discarded")["cards"]
    assert sorted(c["card"] for c in gone) == ["W0", "W3"]
    assert g.view(0)["discard"] == ["A-macho", "W0", "W3"]


def test_macho_man_spares_nessie():
    g, _ = macho_board()
    assert g.view(0)["tops"][1]["green"] == "N6"


def test_a_lady_uncovered_by_macho_man_stays():
    g, events = macho_board()
    assert g.view(0)["tops"][1]["red"] == "W2"
    assert {"side": 1, "space": "red", "card": "W3", "uncovered": "W2"} in first(events, "discarded")["cards"]


# -- Broken Rope -----------------------------------------------------------------------
def test_broken_rope_returns_the_barrel_to_this_round_start_space():
    g = tug(["A-broken-rope", "G0", "R0", "R1", "B1", "B0"], ["R3!", *PLAIN1[:5]])
    g.apply(1, "place R3! mine red")
    g.apply(0, "place B0 mine blue")
    g.apply(1, "place W4 mine blue")
    assert g.view(0)["barrel"] == 7
    moved = first(g.apply(0, "action A-broken-rope"), "barrel_moved")
    assert moved["to"] == 6 and moved["seat"] is None and g.view(0)["barrel"] == 6


def test_broken_rope_uses_the_round_start_not_the_player_start():
    g = tug(PLAIN0, ["R3!", "A-broken-rope", "W4", "W2", "R2", "B2"])
    g.apply(1, "place R3! mine red")
    g.apply(0, "place B0 mine blue")
    g.apply(1, "place W4 mine blue")
    g.apply(0, "place G0 mine green")
    assert g.view(1)["barrel"] == 7 and g.view(1)["start_space"] == 6
    g.apply(1, "action A-broken-rope")
    assert g.view(1)["barrel"] == 6


# -- Change Sides ----------------------------------------------------------------------
def change_sides(first_moves, hand0=("A-change-sides", "W3", "B0", "R1", "B1", "G1"), hand1=PLAIN1):
    g = tug(list(hand0), list(hand1))
    for seat, move in first_moves:
        g.apply(seat, move)
    return g


def test_change_sides_takes_an_opponent_card_to_the_same_space_on_your_side():
    g = change_sides([(1, "place R2 mine red")])
    moved = first(g.apply(0, "action A-change-sides theirs red mine red"), "moved")
    assert moved["card"] == "R2"
    assert moved["from"] == {"side": 1, "space": "red"} and moved["to"] == {"side": 0, "space": "red"}
    assert g.view(0)["tops"][0]["red"] == "R2" and g.view(0)["tops"][1]["red"] is None


def test_change_sides_moves_your_own_card_to_the_opponent():
    g = change_sides([(1, "place W0 theirs green")])
    g.apply(0, "action A-change-sides mine green theirs blue")
    assert g.view(0)["tops"][1]["blue"] == "W0" and g.view(0)["board"][0]["green"] == []


def test_change_sides_keeps_a_coloured_card_on_its_colour():
    g = change_sides([(1, "place R2 mine red")])
    with pytest.raises(IllegalAction, match="must go to a red space"):
        g.apply(0, "action A-change-sides theirs red mine blue")


def test_change_sides_moves_a_white_card_to_any_space():
    g = change_sides([(1, "place W4 mine red")])
    choices = [str(a) for a in g.legal_actions(0) if a.card == "A-change-sides"]
    assert choices == ["action A-change-sides theirs red mine red", "action A-change-sides theirs red mine blue",
                       "action A-change-sides theirs red mine green", "decline A-change-sides"]


def test_change_sides_must_cross_to_the_other_side():
    g = change_sides([(1, "place R2 mine red")])
    with pytest.raises(IllegalAction, match="to the other side"):
        g.apply(0, "action A-change-sides theirs red theirs red")


def test_change_sides_needs_a_card_on_the_space():
    g = change_sides([(1, "place R2 mine red")])
    with pytest.raises(IllegalAction, match="no card on Bo's blue space"):
        g.apply(0, "action A-change-sides theirs blue mine blue")


def test_change_sides_with_an_empty_board_can_only_be_declined():
    g = tug(PLAIN0, with_card("A-change-sides"))
    assert [str(a) for a in g.legal_actions(1) if a.card == "A-change-sides"] == ["decline A-change-sides"]


def test_a_marked_card_moved_by_change_sides_starts_no_contest():
    g = change_sides([(1, "place R3! theirs red"), (0, "place B1 mine blue"), (1, "place W4 mine blue")],
                     hand1=["R3!", *PLAIN1[:5]])
    barrel = g.view(0)["barrel"]
    events = g.apply(0, "action A-change-sides mine red theirs red")
    assert "contest" not in kinds(events) and g.view(0)["barrel"] == barrel
    assert g.view(0)["tops"][1]["red"] == "R3!"


def test_change_sides_uncovers_the_card_below():
    g = change_sides([(1, "place R2 mine red"), (0, "place R1 theirs red"), (1, "place W4 mine blue")])
    moved = first(g.apply(0, "action A-change-sides theirs red mine red"), "moved")
    assert moved["uncovered"] == "R2" and g.view(0)["tops"][1]["red"] == "R2"


# -- Bye-bye ---------------------------------------------------------------------------
def test_bye_bye_names_any_strength_on_the_cards():
    g = tug(PLAIN0, with_card("A-bye-bye"))
    assert [str(a) for a in g.legal_actions(1) if a.card == "A-bye-bye"] == [
        "action A-bye-bye 0", "action A-bye-bye 1", "action A-bye-bye 2", "action A-bye-bye 3",
        "action A-bye-bye 4", "action A-bye-bye 6", "decline A-bye-bye"]


def bye_bye_board():
    g = tug(["A-bye-bye", "B2", "W2", "R1", "B1", "G1"], ["R2", "N6", "W4", "G2", "W0", "B0"])
    for seat, move in [(1, "place R2 mine red"), (0, "place B2 mine blue"), (1, "place W0 theirs green"),
                       (0, "place W2 theirs green"), (1, "place G2 theirs green"), (0, "place R1 theirs red")]:
        g.apply(seat, move)
    return g


def test_bye_bye_discards_every_visible_card_of_that_strength_on_both_sides():
    g = bye_bye_board()
    # visible: seat 0 blue B2, green G2 (over W0); seat 1 red R1 (over R2), green W2
    g.apply(1, "place B0 mine blue")
    events = g.apply(0, "action A-bye-bye 2")
    gone = sorted(c["card"] for c in first(events, "discarded")["cards"])
    assert gone == ["B2", "G2", "W2"]
    assert g.view(0)["tops"][0] == {"red": None, "blue": None, "green": "W0"}


def test_bye_bye_leaves_the_uncovered_cards_even_of_that_strength():
    g = bye_bye_board()
    g.apply(1, "place B0 mine blue")
    g.apply(0, "action A-bye-bye 1")
    assert g.view(0)["tops"][1]["red"] == "R2"
    g2 = tug(["A-bye-bye", "R2", "W3", "R1", "B1", "G1"], PLAIN1)
    g2.apply(1, "place R2 mine red")
    g2.apply(0, "place R2 theirs red")
    g2.apply(1, "place W4 mine blue")
    g2.apply(0, "action A-bye-bye 2")
    assert g2.view(0)["board"][1]["red"] == ["R2"]


def test_bye_bye_does_not_touch_the_printed_scots_of_empty_spaces():
    g = tug(PLAIN0, with_card("A-bye-bye"))
    events = g.apply(1, "action A-bye-bye 2")
    assert first(events, "discarded")["cards"] == [] and g.view(0)["strength"] == [6, 6]


# -- Monstrous -------------------------------------------------------------------------
def test_monstrous_makes_the_player_showing_nessie_lose_the_round():
    g = tug(["A-monstrous", *PLAIN0[:5]], PLAIN1)
    g.apply(1, "place N6 mine green")
    events = g.apply(0, "action A-monstrous")
    won = first(events, "round_won")
    assert won["seat"] == 0 and won["how"] == "monstrous" and g.view(0)["barrels"] == [1, 0]


def test_monstrous_against_your_own_nessie_loses_you_the_round():
    g = tug(["A-monstrous", *PLAIN0[:5]], PLAIN1)
    g.apply(1, "place N6 theirs red")
    won = first(g.apply(0, "action A-monstrous"), "round_won")
    assert won["seat"] == 1


def test_monstrous_does_nothing_when_nessie_is_covered():
    g = tug(["A-monstrous", "W3", "R1", "B1", "G1", "B0"], PLAIN1)
    g.apply(1, "place N6 mine green")
    g.apply(0, "place W3 theirs green")
    g.apply(1, "place W4 mine red")
    events = g.apply(0, "action A-monstrous")
    assert "round_won" not in kinds(events) and g.to_act() == [1] and g.round == 1


# -- Reinforcement ---------------------------------------------------------------------
def test_reinforcement_draws_three_cards_besides_the_usual_one():
    g = tug(PLAIN0, with_card("A-reinforcement"), stack1=["R3", "B3", "G3", "W3"])
    draw = first(g.apply(1, "action A-reinforcement"), "draw")
    assert draw["count"] == 4 and draw.to_dict(for_seat=1)["cards"] == ["R3", "B3", "G3", "W3"]
    assert g.view(0)["hand_sizes"] == [6, 9] and g.view(0)["team_stacks"] == [14, 10]


def test_reinforcement_draws_fewer_when_the_stack_is_short():
    g = tug(PLAIN0, with_card("A-reinforcement"))
    play_quietly(g, keep=("A-reinforcement",), until=lambda g: g.view(0)["team_stacks"][1] == 2 and g.to_act() == [1])
    assert g.view(0)["team_stacks"][1] == 2
    draw = first(g.apply(1, "action A-reinforcement"), "draw")
    assert draw["count"] == 2 and g.view(0)["hand_sizes"][1] == 7 and g.view(0)["team_stacks"][1] == 0


# -- Dirty Trick -----------------------------------------------------------------------
def stealing(card, hand0=("R3!", "A-adrenaline", "W4", "B1", "G1", "A-reinforcement")):
    """Seat 1 plays Dirty Trick first; the seed is chosen so it takes ``card``."""
    for seed in range(300):
        g = tug(list(hand0), with_card("A-dirty-trick"), stack0=["G3"], stack1=["R3", "B3", "G2", "W3"], seed=seed)
        events = g.apply(1, "action A-dirty-trick")
        if g.stolen == card:
            return g, events
    raise AssertionError(f"no seed steals {card}")


def test_dirty_trick_takes_a_card_from_the_opponent_hand_without_replacement():
    g, events = stealing("W4")
    trick = first(events, "dirty_trick")
    assert (trick["seat"], trick["from"], trick["card"]) == (1, 0, "W4")
    assert "W4" not in g.view(0)["hand"] and g.view(0)["hand_sizes"] == [5, 5] and g.view(0)["team_stacks"][0] == 14


def test_the_taken_card_is_public():
    g, events = stealing("W4")
    assert g.view(None)["stolen"] == "W4" and "W4" in g.seen_by(None)


def test_the_taken_card_must_be_played_at_once():
    g, _ = stealing("W4")
    assert g.to_act() == [1]
    assert {a.card for a in g.legal_actions(1)} == {"W4"} and len(g.legal_actions(1)) == 6
    with pytest.raises(IllegalAction, match="First play the card you took with Dirty Trick: W4"):
        g.apply(1, "place R2 mine red")


def test_the_taker_draws_one_card_after_playing_the_taken_card():
    g, events = stealing("W4")
    assert "draw" not in kinds(events)
    events = g.apply(1, "place W4 mine blue")
    assert first(events, "draw")["count"] == 1 and g.view(0)["hand_sizes"] == [5, 6] and g.to_act() == [0]


def test_a_taken_marked_card_starts_a_contest():
    g, _ = stealing("R3!")
    events = g.apply(1, "place R3! mine red")
    assert first(events, "contest")["strength"] == [6, 7] and g.view(0)["barrel"] == 7


def test_a_taken_action_card_acts_for_the_taker():
    g, _ = stealing("A-adrenaline")
    assert [str(a) for a in g.legal_actions(1)] == ["action A-adrenaline", "decline A-adrenaline"]
    g.apply(1, "action A-adrenaline")
    assert g.view(0)["barrel"] == 8 and g.view(0)["discard"] == ["A-dirty-trick", "A-adrenaline"]


def test_a_taken_action_card_may_be_declined():
    g, _ = stealing("A-adrenaline")
    g.apply(1, "decline A-adrenaline")
    assert g.view(0)["barrel"] == 6 and g.to_act() == [0]


def test_a_taken_reinforcement_draws_three_besides_the_dirty_trick_draw():
    g, _ = stealing("A-reinforcement")
    draw = first(g.apply(1, "action A-reinforcement"), "draw")
    assert draw["count"] == 4 and g.view(0)["hand_sizes"] == [5, 9]


def test_dirty_trick_against_an_empty_hand_can_only_be_declined():
    hand0 = ["A-dirty-trick", "G0", "R0", "R1", "B1", "B0"]
    g = tug(hand0, PLAIN1)
    play_quietly(g, keep=("A-dirty-trick",), until=lambda g: g.view(0)["hand_sizes"][1] == 0)
    assert g.to_act() == [0] and g.view(0)["hand"] == ["A-dirty-trick"]
    assert [str(a) for a in g.legal_actions(0)] == ["decline A-dirty-trick"]
    with pytest.raises(IllegalAction, match="Bo holds no cards: Dirty Trick can only be declined"):
        g.apply(0, "action A-dirty-trick")
