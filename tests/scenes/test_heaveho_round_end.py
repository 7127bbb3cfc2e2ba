"""The last picture of a round (the engine deals the next round in the same move):
the view before the move, carried forward by the move's events."""
import random
from collections import Counter

import pytest

from game import new_game
from scenes.heaveho.round_end import round_end_view


def finished_rounds(seed: int, sort: str):
    """(view before the move, the move's events, the game) for every round end of a random game."""
    rng = random.Random(seed)
    g = new_game("heaveho", seed=seed, options={"sort": sort})
    while not g.is_over:
        seats = [s for s in g.to_act() if g.legal_actions(s)]
        if not seats:
            g.advance(g.now + 1.0)
            continue
        seat = rng.choice(seats)
        before = {"all": g.full_view(), seat: g.view(seat)}
        events = g.apply(seat, rng.choice(g.legal_actions(seat)), at=g.now + 0.1)
        kinds = [e.kind for e in events]
        if "round_won" in kinds:
            yield before, events[:kinds.index("round_won") + 1], seat


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_ended_round_keeps_every_team_card_and_the_barrel_where_it_stopped(seed):
    ends = 0
    for before, events, seat in finished_rounds(seed, "skip" if seed % 2 else "speed"):
        ends += 1
        won = events[-1].data
        v = round_end_view(before["all"], events, "all")
        cards = Counter(v["discard"]) + Counter(c for h in v["hands"] for c in h)
        cards += Counter(c for stack in v["stacks"] for c in stack)
        cards += Counter(c for side in v["board"] for stack in side.values() for c in stack)
        if v["stolen"]:
            cards[v["stolen"]] += 1
        assert sum(cards.values()) == 40          # the two teams of 20, nothing lost or doubled
        assert v["hand_sizes"] == [len(h) for h in v["hands"]]
        assert v["barrel"] == won["barrel"] and v["barrels"] == won["barrels"]
        contest = next((e.data for e in events if e.kind == "contest"), None)
        if contest:
            assert v["strength"] == contest["strength"]
        mine = round_end_view(before[seat], events, seat)
        assert mine["hand"] is not None and len(mine["hand"]) == mine["hand_sizes"][seat]
    assert ends >= 3
