"""Learn You Shady Pooch!: a guided first game on a stacked deal (pure: no pygame).

Ann (the person, seat 0) plays against Bo, Cy and Dee. The deal is stacked (the
engine's ``deck=`` option) and every move is scripted, so the rules come up in this
order: beating the top card, naming, a dogpile in the window, a pickup, a Queen;
then Ann leads and dogpiles once more, this time against the clock.

The lesson is its record: ``moves`` lists every action in order (the bots' moves
are scripted too) and each of Ann's moves is a ``Step`` with the words that explain
it. The first dogpile is not a race: the named bot waits until Ann has dogpiled.
The last one is: ``answer_in`` says how many seconds of game time the named bot
takes to answer, and a dogpile that comes later is too late.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.language import N_
from functools import lru_cache

from game.pooch.cards import DECK, HAND_SIZE
from game.pooch.game import Pooch

PLAYERS = ["Ann", "Bo", "Cy", "Dee"]
PERSON = 0
#: Ann's whole hand, and the cards each bot must hold (the rest of a bot's hand comes
#: from the deck in order; those cards are never played in the lesson)
HANDS = [
    ["S0", "S3", "H3", "H9", "C4", "C7", "C8", "D2", "D5", "D6", "QF"],  # Ann
    ["H2", "S5", "S8", "S9", "C3", "X1"],                             # Bo
    ["H7", "C9"],                                                     # Cy
    ["D7"],                                                           # Dee
]
SEED = 1
#: Ann deals, so Bo (on her left) leads; no shot clock (the rulebook's default)
OPTIONS = {"first_dealer": 0, "shot_clock": None}
#: seconds (game time) Bo takes to answer in the last dogpile: a normal bot's slowest
FULL_SPEED = 1.5


@dataclass(frozen=True)
class Step:
    """One of the person's moves: ``move`` is its notation (a dogpile without its
    window); ``text`` says what is happening and why (one or two plain sentences);
    ``point`` names what to point at: "card" (the card to play), "card+seat" (the
    card and the player to name), "pickup" (the pick-up button). ``rule`` names what
    the step teaches ("beat", "name", "dogpile", "pickup", "queen", "lead", "race").
    ``answer_in``: the
    seconds of game time the named bot takes to answer while this step waits (a race),
    or ``None``: the bots wait for the person."""
    move: str
    text: str
    point: str
    rule: str
    answer_in: float | None = None


@dataclass(frozen=True)
class Lesson:
    players: tuple
    seed: int
    options: dict
    deck: tuple
    #: every action of the lesson, in order: (seat, notation)
    moves: tuple
    #: the person's moves, in order (``moves`` holds them too)
    steps: tuple

    def new_game(self) -> Pooch:
        return Pooch(list(self.players), seed=self.seed, options=dict(self.options), deck=list(self.deck))

    def position(self, step: int) -> int:
        """The index in ``moves`` of the person's move ``step`` (counting from 0)."""
        seen = 0
        for index, (seat, _) in enumerate(self.moves):
            if seat == PERSON:
                if seen == step:
                    return index
                seen += 1
        return len(self.moves)

    def record(self, done_steps: int) -> dict:
        """The record of the lesson up to the person's move ``done_steps`` (the bots'
        moves after it are played again at the table, so the person sees them)."""
        cut = 0 if done_steps <= 0 else self.position(done_steps - 1) + 1
        rec = self.new_game().record()
        rec["actions"] = [[seat, move, None] for seat, move in self.moves[:cut]]
        return rec


def _deck() -> list[str]:
    size = HAND_SIZE[len(PLAYERS)]
    pool = list(DECK)
    for hand in HANDS:
        for card in hand:
            pool.remove(card)
    deck = []
    for hand in HANDS:
        hand = list(hand)
        while len(hand) < size:
            hand.append(pool.pop(0))
        deck += hand
    return deck + pool


#: every move in order: (seat, move, (text, point, rule[, answer_in]) for the person's)
SCRIPT = [
    (1, "lead H2 name 0", None),
    (0, "respond C4 name 1", (
        N_("Bo led the 2 of hearts and named you. Beat it with any higher number, of any suit: "
        "play your 4 of clubs."), "card", "beat")),
    (1, "respond S5 name 0", None),
    (0, "respond D6 name 2", (
        N_("Bo beat you with the 5 of spades. The card you play names who must answer it: "
        "click your 6 of diamonds, then Cy."), "card+seat", "name")),
    (2, "respond H7 name 3", None),
    (0, "dogpile H3", (
        N_("Cy named Dee. Until Dee answers, others may dogpile a lower card of the same suit: "
        "drop your 3 of hearts (Dee waits this once)."), "card", "dogpile")),
    (1, "dogpile X1", None),
    (1, "lead S9 name 0", None),
    (0, "pickup", (
        N_("Bo's Wild One cleared the pile, then Bo named you with a 9: no number beats it. "
        "Your Queen is worth more than one card: pick up."), "pickup", "pickup")),
    (1, "lead C3 name 2", None),
    (2, "respond C9 name 0", None),
    (0, "respond QF", (
        N_("Cy named you with the 9 of clubs. Play your Fierce Queen: it throws the whole pile away "
        "and you lead next."), "card", "queen")),
    (0, "lead D2 name 3", (
        N_("The pile is gone and it is your lead. Lead your 2 of diamonds at Dee: click the card, "
        "then Dee."), "card+seat", "lead")),
    (3, "respond D7 name 1", None),
    (0, "dogpile D5", (
        N_("Full speed now: Bo answers in {seconds:g} seconds. Dogpile your 5 of diamonds on the 7 "
           "before Bo does!").format(seconds=FULL_SPEED), "card", "race", FULL_SPEED)),
    (1, "respond S8 name 2", None),
]
#: Dee waits this long (game seconds) before the race, so the person can read its note
BEFORE_RACE = 3.0


@lru_cache(maxsize=None)
def lesson() -> Lesson:
    moves = tuple((seat, move) for seat, move, _ in SCRIPT)
    steps = tuple(Step(move, *words) for seat, move, words in SCRIPT if words is not None)
    return Lesson(tuple(PLAYERS), SEED, dict(OPTIONS), tuple(_deck()), moves, steps)
