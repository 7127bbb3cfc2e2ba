"""You Shady Pooch!: shed your hand first, in real time, while others dogpile.

A round: everyone antes a bone; the seat left of the dealer leads a card and names
another player, who must beat it with a higher number, play a Queen, or pick the pile
up. Between a naming and its answer every other player (not the namer) may dogpile
one lower card of the top card's suit. The round ends the moment a hand is empty;
that player takes the pot and hands one bone to the holder of the most diamonds.
The game ends after a round that leaves someone without bones.

The first round is dealt and anted when the game is made: its ``deal`` and ``ante``
events are kept in ``setup_events`` (no action returns them); later rounds are dealt
at once when a round ends, in that step's events.

Time: ``apply(..., at=)`` takes game seconds; option ``shot_clock`` makes a named
player who waits that long pick up (in ``advance``). Each naming opens a window with
a new id (``view["window"]``); ``dogpile H3 @7`` is refused once window 7 has closed.

view(seat) keys (``seat=None``: the spectator's view, no ``hand``):
  seat, names, players    who is looking; seat names; player count
  phase                   "lead" (``leader`` must lead), "respond" (``named`` must
                          answer, dogpile window open) or "over"
  to_act                  seats that may act: the leader; or the named player plus
                          every eligible dogpiler (none while a Queen is on top)
  round, dealer           round number (from 1) and this round's dealer
  leader                  who must lead now (``None`` unless phase is "lead")
  led_by                  who started the current pile (``None`` when it is empty)
  hand                    own cards, sorted (``None`` for the spectator)
  hand_counts             cards in each seat's hand
  hand_size               cards dealt to each player this round
  pile, pile_by           the pile's cards bottom first (top last) and who put each
  top                     the top card or ``None``
  namer, named            who named whom in the open window (else ``None``)
  window                  id of the open dogpile window, ``None`` when none is open
  named_at                game time of the current naming (``None`` with no window)
  dogpiled                seats that have dogpiled in the open window
  dogpilers               seats still allowed to dogpile in it (by role, not cards)
  now                     current game time (seconds)
  shot_clock              the option (seconds or ``None``)
  bones, pot              bones per seat; bones in the pot
  discard, discard_pile   how many cards were discarded this round, and which (they
                          went out face up)
  aside                   how many cards were set aside undealt (never shown)
  last_round              the last finished round: {round, winner, pot, diamond_bone,
                          diamonds, how} or ``None``
  history                 bones per seat after each finished round
  winners                 seats sharing the win once over, else ``[]``
full_view() adds ``hands`` (every hand) and ``aside_cards``.

Events (``Event.kind``: data; private parts noted):
  deal            round, dealer, leader, hand_size, counts, aside; private {hand}
  ante            bones, pot
  lead            seat, card, named, window, at (a Greedy/Fierce lead names nobody,
                  window ``None``)
  respond         seat, card, namer (who named the responder), closed (window
                  answered), named, window (the new naming, or ``None``), at
  dogpile         seat, card, on (the card covered), window, namer, named, wild, at;
                  a Wild One adds cleared (the discarded pile) and leader
  greedy          seat, took (diamonds taken into the hand), discarded, leader
  fierce          seat, discarded, leader
  pile_picked_up  seat (who calls "YOU SHADY POOCH!"), namer (the shady pooch),
                  count, cards, window, auto (the shot clock did it), at, leader
  round_won       seat, round, pot, diamond_bone (seat or ``None``), diamonds
                  (count per seat), how ("lead", "respond", "dogpile")
  round_scored    round, bones, change (per seat, ante included), pot
  game_over       bones, winners, ranking
"""
from __future__ import annotations

import math

from game.engine import Game, seat_option
from game.language import N_
from game.errors import IllegalAction
from game.moves import Event
from game.pooch.cards import (ANSWERS, DECK, DIAMONDS, GREEDY, HAND_SIZE, NUMBER, ORDER,
                              QUEEN_NAMES, QUEENS, SHADY, SUIT, SUIT_NAMES, WILD, diamonds)
from game.pooch.notation import (DOGPILE_ON, DOGPILES, PICKUP, UNNAMED, Dogpile, Lead, Pickup, Respond, offers,
                                 parse)

START_BONES = 4


def _finite(value) -> bool:
    """A number that is a finite float (a whole number like 10**400 is too big for one)."""
    try:
        return math.isfinite(value)
    except OverflowError:
        return False

QUEEN_SET = frozenset(QUEENS)
_order = ORDER.__getitem__


