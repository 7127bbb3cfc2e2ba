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


#: the window sizes Settings offers (those that fit the display)
OFFERED = [(1024, 600), (1280, 720), (1600, 900), (1920, 1080)]


def window_choices(display: tuple[int, int] | None, current: tuple[int, int]) -> list[tuple[int, int]]:
    """The sizes a window can take on this display, smallest first: every offered
    size that fits (none larger than the display), and the size it has now."""
    fits = [s for s in OFFERED if display is None or (s[0] <= display[0] and s[1] <= display[1])]
    current = (int(current[0]), int(current[1]))
    return sorted(set(fits) | {current})
