"""The results phase: bids made and failed, exactly 0, rescues, Top Dog, the next leader."""
import pytest

from game import IllegalAction
from tests.pups.scenarios import (EMPTIES, EMPTIES_PLAYS, EVEN, EVEN_PLAYS, SHORT, SHORT_PLAYS, STRONG,
                                  STRONG_PLAYS)
from tests.pups.table import act, deal, first, kinds, play


def outcome_of(events, seat):
    return next(b for b in first(events, "round_scored")["bids"] if b["seat"] == seat)


def strong(bid0="bid atleast 3", bid1="bid exactly 0", saved=(0, 0)):
    g = deal(*STRONG)
    g.piles[0].saved, g.piles[1].saved = saved  # saved exactly-0 cards from earlier rounds
    act(g, bid0, bid1)
    return g, play(g, *STRONG_PLAYS)


def short(saved=0, bid0="bid atleast 1"):
    """SHORT: seat 1 bids at least 3 and takes two tricks (seat 0 takes three)."""
    g = deal(*SHORT)
    g.piles[1].saved = saved  # saved exactly-0 cards from earlier rounds
    act(g, bid0, "bid atleast 3")
    return g, play(g, *SHORT_PLAYS)


def test_a_made_at_least_bid_scores_its_treats():
    g, events = strong()
    assert (outcome_of(events, 0)["outcome"], outcome_of(events, 0)["treats"]) == ("made", 3)
    assert g.view(None)["piles"][0]["treat_cards"] == [{"side": "atleast", "number": 3, "label": "at least 3",
                                                        "treats": 3}]


def test_a_made_exactly_bid_scores_double():
    g = deal(*EVEN)
    act(g, "bid atleast 1", "bid exactly 3")
    events = play(g, *EVEN_PLAYS)
    assert (outcome_of(events, 1)["outcome"], outcome_of(events, 1)["treats"]) == ("made", 6)


def test_an_exactly_bid_with_too_many_tricks_fails():
    g, events = strong("bid exactly 3")
    assert (outcome_of(events, 0)["outcome"], outcome_of(events, 0)["poos"]) == ("failed", 3)


def test_too_many_tricks_are_never_rescued():
    g, events = strong("bid exactly 3", saved=(3, 0))
    assert "rescue_offered" not in kinds(events) and g.view(None)["piles"][0]["saved"] == 3


def test_a_failed_bid_goes_to_the_score_pile_as_poos():
    g, events = short()
    assert (outcome_of(events, 1)["outcome"], outcome_of(events, 1)["poos"]) == ("failed", 3)
    assert g.view(None)["piles"][1]["poo_cards"] == [{"number": 3, "poos": 3}]
    assert g.view(None)["scores"][1] == -3


def test_a_made_exactly_0_is_saved_in_the_score_pile():
    g, events = strong()
    assert outcome_of(events, 1)["outcome"] == "saved"
    assert g.view(None)["piles"][1]["saved"] == 1 and g.view(None)["scores"][1] == 0


def test_a_saved_exactly_0_card_does_not_go_back_to_its_stack():
    g, events = strong()
    assert first(events, "round_scored")["piles"][1]["saved"] == 1
    assert g.view(None)["stacks"]["0"] == 7


def test_a_failed_exactly_0_goes_back_to_its_stack_without_poos():
    g, events = short(bid0="bid exactly 0")
    assert (outcome_of(events, 0)["outcome"], outcome_of(events, 0)["poos"]) == ("failed", 0)
    assert g.view(None)["stacks"]["0"] == 8 and g.view(None)["piles"][0]["poo_cards"] == []


def test_a_rescue_is_offered_when_saved_cards_cover_the_shortfall():
    g, events = short(saved=1)
    offer = first(events, "rescue_offered").to_dict()
    assert (offer["seat"], offer["short"], offer["saved"]) == (1, 1, 1)
    assert g.to_act() == [1] and g.view(0)["phase"] == "rescue"
    assert [str(a) for a in g.legal_actions(1)] == ["rescue 0", "rescue 1"]


def test_the_rescue_prompt_is_in_the_view():
    g, _ = short(saved=2)
    prompt = g.view(0)["rescue"]
    assert (prompt["seat"], prompt["short"], prompt["saved"], prompt["bid"]["label"]) == (1, 1, 2, "at least 3")


def test_no_rescue_is_offered_without_enough_saved_cards():
    g, events = strong(bid1="bid atleast 2", saved=(0, 1))
    assert "rescue_offered" not in kinds(events) and outcome_of(events, 1)["outcome"] == "failed"


def test_rescue_k_makes_the_bid_and_returns_the_cards_to_the_exactly_0_stack():
    g, _ = short(saved=2)
    events = act(g, "rescue 1")
    summary = outcome_of(events, 1)
    assert (summary["outcome"], summary["bonus"], summary["treats"], summary["tricks"]) == ("rescued", 1, 3, 2)
    assert g.view(None)["piles"][1]["saved"] == 1 and g.view(None)["stacks"]["0"] == 9


