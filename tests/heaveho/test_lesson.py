"""Learn Heave Ho!: the scripted lesson is a legal game in which every rule it teaches
comes up in order: the sort by keys, the Stop, a contest, two action cards."""
import re

from game import replay
from game.heaveho.lesson import PERSON, lesson


def events_of_lesson():
    les = lesson()
    game = les.new_game()
    out = []
    for seat, move, at in les.moves:
        out += [(seat, move, e) for e in game.apply(seat, move, at=at)]
    return les, game, out


def first(events, test) -> int:
    return next(i for i, (_, _, e) in enumerate(events) if test(e))


def test_every_scripted_move_is_legal_and_the_lesson_is_its_record():
    les, game, _ = events_of_lesson()
    made = [tuple(a) for a in game.record()["actions"] if a[0] is not None]
    assert made == list(les.moves)
    assert replay(les.record(len(les.steps))).record() == game.record()


def test_the_persons_steps_are_their_moves_in_order():
    les = lesson()
    assert [s.move for s in les.steps] == [m for seat, m, _ in les.moves if seat == PERSON]
    assert all(s.text and s.point in ("keep", "card") for s in les.steps)


def test_the_steps_name_cards_in_words_never_by_code():
    code = re.compile(r"\b[RBGWN][0-6]!?(?=\W|$)|\bA-[a-z]")
    assert not [s.text for s in lesson().steps if code.search(s.text)]


def test_the_person_sorts_ten_pairs_by_keys_and_calls_the_stop():
    _, _, events = events_of_lesson()
    keeps = [e for seat, _, e in events if e.kind == "keep" and seat == PERSON]
    assert len(keeps) == 10
    stops = [e for _, _, e in events if e.kind == "stop"]
    assert [(e["seat"], e["final"]) for e in stops] == [(PERSON, False), (PERSON, True)]
    tenth = first(events, lambda e: e is keeps[-1])
    assert events[tenth + 1][2] is stops[0]   # the tenth keep calls it


def test_after_the_stop_the_other_places_his_pair_and_the_person_hands_out_the_rest():
    _, _, events = events_of_lesson()
    final = first(events, lambda e: e.kind == "stop" and e["final"])
    last_pair = [e for _, _, e in events[final:] if e.kind == "keep" and e["last"]]
    handed = [e for _, _, e in events[final:] if e.kind == "distribute"]
    assert [e["seat"] for e in last_pair] == [1 - PERSON]
    assert handed and all(e["seat"] == PERSON for e in handed)
    ready = next(e for _, _, e in events if e.kind == "tug_start")
    assert ready["first"] == PERSON and ready["barrel"] == 6


def test_a_how_ruck_card_of_the_person_starts_a_contest_the_stronger_side_wins():
    _, _, events = events_of_lesson()
    contests = [(move, e) for seat, move, e in events if e.kind == "contest" and seat == PERSON]
    move, contest = contests[0]
    assert move.startswith("place") and "!" in move
    assert contest["puller"] == PERSON and contest["difference"] == abs(contest["strength"][0] - contest["strength"][1])
    assert first(events, lambda e: e.kind == "contest") > first(events, lambda e: e.kind == "tug_start")


def test_two_action_cards_of_the_person_take_effect_after_the_contest():
    _, _, events = events_of_lesson()
    contest = first(events, lambda e: e.kind == "contest")
    actions = [e for seat, _, e in events[contest:] if e.kind == "action" and seat == PERSON]
    assert [(e["card"], e["declined"]) for e in actions] == [("A-adrenaline", False), ("A-bye-bye", False)]
    pulled = [e for _, _, e in events if e.kind == "barrel_moved" and e["cause"] == "A-adrenaline"]
    gone = [e for _, _, e in events if e.kind == "discarded" and e["cause"] == "A-bye-bye"]
    assert pulled[0]["from"] - pulled[0]["to"] == 2
    assert {c["card"] for c in gone[0]["cards"]} == {"G3!", "R3", "B3", "G3"}


def test_the_last_step_pulls_the_barrel_onto_the_persons_goal():
    les, _, events = events_of_lesson()
    won = [(seat, move, e) for seat, move, e in events if e.kind == "round_won"]
    assert [(seat, move, e["seat"], e["how"]) for seat, move, e in won] == \
        [(PERSON, les.steps[-1].move, PERSON, "goal")]


def test_a_record_part_way_stops_before_the_persons_next_move():
    les = lesson()
    for done in (0, 3, 10, 12, 15):
        game = replay(les.record(done))
        assert PERSON in game.to_act()
        assert les.next_move(game)[:2] == (PERSON, les.steps[done].move)
        assert str(game.parse(les.steps[done].move)) in {str(a) for a in game.legal_actions(PERSON)}
