"""Heckin Hounds bots: they decide from ``view(seat)`` and the legal list only.

A bot that cannot see its own stand samples worlds consistent with the clues (the
unseen pool is the whole deck minus what it can see) and scores its choices over
them. Promises aim at the expected number of shifts; plays aim to land exactly on
the promise (least expected squared miss). As leader, a bot gives legal clues that
help as little as it can judge. In memory mode a bot keeps its own record of the
clues it was given (``wants_updates``), and the weaker levels forget some.

Levels: easy and normal use the counting above with less care; ``search`` (the
baseline) plays every promise and card out over the sampled worlds (``playout``)
and scores the result for its running score; hard adds a leader's bad dog and
Cerberus chosen the same way; expert is hard with twice the worlds, judging every
round by its chance to win the game (``chance_to_win``), not the last round alone.
"""
from __future__ import annotations

import math
from functools import lru_cache

from game.bots import Bot
from game.hounds.belief import Knowledge, expected_shifts, win_chance
from game.hounds.cards import CERBERUS, HOUND_OF, HOUNDS, NUMBER_OF, RANK, kennel
from game.hounds.notation import NoTrade, Promise, Trade
from game.hounds.playout import play_out, worth


class HoundsBot(Bot):
    level = "hard"
    samples = 40         # worlds per decision
    negatives = True     # use "all of that hound / number" from hound and value clues
    careless = 0.0       # chance of a random legal move
    forget = 0.0         # memory mode: chance to forget a clue
    clue_style = "least_help"   # "random", "fewest_tokens" or "least_help"
    take_cerberus = True
    read_leader = True   # weigh worlds by how well they explain the leader's promise
    leader_spread = 0.6
    model_others = True  # players after this one play to their own promises
    wants_updates = True

    def __init__(self, seat, seed=0):
        super().__init__(seat, seed)
        self._round = None
        self._memory: dict[int, dict | None] = {}

    # -- memory mode -----------------------------------------------------------------
    def observe(self, view):
        if not view.get("memory") or view["seat"] is None:
            return
        key = (view["round"], view["rounds"])
        if key != self._round:
            self._round = key
            self._memory = {}
        clue = view.get("recent_clue")
        if clue and clue["index"] not in self._memory:
            keep = self.rng.random() >= self.forget
            self._memory[clue["index"]] = dict(clue) if keep else None

    def _memory_clues(self, view):
        """The clue sets this bot remembers being given (memory mode), else None."""
        if not view.get("memory"):
            return None
        return [c for c in self._memory.values() if c is not None and c["target"] == self.seat]

    # -- deciding --------------------------------------------------------------------
    def choose(self, view, legal):
        legal = list(legal)
        if not legal:
            return None
        self.observe(view)
        if len(legal) == 1:
            return legal[0]
        if self.careless and self.rng.random() < self.careless:
            return self.rng.choice(legal)
        phase = view["phase"]
        know = Knowledge(view, self._memory_clues(view), negatives=self.negatives)
        handler = getattr(self, "_" + phase, None)
        if handler is None:  # pragma: no cover - every phase has a handler
            return self.rng.choice(legal)
        return handler(view, legal, know)

    def _worlds(self, know):
        count = 1 if not know.hidden else self.samples
        return [know.sample(self.rng) for _ in range(count)]

    def _weighted_worlds(self, view, know):
        """Worlds with weights: a leader who promised already (and saw everything)
        tells how strong the hidden leader's hand is."""
        worlds = self._worlds(know)
        leader = view["leader"]
        promised = None if leader is None else view["promises"][leader]
        if not self.read_leader or promised is None or leader == self.seat or len(worlds) == 1:
            return [(w, 1.0) for w in worlds]
        out = []
        for w in worlds:
            hands = know.hands_in(w)
            gap = promised - view["worked"][leader] - expected_shifts(leader, hands)
            out.append((w, math.exp(-gap * gap / (2 * self.leader_spread ** 2))))
        total = sum(x for _, x in out)
        if total < 1e-9:
            return [(w, 1.0) for w in worlds]
        return out

    def _baddog(self, view, legal, know):
        """The hound this seat expects to walk least of (Mops, usually)."""
        world = know.sample(self.rng)
        hands = know.hands_in(world)
        me = self.seat
        share = expected_shifts(me, hands) / 5
        cost = {}
        for a in legal:
            total = 0.0
            for owner in range(know.n):
                for k, c in enumerate(know.slot_cards[owner]):
                    if c is None:
                        continue
                    code = know.card_at(world, owner, k)
                    if HOUND_OF[code] != a.hound:
                        continue
                    total += win_chance(RANK[code], me, hands) if owner == me else share
            cost[a] = total
        return min(legal, key=lambda a: (cost[a], HOUNDS.index(a.hound)))

    def _clue(self, view, legal, know):
        if self.clue_style == "random":
            return self.rng.choice(legal)
        tokens = self._known_tokens(view)
        new = {a: self._new_tokens(a, tokens[a.target], know) for a in legal}
        if self.clue_style == "fewest_tokens":
            low = min(new.values())
            return self.rng.choice([a for a in legal if new[a] == low])
        world = know.sample(self.rng)
        hands = know.hands_in(world)
        context = {}
        help_ = {}
        for a in legal:
            if a.target not in context:
                context[a.target] = self._target_context(a.target, view, know, world, hands)
            help_[a] = self._helpfulness(a, know, world, tokens[a.target], context[a.target])
        best = min((help_[a], new[a]) for a in legal)
        return self.rng.choice([a for a in legal if (help_[a], new[a]) == best])

    def _known_tokens(self, view):
        """Per stand, per slot: the (hound, number) tokens on it, from the view or,
        in memory mode, from this bot's memory of every clue given."""
        if not view.get("memory"):
            return [[(s["clue_hound"], s["clue_number"]) for s in st["slots"]] for st in view["stands"]]
        out = [[(None, None)] * 5 for _ in view["stands"]]
        for clue in self._memory.values():
            if clue is None:
                continue
            row = out[clue["target"]]
            for k, h, v in clue["tokens"]:
                slot = view["stands"][clue["target"]]["slots"][k]
                if slot["empty"] or slot["mops"] or slot["cerberus"]:
                    continue
                oh, ov = row[k]
                row[k] = (h or oh, v or ov)
        return out

    def _new_tokens(self, clue, tokens, know):
        count = 0
        for k, h, v in self._tokens(clue, clue.target, know):
            count += (h is not None and tokens[k][0] is None) + (v is not None and tokens[k][1] is None)
        return count

    @staticmethod
    def _tokens(clue, target, know):
        """The tokens a clue would place (the giver sees the target's stand)."""
        cards = know.slot_cards[target]
        if clue.kind == "card":
            c = cards[clue.what]
            return [(clue.what, HOUND_OF.get(c), NUMBER_OF.get(c))]
        table = HOUND_OF if clue.kind == "hound" else NUMBER_OF
        found = [k for k, c in enumerate(cards) if c not in (None, "?") and table[c] == clue.what]
        if clue.kind == "hound":
            return [(k, clue.what, None) for k in found]
        return [(k, None, clue.what) for k in found]

    @staticmethod
    def _target_context(t, view, know, world, hands):
        """What the target cannot see, and each such card's chance to work a shift."""
        target_sees = set()
        for o in range(know.n):
            if o == t or (view["leader"] is not None and o == view["leader"]):
                continue
            for k, c in enumerate(know.slot_cards[o]):
                if c is not None:
                    target_sees.add(know.card_at(world, o, k))
        unseen = [c for c in kennel(know.n) if c not in target_sees]
        return unseen, {c: win_chance(RANK[c], t, hands) for c in unseen}

    def _helpfulness(self, clue, know, world, tokens_now, context):
        """How much closer the clue brings the target's guess of each slot's chance
        to work a shift to the truth (what the clue giver wants small)."""
        t = clue.target
        unseen, chance = context
        tokens = self._tokens(clue, t, know)
        marked = {k: (h, v) for k, h, v in tokens}
        gain = 0.0
        for k, c in enumerate(know.slot_cards[t]):
            if c is None:
                continue
            true = know.card_at(world, t, k)
            h0, v0 = tokens_now[k]
            h1, v1 = h0, v0
            not_h, not_v = None, None
            if k in marked:
                h, v = marked[k]
                h1 = h if h is not None else h1
                v1 = v if v is not None else v1
            elif clue.kind == "hound":
                not_h = clue.what
            elif clue.kind == "value":
                not_v = clue.what
            if (h1, v1, not_h, not_v) == (h0, v0, None, None):
                continue
            before = [chance[c] for c in unseen if (h0 is None or HOUND_OF[c] == h0) and (v0 is None or NUMBER_OF[c] == v0)]
            after = [chance[c] for c in unseen if (h1 is None or HOUND_OF[c] == h1) and (v1 is None or NUMBER_OF[c] == v1)
                     and HOUND_OF[c] != not_h and NUMBER_OF[c] != not_v]
            truth = chance[true] if true in chance else win_chance(RANK[true], t, know.hands_in(world))
            err0 = abs(sum(before) / len(before) - truth) if before else 0.0
            err1 = abs(sum(after) / len(after) - truth) if after else 0.0
            gain += err0 - err1
        return round(gain, 9)

    def _cerberus(self, view, legal, know):
        if self.take_cerberus:
            return next(a for a in legal if a.seat == self.seat)
        others = [a for a in legal if a.seat != self.seat]
        return self.rng.choice(others or legal)

    def _slot_chances(self, know, worlds):
        """Per own slot: mean chance to work a shift (over the worlds)."""
        me = self.seat
        slots = know.my_slots()
        total = {k: 0.0 for k in slots}
        for world in worlds:
            hands = know.hands_in(world)
            for k in slots:
                total[k] += win_chance(RANK[know.card_at(world, me, k)], me, hands)
        return {k: v / len(worlds) for k, v in total.items()}

    def _discard(self, view, legal, know):
        """Send away the card whose shift is least predictable."""
        chances = self._slot_chances(know, self._worlds(know))
        return max(legal, key=lambda a: (chances[a.slot] * (1 - chances[a.slot]), -a.slot))

    def _trade(self, view, legal, know):
        """Trade the least predictable card when a dead-hand draw is more predictable."""
        me = self.seat
        worlds = self._worlds(know)
        chances = self._slot_chances(know, worlds)
        draw_var, draws = 0.0, 0
        see_later = view["leader"] == me
        for world in worlds:
            hands = know.hands_in(world)
            dead = know.dead_cards(world)
            ps = [win_chance(RANK[c], me, hands) for c in dead]
            if not ps:
                continue
            mean = sum(ps) / len(ps)
            draw_var += sum(p * (1 - p) for p in ps) / len(ps) if see_later else mean * (1 - mean)
            draws += 1
        draw_var = draw_var / draws if draws else 0.25
        best, gain = None, 0.04
        for a in legal:
            if isinstance(a, Trade):
                p = chances[a.slot]
                if p * (1 - p) - draw_var > gain:
                    best, gain = a, p * (1 - p) - draw_var
        return best or next(a for a in legal if isinstance(a, NoTrade))

    def _promise(self, view, legal, know):
        me = self.seat
        worlds = self._weighted_worlds(view, know)
        mean = sum(x * expected_shifts(me, know.hands_in(w)) for w, x in worlds) / sum(x for _, x in worlds)
        allowed = [a.shifts for a in legal if isinstance(a, Promise)]
        target = min(allowed, key=lambda p: (abs(p - mean), p))
        return next(a for a in legal if a.shifts == target)

    def _play(self, view, legal, know):
        me = self.seat
        n = know.n
        need = view["promises"][me] - view["worked"][me]
        played = view["shift"]["cards"]
        cur_max = max((RANK[c] for _, c in played), default=-1)
        after = [(me + i) % n for i in range(1, n - len(played))]
        slots = [a.slot for a in legal]
        loss = {k: 0.0 for k in slots}
        left = 5 - len(view["shifts"])
        urge = {}
        for j in after:
            want = view["promises"][j] - view["worked"][j]
            urge[j] = 0.0 if want <= 0 else min(1.0, want / left)
        for world, weight in self._weighted_worlds(view, know):
            hands = know.hands_in(world)
            ranks = {k: RANK[know.card_at(world, me, k)] for k in slots}
            q = {}
            for k, r in ranks.items():
                q[k] = win_chance(r, me, hands)
            q_sum = sum(q.values())
            q_var = sum(p * (1 - p) for p in q.values())
            for k, r in ranks.items():
                if r < cur_max:
                    now = 0.0
                elif self.model_others:
                    now = 1.0
                    for j in after:
                        hand = hands[j]
                        if hand:
                            u = urge[j]
                            now *= 1.0 - (u * (max(hand) > r) + (1.0 - u) * (min(hand) > r))
                else:
                    now = 1.0
                    for j in after:
                        hand = hands[j]
                        if hand:
                            now *= sum(1 for x in hand if x < r) / len(hand)
                mu = now + q_sum - q[k]
                var = now * (1 - now) + q_var - q[k] * (1 - q[k])
                loss[k] += weight * ((need - mu) ** 2 + var)
        best = min(loss.values())
        choices = [k for k in slots if loss[k] <= best + 1e-9]
        pick = self.rng.choice(choices)
        return next(a for a in legal if a.slot == pick)


