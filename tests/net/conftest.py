import pytest

from tests.net.live import LiveServer


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """One live server for a test module (its rooms do not meet)."""
    live = LiveServer(tmp_path_factory.mktemp("server") / "rooms").start()
    yield live
    live.close()


@pytest.fixture
def fresh_server(tmp_path):
    """A live server of its own, for a test that stops or kills it."""
    live = LiveServer(tmp_path / "rooms")
    yield live
    live.close()


@pytest.fixture(scope="module")
def quick_server(tmp_path_factory):
    """A live server whose bots move 20 ms apart, so that games with bots end quickly."""
    live = LiveServer(tmp_path_factory.mktemp("quick") / "rooms", "--bot-pace", "0.02").start()
    yield live
    live.close()
