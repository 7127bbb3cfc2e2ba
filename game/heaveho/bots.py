"""Heave Ho! bots.

Sorting is a race: each level has its own pace per pair (with jitter) and keeps the
card it values more. In the tug-of-war every level scores positions the same way
(barrel, board strength, the cards still in hand, the Nessie/Monstrous danger):
easy now and then plays at random, normal takes the best immediate result, and hard also
looks at the opponent's likely replies (hands sampled from the cards it has not seen);
search (the baseline) looks at more of its moves over more sampled hands; expert values each
reply once per card (exact over hundreds of sampled hands), counts the cards the opponent
spends, and doubts cards the opponent would have gained much with but did not play.
"""
from __future__ import annotations

from collections import Counter

from game.bots import Bot, RandomBot

from .board import GOAL, TRACK, contest_puller, pulled
from .cards import (ADRENALINE, BROKEN_ROPE, BYE_BYE, CHANGE_SIDES, COLOURS, DECK, DIRTY_TRICK,
                    EMPTY_STRENGTH, HOW_RUCK, IS_ACTION, LADIES, MACHO, MARKED, MONSTROUS, NESSIE,
                    REINFORCEMENT, STRENGTH, WEAK_WINS)
from .notation import KEEP_FIRST, KEEP_SECOND, MINE, Decline, Keep, Place

# -- what a card is worth -----------------------------------------------------------
#: worth of a Scot in the team by strength: the extremes pull (high on your side) or
#: sabotage (a 0 covering the other's best space); 1 and 2 barely change a space
SCOT_WORTH = {0: 2.0, 1: 0.6, 2: 0.4, 3: 1.8, 4: 2.6, 6: 2.8}
ACTION_WORTH = {ADRENALINE: 3.2, DIRTY_TRICK: 1.8, HOW_RUCK: 2.4, WEAK_WINS: 2.0, MACHO: 1.0,
                BROKEN_ROPE: 1.2, CHANGE_SIDES: 2.4, BYE_BYE: 1.8, MONSTROUS: 1.6, REINFORCEMENT: 1.6}
#: a How Ruck marker lets its holder choose when to pull (hard values it most: measured)
MARK_WORTH = 1.2
WHITE_WORTH = 0.4


def sort_worth(card: str, scots=SCOT_WORTH, actions=ACTION_WORTH, mark=MARK_WORTH, white=WHITE_WORTH) -> float:
    """How much a card helps the team that gets it (the speed sort's keep choice)."""
    if card in IS_ACTION:
        return actions[card]
    return scots[STRENGTH[card]] + (mark if card in MARKED else 0.0) + (white if card[0] == "W" else 0.0)


#: what holding a card is worth in the tug (evaluation units: one barrel step = STEP)
STEP = 10.0
WIN = 300.0
ADV = 2.5
HOLD = {ADRENALINE: 14.0, HOW_RUCK: 7.0, WEAK_WINS: 5.0, DIRTY_TRICK: 4.0, CHANGE_SIDES: 6.0,
        BYE_BYE: 4.0, MACHO: 2.0, BROKEN_ROPE: 3.0, MONSTROUS: 3.0, REINFORCEMENT: 5.0}
HOLD_SCOT = {0: 3.0, 1: 0.5, 2: 0.3, 3: 2.5, 4: 4.0, 6: 4.0}
MARK_HOLD = 5.0
#: share of this bot's own next contest counted after the opponent's reply
NEXT = 0.7


# -- a light model of the tug ---------------------------------------------------------
SPACE_INDEX = {space: i for i, space in enumerate(COLOURS)}
Board = tuple  # six stacks (tuples), seat 0's red, blue, green, then seat 1's
TOP_STRENGTH = {**STRENGTH, None: EMPTY_STRENGTH}


def strengths(board: Board) -> tuple[int, int]:
    t = [STRENGTH[s[-1]] if s else EMPTY_STRENGTH for s in board]
    return t[0] + t[1] + t[2], t[3] + t[4] + t[5]


def _contest(board, barrel, weak):
    st = strengths(board)
    puller = contest_puller(st, weak)
    if puller is None:
        return board, barrel, None
    barrel = pulled(barrel, puller, abs(st[0] - st[1]))
    return board, barrel, (puller if barrel == GOAL[puller] else None)


def _pop_tops(board, hit):
    return tuple(s[:-1] if s and hit(s[-1]) else s for s in board)


