"""Learn Heave Ho!: a guided first game on a stacked deal (pure: no pygame).

Ann (the person, seat 0) plays one round against Bo. The deck is stacked (the
engine's ``deck=`` option) and every move of both is scripted, so the rules come up
in order: the speed sort by keys (Bo waits for Ann's first four keeps, then sorts
at full speed), the Stop that Ann calls with her tenth keep, handing out the rest
of Bo's stack, then the tug-of-war: a card on her side, a contest (How Ruck), two
action cards (Adrenaline Rush and Bye-bye) and a last contest that pulls the
barrel onto her goal.

The lesson is its record: ``moves`` lists every action in order with its game time
(the bots' moves are scripted too), and each of Ann's moves is a ``Step`` with the
words that explain it. During the sort the order of the moves is the script's:
the team stacks are shuffled from the order in which the cards arrived, so the
table makes Bo's earlier keeps before Ann's next one.

How the deck is built: each keep splits a pair, one card to each team, so pair
``k`` of the script gives one card to each (``_teams`` chooses them, ``_plan`` lays
the pairs into the two preparation stacks).
When the teams are formed the engine shuffles each with the game's random
generator (seat 0's team first); for ``SEED`` that shuffle puts the cards the
lesson needs into the two opening hands. ``lesson()`` checks this by playing the
script through the engine.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.language import N_
from functools import lru_cache

from game.heaveho.cards import DECK, describe
from game.heaveho.rules import HAND, HeaveHo

PLAYERS = ["Ann", "Bo"]
PERSON, BOT = 0, 1
#: a seed whose team shuffle puts pairs 0, 2, 4, 6, 8 (Ann's team) and 1, 7, 9, 12 (Bo's)
#: into the opening hands (``lesson`` checks it)
SEED = 3995
OPTIONS: dict = {}
#: the person's first keeps, during which Bo waits for each of them
SLOW_KEEPS = 4

#: the sort in script order, one pair each: P = Ann keeps from her stack, B = Bo keeps
#: from his, L = Bo places his last pair after the Stop, D = Ann hands out Bo's rest
ORDER = ("P B P B P B P B"      # slow: Bo keeps after each of Ann's keeps
         " P B B P B P P P P"   # full speed: Bo sorts on his own clock; Ann's tenth keep calls Stop
         " L D D").split()

#: pairs whose kept card is the left one (the others: the right), so both keys come up
LEFT_KEEPS = frozenset({0, 3, 5, 6, 8, 9, 12, 14, 16, 17, 19})
#: pair index -> the card for Ann's team (the one Ann keeps, or Bo gives her)
ANN_NEEDS = {0: "W4", 2: "G3!", 4: "A-adrenaline", 6: "A-bye-bye", 8: "R3!"}
#: pair index -> the card for Bo's team that Bo keeps
BO_NEEDS = {1: "R3", 7: "B3", 9: "G3", 12: "G1"}
#: cards left out of both teams (the 15 unused cards)
UNUSED = ["N6", "A-dirty-trick", "A-how-ruck", "A-macho", "A-weak-wins", "A-broken-rope",
          "A-change-sides", "A-monstrous", "A-reinforcement", "W2!", "W3!", "B3!", "B2!", "G2!", "R2!"]

#: the tug, in play order: (seat, move, words for Ann's steps or None for Bo)
TUG = [
    (0, "place W4 mine blue", (
        N_("The tug-of-war: you called Stop, so you start, with the barrel on your start space. A side's "
        "strength is its three top cards added up (an empty space counts 2): put the white 4 on your "
        "blue space, as a white card fits any space."), "card")),
    (1, "place R3 mine red", None),
    (0, "place G3! mine green", (
        N_("The green 3 has the How Ruck mark, so playing it starts a contest. Your side will count 9 "
        "against Bo's 7, and the stronger side pulls the barrel toward its goal by the difference: 2 "
        "spaces."), "card")),
    (1, "place B3 mine blue", None),
    (0, "action A-adrenaline", (
        N_("An action card does its work and goes to the discard pile. Adrenaline Rush pulls the barrel "
        "2 spaces your way, with no contest."), "card")),
    (1, "place G3 mine green", None),
    (0, "action A-bye-bye 3", (
        N_("Bo now shows three 3s. Play Bye-bye and name 3: every visible 3 leaves the table, Bo's three "
        "and your green one."), "card")),
    (1, "place G1 theirs green", None),
    (0, "place R3! mine red", (
        N_("Bo covered your green space with a 1 to weaken you. Play the red 3 with How Ruck on your red "
        "space: 8 against 6 pulls the barrel onto your goal and wins the round."), "card")),
]


@dataclass(frozen=True)
class Step:
    """One of the person's moves: ``move`` is its notation; ``text`` says what is
    happening and why; ``point`` names what to point at: "keep" (the card of the
    pair to keep) or "card" (the card in hand, then its space or choice)."""
    move: str
    text: str
    point: str


@dataclass(frozen=True)
class Lesson:
    players: tuple
    seed: int
    options: dict
    deck: tuple
    #: every action of the lesson, in order: (seat, notation, game time)
    moves: tuple
    #: the person's moves, in order (``moves`` holds them too)
    steps: tuple

    def new_game(self) -> HeaveHo:
        return HeaveHo(list(self.players), seed=self.seed, options=dict(self.options), deck=list(self.deck))

    def played(self, game) -> int:
        """How many of ``moves`` the game has made (the engine's own time steps aside)."""
        return sum(1 for seat, _, _ in game.record()["actions"] if seat is not None)

    def next_move(self, game) -> tuple | None:
        """The script's next (seat, notation, time) for this game, or None at its end."""
        done = self.played(game)
        return self.moves[done] if done < len(self.moves) else None

    def steps_before(self, index: int) -> int:
        """Person moves among the first ``index`` entries of ``moves``."""
        return sum(1 for seat, _, _ in self.moves[:index] if seat == PERSON)

    def record(self, done_steps: int) -> dict:
        """The record of the lesson with ``done_steps`` person moves made (and every
        scripted bot move up to the person's next one)."""
        game = self.new_game()
        seen = 0
        for seat, move, at in self.moves:
            if seat == PERSON:
                if seen == done_steps:
                    break
                seen += 1
            game.apply(seat, move, at=at)
        return game.record()

    def slow(self, done_steps: int) -> bool:
        """Bo waits for each of the person's keeps (the first ``SLOW_KEEPS``)."""
        return done_steps < SLOW_KEEPS


def _worth(card: str) -> float:
    if card.startswith("A-"):
        return 5.0
    return int(card[1]) + (0.5 if card.endswith("!") else 0.0) + (0.2 if card[0] == "W" else 0.0)


def _teams() -> tuple[list[str], list[str]]:
    """(TEAM0, TEAM1): per pair of ``ORDER``, the card that goes to each team. The
    keeper's card is the better one, except where the script needs a card."""
    pool = list(DECK)
    for card in [*ANN_NEEDS.values(), *BO_NEEDS.values(), *UNUSED]:
        pool.remove(card)
    pool.sort(key=_worth)
    team0: list = [None] * len(ORDER)
    team1: list = [None] * len(ORDER)
    for k, card in ANN_NEEDS.items():
        team0[k] = card
        team1[k] = pool.pop(0)          # Ann gives the weakest card away
    for k, card in BO_NEEDS.items():
        team1[k] = card
        team0[k] = pool.pop(0)          # ... and so does Bo
    # Ann's pairs first: each a clearly stronger card to keep and a weak one to give
    ann_first = sorted(range(len(ORDER)), key=lambda k: ORDER[k] not in ("P", "D"))
    for k in ann_first:
        if team0[k] is not None:
            continue
        strong, weak = pool.pop(), pool.pop(0)
        ann_keeps = ORDER[k] in ("P", "D")
        team0[k], team1[k] = (strong, weak) if ann_keeps else (weak, strong)
    return team0, team1


def _plan() -> tuple[list[str], list[tuple]]:
    """The deck (Ann's preparation stack, Bo's, the unused cards) and the sort's
    moves (seat, notation), pair by pair in script order."""
    team0, team1 = _teams()
    mine: list = []       # Ann's preparation stack, pair by pair
    bos: list = []        # Bo's
    sort_moves = []
    for k, kind in enumerate(ORDER):
        a, b = team0[k], team1[k]
        ann_keeps = kind in ("P", "D")
        kept, given = (a, b) if ann_keeps else (b, a)
        first = k in LEFT_KEEPS
        pair = [kept, given] if first else [given, kept]
        if kind == "P":
            mine += pair
        else:
            bos += pair
        sort_moves.append((PERSON if ann_keeps else BOT, "keep first" if first else "keep second"))
    used = mine + bos
    rest = list(DECK)
    for card in used:
        rest.remove(card)
    return mine + bos + rest, sort_moves


def _keep_text(step_no: int, kept: str, given: str, kind: str) -> str:
    k, g = describe(kept), describe(given)
    if kind == "D":
        if step_no == 11:
            return N_("You called Stop, so Bo placed the pair in his hand and you hand out the rest of his stack: "
                      "the card you keep joins your team, the other his. Keep the {card}.").format(card=k)
        return N_("Bo's last pair: keep the {card}. Then each team is shuffled and both draw {count} "
                  "cards.").format(card=k, count=HAND)
    texts = {
        1: N_("The speed sort: you both sort at once. Of each pair you keep one card for your team and the other "
              "goes to Bo's; keep the {card}, the strongest card here (press the key under it, or click it)."),
        2: N_("Bo keeps one of his own pairs after each of yours for now. Keep the {card}: its mark means playing "
              "it later starts a contest."),
        3: N_("Action cards do something special in the tug. Keep {card} and give Bo the {other}."),
        4: N_("Keep {card} too. From your next pair on Bo sorts at full speed: whoever sorts all ten pairs first "
              "calls Stop."),
        5: N_("Full speed! Keep the {card}: another contest for later."),
        10: N_("Your last pair: keep the {card}, and as Bo still has pairs left, you call Stop."),
    }
    return texts.get(step_no, N_("Quick: keep the {card}.")).format(card=k, other=g)


@lru_cache(maxsize=None)
def lesson(seed: int = SEED) -> Lesson:
    deck, sort_moves = _plan()
    game = HeaveHo(list(PLAYERS), seed=seed, options=dict(OPTIONS), deck=list(deck))
    moves, steps = [], []
    at = 0.0
    for (seat, move), kind in zip(sort_moves, ORDER):
        at += 0.5
        if seat == PERSON:
            pair = game.view(PERSON)["sort"]["pair"]
            kept, given = (pair[0], pair[1]) if move == "keep first" else (pair[1], pair[0])
            steps.append(Step(move, _keep_text(len(steps) + 1, kept, given, kind), "keep"))
        moves.append((seat, move, at))
        game.apply(seat, move, at=at)
    view = game.view(None)
    hands = game.full_view()["hands"]
    if view["phase"] != "tug" or view["turn"] != PERSON or not set(ANN_NEEDS.values()) <= set(hands[PERSON]) \
            or not set(BO_NEEDS.values()) <= set(hands[BOT]):
        raise ValueError(f"seed {seed} does not deal the lesson's cards into the opening hands")
    for seat, move, words in TUG:
        at += 0.5
        if words is not None:
            steps.append(Step(move, *words))
        moves.append((seat, move, at))
        game.apply(seat, move, at=at)
    return Lesson(tuple(PLAYERS), seed, dict(OPTIONS), tuple(deck), tuple(moves), tuple(steps))
