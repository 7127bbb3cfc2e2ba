"""Heckin Hounds: the round state machine and what each seat may see.

A round runs baddog -> clue -> cerberus -> discard -> trade -> promise -> play
(the single-round game skips baddog, cerberus and discard). Stands keep fixed slots
0-4 for the whole round.

Who sees what. The shift leader sees every stand; every other player sees every
stand but their own and the leader's (single mode: every stand but their own). A card
traded in from the dead hand is unseen by everyone until every player has chosen,
then it shows to whoever may see that stand. Cerberus and the cards played into
shifts are face up for everyone. ``view(None)`` never shows a stand's card.

``view(seat)`` keys:

- ``game`` ("hounds"), ``seat`` (None for the public view), ``names``, ``players``,
  ``mode`` ("normal" / "single"), ``memory`` (bool)
- ``round`` (1-based), ``rounds`` (total), ``phase``: "baddog", "clue", "cerberus",
  "discard", "trade", "promise", "play" or "over"
- ``to_act`` (list of seats), ``turn`` (the seat to act or None)
- ``leader`` (seat, None in single mode), ``dealer`` (seat in single mode, else None),
  ``opener`` (the seat that starts trades, promises and the first shift)
- ``baddog``: hound code or None
- ``stands``: one per seat, ``{"seat", "faces": "in"|"out" (in = towards its owner),
  "slots": [5 slots], "mops": slot|None, "cerberus": slot|None, "clues": sets received,
  "clue_sets": [{"clue": "hound"|"value"|"card", "what", "slots", "tokens"}, ...] (empty
  in memory mode)}``; a slot is
  ``{"card": code or None, "hidden": bool (a card this seat cannot see), "empty": bool
  (already played), "clue_hound": code|None, "clue_number": int|None (tokens; always
  None in memory mode), "mops": bool, "cerberus": bool}``
- ``needs_clues``: seats still owed clue sets (clue phase), ``clue_turn``: the seat
  giving clues now (None outside the clue phase)
- ``cerberus``: ``{"seat", "slot"}`` (slot None until the discard) or None
- ``trades_hidden`` (bool: traded-in cards not yet revealed), ``traded``: per seat the
  traded slot, None, or "no" once a seat chose not to trade
- ``dead_hand``: cards in the dead hand
- ``promises``: per seat (None = not yet), ``worked``: shifts worked per seat this round
- ``shift``: ``{"number" (1-5), "lead", "cards": [[seat, card], ...]}`` the shift on
  the table, ``last_shift``: ``{"number", "cards", "worker", "badness"}`` or None,
  ``shifts``: every shift worked this round, in order (same shape as ``last_shift``).
  Worked shifts lie face down: ``view(None)`` gives their cards as ``[seat, None]``;
  a player's view names them (every player saw them played)
- ``scores`` (Employee-of-the-Month marks), ``badness``, ``walked_value`` (single mode)
- ``history``: past rounds ``{"round", "leader", "promises", "worked", "deltas"}``
- ``recent_clue`` (memory mode only): the clue just given ``{"index", "giver",
  "target", "clue", "what", "slots", "tokens": [[slot, hound|None, number|None], ...]}``
  until the next action, else None
- ``result``: ``result()`` once the game is over, else None

Events (``kind``: public data; private parts in brackets):

- ``deal`` (rounds 2+; the first deal is in ``setup_events``): round, rounds, leader,
  dealer, dead_hand [``stands``: per owner the 5 codes, or None for a stand the seat
  may not see]
- ``baddog``: seat, hound
- ``clue``: giver, target, clue ("hound"/"value"/"card"), what, slots, tokens
- ``cerberus_assigned``: leader, seat; ``discard``: seat, slot (the card leaves face
  down, never named); ``cerberus_placed``: seat, slot, card ("CE")
- ``trade``: seat, slot (None = no trade; the drawn card is never named)
- ``trades_revealed``: slots [[owner, slot], ...] [``cards``: [[owner, slot, code], ...]
  for the stands that seat may see]
- ``promise``: seat, promise
- ``play``: seat, slot, card, shift (1-5)
- ``shift_worked``: seat (the worker), shift, cards [[seat, code], ...], badness
  (gained), badness_total
- ``round_scored``: round, rows [{seat, promise, worked, delta, score}], scores
- ``game_over``: the final ``result()``
"""
from __future__ import annotations

