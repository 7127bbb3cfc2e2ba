"""You Shady Pooch! bots: they see only ``view(seat)`` and the legal list.

Every level answers when named, leads when it must and may dogpile; a dogpile is sent
as ``dogpile C @window`` for the window it decided on, so a decision that arrives
after the window closed is refused and the bot decides again. ``choose`` returns
``None`` to let a dogpile chance pass. Reaction times (seconds of game time) are drawn
per level: easy 0.9-1.8, normal 0.7-1.5, hard 0.35-0.8, expert 0.3-0.55.

- easy: normal's choices four times in five, else random answers, names and dogpiles.
- normal: answers with its lowest card that beats the top, names the biggest hand,
  clears a big pile with a Queen, sheds by dogpiling.
- hard: counts the cards it has not seen to judge who can beat what; names the
  player least likely to beat the card (and never hands a near-empty hand a card it
  can beat), leads cards that are poor to keep, finishes with Greedy/Fierce leads,
  dogpiles to shed but not to help a near-empty named player, and keeps its Wild
  Ones to steal the lead once its hand is small or the named player is nearly out.
- expert: hard's judgement with tuned weights (a Wild One from a hand of six, the
  cards it keeps counted more than leading again), at a practised person's reaction.
"""
from __future__ import annotations

from collections import Counter
from typing import Sequence

from game.bots import Bot, RandomBot
from game.moves import Action
from game.pooch.cards import BEATERS, DECK, DIAMONDS, DOGPILERS, FIERCE, GREEDY, NUMBER, QUEENS, SHADY, WILD
from game.pooch.notation import PICKUP, Dogpile, Respond

FULL_DECK = Counter(DECK)
#: What a card is worth kept in hand: high numbers answer, low ones dogpile, and the
#: Wild One and the Queens get out of trouble.
KEEP = {0: 0.6, 1: 1.4, 2: 0.47, 3: 0.43, 4: 0.45, 5: 0.56, 6: 0.67, 7: 0.78, 8: 0.89, 9: 1.0}
QUEEN_KEEP = {FIERCE: 1.5, SHADY: 1.3, GREEDY: 1.2}
#: How often a bot picks among its near-best choices instead of the best: careful
#: players who always choose alike can pass a pile between them for ever.
WOBBLE = 0.1


def keep(card: str) -> float:
    number = NUMBER[card]
    return QUEEN_KEEP[card] if number is None else KEEP[number]


def by_card(legal: Sequence[Action]) -> dict[str, list[Action]]:
    out: dict[str, list[Action]] = {}
    for action in legal:
        card = getattr(action, "card", None)
        if card is not None:
            out.setdefault(card, []).append(action)
    return out


class PoochBot(Bot):
    REACTION = (0.7, 1.5)

    def reaction_time(self, view: dict, action: Action) -> float:
        low, high = self.REACTION
        return self.rng.uniform(low, high)

    @classmethod
    def typical_reaction(cls) -> float:
        return sum(cls.REACTION) / 2

    def choose(self, view: dict, legal: Sequence[Action]) -> Action | None:
        if not legal:
            return None
        if view["phase"] == "lead" or view["named"] == self.seat:
            action = self.lead(view, legal) if view["phase"] == "lead" else self.respond(view, legal)
            if getattr(action, "name", None) is not None:
                self.last_named = action.name
            return action
        card = self.dogpile(view, [a.card for a in legal if isinstance(a, Dogpile)])
        return None if card is None else Dogpile(card, view["window"])

    # -- each level fills these in ----------------------------------------------------
    def lead(self, view, legal):
        raise NotImplementedError

    def respond(self, view, legal):
        raise NotImplementedError

    def dogpile(self, view, cards):
        raise NotImplementedError

    # -- shared judgement -----------------------------------------------------------------
    #: the player this bot named last (see ``spread``)
    last_named: int | None = None

    def spread(self, view, options: list[Action]) -> list[Action]:
        """With the shot clock on, not the player this bot named last time while it may
        name someone else: a player who sits idle is not named again and again (the
        table would wait out the clock for them every time)."""
        if view["shot_clock"] and len({a.name for a in options}) > 1:
            return [a for a in options if a.name != self.last_named] or options
        return options

    def biggest_hand(self, view, options: list[Action]) -> Action:
        """Of actions naming players, usually the one naming the most cards (ties at
        random); now and then anyone, so two bots never pass a pile back and forth
        for ever."""
        options = self.spread(view, options)
        if self.rng.random() < 0.2:
            return self.rng.choice(options)
        counts = view["hand_counts"]
        most = max(counts[a.name] for a in options)
        return self.rng.choice([a for a in options if counts[a.name] == most])


