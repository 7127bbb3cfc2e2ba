"""The data folder itself: missing, read-only or full, and shared by two copies.
These run for real: real processes, and small tmpfs disks mounted by the test
(skipped, saying why, where one cannot be mounted)."""
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.storage import autosave, saves, disk as disk_files
from scenes.table.results import GameOver
from tests.data.files import (PLACES, encode, fill, good_files, lay_out, played, read_only, saved_game, start, stop,
                              tmpfs)
from tests.scenes.conftest import run

ROOT = Path(__file__).resolve().parent.parent.parent


def kennel_env(data: Path, **more) -> dict:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KENNEL_DATA_DIR": str(data),
            "PYGAME_HIDE_SUPPORT_PROMPT": "1", **more}


@pytest.fixture
def disk(tmp_path):
    """A 1 MB tmpfs for the test."""
    try:
        with tmpfs(tmp_path / "disk") as where:
            yield where
    except OSError as exc:
        pytest.skip(f"no tmpfs for this test: {exc}")


def finish_a_game(app, before=None):
    """The autosave holds a Pups game one action from its end; ``before()`` runs;
    then its table opens with the last action played and the game finishes."""
    from game import replay
    from scenes.catalog import load_all

    game = played(None, players=2, seed=3)
    seats = [saves.Seat(n, i == 0) for i, n in enumerate(game.names)]
    record = game.record()
    short = dict(record, actions=record["actions"][:-1])
    saves.write(saves.autosave_path(), saves.Saved(replay(short).record(), seats, "Pups"))
    if before is not None:
        before()
    app.settings.hints_seen = list(load_all())  # no first-time hint over the table
    app.stack.push(load_all()["pups"].table(app, game, seats))
    run(app, 4)


