"""Heave Ho! for two: a speed sort (real time) forms the teams, then a turn-based
tug-of-war over a whisky barrel. First to win 3 barrels wins. Spec: shared/spec/heaveho.md.

Phases: ``sort`` (both sort at once) -> ``last_pair`` (the slower player places the pair
in hand) -> ``distribute`` (the Stop caller hands out the rest of the other's stack) ->
``tug`` -> next round's ``sort`` ... -> ``over``. A tie (both finish in the same moment)
goes straight from ``sort`` to ``tug``. With option ``sort="skip"`` round 1 starts in ``tug``.

Timing of the Stop: a seat's tenth keep calls Stop at the current game time. Until game
time moves past that moment the other seat keeps sorting as usual (presses in the same
frame count), and if it finishes in that same moment the Stop is a tie, settled by the tie
draw. The first ``advance`` / ``apply`` with a later time makes the Stop final (a ``stop``
event with ``final`` True, recorded as an advance); the other then places its pair in hand.

Dirty Trick: ``action A-dirty-trick`` takes a random card from the opponent's hand and
shows it (``stolen`` in the view, a ``dirty_trick`` event). The taker then plays it with
the usual notation (``place W4 mine blue``, ``action A-bye-bye 3``, ``decline A-macho``);
until then those are its only legal actions. The taker's one draw comes after that.

``view(seat)`` keys (``seat=None``: the spectator view, no hands, no pairs):
- ``seat``, ``names``, ``round`` (1, 2, ...), ``phase`` (above), ``to_act`` (seats),
  ``turn`` (the seat to play in the tug, else None), ``winners`` (after the game).
- ``barrel``: the barrel's track space 1-12 (None during the sort); ``barrels``: barrels
  won per seat; ``start_space``: this round's start space (None during the sort);
  ``start_spaces`` [6, 7] and ``goals`` [1, 12] per seat (spaces 1-6 are seat 0's half).
- ``sort`` (None when the round skipped it): ``pair`` the two cards this seat sees (its own
  pair while sorting or placing its last pair, the other's pair while handing out; else None),
  ``handing_out`` (this seat distributes the other's stack now), ``prep`` cards left in each
  preparation stack, ``kept`` / ``given`` cards each seat put on its own stack / on the stack
  for its opponent, ``team`` cards each seat's team has received so far, ``done`` per seat
  (no pair up any more), ``stop`` {seat, at, final} or None, ``winner`` (who plays first;
  None until decided), ``tie_draws`` [[seat 0's card, seat 1's card], ...] (public).
- ``board``: per seat (that seat's side) {"red": [...], "blue": [...], "green": [...]},
  each the cards on that space bottom first (all played face up, so all public); ``tops``
  the same with only the visible card (None: the printed Scot of strength 2);
  ``strength`` per side (the sum a contest compares).
- ``hand``: this seat's cards (None for a spectator); ``hand_sizes``, ``team_stacks`` per
  seat; ``discard``: the discard pile, oldest first; ``stolen``: the card taken with Dirty
  Trick that its taker must play now (public), else None.
- ``last_contest``: {seat, card, strength [s0, s1], difference, puller (seat or None),
  weak_wins} or None; ``last_round``: {round, seat, how ("goal"/"halves"/"monstrous"),
  barrel} of the previous round or None.

The first round's events (``round_start`` and the pairs, or with ``sort="skip"`` the deal
and ``tug_start``) are kept in ``setup_events``: no action returns them.

Event kinds (``data`` public; ``private`` only for the seat named):
- ``round_start`` {round, sort ("speed"/"skip")}.
- ``pair`` {seat, owner, left}, private {pair}: a pair shown to ``seat`` (its own, or while
  handing out, the owner's).
- ``keep`` {seat, own_stack, their_stack, left, last}, private {kept, given}.
- ``stop`` {seat, at, final}: sent with ``final`` False when a seat sorts its tenth pair and
  again with ``final`` True when game time moves past it (then the other places its last
  pair). ``tie_draw`` {seats, at, draws, winner}: both finished at the same ``at``.
- ``distribute`` {seat, to, left}, private {kept, given}.
- ``stacks_ready`` {sizes, first}; ``deal`` {counts, stacks}, private {cards};
  ``tug_start`` {barrel, first}.
- ``place`` {seat, card, side, space, covered, stolen}; ``draw`` {seat, count, stack},
  private {cards}.
- ``contest`` {seat, card, strength, difference, puller, weak_wins};
  ``barrel_moved`` {from, to, seat (who pulled; None for Broken Rope), cause (card)}.
- ``action`` {seat, card, declined, choice, stolen}; ``dirty_trick`` {seat, from, card,
  hand_sizes}; ``discarded`` {seat, cause, cards: [{side, space, card, uncovered}]};
  ``moved`` {seat, card, from {side, space}, to {side, space}, uncovered, covered}.
- ``round_won`` {round, seat, how, barrel, barrels}; ``game_over`` {winners, barrels}.
"""
from __future__ import annotations

