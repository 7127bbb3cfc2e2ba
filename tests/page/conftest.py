import pytest

from tests.net.live import LiveServer
from tests.page.phones import chromium_path


@pytest.fixture(scope="module")
def browser():
    """One headless chromium (Debian's) for a test module; each phone is a context of it."""
    if chromium_path() is None:
        pytest.skip("chromium is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    from tests.page.phones import launch

    with sync_api.sync_playwright() as pw:
        browser = launch(pw)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def page_server(tmp_path_factory):
    """A live server whose bots move 20 ms apart; ``base`` is its page's address."""
    live = LiveServer(tmp_path_factory.mktemp("phones") / "rooms", "--bot-pace", "0.02").start()
    live.base = f"http://127.0.0.1:{live.port}/"
    yield live
    live.close()
