"""You Shady Pooch!: bones are conserved, every card is in exactly one place, and a
window id exists exactly while a naming is open."""
from __future__ import annotations

from collections import Counter

from game.pooch.cards import DECK, QUEENS
from game.pooch.game import START_BONES


def check(game) -> None:
    view = game.full_view()
    n = view["players"]
    # bones: what the seats hold plus the pot is what they started with
    assert sum(view["bones"]) + view["pot"] == START_BONES * n, (view["bones"], view["pot"])
    assert all(b >= 0 for b in view["bones"]) and view["pot"] >= 0
    # every card is in exactly one place: a hand, the pile, the discard or set aside
    places = Counter()
    for hand in view["hands"]:
        places.update(hand)
    places.update(view["pile"])
    places.update(view["discard_pile"])
    places.update(view["aside_cards"])
    assert places == Counter(DECK), f"cards out of place: {places - Counter(DECK)} / {Counter(DECK) - places}"
    assert [len(h) for h in view["hands"]] == view["hand_counts"]
    assert len(view["pile"]) == len(view["pile_by"]) and view["top"] == (view["pile"][-1] if view["pile"] else None)
    assert view["discard"] == len(view["discard_pile"]) and view["aside"] == len(view["aside_cards"])
    # a window id while (and only while) somebody is named
    naming = view["phase"] == "respond"
    if naming:
        assert isinstance(view["window"], int) and view["window"] >= 1
        assert view["namer"] is not None and view["named"] is not None and view["namer"] != view["named"]
        assert view["named_at"] is not None and view["pile"]
        assert view["named"] in view["to_act"] and view["namer"] not in view["to_act"]
        assert not set(view["dogpiled"]) & {view["namer"], view["named"]}
        if view["top"] in QUEENS:
            assert view["to_act"] == [view["named"]] and view["dogpilers"] == []
    else:
        assert view["window"] is None and view["namer"] is None and view["named"] is None
        assert view["named_at"] is None and view["dogpiled"] == [] and view["dogpilers"] == []
    if view["phase"] == "lead":
        assert view["to_act"] == [view["leader"]]
    if view["phase"] == "over":
        assert view["to_act"] == [] and min(view["bones"]) == 0
