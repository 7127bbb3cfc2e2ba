"""Who holds the memory at the peak: reads a memray capture and adds up the bytes
alive at the high-water mark (or at the end, ``--leaks``) by the innermost frame of
Kennel's own code (scenes/, game/, tools/, tests/) that allocated them, with the
library function under it (a pygame_gui text image, a pygame surface...).

    python -m pip install memray       # the profiler (PyPI), not needed to play or test
    python -m memray run -o bench.bin -m tools.bench --frames 120
    python -m tools.memory bench.bin [--top 25] [--leaks] [--json]

memray sees every malloc (SDL's pixel buffers too, which tracemalloc misses), so the
figures are the real heap; RSS adds the interpreter, the libraries' code and what the
allocator keeps back.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OWN = tuple(str(ROOT / part) + "/" for part in ("scenes", "game", "tools", "tests"))


def holder(stack) -> str:
    """'function (file:line) <- library function' for the innermost own frame."""
    below = None
    for function, filename, line in stack:  # innermost first
        if filename.startswith(OWN) and not filename.endswith("tools/memory.py"):
            where = f"{function} ({Path(filename).relative_to(ROOT)}:{line})"
            return where + (f" <- {below}" if below else "")
        if below is None:
            below = f"{function} ({Path(filename).name})"
    return f"(outside Kennel) {below}" if below else "(no Python frame)"


def holders(path: str, leaks: bool = False) -> tuple[dict, int]:
    import memray

    reader = memray.FileReader(path)
    records = (reader.get_leaked_allocation_records(merge_threads=True) if leaks
               else reader.get_high_watermark_allocation_records(merge_threads=True))
    sizes: dict[str, list] = defaultdict(lambda: [0, 0])
    for record in records:
        row = sizes[holder(record.stack_trace())]
        row[0] += record.size
        row[1] += record.n_allocations
    return sizes, reader.metadata.peak_memory


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.memory", description=__doc__.splitlines()[0])
    parser.add_argument("capture", help="a memray capture (python -m memray run -o FILE ...)")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--leaks", action="store_true", help="what was still alive at the end, not at the peak")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    sizes, peak = holders(args.capture, args.leaks)
    rows = sorted(sizes.items(), key=lambda kv: -kv[1][0])[:args.top]
    total = sum(size for size, _ in sizes.values())
    if args.json:
        print(json.dumps({"peak_mb": round(peak / 2**20, 1), "counted_mb": round(total / 2**20, 1),
                          "holders": [[name, round(size / 2**20, 2), count] for name, (size, count) in rows]}))
        return 0
    print(f"heap at its peak: {peak / 2**20:.1f} MB; {'alive at the end' if args.leaks else 'held then'}: "
          f"{total / 2**20:.1f} MB")
    for name, (size, count) in rows:
        print(f"{size / 2**20:8.2f} MB {count:7} allocations  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
