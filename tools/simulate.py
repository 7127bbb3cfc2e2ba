"""Bot-only games, headless, on game time (no sleeping).

    python -m tools.simulate --game pups --games 2000 --seed 1 --levels hard,normal,easy,easy --json

Levels are given one per seat and rotate one seat per game, so no level keeps a
seat's advantage. ``random`` measures engine speed (legal_actions + apply per step).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
import traceback

from game import GAMES
from game.autoplay import Autoplay
from game.bots import LEVELS, levels_for, make_bot

SETTLE = 0.3  # seconds a played card takes to land on screen, as the table shows it


class Timed:
    """Wraps a bot to measure how long each decision takes: wall-clock seconds into
    ``samples`` and, when given, the deciding thread's CPU seconds into ``cpu`` (what
    the decision costs when the machine is not shared)."""

    def __init__(self, bot, samples: list[float], cpu: list[float] | None = None):
        self.bot, self.samples, self.cpu = bot, samples, cpu
        self.wants_updates = bot.wants_updates

    def choose(self, view, legal):
        start, start_cpu = time.perf_counter(), time.thread_time()
        try:
            return self.bot.choose(view, legal)
        finally:
            self.samples.append(time.perf_counter() - start)
            if self.cpu is not None:
                self.cpu.append(time.thread_time() - start_cpu)

    def reaction_time(self, view, action):
        return self.bot.reaction_time(view, action)

    def observe(self, view):
        self.bot.observe(view)


def play_random(cls, players, seed):
    """Uniform random legal moves: the engine-speed baseline. Returns (game, actions)."""
    game = cls(players, seed=seed)
    rng = random.Random(seed)
    actions = 0
    bound = getattr(cls, "playout_bound", 20_000)
    while not game.is_over:
        at = game.now + rng.choice((0.0, 0.1, 0.4, 1.2)) if game.real_time else None
        seats = [s for s in game.to_act() if game.legal_actions(s)]
        if not seats:
            if not game.real_time:
                raise RuntimeError("nobody can act but the game is not over")
            game.advance(game.now + 5.0)
            continue
        seat = rng.choice(seats)
        game.apply(seat, rng.choice(game.legal_actions(seat)), at=at)
        actions += 1
        if actions > bound:
            raise RuntimeError(f"no end after {bound} actions")
    return game, actions


def play_bots(cls, players, seed, levels, decisions, options=None, cpu=None):
    game = cls(players, seed=seed, options=options)
    bots = {s: Timed(make_bot(cls.id, levels[s], s, seed), decisions[levels[s]],
                     None if cpu is None else cpu[levels[s]]) for s in range(players)}
    auto = Autoplay(game, bots, settle=SETTLE if cls.real_time else 0.0)
    idle = 0
    while not game.is_over:
        due = auto.next_due()
        if due is None:
            idle += 1
            if not cls.real_time or idle > 120:
                raise RuntimeError(f"stuck at step {game.step}: no bot will act")
            game.advance(game.now + 1.0)
            continue
        idle = 0
        auto.run_until(due)
        if game.step > 50 * getattr(cls, "playout_bound", 20_000):
            raise RuntimeError("no end")
    return game, auto.applied


def simulate(game_id, games, seed=0, players=None, levels=None, options=None, timings=None, cpu_timings=None):
    """Play ``games`` bot games; ``timings`` and ``cpu_timings`` (level -> list), when
    given, collect every decision's wall and CPU seconds too (the ladder pools them)."""
    cls = GAMES[game_id]
    players = players or min(max(cls.min_players, 4), cls.max_players)
    levels = levels or ["random"]
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise ValueError(f"give one level per seat ({players}), or one for all")
    missing = [lv for lv in levels if lv not in levels_for(game_id)]
    if missing:
        raise ValueError(f"{cls.title} has no {missing[0]!r} bot (levels: {', '.join(levels_for(game_id))})")
    cls(players, seed=seed, options=options)  # a bad option is refused here, not per game
    wins = {lv: 0 for lv in levels}
    seats_by_level = {lv: 0 for lv in levels}
    scores = {lv: [] for lv in levels}
    decisions = {lv: [] for lv in levels}
    if timings is not None:
        decisions = {lv: timings.setdefault(lv, []) for lv in levels}
    first_sample = {lv: len(v) for lv, v in decisions.items()}
    cpu = {lv: [] for lv in levels} if cpu_timings is None else {lv: cpu_timings.setdefault(lv, []) for lv in levels}
    first_cpu = {lv: len(v) for lv, v in cpu.items()}
    errors, actions = 0, 0
    first_error = None
    start = time.perf_counter()
    for i in range(games):
        rotated = [levels[(s + i) % players] for s in range(players)]
        try:
            if all(lv == "random" for lv in rotated) and not options:
                game, n = play_random(cls, players, seed + i)
            else:
                game, n = play_bots(cls, players, seed + i, rotated, decisions, options, cpu)
        except Exception:  # counted and shown, never hidden
            errors += 1
            first_error = first_error or traceback.format_exc()
            continue
        actions += n
        result = game.result()
        for s, lv in enumerate(rotated):
            seats_by_level[lv] += 1
            scores[lv].append(result["scores"][s])
            if s in result["winners"]:
                wins[lv] += 1
    seconds = time.perf_counter() - start
    report = {
        "game": game_id,
        "games": games,
        "players": players,
        "levels": levels,
        "errors": errors,
        "seconds": round(seconds, 3),
        "games_per_sec": round(games / seconds, 2) if seconds else None,
        "actions": actions,
        "actions_per_sec": round(actions / seconds) if seconds else None,
        "wins_by_level": wins,
        "win_rate_by_level": {lv: round(wins[lv] / seats_by_level[lv], 4) if seats_by_level[lv] else None for lv in wins},
        "seats_by_level": seats_by_level,
        "win_ci95_by_level": {lv: wilson(wins[lv], seats_by_level[lv]) for lv in wins},
        "mean_score_by_level": {lv: round(statistics.fmean(v), 3) if v else None for lv, v in scores.items()},
        "mean_abs_score_by_level": {lv: round(statistics.fmean(abs(x) for x in v), 3) if v else None
                                    for lv, v in scores.items()},
        "decision_ms": {lv: _percentiles(v[first_sample[lv]:]) for lv, v in decisions.items()
                        if len(v) > first_sample[lv]},
        "decision_cpu_ms": {lv: _percentiles(v[first_cpu[lv]:]) for lv, v in cpu.items() if len(v) > first_cpu[lv]},
    }
    return report, first_error


