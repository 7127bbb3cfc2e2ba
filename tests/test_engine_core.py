"""The engine core, proven on a toy game so that it holds before any real game."""
import ast
import json
from pathlib import Path

import pytest

from game import GAMES, IllegalAction, new_game, replay
from game.autoplay import Autoplay
from game.bots import RandomBot
from tests import harness, python_source
from tests.toy import Toy

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    monkeypatch.setitem(GAMES, "toy", Toy)


@pytest.mark.parametrize("check", harness.CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("players", [2, 3])
def test_toy_passes_the_generic_harness(check, players):
    check(Toy, players, 5)


def test_engine_never_imports_pygame():
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(python_source.parse(path)):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n == "pygame" or n.startswith("pygame.") or n.startswith("pygame_gui") for n in names):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


# game/ without its files, its server and its words, which keep time or read the
# environment by design (the language "as the system" is LANGUAGE, LC_ALL, LC_MESSAGES or
# LANG; tests/test_architecture.py draws the layers)
OUTSIDE_THE_RULES = ("storage", "net", "language.py")


def test_engine_never_reads_global_random_clock_or_environment():
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        if path.relative_to(ROOT / "game").parts[0] in OUTSIDE_THE_RULES:
            continue
        text = path.read_text()
        for bad in ("random.random(", "random.choice(", "random.shuffle(", "random.randint(",
                    "time.time(", "time.monotonic(", "os.environ", "datetime.now("):
            if bad in text:
                offenders.append(f"{path.relative_to(ROOT)}: {bad}")
    assert offenders == []


def test_unknown_game_is_refused_with_the_list_of_games():
    with pytest.raises(ValueError, match="Unknown game 'chess'"):
        new_game("chess")


def test_player_count_outside_range_names_the_range():
    with pytest.raises(ValueError, match="Toy takes 2 to 3 players, not 5"):
        new_game("toy", players=5)


def test_names_become_seats():
    g = new_game("toy", players=["Ann", "Bo"])
    assert g.names == ["Ann", "Bo"] and g.record()["players"] == ["Ann", "Bo"]


def test_unknown_option_is_refused():
    with pytest.raises(ValueError, match="no option colour"):
        new_game("toy", options={"colour": "red"})


def test_bad_option_value_is_refused():
    with pytest.raises(ValueError, match="timer"):
        new_game("toy", options={"timer": -1})


def test_stacked_deck_must_be_a_permutation():
    deck = Toy.cards(2)
    deck[0] = deck[1]
    with pytest.raises(ValueError, match=r"too many A2.*missing A1"):
        new_game("toy", deck=deck)


def test_stacked_deck_with_unknown_card_names_it():
    deck = Toy.cards(2)[:-1] + ["Z9"]
    with pytest.raises(ValueError, match="unknown card Z9"):
        new_game("toy", deck=deck)


def test_stacked_deck_deals_top_first_and_is_recorded():
    deck = ["A1", "A2", "A3", "B1", "B2", "B3", *[c for c in Toy.cards(2) if c not in "A1 A2 A3 B1 B2 B3".split()]]
    g = new_game("toy", deck=deck)
    assert g.view(0)["hand"] == ["A1", "A2", "A3"]
    assert g.record()["deck"] == deck


def test_same_seed_deals_the_same_cards():
    assert new_game("toy", seed=9).full_view() == new_game("toy", seed=9).full_view()


def test_illegal_action_raises_and_keeps_state():
    g = new_game("toy", deck=Toy.cards(2))
    before = harness.views(g)
    with pytest.raises(IllegalAction, match="You do not hold B6"):
        g.apply(0, "play B6")
    assert harness.views(g) == before and g.record()["actions"] == []


def test_notation_is_case_and_space_tolerant():
    g = new_game("toy", deck=Toy.cards(2))
    g.apply(0, "   PLAY    a1 ")
    assert g.record()["actions"] == [[0, "play A1", None]]


def test_acting_out_of_turn_names_whose_turn_it_is():
    g = new_game("toy", deck=Toy.cards(2))
    with pytest.raises(IllegalAction, match="It is Ann's turn"):
        g.apply(1, "play A4")


def test_time_never_runs_backwards():
    g = new_game("toy", deck=Toy.cards(2))
    g.apply(0, "play A1", at=5.0)
    with pytest.raises(ValueError, match="backwards"):
        g.apply(1, "play A4", at=4.0)
    with pytest.raises(ValueError, match="backwards"):
        g.advance(1.0)


