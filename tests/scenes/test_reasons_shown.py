"""A table shows the engine's English reasons in the player's language: a card the
rules refuse (Pups), a greyed choice (Heckin Hounds), a move the server refused
(any table's refuse)."""
from __future__ import annotations

import pytest

from game import language, new_game
from game.storage.saves import Seat
from scenes.hounds.table import HoundsTable
from scenes.pups.table import PupsTable
from scenes.pups.words import in_words
from tests.scenes.conftest import lift_cover


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.use("en")


def table_of(make_app, monkeypatch, kind, game_id, players, code):
    monkeypatch.setattr(kind, "threaded_bots", False)
    app = make_app()
    app.speak(code)
    game = new_game(game_id, players=players, seed=11)
    table = kind(app, game, [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)])
    app.stack.push(table)
    app.step(0.016)
    lift_cover(app)
    return app, table


def test_a_card_the_rules_refuse_is_explained_in_the_players_language(make_app, monkeypatch):
    app, table = table_of(make_app, monkeypatch, PupsTable, "pups", 3, "de")
    card = table.match.view(0)["hand"][0]
    english = table.match.why_illegal(0, f"play {card}")
    table.explain(card)
    assert table.message == language.said(in_words(english)) != in_words(english)


def test_a_greyed_choice_says_why_in_the_players_language(make_app, monkeypatch):
    app, table = table_of(make_app, monkeypatch, HoundsTable, "hounds", 4, "es")
    english = table.match.why_illegal(0, "clue 0 hound MO")
    table.say(english)
    assert table.message == language.said(english) != english


@pytest.mark.parametrize("code, start", [("de", "Das Spiel ist vorbei"), ("es", "La partida ha terminado")])
def test_a_refusal_from_the_server_is_shown_in_the_players_language(make_app, monkeypatch, code, start):
    app, table = table_of(make_app, monkeypatch, PupsTable, "pups", 3, code)
    table.refuse("The game is over")
    assert table.message == start


def test_why_a_move_cannot_be_taken_back_is_said_in_the_players_language(make_app, monkeypatch):
    from scenes.table.takeback import undo

    app, table = table_of(make_app, monkeypatch, PupsTable, "pups", 3, "de")
    assert not undo(table)
    assert "du hast noch keinen Zug gemacht" in table.message


def test_a_hint_is_shown_in_the_players_language(make_app, monkeypatch):
    from game.hints import hint

    app, table = table_of(make_app, monkeypatch, PupsTable, "pups", 3, "es")
    seat = table.match.to_act()[0]
    found = hint("pups", table.match.view(seat), table.match.legal_actions(seat))
    shown = language.said(found.reason)
    assert shown != found.reason and " your " not in f" {shown} "


@pytest.mark.parametrize("notation, german", [("bid atleast 2", "biete mindestens 2"),
                                              ("rescue 2", "rette mit 2 aufgehobenen Karten"),
                                              ("play W7+M2", "spiel Working Dogs 7 + Mutt +2")])
def test_a_pups_move_is_told_in_the_players_language(notation, german):
    from scenes.pups.words import move_words

    language.use("de")
    assert move_words(notation) == german


def test_a_hounds_move_is_told_in_the_players_language():
    from scenes.hounds.words import move_words

    language.use("es")
    assert move_words("promise 2", ["Ann"]) == "promete 2 turnos"
    assert move_words("clue 0 card 2", ["Ann"]) == "pista a Ann: el hueco 3 entero"
