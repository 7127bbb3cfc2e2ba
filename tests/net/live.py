"""A live server for the tests: ``python -m game.net`` as a child process on a free port,
with its own data folder, read from its listening line."""
from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

from game.net.client import close_every

ROOT = Path(__file__).resolve().parents[2]
LISTENING = "Kennel server listening on ws://"


class LiveServer:
    def __init__(self, data: Path, *args: str):
        self.data = Path(data)
        self.args = list(args)
        self.proc: subprocess.Popen | None = None
        self.url = ""
        self.line = ""
        self.port = 0

    def start(self, port: int = 0, timeout: float = 20.0) -> "LiveServer":
        self.errors = open(self.data.parent / f"{self.data.name}-stderr.txt", "a")
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen([sys.executable, "-m", "game.net", "--port", str(port), "--data", str(self.data),
                                      *self.args], cwd=ROOT, stdout=subprocess.PIPE, stderr=self.errors,
                                     text=True, env=env)
        got: list[str] = []
        reader = threading.Thread(target=lambda: got.append(self.proc.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout)
        if not got or not got[0].startswith(LISTENING):
            self.proc.kill()
            raise AssertionError(f"the server did not say it was listening: {got!r}; stderr: {self.stderr()}")
        self.line = got[0]
        self.url = self.line.rsplit(" ", 1)[1].strip()
        self.port = int(self.url.rsplit(":", 1)[1].split("/")[0])
        return self

    def stderr(self) -> str:
        path = self.data.parent / f"{self.data.name}-stderr.txt"
        return path.read_text() if path.exists() else ""

    def stop(self, signum: int = signal.SIGTERM, timeout: float = 20.0) -> int:
        self.proc.send_signal(signum)
        code = self.proc.wait(timeout)
        self.errors.close()
        return code

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait(10)
        self.errors.close()

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.kill()


def run(scenario, timeout: float = 120.0):
    """Run an asyncio scenario to its end, failing (not hanging) after ``timeout``;
    the clients it left open are closed."""
    async def main():
        try:
            return await asyncio.wait_for(scenario, timeout)
        finally:
            await close_every()
    return asyncio.run(main())
