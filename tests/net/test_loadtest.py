"""The load test (tools/loadtest.py) runs its rooms against a child server and reports
every figure it promises."""
from __future__ import annotations

import json
import subprocess
import sys

from tests.net.live import ROOT


def test_a_small_load_test_reports_moves_latency_cpu_and_memory():
    done = subprocess.run([sys.executable, "-m", "tools.loadtest", "--rooms", "3", "--seconds", "2",
                           "--pace", "0.2", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    figures = json.loads(done.stdout)
    assert figures["moves"] > 0 and figures["latency_ms"]["p99"] >= figures["latency_ms"]["p50"] > 0
    assert figures["server_cpu_percent_of_one_core"] > 0 and figures["server_peak_mb"] > 0
