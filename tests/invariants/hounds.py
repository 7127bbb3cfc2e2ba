"""Heckin Hounds: every card is in exactly one place, promises are in range, and scores,
badness and walked value move only as the rules say (checked from ``full_view``)."""
from __future__ import annotations

import weakref
from collections import Counter

from game.hounds.cards import CERBERUS, HOUND_OF, NUMBER_OF

#: what each game looked like at its last check: scores may only move at a round's end
_last: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _places(view) -> Counter:
    where = Counter()
    for stand in view["stands"]:
        for slot in stand["slots"]:
            if slot["card"] is not None:
                where[slot["card"]] += 1
    where.update(view["dead_hand_cards"])
    if view["discarded"] is not None:
        where[view["discarded"]] += 1
    where.update(c for _, c in view["shift"]["cards"])
    for pile in view["shifts"]:
        where.update(c for _, c in pile["cards"])
    return where


def check(game) -> None:
    view = game.full_view()
    n = view["players"]
    single = view["mode"] == "single"

    # every kennel card and Mops is in exactly one place; Cerberus once he took a slot
    expected = Counter(type(game).cards(n))
    placed = view["cerberus"] is not None and view["cerberus"]["slot"] is not None
    if placed:
        expected[CERBERUS] += 1
    where = _places(view)
    assert where == expected, f"cards out of place: extra {dict(where - expected)}, missing {dict(expected - where)}"
    if single:
        assert view["cerberus"] is None and view["baddog"] is None and view["leader"] is None
    assert len(view["dead_hand_cards"]) == view["dead_hand"] == 10

    # a stand's markers agree with its cards
    for stand in view["stands"]:
        for k, slot in enumerate(stand["slots"]):
            card = slot["card"]
            if slot["clue_hound"] is not None:
                assert card is not None and HOUND_OF[card] == slot["clue_hound"]
            if slot["clue_number"] is not None:
                assert card is not None and NUMBER_OF[card] == slot["clue_number"]
            assert slot["cerberus"] == (card == CERBERUS)
            assert slot["mops"] == (stand["mops"] == k)
        assert 0 <= stand["clues"] <= 3

    # promises are in range (single-round: no zero)
    low = 1 if single else 0
    for p in view["promises"]:
        assert p is None or low <= p <= 5, f"promise {p} out of range"
    if view["phase"] == "play":
        assert None not in view["promises"]
    for past in view["history"]:
        assert all(low <= p <= 5 for p in past["promises"])
        assert past["deltas"] == [w - p for w, p in zip(past["worked"], past["promises"])]
        assert sum(past["worked"]) == 5

    # this round's shifts: who worked them and what that cost
    worked = Counter(pile["worker"] for pile in view["shifts"])
    assert view["worked"] == [worked[s] for s in range(n)]
    for pile in view["shifts"]:
        bad = sum(1 for _, c in pile["cards"] if HOUND_OF[c] == view["baddog"])
        assert pile["badness"] == bad
        assert len(pile["cards"]) == n
    assert len(view["shifts"]) <= 5

    # scores are the sum of every round's (worked - promise)
    for s in range(n):
        assert view["scores"][s] == sum(past["deltas"][s] for past in view["history"])
    if single:
        assert view["badness"] == [0] * n

    # between two checks: scores move only when a round is scored, badness only when a
    # shift is worked (by that shift's bad dogs), walked value by the shift's numbers
    now = {"rounds": len(view["history"]), "scores": list(view["scores"]), "badness": list(view["badness"]),
           "round": view["round"], "shifts": len(view["shifts"]), "walked": list(view.get("walked_value") or [])}
    before = _last.get(game)
    if before is not None:
        if now["rounds"] == before["rounds"]:
            assert now["scores"] == before["scores"], "scores moved outside a round's end"
        same_round = now["round"] == before["round"] and now["rounds"] == before["rounds"]
        if same_round and now["shifts"] == before["shifts"]:
            assert now["badness"] == before["badness"], "badness moved without a worked shift"
            assert now["walked"] == before["walked"]
        elif same_round and now["shifts"] == before["shifts"] + 1:
            pile = view["shifts"][-1]
            gain = [0] * n
            gain[pile["worker"]] = pile["badness"]
            assert now["badness"] == [b + g for b, g in zip(before["badness"], gain)]
            if single:
                value = sum(NUMBER_OF[c] for _, c in pile["cards"])
                assert now["walked"][pile["worker"]] == before["walked"][pile["worker"]] + value
        assert all(a >= b for a, b in zip(now["badness"], before["badness"]))
    _last[game] = now

    result = view["result"]
    if result is not None:
        assert result["fired"] == [s for s in range(n) if view["scores"][s] < 0]
        for w in result["winners"]:
            assert view["scores"][w] >= 0
