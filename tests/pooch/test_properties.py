"""Properties of any random game: bones are conserved, random play ends, records replay."""
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import IllegalAction, new_game, replay
from game.pooch import Pooch
from tests import harness

PAUSES = st.lists(st.sampled_from([0.0, 0.0, 0.05, 0.3, 1.0, 2.5, 7.0]), min_size=1, max_size=10)
CLOCKS = st.one_of(st.none(), st.sampled_from([0.5, 1.0, 3.0]))


def random_game(seed, players, clock, pauses, check=None):
    """Random legal actions at random times, with stale dogpiles thrown in."""
    g = new_game("pooch", players=players, seed=seed, options={"shot_clock": clock})
    rng = random.Random(seed)
    steps = 0
    old_windows = []
    while not g.is_over:
        assert steps < Pooch.playout_bound, "a random game did not end"
        at = g.now + pauses[steps % len(pauses)]
        steps += 1
        if g.view(None)["window"] is not None:
            old_windows.append(g.view(None)["window"])
        seats = [s for s in g.to_act() if g.legal_actions(s)]
        if old_windows and rng.random() < 0.05:
            seat = rng.randrange(players)
            hand = g.view(seat)["hand"]
            try:
                g.apply(seat, f"dogpile {rng.choice(hand)} @{rng.choice(old_windows)}", at=at)
            except IllegalAction:
                pass
        elif not seats or rng.random() < 0.03:
            g.advance(at)
        else:
            seat = rng.choice(seats)
            step = g.step
            try:
                g.apply(seat, rng.choice(g.legal_actions(seat)), at=at)
            except IllegalAction:
                assert g.step == step + 1, "a legal action was refused though the shot clock did not fire"
        if check:
            check(g)
    return g


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 6), players=st.integers(4, 6), clock=CLOCKS, pauses=PAUSES)
def test_bones_are_conserved_through_any_random_game(seed, players, clock, pauses):
    def conserved(g):
        v = g.view(None)
        assert sum(v["bones"]) + v["pot"] == 4 * players
        assert min(v["bones"]) >= 0
        assert v["pot"] == (0 if g.is_over else players)

    g = random_game(seed, players, clock, pauses, conserved)
    assert sum(g.result()["scores"]) == 4 * players and g.result()["pot"] == 0


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10 ** 6), players=st.integers(4, 6), clock=CLOCKS, pauses=PAUSES)
def test_any_random_game_replays_from_its_record(seed, players, clock, pauses):
    g = random_game(seed, players, clock, pauses)
    again = replay(json.loads(json.dumps(g.record())))
    assert harness.views(again) == harness.views(g) and again.result() == g.result()


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10 ** 6), players=st.integers(4, 6), clock=CLOCKS, pauses=PAUSES)
def test_cards_are_conserved_and_to_act_never_depends_on_hidden_cards(seed, players, clock, pauses):
    def check(g):
        full = g.full_view()
        held = [c for h in full["hands"] for c in h]
        assert sorted(held + full["pile"] + full["discard_pile"] + full["aside_cards"]) == sorted(Pooch.cards(players))
        v = full
        if v["phase"] == "respond":
            expected = [v["named"]] if v["top"] in ("QS",) else [
                s for s in range(players) if s != v["namer"] and s not in v["dogpiled"]]
            assert g.to_act() == sorted(expected)

    random_game(seed, players, clock, pauses, check)


@pytest.mark.parametrize("players", [4, 5, 6])
def test_random_games_end_well_inside_the_playout_bound(players):
    longest = max(len(harness.playout(Pooch, players, seed).record()["actions"]) for seed in range(40))
    assert longest < Pooch.playout_bound // 4
