"""Each listed way a data file can be wrong: the app starts, says what was wrong and
where the file went, keeps it, and plays on."""
import json

import pytest

from game.storage import saves, settings as settings_file
from game.storage.statistics import Statistics
from scenes.screens.title import Title
from tests.data.files import PLACES, encode, good_files, lay_out, played, saved_game, set_aside, start, stop
from tests.scenes.conftest import run


@pytest.fixture
def started(data_dir):
    """Lay out the good files with one kind replaced, start the app, and stop it after."""
    apps = []

    def go(kind: str, raw: bytes):
        files = {k: encode(v) for k, v in good_files().items()}
        files[kind] = raw
        lay_out(data_dir, files)
        app, said = start(kind)
        apps.append(app)
        return app, said

    yield go
    for app in apps:
        stop(app)


def notices(app) -> str:
    return " ".join(app.notices)


def settings_with(**values) -> bytes:
    data = good_files()["settings"]
    data.update(values)
    return encode(data)


@pytest.mark.parametrize("field,value", [("animation", ["fast"]), ("animation", {"speed": "fast"}),
                                         ("card_size", ["large"])])
def test_a_setting_of_the_wrong_shape_is_reset_alone_and_named(started, data_dir, field, value):
    raw = settings_with(**{field: value})
    app, _ = started("settings", raw)
    assert app.frame == 1
    assert field in notices(app) and "settings.json" in notices(app)
    assert app.settings.volume == 0.4 and app.settings.muted  # the other settings are kept
    assert [p.read_bytes() for p in set_aside(data_dir, "settings")] == [raw]


def test_a_wrongly_typed_volume_is_reset_and_the_file_kept(started, data_dir):
    raw = settings_with(volume="loud")
    app, _ = started("settings", raw)
    assert app.settings.volume == 0.7 and app.settings.muted
    assert "volume was reset to 0.7" in notices(app)
    assert [p.read_bytes() for p in set_aside(data_dir, "settings")] == [raw]


def test_a_key_binding_that_is_no_key_is_named_and_reset(started, data_dir):
    zones = settings_file.default_zones()
    zones["1"]["left"] = "zzz"
    app, _ = started("settings", settings_with(zones=zones))
    assert "'zzz', which is not a key" in notices(app)
    assert app.settings.zones["1"]["left"] == "a"


def test_capital_and_small_letter_are_one_key_in_the_conflict_check():
    zones = settings_file.default_zones()
    zones["3"]["left"] = "A"  # zone 1 moves left with "a"
    assert settings_file.binding_conflicts(zones)


def test_a_key_bound_twice_in_the_file_resets_that_key_alone_with_a_message(started, data_dir):
    zones = settings_file.default_zones()
    zones["3"]["left"] = "A"  # zone 1 moves left with "a"
    zones["2"]["act"] = "x"
    zones["4"]["target"] = "[9]"
    app, _ = started("settings", settings_with(zones=zones))
    assert "zone 3 move left was 'A', which zone 1 move left uses too; it is back to 'j'" in notices(app)
    expected = settings_file.default_zones()
    expected["2"]["act"], expected["4"]["target"] = "x", "[9]"  # every other key as the player set it
    assert app.settings.zones == expected


def test_a_key_that_took_another_zones_default_gives_it_back_and_keeps_the_rest(started, data_dir):
    zones = settings_file.default_zones()
    zones["1"]["left"] = "j"  # zone 3's default for move left, which zone 3 keeps
    zones["1"]["right"] = "x"
    app, _ = started("settings", settings_with(zones=zones))
    assert "zone 1 move left was 'j', which zone 3 move left uses too; it is back to 'a'" in notices(app)
    assert app.settings.zones["1"] == {**settings_file.DEFAULT_ZONES["1"], "right": "x"}
    assert not settings_file.binding_conflicts(app.settings.zones)


def test_a_huge_settings_file_is_set_aside_unread(data_dir):
    lay_out(data_dir, {k: encode(v) for k, v in good_files().items()})
    with open(data_dir / PLACES["settings"], "wb") as handle:  # 96 MB, sparse: its size alone refuses it
        handle.truncate(96 * 1024 * 1024)
    app, _ = start()
    try:
        assert "96.0 MB, more than the 256 kB" in notices(app) and app.frame == 1
        assert [p.stat().st_size for p in set_aside(data_dir, "settings")] == [96 * 1024 * 1024]
    finally:
        stop(app)


