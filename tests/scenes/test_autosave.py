"""The autosave helper: written after the frame, newest state wins, failures told."""
import json
import threading

from game.storage.autosave import Autosaver


def test_nothing_is_written_before_the_frame_is_drawn(tmp_path):
    writer = Autosaver()
    writer.put(tmp_path / "autosave.json", {"n": 1})
    assert not (tmp_path / "autosave.json").exists()
    writer.flush()
    assert json.loads((tmp_path / "autosave.json").read_text()) == {"n": 1}


def test_a_newer_state_replaces_one_still_waiting(tmp_path):
    writer = Autosaver()
    written = []
    writer.put(tmp_path / "autosave.json", {"n": 1}, done=lambda: written.append(1))
    writer.put(tmp_path / "autosave.json", {"n": 2}, done=lambda: written.append(2))
    writer.flush()
    assert written == [2]
    assert json.loads((tmp_path / "autosave.json").read_text()) == {"n": 2}


def test_the_write_happens_on_a_helper_thread_after_the_kick(tmp_path):
    writer = Autosaver()
    threads = []
    writer.put(tmp_path / "autosave.json", {"n": 1}, done=lambda: threads.append(threading.current_thread()))
    writer.kick()
    writer.flush()
    assert threads and threads[0] is not threading.main_thread()


def test_a_write_that_fails_is_reported_once(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    writer = Autosaver()
    writer.put(blocker / "autosave.json", {"n": 1})
    writer.flush()
    assert writer.take_problem()
    assert writer.take_problem() is None


def test_a_table_tells_the_player_when_the_autosave_cannot_be_written(make_app, monkeypatch):
    from game.storage import saves
    from tests.scenes.conftest import run
    from tools.bench import all_bots
    from scenes.catalog import load_all

    app = make_app()
    table = app.stack.push(all_bots(app, load_all()["pups"]))
    monkeypatch.setattr(saves, "autosave_path", lambda: __import__("pathlib").Path("/proc/kennel/autosave.json"))
    table.keeper.dirty = True
    run(app, 1)
    saves.autosave.writer.flush()
    run(app, 1)
    assert "Could not autosave" in (table.message or "")
