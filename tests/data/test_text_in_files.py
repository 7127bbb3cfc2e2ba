"""A control character (a NUL) in any text of a data file - a player's name, a save's
title, a key of the statistics, a remembered setup - never reaches a font: every
text from a file goes through one cleaning step, and the screens show it. A screen
that breaks while showing a file sets that file aside, so the next start works."""
import subprocess
import sys

import pygame
import pytest

from game.storage import saves, statistics, disk
from scenes.catalog import load_all
from scenes.screens.pause import PauseMenu
from scenes.screens.replay import ReplayScene
from scenes.screens.setup import Seating
from scenes.screens.shelf import Shelf
from scenes.screens.statistics import StatisticsPage
from scenes.screens.title import Title
from tests.data.files import encode, good_files, lay_out, set_aside, start, stop
from tests.data.test_data_folder import ROOT, kennel_env
from tests.scenes.conftest import press, run

SHOWN = "A\ufffdn"  # "A\x00n" as Kennel shows it


@pytest.fixture
def started(data_dir):
    """Lay out the good files with some replaced, start the app, and stop it after."""
    apps = []

    def go(kind=None, size=(1280, 720), recover=False, **changed):
        files = {k: encode(v) for k, v in good_files().items()}
        files.update({k: encode(v) for k, v in changed.items()})
        lay_out(data_dir, files)
        app, said = start(kind, size=size, recover=recover)
        apps.append(app)
        return app, said

    yield go
    for app in apps:
        stop(app)


def broke(app) -> bool:
    return any("Something went wrong" in note for note in app.notices)


def with_player_name(kind: str, name: str) -> dict:
    data = good_files()[kind]
    data["record"]["players"][0] = name
    data["seats"][0]["name"] = name
    return data


def test_a_nul_in_the_autosaved_players_name_continues_with_the_name_shown_clean(started, data_dir):
    app, _ = started(autosave=with_player_name("autosave", "A\x00n"))
    title = app.stack.top
    assert isinstance(title, Title) and SHOWN in title.menu.slots[0][0].item.label
    press(app, pygame.K_RETURN)  # Continue
    assert isinstance(app.stack.top, PauseMenu) and not broke(app)
    assert app.stack.scenes[-2].match.names[0] == SHOWN
    assert not set_aside(data_dir, "autosave")


def test_kennel_exits_0_with_no_crash_report_when_the_autosave_holds_a_nul(tmp_path):
    data = tmp_path / "data"
    files = {k: encode(v) for k, v in good_files().items()}
    files["autosave"] = encode(with_player_name("autosave", "A\x00n"))
    lay_out(data, files)
    for _ in range(2):  # and again: nothing was left to break the next start
        done = subprocess.run([sys.executable, "-m", "scenes", "--frames", "5"], cwd=ROOT, env=kennel_env(data),
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    assert not list(data.glob("crash-*"))


def test_a_nul_in_a_named_saves_title_shows_in_the_saved_games_list(started):
    named = good_files()["named"]
    named["title"] = "Fri\x00day"
    app, _ = started(named=named)
    shelf = app.stack.push(Shelf(app, "named"))
    run(app, 2)
    labels = [row[0].item.label for row in shelf.menu.slots if hasattr(row[0].item, "label")]
    assert any("Fri\ufffdday" in label for label in labels) and not broke(app)


def test_a_nul_in_a_finished_games_player_name_opens_its_replay(started):
    app, said = started("finished", finished=with_player_name("finished", "A\x00n"))
    run(app, 10)
    assert isinstance(app.stack.top, ReplayScene) and not said and not broke(app)
    assert app.stack.top.saved.seats[0].name == SHOWN


def test_a_nul_in_a_statistics_key_shows_on_the_statistics_page(started):
    stats = {"version": 1, "games": {"pu\x00ps": {"nor\x00mal": {"played": 2, "won": 1, "best": 3}}},
             "hints": {"hou\x00nds": 1}, "learned": ["poo\x00ch"]}
    app, _ = started(statistics=stats)
    page = app.stack.push(StatisticsPage(app))
    run(app, 3)
    assert app.stack.top is page and not broke(app)
    assert page.rows()[0][:2] == ["pu\ufffdps", "nor\ufffdmal bots"]


def test_a_nul_in_a_remembered_setup_name_opens_play_every_time(started):
    settings = good_files()["settings"]
    settings["setups"] = {"pups": {"players": 3, "names": ["A\x00n", "Bo", "Cy"]}}
    app, _ = started(settings=settings)
    title = app.stack.top
    for _ in range(2):  # the second press of Play too
        title.choose(load_all()["pups"])
        run(app, 2)
        assert isinstance(app.stack.top, Seating) and not broke(app)
        assert app.stack.top.names[0] == SHOWN
        app.stack.top.back()
        run(app, 2)


def test_a_screen_that_cannot_show_the_autosave_sets_it_aside_and_the_next_start_works(started, data_dir,
                                                                                       monkeypatch):
    def cannot_show(saved):
        raise ValueError("no font can show this")

    monkeypatch.setattr(saves, "tellings", cannot_show)
    app, _ = started(recover=True)
    assert isinstance(app.stack.top, Title) and app.stack.top.autosave is None
    kept = set_aside(data_dir, "autosave")
    said = " ".join(app.notices)
    assert len(kept) == 1 and "(autosave.json): Kennel could not show it" in said and kept[0].name in said
    monkeypatch.undo()
    again, _ = start(size=(1280, 720))  # the next start: nothing left that breaks
    try:
        assert isinstance(again.stack.top, Title) and not broke(again)
    finally:
        stop(again)


def test_a_setup_screen_that_broke_half_built_is_built_afresh_on_the_next_press(started, monkeypatch):
    app, _ = started()
    real = Seating.show_seats
    calls = []

    def breaks_once(self):
        calls.append(self)
        if len(calls) == 1:
            raise RuntimeError("half built")
        return real(self)

    monkeypatch.setattr(Seating, "show_seats", breaks_once)
    try:  # the press of Play, in the app loop's own frame
        app.stack.top.choose(load_all()["pups"])
    except RuntimeError:
        app.recover()
    run(app, 1)
    assert broke(app) and isinstance(app.stack.top, Title)
    app.stack.top.choose(load_all()["pups"])  # the second press of Play
    run(app, 2)
    seating = app.stack.top
    assert isinstance(seating, Seating) and seating.menu is not None and calls[1] is not calls[0]


@pytest.mark.parametrize("dirty,shown", [("A\x00n", "A\ufffdn"), ("x\ty\nz", "x\ufffdy\ufffdz"),
                                         ("\x1b[31mred", "\ufffd[31mred"), ("\x7f\x85", "\ufffd\ufffd")])
def test_a_control_character_becomes_a_replacement_mark(dirty, shown):
    assert disk.clean_text(dirty) == shown


def test_a_text_longer_than_kennel_shows_is_cut_with_an_ellipsis():
    assert disk.clean_text("x" * 500, limit=20) == "x" * 19 + "\u2026"


def test_every_text_inside_a_decoded_file_is_cleaned_names_of_entries_too():
    data = disk.decode(b'{"version": 1, "games": {"a\\u0000": {"b\\u0001": {"played": 1}}}}', statistics.File, 1)
    assert list(data.games) == ["a\ufffd"] and list(data.games["a\ufffd"]) == ["b\ufffd"]


def test_a_file_name_with_a_control_character_is_cleaned_in_the_message(data_dir):
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    bad = folder / "x\x01.json"
    bad.write_bytes(b"not json")
    said = saves.load(bad, "that game")[1]
    assert "x\ufffd.json" in said and "\x01" not in said