class EasyBot(PoochBot):
    """Plays as normal four times in five and otherwise at random, a little slower:
    quite beatable, but it still wins a round now and then (at random alone, and
    slower, it almost never had the most bones at the end)."""

    REACTION = (0.9, 1.8)
    #: chance that a decision is normal's, not a random one
    CAREFUL = 0.8

    def lead(self, view, legal):
        if self.rng.random() < self.CAREFUL:
            return NormalBot.lead(self, view, legal)
        numbers = [a for a in legal if NUMBER[a.card] is not None]
        return self.rng.choice(numbers if numbers and self.rng.random() < 0.8 else list(legal))

    def respond(self, view, legal):
        if self.rng.random() < self.CAREFUL:
            return NormalBot.respond(self, view, legal)
        numbers = [a for a in legal if isinstance(a, Respond) and NUMBER[a.card] is not None]
        if numbers:
            return self.rng.choice(numbers)
        queens = [a for a in legal if isinstance(a, Respond)]
        if queens and self.rng.random() < 0.5:
            return self.rng.choice(queens)
        return PICKUP

    def dogpile(self, view, cards):
        if self.rng.random() < self.CAREFUL:
            return NormalBot.dogpile(self, view, cards)
        return self.rng.choice(cards) if self.rng.random() < 0.35 else None


class NormalBot(PoochBot):
    REACTION = (0.7, 1.5)

    def lead(self, view, legal):
        options = by_card(legal)
        numbers = [c for c in options if c not in (GREEDY, FIERCE, SHADY)] or list(options)
        card = min(numbers, key=keep)
        named = options[card]
        return named[0] if named[0].name is None else self.biggest_hand(view, named)

    def respond(self, view, legal):
        options = by_card(legal)
        numbers = [c for c in options if NUMBER[c] is not None]
        if numbers:
            card = min(numbers, key=lambda c: (NUMBER[c] if c != WILD else 10))
            return self.biggest_hand(view, options[card])
        queens = [q for q in (FIERCE, SHADY, GREEDY) if q in options]
        if queens and (len(view["pile"]) >= 2 or len(view["hand"]) <= 3):
            named = options[queens[0]]
            return named[0] if named[0].name is None else self.biggest_hand(view, named)
        return PICKUP

    def dogpile(self, view, cards):
        plain = [c for c in cards if c != WILD]
        if WILD in cards and (len(view["hand"]) <= 2 or len(view["pile"]) >= 6):
            return WILD
        if plain and self.rng.random() < 0.75:
            return min(plain, key=keep)
        return None


