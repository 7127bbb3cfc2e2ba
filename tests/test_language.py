"""The player's language: which one the "system" choice finds in the environment, a
switch that takes effect at once, and a Language setting checked like every other."""
from __future__ import annotations

import msgspec
import pytest

from game import language
from game.language import _, ngettext
from game.storage import settings as settings_file


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.use("en")


@pytest.mark.parametrize("environ, found", [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "es_MX.UTF-8"}, "es"),
    ({"LC_MESSAGES": "es_ES", "LANG": "de_DE.UTF-8"}, "es"),
    ({"LC_ALL": "de_AT.UTF-8", "LC_MESSAGES": "es_ES", "LANG": "en_GB"}, "de"),
    ({"LANGUAGE": "es:de", "LC_ALL": "de_DE.UTF-8"}, "es"),
    ({"LANGUAGE": "fr:de", "LANG": "es_ES"}, "de"),
])
def test_the_system_choice_reads_language_lc_all_lc_messages_and_lang_in_that_order(environ, found):
    assert language.system_language(environ) == found


@pytest.mark.parametrize("environ", [{}, {"LANG": "C.UTF-8"}, {"LANG": "POSIX"}, {"LANG": "fr_FR.UTF-8"},
                                     {"LANGUAGE": "C", "LANG": "de_DE"}])
def test_the_system_choice_is_english_where_the_environment_asks_for_no_language_kennel_has(environ):
    assert language.system_language(environ) == "en"


def test_a_locale_that_is_not_installed_on_the_machine_still_gives_its_words():
    """de_LU.ISO-8859-15 is installed almost nowhere: gettext reads the name alone."""
    assert language.use("system", {"LANG": "de_LU.ISO-8859-15"}) == "de"
    assert _("Settings") == "Einstellungen"


def test_switching_the_language_changes_the_next_words_read():
    language.use("es")
    assert _("Settings") == "Ajustes"
    language.use("de")
    assert _("Settings") == "Einstellungen"
    language.use("en")
    assert _("Settings") == "Settings"


def test_a_plural_takes_the_form_for_its_number_in_each_language():
    language.use("de")
    assert ngettext("{count} held at once", "{count} held at once", 1).format(count=1) == "1 gleichzeitig gehalten"
    language.use("es")
    assert ngettext("{count} held at once", "{count} held at once", 2).format(count=2) == "2 pulsadas a la vez"


def test_a_language_kennel_does_not_have_speaks_english():
    assert language.use("tlh") == "en"
    assert _("Settings") == "Settings"


def test_a_damaged_catalogue_file_gives_english_not_a_crash(tmp_path, monkeypatch):
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "kennel.mo").write_bytes(b"\x00not a catalogue at all")
    monkeypatch.setattr(language, "FOLDER", tmp_path)
    assert language.use("de") == "de"
    assert _("Settings") == "Settings"


def fields(**values) -> dict:
    return {name: msgspec.json.encode(value) for name, value in values.items()}


def test_the_language_setting_defaults_to_the_system_choice():
    assert settings_file.Settings().language == "system"


@pytest.mark.parametrize("chosen", ["en", "de", "es", "system"])
def test_each_offered_language_is_kept_as_saved(chosen):
    settings, problems = settings_file.from_fields(fields(language=chosen))
    assert settings.language == chosen and problems == []


@pytest.mark.parametrize("hostile", ["klingon", "", "de" * 5000, 7, None, ["de"], {"de": 1}, "../../etc/passwd"])
def test_a_language_setting_kennel_does_not_offer_is_reset_to_the_system_choice_and_named(hostile):
    settings, problems = settings_file.from_fields(fields(language=hostile, volume=0.3))
    assert settings.language == "system"
    assert settings.volume == 0.3  # the other settings are kept
    assert len(problems) == 1 and problems[0].startswith("language was reset to 'system'")


def test_a_connection_that_fails_is_told_in_the_players_language():
    from game.net import remote

    language.use("de")
    words = remote.reach_words("ws://192.0.2.9:8765/ws", ConnectionRefusedError("Connection refused"))
    assert words.startswith("192.0.2.9:8765 nicht erreicht: dort hat niemand geantwortet")


