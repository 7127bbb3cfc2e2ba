"""Where the bundled assets are: fonts, the pygame_gui theme, sounds, beside the code."""
from __future__ import annotations

from pathlib import Path

ASSETS = Path(__file__).resolve().parents[2] / "assets"


def asset(*parts: str) -> Path:
    return ASSETS.joinpath(*parts)
