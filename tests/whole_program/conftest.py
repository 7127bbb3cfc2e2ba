import shutil

import pytest


@pytest.fixture
def data_dir(tmp_path):
    """A data folder of the test's own for the child process."""
    return tmp_path / "data"


@pytest.fixture
def xserver():
    """A fresh Xvfb of the test's own: its display (":N")."""
    from tests.real_play import start_xvfb

    if not shutil.which("Xvfb") or not shutil.which("xdotool"):
        pytest.skip("Xvfb and xdotool are not installed (.ci/run installs them)")
    try:
        proc, display = start_xvfb()
    except RuntimeError as exc:
        pytest.skip(str(exc))
    yield display
    proc.terminate()
    proc.wait(timeout=10)
