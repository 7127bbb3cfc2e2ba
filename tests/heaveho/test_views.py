"""Views, records and hidden information for Heave Ho!."""
import json
import random

import pytest

from game import new_game, replay
from game.heaveho import HeaveHo
from tests import harness
from tests.heaveho.helpers import sort_out, sorting, tug

VIEW_KEYS = {"seat", "names", "round", "phase", "to_act", "turn", "winners", "barrel", "barrels", "start_space",
             "start_spaces", "goals", "sort", "board", "tops", "strength", "hand", "hand_sizes", "team_stacks",
             "discard", "stolen", "last_contest", "last_round"}


@pytest.mark.parametrize("check", harness.CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("seed", [3, 4, 5])
def test_heave_ho_passes_the_generic_harness_on_more_seeds(check, seed):
    check(HeaveHo, 2, seed)


def test_view_has_the_documented_keys():
    g = sorting()
    assert set(g.view(0)) == VIEW_KEYS and set(g.view(None)) == VIEW_KEYS


def test_the_other_player_pair_is_not_in_a_view_or_event():
    g = sorting(["R3", "G0"], ["B3", "R0"])
    pattern = harness.code_pattern(HeaveHo, 2)
    events = g.apply(0, "keep first", at=0.2)
    shown = [g.view(1), *[e.to_dict(for_seat=1) for e in events]]
    assert not harness.leaked(pattern, shown, set(g.view(1)["sort"]["pair"]))


def test_cards_handed_out_stay_hidden_from_the_other_player():
    g = sorting()
    sort_out(g, 0, 3.0)
    g.apply(1, "keep first", at=4.0)
    pair = g.view(0)["sort"]["pair"]
    event = g.apply(0, "keep first")[0]
    assert event.kind == "distribute" and event.to_dict(for_seat=0)["kept"] == pair[0]
    assert "kept" not in event.to_dict(for_seat=1) and event.to_dict(for_seat=1)["to"] == 1


def test_covered_cards_are_public_in_the_view():
    g = tug(["B0", "G0", "R0", "R1", "B1", "G1"], ["W0", "N6", "W4", "W2", "R2", "B2"])
    g.apply(1, "place R2 mine red")
    g.apply(0, "place R1 theirs red")
    assert g.view(None)["board"][1]["red"] == ["R2", "R1"] and "R2" in g.seen_by(None)


def test_pending_stop_replays_to_the_same_state():
    g = sorting()
    sort_out(g, 0, 2.0)
    sort_out(g, 1, 2.0, pairs=2)
    again = replay(json.loads(json.dumps(g.record())))
    assert harness.views(again) == harness.views(g)
    assert again.view(0)["sort"]["stop"] == {"seat": 0, "at": 2.0, "final": False}


def test_views_are_json_in_every_phase():
    g = new_game("heaveho", seed=11)
    rng = random.Random(1)
    phases = set()
    while not g.is_over:
        phases.add(g.phase)
        for seat in (None, 0, 1):
            json.dumps(g.view(seat))
        harness.random_step(g, rng)
    assert phases >= {"sort", "tug"}
    json.dumps(g.full_view())
