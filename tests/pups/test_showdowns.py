"""Showdowns: following suit, Mutts, who wins, ties, the end of the showdown phase."""
import pytest

from game import IllegalAction
from tests.pups.scenarios import ALPHAS, EMPTIES, EMPTIES_PLAYS, MUTT_ALPHA, SHORT, SHORT_PLAYS, STRONG, THREE
from tests.pups.table import act, deal, first, kinds, play


def three(*bids):
    """THREE with seat 0 leading (or whoever the bids make leader)."""
    g = deal(*THREE)
    act(g, *(bids or ("bid atleast 2", "bid exactly 0", "bid exactly 0")))
    return g


def test_the_leader_may_lead_any_card():
    g = three()
    legal = {str(a) for a in g.legal_actions(0)}
    assert {"play F9", "play W5", "play G6", "play M3", "play F1+M3"} <= legal


def test_follower_must_follow_the_led_suit():
    g = three()
    play(g, "G5", "G9")
    with pytest.raises(IllegalAction, match=r"^You must follow Guard Dogs \(you hold G1\)$"):
        play(g, "W2")


def test_following_names_every_card_of_the_led_suit_held():
    g = three()
    play(g, "G5")
    with pytest.raises(IllegalAction, match=r"You must follow Guard Dogs \(you hold G8, G9\)"):
        play(g, "W4")


def test_a_mutt_added_to_an_off_suit_card_does_not_follow():
    g = three()
    play(g, "G5")
    with pytest.raises(IllegalAction, match="You must follow Guard Dogs"):
        play(g, "W4+M1")


def test_a_player_void_in_the_led_suit_may_play_any_card():
    g = three()
    play(g, "F9")
    legal = {str(a) for a in g.legal_actions(1)}
    assert {"play L1", "play W4", "play G9+M2", "play M2", "play M2+M1"} <= legal


def test_a_follower_may_add_a_mutt_to_a_card_of_the_led_suit():
    g = three()
    play(g, "G5", "G8+M2")
    assert g.view(None)["showdown"]["plays"][1] == {"seat": 1, "card": "G8", "mutt": "M2", "cards": ["G8", "M2"],
                                                     "suit": "G", "total": 10}


def test_a_mutt_added_to_a_card_takes_its_suit_and_adds_its_value():
    g = three()
    events = play(g, "W5", "W4+M2", "W2")
    assert first(events, "trick_won")["seat"] == 1
    assert g.view(None)["last_showdown"]["plays"][1]["total"] == 6


def test_only_one_mutt_may_be_added():
    g = three()
    with pytest.raises(IllegalAction, match="^Only one Mutt may be added$"):
        play(g, "F9+M3+M1")


def test_only_a_mutt_may_be_added_to_a_card():
    g = three()
    with pytest.raises(IllegalAction, match="Only a Mutt may be added"):
        play(g, "F9+W5")


def test_a_card_not_in_hand_is_refused():
    g = three()
    with pytest.raises(IllegalAction, match="^You do not hold G9$"):
        play(g, "G9")


def test_an_added_mutt_not_in_hand_is_refused():
    g = three()
    with pytest.raises(IllegalAction, match="^You do not hold M1$"):
        play(g, "F9+M1")


def test_two_copies_of_a_mutt_are_needed_to_play_them_together():
    g = three("bid exactly 0", "bid atleast 1", "bid exactly 0")
    with pytest.raises(IllegalAction, match="You hold only one M2"):
        play(g, "M2+M2")


def test_a_lone_mutt_leads_mutts_and_mutt_holders_must_follow_with_a_mutt():
    g = three()
    play(g, "M3")
    assert g.view(None)["showdown"]["led_suit"] == "M"
    with pytest.raises(IllegalAction, match=r"You must follow Mutts \(you hold M1, M2\)"):
        play(g, "W4")


def test_when_mutts_are_led_a_breed_card_with_a_mutt_added_does_not_follow():
    g = three()
    play(g, "M3")
    with pytest.raises(IllegalAction, match="You must follow Mutts"):
        play(g, "W4+M2")


def test_highest_mutt_total_wins_when_mutts_are_led():
    g = three()
    events = play(g, "M3", "M2", "M1")
    assert first(events, "trick_won")["seat"] == 0


def test_mutt_plus_mutt_leads_mutts_with_their_sum():
    g = three("bid exactly 0", "bid atleast 1", "bid exactly 0")
    play(g, "M2+M1")
    assert g.view(None)["showdown"]["plays"][0]["suit"] == "M"
    assert g.view(None)["showdown"]["plays"][0]["total"] == 3


def test_two_mutts_are_written_higher_first_whichever_order_is_given():
    g = three("bid exactly 0", "bid atleast 1", "bid exactly 0")
    play(g, "M1+M2")
    assert g.record()["actions"][-1][1] == "play M2+M1"


def test_alpha_beats_the_led_suit():
    g = deal(*ALPHAS)
    act(g, "bid atleast 2", "bid exactly 0", "bid exactly 0")
    events = play(g, "F9", "L1", "W9")
    assert first(events, "trick_won")["seat"] == 1


