"""Never two copies writing one data folder: a lock file that is in the way (a
folder, a link) is set aside and the lock held; a lock that cannot be held at all
turns saving off, said on screen; a lock file this user may not write is held
read-only."""
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from game.storage import one_copy, disk
from tests.data.test_data_folder import ROOT, kennel_env


def second_copy(data) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "scenes", "--frames", "3"], cwd=ROOT, env=kennel_env(data),
                          capture_output=True, text=True, timeout=120)


def in_the_way(lock, what: str, elsewhere) -> None:
    if what == "a folder":
        lock.mkdir()
    elif what == "a link to a file elsewhere":
        elsewhere.write_text("")
        lock.symlink_to(elsewhere)
    elif what == "a link to nowhere":
        lock.symlink_to(elsewhere / "gone" / "kennel.lock")


@pytest.mark.parametrize("what", ["a folder", "a link to a file elsewhere", "a link to nowhere"])
def test_a_lock_file_in_the_way_is_set_aside_and_a_second_copy_is_still_turned_away(tmp_path, what):
    data = tmp_path / "data"
    data.mkdir()
    in_the_way(data / one_copy.LOCK_NAME, what, tmp_path / "elsewhere")
    log = tmp_path / "events.log"
    first = subprocess.Popen([sys.executable, "-m", "scenes", "--frames", "100000"], cwd=ROOT,
                             env=kennel_env(data, KENNEL_EVENT_LOG=str(log)),
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60  # (a guard against waiting for ever, not a timing)
        while time.monotonic() < deadline and not (log.exists() and "scene Title" in log.read_text()):
            time.sleep(0.1)
        assert log.exists() and "scene Title" in log.read_text(), "the first copy never reached the title"
        second = second_copy(data)
    finally:
        first.kill()
        first.wait(timeout=10)
    assert second.returncode == 2 and "Kennel is already running with this data folder" in second.stderr
    assert len(list(data.glob("kennel.bad-*.lock"))) == 1 and (data / one_copy.LOCK_NAME).is_file()


def test_a_folder_in_the_way_of_the_lock_is_named_in_a_note(tmp_path):
    (tmp_path / one_copy.LOCK_NAME).mkdir()
    held = one_copy.hold(tmp_path)
    try:
        kept = list(tmp_path.glob("kennel.bad-*.lock"))
        assert held.lock is not None and held.problem is None
        assert held.note == f"kennel.lock in the data folder was a folder; it was kept as {kept[0].name}."
    finally:
        held.lock.release()


def refuse_the_lock(monkeypatch, read_only_too: bool) -> None:
    """kennel.lock may not be opened for writing (and, with ``read_only_too``, not at
    all): what a lock file owned by another user does (the tests run as root)."""
    real = os.open

    def guarded(path, flags, *args, **kwargs):
        if str(path).endswith(one_copy.LOCK_NAME) and (read_only_too or flags & (os.O_WRONLY | os.O_RDWR)):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded)


def test_a_lock_that_cannot_be_held_turns_saving_off_and_says_so_on_screen(tmp_path, monkeypatch):
    from scenes import __main__ as kennel

    data = tmp_path / "data"
    data.mkdir()
    (data / one_copy.LOCK_NAME).write_text("")
    monkeypatch.setenv("KENNEL_DATA_DIR", str(data))
    refuse_the_lock(monkeypatch, read_only_too=True)
    trace = tmp_path / "trace.jsonl"
    before = signal.getsignal(signal.SIGTERM)
    try:
        code = kennel.main(["--frames", "3", "--trace", str(trace), "--size", "1280x720"])
    finally:
        signal.signal(signal.SIGTERM, before)
    assert code == 0
    assert "kennel.lock cannot be locked" in disk.saving_off()
    shown = " ".join(text for text, _ in json.loads(trace.read_text().splitlines()[-1])["texts"])
    assert "Saving is off" in shown and "another copy of Kennel might be using it" in shown
    assert sorted(p.name for p in data.iterdir()) == [one_copy.LOCK_NAME]  # nothing was written


def test_a_lock_file_this_user_may_not_write_is_held_read_only(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    (data / one_copy.LOCK_NAME).write_text("")
    refuse_the_lock(monkeypatch, read_only_too=False)
    held = one_copy.hold(data)
    monkeypatch.undo()
    try:
        assert held.lock is not None and held.problem is None
        second = second_copy(data)
        assert second.returncode == 2 and "Kennel is already running with this data folder" in second.stderr
    finally:
        held.lock.release()
