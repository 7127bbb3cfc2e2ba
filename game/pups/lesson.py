"""Learn Pups: a guided first game on a stacked deal (pure: no pygame).

Ann (the person, seat 0) plays two rounds against Bo and Cy. The first deal is
stacked (the engine's ``deck=`` option) so that the rules come up in order: a bid,
following suit, a card played off suit, an Alpha card winning, a Mutt added to a
card, a tie, and a bid that fails; Ann bids exactly 0 and saves the card. The second
round's deal comes from the seed; Ann bids at least 1, takes no trick, and spends
the saved card to rescue the failed bid.

The lesson is its record: ``moves`` lists every action of both rounds in order (the
bots' moves are scripted too), and each of Ann's moves is a ``Step`` with the words
that explain it. Round 2's moves are worked out once by playing it forward (Ann
takes the lowest card she may play, Bo and Cy play as normal bots would).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.language import N_
from game.pups.cards import DECK, SUIT_NAMES
from game.pups.game import Pups
from game.pups.hints import card_name

PLAYERS = ["Ann", "Bo", "Cy"]
PERSON = 0
ALPHA = "W1"
HANDS = [
    ["F2", "F4", "L1", "L3", "L4", "M3", "W3"],      # Ann
    ["F8", "F9", "G7", "G8", "G9", "L2", "L8"],      # Bo
    ["F5", "F6", "W2", "W6", "L5", "L7", "M1"],      # Cy
]
#: the seed whose second deal lets Ann's at-least-1 bid fail by one trick (see ``_second_round``)
SEED = 2
OPTIONS = {"first_leader": 0}


@dataclass(frozen=True)
class Step:
    """One of the person's moves: ``move`` is its notation; ``text`` says what is
    happening and why (one to three plain sentences); ``point`` names what to point
    at: "bid" (the bid chips), "hand" (the card(s) to play), "rescue" (the choice)."""
    move: str
    text: str
    point: str


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

    def new_game(self) -> Pups:
        return Pups(list(self.players), seed=self.seed, options=dict(self.options), deck=list(self.deck))

    def record(self, done_steps: int) -> dict:
        """The record of the lesson with ``done_steps`` person moves made (and every
        scripted bot move up to the person's next one)."""
        out, seen = [], 0
        for seat, move in self.moves:
            if seat == PERSON:
                if seen == done_steps:
                    break
                seen += 1
            out.append([seat, move, None])
        game = self.new_game()
        rec = game.record()
        rec["actions"] = out
        return rec

    def bot_moves(self, after: int) -> dict[int, list[str]]:
        """Per bot seat, its scripted moves from record entry ``after`` on."""
        out: dict[int, list[str]] = {s: [] for s in range(len(self.players)) if s != PERSON}
        for seat, move in self.moves[after:]:
            if seat != PERSON:
                out[seat].append(move)
        return out


def _deck() -> list[str]:
    dealt = [ALPHA] + [c for hand in HANDS for c in hand]
    rest = list(DECK)
    for c in dealt:
        rest.remove(c)
    return dealt + rest


#: round 1, in play order: (seat, move, the person's words or None for a bot)
FIRST_ROUND = [
    (0, "bid exactly 0", (
        N_("Each round starts with bids: how many showdowns (tricks) you will win. Your hand is low, "
        "so take the Exactly 0 card: win no trick at all and it is saved for later."), "bid")),
    (1, "bid exactly 2", None),
    (2, "bid atleast 1", None),
    (1, "play F9", None),
    (2, "play F5", None),
    (0, "play F2", (
        N_("Bo bid highest, so Bo leads. Bo led Family Dogs: you hold some, so you must follow "
        "Family Dogs. Play your lower one, Family Dogs 2, to stay out of the trick."), "hand")),
    (1, "play G8", None),
    (2, "play W2", None),
    (0, "play L1", (
        N_("Bo won with the highest Family Dog and led Guard Dogs. Cy had none and played a Working Dog: "
        "Working Dogs are this round's Alpha suit, so Cy's card beats any other suit. You have no "
        "Guard Dogs either: any card may go. Throw Lap Dogs 1."), "hand")),
    (2, "play L7", None),
    (0, "play L4+M3", (
        N_("Cy won with the Alpha card and leads Lap Dogs 7. A Mutt adds its number to a card: play Lap "
        "Dogs 4 with the +3 Mutt to make 7, the same as Cy. Equal best totals are a tie, and a tie "
        "wins nobody the trick."), "hand")),
    (1, "play L2", None),
    (0, "play L3", (
        N_("A tie: nobody took that trick, and the last of the tied players, you, leads the next one. "
        "Lead low: Lap Dogs 3."), "hand")),
    (1, "play L8", None),
    (2, "play L5", None),
    (1, "play F8", None),
    (2, "play F6", None),
    (0, "play F4", (
        N_("Bo took that one with Lap Dogs 8 and leads Family Dogs again. Follow with Family Dogs 4."),
        "hand")),
    (1, "play G9", None),
    (2, "play W6", None),
    (0, "play W3", (
        N_("Your last card is Working Dogs 3, an Alpha card, but Cy's Working Dogs 6 is higher. Play it: "
        "your hand is then empty, and the round ends after this showdown."), "hand")),
]

SECOND_BID = (
    N_("Bo bid exactly 2 but took 3 tricks: an exact bid that misses either way fails and scores poos. "
    "Your exactly 0 worked, so that card is saved. New round: bid at least 1."))
RESCUE = (
    N_("Your at least 1 bid fell short by one trick. A saved exactly 0 card can make up the "
    "difference: spend it, and your bid is rescued."))


#: the words of a card Ann plays in round 2: (leading, following, throwing off), the
#: first of them also saying why she takes no trick
FOLLOW_TEXTS = {
    True: (N_("You want one trick, but this lesson shows the rescue: take none. You lead: play your lowest "
              "card, {card}."),
           N_("You want one trick, but this lesson shows the rescue: take none. Follow {suit} with your "
              "lowest, {card}."),
           N_("You want one trick, but this lesson shows the rescue: take none. You have no {suit}: throw "
              "{card}.")),
    False: (N_("You lead: play your lowest card, {card}."),
            N_("Follow {suit} with your lowest, {card}."),
            N_("You have no {suit}: throw {card}.")),
}


def _follow_text(view: dict, move: str, first: bool) -> str:
    card = move.split()[1].split("+")[0]
    plays = view["showdown"]["plays"]
    lead, follow, throw = FOLLOW_TEXTS[first]
    if not plays:
        return lead.format(card=card_name(card))
    led = plays[0]["suit"]
    if card[0] == led:
        return follow.format(suit=SUIT_NAMES[led], card=card_name(card))
    return throw.format(suit=SUIT_NAMES[led], card=card_name(card))


def _second_round(game: Pups) -> tuple[list, list]:
    """Play round 2 forward: Ann bids at least 1 and plays her lowest card; the bots
    are normal bots. Returns (moves, steps), or raises ValueError if Ann's bid does not
    come to a rescue."""
    from game.bots import make_bot
    from game.pups.cards import value_of

    bots = {s: make_bot("pups", "normal", s, seed="lesson") for s in (1, 2)}
    moves, steps = [], []
    first_play = True
    round_no = game.round
    while game.round == round_no and not game.is_over:
        seat = game.to_act()[0]
        view, legal = game.view(seat), game.legal_actions(seat)
        if seat == PERSON:
            phase = view["phase"]
            if phase == "bid":
                move, step = "bid atleast 1", Step("bid atleast 1", SECOND_BID, "bid")
            elif phase == "rescue":
                move, step = "rescue 1", Step("rescue 1", RESCUE, "rescue")
            else:
                low = min(legal, key=lambda a: (a.total, value_of(a.card), str(a)))
                move = str(low)
                step = Step(move, _follow_text(view, move, first_play), "hand")
                first_play = False
            steps.append(step)
        else:
            move = str(bots[seat].choose(view, legal))
        moves.append((seat, move))
        game.apply(seat, move)
    if not steps or steps[-1].move != "rescue 1":
        raise ValueError("this seed does not bring round 2 to a rescue")
    return moves, steps


@lru_cache(maxsize=None)
def lesson(seed: int = SEED) -> Lesson:
    game = Pups(list(PLAYERS), seed=seed, options=dict(OPTIONS), deck=_deck())
    moves, steps = [], []
    for seat, move, words in FIRST_ROUND:
        if words is not None:
            steps.append(Step(move, *words))
        moves.append((seat, move))
        game.apply(seat, move)
    more, later = _second_round(game)
    return Lesson(tuple(PLAYERS), seed, dict(OPTIONS), tuple(_deck()), tuple(moves + more), tuple(steps + later))
