"""The page's pure modules (what a tap means, the wire, what a view draws) are tested
with ``node --test`` (tests/page/js/*.test.mjs); this runs them in the suite."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_page_modules_pass_node_test():
    files = sorted(str(p) for p in (HERE / "js").glob("*.test.mjs"))
    assert files
    done = subprocess.run(["node", "--test", *files], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
