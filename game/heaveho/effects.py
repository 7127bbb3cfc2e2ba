"""The ten action cards. A mixin of :class:`~game.heaveho.rules.HeaveHo`: each effect
changes the board, the barrel or the hands and returns the events the table animates."""
from __future__ import annotations

from game.moves import Event

from .cards import (ADRENALINE, BROKEN_ROPE, BYE_BYE, CHANGE_SIDES, COLOURS, DIRTY_TRICK,
                    HOW_RUCK, LADIES, MACHO, MONSTROUS, NESSIE, REINFORCEMENT, STRENGTH,
                    WEAK_WINS, WHITE)
from .notation import BYE, DECLINE, EFFECT, MINE, SWAP, THEIRS, Decline

REINFORCEMENTS = 3
ADRENALINE_PULL = 2

BYE_CHOICES = (*BYE.values(), DECLINE[BYE_BYE])
PLAIN_CHOICES = {c: (e, DECLINE[c]) for c, e in EFFECT.items()}
ONLY_DECLINE = {c: (d,) for c, d in DECLINE.items()}


class ActionCards:
    """Legal choices and effects of the action cards."""

    def _action_choices(self, seat: int, card: str) -> tuple:
        if card == BYE_BYE:
            return BYE_CHOICES
        if card == CHANGE_SIDES:
            return (*self._swaps(seat), DECLINE[card])
        if card == DIRTY_TRICK and not self.hands[1 - seat]:
            return ONLY_DECLINE[card]
        return PLAIN_CHOICES[card]

    def _swaps(self, seat: int) -> list:
        """Every Change Sides move: a visible card to the same space on the other side
        (a white card to any space there)."""
        out = []
        for from_rel, to_rel, side in ((MINE, THEIRS, self.board[seat]), (THEIRS, MINE, self.board[1 - seat])):
            for i, stack in enumerate(side):
                if stack:
                    here = COLOURS[i]
                    if stack[-1] in WHITE:
                        out += [SWAP[from_rel, here, to_rel, there] for there in COLOURS]
                    else:
                        out.append(SWAP[from_rel, here, to_rel, here])
        return out

    def _play_action(self, seat: int, action) -> list[Event]:
        card = action.card
        stolen = self._take(seat, card)
        self.discard.append(card)
        self.seen[2].add(card)
        declined = type(action) is Decline
        choice = [] if declined else list(action.choice)
        events = [Event("action", {"seat": seat, "card": card, "declined": declined,
                                   "choice": choice, "stolen": stolen})]
        draws = 1
        if declined:
            pass
        elif card == ADRENALINE:
            events += self._pull(seat, ADRENALINE_PULL, card)
        elif card == DIRTY_TRICK:
            return events + self._dirty_trick(seat)
        elif card == HOW_RUCK:
            events += self._contest(seat, card, weak_wins=False)
        elif card == WEAK_WINS:
            events += self._contest(seat, card, weak_wins=True)
        elif card == MACHO:
            events += self._discard_tops(seat, card, lambda c: c in LADIES)
        elif card == BYE_BYE:
            value = action.choice[0]
            events += self._discard_tops(seat, card, lambda c: STRENGTH[c] == value)
        elif card == BROKEN_ROPE:
            old, self.barrel = self.barrel, self.start_space
            events.append(Event("barrel_moved", {"from": old, "to": self.barrel, "seat": None, "cause": card}))
        elif card == CHANGE_SIDES:
            events.append(self._change_sides(seat, *action.choice))
        elif card == MONSTROUS:
            for side in (0, 1):
                if any(stack and stack[-1] == NESSIE for stack in self.board[side]):
                    events += self._round_won(1 - side, "monstrous")
        elif card == REINFORCEMENT:
            draws += REINFORCEMENTS
        if self.round_over:
            return events
        return events + self._end_turn(seat, draws)

    def _dirty_trick(self, seat: int) -> list[Event]:
        """Take a random card from the opponent's hand; it must be played next (the draw
        for the Dirty Trick comes after that)."""
        victim = self.hands[1 - seat]
        card = victim.pop(self.rng.randrange(len(victim)))
        self.stolen = card
        self.seen[2].add(card)
        return [Event("dirty_trick", {"seat": seat, "from": 1 - seat, "card": card,
                                      "hand_sizes": [len(h) for h in self.hands]})]

    def _discard_tops(self, seat: int, cause: str, hit) -> list[Event]:
        """Discard every visible card for which ``hit(card)``; uncovered cards stay."""
        gone = []
        for side in (0, 1):
            for i, stack in enumerate(self.board[side]):
                if stack and hit(stack[-1]):
                    card = stack.pop()
                    self.discard.append(card)
                    gone.append({"side": side, "space": COLOURS[i], "card": card,
                                 "uncovered": stack[-1] if stack else None})
        return [Event("discarded", {"seat": seat, "cause": cause, "cards": gone})]

    def _change_sides(self, seat: int, from_rel: str, from_space: str, to_rel: str, to_space: str) -> Event:
        from_side = seat if from_rel == MINE else 1 - seat
        to_side = seat if to_rel == MINE else 1 - seat
        source = self.board[from_side][COLOURS.index(from_space)]
        target = self.board[to_side][COLOURS.index(to_space)]
        card = source.pop()
        covered = target[-1] if target else None
        target.append(card)
        return Event("moved", {"seat": seat, "card": card,
                               "from": {"side": from_side, "space": from_space},
                               "to": {"side": to_side, "space": to_space},
                               "uncovered": source[-1] if source else None, "covered": covered})
