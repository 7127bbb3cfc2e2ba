"""The events a table animates a round from, and what they may show."""
import random
import re

import pytest

from game import IllegalAction, new_game
from game.hounds.cards import HOUND_NAMES
from game.hounds.notation import _BY_TEXT

from tests.hounds.helpers import apply_all, clue_everyone, game, no_trades


def kinds(events):
    return [e.kind for e in events]


def test_a_round_tells_its_story_in_events():
    g = game(3)
    events = g.apply(0, "baddog TD")
    while g.phase == "clue":
        events += g.apply(0, g.legal_actions(0)[-1])
    events += apply_all(g, (0, "cerberus 2"), (2, "discard 1"), (0, "notrade"), (1, "trade 0"), (2, "notrade"))
    events += apply_all(g, (0, "promise 1"), (1, "promise 2"), (2, "promise 1"))
    while g.round == 0:
        seat = g.to_act()[0]
        events += g.apply(seat, g.legal_actions(seat)[0])
    assert kinds(events)[:18] == ["baddog"] + ["clue"] * 6 + [
        "cerberus_assigned", "discard", "cerberus_placed", "trade", "trade", "trade", "trades_revealed",
        "promise", "promise", "promise", "play"]
    assert kinds(events).count("play") == 15 and kinds(events).count("shift_worked") == 5
    assert kinds(events)[-2:] == ["round_scored", "deal"]


def test_cerberus_assigned_event_names_leader_and_player():
    g = game(3)
    g.apply(0, "baddog MO")
    clue_everyone(g)
    assert g.apply(0, "cerberus 2")[0].to_dict() == {"kind": "cerberus_assigned", "leader": 0, "seat": 2}


def test_promise_event_names_seat_and_promise():
    g = game(3)
    g.apply(0, "baddog MO")
    clue_everyone(g)
    apply_all(g, (0, "cerberus 0"), (0, "discard 0"))
    no_trades(g)
    assert g.apply(0, "promise 2")[0].to_dict() == {"kind": "promise", "seat": 0, "promise": 2}


CODE = re.compile(r"\b(?:MO|EM|TD|SU|PG|DP)\d\b")
NAMES = [name for code, name in HOUND_NAMES.items() if code != "CE"]


@pytest.mark.parametrize("options", [{}, {"mode": "single"}], ids=["normal", "single"])
def test_no_refusal_reason_shows_a_card_the_seat_may_not_see(options):
    actions = list(_BY_TEXT.values())
    for seed in range(3):
        g = new_game("hounds", players=4, seed=seed, options=options)
        rng = random.Random(seed)
        while not g.is_over:
            for seat in range(4):
                allowed = g.seen_by(seat)
                legal = set(g.legal_actions(seat))
                for action in rng.sample(actions, 40):
                    if action in legal:
                        continue
                    with pytest.raises(IllegalAction) as refused:
                        g.apply(seat, action)
                    reason = str(refused.value)
                    assert set(CODE.findall(reason)) <= allowed, reason
                    if not g.single and seat != g.leader:
                        assert not any(name in reason for name in NAMES), reason
            seat = g.to_act()[0]
            g.apply(seat, rng.choice(g.legal_actions(seat)))