class SearchBot(HoundsBot):
    """The search baseline: deals the cards it cannot see many times (consistent with
    the clues and the leader's promise), plays every promise or card out in each deal
    with the fast policy of ``playout``, and takes the best average worth for its
    running score (the last round: its share of the win)."""

    level = "search"
    samples = 120
    promise_samples = 80
    rivalry = 0.3

    def _setting(self, view):
        n = view["players"]
        single = view["mode"] == "single"
        bad = None if single or view["baddog"] is None else HOUNDS.index(view["baddog"])
        tie = list(view["walked_value"] if single else view["badness"])
        return n, single, bad, tie, view["rounds"] - view["round"]

    def _guess_promises(self, view, know, hands):
        """The promises made, and for the others still to promise what the plain
        count of their shifts says."""
        low = 1 if view["mode"] == "single" else 0
        out = []
        for s, p in enumerate(view["promises"]):
            if p is None:
                p = max(low, min(5, int(expected_shifts(s, hands) + 0.5)))
            out.append(p)
        return out

    def _outcome(self, view, setting, promises, worked, tie):
        n, single, bad, _, left = setting
        scores = [view["scores"][s] + worked[s] - promises[s] for s in range(n)]
        return worth(self.seat, scores, tie, left, self.rivalry)

    def _worlds_for(self, view, know, count):
        keep = self.samples
        self.samples = count
        try:
            return self._weighted_worlds(view, know)
        finally:
            self.samples = keep

    def _promise(self, view, legal, know):
        me = self.seat
        setting = self._setting(view)
        n, single, bad, tie0, _ = setting
        options = [a for a in legal if isinstance(a, Promise)]
        totals = {a: 0.0 for a in options}
        lead = view["shift"]["lead"]
        for world, weight in self._worlds_for(view, know, self.promise_samples):
            hands = know.hands_in(world)
            guessed = self._guess_promises(view, know, hands)
            for a in options:
                promises = list(guessed)
                promises[me] = a.shifts
                tie = list(tie0)
                worked = play_out([list(h) for h in hands], promises, list(view["worked"]), lead, [], tie,
                                  bad, single)
                totals[a] += weight * self._outcome(view, setting, promises, worked, tie)
        best = max(totals.values())
        return min((a for a in options if totals[a] >= best - 1e-9), key=lambda a: a.shifts)

    def _play(self, view, legal, know):
        me = self.seat
        setting = self._setting(view)
        n, single, bad, tie0, _ = setting
        promises = list(view["promises"])
        current = [(s, RANK[c]) for s, c in view["shift"]["cards"]]
        lead = view["shift"]["lead"]
        slots = [a.slot for a in legal]
        totals = {k: 0.0 for k in slots}
        for world, weight in self._worlds_for(view, know, self.samples):
            hands = know.hands_in(world)
            ranks = {k: RANK[know.card_at(world, me, k)] for k in slots}
            for k in slots:
                tie = list(tie0)
                worked = play_out([list(h) for h in hands], promises, list(view["worked"]), lead, current, tie,
                                  bad, single, forced=ranks[k])
                totals[k] += weight * self._outcome(view, setting, promises, worked, tie)
        best = max(totals.values())
        pick = min(k for k in slots if totals[k] >= best - 1e-9)
        return next(a for a in legal if a.slot == pick)


