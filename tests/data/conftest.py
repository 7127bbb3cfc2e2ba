import os

from tests.scenes.conftest import data_dir, make_app  # noqa: F401 - the same fixtures as the scene tests

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture(autouse=True)
def saving_back_on():
    """A test that turns saving off (or starts an app that does) leaves it on again."""
    yield
    from game.storage import disk

    disk.turn_saving_off(None)