def wilson(wins, n, z=1.96):
    """The 95 % Wilson score interval of a win rate, as [low, high] (None for no games)."""
    if not n:
        return None
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def win_lines(report):
    """One line per level: win rate and its 95 % interval, seats played."""
    out = []
    for lv, rate in report["win_rate_by_level"].items():
        ci = report["win_ci95_by_level"][lv]
        if rate is None:
            continue
        out.append(f"  {lv:8} wins {100 * rate:5.1f} %  95 % CI [{100 * ci[0]:.1f}, {100 * ci[1]:.1f}]"
                   f"  ({report['wins_by_level'][lv]} of {report['seats_by_level'][lv]} seats)")
    return out


def _percentiles(samples):
    ordered = sorted(samples)
    pick = lambda q: round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)  # noqa: E731
    return {"count": len(ordered), "p50": pick(0.5), "p99": pick(0.99), "max": round(1000 * ordered[-1], 3)}


def checked_arguments(parser, args) -> tuple[list[str], dict | None]:
    """The levels and options of a simulate or ladder command line, or a parser error
    (unknown level, a player count the game does not take, no games, bad JSON)."""
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    bad = [lv for lv in levels if lv not in LEVELS]
    if bad:
        parser.error(f"unknown level {bad[0]!r} (levels: {', '.join(LEVELS)})")
    cls = GAMES[args.game]
    if args.players is not None and not cls.min_players <= args.players <= cls.max_players:
        parser.error(f"{cls.title} takes {cls.min_players} to {cls.max_players} players")
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        options = json.loads(args.options) if args.options else None
    except json.JSONDecodeError as exc:
        parser.error(f"--options is not JSON: {exc}")
    return levels, options


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.simulate", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int)
    parser.add_argument("--levels", default="random", help="comma-separated, one per seat: " + ", ".join(LEVELS))
    parser.add_argument("--options", default=None, help='game options as JSON, e.g. \'{"sort": "skip"}\'')
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    levels, options = checked_arguments(parser, args)
    try:
        report, first_error = simulate(args.game, args.games, args.seed, args.players, levels, options)
    except ValueError as exc:
        parser.error(str(exc))
    if first_error:
        print(first_error, file=sys.stderr)
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:24} {value}")
        print("win rates (95 % Wilson interval):")
        print("\n".join(win_lines(report)))
    return 1 if report["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