def test_highest_alpha_wins_among_alphas():
    g = deal(*ALPHAS)
    act(g, "bid atleast 2", "bid exactly 0", "bid exactly 0")
    events = play(g, "F9", "L1", "L3")
    assert first(events, "trick_won")["seat"] == 2


def test_sluff_never_wins():
    g = deal(*ALPHAS)
    act(g, "bid atleast 2", "bid exactly 0", "bid exactly 0")
    events = play(g, "F1", "G9", "W9")
    assert first(events, "trick_won")["seat"] == 0


def test_a_lone_mutt_is_alpha_under_a_mutt_alpha_card():
    g = deal(*MUTT_ALPHA)
    act(g, "bid atleast 2", "bid exactly 0", "bid exactly 0")
    events = play(g, "F9", "M1", "W7")
    assert first(events, "trick_won")["seat"] == 1


def test_a_mutt_added_to_a_breed_card_is_not_alpha_under_a_mutt_alpha_card():
    g = deal(*MUTT_ALPHA)
    act(g, "bid atleast 2", "bid exactly 0", "bid exactly 0")
    events = play(g, "F3", "G9+M1", "W7")
    assert first(events, "trick_won")["seat"] == 0


def test_the_winner_takes_the_trick_and_leads_next():
    g = deal(*ALPHAS)
    act(g, "bid atleast 2", "bid exactly 0", "bid exactly 0")
    events = play(g, "F9", "L1", "W9")
    assert first(events, "trick_won").to_dict()["tricks"] == [0, 1, 0]
    assert g.to_act() == [1] and g.view(None)["showdown"]["leader"] == 1


def test_tie_discards_the_showdown_and_the_latest_tied_player_leads():
    g = three()
    events = play(g, "W5", "W4+M1", "W2")
    tied = first(events, "showdown_tied").to_dict()
    assert (tied["tied"], tied["leader"]) == ([0, 1], 1)
    assert g.view(None)["tricks"] == [0, 0, 0] and g.to_act() == [1]
    assert "trick_won" not in kinds(events)


def test_tie_leader_is_the_latest_in_play_order_not_the_highest_seat():
    g = three("bid exactly 0", "bid atleast 1", "bid exactly 0")
    events = play(g, "M2+M1", "M1", "M3")
    assert first(events, "showdown_tied")["tied"] == [1, 0]
    assert g.to_act() == [0]


def test_tied_showdown_cards_stay_visible_as_the_last_showdown():
    g = three()
    play(g, "W5", "W4+M1", "W2")
    last = g.view(2)["last_showdown"]
    assert last["winner"] is None and [p["cards"] for p in last["plays"]] == [["W5"], ["W4", "M1"], ["W2"]]


def test_an_emptied_hand_announces_out():
    g = deal(*EMPTIES)
    act(g, "bid atleast 3", "bid exactly 0", "bid exactly 0")
    play(g, *EMPTIES_PLAYS)
    events = play(g, "F5")
    assert first(events, "out").to_dict() == {"kind": "out", "seat": 0}
    assert g.view(1)["out"] == [0]


def test_the_showdown_in_which_a_hand_empties_is_finished():
    g = deal(*EMPTIES)
    act(g, "bid atleast 3", "bid exactly 0", "bid exactly 0")
    play(g, *EMPTIES_PLAYS, "F5")
    assert g.view(None)["phase"] == "showdown" and g.to_act() == [1]
    play(g, "G1")
    assert g.to_act() == [2]


def test_the_round_ends_after_the_showdown_in_which_a_hand_empties():
    g = deal(*EMPTIES)
    act(g, "bid atleast 3", "bid exactly 0", "bid exactly 0")
    events = play(g, *EMPTIES_PLAYS, "F5", "G1", "W5")
    assert kinds(events)[-7:] == ["play", "trick_won", "showdowns_over", "round_scored", "leader", "alpha", "deal"]
    over = first(events, "showdowns_over").to_dict()
    assert over["tricks"] == [5, 0, 0] and over["discarded"] == [0, 2, 2]
    assert g.view(None)["round"] == 2


def test_a_tie_in_the_last_showdown_still_ends_the_round():
    g = deal(*SHORT)
    act(g, "bid atleast 1", "bid atleast 3")
    events = play(g, *SHORT_PLAYS)
    assert "showdown_tied" in kinds(events) and first(events, "round_scored")["tricks"] == [3, 2]


def test_playing_out_of_turn_names_whose_turn_it_is():
    g = deal(*STRONG)
    act(g, "bid atleast 3", "bid exactly 0")
    with pytest.raises(IllegalAction, match="It is Ann's turn to play"):
        g.apply(1, "play F1")


def test_bidding_during_the_showdowns_is_refused():
    g = deal(*STRONG)
    act(g, "bid atleast 3", "bid exactly 0")
    with pytest.raises(IllegalAction, match="The bids are in"):
        act(g, "bid atleast 1")