class HardBot(PoochBot):
    REACTION = (0.35, 0.8)
    #: Steal the lead with a Wild One once my hand is this small (or the named player's
    #: nearly empty): kept longer it is worth more than the pile it clears.
    WILD_HAND = 4
    #: Rather than pick up, clear with a Queen when the pile or my hand is this size.
    QUEEN_PILE, QUEEN_HAND = 2, 4
    #: Weights: leading again; what a card is worth kept, when leading and answering.
    LEAD_AGAIN, KEEP_LEAD, KEEP_ANSWER = 0.6, 1.0, 1.2

    # -- what it has not seen ---------------------------------------------------------
    def unseen(self, view) -> tuple[Counter, int]:
        left = FULL_DECK.copy()
        left.subtract(view["hand"])
        left.subtract(view["pile"])
        left.subtract(view["discard_pile"])
        return left, sum(left.values())

    @staticmethod
    def chance_to_beat(top: str, cards: int, unseen: Counter, total: int) -> float:
        """Chance that a hand of ``cards`` unseen cards holds an answer to ``top``."""
        answers = sum(unseen[c] for c in BEATERS[top]) + sum(unseen[q] for q in QUEENS)
        if total <= 0:
            return 0.0
        miss = 1.0
        for i in range(min(cards, total)):
            miss *= max(0.0, (total - answers - i) / (total - i))
        return 1.0 - miss

    def name_value(self, view, top: str, target: int, pile_after: int, unseen, total) -> float:
        """Naming ``target`` to answer ``top``: if they cannot, they pick up and I lead
        again (worth most when my hand is nearly empty); if they can, a nearly empty
        hand may go out. Players down to one card who could dogpile ``top`` are a risk
        too."""
        counts = view["hand_counts"]
        cards = counts[target]
        beat = self.chance_to_beat(top, cards, unseen, total)
        left = counts[self.seat] - 1
        again = self.LEAD_AGAIN + (4.0 if left <= 1 else 1.5 / left)
        danger = 6.0 if cards == 1 else 1.5 / cards
        harm = 0.08 * pile_after * (1 + 3 / cards)
        value = (1 - beat) * (again + harm) - beat * danger
        if NUMBER[top] is not None and total > 0:
            fits = sum(unseen[c] for c in DOGPILERS[top]) / total
            for seat, count in enumerate(counts):
                if count == 1 and seat != target and seat != self.seat:
                    value -= 5.0 * fits
        return value

    def best_named(self, view, actions: list[Action], top: str, pile_after: int, unseen, total):
        actions = self.spread(view, actions)
        scored = [(self.name_value(view, top, a.name, pile_after, unseen, total), a) for a in actions]
        best = max(v for v, _ in scored)
        if self.rng.random() < WOBBLE:
            return best, self.pick(scored, wobble=1.0)
        return best, self.rng.choice([a for v, a in scored if v == best])

    def pick(self, scored: list[tuple[float, Action]], wobble: float = WOBBLE) -> Action:
        """The best-valued action; with chance ``wobble`` one of the best two."""
        scored.sort(key=lambda va: -va[0])
        if len(scored) > 1 and self.rng.random() < wobble:
            return self.rng.choice(scored[:2])[1]
        return scored[0][1]

    # -- decisions ---------------------------------------------------------------------
    def lead(self, view, legal):
        options = by_card(legal)
        hand = view["hand"]
        clearing = [q for q in (FIERCE, GREEDY) if q in options]
        if clearing and len(hand) - sum(1 for c in hand if c in (FIERCE, GREEDY)) <= 1:
            return options[clearing[0]][0]  # Queens away, then the last card ends the round
        if len(hand) == 1:
            return options[hand[0]][0]
        unseen, total = self.unseen(view)
        scored = []
        for card, actions in options.items():
            if card in (FIERCE, GREEDY):
                continue
            value, action = self.best_named(view, actions, card, 1, unseen, total)
            scored.append((value - self.KEEP_LEAD * keep(card), action))
        return self.pick(scored) if scored else legal[0]

    def respond(self, view, legal):
        options = by_card(legal)
        hand, pile = view["hand"], view["pile"]
        plays = [c for c in options]
        if len(hand) == 1 and plays:
            return options[plays[0]][0]  # the last card ends the round
        if FIERCE in options and len(hand) <= 2:
            return options[FIERCE][0]
        if GREEDY in options and len(hand) <= 2 and not any(c in DIAMONDS for c in pile):
            return options[GREEDY][0]
        unseen, total = self.unseen(view)
        numbers = [c for c in plays if NUMBER[c] is not None]
        if numbers:
            scored = []
            for card in numbers:
                value, action = self.best_named(view, options[card], card, len(pile) + 1, unseen, total)
                scored.append((value - self.KEEP_ANSWER * keep(card), action))
            return self.pick(scored)
        size = len(pile)
        worth = size >= self.QUEEN_PILE or len(hand) <= self.QUEEN_HAND
        if FIERCE in options and worth:
            return options[FIERCE][0]
        if SHADY in options and worth:
            return self.best_named(view, options[SHADY], SHADY, size + 1, unseen, total)[1]
        if GREEDY in options and (size > self.QUEEN_PILE or len(hand) <= self.QUEEN_HAND):
            return options[GREEDY][0]
        return PICKUP

    def dogpile(self, view, cards):
        hand = view["hand"]
        if len(hand) == 1:
            return cards[0]  # the last card ends the round
        named = view["named"]
        named_cards = view["hand_counts"][named]
        if WILD in cards and (len(hand) <= self.WILD_HAND or named_cards <= 2):
            return WILD
        plain = [c for c in cards if c != WILD]
        if not plain:
            return None
        card = min(plain, key=keep)
        if named_cards <= 2:
            unseen, total = self.unseen(view)
            before = self.chance_to_beat(view["top"], named_cards, unseen, total)
            after = self.chance_to_beat(card, named_cards, unseen, total)
            if after - before > 0.15:
                return None
        return card


class ExpertBot(HardBot):
    """The hard bot's judgement with its weights tuned in bot-only games (at hard's own
    reaction times one seat of it won 52 % of 600 fresh 4-seat games against three hard
    bots, where one more hard bot won 33 %), at the
    quickest reaction a practised person manages: it steals the lead with a Wild One
    from a hand of up to six, cares less about leading again and more about the
    cards it keeps, leading and answering."""

    REACTION = (0.3, 0.55)
    WILD_HAND = 6
    LEAD_AGAIN, KEEP_LEAD, KEEP_ANSWER = 0.3, 2.0, 2.4


class RandomPoochBot(RandomBot):
    """A uniform legal move (always dogpiling when it may) at easy's reaction times:
    answering at once it would win every dogpile race, the quickest player at the table."""

    def reaction_time(self, view: dict, action: Action) -> float:
        return self.rng.uniform(*EasyBot.REACTION)


LEVELS = {"random": RandomPoochBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}
