"""Pups: bid cards and Top Dogs are conserved; every score is what the rules say."""
from __future__ import annotations

from collections import Counter


def check(game) -> None:
    view = game.full_view()
    # bid cards are conserved: stacks + bids on the table + cards in score piles
    total = Counter({0: 8, 1: 16, 2: 12, 3: 8})
    counted = Counter({int(k): v for k, v in view["stacks"].items()})
    # once the game is over the last bids are shown but already scored into the piles
    placed = [] if view["phase"] == "over" else [b for b in view["bids"] if b]
    for bid in placed:
        counted[bid["number"]] += 1
    for pile in view["piles"]:
        for card in pile["treat_cards"]:
            counted[card["number"]] += 1
        for card in pile["poo_cards"]:
            counted[card["number"]] += 1
        counted[0] += pile["saved"]
        # the score is what the rules say it is
        assert pile["score"] == pile["treats"] + 2 * pile["top_dogs"] - pile["poos"]
    assert counted == total, f"bid cards {dict(counted)} != {dict(total)}"
    assert view["top_dogs_left"] + view["top_dogs_burned"] + sum(p["top_dogs"] for p in view["piles"]) == 7
    # the hands never hold more than the deal
    assert all(len(h) <= 7 for h in view["hands"])

