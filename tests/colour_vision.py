"""How colours look with red-green colour blindness, in plain Python: the Machado,
Oliveira and Fernandes (2009) simulation matrices at full severity, applied in linear
sRGB, and the distance between two colours in CIE Lab (delta E 1976)."""
from __future__ import annotations

import itertools

#: Machado 2009, severity 1.0 (linear RGB in, linear RGB out)
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
VIEWS = ("normal", *MACHADO)


def linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def seen(colour, view: str) -> tuple[float, float, float]:
    """The colour (0-255 sRGB) as linear RGB, as someone with ``view`` sees it."""
    rgb = [linear(v) for v in colour[:3]]
    if view == "normal":
        return tuple(rgb)
    return tuple(min(1.0, max(0.0, sum(m * v for m, v in zip(row, rgb)))) for row in MACHADO[view])


def lab(rgb) -> tuple[float, float, float]:
    """Linear sRGB to CIE Lab (D65 white)."""
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def distance(a, b, view: str = "normal") -> float:
    la, lb = lab(seen(a, view)), lab(seen(b, view))
    return sum((p - q) ** 2 for p, q in zip(la, lb)) ** 0.5


def closest(palette: dict, view: str) -> tuple[float, object, object]:
    """The two entries of ``palette`` that look most alike in ``view``, and how far apart."""
    return min((distance(palette[a], palette[b], view), a, b) for a, b in itertools.combinations(palette, 2))
