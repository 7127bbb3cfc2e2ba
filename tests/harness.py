"""The generic invariant harness (the OpenSpiel idea): every registered game must
pass these checks from the day it is registered. Game tests call them too."""
from __future__ import annotations

import json
import random
import re

from game import IllegalAction
from game.record import replay

GARBAGE = ["", "   ", "fly away", "play", "play ZZ9", "bid exactly 99", "pickup now please", "42"]


def everyone(game):
    return [None, *range(game.players)]


def views(game) -> str:
    return json.dumps([game.view(s) for s in everyone(game)], sort_keys=True)


#: what a card code found in text may not touch on either side (nor a code start or end)
WORD = r"A-Za-z0-9!\-"


class CodeWords:
    """Finds a game's card codes in text as whole words, as the pattern of
    alternatives does, in half the time (the leak checks run on every view of every
    step): every code is made of word characters, so a code found is a whole word;
    the words that start as some code does are found, and kept when they are one."""

    def __init__(self, codes):
        self.codes = frozenset(codes)
        starts = "".join(sorted({re.escape(c[0]) for c in self.codes}))
        self.words = re.compile(rf"(?<![{WORD}])[{starts}][{WORD}]*")

    def findall(self, text: str) -> list[str]:
        return [w for w in self.words.findall(text) if w in self.codes]


def code_pattern(cls, players):
    """What finds the game's card codes in text (``.findall``)."""
    codes = set(cls.cards(players))
    if codes and all(re.fullmatch(rf"[{WORD}]+", c) for c in codes):
        return CodeWords(codes)
    alternatives = "|".join(re.escape(c) for c in sorted(codes, key=len, reverse=True))
    return re.compile(rf"(?<![{WORD}])(" + alternatives + rf")(?![{WORD}])")


def leaked(pattern, data, allowed: set[str]) -> set[str]:
    return {m for m in pattern.findall(json.dumps(data)) if m not in allowed}


def random_step(game, rng: random.Random):
    """One random legal action (with a random pause for real-time games), or a
    time step when nobody can act. Returns ``(seat, action, at, events)``."""
    at = None
    if game.real_time:
        at = game.now + rng.choice([0.0, 0.05, 0.3, 1.0, 2.5])
    seats = [s for s in game.to_act() if game.legal_actions(s)]
    if not seats:
        if not game.real_time:
            raise AssertionError(f"{game.id}: nobody can act but the game is not over")
        return None, "advance", at, game.advance(at + 5.0)
    seat = rng.choice(seats)
    action = rng.choice(game.legal_actions(seat))
    return seat, action, at, game.apply(seat, action, at=at)


def playout(cls, players, seed, bound=None, check=None):
    """Play a random game to its end; ``check(game, events)`` runs after each step."""
    game = cls(players, seed=seed)
    rng = random.Random(seed * 7919 + 1)
    bound = bound or getattr(cls, "playout_bound", 20_000)
    steps = 0
    while not game.is_over:
        assert steps < bound, f"{cls.id}: a random game did not end within {bound} steps"
        *_, events = random_step(game, rng)
        if check:
            check(game, events)
        steps += 1
    return game


def check_ends_and_replays(cls, players, seed):
    game = playout(cls, players, seed)
    record = game.record()
    assert game.is_over and game.result()["winners"] is not None
    copy = replay(json.loads(json.dumps(record)))
    assert copy.record() == record
    assert views(copy) == views(game)
    assert copy.result() == game.result()
    assert copy.is_over


def check_same_seed_same_game(cls, players, seed):
    first = playout(cls, players, seed)
    again = cls(players, seed=seed)
    for seat, notation, at in first.record()["actions"]:
        if seat is None:
            again.advance(at)
        else:
            again.apply(seat, notation, at=at)
    assert again.record() == first.record()
    assert views(again) == views(first)


def check_illegal_actions_change_nothing(cls, players, seed, samples=40):
    game = cls(players, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over and steps < 3000:
        if steps % max(1, 3000 // samples) == 0 or rng.random() < 0.05:
            _check_refusals(game, rng)
        random_step(game, rng)
        steps += 1


def _check_refusals(game, rng):
    before, step = views(game), game.step
    acting = game.to_act()
    for seat in range(game.players):
        legal = game.legal_actions(seat)
        if seat not in acting:
            assert legal == [], f"seat {seat} is not to act but has legal actions {legal[:3]}"
        for text in GARBAGE:
            try:
                game.apply(seat, text)
            except IllegalAction as exc:
                assert str(exc), "an IllegalAction needs a reason"
            else:
                raise AssertionError(f"{text!r} was accepted")
        others = [a for s in range(game.players) if s != seat for a in game.legal_actions(s)]
        mine = {str(a) for a in legal}
        for action in rng.sample(others, min(5, len(others))):
            if str(action) in mine:
                continue
            try:
                game.apply(seat, action)
            except IllegalAction as exc:
                assert str(exc)
            else:
                raise AssertionError(f"seat {seat} was allowed {action}, which is not in its legal actions")
    assert game.step == step
    assert views(game) == before


def check_nothing_hidden_leaks(cls, players, seed):
    pattern = code_pattern(cls, players)

    def check(game, events):
        for seat in everyone(game):
            allowed = game.seen_by(seat)
            leak = leaked(pattern, game.view(seat), allowed)
            assert not leak, f"view({seat}) shows {sorted(leak)} at step {game.step}"
            for event in events:
                leak = leaked(pattern, event.to_dict(for_seat=seat), allowed)
                assert not leak, f"event {event.kind} shows {sorted(leak)} to seat {seat}"

    playout(cls, players, seed, check=check)


def check_views_are_json(cls, players, seed):
    def check(game, events):
        for seat in everyone(game):
            json.dumps(game.view(seat))
            for event in events:
                json.dumps(event.to_dict(for_seat=seat))
        json.dumps(game.result())

    playout(cls, players, seed, check=check)


CHECKS = [
    check_ends_and_replays,
    check_same_seed_same_game,
    check_illegal_actions_change_nothing,
    check_nothing_hidden_leaks,
    check_views_are_json,
]
