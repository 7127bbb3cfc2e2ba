"""Where the player's files live: the platformdirs user data directory
(``KENNEL_DATA_DIR`` overrides it, for tests)."""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

_made: set[Path] = set()


def data_dir() -> Path:
    """The folder for the player's files, made the first time it is asked for (the
    writers make it again should it vanish while the program runs). When it cannot
    be made the path is still returned: reads find nothing, and saving is off."""
    path = data_folder()
    if path not in _made:
        try:
            path.mkdir(parents=True, exist_ok=True)
            _made.add(path)
        except OSError:  # the app said so at start and turned saving off
            pass
    return path


def data_folder() -> Path:
    """Where the player's files are meant to be, without making the folder."""
    override = os.environ.get("KENNEL_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir("kennel", appauthor=False))

