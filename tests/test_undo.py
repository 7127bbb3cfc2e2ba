"""Fair undo over random games: offered exactly when the rule allows, and a take-back
gives the views of the moment before the person's move (a replay of the shorter record).

The rule is checked here against the events (what each seat was sent), not against
``seen_by`` as ``game.undo`` reads it: a move may be taken back when no other person
acted since, the moment before it was turn-based, its actor was sent no card it had
not seen, it sent others only cards its actor had seen, and every later step sent
nobody a card they had not seen and gave no clue.
"""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game import GAMES, new_game, replay
from game.undo import Refusal, Undo, take_back, undo_point
from tests import harness

SETUPS = [
    ("pups", 3, None), ("pups", 4, None), ("pups", 2, None),
    ("hounds", 4, None), ("hounds", 3, {"mode": "single"}), ("hounds", 4, {"memory": True}),
    ("heaveho", 2, {"sort": "skip"}),
]
OPEN = {"hounds": {"CE"}}


def play_random(game_id, players, options, seed, moves):
    """Random legal moves; returns the game and, per record length, every seat's
    view, ``seen_by`` and the events of the step that followed."""
    game = new_game(game_id, players=players, seed=seed, options=options)
    rng = random.Random(seed)
    history = []
    for _ in range(moves):
        if game.is_over:
            break
        seats = [s for s in game.to_act() if game.legal_actions(s)]
        before = {"views": harness.views(game), "seen": [game.seen_by(s) for s in range(game.players)],
                  "to_act": game.to_act(), "phase": game.view(None).get("phase")}
        if not seats:
            events = game.advance(game.now + 5.0)
            if not events:
                continue
        else:
            seat = rng.choice(seats)
            at = game.now + rng.choice([0.0, 0.3, 1.2]) if game.real_time else None
            events = game.apply(seat, rng.choice(game.legal_actions(seat)), at=at)
        before["events"] = events
        while len(history) < game.step - 1:  # a time-driven step recorded before it
            history.append(None)
        history.append(before)
    return game, history


def allowed_by_events(game, history, seat, people) -> bool:
    actions = game.record()["actions"]
    pattern = harness.code_pattern(type(game), game.players)
    mine = [i for i, entry in enumerate(actions) if entry[0] == seat]
    if not mine or game.is_over:
        return False
    cut = mine[-1]
    if any(entry[0] in people for entry in actions[cut + 1:]):
        return False
    step = history[cut]
    if step is None or step["to_act"] != [seat]:
        return False
    if game.real_time and step["phase"] != "tug":  # a sort runs against the clock
        return False
    open_cards = OPEN.get(game.id, set())
    known = step["seen"]
    for t in range(game.players):
        for event in step["events"]:
            new = harness.leaked(pattern, event.to_dict(for_seat=t), known[t] | open_cards)
            if t == seat and new:
                return False
            if new - known[seat]:
                return False
    for later in history[cut + 1:]:
        if later is None:
            return False
        for event in later["events"]:
            if event.kind == "clue":
                return False
            for t in range(game.players):
                if harness.leaked(pattern, event.to_dict(for_seat=t), later["seen"][t] | open_cards):
                    return False
    return True


def people_of(players, pick):
    people = {s for s in range(players) if pick >> s & 1}
    return people or {0}


@settings(max_examples=30, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10_000), moves=st.integers(1, 90),
       pick=st.integers(0, 127))
def test_undo_is_offered_exactly_when_nothing_was_shown_and_nobody_else_acted(setup, seed, moves, pick):
    game_id, players, options = setup
    game, history = play_random(game_id, players, options, seed, moves)
    people = people_of(players, pick)
    for seat in sorted(people):
        point = undo_point(game.record(), seat, people)
        assert isinstance(point, Undo) == allowed_by_events(game, history, seat, people), \
            (seat, people, point, game.record()["actions"][-4:])
        if isinstance(point, Refusal):
            assert point.reason and "\n" not in point.reason and not point.reason.endswith(".")


@settings(max_examples=30, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 10_000), moves=st.integers(1, 90),
       pick=st.integers(0, 127))
def test_after_an_undo_the_views_are_those_before_the_move(setup, seed, moves, pick):
    game_id, players, options = setup
    game, history = play_random(game_id, players, options, seed, moves)
    people = people_of(players, pick)
    for seat in sorted(people):
        result = take_back(game.record(), seat, people)
        if isinstance(result, Refusal):
            continue
        undone, point = result
        assert harness.views(undone) == history[point.cut]["views"]
        assert harness.views(undone) == harness.views(replay(game.record(), upto=point.cut))
        assert undone.record()["actions"] == game.record()["actions"][:point.cut]
        assert game.record()["actions"][point.cut][0] == seat


def test_a_bid_is_taken_back_with_the_bots_bids_after_it():
    game = new_game("pups", players=4, seed=3, options={"first_leader": 0})
    for notation in ["bid exactly 0", "bid atleast 1", "bid atleast 2"]:
        game.apply(game.to_act()[0], notation)
    point = undo_point(game.record(), 0, {0})
    assert point == Undo(0, tuple((s, n, None) for s, n in
                                  [(0, "bid exactly 0"), (1, "bid atleast 1"), (2, "bid atleast 2")]))


def test_a_bots_card_shown_since_refuses_with_its_name():
    game = new_game("pups", players=2, seed=5, options={"first_leader": 1})
    game.apply(1, game.legal_actions(1)[0])
    game.apply(0, game.legal_actions(0)[0])  # both bid: Bo or Ann leads
    while game.to_act() != [0]:
        game.apply(1, game.legal_actions(1)[0])
    game.apply(0, game.legal_actions(0)[0])
    if game.to_act() == [1] and game.view(0)["showdown"]["plays"]:
        game.apply(1, game.legal_actions(1)[0])
    point = undo_point(game.record(), 0, {0})
    assert isinstance(point, Refusal)


def test_another_persons_move_since_refuses():
    game = new_game("pups", players=3, seed=1, options={"first_leader": 0})
    game.apply(0, "bid exactly 0")
    game.apply(1, "bid atleast 1")
    assert undo_point(game.record(), 0, {0, 1}) == Refusal("Bo has played since")
    assert isinstance(undo_point(game.record(), 1, {0, 1}), Undo)


def test_a_clue_seen_since_refuses():
    game = new_game("hounds", players=3, seed=2, options={"mode": "single", "first_leader": 0})
    giver = game.to_act()[0]
    game.apply(giver, game.legal_actions(giver)[0])
    while game.view(None)["phase"] == "clue" and game.to_act()[0] == giver:
        game.apply(giver, game.legal_actions(giver)[0])
    assert game.view(None)["phase"] == "clue"
    other = game.to_act()[0]
    game.apply(other, game.legal_actions(other)[0])
    assert undo_point(game.record(), giver, {giver}) == Refusal("a clue has been seen")


def test_every_game_is_known_to_the_rule():
    assert {g for g, _, _ in SETUPS} <= set(GAMES)
