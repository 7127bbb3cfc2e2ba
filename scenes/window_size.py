"""Window sizes written as WIDTHxHEIGHT, checked against what Kennel can draw."""
from __future__ import annotations

SMALLEST = (640, 480)
LARGEST = (7680, 4320)


def parse_size(text: str) -> tuple[int, int]:
    """``"1280x720"`` -> ``(1280, 720)``; ``ValueError`` with a reason otherwise."""
    try:
        w, h = (int(part) for part in str(text).lower().replace("\u00d7", "x").split("x"))
    except ValueError:
        raise ValueError(f"--size wants WIDTHxHEIGHT like 1280x720, not {text!r}") from None
    if not (SMALLEST[0] <= w <= LARGEST[0] and SMALLEST[1] <= h <= LARGEST[1]):
        raise ValueError(f"--size {w}x{h} is outside {SMALLEST[0]}x{SMALLEST[1]} to {LARGEST[0]}x{LARGEST[1]}")
    return w, h
