"""Heave Ho!: the barrel stays on the track, barrels won add up to the rounds played,
all 55 cards are in exactly one place, and each side's strength is what the rules say."""
from __future__ import annotations

from collections import Counter

from game.heaveho.board import TRACK
from game.heaveho.cards import DECK, EMPTY_STRENGTH, STRENGTH

SORTING = ("sort", "last_pair", "distribute")


def check(game) -> None:
    view = game.full_view()
    phase = view["phase"]
    # the barrel: off the track while the teams are formed, on it afterwards
    if phase in SORTING:
        assert view["barrel"] is None and view["start_space"] is None
    else:
        assert 1 <= view["barrel"] <= TRACK, f"barrel on {view['barrel']}"
        assert view["start_space"] in view["start_spaces"]
    # barrels won: one per round finished, nobody past three
    barrels = view["barrels"]
    finished = view["round"] if phase == "over" else view["round"] - 1
    assert sum(barrels) == finished, f"barrels {barrels} after {finished} finished rounds"
    assert max(barrels) <= 3
    if phase == "over":
        assert view["winners"] == [barrels.index(3)]
    else:
        assert 3 not in barrels and view["winners"] == []
    # every card in exactly one place
    places = Counter(view["unused"])
    if phase in SORTING:
        for seat in (0, 1):
            places.update(view["prep"][seat])
            places.update(view["teams"][seat])
    else:
        for seat in (0, 1):
            places.update(view["stacks"][seat])
            places.update(view["hands"][seat])
            for stack in view["board"][seat].values():
                places.update(stack)
        places.update(view["discard"])
        if view["stolen"]:
            places[view["stolen"]] += 1
    assert places == Counter(DECK), f"cards out of place: {(places - Counter(DECK)) + (Counter(DECK) - places)}"
    # the counts a player sees match the cards
    assert view["hand_sizes"] == [len(h) for h in view["hands"]]
    assert view["team_stacks"] == [len(s) for s in view["stacks"]]
    # strength: the visible tops, an empty space counting as the printed Scot
    for seat in (0, 1):
        side = view["board"][seat]
        tops = view["tops"][seat]
        assert tops == {space: (stack[-1] if stack else None) for space, stack in side.items()}
        expected = sum(EMPTY_STRENGTH if top is None else STRENGTH[top] for top in tops.values())
        assert view["strength"][seat] == expected
