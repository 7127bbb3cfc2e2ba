"""Pups: bid on your tricks, then play showdowns (rules: ../shared/spec/pups.md).

Phases: ``bid`` (each player in turn from the leader takes or rebids a bid card),
``showdown`` (tricks until a hand empties), ``rescue`` (players whose bid fell short
may spend saved exactly-0 cards), then the round is scored and the next one dealt in
the same action; ``over`` at the end.

``view(seat)`` keys (``seat=None`` is a spectator; ``full_view`` adds ``hands``):

- ``game``, ``seat``, ``names``, ``phase`` (bid / showdown / rescue / over), ``round``
  (1, 2, ...), ``to_act`` (list of seats), ``turn`` (the seat to act or ``None``),
  ``leader`` (starts the bids, then leads the current showdown).
- ``alpha`` (the Alpha card), ``alpha_suit`` (F G L W M), ``alpha_suit_name``.
- ``stacks``: bid cards left by number, ``{"0": 8, "1": 16, "2": 12, "3": 8}``
  ("0" is the exactly 0 stack); ``last_round`` (this round is the last: a 1, 2 or 3
  stack was emptied in its bids, ``stack_emptied``, or one Top Dog is left);
  ``top_dogs_left``, ``top_dogs_burned``.
- ``bid_order``: seats in bid order this round; ``bids``: per seat ``None`` or
  ``{"seat", "side" (atleast / exactly), "number", "rebid", "label", "treats", "poos"}``.
- ``piles``: per seat score pile ``{"treat_cards": [{"side", "number", "label",
  "treats"}], "poo_cards": [{"number", "poos"}] (failed bids, open to rebids),
  "saved" (exactly-0 cards), "top_dogs", "treats", "poos", "score"}``; ``scores``.
- ``tricks``: tricks taken this round per seat.
- ``hand``: own cards (``None`` for a spectator); ``hand_sizes`` per seat; ``out``:
  seats whose hand emptied this round (the round ends after the current showdown).
- ``showdown``: the one being played ``{"leader", "led_suit", "plays": [{"seat",
  "card", "mutt", "cards", "suit", "total"}]}``; ``showdowns``: those finished this
  round ``{"round", "leader", "led_suit", "plays", "winner", "tied"}`` in order (the
  staircase: a seat's won showdowns are its tricks); ``last_showdown``: the latest
  finished one, kept across the round boundary for the table's animation.
- ``rescue``: ``None`` or ``{"seat", "short", "saved", "bid"}`` for the player being
  asked; ``winners`` (empty until the end); ``round_summary``: the latest
  ``round_scored`` data.

Events (kind: data keys; every card in them is face up, except the private hand):

- ``alpha``: round, card, suit, suit_name, leader (the Alpha card is revealed)
- ``deal``: round, leader, hand_sizes; privately ``hand`` for each seat
- ``bid``: seat, side, number, rebid, label, treats, poos, stacks (after the bid)
- ``last_round``: round, stack, seat (a 1, 2 or 3 stack was emptied)
- ``leader``: seat, reason (bid / points / draw), treats (bid) or score
- ``leader_drawn``: tied, leader (a random draw among tied seats: show a coin flip)
- ``play``: seat, card, mutt, cards, suit, total, lead
- ``out``: seat (its hand is empty: "I'm out", the round ends after this showdown)
- ``trick_won``: seat, plays, tricks (per seat) / ``showdown_tied``: tied, leader, plays
- ``showdowns_over``: round, out, discarded (cards left per seat, discarded face down), tricks
- ``rescue_offered``: seat, short, saved, bid / ``rescue``: seat, spent, accepted, stacks
- ``round_scored``: round, bids (in bid order: seat, side, number, rebid, label, tricks,
  bonus, outcome made / failed / rescued / saved, treats, poos earned), tricks, top_dog
  (seat or None), top_dog_burned, top_dogs_left, scores, piles, final
- ``game_over``: scores, ranking, winners, top_dogs, reason (top_dogs / stack_emptied)

The next round is dealt inside the action that scores a round, so one action can return
``... round_scored, leader_drawn, leader, alpha, deal``. The first deal's events are kept
in ``setup_events``.
"""
from __future__ import annotations

import msgspec

from game.engine import Game, seat_option
from game.language import N_
from game.moves import Event
from game.pups import bid as bids
from game.pups.bid import ATLEAST, EXACTLY, LAST_ROUND_STACKS, STACK_SIZES, PlacedBid
from game.pups.cards import CODES, DECK, HAND_SIZE, SUIT_NAMES, hand_order, is_mutt, value_of
from game.pups.notation import BIDS, Bid, Play, Rescue, parse, rescue
from game.pups.scorepile import TOP_DOGS, ScorePile
from game.pups.showdown import Showdown, allowed_plays, outcome, play_dict

