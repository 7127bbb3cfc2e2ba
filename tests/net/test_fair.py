"""The referee of real-time races (game.net.fair) and a room that uses it, on a clock the
test turns by hand: a claim counts from when its state left plus the reaction,
clamped to what could be true, and claims apply in that order once it is safe."""
from __future__ import annotations

from game.net import fair
from game.net.room import Place, Room


def test_a_claim_counts_from_when_its_state_left_plus_the_reaction():
    assert fair.instant(sent=10.0, reaction=0.25, arrived=10.5, least_rtt=0.1) == 10.25


def test_a_reaction_below_zero_counts_as_none():
    assert fair.instant(sent=10.0, reaction=-5.0, arrived=10.5, least_rtt=0.1) == 10.0


def test_a_reaction_longer_than_the_message_allows_counts_as_when_it_could_have_left():
    assert fair.instant(sent=10.0, reaction=3.0, arrived=10.5, least_rtt=0.1) == 10.4


def test_a_claim_for_a_state_never_sent_counts_as_late_as_it_could_be():
    assert fair.instant(sent=None, reaction=0.0, arrived=10.5, least_rtt=0.1) == 10.4


def test_claims_are_handed_out_soonest_first_once_their_moment_is_safe():
    referee = fair.Referee()
    referee.hold(0, "late", 1.30)
    referee.hold(1, "soon", 1.20)
    referee.hold(2, "later still", 1.60)
    assert [c.action for c in referee.ripe(now=1.45, wait=0.15)] == ["soon", "late"]
    assert referee.next_ripe(0.15) == 1.75


def test_the_grace_covers_the_slowest_round_trip_and_is_capped():
    quick, slow, far = fair.Latency(), fair.Latency(), fair.Latency()
    for _ in range(40):
        quick.add(0.020)
        slow.add(0.150)
        far.add(0.600)
    assert 0.150 < fair.grace([quick, slow]) < 0.160
    assert fair.grace([quick, far]) == fair.CAP


def test_a_latency_is_smoothed_and_keeps_the_least_round_trip():
    latency = fair.Latency()
    for rtt in (0.100, 0.300, 0.100, 0.100):
        latency.add(rtt)
    assert latency.least == 0.100 and 0.100 < latency.srtt < 0.300


class Conn:
    """A connection as a room sees one, with a latency and the times its states left."""

    def __init__(self, clock, rtt: float):
        self.clock = clock
        self.room = self.seat = None
        self.seen_step, self.fresh = 0, False
        self.latency = fair.Latency()
        for _ in range(8):
            self.latency.add(rtt)
        self.sent: dict[int, float] = {}
        self.told: list[dict] = []

    def send(self, message, step=None):
        self.told.append(message)
        if step is not None:
            self.sent.setdefault(step, self.clock())

    def sent_at(self, step):
        return self.sent.get(step)

    def close(self, code, reason):
        pass


def test_the_stop_goes_to_the_quicker_reaction_though_its_claim_arrives_later():
    """Heave Ho's sort between a person 20 ms away and one 150 ms away: both keep
    their tenth pair off the same state; the far one reacted 30 ms sooner, so its
    claim counts first though it arrives 100 ms after the near one's."""
    now = [0.0]
    clock = lambda: now[0]  # noqa: E731 - a clock the test turns
    room = Room("K-TEST22", "heaveho", 2, {}, 3, [Place("open"), Place("open")], clock=clock)
    near, far = Conn(clock, 0.020), Conn(clock, 0.150)
    room.join(near, "Near", 0)
    room.join(far, "Far", 1)
    token = next(m["token"] for m in near.told if m["type"] == "joined")
    room.start(token)
    for _ in range(9):  # nine pairs each, one second apart
        for conn in (near, far):
            now[0] += 0.5
            room.act(conn, "keep first", room.match.step, 200.0, None, arrived=now[0])
            now[0] += 0.5
            room.process()
    step, left_at = room.match.step, now[0]
    now[0] = left_at + 0.010 + 0.200 + 0.010  # near: 10 ms down, reacts in 200 ms, 10 ms up
    room.act(near, "keep first", step, 200.0, None, arrived=now[0])
    room.process()
    now[0] = left_at + 0.075 + 0.170 + 0.075  # far: 75 ms down, reacts in 170 ms, 75 ms up
    room.act(far, "keep first", step, 170.0, None, arrived=now[0])
    now[0] += 0.5
    room.process()
    assert room.match.view(None)["sort"]["stop"]["seat"] == 1
