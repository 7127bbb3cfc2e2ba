"""The app's side of a room: addresses as people type them, and a remote match that
sends what the server did not offer there for the rules' reason."""
import pytest

from game.net import remote


@pytest.mark.parametrize("typed, url", [
    ("192.168.1.5:8765", "ws://192.168.1.5:8765/ws"),
    ("  kennel.example  ", "ws://kennel.example:8765/ws"),
    ("ws://host:9000/ws", "ws://host:9000/ws"),
    ("wss://host:443/ws", "wss://host:443/ws"),
])
def test_an_address_as_people_type_it_becomes_the_server_address(typed, url):
    assert remote.address(typed) == url


@pytest.mark.parametrize("typed, words", [
    ("", "Type the host"),
    ("http://host:80", "ws://"),
    ("host:port", "port"),
    ("host:99999", "port"),
    (":8765", "host name"),
])
def test_an_address_that_is_not_one_is_said_in_words(typed, words):
    with pytest.raises(ValueError, match=words):
        remote.address(typed)


class QuietSession:
    """A session that has a state and records what it would send."""
    seat, room, token, lobby, record, failed = 0, "K-TEST1", "t", None, None, None
    connected = True
    notices: list = []

    def __init__(self, state):
        self.state = state
        self.sent = []

    def act(self, action, step):
        self.sent.append((action, step))


def a_match(legal):
    state = {"step": 4, "t": 0.0, "view": {}, "legal": legal, "to_act": [0], "events": [], "over": False}
    session = QuietSession(state)
    return remote.RemoteMatch(session, "pups", 2, ["Ann", "Bo"]), session


def test_an_action_the_server_did_not_offer_goes_to_it_for_the_rules_reason_and_waits_for_nothing():
    match, session = a_match(["bid exactly 1"])
    answer = match.act(0, match.parse("bid exactly 2"))
    assert not answer.ok and answer.code == "asked" and session.sent == [("bid exactly 2", 4)]
    assert match.legal_actions(0) != []  # (the offered moves stay offered)


def test_a_refusal_from_the_server_is_told_in_the_engines_words():
    session = remote.Session.__new__(remote.Session)
    session.notices, session._waiting, session.keep_history = [], {}, False
    session._take(0.0, {"type": "error", "code": "illegal", "ref": None,
                        "message": "you named Bo: wait for their answer"})
    session._take(0.0, {"type": "error", "code": "not_your_turn", "ref": None, "message": "It is Bo's turn"})
    assert session.notices == ["You named Bo: wait for their answer", "It is Bo's turn"]


def test_an_offered_action_goes_to_the_server_with_the_step_it_answers():
    match, session = a_match(["bid exactly 1"])
    assert match.act(0, match.parse("bid exactly 1")).ok and session.sent == [("bid exactly 1", 4)]


def test_nothing_more_is_offered_while_an_action_waits_for_its_answer():
    match, session = a_match(["bid exactly 1", "bid exactly 2"])
    match.act(0, match.parse("bid exactly 1"))
    assert match.legal_actions(0) == []


def test_another_seat_cannot_act_through_this_connection():
    match, session = a_match(["bid exactly 1"])
    assert match.act(1, match.parse("bid exactly 1")).code == "not_seated" and session.sent == []
