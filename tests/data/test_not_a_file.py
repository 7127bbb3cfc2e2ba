"""Something that is not a file where a data file should be - a named pipe (which
would block a read for ever), a folder, a link to either, a link that leads round in
a circle - is never opened: it is set aside with a message and Kennel plays on. And
SIGTERM ends Kennel wherever it waits."""
import os
import signal
import subprocess
import sys
from contextlib import contextmanager

import pytest

from tests.data.files import PLACES, encode, good_files, lay_out, set_aside, start, stop
from tests.data.test_data_folder import ROOT, kennel_env


@contextmanager
def no_hang(seconds=60):
    """Fail, instead of waiting for ever, should a read block (a guard, not a timing)."""
    def hung(signum, frame):  # (pytest's failure is no Exception: no except clause in Kennel swallows it)
        pytest.fail(f"still waiting after {seconds} s: something blocked")

    before = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, before)


def put_in_the_way(place, what: str, elsewhere) -> None:
    """Make ``place`` one of the things that are not a file."""
    place.parent.mkdir(parents=True, exist_ok=True)
    if what == "a named pipe":
        os.mkfifo(place)
    elif what == "a folder":
        place.mkdir()
    elif what == "a link to a named pipe":
        os.mkfifo(elsewhere)
        place.symlink_to(elsewhere)
    elif what == "a link to a device":
        place.symlink_to("/dev/zero")
    elif what == "a link round in a circle":
        place.symlink_to(place.name)


KINDS_OF_THING = ["a named pipe", "a folder", "a link to a named pipe", "a link to a device",
                  "a link round in a circle"]


@pytest.mark.parametrize("what", KINDS_OF_THING)
@pytest.mark.parametrize("kind", sorted(PLACES))
def test_something_not_a_file_named_like_a_data_file_is_set_aside_with_a_message(data_dir, tmp_path, kind, what):
    files = {k: encode(v) for k, v in good_files().items() if k != kind}
    lay_out(data_dir, files)
    place = data_dir / PLACES[kind]
    put_in_the_way(place, what, tmp_path / "pipe")
    with no_hang():
        app, said = start(kind)
    try:
        assert app.frame >= 1 and not any("Something went wrong" in note for note in app.notices)
        kept = set_aside(data_dir, kind)
        told = " ".join(app.notices) + " " + (said or "")
        assert len(kept) == 1 and f"({place.name})" in told and kept[0].name in told
        assert "not a file" in told or "round in a circle" in told
        assert not os.path.lexists(place)
        for other in PLACES:  # the other files are used and left as they were
            if other != kind:
                assert (data_dir / PLACES[other]).read_bytes() == files[other]
    finally:
        stop(app)


def test_a_named_pipe_in_the_saved_games_list_is_listed_as_unreadable(data_dir):
    from scenes.screens.shelf import Shelf

    (data_dir / "saves").mkdir(parents=True)
    os.mkfifo(data_dir / "saves" / "x.json")
    with no_hang():
        app, _ = start()
        try:
            shelf = app.stack.push(Shelf(app, "named"))
            app.step(1 / 60)
            assert shelf.menu.slots[0][0].item.label == "x (unreadable: open it to see why)"
        finally:
            stop(app)


def test_kennel_exits_0_with_a_named_pipe_for_every_data_file(tmp_path):
    data = tmp_path / "data"
    for place in PLACES.values():
        (data / place).parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(data / place)
    done = subprocess.run([sys.executable, "-m", "scenes", "--frames", "5"], cwd=ROOT, env=kennel_env(data),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert len(list(data.glob("*.bad-*.json"))) == 3  # settings, statistics, the autosave


#: a Kennel whose title waits (as a read of a named pipe would); prints when it waits
WAITING = """
import sys, time
from scenes import __main__ as kennel
from scenes.screens import title

def waits(self):
    print("waiting", flush=True)
    time.sleep(3600)

title.Title.enter = waits
sys.exit(kennel.main(["--frames", "100000"]))
"""


def test_sigterm_ends_kennel_while_it_waits(tmp_path):
    proc = subprocess.Popen([sys.executable, "-c", WAITING], cwd=ROOT, env=kennel_env(tmp_path / "data"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "waiting"
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
    assert proc.returncode == 0 and "Traceback" not in err