def test_rescue_0_declines_and_the_bid_fails():
    g, _ = short(saved=1)
    events = act(g, "rescue 0")
    assert outcome_of(events, 1)["outcome"] == "failed" and g.view(None)["piles"][1]["saved"] == 1


def test_a_rescue_must_spend_exactly_the_missing_tricks():
    g, _ = short(saved=3)
    with pytest.raises(IllegalAction, match="You are 1 trick short: rescue 1"):
        act(g, "rescue 2")


def test_a_rescue_outside_the_results_is_refused():
    g = deal(*SHORT)
    act(g, "bid atleast 1", "bid atleast 3")
    with pytest.raises(IllegalAction, match="nothing to rescue"):
        act(g, "rescue 1")


def test_rescue_bonus_tricks_do_not_count_for_top_dog():
    g, _ = short(saved=1)
    events = act(g, "rescue 1")
    assert first(events, "round_scored")["top_dog"] == 0


def test_rescues_are_asked_in_bid_order():
    g = deal(*EMPTIES, leader=2)
    g.piles[1].saved = g.piles[2].saved = 2  # saved exactly-0 cards from earlier rounds
    act(g, "bid atleast 2", "bid atleast 3", "bid atleast 1")  # seats 2, 0, 1; seat 0 leads
    events = play(g, *EMPTIES_PLAYS, "F5", "G1", "W5")
    assert first(events, "rescue_offered")["seat"] == 2
    events = act(g, "rescue 2")
    assert first(events, "rescue_offered").to_dict()["seat"] == 1 and g.to_act() == [1]


def test_most_tricks_takes_a_top_dog():
    g, events = strong()
    scored = first(events, "round_scored").to_dict()
    assert (scored["top_dog"], scored["top_dog_burned"], scored["top_dogs_left"]) == (0, False, 6)
    assert g.view(None)["piles"][0]["top_dogs"] == 1


def test_a_top_dog_is_worth_two_treats():
    g, _ = strong()
    assert g.view(None)["scores"][0] == 3 + 2


def test_tied_most_tricks_burns_a_top_dog():
    g = deal(*EVEN)
    act(g, "bid atleast 1", "bid atleast 1")
    events = play(g, *EVEN_PLAYS)
    scored = first(events, "round_scored").to_dict()
    assert (scored["top_dog"], scored["top_dog_burned"], scored["top_dogs_left"]) == (None, True, 6)
    assert g.view(None)["top_dogs_burned"] == 1 and g.view(None)["piles"][0]["top_dogs"] == 0


def test_the_player_with_most_points_leads_the_next_round():
    g, events = short()
    assert first(events, "leader").to_dict() == {"kind": "leader", "seat": 0, "reason": "points", "score": 3}
    assert g.view(None)["leader"] == 0 and g.to_act() == [0]


def test_tied_points_draw_the_next_leader_and_say_so():
    g = deal(*EVEN)
    act(g, "bid atleast 1", "bid atleast 1")
    events = play(g, *EVEN_PLAYS)
    drawn = first(events, "leader_drawn").to_dict()
    assert drawn["tied"] == [0, 1] and g.view(None)["bid_order"][0] == drawn["leader"]
    assert first(events, "leader")["reason"] == "draw"


def test_the_tie_draw_can_fall_either_way():
    leaders = set()
    for seed in range(12):
        g = deal(*EVEN, seed=seed)
        act(g, "bid atleast 1", "bid atleast 1")
        leaders.add(first(play(g, *EVEN_PLAYS), "leader_drawn")["leader"])
    assert leaders == {0, 1}


def test_round_scored_carries_the_whole_round_summary():
    g, events = strong()
    scored = first(events, "round_scored").to_dict()
    assert scored["round"] == 1 and scored["tricks"] == [6, 0] and scored["scores"] == [5, 0]
    assert scored["bids"] == [
        {"seat": 0, "side": "atleast", "number": 3, "rebid": False, "label": "at least 3", "tricks": 6,
         "bonus": 0, "outcome": "made", "treats": 3, "poos": 0},
        {"seat": 1, "side": "exactly", "number": 0, "rebid": False, "label": "exactly 0", "tricks": 0,
         "bonus": 0, "outcome": "saved", "treats": 0, "poos": 0},
    ]


def test_the_next_round_is_dealt_in_the_action_that_ends_a_round():
    g, events = strong()
    assert kinds(events)[-2:] == ["alpha", "deal"]
    view = g.view(1)
    assert (view["round"], view["phase"], view["hand_sizes"], len(view["hand"])) == (2, "bid", [7, 7], 7)
    assert view["tricks"] == [0, 0] and view["bids"] == [None, None]


def test_the_result_names_top_dogs_and_this_rounds_tricks():
    g = deal(*STRONG)
    act(g, "bid atleast 3", "bid exactly 0")
    play(g, *STRONG_PLAYS[:4])
    result = g.result()
    assert result["tricks"] == [2, 0] and result["top_dogs"] == [0, 0] and result["winners"] == []
