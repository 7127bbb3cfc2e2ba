"""The engine's reasons (why a move is not allowed) stay English for every caller,
whatever language the app speaks (the engine contract and the wire protocol carry
them as they are), and every one of them is in the catalogue: where a table shows
it, ``language.said`` gives it in the player's language."""
from __future__ import annotations

import random

import pytest

from game import language
from game.registry import new_game

SEATS = {"pups": 3, "hounds": 4, "pooch": 4, "heaveho": 2}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.use("en")


def reasons_met(game_id: str, seed: int) -> list[tuple[int, object, str]]:
    """Play a game at random; at every step ask each seat about moves it may not
    make (moves legal elsewhere, or earlier): (seat, action, reason) for each."""
    players = SEATS[game_id]
    game = new_game(game_id, players, seed=seed)
    rng = random.Random(seed)
    pool, found = [], {}
    for _step in range(300):
        if game.is_over:
            break
        for seat in range(players):
            legal = game.legal_actions(seat)
            pool = (pool + legal[:6])[-60:]
            for action in rng.sample(pool, min(10, len(pool))):
                if action not in legal:
                    found.setdefault(game.why_illegal(seat, action), (seat, action))
        movers = [s for s in range(players) if game.legal_actions(s)]
        if not movers:
            break
        seat = rng.choice(movers)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return [(seat, action, reason) for reason, (seat, action) in found.items()]


@pytest.mark.parametrize("game_id", sorted(SEATS))
@pytest.mark.parametrize("code", language.TRANSLATED)
def test_every_reason_an_engine_gives_is_shown_translated(game_id, code):
    met = [reason for seed in range(2) for _, _, reason in reasons_met(game_id, seed)]
    assert len(met) > 10
    language.use(code)
    untranslated = [reason for reason in met if language.said(reason) == reason]
    assert not untranslated, untranslated[:5]


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_engine_says_its_reasons_in_english_whatever_language_the_app_speaks(game_id):
    english = reasons_met(game_id, 0)
    language.use("de")
    assert [reason for _, _, reason in reasons_met(game_id, 0)] == [reason for _, _, reason in english]


def hints_met(game_id: str, seed: int) -> list[str]:
    """The hint's reason for every legal move of every seat that may move, along a
    game played at random."""
    import importlib

    explain = importlib.import_module(f"game.{game_id}.hints").explain
    players = SEATS[game_id]
    game = new_game(game_id, players, seed=seed)
    rng = random.Random(seed)
    found = []
    for _step in range(120):
        movers = [s for s in range(players) if game.legal_actions(s)]
        if game.is_over or not movers:
            break
        for seat in movers:
            view, legal = game.view(seat), game.legal_actions(seat)
            found += [explain(view, legal, action) for action in legal[:8]]
        seat = rng.choice(movers)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return list(dict.fromkeys(found))


@pytest.mark.parametrize("game_id", sorted(SEATS))
@pytest.mark.parametrize("code", language.TRANSLATED)
def test_every_hint_an_engine_gives_is_shown_translated_with_no_english_left(game_id, code):
    met = hints_met(game_id, 1)
    assert len(met) > 10
    language.use(code)
    english_words = {"the", "your", "you", "and", "with", "shift", "tricks", "card", "space", "bid"}  # (not "trick": Dirty Trick is a card)
    half = [(reason, shown) for reason in met
            if english_words & set((shown := language.said(reason)).lower().replace(",", " ").split())]
    assert not half, half[:3]


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_engine_gives_its_hints_in_english_whatever_language_the_app_speaks(game_id):
    english = hints_met(game_id, 2)
    language.use("es")
    assert hints_met(game_id, 2) == english


#: text a player (or a client) may send that does not read as a move: each of the
#: notation's reasons, and the typed text that goes in them
NOT_MOVES = {
    "pups": ["", "bid atleast", "rebid sideways 2", "bid exactly x", "bid atleast 0", "bid exactly 9", "play",
             "play X9", "play W5+", "play W5+W6", "play W5+W6+M1", "play M1+M2+M3", "rescue", "rescue x",
             "rescue -1", "keep"],
    "hounds": ["", "fly", "clue 1", "baddog ZZ", "clue 1 colour 2", "clue 9 value 2", "clue 1 value x",
               "clue 1 value 9", "discard x", "promise 9", "cerberus 99", "trade"],
    "pooch": ["", "keep", "lead ZZ", "lead H7 name x", "respond H9 foo 0", "pickup now", "dogpile", "dogpile H3 @x"],
    "heaveho": ["", "lead", "keep third", "place", "place zz mine red", "place R2 ours red", "place R2 mine pink",
                "place A-macho mine red", "action", "decline", "action R2", "decline A-macho now", "action A-bye-bye",
                "action A-change-sides theirs", "action A-macho 3"],
}


def parse_errors(game_id: str) -> dict[str, str]:
    """The engine's reason for each of ``NOT_MOVES[game_id]``: text -> reason."""
    from game import IllegalAction

    game = new_game(game_id, SEATS[game_id], seed=1)
    found = {}
    for text in NOT_MOVES[game_id]:
        with pytest.raises(IllegalAction) as refused:
            game.parse(text)
        found[text] = str(refused.value)
    return found


@pytest.mark.parametrize("game_id", sorted(SEATS))
@pytest.mark.parametrize("code", language.TRANSLATED)
def test_every_notation_reason_is_shown_translated_with_what_was_typed_kept(game_id, code):
    met = parse_errors(game_id)
    assert len(set(met.values())) == len(met)  # (each text meets a reason of its own)
    language.use(code)
    untranslated = [reason for reason in met.values() if language.said(reason) == reason]
    assert not untranslated, untranslated[:5]
    typed = {text: reason for text, reason in met.items() if f"'{text.strip()}'" in reason}
    assert typed
    lost = [language.said(reason) for text, reason in typed.items() if f"'{text.strip()}'" not in language.said(reason)]
    assert not lost, lost[:3]


def test_a_german_notation_reason_reads_german_with_the_notation_as_typed():
    pooch, pups = parse_errors("pooch"), parse_errors("pups")
    language.use("de")
    assert language.said(pooch["keep"]) == "'keep' ist nicht lesbar: die Züge sind lead, respond, pickup und dogpile"
    assert language.said(pooch["lead H7 name x"]) == "Nenn jemanden mit der Platznummer, 0 bis 3, nicht 'x'"
    assert language.said(pups["bid atleast"]) == \
        "'bid atleast' ist nicht lesbar: schreib bid atleast 2 oder bid exactly 1"
    assert language.said(pups["bid exactly 9"]) == "Ein Gebot muss zwischen 0 und 3 liegen, nicht 9"


def test_a_notation_reason_is_english_as_before_whatever_language_the_app_speaks():
    english = {game_id: parse_errors(game_id) for game_id in SEATS}
    assert english["pups"]["bid atleast"] == "Cannot read 'bid atleast': write bid atleast 2 or bid exactly 1"
    assert english["hounds"]["clue 1"] == ("Cannot read 'clue 1': write clue 2 hound PG, clue 2 value 4 or "
                                           "clue 2 card 3")
    assert english["pooch"]["lead H7 name x"] == "Name a player by seat number, 0 to 3, not 'x'"
    assert english["heaveho"]["place A-macho mine red"] == \
        "A-macho is an action card: write action A-macho or decline A-macho"
    assert language.said(english["pups"]["play X9"]) == "There is no card X9: cards are F1 .. W9 and M1 .. M3"
    language.use("de")
    assert {game_id: parse_errors(game_id) for game_id in SEATS} == english
