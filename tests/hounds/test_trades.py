"""Dead-hand trades: in order from the leader, drawn unseen, revealed together."""
import pytest

from game import IllegalAction

from tests.hounds.helpers import apply_all, game, to_trades

BO = ["SU1", "TD1", "TD2", "EM2", "PG4"]


def at_trades(players=3, dead=("PG3", "MO2"), **kw):
    g = game(players, {1: BO}, dead=list(dead), **kw)
    to_trades(g, cerberus_to=0, discard=0)
    return g


def test_trades_go_from_the_leader_clockwise():
    g = game(4, first_leader=2)
    to_trades(g)
    order = []
    while g.phase == "trade":
        order.append(g.to_act()[0])
        g.apply(order[-1], "notrade")
    assert order == [2, 3, 0, 1]


def test_a_trade_draws_the_top_dead_hand_card_into_the_same_slot():
    g = at_trades()
    apply_all(g, (0, "notrade"), (1, "trade 4"))
    assert g.full_view()["stands"][1]["slots"][4]["card"] == "PG3"


def test_the_traded_card_is_shuffled_into_the_dead_hand():
    g = at_trades()
    apply_all(g, (0, "notrade"), (1, "trade 4"))
    dead = g.full_view()["dead_hand_cards"]
    assert "PG4" in dead and "PG3" not in dead and len(dead) == 10


def test_a_traded_slot_carries_a_mops_marker_for_everyone():
    g = at_trades()
    apply_all(g, (0, "notrade"), (1, "trade 4"))
    for seat in (None, 0, 1, 2):
        view = g.view(seat)
        assert view["stands"][1]["mops"] == 4 and view["stands"][1]["slots"][4]["mops"]


def test_not_trading_leaves_the_stand_without_a_mops_marker():
    g = at_trades()
    g.apply(0, "notrade")
    assert g.view(2)["stands"][0]["mops"] is None and g.view(2)["traded"][0] == "no"


@pytest.mark.parametrize("seat", [None, 0, 1, 2])
def test_a_traded_in_card_is_unseen_by_everyone_until_all_have_chosen(seat):
    g = at_trades()
    apply_all(g, (0, "notrade"), (1, "trade 4"))
    slot = g.view(seat)["stands"][1]["slots"][4]
    assert slot["hidden"] and slot["card"] is None and "PG3" not in g.seen_by(seat)


@pytest.mark.parametrize("seat,sees", [(None, False), (0, True), (1, False), (2, True)])
def test_after_all_have_chosen_a_traded_card_shows_to_those_who_see_that_stand(seat, sees):
    g = at_trades()
    apply_all(g, (0, "notrade"), (1, "trade 4"), (2, "notrade"))
    slot = g.view(seat)["stands"][1]["slots"][4]
    assert (slot["card"] == "PG3") is sees and slot["hidden"] is not sees
    assert ("PG3" in g.seen_by(seat)) is sees


@pytest.mark.parametrize("seat,sees", [(None, False), (0, True), (1, False), (2, False)])
def test_the_leaders_traded_card_after_the_reveal_shows_only_to_the_leader(seat, sees):
    g = at_trades()
    apply_all(g, (0, "trade 3"), (1, "notrade"), (2, "notrade"))
    assert (g.view(seat)["stands"][0]["slots"][3]["card"] == "PG3") is sees


def test_the_leader_does_not_see_their_own_traded_card_before_the_reveal():
    g = at_trades()
    g.apply(0, "trade 3")
    assert g.view(0)["stands"][0]["slots"][3]["hidden"] and g.view(0)["trades_hidden"]


def test_trade_event_never_names_the_drawn_card():
    g = at_trades()
    events = g.apply(0, "trade 3")
    assert events[0].to_dict() == {"kind": "trade", "seat": 0, "slot": 3}
    assert all("PG3" not in str(e.to_dict(for_seat=s)) for e in events for s in (None, 0, 1, 2))


def test_reveal_event_shows_each_card_only_to_those_who_see_its_stand():
    g = at_trades(dead=("PG3", "MO2"))
    apply_all(g, (0, "notrade"), (1, "trade 4"))
    reveal = g.apply(2, "notrade")[-1]
    assert reveal.kind == "trades_revealed" and reveal["slots"] == [[1, 4]]
    assert reveal.to_dict(for_seat=0)["cards"] == [[1, 4, "PG3"]]
    assert reveal.to_dict(for_seat=2)["cards"] == [[1, 4, "PG3"]]
    assert "cards" not in reveal.to_dict(for_seat=1) and "cards" not in reveal.to_dict()


def test_clue_tokens_leave_a_traded_slot():
    g = game(3, {1: BO}, dead=["PG3"])
    g.apply(0, "baddog MO")
    apply_all(g, (0, "clue 1 card 4"), (0, "clue 1 card 0"), (0, "clue 1 card 1"))
    for k in range(3):
        g.apply(0, f"clue 2 card {k}")
    apply_all(g, (0, "cerberus 0"), (0, "discard 0"), (0, "notrade"), (1, "trade 4"))
    slot = g.view(1)["stands"][1]["slots"][4]
    assert (slot["clue_hound"], slot["clue_number"]) == (None, None)


def test_trading_out_of_turn_is_refused():
    g = at_trades()
    with pytest.raises(IllegalAction, match="It is Ann's turn to trade with the dead hand"):
        g.apply(1, "trade 0")


def test_after_the_trades_promises_begin_with_the_leader():
    g = at_trades()
    apply_all(g, (0, "notrade"), (1, "notrade"), (2, "notrade"))
    assert g.phase == "promise" and g.to_act() == [0]