from game.engine import Game, seat_option
from game.language import N_
from game.hounds import clues
from game.hounds.cards import (CERBERUS, HAND, HOUND_OF, HOUNDS, MOPS, NUMBER_OF,
                               RANK, SHIFTS, kennel)
from game.hounds.notation import (BADDOG, CERBERUS as ASSIGN, DISCARD, NOTRADE, PLAY, PROMISE,
                                  TRADE, AssignCerberus, BadDog, Clue, Discard, NoTrade, Play,
                                  Promise, Trade, parse)
from game.hounds import standing
from game.moves import Event

PHASE_VERBS = {
    "baddog": N_("choose the bad dog"), "clue": N_("give a clue"), "cerberus": N_("assign Cerberus"),
    "discard": N_("discard a card for Cerberus"), "trade": N_("trade with the dead hand"),
    "promise": N_("promise shifts"), "play": N_("play into the shift"),
}
PHASE_OF = {BadDog: "baddog", Clue: "clue", AssignCerberus: "cerberus", Discard: "discard",
            Trade: "trade", NoTrade: "trade", Promise: "promise", Play: "play"}
BADDOG_CHOICES = [BADDOG[h] for h in HOUNDS if h != CERBERUS]


class Hounds(Game):
    id = "hounds"
    title = "Heckin Hounds"
    min_players = 2
    max_players = 7
    OPTIONS = {"mode": "normal", "memory": False, "first_leader": None}
    playout_bound = 2000

    @classmethod
    def cards(cls, players):
        return kennel(players) + list(MOPS)

    def _check_options(self, opts):
        if opts["mode"] not in ("normal", "single"):
            raise ValueError(f"Option mode must be 'normal' or 'single', not {opts['mode']!r}")
        if not isinstance(opts["memory"], bool):
            raise ValueError(f"Option memory must be true or false, not {opts['memory']!r}")
        seat_option("first_leader", opts["first_leader"], self.players)

    # -- setting up ------------------------------------------------------------------
    def setup(self, deck):
        n = self.players
        self.single = self.opts["mode"] == "single"
        self.memory = self.opts["memory"]
        if deck is not None:
            for s in range(n):
                mops = [c for c in deck[HAND * s:HAND * s + HAND] if c in MOPS]
                if mops:
                    raise ValueError(f"A stacked deck cannot deal Mops into a stand: {', '.join(mops)} "
                                     f"would go to seat {s} (Mops only join the dead hand)")
        first = self.opts["first_leader"]
        self.first = self.rng.randrange(n) if first is None else first
        self.rounds = 1 if self.single else (2 * n if n == 2 else n)
        self.round = 0
        self.scores = [0] * n
        self.badness = [0] * n
        self.walked = [0] * n
        self.history: list[dict] = []
        self.last_shift = None
        self._carry: set[str] = set()
        self._recent = None
        self._over = False
        self._start_round(deck)
        #: The first deal's events (setup returns none; the table animates them).
        self.setup_events = [self._deal_event()]

    def _start_round(self, deck=None):
        n = self.players
        if deck is None:
            cards = kennel(n)
            self.rng.shuffle(cards)
            dead = cards[HAND * n:] + list(MOPS)
            self.rng.shuffle(dead)
        else:
            cards = list(deck)
            dead = cards[HAND * n:][::-1]  # top of the dead hand = end of the list
        self.stands = [cards[HAND * s:HAND * s + HAND] for s in range(n)]
        self.dead = dead
        self.leader = None if self.single else (self.first + self.round) % n
        self.dealer = self.first if self.single else None
        self.start = (self.first + 1) % n if self.single else self.leader
        self.hmask = [0] * n
        self.nmask = [0] * n
        self.given = [0] * n
        self.clue_sets: list[list[dict]] = [[] for _ in range(n)]
        self._clue_opts: list = [None] * n
        self.clue_count = 0
        self.baddog = None
        self.cerb_seat = None
        self.cerb_slot = None
        self.discarded = None
        self.traded: list = [None] * n
        self.unrevealed: list[tuple[int, int]] = []
        self.chosen = 0
        self.promises: list = [None] * n
        self.worked = [0] * n
        self.shift: list[tuple[int, str]] = []
        self.shift_no = 0
        self.shift_lead = self.start
        self.last_shift = None
        self.shifts: list[dict] = []
        self.played: set[str] = set()
        self._seen = [set() for _ in range(n)]
        for s in range(n):
            seen = self._seen[s]
            for owner in range(n):
                if self._sees(s, owner):
                    seen.update(self.stands[owner])
        if self.single:
            self.phase = "clue"
            self.turn = self._next_giver(self.start)
        else:
            self.phase = "baddog"
            self.turn = self.leader

    def _sees(self, seat, owner) -> bool:
        """May ``seat`` look at ``owner``'s stand (traded-in cards aside)?"""
        if seat is None:
            return False
        if self.single:
            return seat != owner
        return seat == self.leader or (seat != owner and owner != self.leader)

    # -- notation and legality -------------------------------------------------------
    def parse(self, text):
        return parse(text)

    def to_act(self):
        return [] if self._over else [self.turn]

    def _legal(self, seat):
        if seat != self.turn:
            return []
        phase = self.phase
        if phase == "play":
            stand = self.stands[seat]
            return [PLAY[k] for k in range(HAND) if stand[k] is not None]
        if phase == "clue":
            out = []
            for t in range(self.players):
                if t != seat and t != self.leader and self.given[t] < 3:
                    opts = self._clue_opts[t]
                    if opts is None:
                        opts = self._clue_opts[t] = clues.options(t, self.stands[t], self.hmask[t], self.nmask[t])
                    out += opts
            return out
        if phase == "promise":
            return PROMISE[1:] if self.single else PROMISE
        if phase == "trade":
            return [TRADE[k] for k in range(HAND) if k != self._cerb_slot_of(seat)] + [NOTRADE]
        if phase == "baddog":
            return BADDOG_CHOICES
        if phase == "cerberus":
            return ASSIGN[:self.players]
        if phase == "discard":
            return DISCARD
        return []

    def _cerb_slot_of(self, seat):
        return self.cerb_slot if seat == self.cerb_seat else None

    def why_illegal(self, seat, action):
        name = self.names
        wanted = PHASE_OF.get(type(action))
        if self.phase == "over":  # pragma: no cover - the base refuses first
            return N_("The game is over")
        if seat != self.turn:
            return N_("It is {name}'s turn to {doing}").format(name=name[self.turn], doing=PHASE_VERBS[self.phase])
        if wanted != self.phase:
            return N_("Now you must {doing}, not {other}").format(doing=PHASE_VERBS[self.phase],
                                                                 other=PHASE_VERBS.get(wanted, N_("do that")))
        if isinstance(action, BadDog):
            return N_("Cerberus is bad enough already: pick another hound as the bad dog")
        if isinstance(action, Clue):
            t = action.target
            if t >= self.players:
                return N_("There is no seat {seat} in this {players}-player game").format(seat=t, players=self.players)
            if t == seat:
                return N_("You cannot clue yourself")
            if t == self.leader:
                return N_("{name} is the shift leader: the leader gets no clues").format(name=name[t])
            if self.given[t] >= 3:
                return N_("{name} already has 3 clue sets").format(name=name[t])
            return clues.refusal(action, name[t], self.stands[t], self.hmask[t], self.nmask[t])
        if isinstance(action, AssignCerberus):
            return N_("There is no seat {seat} in this {players}-player game").format(seat=action.seat,
                                                                                players=self.players)
        if isinstance(action, Trade):
            return N_("Cerberus cannot be traded: he stays in your stand")
        if isinstance(action, Promise):
            return N_("In the single-round game a promise is 1 to 5 shifts")
        if isinstance(action, Play):
            return N_("Your slot {slot} is empty: its dog already worked a shift").format(slot=action.slot)
        return N_("{action} is not allowed now").format(action=action)  # pragma: no cover

    # -- carrying out ----------------------------------------------------------------
    def _apply(self, seat, action):
        if self._carry:
            self._carry = set()
        self._recent = None
        return self._HANDLERS[type(action)](self, seat, action)

    def _do_baddog(self, seat, action):
        self.baddog = action.hound
        self.phase = "clue"
        return [Event("baddog", {"seat": seat, "hound": action.hound})]

    def _do_clue(self, seat, action):
        t = action.target
        stand = self.stands[t]
        hm, nm = clues.marked(action, stand)
        self.hmask[t] |= hm
        self.nmask[t] |= nm
        self.given[t] += 1
        self._clue_opts[t] = None
        slots = clues.slots_of(hm | nm)
        tokens = [[k, HOUND_OF[stand[k]] if hm >> k & 1 else None, NUMBER_OF[stand[k]] if nm >> k & 1 else None]
                  for k in slots]
        self.clue_count += 1
        info = {"giver": seat, "target": t, "clue": action.kind, "what": action.what, "slots": slots,
                "tokens": tokens}
        self.clue_sets[t].append({"clue": action.kind, "what": action.what, "slots": slots, "tokens": tokens})
        if self.memory:
            self._recent = {"index": self.clue_count, **info}
        if self.single:
            nxt = self._next_giver((seat + 1) % self.players)
            if nxt is None:
                self.phase = "trade"
                self.turn = self.start
            else:
                self.turn = nxt
        elif all(self.given[s] >= 3 for s in range(self.players) if s != self.leader):
            self.phase = "cerberus"
        return [Event("clue", info)]

    def _next_giver(self, frm):
        """The next seat (from ``frm`` clockwise) with someone else left to clue."""
        n = self.players
        owed = [s for s in range(n) if self.given[s] < 3]
        for i in range(n):
            g = (frm + i) % n
            if any(t != g for t in owed):
                return g
        return None

    def _do_cerberus(self, seat, action):
        self.cerb_seat = action.seat
        self.phase = "discard"
        self.turn = action.seat
        return [Event("cerberus_assigned", {"leader": seat, "seat": action.seat})]

    def _do_discard(self, seat, action):
        k = action.slot
        self.discarded = self.stands[seat][k]
        self.stands[seat][k] = CERBERUS
        self.cerb_slot = k
        self._clear_tokens(seat, k)
        self.phase = "trade"
        self.turn = self.start
        return [Event("discard", {"seat": seat, "slot": k}),
                Event("cerberus_placed", {"seat": seat, "slot": k, "card": CERBERUS})]

    def _clear_tokens(self, seat, k):
        keep = ~(1 << k)
        self.hmask[seat] &= keep
        self.nmask[seat] &= keep

    def _do_trade(self, seat, action):
        events = []
        if isinstance(action, Trade):
            k = action.slot
            aside = self.stands[seat][k]
            self.stands[seat][k] = self.dead.pop()
            self.dead.append(aside)
            self.rng.shuffle(self.dead)
            self._clear_tokens(seat, k)
            self.traded[seat] = k
            self.unrevealed.append((seat, k))
            events.append(Event("trade", {"seat": seat, "slot": k}))
        else:
            self.traded[seat] = "no"
            events.append(Event("trade", {"seat": seat, "slot": None}))
        self.chosen += 1
        if self.chosen < self.players:
            self.turn = (seat + 1) % self.players
            return events
        events.append(self._reveal_trades())
        self.phase = "promise"
        self.turn = self.start
        self.chosen = 0
        return events

    def _reveal_trades(self):
        shown = {s: [] for s in range(self.players)}
        for owner, k in self.unrevealed:
            card = self.stands[owner][k]
            for s in range(self.players):
                if self._sees(s, owner):
                    self._seen[s].add(card)
                    shown[s].append([owner, k, card])
        slots = [[owner, k] for owner, k in self.unrevealed]
        self.unrevealed = []
        private = {s: {"cards": cards} for s, cards in shown.items() if cards}
        return Event("trades_revealed", {"slots": slots}, private)

    def _do_promise(self, seat, action):
        self.promises[seat] = action.shifts
        self.chosen += 1
        event = Event("promise", {"seat": seat, "promise": action.shifts})
        if self.chosen < self.players:
            self.turn = (seat + 1) % self.players
        else:
            self.phase = "play"
            self.turn = self.shift_lead = self.start
        return [event]

    def _do_play(self, seat, action):
        k = action.slot
        stand = self.stands[seat]
        card = stand[k]
        stand[k] = None
        self._clear_tokens(seat, k)
        self.shift.append((seat, card))
        self.played.add(card)
        events = [Event("play", {"seat": seat, "slot": k, "card": card, "shift": self.shift_no + 1})]
        if len(self.shift) < self.players:
            self.turn = (seat + 1) % self.players
            return events
        return events + self._work_shift()

    def _work_shift(self):
        shift = self.shift
        best, worker = -1, 0
        for s, c in shift:
            r = RANK[c]
            if r > best:
                best, worker = r, s
        cards = [c for _, c in shift]
        bad = 0 if self.baddog is None else sum(1 for c in cards if HOUND_OF[c] == self.baddog)
        self.worked[worker] += 1
        self.badness[worker] += bad
        self.walked[worker] += sum(NUMBER_OF[c] for c in cards)
        self.shift_no += 1
        self.last_shift = {"number": self.shift_no, "cards": [[s, c] for s, c in shift],
                           "worker": worker, "badness": bad}
        self.shifts.append(self.last_shift)
        events = [Event("shift_worked", {"seat": worker, "shift": self.shift_no,
                                         "cards": [[s, c] for s, c in shift], "badness": bad,
                                         "badness_total": self.badness[worker]})]
        self.shift = []
        self.turn = self.shift_lead = worker
        if self.shift_no < SHIFTS:
            return events
        return events + self._score_round(cards)

    def _score_round(self, last_cards):
        n = self.players
        rows, deltas = [], []
        for s in range(n):
            delta = self.worked[s] - self.promises[s]
            self.scores[s] += delta
            deltas.append(delta)
            rows.append({"seat": s, "promise": self.promises[s], "worked": self.worked[s],
                         "delta": delta, "score": self.scores[s]})
        self.history.append({"round": self.round + 1, "leader": self.leader, "promises": list(self.promises),
                             "worked": list(self.worked), "deltas": deltas})
        events = [Event("round_scored", {"round": self.round + 1, "rows": rows, "scores": list(self.scores)})]
        if self.round + 1 >= self.rounds:
            self._over = True
            self.phase = "over"
            events.append(Event("game_over", self.result()))
            return events
        self.round += 1
        self._start_round()
        self._carry = set(last_cards)
        events.append(self._deal_event())
        return events

    def _deal_event(self):
        n = self.players
        private = {}
        for s in range(n):
            private[s] = {"stands": [list(self.stands[o]) if self._sees(s, o) else None for o in range(n)]}
        return Event("deal", {"round": self.round + 1, "rounds": self.rounds, "leader": self.leader,
                              "dealer": self.dealer, "dead_hand": len(self.dead)}, private)

    _HANDLERS = {BadDog: _do_baddog, Clue: _do_clue, AssignCerberus: _do_cerberus, Discard: _do_discard,
                 Trade: _do_trade, NoTrade: _do_trade, Promise: _do_promise, Play: _do_play}

    # -- what each seat sees ---------------------------------------------------------
    def seen_by(self, seat):
        public = self.played | self._carry
        if self.cerb_slot is not None:
            public = public | {CERBERUS}
        if seat is None:
            return set(public)
        return self._seen[seat] | public

    def _slot(self, seat, owner, k, everything=False):
        card = self.stands[owner][k]
        hidden_trade = (owner, k) in self.unrevealed
        if card is None:
            shown, hidden = None, False
        elif everything or card == CERBERUS or (self._sees(seat, owner) and not hidden_trade):
            shown, hidden = card, False
        else:
            shown, hidden = None, True
        tokens = not self.memory or everything
        return {
            "card": shown,
            "hidden": hidden,
            "empty": card is None,
            "clue_hound": HOUND_OF[card] if tokens and self.hmask[owner] >> k & 1 else None,
            "clue_number": NUMBER_OF[card] if tokens and self.nmask[owner] >> k & 1 else None,
            "mops": self.traded[owner] == k,
            "cerberus": card == CERBERUS,
        }

    def _stand(self, seat, owner, everything=False):
        leader_faces_in = owner == self.leader
        return {
            "seat": owner,
            "faces": "in" if leader_faces_in else "out",
            "slots": [self._slot(seat, owner, k, everything) for k in range(HAND)],
            "mops": self.traded[owner] if isinstance(self.traded[owner], int) else None,
            "cerberus": self.cerb_slot if owner == self.cerb_seat else None,
            "clues": self.given[owner],
            "clue_sets": [] if self.memory and not everything else [
                {**c, "slots": list(c["slots"]), "tokens": [list(t) for t in c["tokens"]]}
                for c in self.clue_sets[owner]],
        }

    def view(self, seat, everything=False):
        if seat is not None and not self._is_seat(seat):
            raise ValueError(f"There is no seat {seat!r} in this {self.players}-player game")
        n = self.players
        face_down = seat is None and not everything
        out = {
            "game": self.id,
            "seat": seat,
            "names": list(self.names),
            "players": n,
            "mode": "single" if self.single else "normal",
            "memory": self.memory,
            "round": self.round + 1,
            "rounds": self.rounds,
            "phase": self.phase,
            "to_act": self.to_act(),
            "turn": None if self._over else self.turn,
            "leader": self.leader,
            "dealer": self.dealer,
            "opener": self.start,
            "baddog": self.baddog,
            "stands": [self._stand(seat, o, everything) for o in range(n)],
            "needs_clues": [s for s in range(n) if s != self.leader and self.given[s] < 3]
            if self.phase == "clue" else [],
            "clue_turn": self.turn if self.phase == "clue" else None,
            "cerberus": None if self.cerb_seat is None else {"seat": self.cerb_seat, "slot": self.cerb_slot},
            "trades_hidden": bool(self.unrevealed),
            "traded": list(self.traded),
            "dead_hand": len(self.dead),
            "promises": list(self.promises),
            "worked": list(self.worked),
            "shift": {"number": min(self.shift_no + 1, SHIFTS), "lead": self.shift_lead,
                      "cards": [[s, c] for s, c in self.shift]},
            "last_shift": None if self.last_shift is None else self._pile(self.last_shift, face_down),
            "shifts": [self._pile(w, face_down) for w in self.shifts],
            "scores": list(self.scores),
            "badness": list(self.badness),
            "history": [{**h, "promises": list(h["promises"]), "worked": list(h["worked"]),
                         "deltas": list(h["deltas"])} for h in self.history],
            "result": self.result() if self._over else None,
        }
        if self.single:
            out["walked_value"] = list(self.walked)
        if self.memory:
            out["recent_clue"] = None if self._recent is None else {
                **self._recent, "slots": list(self._recent["slots"]),
                "tokens": [list(t) for t in self._recent["tokens"]]}
        return out

    @staticmethod
    def _pile(shift, face_down):
        """A worked shift; its cards lie face down, so the public view shows them as None."""
        return {**shift, "cards": [[s, None if face_down else c] for s, c in shift["cards"]]}

    def bots_watch(self):
        """Bots remember the clues they were given only in memory mode."""
        return bool(self.memory)

    def full_view(self):
        out = self.view(None, everything=True)
        out["dead_hand_cards"] = self.dead[::-1]
        out["discarded"] = self.discarded
        out["unrevealed"] = [[o, k] for o, k in self.unrevealed]
        out["tokens"] = [{"hound": clues.slots_of(self.hmask[s]), "number": clues.slots_of(self.nmask[s])}
                         for s in range(self.players)]
        return out

    # -- the end -----------------------------------------------------------------------
    @property
    def is_over(self):
        return self._over

    def result(self):
        tiebreak = self.walked if self.single else self.badness
        won = standing.winners(self.scores, tiebreak) if self._over else []
        out = {
            "scores": list(self.scores),
            "ranking": standing.ranking(self.scores, tiebreak),
            "winners": won,
            "badness": list(self.badness),
            "fired": standing.fired(self.scores) if self._over else [],
            "houndmaster": standing.houndmaster(self.scores, tiebreak, won) if self._over else None,
        }
        if self.single:
            out["walked_value"] = list(self.walked)
        return out
