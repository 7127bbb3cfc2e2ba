"""game.net.door: the limits per address, counted apart from the server."""
from __future__ import annotations

from game.net.door import FD_HEADROOM, Door, Limits, connection_cap, person


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_the_connection_cap_keeps_headroom_below_the_file_descriptor_limit():
    assert connection_cap(10_000, fds=1024) == 1024 - FD_HEADROOM
    assert connection_cap(500, fds=100_000) == 500


def test_an_ipv6_address_counts_by_its_64_and_an_ipv4_one_as_it_is():
    assert person("2001:db8:1:2::5") == person("2001:db8:1:2:ffff::1") != person("2001:db8:1:3::5")
    assert person("127.0.0.2") == "127.0.0.2" and person("::ffff:10.0.0.1") == "10.0.0.1"


def test_an_address_makes_its_burst_of_rooms_then_one_per_refill():
    clock = Clock()
    door = Door(Limits(rooms_per_address=3, room_refill=10, unstarted_per_address=100), clock, fds=10_000)
    made = 0
    while door.may_create("a") is None:
        door.created("a", f"K-{made}")
        made += 1
    assert made == 3 and door.may_create("b") is None
    clock.now = 10.5
    assert door.may_create("a") is None


def test_a_room_started_no_longer_counts_as_held_unstarted():
    door = Door(Limits(rooms_per_address=100, unstarted_per_address=2), Clock(), fds=10_000)
    door.created("a", "K-1")
    door.created("a", "K-2")
    assert door.may_create("a") is not None
    door.settled("K-1", "a")
    assert door.may_create("a") is None


def test_an_address_holds_only_so_many_rooms_started_or_not_until_one_is_gone():
    door = Door(Limits(rooms_per_address=100, unstarted_per_address=100, held_per_address=2), Clock(), fds=10_000)
    door.created("a", "K-1")
    door.settled("K-1", "a")  # started: still held
    door.holds("a", "K-2", started=True)  # read back at a restart
    assert door.may_create("a") is not None
    door.gone("K-1", "a")
    assert door.may_create("a") is None