@pytest.mark.parametrize("code", ["de", "es", "en"])
def test_a_lost_seat_is_known_by_its_words_in_every_language(code):
    from game.net import remote

    language.use(code)
    assert remote.seat_lost(_(remote.ERROR_WORDS["bad_token"]))
    assert not remote.seat_lost(_(remote.ERROR_WORDS["seat_taken"]))


# -- the engine's English sentences, shown in the player's language -----------------
def test_an_engine_sentence_with_no_parts_is_shown_in_the_chosen_language():
    language.use("de")
    assert language.said("In the lesson, just try the move again") == "In der Lektion probierst du den Zug einfach noch einmal"


def test_an_engine_sentence_built_from_a_template_is_read_back_into_its_parts_and_translated():
    english = "You have no {suit}: throw {card}.".format(suit="Lap Dogs", card="Family Dogs 5")
    language.use("es")
    assert language.said(english) == "No tienes Lap Dogs: tira Family Dogs 5."


def test_a_part_made_from_a_template_of_its_own_is_translated_too():
    english = "Quick: keep the {card}.".format(card="green {strength} (How Ruck)".format(strength=3))
    language.use("de")
    assert language.said(english) == "Schnell: behalte die grüne 3 (How Ruck)."


def test_a_part_that_starts_the_sentence_is_read_back_from_its_lower_case_message():
    from game.heaveho.rules import MUST_GO_TO

    english = MUST_GO_TO["red"].format(card="Red 2")
    language.use("de")
    assert language.said(english) == "Rote 2 muss auf ein rotes Feld"


def test_a_number_part_with_a_format_spec_is_put_back_as_it_was_read():
    from game.pooch.lesson import lesson

    race = next(step.text for step in lesson().steps if step.answer_in is not None)
    language.use("de")
    assert language.said(race).startswith("Jetzt mit vollem Tempo: Bo antwortet in 1.5 Sekunden.")


def test_in_english_an_engine_sentence_is_shown_as_the_engine_said_it():
    text = "You have no Lap Dogs: throw Family Dogs 5."
    assert language.said(text) is text


@pytest.mark.parametrize("code", ["de", "es"])
def test_a_sentence_the_catalogue_does_not_know_is_shown_as_it_is(code):
    language.use(code)
    assert language.said("Zebras are not dogs") == "Zebras are not dogs"
    assert language.said("Bo: 7") == "Bo: 7"


def test_a_sentence_already_in_the_players_language_is_left_alone():
    language.use("de")
    german = language.said("You have no Lap Dogs: throw Family Dogs 5.")
    assert language.said(german) == german


def test_a_file_set_aside_is_told_in_the_players_language_with_every_part(tmp_path):
    """game/storage says it in English (N_ templates within templates); the app shows
    the whole sentence translated, the file names as they are."""
    from game.storage import disk

    bad = tmp_path / "settings.json"
    bad.write_text("{", encoding="utf-8")
    problem = disk.read(bad, language.N_("your settings"), dict, 1000).problem
    notice = language.N_("{problem} Default settings are used.").format(problem=problem)
    assert notice.startswith("Could not read your settings (settings.json): the file is cut short")
    language.use("de")
    shown = language.said(notice)
    assert shown.startswith("Kennel konnte deine Einstellungen (settings.json) nicht lesen: die Datei ist abgeschnitten")
    assert "sie wurde als settings" in shown and shown.endswith("Es gelten die Standardeinstellungen.")


@pytest.mark.parametrize("errno", [28, 30, 13])
def test_a_disk_problem_is_told_in_the_players_language(errno):
    from game.storage import disk

    english = disk.reason(OSError(errno, "x"))
    language.use("es")
    assert language.said(english) != english


def test_a_notation_part_stays_as_typed_even_where_it_is_a_word_of_the_catalogue():
    language.use("de")
    assert _("lead") != "lead" and _("keep") != "keep"  # (words of the tables)
    assert language.said("Name a player to answer H7: lead H7 name 2") == \
        "Fordere jemanden heraus, der auf H7 antwortet: lead H7 name 2"
    assert language.said("Cannot read 'keep': write keep first or keep second") == \
        "'keep' ist nicht lesbar: schreib keep first oder keep second"
