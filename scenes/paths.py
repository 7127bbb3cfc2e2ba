"""Where Kennel's files live: bundled assets beside the code, the player's files in
the platformdirs user data directory (``KENNEL_DATA_DIR`` overrides it, for tests)."""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def data_dir() -> Path:
    override = os.environ.get("KENNEL_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir("kennel", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def asset(*parts: str) -> Path:
    return ASSETS.joinpath(*parts)
