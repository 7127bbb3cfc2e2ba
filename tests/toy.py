"""A tiny game that exists only to test the engine core and the generic harness.

Two or three players, cards A1-A6 and B1-B6, three cards each, one trick per turn
round: the highest card takes the trick. With ``timer`` set, a player who waits
longer than that many seconds plays their lowest card (a time-driven change).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engine import Game
from game.errors import IllegalAction
from game.moves import Action, Event, words


@dataclass(frozen=True)
class Play(Action):
    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


class Toy(Game):
    id = "toy"
    title = "Toy"
    min_players = 2
    max_players = 3
    OPTIONS = {"timer": None}

    @classmethod
    def cards(cls, players):
        return [f"{s}{v}" for s in "AB" for v in range(1, 7)]

    def _check_options(self, opts):
        timer = opts["timer"]
        if timer is not None and (isinstance(timer, bool) or not isinstance(timer, (int, float)) or timer <= 0):
            raise ValueError(f"Option timer must be a positive number of seconds, not {timer!r}")
        self.real_time = timer is not None

    def setup(self, deck):
        if deck is None:
            deck = self.cards(self.players)
            self.rng.shuffle(deck)
        self.hands = [sorted(deck[3 * s:3 * s + 3]) for s in range(self.players)]
        self.trick: list[tuple[int, str]] = []
        self.taken = [0] * self.players
        self.played: list[str] = []
        self.turn = 0
        self.since = 0.0

    def parse(self, text):
        w = words(text)
        if len(w) != 2 or w[0] != "play":
            raise IllegalAction(f"Cannot read '{text}': write play A3")
        return Play(w[1].upper())

    def to_act(self):
        return [] if self.is_over else [self.turn]

    def _legal(self, seat):
        if seat != self.turn:
            return []
        return [Play(c) for c in self.hands[seat]]

    def why_illegal(self, seat, action):
        if seat != self.turn:
            return f"It is {self.names[self.turn]}'s turn"
        return f"You do not hold {getattr(action, 'card', action)}"

    def _apply(self, seat, action):
        self.hands[seat].remove(action.card)
        self.trick.append((seat, action.card))
        self.played.append(action.card)
        events = [Event("play", {"seat": seat, "card": action.card})]
        self.since = self.now
        if len(self.trick) == self.players:
            winner = max(self.trick, key=lambda sc: int(sc[1][1:]) * 2 + (sc[1][0] == "B"))[0]
            self.taken[winner] += 1
            self.trick = []
            self.turn = winner
            events.append(Event("trick_won", {"seat": winner}))
        else:
            self.turn = (seat + 1) % self.players
        return events

    def _elapse(self, now):
        timer = self.opts["timer"]
        events = []
        while not self.is_over and now - self.since >= timer:
            self.now = self.since + timer
            seat = self.turn
            events += self._apply(seat, Play(self.hands[seat][0]))
            events[-1] = events[-1]
        return events

    def view(self, seat):
        return {
            "hand": list(self.hands[seat]) if seat is not None else None,
            "counts": [len(h) for h in self.hands],
            "trick": [[s, c] for s, c in self.trick],
            "taken": list(self.taken),
            "turn": self.turn,
        }

    def full_view(self):
        return {**self.view(None), "hands": [list(h) for h in self.hands]}

    def seen_by(self, seat):
        own = set(self.hands[seat]) if seat is not None else set()
        return own | set(self.played)

    @property
    def is_over(self):
        return all(not h for h in self.hands)

    def result(self):
        best = max(self.taken)
        ranking = sorted(range(self.players), key=lambda s: -self.taken[s])
        winners = [s for s in range(self.players) if self.taken[s] == best] if self.is_over else []
        return {"scores": list(self.taken), "ranking": ranking, "winners": winners}