def test_refused_action_still_lets_time_pass():
    g = new_game("toy", deck=Toy.cards(2), options={"timer": 10})
    with pytest.raises(IllegalAction):
        g.apply(0, "play B6", at=3.0)
    assert g.now == 3.0


def test_a_refused_action_carries_the_events_of_the_time_that_passed_first():
    g = new_game("toy", deck=Toy.cards(2), options={"timer": 10})
    with pytest.raises(IllegalAction) as refused:
        g.apply(0, "play B6", at=12.5)  # the timer played a card at 10 s, then B6 is refused
    assert [e.kind for e in refused.value.events] == ["play"]
    assert g.record()["actions"] == [[None, "advance", 12.5]]


def test_a_refusal_with_no_time_passing_carries_no_events():
    g = new_game("toy", deck=Toy.cards(2), options={"timer": 10})
    with pytest.raises(IllegalAction) as refused:
        g.apply(0, "play B6", at=3.0)
    assert refused.value.events == ()


def test_bots_hear_of_the_time_events_before_a_refusal():
    class Stubborn(RandomBot):
        def choose(self, view, legal):
            return "play B6"  # never legal: the bot is refused every time

    g = new_game("toy", deck=Toy.cards(2), options={"timer": 10})
    auto = Autoplay(g, {0: Stubborn(0, 1)}, settle=12.5)
    auto.refresh(0.0)  # its move is due at 12.5 s, after the timer's at 10 s
    events = auto.run_until(12.5)
    assert [e.kind for e in events] == ["play"] and g.step == 1


@pytest.mark.parametrize("at", [10 ** 400, -(10 ** 400), float("inf"), float("nan")])
def test_a_game_time_no_float_can_hold_is_a_value_error_and_changes_nothing(at):
    g = new_game("toy", deck=Toy.cards(2), options={"timer": 10})
    before = harness.views(g)
    with pytest.raises(ValueError, match="finite number of seconds"):
        g.apply(0, "play A1", at=at)
    with pytest.raises(ValueError, match="finite number of seconds"):
        g.advance(at)
    assert harness.views(g) == before and g.now == 0.0


def test_time_driven_change_is_recorded_and_replayed():
    g = new_game("toy", deck=Toy.cards(2), options={"timer": 10})
    events = g.advance(12.5)
    assert [e.kind for e in events] == ["play"]
    assert g.record()["actions"] == [[None, "advance", 12.5]]
    again = replay(json.loads(json.dumps(g.record())))
    assert harness.views(again) == harness.views(g)


def test_quiet_advance_is_not_recorded():
    g = new_game("toy", options={"timer": 10})
    g.advance(2.0)
    assert g.record()["actions"] == []


def test_record_from_a_newer_version_is_refused_clearly():
    record = new_game("toy").record()
    record["version"] = Toy.version + 1
    with pytest.raises(ValueError, match="newer Kennel"):
        replay(record)


def test_record_with_an_illegal_action_names_it():
    record = new_game("toy", deck=Toy.cards(2)).record()
    record["actions"] = [[0, "play B6", None]]
    with pytest.raises(ValueError, match="Action 1 .*cannot be replayed: You do not hold B6"):
        replay(record)


@pytest.mark.parametrize("record", [None, [], {"game": "toy"}, {"game": "toy", "version": 1, "actions": "x"}])
def test_malformed_record_is_a_value_error(record):
    with pytest.raises(ValueError):
        replay(record)


def test_events_hide_private_parts_from_others():
    from game.moves import Event
    e = Event("deal", {"counts": [3, 3]}, {0: {"hand": ["A1"]}})
    assert "hand" not in e.to_dict() and "hand" not in e.to_dict(for_seat=1)
    assert e.to_dict(for_seat=0)["hand"] == ["A1"]


def test_bots_play_a_game_to_the_end_on_game_time():
    g = new_game("toy", players=3, seed=4)
    auto = Autoplay(g, {s: RandomBot(s, 4) for s in range(3)}, pace=0.5)
    clock = 0.0
    while not g.is_over:
        due = auto.next_due()
        assert due is not None and due > clock
        auto.run_until(due)
        auto.refresh(due)
        clock = due
    assert auto.applied == 9


def test_bots_wait_for_a_person_and_then_answer():
    g = new_game("toy", players=2, seed=4)
    auto = Autoplay(g, {1: RandomBot(1, 4)}, pace=1.0)
    assert auto.next_due() is None
    g.apply(0, g.legal_actions(0)[0], at=2.0)
    assert auto.next_due() == 3.0
    assert auto.run_until(2.9) == []
    assert [e.kind for e in auto.run_until(3.0)][0] == "play"
