import os

from tests.scenes.conftest import data_dir, make_app  # noqa: F401 - the same fixtures as the scene tests

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