class Pooch(Game):
    id = "pooch"
    title = "You Shady Pooch!"
    min_players = 4
    max_players = 6
    real_time = True
    OPTIONS = {"shot_clock": None, "first_dealer": None}
    #: A plain attribute rather than the base's property: it is read on every step.
    is_over = False
    #: Random games end well within this many steps: the longest of 3,000 random
    #: four-player games (the longest kind) took under 2,000.
    playout_bound = 20_000

    @classmethod
    def cards(cls, players):
        return list(DECK)

    def _check_options(self, opts):
        clock = opts["shot_clock"]
        if clock is not None and (isinstance(clock, bool) or not isinstance(clock, (int, float))
                                  or not _finite(clock) or clock <= 0):
            shown = repr(clock) if len(repr(clock)) <= 24 else repr(clock)[:20] + "..."
            raise ValueError(f"Option shot_clock must be a positive number of seconds or None, not {shown}")
        seat_option("first_dealer", opts["first_dealer"], self.players)

    # -- dealing -----------------------------------------------------------------
    def setup(self, deck):
        n = self.players
        self.bones = [START_BONES] * n
        self.pot = 0
        self.round = 0
        self.window = 0
        self.closed: dict[int, tuple[str, int]] = {}
        self.shown: set[str] = set()
        self.held: list[set[str]] = [set() for _ in range(n)]
        self.history: list[list[int]] = []
        self.last_round: dict | None = None
        self.is_over = False
        self.shot_clock = self.opts["shot_clock"]
        first = self.opts["first_dealer"]
        self.dealer = self.rng.randrange(n) if first is None else first
        self._others = [[s for s in range(n) if s != me] for me in range(n)]
        self._lead_offers = offers("lead", n)
        self._respond_offers = offers("respond", n)
        #: The first round's deal and ante (no action returns them): the table animates them.
        self.setup_events = self._start_round(deck)

    def _start_round(self, deck) -> list[Event]:
        n = self.players
        self.round += 1
        if deck is None:
            deck = list(DECK)
            self.rng.shuffle(deck)
        size = HAND_SIZE[n]
        self.hands = [sorted(deck[s * size:(s + 1) * size], key=_order) for s in range(n)]
        self.aside = list(deck[n * size:])
        for seat in range(n):
            self.held[seat].update(self.hands[seat])
        self.pile: list[str] = []
        self.pile_by: list[int] = []
        self.discard: list[str] = []
        self.led_by = None
        self._close_fields()
        self.leader = (self.dealer + 1) % n
        self._acting = [self.leader]
        self.round_start_bones = list(self.bones)
        for seat in range(n):
            self.bones[seat] -= 1
        self.pot += n
        return [
            Event("deal", {"round": self.round, "dealer": self.dealer, "leader": self.leader, "hand_size": size,
                           "counts": [size] * n, "aside": len(self.aside)},
                  {s: {"hand": list(self.hands[s])} for s in range(n)}),
            Event("ante", {"bones": list(self.bones), "pot": self.pot}),
        ]

    def _close_fields(self) -> None:
        """No window open: the phase becomes a lead (the caller sets ``leader``)."""
        self.phase = "lead"
        self.namer = self.named = None
        self.named_at = None
        self.dogpiled: list[int] = []

    def _open_window(self, namer: int, named: int) -> None:
        self.window += 1
        self.phase = "respond"
        self.namer, self.named = namer, named
        self.named_at = self.now
        self.dogpiled = []
        self.leader = None
        if self.pile[-1] in QUEEN_SET:
            self._acting = [named]
        else:
            self._acting = list(self._others[namer])

    def _to_lead(self, seat: int) -> None:
        self._close_fields()
        self.leader = seat
        self._acting = [seat]

    # -- notation ------------------------------------------------------------------
    def parse(self, text):
        return parse(text, self.players)

    # -- what may be done ----------------------------------------------------------
    def to_act(self):
        return list(self._acting)

    def _legal(self, seat):
        phase = self.phase
        if phase == "respond":
            if seat == self.named:
                answers = ANSWERS[self.pile[-1]]
                table = self._respond_offers[seat]
                out = []
                for card in dict.fromkeys(self.hands[seat]):
                    if card in answers:
                        out += table[card]
                out.append(PICKUP)
                return out
            if seat == self.namer or seat in self.dogpiled:
                return []
            fits = DOGPILE_ON[self.pile[-1]]
            out = [fits[card] for card in self.hands[seat] if card in fits]
            while len(out) > 1 and out[-1] is out[-2]:  # Wild Ones, sorted last, may repeat
                out.pop()
            return out
        if phase == "lead" and seat == self.leader:
            table = self._lead_offers[seat]
            out = []
            for card in dict.fromkeys(self.hands[seat]):
                out += table[card]
            return out
        return []

    def _check(self, seat, action):
        """As the base, plus ``dogpile C @w``: refused unless window ``w`` is open."""
        checked = action
        if type(action) is Dogpile and action.window is not None:
            if self.phase != "respond" or action.window != self.window:
                raise IllegalAction(self._too_late(action.window))
            checked = DOGPILES[action.card]
        legal = self.legal_actions(seat)
        for candidate in legal:
            if candidate is checked:
                return action
        if checked in legal:
            return action
        raise IllegalAction(self.why_illegal(seat, checked))

    def _too_late(self, window: int) -> str:
        closed = self.closed.get(window)
        if closed is None:
            if self.phase == "respond":
                return N_("There is no window {window}: the open window is {open}").format(window=window,
                                                                                            open=self.window)
            return N_("There is no window {window}: nobody is named now").format(window=window)
        how, seat = closed
        name = self.names[seat]
        reason = {
            "responded": N_("{name} already responded").format(name=name),
            "picked": N_("{name} already responded by picking up the pile").format(name=name),
            "clock": N_("{name}'s shot clock ran out and they picked up the pile").format(name=name),
            "wild": N_("{name}'s Wild One cleared the pile").format(name=name),
            "out": N_("{name} ran out of cards and won the round").format(name=name),
        }[how]
        return N_("Too late: {reason}").format(reason=reason)

    def why_illegal(self, seat, action):
        if self.is_over:
            return N_("The game is over")
        kind = type(action)
        if kind is Lead:
            return self._why_not_lead(seat, action)
        if kind is Respond:
            return self._why_not_respond(seat, action)
        if kind is Pickup:
            if self.phase != "respond":
                return N_("There is nothing to pick up: nobody is named, {name} leads").format(
                    name=self.names[self.leader])
            return N_("Only {name} may pick up the pile").format(name=self.names[self.named])
        if kind is Dogpile:
            return self._why_not_dogpile(seat, action.card)
        return N_("{action} is not allowed now").format(action=action)

    def _naming_problem(self, seat: int, verb: str, card: str, name: int | None) -> str | None:
        if card in UNNAMED:
            if name is not None:
                return N_("The {queen} names nobody: write {typed_verb} {card}").format(
                    queen=QUEEN_NAMES[card], typed_verb=verb, card=card)
            return None
        if name is None:
            other = self._others[seat][0]
            return N_("Name a player to answer {card}: {typed_verb} {card} name {other}").format(
                card=card, typed_verb=verb, other=other)
        if name == seat:
            return N_("You cannot name yourself")
        return None

    def _why_not_lead(self, seat, action):
        if self.phase == "respond":
            return N_("{name} is named: nobody leads until they respond").format(name=self.names[self.named])
        if seat != self.leader:
            return N_("It is {name}'s lead").format(name=self.names[self.leader])
        if action.card not in self.hands[seat]:
            return N_("You do not hold {card}").format(card=action.card)
        problem = self._naming_problem(seat, "lead", action.card, action.name)
        return problem or N_("{action} is not allowed now").format(action=action)

    def _why_not_respond(self, seat, action):
        if self.phase != "respond":
            return N_("Nobody has named you: {name} leads").format(name=self.names[self.leader])
        named = self.names[self.named]
        if seat == self.namer:
            return N_("You named {named}: wait for their answer").format(named=named)
        if seat != self.named:
            return N_("Only {named} may respond now: you may dogpile").format(named=named)
        card, top = action.card, self.pile[-1]
        if card not in self.hands[seat]:
            return N_("You do not hold {card}").format(card=card)
        if card not in QUEEN_SET:
            if top == SHADY:
                return N_("After a Shady Queen you may only play a Queen or pick up the pile")
            if card == WILD:
                return N_("A Wild One is higher only than a 0")
            if NUMBER[card] <= NUMBER[top]:
                return N_("{card} is not higher than {top}: play a higher number, a Queen, or pick up").format(
                    card=card, top=top)
        problem = self._naming_problem(seat, "respond", card, action.name)
        return problem or N_("{action} is not allowed now").format(action=action)

    def _why_not_dogpile(self, seat, card):
        if self.phase != "respond":
            return N_("Nobody is named: wait for a player to be named before you dogpile")
        named = self.names[self.named]
        if seat == self.named:
            return N_("You are named: respond or pick up the pile, you cannot dogpile")
        if seat == self.namer:
            return N_("You named {named}: you cannot dogpile on your own naming").format(named=named)
        if seat in self.dogpiled:
            return N_("You already dogpiled since {named} was named").format(named=named)
        top = self.pile[-1]
        if top in QUEEN_SET:
            return N_("Nobody dogpiles on a Queen")
        if card not in self.hands[seat]:
            return N_("You do not hold {card}").format(card=card)
        if card in QUEEN_SET:
            return N_("A Queen is not a number: you cannot dogpile with it")
        if card == WILD:
            return N_("A Wild One dogpiles only on a number 2 or higher, not on {top}").format(top=top)
        if top == WILD:
            return N_("Only a Zero can dogpile on a Wild One, not {card}").format(card=card)
        if SUIT[card] != SUIT[top]:
            return N_("{card} is not {suit}: a dogpile on {top} must be the same suit and lower").format(
                card=card, suit=SUIT_NAMES[SUIT[top]], top=top)
        if NUMBER[card] >= NUMBER[top]:
            return N_("{card} is not lower than {top}: a dogpile must be the same suit and lower").format(
                card=card, top=top)
        return N_("dogpile {card} is not allowed now").format(card=card)

    # -- carrying out --------------------------------------------------------------
    def _apply(self, seat, action):
        kind = type(action)
        if kind is Dogpile:
            return self._dogpile(seat, action.card)
        if kind is Respond:
            return self._respond(seat, action.card, action.name)
        if kind is Lead:
            return self._lead(seat, action.card, action.name)
        return self._pickup(seat, auto=False)

    def _lead(self, seat, card, name):
        hand = self.hands[seat]
        hand.remove(card)
        self.shown.add(card)
        if card in UNNAMED:
            self.discard.append(card)
            events = [Event("lead", {"seat": seat, "card": card, "named": None, "window": None, "at": self.now}),
                      self._queen_event(card, seat, [], [card])]
            if not hand:
                return events + self._round_won(seat, "lead")
            return events
        self.pile.append(card)
        self.pile_by.append(seat)
        self.led_by = seat
        if not hand:
            return [Event("lead", {"seat": seat, "card": card, "named": name, "window": None, "at": self.now}),
                    *self._round_won(seat, "lead")]
        self._open_window(seat, name)
        return [Event("lead", {"seat": seat, "card": card, "named": name, "window": self.window, "at": self.now})]

    def _respond(self, seat, card, name):
        hand = self.hands[seat]
        hand.remove(card)
        self.shown.add(card)
        closed, namer = self.window, self.namer
        self.closed[closed] = ("responded", seat)
        data = {"seat": seat, "card": card, "namer": namer, "closed": closed, "named": None, "window": None,
                "at": self.now}
        if card in UNNAMED:
            pile = self.pile
            if card == GREEDY:
                took = [c for c in pile if c in DIAMONDS]
                rest = [c for c in pile if c not in DIAMONDS]
            else:
                took, rest = [], list(pile)
            rest.append(card)
            self.discard += rest
            self.pile, self.pile_by, self.led_by = [], [], None
            if took:
                hand += took
                hand.sort(key=_order)
            self._to_lead(seat)
            events = [Event("respond", data), self._queen_event(card, seat, took, rest)]
        else:
            self.pile.append(card)
            self.pile_by.append(seat)
            if hand:
                self._open_window(seat, name)
                data["named"], data["window"] = name, self.window
            else:
                data["named"] = name
            events = [Event("respond", data)]
        if not hand:
            events += self._round_won(seat, "respond")
        return events

    def _queen_event(self, card, seat, took, discarded) -> Event:
        if card == GREEDY:
            return Event("greedy", {"seat": seat, "took": list(took), "discarded": list(discarded), "leader": seat})
        return Event("fierce", {"seat": seat, "discarded": list(discarded), "leader": seat})

    def _pickup(self, seat, auto):
        cards = self.pile
        window, namer = self.window, self.namer
        self.closed[window] = ("clock" if auto else "picked", seat)
        hand = self.hands[seat]
        hand += cards
        hand.sort(key=_order)
        self.pile, self.pile_by, self.led_by = [], [], None
        self._to_lead(namer)
        return [Event("pile_picked_up", {"seat": seat, "namer": namer, "count": len(cards), "cards": cards,
                                         "window": window, "auto": auto, "at": self.now, "leader": namer})]

    def _dogpile(self, seat, card):
        hand = self.hands[seat]
        hand.remove(card)
        self.shown.add(card)
        data = {"seat": seat, "card": card, "on": self.pile[-1], "window": self.window, "namer": self.namer,
                "named": self.named, "wild": card == WILD, "at": self.now}
        if card == WILD:
            cleared = self.pile
            cleared.append(card)
            self.discard += cleared
            self.closed[self.window] = ("wild", seat)
            self.pile, self.pile_by, self.led_by = [], [], None
            self._to_lead(seat)
            data["cleared"], data["leader"] = cleared, seat
        else:
            self.pile.append(card)
            self.pile_by.append(seat)
            self.dogpiled.append(seat)
            self._acting.remove(seat)
        events = [Event("dogpile", data)]
        if not hand:
            events += self._round_won(seat, "dogpile")
        return events

    def _elapse(self, now):
        if self.shot_clock is None or self.phase != "respond":
            return []
        deadline = self.named_at + self.shot_clock
        if now < deadline:
            return []
        self.now = deadline
        return self._pickup(self.named, auto=True)

    # -- the end of a round --------------------------------------------------------
    def _round_won(self, seat: int, how: str) -> list[Event]:
        n = self.players
        if self.phase == "respond":
            self.closed.setdefault(self.window, ("out", seat))
        self._close_fields()
        self.leader = None
        self._acting = []
        counts = [diamonds(hand) for hand in self.hands]
        pot = self.pot
        self.bones[seat] += pot
        self.pot = 0
        best = max(counts)
        holders = [s for s in range(n) if counts[s] == best]
        bone_to = holders[0] if len(holders) == 1 else None
        if bone_to is not None:
            self.bones[seat] -= 1
            self.bones[bone_to] += 1
        change = [self.bones[s] - self.round_start_bones[s] for s in range(n)]
        self.last_round = {"round": self.round, "winner": seat, "pot": pot, "diamond_bone": bone_to,
                           "diamonds": counts, "how": how}
        self.history.append(list(self.bones))
        events = [
            Event("round_won", {"seat": seat, "round": self.round, "pot": pot, "diamond_bone": bone_to,
                                "diamonds": counts, "how": how}),
            Event("round_scored", {"round": self.round, "bones": list(self.bones), "change": change, "pot": 0}),
        ]
        if min(self.bones) == 0:
            self.is_over = True
            self.phase = "over"
            result = self.result()
            events.append(Event("game_over", {"bones": list(self.bones), "winners": result["winners"],
                                              "ranking": result["ranking"]}))
            return events
        self.dealer = (self.dealer + 1) % n
        return events + self._start_round(None)

    # -- what is seen ----------------------------------------------------------------
    def view(self, seat):
        if seat is not None and not self._is_seat(seat):
            raise ValueError(f"There is no seat {seat!r} in this {self.players}-player game")
        respond = self.phase == "respond"
        return {
            "seat": seat,
            "names": list(self.names),
            "players": self.players,
            "phase": self.phase,
            "to_act": self.to_act(),
            "round": self.round,
            "dealer": self.dealer,
            "leader": self.leader,
            "led_by": self.led_by,
            "hand": None if seat is None else list(self.hands[seat]),
            "hand_counts": [len(h) for h in self.hands],
            "hand_size": HAND_SIZE[self.players],
            "pile": list(self.pile),
            "pile_by": list(self.pile_by),
            "top": self.pile[-1] if self.pile else None,
            "namer": self.namer,
            "named": self.named,
            "window": self.window if respond else None,
            "named_at": self.named_at,
            "dogpiled": list(self.dogpiled),
            "dogpilers": [s for s in self._acting if s != self.named] if respond else [],
            "now": self.now,
            "shot_clock": self.shot_clock,
            "bones": list(self.bones),
            "pot": self.pot,
            "discard": len(self.discard),
            "discard_pile": list(self.discard),
            "aside": len(self.aside),
            "last_round": None if self.last_round is None else dict(self.last_round),
            "history": [list(b) for b in self.history],
            "winners": self.result()["winners"],
        }

    def full_view(self):
        return {**self.view(None), "hands": [list(h) for h in self.hands], "aside_cards": list(self.aside)}

    def seen_by(self, seat):
        if seat is None:
            return set(self.shown)
        return self.shown | self.held[seat]

    def result(self):
        bones = self.bones
        ranking = sorted(range(self.players), key=lambda s: (-bones[s], s))
        best = max(bones)
        winners = [s for s in range(self.players) if bones[s] == best] if self.is_over else []
        return {"scores": list(bones), "ranking": ranking, "winners": winners, "pot": self.pot,
                "rounds": self.round}