def test_an_autosave_whose_game_is_a_list_is_set_aside_at_the_title(started, data_dir):
    data = good_files()["autosave"]
    data["record"]["game"] = ["pups"]
    app, _ = started("autosave", encode(data))
    assert isinstance(app.stack.top, Title) and app.stack.top.autosave is None
    assert "autosave.json" in notices(app) and "record.game should be text, not a list" in notices(app)
    assert len(set_aside(data_dir, "autosave")) == 1


@pytest.mark.parametrize("kind", sorted(PLACES))
def test_a_file_nested_100000_deep_is_set_aside(started, data_dir, kind):
    raw = b"[" * 100_000 + b"]" * 100_000
    app, said = started(kind, raw)
    assert app.frame >= 1
    assert "nested more than 64 levels deep" in (said or notices(app))
    assert [p.read_bytes() for p in set_aside(data_dir, kind)] == [raw]


def test_a_value_nested_deep_inside_a_good_save_is_set_aside(started, data_dir):
    data = good_files()["named"]
    data["extra"] = {"deep": "DEEP"}
    raw = encode(data).replace(b'"DEEP"', b"[" * 100_000 + b"]" * 100_000)
    app, said = started("named", raw)
    assert "nested more than 64" in said and len(set_aside(data_dir, "named")) == 1


def test_a_save_with_too_few_seats_for_its_game_is_refused_at_the_title(started, data_dir):
    game = played(6, "hounds", players=4, seed=1)
    data = saved_game(game)
    data["seats"] = data["seats"][:2]
    app, _ = started("autosave", encode(data))
    assert app.stack.top.autosave is None  # no Continue that would wait for ever
    assert "it has 2 seats for a 4-player Heckin Hounds game" in notices(app)
    assert len(set_aside(data_dir, "autosave")) == 1


def test_a_named_save_of_an_unknown_game_is_refused_when_opened(started, data_dir):
    data = good_files()["named"]
    data["record"]["game"] = "chess"
    app, said = started("named", encode(data))
    assert "a game Kennel does not know ('chess')" in said and "friday.json" in said
    assert len(set_aside(data_dir, "named")) == 1


def test_a_finished_game_with_a_bad_seat_level_is_refused_when_opened(started, data_dir):
    data = good_files()["finished"]
    data["seats"][1]["level"] = "godlike"
    app, said = started("finished", encode(data))
    assert "seats[1].level cannot be 'godlike'" in said
    assert len(set_aside(data_dir, "finished")) == 1


def test_statistics_of_the_wrong_shape_are_set_aside_and_start_again(started, data_dir):
    raw = encode({"version": 1, "games": {"pups": {"normal": {"played": "many"}}}})
    app, _ = started("statistics", raw)
    assert app.stats.games == {}
    assert "statistics.json" in notices(app) and "Statistics start again" in notices(app)
    assert [p.read_bytes() for p in set_aside(data_dir, "statistics")] == [raw]


def test_a_valid_autosave_bigger_than_the_limit_is_set_aside_by_its_size(started, data_dir):
    data = good_files()["autosave"]
    data["extra"] = {f"pad{n}": "x" * 90 for n in range(190_000)}  # valid JSON, about 20 MB
    app, _ = started("autosave", encode(data))
    assert "more than the 16.0 MB Kennel reads" in notices(app)
    assert len(set_aside(data_dir, "autosave")) == 1


def test_a_huge_garbage_file_is_set_aside_with_its_size_as_the_reason(started, data_dir):
    raw = b"9" * (17 * 1024 * 1024)  # one enormous number
    app, _ = started("autosave", raw)
    assert "more than the 16.0 MB" in notices(app) and "digits" not in notices(app)


def test_a_newer_settings_file_is_set_aside_and_defaults_used(started, data_dir):
    app, _ = started("settings", settings_with(version=99))
    assert "newer Kennel" in notices(app) and app.settings.volume == 0.7