from game.engine import Game
from game.language import N_
from game.moves import Event

from . import notation
from .board import GOAL, START, contest_puller, half_owner, pulled, side_strength
from .cards import (CHANGE_SIDES, COLOURS, DECK, DIRTY_TRICK, IS_ACTION, MARKED, SCOTS, SPACE,
                    WHITE, describe)
from .effects import ActionCards
from .notation import KEEPS, MINE, PLACE, SIDES, Effect, Keep, Place
from .sort import PREP, SpeedSort

HAND = 6
BARRELS_TO_WIN = 3

#: card -> every place action for it (its colour on either side; a white card anywhere)
PLACES = {
    c: tuple(PLACE[c, side, space] for side in SIDES for space in COLOURS
             if SPACE[c] is None or COLOURS[SPACE[c]] == space)
    for c in SCOTS
}
SPACE_INDEX = {space: i for i, space in enumerate(COLOURS)}


#: why a Lanky Lad cannot go on a space of another colour, per (his colour, the space)
WRONG_SPACE = {
    ("red", "blue"): N_("A red card goes on a red space, not blue"),
    ("red", "green"): N_("A red card goes on a red space, not green"),
    ("blue", "red"): N_("A blue card goes on a blue space, not red"),
    ("blue", "green"): N_("A blue card goes on a blue space, not green"),
    ("green", "red"): N_("A green card goes on a green space, not red"),
    ("green", "blue"): N_("A green card goes on a green space, not blue"),
}
#: Change Sides from an empty space, the mover's own and the other side's
MUST_GO_TO = {"red": N_("{card} must go to a red space"), "blue": N_("{card} must go to a blue space"),
              "green": N_("{card} must go to a green space")}
NO_CARD_ON = {"red": N_("There is no card on your red space"), "blue": N_("There is no card on your blue space"),
              "green": N_("There is no card on your green space")}
NO_CARD_ON_THEIRS = {"red": N_("There is no card on {name}'s red space"),
                     "blue": N_("There is no card on {name}'s blue space"),
                     "green": N_("There is no card on {name}'s green space")}

