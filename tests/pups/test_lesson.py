"""Learn Pups: the scripted lesson is a legal game in which every rule it teaches comes up."""
from game import replay
from game.pups.lesson import PERSON, lesson


def events_of_lesson():
    les = lesson()
    game = les.new_game()
    out = []
    for seat, move in les.moves:
        out += [(seat, move, e) for e in game.apply(seat, move)]
    return les, game, out


def test_every_scripted_move_is_legal_and_the_lesson_is_its_record():
    les, game, _ = events_of_lesson()
    assert [tuple(a[:2]) for a in game.record()["actions"]] == list(les.moves)
    assert replay(les.record(len(les.steps))).record()["actions"] == game.record()["actions"]


def test_the_persons_steps_are_their_moves_in_order():
    les = lesson()
    assert [s.move for s in les.steps] == [m for seat, m in les.moves if seat == PERSON]
    assert all(s.text and s.point in ("bid", "hand", "rescue") for s in les.steps)


def test_the_lesson_shows_a_bid_a_mutt_an_alpha_win_a_tie_a_failed_bid_and_a_rescue():
    _, _, events = events_of_lesson()
    kinds = [e.kind for _, _, e in events]
    assert "bid" in kinds and "showdown_tied" in kinds
    assert any(e.kind == "play" and e["mutt"] and seat == PERSON for seat, _, e in events)
    alpha_wins = [e for _, _, e in events if e.kind == "trick_won"
                  and any(p["suit"] != e["plays"][0]["suit"] and p["seat"] == e["seat"] for p in e["plays"])]
    assert alpha_wins
    outcomes = [b["outcome"] for _, _, e in events if e.kind == "round_scored" for b in e["bids"]]
    assert "failed" in outcomes and "rescued" in outcomes and "saved" in outcomes
    assert any(e.kind == "rescue" and e["accepted"] and e["seat"] == PERSON for _, _, e in events)


def test_a_record_part_way_stops_before_the_persons_next_move():
    les = lesson()
    game = replay(les.record(3))
    assert game.to_act() == [PERSON]
    assert str(game.parse(les.steps[3].move)) in {str(a) for a in game.legal_actions(PERSON)}
