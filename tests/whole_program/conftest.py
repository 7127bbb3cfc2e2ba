import pytest


@pytest.fixture
def data_dir(tmp_path):
    """A data folder of the test's own for the child process."""
    return tmp_path / "data"