def simulate(board: Board, barrel: int, seat: int, action, start: int):
    """The board, barrel and round winner (or None) after ``seat`` plays ``action``.
    Dirty Trick and Reinforcement change nothing here (their worth is counted apart)."""
    kind = type(action)
    if kind is Place:
        side = seat if action.side == MINE else 1 - seat
        i = side * 3 + SPACE_INDEX[action.space]
        board = board[:i] + (board[i] + (action.card,),) + board[i + 1:]
        if action.card in MARKED:
            return _contest(board, barrel, False)
        return board, barrel, None
    if kind is Decline or kind is Keep:
        return board, barrel, None
    card = action.card
    if card == ADRENALINE:
        barrel = pulled(barrel, seat, 2)
        return board, barrel, (seat if barrel == GOAL[seat] else None)
    if card == HOW_RUCK:
        return _contest(board, barrel, False)
    if card == WEAK_WINS:
        return _contest(board, barrel, True)
    if card == MACHO:
        return _pop_tops(board, LADIES.__contains__), barrel, None
    if card == BYE_BYE:
        value = action.choice[0]
        return _pop_tops(board, lambda c: STRENGTH[c] == value), barrel, None
    if card == BROKEN_ROPE:
        return board, start, None
    if card == CHANGE_SIDES:
        from_rel, from_space, to_rel, to_space = action.choice
        a = (seat if from_rel == MINE else 1 - seat) * 3 + SPACE_INDEX[from_space]
        b = (seat if to_rel == MINE else 1 - seat) * 3 + SPACE_INDEX[to_space]
        moved = list(board)
        moved[b] = board[b] + (board[a][-1],)
        moved[a] = board[a][:-1]
        return tuple(moved), barrel, None
    if card == MONSTROUS:
        for side in (0, 1):
            if any(s and s[-1] == NESSIE for s in board[side * 3:side * 3 + 3]):
                return board, barrel, 1 - side
    return board, barrel, None


CONTESTS = MARKED | {HOW_RUCK, WEAK_WINS}


