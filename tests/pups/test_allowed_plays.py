"""The fast legal-play list agrees with the rules written out plainly."""
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.pups.cards import DECK, hand_order
from game.pups.notation import play_of
from game.pups.showdown import allowed_plays


def plainly(hand, led):
    held = Counter(hand)
    must = led is not None and any(c[0] == led for c in hand)
    plays = set()
    for base in hand:
        if must and base[0] != led:
            continue
        plays.add(str(play_of([base])))
        for mutt in hand:
            if mutt[0] == "M" and (mutt != base or held[base] > 1):
                plays.add(str(play_of([base, mutt])))
    return plays


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(range(len(DECK))), min_size=1, max_size=7, unique=True),
       st.sampled_from([None, "F", "G", "L", "W", "M"]))
def test_allowed_plays_match_the_rules(indexes, led):
    hand = sorted((DECK[i] for i in indexes), key=hand_order)
    got = [str(p) for p in allowed_plays(hand, led)]
    assert len(got) == len(set(got)) and set(got) == plainly(hand, led)
