"""The ladder: every bot level against every other, win rates with 95 % intervals.

    python -m tools.ladder --game hounds --games 200 --json ladder.json --png ladder.png
    python -m tools.ladder --merge part1.json part2.json --json ladder.json --png ladder.png

A pairing puts one seat of a level at a table of another (``--players`` seats; the
game's usual count by default), seats rotating one per game, so its parity is one in
the number of seats. Two-player games play each pair once (the other side is the
mirror). Decision times are pooled per level over every pairing. The chart is drawn
with pygame on a hidden display. A table too costly for one sitting is run in parts
(a few levels at a time) and joined with ``--merge``: a pairing measured in parts
with different seeds adds their games up (same seed: the later part stands), and a
level's decision times come from the part that timed it most often.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

from game import GAMES
from game.bots import LEVELS, levels_for
from tools.simulate import _percentiles, checked_arguments, simulate, wilson

ORDER = ("random", "easy", "normal", "hard", "expert", "search")


def pairings(levels, players, steps=False):
    """(level, field) pairs: one ``level`` seat against ``players - 1`` seats of ``field``.

    ``steps``: only the rungs of the ladder (each level against the one below it and
    that one against it) and every level against the search baseline and back."""
    out = []
    for i, a in enumerate(levels):
        for j, b in enumerate(levels):
            if a == b or (players == 2 and j < i):
                continue
            if steps and abs(i - j) != 1 and "search" not in (a, b):
                continue
            out.append((a, b))
    return sorted(out, key=lambda pair: "search" in pair)  # the costly baseline pairings last


def ladder(game_id, games, seed=0, players=None, levels=None, options=None, progress=None, steps=False,
           save=None, only=None):
    """Run the pairings; ``progress`` gets a line per pairing, ``save`` the report so
    far after each one (a long run keeps what it measured). ``only``: exactly these
    (level, field) pairings instead."""
    cls = GAMES[game_id]
    players = players or min(max(cls.min_players, 4), cls.max_players)
    have = levels_for(game_id)
    levels = [lv for lv in (levels or ORDER) if lv in have]
    timings: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    rows = []
    start = time.perf_counter()

    def summary():
        return _summary(game_id, players, games, seed, options, levels, "chosen" if only else steps, start, rows,
                        timings, cpu)

    if "search" in levels:  # the baseline stands apart from the rungs
        levels = [lv for lv in levels if lv != "search"] + ["search"]
    for a, b in only or pairings(levels, players, steps):
        report, first_error = simulate(game_id, games, seed, players, [a] + [b] * (players - 1), options,
                                       timings, cpu)
        if first_error and progress:
            progress(first_error)
        seats = report["seats_by_level"]
        rows.append({
            "level": a, "against": b, "games": games, "errors": report["errors"],
            "wins": report["wins_by_level"][a], "seats": seats[a],
            "win_rate": report["win_rate_by_level"][a], "ci95": report["win_ci95_by_level"][a],
            "field_win_rate": report["win_rate_by_level"][b], "field_ci95": report["win_ci95_by_level"][b],
            "mean_score": report["mean_score_by_level"][a],
        })
        if progress:
            progress(row_line(rows[-1]))
        if save:
            save(summary())
    return summary()


def _summary(game_id, players, games, seed, options, levels, steps, start, rows, timings, cpu):
    return {
        "game": game_id, "players": players, "games_per_pairing": games, "seed": seed,
        "options": options or {}, "levels": levels, "parity": round(1 / players, 4),
        "pairs": steps if isinstance(steps, str) else "steps" if steps else "all",
        "seconds": round(time.perf_counter() - start, 1),
        "pairings": rows,
        "decision_ms": {lv: _percentiles(timings[lv]) for lv in levels if timings.get(lv)},
        "decision_cpu_ms": {lv: _percentiles(cpu[lv]) for lv in levels if cpu.get(lv)},
    }


def row_line(row):
    rate, ci = row["win_rate"], row["ci95"]
    if rate is None:
        return f"{row['level']:>7} vs {row['against']:<7} no games"
    return (f"{row['level']:>7} vs {row['against']:<7} {100 * rate:5.1f} %  [{100 * ci[0]:5.1f}, {100 * ci[1]:5.1f}]"
            f"  n={row['seats']}" + (f"  errors={row['errors']}" if row["errors"] else ""))


def text(report):
    lines = [f"{GAMES[report['game']].title}: one seat of a level against {report['players'] - 1} of another, "
             f"{'at least ' if report.get('pairs') == 'merged' else ''}"
             f"{report['games_per_pairing']} games a pairing (parity {100 * report['parity']:.0f} %)"]
    lines += [row_line(r) for r in report["pairings"]]
    lines.append("decision ms, wall clock p50 / p99 and CPU p50 / p99:")
    for lv, d in report["decision_ms"].items():
        c = report["decision_cpu_ms"].get(lv, {"p50": 0.0, "p99": 0.0})
        lines.append(f"  {lv:8} {d['p50']:8.2f} / {d['p99']:8.2f}   {c['p50']:8.2f} / {c['p99']:8.2f}"
                     f"  ({d['count']} decisions)")
    return "\n".join(lines)


def draw_png(report, path):
    """A small grid: a row per level, a column per field, each cell its win rate,
    green above parity and red below."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.font.init()
    try:
        levels = report["levels"]
        cell, head = 84, 96
        font = pygame.font.Font(None, 22)
        small = pygame.font.Font(None, 17)
        title = font.render(f"{GAMES[report['game']].title}: row's win rate, one seat vs the column "
                            f"(parity {100 * report['parity']:.0f} %)", True, (40, 30, 20))
        width = max(head + cell * len(levels) + 16, title.get_width() + 16)
        surface = pygame.Surface((width, head + cell * len(levels) + 16))
        surface.fill((246, 241, 230))
        surface.blit(title, (8, 8))
        by = {(r["level"], r["against"]): r for r in report["pairings"]}
        for i, lv in enumerate(levels):
            label = font.render(lv, True, (40, 30, 20))
            surface.blit(label, (8, head + i * cell + cell // 2 - 8))
            surface.blit(label, (head + i * cell + 8, head - 24))
        parity = report["parity"]
        for i, a in enumerate(levels):
            for j, b in enumerate(levels):
                rect = pygame.Rect(head + j * cell + 2, head + i * cell + 2, cell - 4, cell - 4)
                row = by.get((a, b))
                rate, ci = (row["win_rate"], row["ci95"]) if row else (None, None)
                if row is None and (b, a) in by and report["players"] == 2:
                    other = by[(b, a)]
                    if other["field_win_rate"] is not None:
                        rate, ci = other["field_win_rate"], other["field_ci95"]
                if rate is None:
                    pygame.draw.rect(surface, (220, 214, 200), rect)
                    continue
                lean = max(-1.0, min(1.0, (rate - parity) / max(parity, 1 - parity)))
                colour = (int(235 - 120 * max(0, lean)), int(235 - 120 * max(0, -lean)), int(225 - 140 * abs(lean)))
                pygame.draw.rect(surface, colour, rect)
                surface.blit(font.render(f"{100 * rate:.1f}%", True, (20, 20, 20)), (rect.x + 8, rect.y + 20))
                surface.blit(small.render(f"{100 * ci[0]:.0f}-{100 * ci[1]:.0f}", True, (60, 60, 60)),
                             (rect.x + 8, rect.y + 44))
        pygame.image.save(surface, path)
    finally:
        pygame.font.quit()


class MergeError(ValueError):
    """Parts that cannot be joined into one table (unreadable, another game or table size)."""


def merge(parts):
    """One table from ladder reports of the same game and player count."""
    if not parts:
        raise MergeError("nothing to merge")
    need = {"game": str, "players": int, "pairings": list, "decision_ms": dict}
    for name, part in parts:
        if not isinstance(part, dict) or any(not isinstance(part.get(k), t) for k, t in need.items()):
            raise MergeError(f"{name} is not a ladder report")
    first = parts[0][1]
    for name, part in parts[1:]:
        if (part["game"], part["players"]) != (first["game"], first["players"]):
            raise MergeError(f"{name} is {part['game']} with {part['players']} players, "
                             f"not {first['game']} with {first['players']}")
    rows, seeds, timed, cpu = {}, {}, {}, {}
    for _, part in parts:
        for row in part["pairings"]:
            key = row["level"], row["against"]
            if key in rows and part.get("seed") not in seeds[key]:
                rows[key] = joined(rows[key], row, first["players"])
                seeds[key].add(part.get("seed"))
            else:
                rows[key], seeds[key] = dict(row), {part.get("seed")}
        for lv, d in part["decision_ms"].items():
            if d["count"] > timed.get(lv, {"count": -1})["count"]:
                timed[lv] = d
                cpu[lv] = part.get("decision_cpu_ms", {}).get(lv, d)
    levels = [lv for lv in ORDER if any(lv in pair for pair in rows)]
    order = {pair: i for i, pair in enumerate((a, b) for a in levels for b in levels)}
    return {
        "game": first["game"], "players": first["players"],
        "games_per_pairing": min(r["games"] for r in rows.values()),
        "seed": sorted({p.get("seed") for _, p in parts}, key=str), "options": first.get("options", {}),
        "levels": levels, "parity": first.get("parity", round(1 / first["players"], 4)), "pairs": "merged",
        "seconds": round(sum(p.get("seconds", 0.0) for _, p in parts), 1),
        "pairings": sorted(rows.values(), key=lambda r: order[r["level"], r["against"]]),
        "decision_ms": {lv: timed[lv] for lv in levels if lv in timed},
        "decision_cpu_ms": {lv: cpu[lv] for lv in levels if lv in cpu},
    }


def joined(a, b, players):
    """One pairing measured over two sets of seeds: the counts add up."""
    out = dict(b)
    for key in ("games", "seats", "wins", "errors"):
        out[key] = a[key] + b[key]
    out["win_rate"] = round(out["wins"] / out["seats"], 4) if out["seats"] else None
    out["ci95"] = wilson(out["wins"], out["seats"])
    field_seats = [r["seats"] * (players - 1) for r in (a, b)]
    field_wins = round(sum((r["field_win_rate"] or 0.0) * k for r, k in zip((a, b), field_seats)))
    out["field_win_rate"] = round(field_wins / sum(field_seats), 4) if sum(field_seats) else None
    out["field_ci95"] = wilson(field_wins, sum(field_seats))
    if a.get("mean_score") is not None and b.get("mean_score") is not None and out["seats"]:
        out["mean_score"] = round((a["mean_score"] * a["seats"] + b["mean_score"] * b["seats"]) / out["seats"], 3)
    return out


def read_parts(paths):
    parts = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                parts.append((path, json.load(f)))
        except (OSError, ValueError) as exc:
            raise MergeError(f"cannot read {path}: {exc}") from None
    return parts


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.ladder", description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), help="the game to run (not with --merge)")
    parser.add_argument("--merge", nargs="+", metavar="JSON", help="join ladder reports into one table")
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int)
    parser.add_argument("--levels", default=",".join(ORDER), help="comma-separated: " + ", ".join(LEVELS))
    parser.add_argument("--options", default=None, help="game options as JSON")
    parser.add_argument("--steps", action="store_true",
                        help="only neighbouring levels (both ways) and each level against search")
    parser.add_argument("--pair", action="append", metavar="LEVEL:FIELD",
                        help="run only this pairing (one LEVEL seat against FIELD seats); may repeat")
    parser.add_argument("--json", dest="json_path", help="write the table here as JSON")
    parser.add_argument("--png", dest="png_path", help="draw the table here as a PNG chart")
    args = parser.parse_args(argv)

    def save(report):
        if args.json_path:
            with open(args.json_path, "w", encoding="utf-8") as f:
                json.dump(report, f, indent=1)
        if args.png_path:
            draw_png(report, args.png_path)

    if args.merge:
        try:
            report = merge(read_parts(args.merge))
        except MergeError as exc:
            parser.error(str(exc))
        save(report)
        print(text(report))
        return 0
    if not args.game:
        parser.error("give --game, or --merge with ladder reports")
    levels, options = checked_arguments(parser, args)
    only = None
    if args.pair:
        only = [tuple(p.split(":")) for p in args.pair]
        bad = [p for p, pair in zip(args.pair, only) if len(pair) != 2 or any(lv not in LEVELS for lv in pair)]
        if bad:
            parser.error(f"--pair {bad[0]!r} is not LEVEL:FIELD (levels: {', '.join(LEVELS)})")
        levels = [lv for lv in ORDER if any(lv in pair for pair in only)]
    try:
        report = ladder(args.game, args.games, args.seed, args.players, levels, options,
                        progress=lambda line: print(line, flush=True), steps=args.steps, save=save, only=only)
    except ValueError as exc:
        parser.error(str(exc))
    print(text(report))
    return 1 if any(r["errors"] for r in report["pairings"]) else 0


if __name__ == "__main__":
    sys.exit(main())
