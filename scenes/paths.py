"""Where Kennel's files live: bundled assets beside the code, the player's files in
the platformdirs user data directory (``KENNEL_DATA_DIR`` overrides it, for tests)."""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

ASSETS = Path(__file__).resolve().parent.parent / "assets"


_made: set[Path] = set()


def data_dir() -> Path:
    """The folder for the player's files, made the first time it is asked for (the
    writers make it again should it vanish while the program runs)."""
    override = os.environ.get("KENNEL_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir("kennel", appauthor=False))
    if path not in _made:
        path.mkdir(parents=True, exist_ok=True)
        _made.add(path)
    return path


def asset(*parts: str) -> Path:
    return ASSETS.joinpath(*parts)
