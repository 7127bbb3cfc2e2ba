"""The generic invariant harness, run on the single-round and memory variants."""
import pytest

from game.hounds import Hounds
from tests import harness


def variant(**fixed):
    class Variant(Hounds):
        def __init__(self, players=2, seed=0, options=None, deck=None):
            super().__init__(players, seed=seed, options={**fixed, **(options or {})}, deck=deck)
    Variant.__name__ = "Hounds" + "".join(f"_{k}_{v}" for k, v in fixed.items())
    return Variant


VARIANTS = [variant(mode="single"), variant(memory=True), variant(mode="single", memory=True)]


@pytest.mark.parametrize("check", harness.CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("cls", VARIANTS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("players", [2, 5, 7])
def test_variant_passes_the_generic_harness(check, cls, players):
    check(cls, players, 3)
