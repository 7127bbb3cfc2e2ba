"""Learn Heckin Hounds: the scripted round is a legal game in which every rule it
teaches comes up, in the order the lesson teaches them (read from the engine's own
events and views, not from the lesson's words)."""
import re

from game import replay
from game.hounds.cards import RANK
from game.hounds.lesson import LEADER, PERSON, lesson

#: a card code standing alone in a sentence (TD3, MO5, CE)
CODE = re.compile(r"\b(" + "|".join(RANK) + r")\b")


def events_of_lesson():
    """(lesson, finished game, [(move index, seat, event), ...], views of the person
    before each move)."""
    les = lesson()
    game = les.new_game()
    events, views = [], []
    for i, (seat, move) in enumerate(les.moves):
        views.append(game.view(PERSON))
        events += [(i, seat, e) for e in game.apply(seat, move)]
    return les, game, events, views


def first(events, test) -> int:
    """The move index of the first event that passes ``test``."""
    return next(i for i, _, e in events if test(e))


def test_every_scripted_move_is_legal_and_the_lesson_is_its_record():
    les, game, _, _ = events_of_lesson()
    assert [tuple(a[:2]) for a in game.record()["actions"]] == list(les.moves)
    assert replay(les.record(len(les.steps))).record()["actions"] == game.record()["actions"]


def test_the_persons_moves_are_the_steps_that_have_a_move_in_order():
    les = lesson()
    assert [s.move for s in les.steps if s.move] == [m for seat, m in les.moves if seat == PERSON]
    assert all(les.moves[s.at] == (PERSON, s.move) for s in les.steps if s.move)


def test_a_record_part_way_stops_where_its_step_begins():
    les = lesson()
    for done, step in enumerate(les.steps):
        game = replay(les.record(done))
        assert len(game.record()["actions"]) == step.at
        if step.move:
            assert game.to_act() == [PERSON]
            assert step.move in {str(a) for a in game.legal_actions(PERSON)}


def test_the_leader_sees_every_card_and_the_person_neither_their_own_nor_the_leaders():
    game = lesson().new_game()
    leader, person = game.view(LEADER), game.view(PERSON)
    assert person["leader"] == LEADER
    assert not any(slot["hidden"] for stand in leader["stands"] for slot in stand["slots"])
    for stand in person["stands"]:
        hidden = [slot["hidden"] for slot in stand["slots"]]
        assert all(hidden) if stand["seat"] in (PERSON, LEADER) else not any(hidden)


def test_the_person_reads_clues_on_their_own_backs_and_gives_cerberus_the_slot_they_named():
    les, _, events, views = events_of_lesson()
    clues = [e for _, _, e in events if e.kind == "clue" and e["target"] == PERSON]
    assert len(clues) == 3
    at = first(events, lambda e: e.kind == "discard")
    slot = next(e["slot"] for i, _, e in events if e.kind == "discard")
    mine = views[at]["stands"][PERSON]["slots"][slot]
    assert mine["hidden"] and mine["clue_hound"] and mine["clue_number"]  # unseen, but the clues tell it


def test_cerberus_is_given_to_the_person_and_takes_one_of_their_slots():
    _, _, events, _ = events_of_lesson()
    assigned = [e for _, _, e in events if e.kind == "cerberus_assigned"]
    placed = [e for _, _, e in events if e.kind == "cerberus_placed"]
    assert [e["seat"] for e in assigned] == [PERSON] and [e["seat"] for e in placed] == [PERSON]


def test_the_person_trades_a_slot_and_the_card_drawn_stays_unseen_by_them():
    les, game, events, views = events_of_lesson()
    trade = next(e for _, seat, e in events if e.kind == "trade" and seat == PERSON)
    assert trade["slot"] is not None
    revealed = next(e for _, _, e in events if e.kind == "trades_revealed")
    assert [PERSON, trade["slot"]] in revealed["slots"]
    promise_at = first(events, lambda e: e.kind == "promise")
    after = views[promise_at]["stands"][PERSON]["slots"][trade["slot"]]
    assert after["hidden"] and after["mops"]


def test_the_person_promises_before_the_first_shift():
    _, _, events, _ = events_of_lesson()
    promised = [e["promise"] for _, seat, e in events if e.kind == "promise" and seat == PERSON]
    assert len(promised) == 1
    assert first(events, lambda e: e.kind == "promise" and e["seat"] == PERSON) < \
        first(events, lambda e: e.kind == "play")


def test_every_shift_is_worked_by_the_hardest_dog_and_one_of_them_by_the_person():
    _, _, events, _ = events_of_lesson()
    shifts = [e for _, _, e in events if e.kind == "shift_worked"]
    assert len(shifts) == 5
    for e in shifts:
        assert e["seat"] == max(e["cards"], key=lambda sc: RANK[sc[1]])[0]
    assert PERSON in {e["seat"] for e in shifts} and len({e["seat"] for e in shifts}) > 1


def test_the_round_leaves_the_person_on_zero_one_player_above_and_one_below():
    _, _, events, _ = events_of_lesson()
    scored = next(e for _, _, e in events if e.kind == "round_scored")
    scores = scored["scores"]
    assert scores[PERSON] == 0
    assert any(s > 0 for s in scores) and any(s < 0 for s in scores)


def test_the_rules_come_up_in_the_order_the_lesson_teaches_them():
    _, _, events, _ = events_of_lesson()
    order = [
        first(events, lambda e: e.kind == "clue" and e["target"] == PERSON),
        first(events, lambda e: e.kind == "cerberus_placed"),
        first(events, lambda e: e.kind == "trade" and e["seat"] == PERSON),
        first(events, lambda e: e.kind == "promise" and e["seat"] == PERSON),
        first(events, lambda e: e.kind == "shift_worked"),
        first(events, lambda e: e.kind == "round_scored"),
    ]
    assert order == sorted(order)


def test_a_step_reads_the_leaders_view_before_any_clue_and_the_clue_after_the_persons_three():
    les, _, events, _ = events_of_lesson()
    reads = [s.at for s in les.steps if s.move is None]
    clues = [i for i, _, e in events if e.kind == "clue" and e["target"] == PERSON]
    scored = first(events, lambda e: e.kind == "round_scored")
    assert reads[0] <= first(events, lambda e: e.kind == "clue")
    assert max(clues) < reads[1] <= first(events, lambda e: e.kind == "cerberus_assigned")
    assert reads[-1] > scored


def test_every_step_is_one_or_two_sentences_naming_cards_by_their_names():
    for step in lesson().steps:
        assert step.text and not CODE.search(step.text), step.text
        assert 1 <= len(re.findall(r"[.!?](?:\s|$)", step.text)) <= 2, step.text