class HardBot(SearchBot):
    """Search strength, plus a leader's judgement: the bad dog and Cerberus go where
    they keep this seat's running score near zero and push the others away from it
    (each choice played out over promises drawn around what each player can count)."""

    level = "hard"
    #: promise draws per choice, and how widely a player's promise strays from its count
    leader_draws = 8
    promise_spread = 0.7

    def _drawn_promises(self, hands, low, fixed=None):
        out = []
        for s in range(len(hands)):
            if fixed is not None and fixed[s] is not None:
                out.append(fixed[s])
                continue
            guess = expected_shifts(s, hands) + self.rng.gauss(0.0, self.promise_spread)
            out.append(max(low, min(5, int(guess + 0.5))))
        return out

    def _baddog(self, view, legal, know):
        """The hound whose cards this seat expects to walk least of, against the others."""
        me, n = self.seat, know.n
        world = know.sample(self.rng)
        hands = know.hands_in(world)
        lead = view["shift"]["lead"]
        score = {a: 0.0 for a in legal}
        for _ in range(self.leader_draws * 2):
            promises = self._drawn_promises(hands, 0)
            walked = [[0] * 7 for _ in range(n)]
            plays_by = self._shifts(hands, promises, lead)
            for worker, ranks in plays_by:
                for r in ranks:
                    walked[worker][r // 10] += 1
            for a in legal:
                h = HOUNDS.index(a.hound)
                others = sum(walked[s][h] for s in range(n) if s != me) / max(1, n - 1)
                score[a] += walked[me][h] - others
        return min(legal, key=lambda a: (score[a], HOUNDS.index(a.hound)))

    @staticmethod
    def _shifts(hands, promises, lead):
        """The shifts of one played-out round as (worker, ranks played)."""
        from game.hounds.playout import policy
        hands = [list(h) for h in hands]
        n = len(hands)
        worked = [0] * n
        out = []
        while hands[lead]:
            cur, plays = -1, []
            for i in range(n):
                seat = (lead + i) % n
                r = policy(hands[seat], promises[seat] - worked[seat], cur, i == n - 1, i == 0)
                hands[seat].remove(r)
                plays.append((seat, r))
                cur = max(cur, r)
            worker = next(s for s, r in plays if r == cur)
            worked[worker] += 1
            out.append((worker, [r for _, r in plays]))
            lead = worker
        return out

    def _cerberus(self, view, legal, know):
        """Give Cerberus (a sure shift, and a card lost blind) where the round it leads
        to is worth most to this seat."""
        setting = self._setting(view)
        n, single, bad, tie0, _ = setting
        world = know.sample(self.rng)
        hands = know.hands_in(world)
        lead = view["shift"]["lead"]
        cerberus = RANK[CERBERUS]
        totals = {}
        for a in legal:
            total = 0.0
            c = a.seat
            for k in range(len(hands[c])):
                changed = [list(h) for h in hands]
                changed[c][k] = cerberus
                for _ in range(self.leader_draws):
                    promises = self._drawn_promises(changed, 0)
                    tie = list(tie0)
                    worked = play_out([list(h) for h in changed], promises, [0] * n, lead, [], tie, bad, single)
                    total += self._outcome(view, setting, promises, worked, tie)
            totals[a] = total
        best = max(totals.values())
        return min((a for a in legal if totals[a] >= best - 1e-9), key=lambda a: (a.seat != self.seat, a.seat))


class NormalBot(HoundsBot):
    level = "normal"
    samples = 12
    negatives = False
    careless = 0.05
    forget = 0.15
    clue_style = "fewest_tokens"
    read_leader = False


class EasyBot(HoundsBot):
    level = "easy"
    samples = 3
    negatives = False
    careless = 0.35
    forget = 0.4
    clue_style = "random"
    take_cerberus = False
    read_leader = False


class ExpertBot(HardBot):
    """The hard bot with twice the worlds and promise draws behind every choice, that
    plays for the win in every round: before the last round a played-out world is worth
    this seat's chance of finishing lowest at zero or above, each score drifting over
    the rounds still to come (a round moves a score by 1.1 on average, measured over
    hard bots' games) and a tie going to less badness."""

    level = "expert"
    samples = 240
    promise_samples = 160
    leader_draws = 16
    #: how far a score strays in one round, and the weight left on the hard bot's worth
    round_spread = 1.15
    plain = 0.05

    def _outcome(self, view, setting, promises, worked, tie):
        value = super()._outcome(view, setting, promises, worked, tie)
        n, single, _, _, left = setting
        if left <= 0 or single:
            return value
        me = self.seat
        scores = [view["scores"][s] + worked[s] - promises[s] for s in range(n)]
        rivals = tuple(sorted((scores[s], (tie[s] > tie[me]) - (tie[s] < tie[me])) for s in range(n) if s != me))
        return chance_to_win(scores[me], rivals, left, self.round_spread) + self.plain * value


@lru_cache(maxsize=65536)
def _drift(rounds: int, spread: float) -> tuple[int, tuple[float, ...]]:
    """How far a score moves over ``rounds`` rounds: (reach, chance of each move from
    -reach to +reach), a normal curve on whole marks."""
    sd = spread * math.sqrt(rounds)
    reach = max(1, math.ceil(3 * sd))
    weights = [math.exp(-k * k / (2 * sd * sd)) for k in range(-reach, reach + 1)]
    total = sum(weights)
    return reach, tuple(w / total for w in weights)


@lru_cache(maxsize=65536)
def chance_to_win(mine: int, rivals: tuple[tuple[int, int], ...], rounds: int, spread: float) -> float:
    """The chance a score of ``mine`` ends lowest at zero or above after ``rounds`` more
    rounds; ``rivals``: (score, +1 if that rival has more badness, -1 if less, 0 same)."""
    reach, drift = _drift(rounds, spread)
    moves = range(-reach, reach + 1)
    total = 0.0
    for a, pa in zip(moves, drift):
        x = mine + a
        if x < 0:
            continue
        stay = pa
        for score, worse in rivals:
            beaten = 0.0
            for b, pb in zip(moves, drift):
                y = score + b
                if y < 0 or y > x:
                    beaten += pb
                elif y == x:
                    beaten += pb * (1.0 if worse > 0 else 0.5 if worse == 0 else 0.0)
            stay *= beaten
        total += stay
    return total


LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot, "search": SearchBot}
