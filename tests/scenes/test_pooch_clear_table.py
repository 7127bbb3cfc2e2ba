"""You Shady Pooch! at the table, as a new player reads it: unplayable cards look
unplayable, messages name cards, one idle person cannot freeze the table."""
from game import new_game
from game.pooch.bots import NormalBot
from game.pooch.notation import Lead
from scenes.catalog import load_all
from scenes.pooch.table import NUDGE
from scenes.pooch.words import plain
from tests.scenes.test_pooch_table import (cursor_to, keys, scripted, table_for,  # noqa: F401 (fixtures)
                                           target_to, wait_for)


def hand_placements(table, seat):
    return {p.face: p for p in table.placements() if p.key.startswith(f"hand:{seat}:")}


def test_cards_that_cannot_be_played_are_dimmed_in_every_persons_hand_selected_or_not(scripted):
    app, table = scripted()
    game = table.match
    wait_for(app, table, lambda: game.view(None)["window"] == 1 and table.seen.landed)  # H5 led at Ann
    keys(app, *cursor_to(table, 1, "C3"))  # Bo selects a club: it cannot dogpile on a heart
    bo = hand_placements(table, 1)
    assert bo["C3"].focus and bo["C3"].dim
    assert bo["H7"].dim and not bo["H3"].dim and not bo["H2"].dim
    ann = hand_placements(table, 0)  # named: the 4 does not beat the 5, the 9 does
    assert ann["H4"].dim and not ann["H9"].dim


def test_no_card_is_dimmed_during_the_countdown(table_for):
    app, table = table_for(animation="instant")
    assert table.countdown > 0
    assert not any(p.dim for p in table.placements())


def test_a_refusal_names_the_cards_not_their_codes(scripted):
    app, table = scripted()
    game = table.match
    wait_for(app, table, lambda: game.view(None)["window"] == 1 and table.seen.landed)
    keys(app, *cursor_to(table, 1, "C3"), ("2", "act"))
    assert table.message == "Bo: 3♣ is not hearts: a dogpile on 5♥ must be the same suit and lower"


def test_card_codes_in_a_sentence_become_card_names():
    assert plain("S3 is not higher than C3") == "3♠ is not higher than 3♣"
    assert plain("H9 is not lower than H8: a dogpile must be lower") == "9♥ is not lower than 8♥: a dogpile must be lower"
    assert plain("X1 is wild") == "The Wild One is wild"
    assert plain("You do not hold QG") == "You do not hold the Greedy Queen"


def test_the_setup_starts_with_the_shot_clock_on_while_the_engine_keeps_the_rules_default():
    option = next(o for o in load_all()["pooch"].options if o.name == "shot_clock")
    assert option.default == 8 and (8, "8 seconds") in option.choices
    assert new_game("pooch", players=4, seed=1).view(None)["shot_clock"] is None


def test_a_person_sitting_on_a_lead_is_nudged_with_their_key(table_for):
    app, table = table_for(players=4, humans=1, first_dealer=3)  # seat 0, the person, leads
    wait_for(app, table, lambda: table.countdown <= 0)
    assert table.match.view(None)["leader"] == 0 and table.nudged() is None
    wait_for(app, table, lambda: table.nudged() is not None, seconds=NUDGE + 1)
    assert table.clock >= NUDGE
    assert "waits for your lead" in table.status(table.match.view(None))


def test_with_the_shot_clock_on_a_bot_does_not_name_the_same_player_twice_running():
    game = new_game("pooch", players=5, seed=4, options={"shot_clock": 5, "first_dealer": 4})
    bot = NormalBot(0, 1)
    named = []
    for _ in range(40):
        view, legal = game.view(0), game.legal_actions(0)
        action = bot.choose(view, legal)
        named.append(action.name)
    assert all(a != b for a, b in zip(named, named[1:]))


def test_without_the_shot_clock_a_bot_may_name_the_same_player_again():
    game = new_game("pooch", players=5, seed=4, options={"first_dealer": 4})
    bot = NormalBot(0, 1)
    named = [bot.choose(game.view(0), game.legal_actions(0)).name for _ in range(40)]
    assert any(a == b for a, b in zip(named, named[1:]))


def test_a_dogpile_pressed_while_the_answer_flies_is_too_late(scripted):
    app, table = scripted(animation="normal")
    game = table.match
    wait_for(app, table, lambda: game.view(None)["window"] == 1 and table.seen.landed)
    keys(app, *cursor_to(table, 1, "H3"), *cursor_to(table, 0, "H9"), *target_to(table, 0, 2), frames=0)
    keys(app, ("1", "act"))  # Ann answers 9♥ at the bot; her card flies to the pile ...
    assert game.view(None)["window"] == 2 and not table.seen.landed
    keys(app, ("2", "act"))  # ... and Bo's dogpile comes 1/60 s later
    assert table.message == "Bo: Too late: Ann already responded"
    assert "H3" in game.view(1)["hand"]


def test_the_last_rounds_note_names_who_has_no_bones_left():
    from scenes.pooch.summary import rows_and_note

    win = {"seat": 0, "pot": 4, "diamond_bone": None, "diamonds": [1, 1, 0, 0], "how": "lead"}
    scored = {"change": [3, -1, -1, -1], "bones": [7, 0, 2, 1]}
    _, note = rows_and_note(["Ann", "Bo", "Cy", "Dee"], win, scored, over=True)
    assert note.endswith("Bo has no bones left: the game is over.")
