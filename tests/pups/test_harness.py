"""The generic invariant harness on Pups at four players (the shared suite covers 2, 3, 5)."""
import pytest

from game.pups import Pups
from tests import harness


@pytest.mark.parametrize("check", harness.CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("seed", [3, 4, 5])
def test_pups_passes_the_generic_harness_at_four_players(check, seed):
    check(Pups, 4, seed)
