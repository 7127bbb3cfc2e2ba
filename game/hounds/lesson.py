"""Learn Heckin Hounds: a guided first round on a stacked deal (pure: no pygame).

Ann (the person, seat 0) plays one round against Bo and Cy; Bo is the shift leader.
The deal is stacked (the engine's ``deck=`` option) and every move is scripted, so the
rules come up in order: what the leader sees and what Ann sees, Bo's clues on Ann's
card backs, Cerberus taking one of Ann's slots, a trade with the dead hand, the
promises, five shifts each worked by whoever played the hardest dog, and the round's
score, where the aim is to end on zero or just above.

The lesson is its record: ``moves`` lists every action in order (the bots' too).
A ``Step`` sits before the move at index ``at``: either the person's move there
(``move`` is its notation), or a moment to read before the bots go on (``move`` is
None: the person presses Go on).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.language import N_

from game.hounds.game import Hounds

PLAYERS = ("Ann", "Bo", "Cy")
PERSON = 0
LEADER = 1
SEED = 1
OPTIONS = {"first_leader": LEADER}
#: the stands, slots 0-4 (the table calls them slots 1-5)
STANDS = [
    ["TD2", "DP4", "TD3", "EM1", "PG3"],   # Ann
    ["DP3", "PG4", "SU2", "EM2", "TD1"],   # Bo, the leader
    ["DP2", "PG2", "SU4", "SU1", "EM3"],   # Cy
]
#: the dead hand, top first: nobody trades before Ann, so she draws the Mops on top
DEAD_HAND = ["MO2", "EM4", "MO1", "TD4", "MO3", "SU3", "MO4", "PG1", "MO5", "DP1"]
#: what a step points at (the scene finds it on the table)
POINTS = ("stands", "my-stand", "slot", "promise", "tracks")


@dataclass(frozen=True)
class Step:
    """A moment of the lesson. ``move``: the person's move (notation), or None for a
    moment to read before going on; ``text``: what is happening and why, in one or two
    plain sentences; ``point``: what it is about (one of ``POINTS``); ``at``: how many
    moves of the lesson come before it."""
    move: str | None
    text: str
    point: str
    at: int


@dataclass(frozen=True)
class Lesson:
    players: tuple
    seed: int
    options: dict
    deck: tuple
    #: every action of the lesson, in order: (seat, notation)
    moves: tuple
    #: the steps, in order; the person's moves among ``moves`` are the steps with a move
    steps: tuple

    def new_game(self) -> Hounds:
        return Hounds(list(self.players), seed=self.seed, options=dict(self.options), deck=list(self.deck))

    def moves_before(self, done_steps: int) -> int:
        """How many moves are made once ``done_steps`` steps are done (and the bots have
        played up to the next step)."""
        if done_steps >= len(self.steps):
            return len(self.moves)
        return self.steps[done_steps].at

    def record(self, done_steps: int) -> dict:
        """The record of the lesson with ``done_steps`` steps done."""
        rec = self.new_game().record()
        rec["actions"] = [[seat, move, None] for seat, move in self.moves[:self.moves_before(done_steps)]]
        return rec

    def bot_moves(self, after: int) -> dict[int, list[str]]:
        """Per bot seat, its scripted moves from record entry ``after`` on."""
        out: dict[int, list[str]] = {s: [] for s in range(len(self.players)) if s != PERSON}
        for seat, move in self.moves[after:]:
            if seat != PERSON:
                out[seat].append(move)
        return out


def deck() -> list[str]:
    return [c for stand in STANDS for c in stand] + DEAD_HAND


#: the round in play order: (seat, move), or a step: (None, move or None, text, point)
SCRIPT = [
    (None, None, N_("Bo is the shift leader this round: he alone sees every card, his own too. You see Cy's "
                 "stand, but your own cards and Bo's face away from you."), "stands"),
    (1, "baddog DP"),
    (1, "clue 0 hound TD"),
    (1, "clue 0 card 1"),
    (1, "clue 0 value 3"),
    (None, None, N_("Bo's clues are the tokens on your card backs: slots 1 and 3 are Tom Dires, slot 2 is "
                 "Deathpaw 4, and slots 3 and 5 are 3s. So slot 3 is Tom Dire 3, and slot 4 is anyone's "
                 "guess."), "my-stand"),
    (1, "clue 2 hound SU"),
    (1, "clue 2 value 2"),
    (1, "clue 2 card 4"),
    (1, "cerberus 0"),
    (None, "discard 1", N_("Bo gives you Cerberus, the hardest dog of all: he takes one of your slots, and the "
                        "card there leaves unseen. Let him replace your Deathpaw 4 in slot 2."), "slot"),
    (1, "notrade"),
    (2, "notrade"),
    (None, "trade 4", N_("You may swap one card for the top of the dead hand, where the five Mops, the easiest "
                      "dogs, hide. Trade slot 5, a 3 of some hound: the new card gets a Mops marker and "
                      "stays hidden from you."), "slot"),
    (1, "promise 1"),
    (2, "promise 3"),
    (None, "promise 1", N_("Now promise how many shifts you will work. Cerberus is sure to cost you one, and "
                        "Tom Dires are easy dogs, so promise 1."), "promise"),
    (1, "play 0"),
    (2, "play 4"),
    (None, "play 2", N_("In a shift everyone plays one card, and whoever played the hardest dog works it. "
                     "Bo's Deathpaw 3 loses only to Cerberus, so your Tom Dire 3 in slot 3 is safe."), "slot"),
    (1, "play 1"),
    (2, "play 2"),
    (None, "play 0", N_("Bo worked that one, his Deathpaw was the hardest dog, so he leads again. Paulgrave 4 "
                     "beats any Tom Dire: play your other one, slot 1."), "slot"),
    (1, "play 3"),
    (2, "play 3"),
    (None, "play 1", N_("Now play Cerberus from slot 2. He beats every dog, so you work this shift: the one "
                     "you promised."), "slot"),
    (None, "play 4", N_("Whoever works a shift leads the next. Lead the card you traded, slot 5: it came from "
                     "the dead hand, so it may well be a Mops."), "slot"),
    (1, "play 2"),
    (2, "play 0"),
    (2, "play 1"),
    (None, "play 3", N_("Cy worked shift 4 with Deathpaw 2, so Cy leads the last one. Play your final card, "
                     "slot 4."),
     "slot"),
    (1, "play 4"),
    (None, None, N_("Each mark moved by shifts worked minus shifts promised: you stayed on 0, Bo went up to 1, "
                 "and Cy fell to -1. Ending nearest zero wins, but anyone below zero is fired."), "tracks"),
]


def lesson() -> Lesson:
    moves, steps = [], []
    for entry in SCRIPT:
        if entry[0] is None:
            _, move, text, point = entry
            steps.append(Step(move, text, point, len(moves)))
            if move is not None:
                moves.append((PERSON, move))
        else:
            moves.append(entry)
    return Lesson(PLAYERS, SEED, dict(OPTIONS), tuple(deck()), tuple(moves), tuple(steps))
