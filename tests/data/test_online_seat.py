"""The remembered online seat (online.json) is read as hostile as every other file."""
import os

from game.storage import online


def a_seat(**changes):
    fields = dict(url="ws://127.0.0.1:8765/ws", room="K-ABC123", token="t0ken", seat=1, game="pups", name="Bo")
    fields.update(changes)
    return online.OnlineSeat(**fields)


def test_a_remembered_seat_is_read_back(data_dir):
    online.remember(a_seat())
    assert online.load() == (a_seat(), None)


def test_a_nul_in_a_remembered_name_is_cleaned_before_it_can_reach_a_font(data_dir):
    online.remember(a_seat(name="B\x00o"))
    seat, problem = online.load()
    assert seat.name == "B\ufffdo" and problem is None


def test_a_seat_whose_address_is_not_a_websocket_is_set_aside(data_dir):
    online.remember(a_seat(url="file:///etc/passwd"))
    seat, problem = online.load()
    assert seat is None and "ws://" in problem


def test_a_named_pipe_in_place_of_the_seat_is_not_opened(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(online.path())
    seat, problem = online.load()  # (opening a pipe would wait for ever)
    assert seat is None and problem


def test_no_seat_remembered_is_no_problem(data_dir):
    assert online.load() == (None, None)
