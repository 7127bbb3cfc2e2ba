"""Real-time races over unequal networks through a live server: with one person 20 ms
and another 150 ms round trip away, the one who reacted 30 ms sooner wins."""
from __future__ import annotations

from tests.net.live import run
from tests.net.races import BO, race_over_links


def test_the_quicker_reaction_wins_at_least_95_percent_of_races_between_20_and_150_ms_links(server):
    races = run(race_over_links(server.port, wanted=48, tables=8), timeout=300)
    won = sum(r.winner == r.quicker for r in races)
    far_quicker = [r for r in races if r.quicker == BO]
    print(f"\n{won}/{len(races)} races won by the quicker reaction; the 150 ms person was quicker in "
          f"{len(far_quicker)} (claims arriving last) and won {sum(r.winner == BO for r in far_quicker)}")
    assert len(far_quicker) >= 12  # races that arrival order alone would have lost
    assert won >= 0.95 * len(races)
