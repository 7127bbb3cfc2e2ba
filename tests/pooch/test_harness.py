"""The generic invariant harness on more seeds than the shared run."""
import pytest

from game.pooch import Pooch
from tests import harness


@pytest.mark.parametrize("check", harness.CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("players,seed", [(4, 11), (5, 12), (6, 13), (4, 14)])
def test_pooch_passes_the_generic_harness(check, players, seed):
    check(Pooch, players, seed)
