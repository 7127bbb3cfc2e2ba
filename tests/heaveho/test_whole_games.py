"""Whole games played by random legal moves, with Heave Ho!'s own invariants checked
after every step (both with the first sort and with it skipped)."""
import random

import pytest

from game import new_game
from tests.invariants.heaveho import check


@pytest.mark.parametrize("sort", ["speed", "skip"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_invariants_hold_after_every_step_of_a_whole_game(sort, seed):
    rng = random.Random(seed)
    g = new_game("heaveho", seed=seed, options={"sort": sort})
    check(g)
    for _ in range(5000):
        if g.is_over:
            break
        seats = [s for s in g.to_act() if g.legal_actions(s)]
        at = g.now + rng.choice([0.0, 0.0, 0.3])
        if not seats:
            g.advance(g.now + 1.0)
        else:
            seat = rng.choice(seats)
            g.apply(seat, rng.choice(g.legal_actions(seat)), at=at)
        check(g)
    assert g.is_over