class HeaveHo(ActionCards, Game):
    id = "heaveho"
    title = "Heave Ho!"
    min_players = 2
    max_players = 2
    real_time = True
    OPTIONS = {"sort": "speed"}
    playout_bound = 3000

    @classmethod
    def cards(cls, players):
        return list(DECK)

    def _check_options(self, opts):
        if opts["sort"] not in ("speed", "skip"):
            raise ValueError(f"Option sort must be 'speed' or 'skip', not {opts['sort']!r}")

    # -- rounds --------------------------------------------------------------------
    def setup(self, deck):
        self.round = 0
        self.barrels = [0, 0]
        self.winners: list[int] = []
        self.last_round = None
        self.round_over = False
        self.seen = [set(), set(), set()]
        #: the first round's events (no action returns them): the table animates them
        self.setup_events = self._start_round(deck, skip=self.opts["sort"] == "skip")

    def _start_round(self, deck, skip=False) -> list[Event]:
        """Deal a round: the sort (or, skipped, the tug straight away)."""
        self.round += 1
        if deck is None:
            deck = list(DECK)
            self.rng.shuffle(deck)
        # what each seat saw last round stays known (the last round's events name it)
        self.prev_seen = self.seen
        self.seen = [set(), set(), set()]      # seat 0, seat 1, public
        self.board = [[[], [], []], [[], [], []]]
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[], []]
        self.stacks: list[list[str]] = [[], []]   # team stacks, top card last
        self.stolen: str | None = None
        self.last_contest = None
        self.turn: int | None = None
        self.barrel: int | None = None
        self.start_space: int | None = None
        events = [Event("round_start", {"round": self.round, "sort": "skip" if skip else "speed"})]
        if skip:
            self.sort = None
            self.set_aside = list(deck[2 * PREP:])
            self.stacks = [deck[PREP - 1::-1], deck[2 * PREP - 1:PREP - 1:-1]]
            return events + self._begin_tug(first=1, start=START[0])
        self.sort = SpeedSort(deck[:PREP], deck[PREP:2 * PREP], deck[2 * PREP:])
        self.phase = "sort"
        return events + [self._show_pair(0, 0), self._show_pair(1, 1)]

    def _round_won(self, seat: int, how: str) -> list[Event]:
        self.round_over = True
        self.barrels[seat] += 1
        self.last_round = {"round": self.round, "seat": seat, "how": how, "barrel": self.barrel}
        events = [Event("round_won", {**self.last_round, "barrels": list(self.barrels)})]
        if self.barrels[seat] >= BARRELS_TO_WIN:
            self.phase = "over"
            self.turn = None
            self.winners = [seat]
            events.append(Event("game_over", {"winners": [seat], "barrels": list(self.barrels)}))
        return events

    # -- the sort ------------------------------------------------------------------
    def _show_pair(self, viewer: int, owner: int) -> Event:
        pair = self.sort.pair(owner)
        self.seen[viewer].update(pair)
        return Event("pair", {"seat": viewer, "owner": owner, "left": self.sort.left(owner)},
                     {viewer: {"pair": pair}})

    def _keep(self, seat: int, first: bool) -> list[Event]:
        s = self.sort
        if self.phase == "distribute":
            owner = 1 - seat
            kept, given = s.take_pair(owner, first)
            s.team[seat].append(kept)
            s.team[owner].append(given)
            events = [Event("distribute", {"seat": seat, "to": owner, "left": s.left(owner)},
                            {seat: {"kept": kept, "given": given}})]
            if s.left(owner):
                return events + [self._show_pair(seat, owner)]
            return events + self._form_teams()
        kept, given = s.take_pair(seat, first)
        s.team[seat].append(kept)
        s.team[1 - seat].append(given)
        s.kept[seat] += 1
        s.given[seat] += 1
        left = s.left(seat)
        last = self.phase == "last_pair"
        events = [Event("keep", {"seat": seat, "own_stack": s.kept[seat], "their_stack": s.given[seat],
                                 "left": left, "last": last}, {seat: {"kept": kept, "given": given}})]
        if self.phase == "last_pair":
            s.up[seat] = False
            return events + self._start_distribution()
        if left == 0:
            s.up[seat] = False
            if s.stop is None:
                s.stop = (seat, self.now)
                events.append(Event("stop", {"seat": seat, "at": self.now, "final": False}))
                return events
            return events + self._tie(seat)
        # (a keep in the very moment of the other's Stop is an ordinary one: it may still tie)
        return events + [self._show_pair(seat, seat)]

    def _elapse(self, now):
        if self.phase != "sort":
            return []
        s = self.sort
        if s.stop is None or now <= s.stop[1]:
            return []
        s.final = True
        s.winner = s.stop[0]
        self.phase = "last_pair"
        return [Event("stop", {"seat": s.winner, "at": s.stop[1], "final": True})]

    def _tie(self, seat: int) -> list[Event]:
        s = self.sort
        draws, winner = s.draw_tie(self.rng)
        s.tie_draws = draws
        s.winner = winner
        s.final = True
        for pair in draws:
            self.seen[2].update(pair)
        events = [Event("tie_draw", {"seats": [s.stop[0], seat], "at": self.now,
                                     "draws": [list(p) for p in draws], "winner": winner})]
        return events + self._form_teams()

    def _start_distribution(self) -> list[Event]:
        s = self.sort
        if not s.left(1 - s.winner):
            return self._form_teams()
        self.phase = "distribute"
        return [self._show_pair(s.winner, 1 - s.winner)]

    def _form_teams(self) -> list[Event]:
        s = self.sort
        for seat in (0, 1):
            team = list(s.team[seat])
            self.rng.shuffle(team)
            self.stacks[seat] = team
        events = [Event("stacks_ready", {"sizes": [len(t) for t in self.stacks], "first": s.winner})]
        return events + self._begin_tug(first=s.winner, start=START[s.winner])

    def _begin_tug(self, first: int, start: int) -> list[Event]:
        self.phase = "tug"
        self.turn = first
        self.barrel = self.start_space = start
        private = {}
        for seat in (0, 1):
            stack = self.stacks[seat]
            hand = [stack.pop() for _ in range(min(HAND, len(stack)))]
            self.hands[seat] = hand
            self.seen[seat].update(hand)
            private[seat] = {"cards": list(hand)}
        return [Event("deal", {"counts": [len(h) for h in self.hands],
                               "stacks": [len(s) for s in self.stacks]}, private),
                Event("tug_start", {"barrel": start, "first": first})]

    # -- the tug-of-war ------------------------------------------------------------
    def _take(self, seat: int, card: str) -> bool:
        """The card leaves the seat's hand, or is the one taken with Dirty Trick
        (then True): either way it is about to be played."""
        if self.stolen is not None:
            self.stolen = None
            return True
        self.hands[seat].remove(card)
        return False

    def _place(self, seat: int, action: Place) -> list[Event]:
        card = action.card
        stolen = self._take(seat, card)
        side = seat if action.side == MINE else 1 - seat
        stack = self.board[side][SPACE_INDEX[action.space]]
        covered = stack[-1] if stack else None
        stack.append(card)
        self.seen[2].add(card)
        events = [Event("place", {"seat": seat, "card": card, "side": side, "space": action.space,
                                  "covered": covered, "stolen": stolen})]
        if card in MARKED:
            events += self._contest(seat, card, weak_wins=False)
            if self.round_over:
                return events
        return events + self._end_turn(seat, 1)

    def _contest(self, seat: int, card: str, weak_wins: bool) -> list[Event]:
        strength = [side_strength(self.board[0]), side_strength(self.board[1])]
        puller = contest_puller(strength, weak_wins)
        difference = abs(strength[0] - strength[1])
        self.last_contest = {"seat": seat, "card": card, "strength": strength,
                             "difference": difference, "puller": puller, "weak_wins": weak_wins}
        events = [Event("contest", dict(self.last_contest))]
        if puller is not None:
            events += self._pull(puller, difference, card)
        return events

    def _pull(self, seat: int, steps: int, cause: str) -> list[Event]:
        old = self.barrel
        self.barrel = pulled(old, seat, steps)
        events = [Event("barrel_moved", {"from": old, "to": self.barrel, "seat": seat, "cause": cause})]
        if self.barrel == GOAL[seat]:
            events += self._round_won(seat, "goal")
        return events

    def _end_turn(self, seat: int, draws: int) -> list[Event]:
        """Draw, then pass the turn to whoever still holds cards (or end the round by halves)."""
        events = []
        stack = self.stacks[seat]
        take = min(draws, len(stack))
        if take:
            drawn = [stack.pop() for _ in range(take)]
            self.hands[seat] += drawn
            self.seen[seat].update(drawn)
            events.append(Event("draw", {"seat": seat, "count": take, "stack": len(stack)},
                                {seat: {"cards": drawn}}))
        if self.hands[1 - seat]:
            self.turn = 1 - seat
        elif self.hands[seat]:
            self.turn = seat
        else:
            events += self._round_won(half_owner(self.barrel), "halves")
        return events

    # -- the contract --------------------------------------------------------------
    def parse(self, text):
        return notation.parse(text)

    def to_act(self):
        phase = self.phase
        if phase == "tug":
            return [self.turn]
        if phase == "sort":
            up = self.sort.up
            return [s for s in (0, 1) if up[s]]
        if phase == "last_pair":
            return [1 - self.sort.winner]
        if phase == "distribute":
            return [self.sort.winner]
        return []

    def _legal(self, seat):
        phase = self.phase
        if phase == "tug":
            if seat != self.turn:
                return []
            if self.stolen is not None:
                return list(self._card_choices(seat, self.stolen))
            out = []
            done = set()
            for card in self.hands[seat]:
                if card not in done:
                    done.add(card)
                    out += self._card_choices(seat, card)
            return out
        if phase == "sort":
            return list(KEEPS) if self.sort.up[seat] else []
        if phase == "last_pair":
            return list(KEEPS) if seat != self.sort.winner else []
        if phase == "distribute":
            return list(KEEPS) if seat == self.sort.winner else []
        return []

    def _card_choices(self, seat, card):
        if card in IS_ACTION:
            return self._action_choices(seat, card)
        return PLACES[card]

    def _apply(self, seat, action):
        if type(action) is Keep:
            return self._keep(seat, action.first)
        self.round_over = False
        if type(action) is Place:
            events = self._place(seat, action)
        else:
            events = self._play_action(seat, action)
        if self.round_over and self.phase != "over":
            events += self._start_round(None)
        return events

    def why_illegal(self, seat, action):
        names = self.names
        phase = self.phase
        s = self.sort
        if isinstance(action, Keep):
            if phase == "tug":
                return N_("The teams are formed: play a card from your hand")
            if phase == "distribute":
                return N_("{name} is handing out {other}'s remaining cards").format(name=names[s.winner],
                                                                                   other=names[1 - s.winner])
            if phase == "last_pair":
                return N_("You called Stop: {name} places the last pair").format(name=names[1 - seat])
            if phase == "sort" and not s.up[seat]:
                if s.stop is not None and s.stop[0] == seat:
                    return N_("You have sorted all your cards: Stop!")
                return N_("{name} called Stop: your last pair is placed").format(name=names[s.stop[0]])
            return N_("{action} is not allowed now").format(action=action)
        if phase != "tug":
            return N_("First the teams are formed: keep first or keep second")
        if seat != self.turn:
            return N_("It is {name}'s turn").format(name=names[self.turn])
        card = getattr(action, "card", None)
        if self.stolen is not None and card != self.stolen:
            return N_("First play the card you took with Dirty Trick: {stolen}").format(stolen=self.stolen)
        if self.stolen is None and card not in self.hands[seat]:
            return N_("You do not hold {card}").format(card=card)
        if isinstance(action, Place):
            if card in IS_ACTION:
                return N_("{card} is an action card: write action {card} or decline {card}").format(card=card)
            if SPACE[card] is not None and COLOURS[SPACE[card]] != action.space:
                colour = COLOURS[SPACE[card]]
                return WRONG_SPACE.get((colour, action.space),
                                       f"A {colour} card goes on a {colour} space, not {action.space}")
        if isinstance(action, Effect):
            if card not in IS_ACTION:
                return N_("{card} is not an action card").format(card=card)
            if card == DIRTY_TRICK and not self.hands[1 - seat]:
                return N_("{name} holds no cards: Dirty Trick can only be declined").format(name=names[1 - seat])
            if card == CHANGE_SIDES and len(action.choice) == 4:
                from_rel, from_space, to_rel, to_space = action.choice
                if from_rel == to_rel:
                    return N_("Change Sides moves a card to the other side")
                from_side = seat if from_rel == MINE else 1 - seat
                stack = self.board[from_side][SPACE_INDEX[from_space]]
                if not stack:
                    if from_side == seat:
                        return NO_CARD_ON[from_space]
                    return NO_CARD_ON_THEIRS[from_space].format(name=names[from_side])
                if stack[-1] not in WHITE and to_space != from_space:
                    return MUST_GO_TO[from_space].format(card=describe(stack[-1]).capitalize())
        return N_("{action} is not allowed now").format(action=action)

    # -- what each seat sees -------------------------------------------------------
    def view(self, seat):
        if seat is not None and not self._is_seat(seat):
            raise ValueError(f"There is no seat {seat!r} in this 2-player game")
        s = self.sort
        sort = None
        if s is not None:
            pair = None
            handing_out = self.phase == "distribute" and seat == s.winner
            if seat is not None:
                if handing_out:
                    pair = s.pair(1 - seat)
                elif self.phase in ("sort", "last_pair") and s.up[seat]:
                    pair = s.pair(seat)
            sort = {
                "pair": pair,
                "handing_out": handing_out,
                "prep": [s.left(0), s.left(1)],
                "kept": list(s.kept),
                "given": list(s.given),
                "team": [len(s.team[0]), len(s.team[1])] if self.phase in ("sort", "last_pair", "distribute")
                else [PREP, PREP],
                "done": [not s.up[0], not s.up[1]],
                "stop": None if s.stop is None else {"seat": s.stop[0], "at": s.stop[1], "final": s.final},
                "winner": s.winner if s.final else None,
                "tie_draws": [list(p) for p in s.tie_draws],
            }
        return {
            "seat": seat,
            "names": list(self.names),
            "round": self.round,
            "phase": self.phase,
            "to_act": self.to_act(),
            "turn": self.turn if self.phase == "tug" else None,
            "winners": list(self.winners),
            "barrel": self.barrel,
            "barrels": list(self.barrels),
            "start_space": self.start_space,
            "start_spaces": list(START),
            "goals": list(GOAL),
            "sort": sort,
            "board": [{COLOURS[i]: list(stack) for i, stack in enumerate(side)} for side in self.board],
            "tops": [{COLOURS[i]: (stack[-1] if stack else None) for i, stack in enumerate(side)}
                     for side in self.board],
            "strength": [side_strength(self.board[0]), side_strength(self.board[1])],
            "hand": None if seat is None else list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "team_stacks": [len(t) for t in self.stacks],
            "discard": list(self.discard),
            "stolen": self.stolen,
            "last_contest": None if self.last_contest is None else dict(self.last_contest),
            "last_round": None if self.last_round is None else dict(self.last_round),
        }

    def full_view(self):
        s = self.sort
        return {
            **self.view(None),
            "hands": [list(h) for h in self.hands],
            "stacks": [list(reversed(t)) for t in self.stacks],
            "prep": None if s is None else [s.prep[0][s.pos[0]:], s.prep[1][s.pos[1]:]],
            "unused": list(self.set_aside) if s is None else list(s.unused),
            "teams": None if s is None else [list(t) for t in s.team],
        }

    def seen_by(self, seat):
        known = self.seen[2] | self.prev_seen[2]
        if seat is None:
            return known
        return known | self.seen[seat] | self.prev_seen[seat]

    @property
    def is_over(self):
        return self.phase == "over"

    def result(self):
        ranking = sorted((0, 1), key=lambda s: -self.barrels[s])
        return {"scores": list(self.barrels), "ranking": ranking, "winners": list(self.winners),
                "barrels": list(self.barrels), "rounds": self.round}