def test_the_title_keeps_an_unchanged_autosave_instead_of_reading_it_again(started, data_dir, monkeypatch):
    from game.storage import disk
    from scenes.screens.settings import SettingsScreen

    app, _ = started("autosave", encode(good_files()["autosave"]))
    reads = []
    real = disk.read_bytes
    monkeypatch.setattr(disk, "read_bytes", lambda path, limit: reads.append(path) or real(path, limit))
    for _ in range(3):  # to the settings and back to the title
        app.stack.push(SettingsScreen(app))
        run(app, 1)
        app.stack.pop()
        run(app, 1)
    assert reads == [] and app.stack.top.autosave is not None


def test_the_title_reads_the_autosave_again_once_it_changed(started, data_dir, monkeypatch):
    from scenes.screens.settings import SettingsScreen

    app, _ = started("autosave", encode(good_files()["autosave"]))
    app.stack.push(SettingsScreen(app))
    run(app, 1)
    (data_dir / PLACES["autosave"]).write_bytes(encode(good_files()["named"]))
    app.stack.pop()
    run(app, 1)
    assert app.stack.top.autosave.title == "Friday night"


def test_good_files_are_read_and_left_as_they_were(started, data_dir):
    files = {k: encode(v) for k, v in good_files().items()}
    app, said = started("named", files["named"])
    assert said in (None, "") and app.settings.volume == 0.4
    assert app.stats.games["pups"]["normal"]["played"] == 3
    for kind, raw in files.items():
        assert (data_dir / PLACES[kind]).read_bytes() == raw and not set_aside(data_dir, kind)


def test_loaded_statistics_keep_counting():
    stats = Statistics({"pups": {"normal": {"played": 1, "won": 0, "best": None}}})
    stats.add("pups", "normal", True, 10)
    assert stats.games["pups"]["normal"] == {"played": 2, "won": 1, "best": 10}


def test_a_save_file_round_trips_through_its_schema(data_dir):
    game = played(20)
    path = saves.save_named(saves.Saved(game.record(), [saves.Seat(n) for n in game.names]), "round trip")
    loaded, problem = saves.load(path, "that game")
    assert problem is None and loaded.record == game.record()
    assert json.loads(path.read_text())["record"]["seed"] == game.record()["seed"]


def test_a_bad_files_message_on_saved_games_wraps_inside_the_window(data_dir, monkeypatch):
    from scenes.frame import fonts, look

    data = good_files()["named"]
    data["record"]["game"] = "a game with a very long name that no Kennel has ever heard of"
    lay_out(data_dir, {"named": encode(data)})
    app, said = start("named", size=(1280, 720))
    try:
        drawn = []
        text = fonts.text
        monkeypatch.setattr(fonts, "text", lambda words, size, colour, bold=False:
                            (drawn.append((words, size, bold)) if tuple(colour) == tuple(look.DANGER) else None)
                            or text(words, size, colour, bold))
        run(app, 1)
        lines = [words for words, _, _ in reversed(drawn)]  # (drawn from the bottom up)
        assert len(lines) > 1 and " ".join(lines) == said  # all of it, wrapped
        assert all(fonts.font(size, bold).size(words)[0] <= 1280 - 40 for words, size, bold in drawn)
    finally:
        stop(app)


@pytest.mark.parametrize("zones,words", [
    ({"5": {"left": "a"}}, "zones was reset to the default (it cannot have an entry named '5')"),
    ({"1": {"jump": "a"}}, "zones was reset to the default (an entry of zones cannot have an entry named 'jump')"),
    ({"1": {"left": 5}}, "zones was reset to the default (an entry of zones should be text, not a whole number)"),
])
def test_a_settings_message_says_where_in_words_without_parser_text(started, zones, words):
    app, _ = started("settings", settings_with(zones=zones))
    said = notices(app)
    assert words in said
    assert "`" not in said and "$" not in said and " - at " not in said


def test_a_statistics_message_names_the_entry_without_parser_text(started):
    raw = encode({"version": 1, "games": {"pups": {"normal": {"played": "many"}}}})
    app, _ = started("statistics", raw)
    assert "played in an entry of games should be a whole number, not text" in notices(app)