def test_a_second_copy_on_one_data_folder_says_so_and_exits_2(tmp_path):
    data = tmp_path / "data"
    log = tmp_path / "events.log"
    first = subprocess.Popen([sys.executable, "-m", "scenes", "--frames", "100000"], cwd=ROOT,
                             env=kennel_env(data, KENNEL_EVENT_LOG=str(log)),
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (log.exists() and "scene Title" in log.read_text()):
            time.sleep(0.1)
        assert log.exists() and "scene Title" in log.read_text(), "the first copy never reached the title"
        second = subprocess.run([sys.executable, "-m", "scenes", "--frames", "3"], cwd=ROOT, env=kennel_env(data),
                                capture_output=True, text=True, timeout=60)
    finally:
        first.kill()
        first.wait(timeout=10)
    assert second.returncode == 2
    assert "Kennel is already running with this data folder" in second.stderr and "Traceback" not in second.stderr


def test_the_data_folder_is_free_again_once_the_first_copy_ends(tmp_path):
    data = tmp_path / "data"
    for _ in range(2):
        done = subprocess.run([sys.executable, "-m", "scenes", "--frames", "2"], cwd=ROOT, env=kennel_env(data),
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("kind", sorted(PLACES))
def test_kennel_exits_0_whatever_a_data_file_holds(tmp_path, kind):
    data = tmp_path / "data"
    files = {k: encode(v) for k, v in good_files().items()}
    files[kind] = b'{"version": 1, "record": {"game": ["pups"]}, "games": [], "zones": 5, "seats": {}}'
    lay_out(data, files)
    done = subprocess.run([sys.executable, "-m", "scenes", "--frames", "3"], cwd=ROOT, env=kennel_env(data),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stderr


def test_a_data_folder_whose_parent_is_a_file_plays_with_saving_off(tmp_path, monkeypatch):
    (tmp_path / "parent").write_text("not a folder")
    monkeypatch.setenv("KENNEL_DATA_DIR", str(tmp_path / "parent" / "data"))
    app, _ = start()
    try:
        assert any("Saving is off" in n and "not a folder" in n for n in app.notices)
        finish_a_game(app)
        assert isinstance(app.stack.top, GameOver)
    finally:
        stop(app)


def test_a_missing_data_folder_is_made_with_its_parents(tmp_path, monkeypatch):
    monkeypatch.setenv("KENNEL_DATA_DIR", str(tmp_path / "a" / "b" / "data"))
    app, _ = start()
    try:
        assert not any("Saving is off" in n for n in app.notices)
        finish_a_game(app)
        assert len(list((tmp_path / "a" / "b" / "data" / "finished").glob("pups-*.json"))) == 1
    finally:
        stop(app)


def test_a_read_only_disk_plays_with_saving_off_said_once(disk, monkeypatch):
    read_only(disk)
    monkeypatch.setenv("KENNEL_DATA_DIR", str(disk / "data"))
    app, _ = start()
    try:
        said = [n for n in app.notices if "Saving is off" in n]
        assert len(said) == 1 and "read-only" in said[0]
        finish_a_game(app)
        assert isinstance(app.stack.top, GameOver)
        assert len([n for n in app.notices if "Saving is off" in n]) <= 1
        assert not any("Could not" in n for n in app.notices)
    finally:
        stop(app)


def test_a_read_only_data_folder_still_reads_its_files(disk, monkeypatch):
    data = disk / "data"
    lay_out(data, {k: encode(v) for k, v in good_files().items()})
    read_only(disk)
    monkeypatch.setenv("KENNEL_DATA_DIR", str(data))
    app, _ = start()
    try:
        assert app.settings.volume == 0.4 and app.stack.top.autosave is not None
        assert any("Saving is off" in n for n in app.notices)
    finally:
        stop(app)


def test_a_full_disk_at_start_plays_with_saving_off(disk, monkeypatch):
    fill(disk)
    monkeypatch.setenv("KENNEL_DATA_DIR", str(disk / "data"))
    app, _ = start()
    try:
        assert any("Saving is off" in n and "full" in n for n in app.notices)
        finish_a_game(app)
        assert isinstance(app.stack.top, GameOver)
    finally:
        stop(app)


def test_a_disk_that_fills_during_a_game_keeps_the_autosave_and_says_so(disk, monkeypatch):
    data = disk / "data"
    monkeypatch.setenv("KENNEL_DATA_DIR", str(data))
    app, _ = start()
    try:
        kept = []
        finish_a_game(app, before=lambda: (kept.append((data / "autosave.json").read_bytes()), fill(disk)))
        assert isinstance(app.stack.top, GameOver)
        said = " ".join(app.notices)
        assert "Could not keep this game for replays" in said and "Could not save your statistics" in said
        assert (data / "autosave.json").read_bytes() == kept[0]  # nothing older removed
        assert list((data / "finished").glob("*.json")) == []
    finally:
        stop(app)


def test_a_finished_game_is_kept_before_its_autosave_goes(data_dir, make_app, monkeypatch):
    order = []
    keep, clear = saves.keep_finished, saves.clear_autosave
    monkeypatch.setattr(saves, "keep_finished", lambda saved: order.append("kept") or keep(saved))
    monkeypatch.setattr(saves, "clear_autosave", lambda: order.append("cleared") or clear())
    app = make_app()
    finish_a_game(app)
    assert order == ["kept", "cleared"] and not (data_dir / "autosave.json").exists()


def test_a_crash_with_no_autosave_and_no_report_says_neither(data_dir, make_app, monkeypatch):
    from scenes.frame.stack import Scene

    class Broken(Scene):
        def update(self, dt):
            raise RuntimeError("boom")

    app = make_app(frames=3)
    disk_files.turn_saving_off("test: nothing can be written")
    app.run(Broken(app))
    said = " ".join(app.notices)
    assert "went back to the title" in said
    assert "report" not in said and "autosave" not in said and not list(data_dir.glob("crash-*"))


def test_a_crash_mid_game_names_the_autosave_and_the_report(data_dir, make_app):
    from scenes.catalog import load_all

    app = make_app()
    game = played(8)
    seats = [saves.Seat(n, i == 0) for i, n in enumerate(game.names)]
    table = app.stack.push(load_all()["pups"].table(app, game, seats))
    table.autosave()
    run(app, 2)

    def broken(dt):
        raise RuntimeError("boom")

    table.update = broken
    try:  # the app loop's own frame
        app.step(1 / 60)
    except RuntimeError:
        app.recover()
    said = " ".join(app.notices)
    assert "Your game is in the autosave (Continue)." in said
    reports = list(data_dir.glob("crash-*.txt"))
    assert len(reports) == 1 and str(reports[0]) in said


def test_a_bad_autosave_on_a_read_only_disk_is_told_once(disk, monkeypatch):
    from scenes.screens.settings import SettingsScreen

    data = disk / "data"
    files = {k: encode(v) for k, v in good_files().items()}
    files["autosave"] = b'{"record": "nothing"}'
    lay_out(data, files)
    read_only(disk)
    monkeypatch.setenv("KENNEL_DATA_DIR", str(data))
    app, _ = start()
    try:
        for _ in range(3):  # to the settings and back to the title
            app.stack.push(SettingsScreen(app))
            run(app, 1)
            app.stack.pop()
            run(app, 1)
        told = [n for n in app.notices if "autosave.json" in n]
        assert len(told) == 1 and "could not be moved aside" in told[0]
    finally:
        stop(app)


def test_a_crash_on_a_disk_that_filled_names_no_report(disk, monkeypatch):
    from scenes.frame.stack import Scene

    class Broken(Scene):
        def update(self, dt):
            raise RuntimeError("boom")

    monkeypatch.setenv("KENNEL_DATA_DIR", str(disk / "data"))
    app, _ = start()
    try:
        fill(disk)
        app.stack.push(Broken(app))
        try:  # the app loop's own frame
            app.step(1 / 60)
        except RuntimeError:
            app.recover()
        said = " ".join(app.notices)
        assert "went back to the title" in said and "report" not in said
        assert not list((disk / "data").glob("crash-*"))
    finally:
        stop(app)


# -- a finished game that could not be kept for replays ------------------------------
def finished_in_the_way(data_dir) -> None:
    """``finished/`` cannot be written: a file of that name is in its way."""
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "finished").write_text("in the way")


def test_one_enter_on_the_game_over_screen_keeps_the_game_that_could_not_be_kept(data_dir, make_app):
    import pygame

    from scenes.screens.title import Title
    from tests.scenes.conftest import press, run

    finished_in_the_way(data_dir)
    app = make_app()
    finish_a_game(app)
    assert isinstance(app.stack.top, GameOver) and "Could not keep this game for replays" in " ".join(app.notices)
    autosave.writer.flush()
    kept = (data_dir / "autosave.json").read_bytes()
    run(app, 30)  # (an Enter as the result comes up is the last summary's, and is ignored)
    press(app, pygame.K_RETURN, frames=10)
    assert isinstance(app.stack.top, Title) and app.stack.top.autosave is not None  # no new game over it
    assert (data_dir / "autosave.json").read_bytes() == kept


def test_play_again_after_a_game_that_could_not_be_kept_asks_first(data_dir, make_app):
    from scenes.frame.dialogs import Confirm

    finished_in_the_way(data_dir)
    app = make_app()
    finish_a_game(app)
    autosave.writer.flush()
    kept = (data_dir / "autosave.json").read_bytes()
    app.stack.top.play_again()
    run(app, 3)
    assert isinstance(app.stack.top, Confirm) and "a new game replaces it" in app.stack.top.title
    assert app.stack.top.menu.focus == (0, 1)  # on No
    assert (data_dir / "autosave.json").read_bytes() == kept


def test_a_finished_game_continued_again_is_counted_once(data_dir, make_app):
    from game.storage.statistics import Statistics
    from scenes.screens.title import Title

    finished_in_the_way(data_dir)
    app = make_app()
    finish_a_game(app)
    for _ in range(2):  # Continue it twice more: it finishes again, still not kept
        app.stack.top.to_title()
        run(app, 2)
        assert isinstance(app.stack.top, Title)
        app.stack.top.resume_autosave()
        run(app, 4)
        assert isinstance(app.stack.top, GameOver)
    assert [row["played"] for row in app.stats.games["pups"].values()] == [1]
    on_disk, _ = Statistics.load()
    assert [row["played"] for row in on_disk.games["pups"].values()] == [1]


# -- a data folder that cannot be one --------------------------------------------------
def unusable(tmp_path, what: str) -> str:
    if what == "a file":
        (tmp_path / "data").write_text("a file")
        return str(tmp_path / "data")
    if what == "under a file":
        (tmp_path / "parent").write_text("a file")
        return str(tmp_path / "parent" / "data")
    if what == "/dev/null":
        return "/dev/null"
    return str(tmp_path / ("d" * 300))


@pytest.mark.parametrize("what", ["a file", "under a file", "/dev/null", "a 300-character name"])
def test_saving_is_off_is_the_one_notice_when_the_data_folder_cannot_be_one(tmp_path, monkeypatch, what):
    monkeypatch.setenv("KENNEL_DATA_DIR", unusable(tmp_path, what))
    app, _ = start(size=(1024, 600))
    try:
        assert len(app.notices) == 1 and app.notices[0].startswith("Saving is off")
        shown = app.shown_notices(app.screen.get_size())
        assert len(shown) == 1 and " ".join(shown[0]) == app.notices[0]  # drawn whole
    finally:
        stop(app)


def test_more_notices_than_fit_keep_saving_is_off_and_count_the_rest(tmp_path, monkeypatch):
    monkeypatch.setenv("KENNEL_DATA_DIR", unusable(tmp_path, "a file"))
    app, _ = start(size=(1024, 600))
    try:
        app.notices += [f"Could not read file {n} (x{n}.json): it is broken in a long way " * 3 for n in range(12)]
        shown = app.shown_notices(app.screen.get_size())
        assert shown[0][0].startswith("Saving is off")
        assert shown[-1][0].startswith("(and ") and shown[-1][0].endswith("more messages)")
        left = int(shown[-1][0].split()[1])
        assert len(shown) - 1 + left == len(app.notices)
    finally:
        stop(app)


# -- a disk that fills during play -----------------------------------------------------
def play_bots_for(app, seconds: float):
    from scenes.catalog import load_all
    from scenes.pups.table import PupsTable

    PupsTable.threaded_bots = False
    try:
        game = played(2)
        seats = [saves.Seat(n, False) for n in game.names]
        table = app.stack.push(load_all()["pups"].table(app, game, seats))
    finally:
        PupsTable.threaded_bots = True
    said = []
    say = table.say
    table.say = lambda text, *rest, **kw: said.append(text) or say(text, *rest, **kw)
    steps = table.match.step
    run(app, int(seconds * 10), dt=0.1)
    return table, said, table.match.step - steps


def test_a_disk_that_fills_during_play_is_told_once_in_words(disk, monkeypatch):
    monkeypatch.setenv("KENNEL_DATA_DIR", str(disk / "data"))
    app, _ = start()
    try:
        app.settings.animation = "instant"
        fill(disk)
        table, said, moves = play_bots_for(app, 30)
        told = [text for text in said if "autosave" in text]
        assert moves >= 5 and len(told) == 1
        assert "the disk is full" in told[0] and "Errno" not in told[0]
    finally:
        stop(app)


def test_a_write_that_fails_for_want_of_space_is_told_once_in_words(data_dir, make_app, monkeypatch):
    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    app = make_app()
    monkeypatch.setattr(disk_files, "write_json", full)
    table, said, moves = play_bots_for(app, 30)
    told = [text for text in said if "autosave" in text]
    assert moves >= 5 and told == [f"Could not autosave: the disk is full. You can play on; the game is saved "
                                   f"again once it can be."]


def test_an_autosave_problem_is_told_again_once_a_write_has_worked(data_dir):
    from game.storage.autosave import Autosaver

    writer = Autosaver()
    writer._problem = "the disk is full"
    assert writer.take_problem() == "the disk is full"
    writer._problem = "the disk is full"
    assert writer.take_problem() is None  # the same problem again: not told again
    writer.put(data_dir / "x.json", {"a": 1})
    writer.flush()  # a write that works
    writer._problem = "the disk is full"
    assert writer.take_problem() == "the disk is full"
