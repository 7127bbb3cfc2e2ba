"""Every registered game passes the generic harness, at each player count."""
import pytest

from game import GAMES
from tests import harness

CASES = [
    (gid, players, seed)
    for gid, cls in sorted(GAMES.items())
    for players in sorted({cls.min_players, cls.max_players, (cls.min_players + cls.max_players) // 2})
    for seed in (1, 2)
]


@pytest.mark.parametrize("check", harness.CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("gid,players,seed", CASES)
def test_registered_game_passes_harness(check, gid, players, seed):
    check(GAMES[gid], players, seed)