class Position:
    """What the bot knows when it plays: rebuilt from its view (plus its own memory)."""

    adv = ADV
    mark_hold = MARK_HOLD

    def hold(self, card: str) -> float:
        if card in IS_ACTION:
            return HOLD[card]
        return HOLD_SCOT[STRENGTH[card]] + (self.mark_hold if card in MARKED else 0.0)

    def __init__(self, view: dict, kept: Counter | None = None, given: Counter | None = None):
        self.me = me = view["seat"]
        self.opp = 1 - me
        self.board: Board = tuple(tuple(view["board"][s][c]) for s in (0, 1) for c in COLOURS)
        self.barrel = view["barrel"]
        self.start = view["start_space"]
        self.hand = list(view["hand"])
        self.opp_hand = view["hand_sizes"][self.opp]
        self.my_stack = view["team_stacks"][me]
        self.left = sum(view["hand_sizes"]) + sum(view["team_stacks"])
        seen = Counter(self.hand)
        for side in view["board"]:
            for stack in side.values():
                seen.update(stack)
        seen.update(view["discard"])
        if view["stolen"]:
            seen[view["stolen"]] += 1
        unknown = Counter(DECK) - seen
        if kept:
            unknown -= kept - seen       # kept in the sort and not yet seen: in my stack
        # cards this bot put in the opponent's team and not yet seen: in their hand or stack
        theirs = (given - seen) & unknown if given else Counter()
        unknown -= theirs
        self.theirs = list(theirs.elements())
        self.unknown = list(unknown.elements())
        team = self.opp_hand + view["team_stacks"][self.opp]
        self.opp_team = team
        self.i_hold_monstrous = MONSTROUS in self.hand
        # how likely the opponent holds Monstrous now
        if not self.opp_hand:
            self.p_monstrous = 0.0
        elif theirs[MONSTROUS]:
            self.p_monstrous = self.opp_hand / team
        elif unknown[MONSTROUS]:
            rest = max(0, team - len(self.theirs))
            self.p_monstrous = min(1.0, rest / max(1, len(self.unknown))) * self.opp_hand / max(1, team)
        else:
            self.p_monstrous = 0.0

    def sample_hand(self, rng) -> list[str]:
        """A likely opponent hand: the cards known to be in their team plus unknown ones."""
        rest = min(len(self.unknown), max(0, self.opp_team - len(self.theirs)))
        team = self.theirs + rng.sample(self.unknown, rest)
        return rng.sample(team, min(self.opp_hand, len(team)))

    def static(self, board: Board, barrel: int, winner) -> float:
        """How good a position is for this bot, whoever moves next."""
        me = self.me
        if winner is not None:
            return WIN if winner == me else -WIN
        value = STEP * (abs(barrel - GOAL[1 - me]) - abs(barrel - GOAL[me]))
        tops = [s[-1] if s else None for s in board]
        t = [TOP_STRENGTH[c] for c in tops]
        diff = t[0] + t[1] + t[2] - t[3] - t[4] - t[5]
        value += self.adv * (diff if me == 0 else -diff)
        if self.left < 12:      # near the end the half decides
            mine = (barrel <= TRACK // 2) == (me == 0)
            value += (12 - self.left) * 3.0 * (1 if mine else -1)
        if NESSIE in tops:      # Nessie in view of a Monstrous
            if tops.index(NESSIE) // 3 == me:
                value -= WIN * self.p_monstrous
            elif self.i_hold_monstrous:
                value += WIN * 0.5
        return value

    def best_contest(self, board: Board, barrel: int, seat: int, cards, base: float | None = None) -> float:
        """The most ``seat`` can gain (in this bot's score) by starting a contest now with
        one of ``cards``; 0 when no contest helps it. ``base``: the position's static score."""
        if base is None:
            base = self.static(board, barrel, None)
        sign = 1 if seat == self.me else -1
        best = 0.0
        for action in contest_moves(cards, board, seat):
            b2, r2, w2 = simulate(board, barrel, seat, action, self.start)
            gain = sign * (self.static(b2, r2, w2) - base)
            if gain > best:
                best = gain
        return best

    def after(self, action):
        """(board, barrel, winner, value) after this bot plays ``action``: the position
        and the cards still held."""
        board, barrel, winner = simulate(self.board, self.barrel, self.me, action, self.start)
        value = self.static(board, barrel, winner)
        if winner is None:
            value += self.extras(action)
        return board, barrel, winner, value

    def hand_after(self, action) -> list[str]:
        hand = list(self.hand)
        card = getattr(action, "card", None)
        if card in hand:
            hand.remove(card)
        return hand

    def extras(self, action) -> float:
        """Worth of the cards still held, and of cards coming (Dirty Trick, Reinforcement)."""
        value = sum(self.hold(c) for c in self.hand_after(action))
        if not isinstance(action, Decline):
            card = getattr(action, "card", None)
            if card == DIRTY_TRICK:
                value += 6.0
            elif card == REINFORCEMENT:
                value += 4.0 * min(3, self.my_stack)
        return value


def replies_with(card: str, board: Board, seat: int):
    """The moves ``seat`` could make with ``card`` (action cards with typical choices)."""
    from .notation import BYE, EFFECT, PLACE, SWAP, THEIRS
    if card in IS_ACTION:
        if card == BYE_BYE:
            return [BYE[v] for v in (0, 3, 4)]
        if card == CHANGE_SIDES:
            out = []
            for i, stack in enumerate(board):
                if stack:
                    rel = MINE if i // 3 == seat else THEIRS
                    space = COLOURS[i % 3]
                    out.append(SWAP[rel, space, THEIRS if rel == MINE else MINE, space])
            return out
        if card in (DIRTY_TRICK, REINFORCEMENT):
            return []
        return [EFFECT[card]]
    colour = card[0]
    spaces = COLOURS if colour in "WN" else (COLOURS["RBG".index(colour)],)
    return [PLACE[card, side, space] for side in (MINE, THEIRS) for space in spaces]


def contest_moves(cards, board: Board, seat: int):
    """The contests ``seat`` could start with ``cards``: a white marked card only on its
    own weakest space or on the other's strongest (the best it can do either way)."""
    from .notation import EFFECT, PLACE, THEIRS
    out = []
    for card in set(cards):
        if card not in CONTESTS:
            continue
        if card in IS_ACTION:
            out.append(EFFECT[card])
        elif card[0] == "W":
            mine = [STRENGTH[s[-1]] if s else EMPTY_STRENGTH for s in board[seat * 3:seat * 3 + 3]]
            theirs = [STRENGTH[s[-1]] if s else EMPTY_STRENGTH for s in board[(1 - seat) * 3:(1 - seat) * 3 + 3]]
            out.append(PLACE[card, MINE, COLOURS[mine.index(min(mine))]])
            out.append(PLACE[card, THEIRS, COLOURS[theirs.index(max(theirs))]])
        else:
            space = COLOURS["RBG".index(card[0])]
            out.append(PLACE[card, MINE, space])
            out.append(PLACE[card, THEIRS, space])
    return out


def opponent_replies(hand: list[str], board: Board, seat: int):
    """Every move ``seat`` could make with ``hand``."""
    out = []
    for card in set(hand):
        out += replies_with(card, board, seat)
    return out


# -- the levels -----------------------------------------------------------------------
class HeaveHoBot(Bot):
    #: seconds per pair in the speed sort, and the jitter around it
    pace = 1.0
    jitter = 0.2
    #: noise added to card worth when sorting, and the worth of a How Ruck marker
    sort_noise = 0.5
    mark_worth = MARK_WORTH
    #: chance of a random move in the tug
    blunder = 0.0
    model = Position

    def __init__(self, seat, seed=0):
        super().__init__(seat, seed)
        self.round = None
        self.kept: Counter = Counter()
        self.given: Counter = Counter()

    @classmethod
    def typical_reaction(cls) -> float:
        """Seconds per pair in the speed sort."""
        return cls.pace

    def reaction_time(self, view, action):
        if view["phase"] in ("sort", "last_pair"):
            return max(0.15, self.pace + self.rng.uniform(-self.jitter, self.jitter))
        return 0.5

    def choose(self, view, legal):
        if not legal:
            return None
        if view["round"] != self.round:
            self.round = view["round"]
            self.kept = Counter()
            self.given = Counter()
        if view["phase"] != "tug":
            return self.sort(view, legal)
        if self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice(list(legal))
        return self.tug(view, legal)

    def sort(self, view, legal):
        pair = view["sort"]["pair"]
        if not pair or len(legal) < 2:
            return legal[0]
        a, b = (self.worth(c) + self.rng.uniform(0, self.sort_noise) for c in pair)
        keep_first = a >= b
        self.kept[pair[0] if keep_first else pair[1]] += 1
        self.given[pair[1] if keep_first else pair[0]] += 1
        return KEEP_FIRST if keep_first else KEEP_SECOND

    def worth(self, card: str) -> float:
        return sort_worth(card, mark=self.mark_worth)

    def tug(self, view, legal):
        pos = self.model(view, self.kept, self.given)
        return max(legal, key=lambda a: pos.after(a)[3] + self.rng.uniform(0, 0.01))


class EasyBot(HeaveHoBot):
    #: a beginner's sorting pace: at 1.4 s a pair it lost all 200 games to search; at
    #: 1.25 s it wins 1.5 % of them, and 15 % against normal (9.5 % at 1.4 s)
    pace = 1.25
    jitter = 0.35
    sort_noise = 2.0
    blunder = 0.05


class NormalBot(HeaveHoBot):
    pace = 1.0
    jitter = 0.2
    sort_noise = 0.8


class HardBot(HeaveHoBot):
    pace = 0.6
    jitter = 0.1
    sort_noise = 0.0
    mark_worth = 2.5
    #: opponent hands sampled per move, and how many of the best moves are looked at deeper
    samples = 4
    width = 8
    #: share of its own best contest after the opponent's reply that counts
    next_share = NEXT

    def ranked_moves(self, pos: Position, legal) -> tuple[list, bool]:
        """Every legal move with the position it leads to, the best first by its
        immediate worth, and whether the choice is forced (one move, or the opponent
        has no cards left to answer with, so the immediate worth decides)."""
        first = sorted(((pos.after(a), a) for a in legal), key=lambda x: -x[0][3])
        return first, len(first) == 1 or pos.opp_hand == 0

    def tug(self, view, legal):
        pos = self.model(view, self.kept, self.given)
        first, forced = self.ranked_moves(pos, legal)
        if forced:
            return first[0][1]
        hands = [pos.sample_hand(self.rng) for _ in range(self.samples)]
        best, best_value = None, None
        for (board, barrel, winner, value), action in first[:self.width]:
            if winner is not None:
                total = value
            else:
                contests = [c for c in pos.hand_after(action) if c in CONTESTS]
                total = 0.0
                for hand in hands:
                    worst = None
                    for reply in opponent_replies(hand, board, pos.opp):
                        b2, r2, w2 = simulate(board, barrel, pos.opp, reply, pos.start)
                        v = pos.static(b2, r2, w2)
                        if w2 is None and contests:
                            v += self.next_share * pos.best_contest(b2, r2, pos.me, contests, v)
                        if worst is None or v < worst:
                            worst = v
                    if worst is None:
                        worst = pos.static(board, barrel, None) + self.next_share * pos.best_contest(
                            board, barrel, pos.me, contests)
                    total += worst
                total = total / len(hands) + pos.extras(action)
            if best_value is None or total > best_value:
                best, best_value = action, total
        return best


class SearchBot(HardBot):
    """The search baseline for the tug: the hard look-ahead over three times as many
    sampled opponent hands, looking at more of its own moves."""

    samples = 12
    width = 14


#: share of the opponent's worth in a card it plays that the expert counts for itself
#: (a reply that spends a strong card costs the opponent that card)
OPP_HOLD = 0.6
#: a card the opponent passed up a big gain with is this likely to be in its hand
DOUBT = 0.15
#: the gain (evaluation units) that a card would have given the opponent at its last
#: turn, over what it did, for the expert to doubt that it holds the card
TELL = 25.0


class ExpertBot(SearchBot):
    """The search look-ahead made exact over the sampled hands and told by the opponent's
    own play: every reply of every card the opponent may hold is valued once per move
    (so hundreds of sampled hands cost no more than one), every move of its own is
    looked at, a reply that spends a strong card costs the opponent that card, and a
    card with which the opponent would have gained much at its last turn, but did not
    play, is thought unlikely in its hand. It sorts at a practised person's pace, a
    little quicker than hard and search (so it usually calls Stop and hands out the
    other's last pairs). Measured against search: 157 of 200 games (78.5 %, 95 % CI
    72.3-83.6); at search's own 0.6 s sort pace, the tug play alone, 60 of 100 (50.2-69.1)."""

    pace = 0.5
    samples = 200
    width = 64
    wants_updates = True

    def __init__(self, seat, seed=0):
        super().__init__(seat, seed)
        self.doubted: set[str] = set()
        self.opp_view = None
        self.seen_round = None

    def observe(self, view):
        if view["round"] != self.seen_round:
            self.seen_round = view["round"]
            self.doubted = set()
            self.opp_view = None
        if view["phase"] == "tug" and view["turn"] == 1 - self.seat and view["stolen"] is None:
            self.opp_view = view

    def infer(self, pos: Position) -> None:
        """Doubt the cards with which the opponent would have done much better at its
        last turn than the move it made (which gave the position now)."""
        before, self.opp_view = self.opp_view, None
        if before is None or before["round"] != self.round:
            return
        then = self.model(before, self.kept, self.given)
        achieved = pos.static(pos.board, pos.barrel, None)
        for card in set(then.unknown) | set(then.theirs):
            if card == NESSIE:  # its danger is the Monstrous, which the bot counts apart
                continue
            for reply in replies_with(card, then.board, then.opp):
                b2, r2, w2 = simulate(then.board, then.barrel, then.opp, reply, then.start)
                if pos.static(b2, r2, w2) < achieved - TELL:
                    self.doubted.add(card)
                    break

    def sample_hand(self, pos: Position) -> list[str]:
        hand = pos.sample_hand(self.rng)
        for _ in range(4):
            if not any(c in self.doubted for c in hand) or self.rng.random() < DOUBT:
                break
            hand = pos.sample_hand(self.rng)
        return hand

    def tug(self, view, legal):
        pos = self.model(view, self.kept, self.given)
        if self.opp_view is not None:
            self.infer(pos)
        first, forced = self.ranked_moves(pos, legal)
        if forced:
            return first[0][1]
        hands = [self.sample_hand(pos) for _ in range(self.samples)]
        pool = set()
        for hand in hands:
            pool.update(hand)
        opp, me, start, share = pos.opp, pos.me, pos.start, self.next_share
        best, best_value = None, None
        for (board, barrel, winner, value), action in first[:self.width]:
            if winner is not None:
                total = value
            else:
                contests = [c for c in pos.hand_after(action) if c in CONTESTS]
                worst_with = {}
                for card in pool:
                    worst = None
                    spent = OPP_HOLD * pos.hold(card)
                    for reply in replies_with(card, board, opp):
                        b2, r2, w2 = simulate(board, barrel, opp, reply, start)
                        v = pos.static(b2, r2, w2)
                        if w2 is None:
                            if contests:
                                v += share * pos.best_contest(b2, r2, me, contests, v)
                            v += spent
                        if worst is None or v < worst:
                            worst = v
                    if worst is not None:
                        worst_with[card] = worst
                quiet = pos.static(board, barrel, None) + share * pos.best_contest(board, barrel, me, contests)
                total = 0.0
                for hand in hands:
                    values = [worst_with[c] for c in hand if c in worst_with]
                    total += min(values) if values else quiet
                total = total / len(hands) + pos.extras(action)
            if best_value is None or total > best_value:
                best, best_value = action, total
        return best


class RandomHeaveHoBot(RandomBot):
    """A uniform legal move, sorting at easy's pace: sorting at once it would win every
    speed sort."""

    pace, jitter = EasyBot.pace, EasyBot.jitter
    reaction_time = HeaveHoBot.reaction_time

LEVELS = {"random": RandomHeaveHoBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot, "search": SearchBot}
