"""A room's file on disk (game/net/store.py): each save leaves the room's latest version
whole in ``CODE.json``, swapped in with its ``.tmp`` in one step (the previous version
stays in the ``.tmp``, written over next time) or, where files cannot be swapped,
renamed over it."""
from __future__ import annotations

import json

from game.net import store as store_module
from game.net.room import Place, Room
from game.net.store import Store


def a_room(name: str) -> Room:
    return Room("K-ABCDEF", "pups", 3, {}, 5, [Place("person", name), Place("open"), Place("open")])


def saved_name(folder) -> str:
    return json.loads((folder / "K-ABCDEF.json").read_text())["seats"][0]["name"]


def save_in_turn(folder, names) -> Store:
    store = Store(folder, background=False)
    for name in names:
        store.save(a_room(name)).result()
    return store


def test_each_save_leaves_the_latest_version_whole_longer_or_shorter(tmp_path):
    for count, name in enumerate(["Ann", "Bartholomew the Great", "Bo", "Cy"], start=1):
        save_in_turn(tmp_path, ["Ann", "Bartholomew the Great", "Bo", "Cy"][:count])
        assert saved_name(tmp_path) == name


def test_the_previous_version_waits_in_the_tmp_file_and_is_never_loaded(tmp_path):
    save_in_turn(tmp_path, ["Ann", "Bo"])
    assert json.loads((tmp_path / "K-ABCDEF.json.tmp").read_text())["seats"][0]["name"] == "Ann"
    assert [room.places[0].name for room in Store(tmp_path, background=False).load()] == ["Bo"]


def test_a_removed_room_leaves_no_previous_version_behind(tmp_path):
    store = save_in_turn(tmp_path, ["Ann", "Bo"])
    store.remove("K-ABCDEF")
    assert list(tmp_path.iterdir()) == []


def test_where_files_cannot_be_swapped_each_save_is_renamed_over_the_last(tmp_path, monkeypatch):
    monkeypatch.setattr(store_module, "_RENAMEAT2", None)
    save_in_turn(tmp_path, ["Ann", "Bartholomew the Great", "Bo"])
    assert saved_name(tmp_path) == "Bo" and not (tmp_path / "K-ABCDEF.json.tmp").exists()


def test_a_save_on_a_quick_disk_is_written_before_save_returns(tmp_path):
    store = Store(tmp_path)
    try:
        done = store.save(a_room("Ann"))
        assert done.done() and saved_name(tmp_path) == "Ann"
    finally:
        store.close()


def test_after_a_write_slower_than_slow_write_the_next_saves_go_to_the_threads(tmp_path, monkeypatch):
    import threading
    import time

    writers = []
    real = Store._write_file

    def stalling(path, raw, durable):
        writers.append(threading.current_thread())
        if len(writers) == 1:
            time.sleep(store_module.SLOW_WRITE + 0.05)  # the disk stalls once
        real(path, raw, durable)

    monkeypatch.setattr(Store, "_write_file", staticmethod(stalling))
    store = Store(tmp_path)
    try:
        store.save(a_room("Ann")).result()
        store.save(a_room("Bo")).result(timeout=10)
        assert writers[0] is threading.current_thread() and writers[1] is not threading.current_thread()
        assert saved_name(tmp_path) == "Bo"
    finally:
        store.close()


def test_a_save_is_never_overtaken_by_an_older_one_still_on_a_thread(tmp_path, monkeypatch):
    import threading
    import time

    release = threading.Event()
    real = Store._write_file

    def held(path, raw, durable):
        if threading.current_thread() is not threading.main_thread():
            release.wait(10)  # the older save sits on its thread
        real(path, raw, durable)

    monkeypatch.setattr(Store, "_write_file", staticmethod(held))
    store = Store(tmp_path)
    try:
        store._slow_until = time.monotonic() + 60  # the disk was slow: to the threads
        older = store.save(a_room("Ann"))
        store._slow_until = -1.0                   # quick again, while Ann's save still waits
        newer = store.save(a_room("Bo"))
        release.set()
        older.result(timeout=10), newer.result(timeout=10)
        assert saved_name(tmp_path) == "Bo"
    finally:
        store.close()


def test_a_write_slowed_by_a_busy_processor_not_the_disk_keeps_the_saves_at_once(tmp_path, monkeypatch):
    import threading
    import time

    writers = []
    real = Store._write_file

    def busy(path, raw, durable):
        writers.append(threading.current_thread())
        if len(writers) == 1:
            end = time.monotonic() + store_module.SLOW_WRITE + 0.05
            while time.monotonic() < end:  # slow, but never waiting for the system
                pass
            return  # (no file: nothing in this write waits for the disk either)
        real(path, raw, durable)

    monkeypatch.setattr(Store, "_write_file", staticmethod(busy))
    store = Store(tmp_path)
    try:
        store.save(a_room("Ann")).result()
        store.save(a_room("Bo")).result(timeout=10)
        assert writers == [threading.current_thread()] * 2
    finally:
        store.close()