BID, SHOWDOWN, RESCUE, OVER = "bid", "showdown", "rescue", "over"


_encode, _decode = msgspec.json.Encoder().encode, msgspec.json.Decoder().decode


def _copy(data):
    """A copy of plain data (JSON's kinds), so that a view never shares lists with the
    state: through msgspec's JSON, a few times quicker than a copy in Python (a server
    builds a view for every seat after every move)."""
    return None if data is None else _decode(_encode(data))


class Pups(Game):
    id = "pups"
    title = "Pups"
    min_players = 2
    max_players = 5
    OPTIONS = {"first_leader": None}
    # 7 Top Dogs, so at most 7 rounds of 5 bids, 35 plays and 5 rescues.
    playout_bound = 400

    @classmethod
    def cards(cls, players):
        return list(DECK)

    def _check_options(self, opts):
        seat_option("first_leader", opts["first_leader"], self.players)

    # -- dealing -------------------------------------------------------------------
    def setup(self, deck):
        n = self.players
        first = self.opts["first_leader"]
        self.leader = first if first is not None else self.rng.randrange(n)
        self.round = 0
        self.stacks = dict(STACK_SIZES)
        self.piles = [ScorePile() for _ in range(n)]
        self.top_dogs_left = TOP_DOGS
        self.top_dogs_burned = 0
        self.stack_emptied = False
        self.winners: list[int] = []
        self.last_showdown: Showdown | None = None
        self.round_summary: dict | None = None
        self.public_seen: set[str] = set()
        self.own_seen: list[set[str]] = [set() for _ in range(n)]
        #: The first deal's events (there is no action to return them from).
        self.setup_events = self._deal(deck)

    def _deal(self, deck=None) -> list[Event]:
        n = self.players
        if deck is None:
            deck = list(DECK)
            self.rng.shuffle(deck)
        self.round += 1
        self.alpha = deck[0]
        self.alpha_suit = deck[0][0]
        self.hands = [sorted(deck[1 + HAND_SIZE * s:1 + HAND_SIZE * (s + 1)], key=hand_order) for s in range(n)]
        self.phase = BID
        self.bid_order = [(self.leader + i) % n for i in range(n)]
        self.bids: list[PlacedBid | None] = [None] * n
        self.turn = self.leader
        self.tricks = [0] * n
        self.plays: list[tuple[int, Play]] = []
        self.showdown_leader = self.leader
        self.showdowns: list[Showdown] = []
        self.out: list[int] = []
        self.rescue_queue: list[int] = []
        self.rescue_spent: dict[int, int] = {}
        self.public_seen.add(self.alpha)
        for s, hand in enumerate(self.hands):
            self.own_seen[s].update(hand)
        return [
            Event("alpha", {"round": self.round, "card": self.alpha, "suit": self.alpha_suit,
                            "suit_name": SUIT_NAMES[self.alpha_suit], "leader": self.leader}),
            Event("deal", {"round": self.round, "leader": self.leader, "hand_sizes": [len(h) for h in self.hands]},
                  {s: {"hand": list(h)} for s, h in enumerate(self.hands)}),
        ]

    # -- reading actions ---------------------------------------------------------------
    def parse(self, text):
        return parse(text)

    def to_act(self):
        return [] if self.phase == OVER else [self.turn]

    def _legal(self, seat):
        if seat != self.turn or self.phase == OVER:
            return []
        if self.phase == SHOWDOWN:
            return allowed_plays(self.hands[seat], self.plays[0][1].card[0] if self.plays else None)
        if self.phase == BID:
            return self._legal_bids(seat)
        short = self._short(seat)
        return [rescue(0), rescue(short)]

    def _legal_bids(self, seat):
        out = []
        if self.stacks[0]:
            out.append(BIDS[EXACTLY, 0, False])
        for n in (1, 2, 3):
            if self.stacks[n]:
                out.append(BIDS[ATLEAST, n, False])
                out.append(BIDS[EXACTLY, n, False])
        for n in sorted(set(self.piles[seat].failed)):
            out.append(BIDS[ATLEAST, n, True])
            out.append(BIDS[EXACTLY, n, True])
        return out

    def _short(self, seat: int) -> int:
        placed = self.bids[seat]
        return bids.shortfall(placed.side, placed.number, self.tricks[seat])

    def why_illegal(self, seat, action):
        if self.phase == OVER:
            return N_("The game is over")
        if seat != self.turn:
            turn = {BID: N_("It is {name}'s turn to bid"), SHOWDOWN: N_("It is {name}'s turn to play"),
                    RESCUE: N_("It is {name}'s turn to decide on a rescue")}[self.phase]
            return turn.format(name=self.names[self.turn])
        if self.phase == BID:
            return self._why_not_bid(seat, action)
        if self.phase == SHOWDOWN:
            return self._why_not_play(seat, action)
        return self._why_not_rescue(seat, action)

    def _why_not_bid(self, seat, action):
        if not isinstance(action, Bid):
            return N_("Bids come first: take a bid card (bid atleast 1, bid exactly 0 ...)")
        if action.side not in bids.SIDES or not 0 <= action.number <= 3 or (action.side == ATLEAST and not action.number):
            return N_("There is no {action} bid card").format(action=action)
        if action.rebid:
            if action.number == 0:
                return N_("Exactly 0 is never rebid")
            if action.number not in self.piles[seat].failed:
                return N_("You have no failed {number} bid card to rebid").format(number=action.number)
        elif not self.stacks[action.number]:
            if action.number == 0:
                return N_("The exactly 0 stack is empty")
            return N_("The {number} stack is empty").format(number=action.number)
        return N_("{action} is not allowed now").format(action=action)

    def _why_not_play(self, seat, action):
        if isinstance(action, Bid):
            return N_("The bids are in: play a card")
        if not isinstance(action, Play):
            return N_("There is nothing to rescue now: play a card")
        for card in action.cards:
            if card not in CODES:
                return N_("There is no card {card}").format(card=card)
        hand = self.hands[seat]
        if action.mutt is not None:
            if not is_mutt(action.mutt):
                return N_("Only a Mutt may be added to a card")
            if is_mutt(action.card) and value_of(action.mutt) > value_of(action.card):
                return N_("Write two Mutts higher first: play {play}").format(play=f"{action.mutt}+{action.card}")
        if action.card not in hand:
            return N_("You do not hold {card}").format(card=action.card)
        if action.mutt is not None:
            if action.mutt == action.card and hand.count(action.card) < 2:
                return N_("You hold only one {card}").format(card=action.card)
            if action.mutt not in hand:
                return N_("You do not hold {card}").format(card=action.mutt)
        if self.plays:
            led = self.plays[0][1].card[0]
            held = [c for c in hand if c[0] == led]
            if held and action.card[0] != led:
                return N_("You must follow {suit} (you hold {cards})").format(
                    suit=SUIT_NAMES[led], cards=", ".join(dict.fromkeys(held)))
        return N_("{action} is not allowed now").format(action=action)

    def _why_not_rescue(self, seat, action):
        if not isinstance(action, Rescue):
            return N_("Results first: {name}'s bid fell short (rescue {count} or rescue 0)").format(
                name=self.names[seat], count=self._short(seat))
        short = self._short(seat)
        if short == 1:
            return N_("You are 1 trick short: rescue 1 spends 1 saved exactly-0 card, rescue 0 declines")
        return N_("You are {count} tricks short: rescue {count} spends {count} saved exactly-0 cards, "
                  "rescue 0 declines").format(count=short)

    # -- carrying out actions --------------------------------------------------------
    def _apply(self, seat, action):
        if self.phase == SHOWDOWN:
            return self._play(seat, action)
        if self.phase == BID:
            return self._bid(seat, action)
        return self._rescue(seat, action)

    def _bid(self, seat: int, action: Bid) -> list[Event]:
        n = action.number
        events = []
        if action.rebid:
            self.piles[seat].failed.remove(n)
        else:
            self.stacks[n] -= 1
        placed = PlacedBid(seat, action.side, n, action.rebid)
        self.bids[seat] = placed
        events.append(Event("bid", {**placed.to_dict(), "stacks": self._stacks()}))
        if not action.rebid and n in LAST_ROUND_STACKS and not self.stacks[n] and not self.stack_emptied:
            self.stack_emptied = True
            events.append(Event("last_round", {"round": self.round, "stack": n, "seat": seat}))
        if seat != self.bid_order[-1]:
            self.turn = (seat + 1) % self.players
            return events
        best = max(self.bids[s].treats for s in self.bid_order)
        self.leader = [s for s in self.bid_order if self.bids[s].treats == best][-1]
        self.phase = SHOWDOWN
        self.turn = self.showdown_leader = self.leader
        events.append(Event("leader", {"seat": self.leader, "reason": "bid", "treats": best}))
        return events

    def _play(self, seat: int, action: Play) -> list[Event]:
        hand = self.hands[seat]
        hand.remove(action.card)
        if action.mutt is not None:
            hand.remove(action.mutt)
            self.public_seen.add(action.mutt)
        self.public_seen.add(action.card)
        self.plays.append((seat, action))
        data = play_dict(seat, action)
        data["lead"] = len(self.plays) == 1
        events = [Event("play", data)]
        if not hand:
            self.out.append(seat)
            events.append(Event("out", {"seat": seat}))
        if len(self.plays) < self.players:
            self.turn = (seat + 1) % self.players
            return events
        winner, tied = outcome(self.plays, self.alpha_suit)
        finished = Showdown(self.round, self.showdown_leader, tuple(self.plays), winner, tuple(tied))
        self.showdowns.append(finished)
        self.last_showdown = finished
        self.plays = []
        if winner is not None:
            self.tricks[winner] += 1
            self.leader = winner
            events.append(Event("trick_won", {"seat": winner, "plays": finished.plays_dicts(),
                                              "tricks": list(self.tricks)}))
        else:
            self.leader = tied[-1]
            events.append(Event("showdown_tied", {"tied": list(tied), "leader": self.leader,
                                                  "plays": finished.plays_dicts()}))
        self.turn = self.showdown_leader = self.leader
        if self.out:
            events += self._end_showdowns()
        return events

    def _end_showdowns(self) -> list[Event]:
        discarded = [len(h) for h in self.hands]
        self.hands = [[] for _ in self.hands]
        self.phase = RESCUE
        events = [Event("showdowns_over", {"round": self.round, "out": list(self.out), "discarded": discarded,
                                           "tricks": list(self.tricks)})]
        for seat in self.bid_order:
            short = self._short(seat)
            if short and self.piles[seat].saved >= short:
                self.rescue_queue.append(seat)
        return events + self._next_rescue()

    def _next_rescue(self) -> list[Event]:
        if not self.rescue_queue:
            return self._score_round()
        seat = self.turn = self.rescue_queue[0]
        return [Event("rescue_offered", {"seat": seat, "short": self._short(seat), "saved": self.piles[seat].saved,
                                         "bid": self.bids[seat].to_dict()})]

    def _rescue(self, seat: int, action: Rescue) -> list[Event]:
        self.rescue_queue.pop(0)
        if action.spend:
            self.piles[seat].saved -= action.spend
            self.stacks[0] += action.spend
            self.rescue_spent[seat] = action.spend
        event = Event("rescue", {"seat": seat, "spent": action.spend, "accepted": bool(action.spend),
                                 "stacks": self._stacks()})
        return [event] + self._next_rescue()

    # -- results ---------------------------------------------------------------------
    def _score_round(self) -> list[Event]:
        summary = []
        for seat in self.bid_order:
            placed, pile = self.bids[seat], self.piles[seat]
            tricks, bonus = self.tricks[seat], self.rescue_spent.get(seat, 0)
            treats = poos = 0
            if placed.number == 0:
                if tricks == 0:
                    pile.saved += 1
                    result = bids.SAVED
                else:
                    self.stacks[0] += 1
                    result = bids.FAILED
            elif bids.made(placed.side, placed.number, tricks + bonus):
                pile.made.append((placed.side, placed.number))
                result = bids.RESCUED if bonus else bids.MADE
                treats = placed.treats
            else:
                pile.failed.append(placed.number)
                result = bids.FAILED
                poos = placed.poos
            summary.append({**placed.to_dict(), "tricks": tricks, "bonus": bonus, "outcome": result,
                            "treats": treats, "poos": poos})
        most = max(self.tricks)
        top = [s for s in range(self.players) if self.tricks[s] == most]
        self.top_dogs_left -= 1
        if len(top) == 1:
            self.piles[top[0]].top_dogs += 1
            top_dog = top[0]
        else:
            self.top_dogs_burned += 1
            top_dog = None
        over = self.top_dogs_left == 0 or self.stack_emptied
        data = {
            "round": self.round, "bids": summary, "tricks": list(self.tricks),
            "top_dog": top_dog, "top_dog_burned": top_dog is None, "top_dogs_left": self.top_dogs_left,
            "scores": [p.score for p in self.piles], "piles": [p.to_dict() for p in self.piles],
            "final": over,
        }
        self.round_summary = data
        events = [Event("round_scored", data)]
        if over:
            self.phase = OVER
            self.turn = None
            self.winners = self._winners()
            result = self.result()
            events.append(Event("game_over", {
                "scores": result["scores"], "ranking": result["ranking"], "winners": self.winners,
                "top_dogs": result["top_dogs"],
                "reason": "top_dogs" if self.top_dogs_left == 0 else "stack_emptied"}))
            return events
        scores = [p.score for p in self.piles]
        tied = [s for s in range(self.players) if scores[s] == max(scores)]
        if len(tied) > 1:
            self.leader = self.rng.choice(tied)
            events.append(Event("leader_drawn", {"tied": tied, "leader": self.leader}))
            events.append(Event("leader", {"seat": self.leader, "reason": "draw", "score": max(scores)}))
        else:
            self.leader = tied[0]
            events.append(Event("leader", {"seat": self.leader, "reason": "points", "score": max(scores)}))
        return events + self._deal()

    def _winners(self) -> list[int]:
        key = [(p.score, p.top_dogs) for p in self.piles]
        return [s for s in range(self.players) if key[s] == max(key)]

    # -- what players see ------------------------------------------------------------
    def _stacks(self) -> dict[str, int]:
        return {str(n): c for n, c in self.stacks.items()}

    def view(self, seat):
        if seat is not None and not self._is_seat(seat):
            raise ValueError(f"There is no seat {seat!r} in this {self.players}-player game")
        view = self._public_view()
        view["seat"], view["hand"] = seat, None if seat is None else list(self.hands[seat])
        return view

    def views(self, seats):
        """Every seat's view with the table's public part built once (the seat and its
        hand are all that differ; the views share the rest, to be read only)."""
        for seat in seats:
            if seat is not None and not self._is_seat(seat):
                raise ValueError(f"There is no seat {seat!r} in this {self.players}-player game")
        public = self._public_view()
        return {seat: {**public, "seat": seat, "hand": None if seat is None else list(self.hands[seat])}
                for seat in seats}

    def _public_view(self):
        """What every seat sees alike (``seat`` and ``hand`` left None, in their places)."""
        rescue_info = None
        if self.phase == RESCUE and self.rescue_queue:
            s = self.rescue_queue[0]
            rescue_info = {"seat": s, "short": self._short(s), "saved": self.piles[s].saved,
                           "bid": self.bids[s].to_dict()}
        return {
            "game": self.id,
            "seat": None,
            "names": list(self.names),
            "phase": self.phase,
            "round": self.round,
            "to_act": self.to_act(),
            "turn": self.turn,
            "leader": self.leader,
            "alpha": self.alpha,
            "alpha_suit": self.alpha_suit,
            "alpha_suit_name": SUIT_NAMES[self.alpha_suit],
            "stacks": self._stacks(),
            "last_round": self.stack_emptied or self.top_dogs_left <= 1,
            "stack_emptied": self.stack_emptied,
            "top_dogs_left": self.top_dogs_left,
            "top_dogs_burned": self.top_dogs_burned,
            "bid_order": list(self.bid_order),
            "bids": [None if b is None else b.to_dict() for b in self.bids],
            "piles": [p.to_dict() for p in self.piles],
            "scores": [p.score for p in self.piles],
            "tricks": list(self.tricks),
            "hand": None,
            "hand_sizes": [len(h) for h in self.hands],
            "out": list(self.out),
            "showdown": {"leader": self.showdown_leader,
                         "led_suit": self.plays[0][1].card[0] if self.plays else None,
                         "plays": [play_dict(s, p) for s, p in self.plays]},
            "showdowns": [sd.to_dict() for sd in self.showdowns],
            "last_showdown": None if self.last_showdown is None else self.last_showdown.to_dict(),
            "rescue": rescue_info,
            "winners": list(self.winners),
            "round_summary": _copy(self.round_summary),
        }

    def full_view(self):
        return {**self.view(None), "hands": [list(h) for h in self.hands]}

    def seen_by(self, seat):
        if seat is None:
            return set(self.public_seen)
        return self.public_seen | self.own_seen[seat]

    @property
    def is_over(self):
        return self.phase == OVER

    def result(self):
        scores = [p.score for p in self.piles]
        ranking = sorted(range(self.players), key=lambda s: (-scores[s], -self.piles[s].top_dogs, s))
        return {
            "scores": scores,
            "ranking": ranking,
            "winners": list(self.winners),
            "top_dogs": [p.top_dogs for p in self.piles],
            "tricks": list(self.tricks),
            "treats": [p.treats for p in self.piles],
            "poos": [p.poos for p in self.piles],
        }
