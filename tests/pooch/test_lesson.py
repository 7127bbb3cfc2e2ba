"""Learn You Shady Pooch!: the scripted lesson is a legal game in which the rules it
teaches come up in order, each first met at one of the person's own steps."""
from game import replay
from game.pooch.cards import NUMBER, QUEENS
from game.pooch.lesson import PERSON, lesson

#: the rules the lesson teaches, in the order the person meets them
ORDER = ["beat", "name", "dogpile", "pickup", "queen"]


def events_of_lesson():
    les = lesson()
    game = les.new_game()
    out = []
    for seat, move in les.moves:
        out += [(seat, move, e) for e in game.apply(seat, move)]
    return les, game, out


def rule_of(seat, event, default_target) -> str | None:
    """Which taught rule an engine event shows, judged from the event alone."""
    kind, d = event.kind, event.data
    if kind == "respond" and d["card"] in QUEENS or kind in ("greedy", "fierce"):
        return "queen"
    if kind == "lead" and d["card"] in QUEENS:
        return "queen"
    if kind == "pile_picked_up":
        return "pickup"
    if kind == "dogpile":
        return "dogpile"
    if kind == "respond" and NUMBER[d["card"]] is not None:
        if seat == PERSON and d["named"] != default_target:
            return "name"
        return "beat"
    return None


def test_every_scripted_move_is_legal_and_the_lesson_is_its_record():
    les, game, _ = events_of_lesson()
    assert [tuple(a[:2]) for a in game.record()["actions"]] == list(les.moves)
    assert replay(les.record(len(les.steps))).record()["actions"][:len(les.moves) - 1] == \
        [[s, m, None] for s, m in les.moves[:-1]]


def test_the_persons_steps_are_their_moves_in_order():
    les = lesson()
    assert [s.move for s in les.steps] == [m for seat, m in les.moves if seat == PERSON]
    assert all(s.text and s.point in ("card", "card+seat", "pickup") for s in les.steps)


def test_each_rule_is_first_met_at_the_persons_own_step_and_in_order():
    _, _, events = events_of_lesson()
    first: dict[str, tuple[int, int]] = {}  # rule -> (event index, seat)
    for index, (seat, _, event) in enumerate(events):
        rule = rule_of(seat, event, default_target=1)
        if rule is not None and rule not in first:
            first[rule] = (index, seat)
    assert list(sorted(first, key=lambda r: first[r][0])) == ORDER
    assert all(seat == PERSON for _, seat in first.values())


def test_the_steps_say_which_rule_they_teach_in_the_same_order():
    rules = [s.rule for s in lesson().steps]
    assert [r for r in rules if r in ORDER] == ORDER


def test_the_steps_name_cards_in_words_never_by_code():
    import re

    for step in lesson().steps:
        assert not re.search(r"\b(X1|Q[GSF]|[HDCS][0-9])\b", step.text), step.text


def test_each_step_says_it_in_one_or_two_sentences():
    import re

    for step in lesson().steps:
        assert 1 <= len(re.findall(r"[.!?](\s|$)", step.text)) <= 2, step.text


def test_only_the_last_dogpile_is_a_race_and_the_first_waits_for_the_person():
    steps = lesson().steps
    dogpiles = [s for s in steps if s.move.startswith("dogpile")]
    assert dogpiles[0].answer_in is None and dogpiles[-1].answer_in is not None
    assert [s for s in steps if s.answer_in is not None] == [dogpiles[-1]]


def test_a_record_part_way_ends_with_the_persons_last_move():
    les = lesson()
    for done in range(1, len(les.steps)):
        actions = les.record(done)["actions"]
        assert actions[-1][:2] == [PERSON, les.steps[done - 1].move]
    assert les.record(0)["actions"] == []
