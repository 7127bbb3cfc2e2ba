"""Journeys through the real app with the frame trace on, every frame checked by
tests/screen_truth.py: privacy between people, only the top scene's widgets, a
round's end before the next round. The checker itself must catch a broken screen."""
import random

import pygame
import pytest

from game import new_game
from scenes.catalog import load_all
from scenes.table.results import GameOver, Summary
from scenes.table.handoff import HandOff
from scenes.screens.pause import PauseMenu
from game.storage.saves import Seat
from scenes.frame.stack import SceneStack
from scenes.table.scene import TableScene
from scenes.screens.title import Title
from tests import screen_truth
from tests.scenes.conftest import click, pass_cover, press, run


@pytest.fixture
def traced(make_app, tmp_path, monkeypatch):
    monkeypatch.setattr(TableScene, "threaded_bots", False)
    path = tmp_path / "trace.jsonl"

    def build(game_id, players, humans, seed=3, **options):
        app = make_app(trace=str(path))
        app.stack.push(Title.of(app))
        game = new_game(game_id, players=players, seed=seed, options=options or None)
        entry = load_all()[game_id]
        seats = [Seat(n, i < humans, "normal", str(i + 1) if entry.real_time and i < humans else None)
                 for i, n in enumerate(game.names)]
        table = entry.table(app, game, seats)
        app.open_over_title(table)
        run(app, 1)
        return app, table

    build.path = path
    return build


def frames(path):
    return screen_truth.load(path)


def person_move(app, table, rng) -> None:
    """The person to act clicks something they may do (a glowing card or an enabled chip)."""
    bars = getattr(table, "bars", None) or ([table.bar] if getattr(table, "bar", None) else [])
    chips = [(c, r) for bar in bars if getattr(bar, "active", True) for c, r in zip(bar.chips, bar.rects) if c.enabled]
    cards = [p for p in table.placements() if p.legal]
    if cards and (not chips or rng.random() < 0.6):
        click(app, rng.choice(cards).rect.center, frames=1)
    elif chips:
        click(app, rng.choice(chips)[1].center, frames=1)
    else:
        legal = table.match.legal_actions(table.viewer)
        table.act(table.viewer, rng.choice(legal))
        run(app, 1)


def play_through(app, table, rng, limit=12000) -> None:
    for _ in range(limit):
        top = app.stack.top
        if table.match.is_over and isinstance(top, GameOver):
            return
        if isinstance(top, HandOff):
            pass_cover(app, top)
        elif isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=1)
        elif top is table and not table.motion.busy and isinstance(table.viewer, int) \
                and table.viewer in table.match.to_act() and table.held_view is None:
            person_move(app, table, rng)
        else:
            run(app, 1, dt=0.1)
    raise AssertionError("the game did not end")


def assert_clean(path) -> int:
    entries = frames(path)
    problems = screen_truth.check(entries)
    assert not problems, "\n".join(problems[:10])
    print(f"{len(entries)} frames checked")
    return len(entries)


def test_pups_three_people_and_a_bot_every_frame_is_private_and_in_order(traced):
    app, table = traced("pups", players=4, humans=3, seed=5)
    play_through(app, table, random.Random(1))
    assert assert_clean(traced.path) > 500


def test_hounds_two_people_three_bots_every_frame_is_private_and_in_order(traced):
    app, table = traced("hounds", players=5, humans=2, seed=21)
    play_through(app, table, random.Random(2))
    assert assert_clean(traced.path) > 500


def test_hounds_single_round_in_pass_and_play_is_private(traced):
    app, table = traced("hounds", players=4, humans=2, seed=8, mode="single")
    play_through(app, table, random.Random(3))
    assert assert_clean(traced.path) > 100


def test_heaveho_two_people_sort_and_tug_every_frame_is_private(traced):
    app, table = traced("heaveho", players=2, humans=2, seed=4)
    rng = random.Random(4)
    for _ in range(6000):
        if table.match.is_over:
            break
        top = app.stack.top
        if isinstance(top, HandOff):
            pass_cover(app, top, dt=0.1)
        elif isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=1)
            press(app, pygame.K_ESCAPE, frames=1)  # the pause menu in the frame the next sort opens
            press(app, pygame.K_ESCAPE, frames=1)
        elif top is table and table.sort_open():
            seat = rng.choice(table.humans)
            legal = table.match.legal_actions(seat)
            if legal:
                table.act(seat, rng.choice(legal))
            run(app, 1, dt=0.05)
        elif top is table and isinstance(table.viewer, int) and table.viewer in table.match.to_act() \
                and not table.motion.busy:
            table.act(table.viewer, rng.choice(table.match.legal_actions(table.viewer)))
            run(app, 1, dt=0.1)
        else:
            run(app, 1, dt=0.1)
    assert table.match.view(None)["round"] >= 2
    assert assert_clean(traced.path) > 100


def test_play_again_and_a_replay_from_game_over_are_clean(traced):
    app, table = traced("pups", players=3, humans=1, seed=9)
    play_through(app, table, random.Random(7))
    over = app.stack.top
    over.replay()
    replay = app.stack.top
    replay.playing = True
    run(app, 300, dt=0.1)
    press(app, pygame.K_ESCAPE)
    run(app, 3)
    assert isinstance(app.stack.top, GameOver)
    app.stack.top.table.restart()
    run(app, 60, dt=0.1)
    assert isinstance(app.stack.top, (TableScene, HandOff)) and app.stack.top is not table
    assert assert_clean(traced.path) > 300


def test_loading_a_save_from_saved_games_is_clean(traced):
    from game.storage import saves
    from scenes.screens.shelf import Shelf

    app, table = traced("hounds", players=4, humans=2, seed=2)
    run(app, 20, dt=0.1)
    saves.save_named(table.saved(), "evening")
    app.stack.reset(Title.of(app))
    run(app, 2)
    shelf = app.stack.push(Shelf(app, "named"))
    run(app, 2)
    shelf.open(saves.named_path("evening"))
    run(app, 3)
    press(app, pygame.K_ESCAPE)
    run(app, 10, dt=0.1)
    assert assert_clean(traced.path) > 30


def play_first_round(app, table, rng, limit=2500) -> None:
    """People play the first round by clicks (a memory-mode look is left to run out)."""
    for _ in range(limit):
        if table.match.view(None)["round"] > 1 or table.match.is_over:
            return
        top = app.stack.top
        if isinstance(top, HandOff):
            pass_cover(app, top)
        elif isinstance(top, Summary):
            click(app, top.menu.slots[0][0].widget.rect.center, frames=1)
        elif top is table and not table.motion.busy and isinstance(table.viewer, int) \
                and table.viewer in table.match.to_act() and table.held_view is None \
                and not table.holding_look():
            person_move(app, table, rng)
        else:
            run(app, 1, dt=0.1)


def test_hounds_seven_seats_four_people_every_frame_is_private(traced):
    app, table = traced("hounds", players=7, humans=4, seed=13)
    play_first_round(app, table, random.Random(8))
    assert table.match.step > 20
    assert assert_clean(traced.path) > 100


def test_hounds_memory_mode_every_frame_is_private(traced):
    app, table = traced("hounds", players=5, humans=2, seed=6, memory=True)
    play_first_round(app, table, random.Random(9))
    assert table.match.step > 20
    assert assert_clean(traced.path) > 200

@pytest.mark.parametrize("game_id", sorted(load_all()))
def test_continue_shows_no_title_widget_over_the_table(traced, game_id):
    entry = load_all()[game_id]
    app, table = traced(game_id, players=entry.default_players, humans=1)
    run(app, 30, dt=0.1)
    table.autosave()
    from game.storage.autosave import writer

    writer.flush()
    press(app, pygame.K_ESCAPE)
    app.stack.top.quit_to_title()
    run(app, 2)
    assert isinstance(app.stack.top, Title)
    app.stack.top.resume_autosave()
    run(app, 3)
    press(app, pygame.K_ESCAPE)  # resume from the pause menu the save opens with
    run(app, 5)
    assert isinstance(app.stack.top, (TableScene, HandOff, PauseMenu))
    assert assert_clean(traced.path) > 10


# -- the checker catches a broken screen --------------------------------------------------------

def test_the_checker_catches_a_cover_one_frame_late(traced, monkeypatch):
    late = {"frames": 0}
    real = TableScene.check_handoff

    def one_frame_late(self):
        if self.viewer is not None and isinstance(self.viewer, int) and self.viewer not in self.match.to_act():
            late["frames"] += 1
            if late["frames"] % 2:
                return  # the cover comes a frame after it should
        real(self)

    monkeypatch.setattr(TableScene, "check_handoff", one_frame_late)
    app, table = traced("pups", players=3, humans=2, seed=4)
    rng = random.Random(5)
    for _ in range(400):
        top = app.stack.top
        if isinstance(top, HandOff):
            pass_cover(app, top)
        elif isinstance(top, Summary):
            top.close()
        elif top is table and isinstance(table.viewer, int) and table.viewer in table.match.to_act() \
                and not table.motion.busy:
            table.act(table.viewer, rng.choice(table.match.legal_actions(table.viewer)))
            run(app, 1)
        else:
            run(app, 1, dt=0.1)
    assert any("addressed" in p for p in screen_truth.check(frames(traced.path)))


def test_the_checker_catches_title_widgets_left_after_continue(traced, monkeypatch):
    def open_over_without_covering(self, base, scene):
        while self.scenes and self.scenes[-1] is not base:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()
        return scene

    monkeypatch.setattr(SceneStack, "open_over", open_over_without_covering)
    traced("pups", players=4, humans=1)
    assert any("of Title is drawn under" in p for p in screen_truth.check(frames(traced.path)))


def test_the_overlap_check_finds_crossing_texts():
    entry = {"frame": 0, "texts": [["Bo takes the trick", [10, 10, 100, 20]], ["Round 2", [50, 15, 60, 20]]]}
    assert screen_truth.overlaps([entry])


def test_the_card_check_finds_a_bubble_over_a_card():
    entry = {"frame": 0, "texts": [["Dee promises 1 shift", [90, 100, 160, 20]]], "cards": [["DP5", [100, 80, 60, 90]]]}
    assert screen_truth.over_cards([entry])


def test_the_card_check_leaves_a_card_its_own_label():
    entry = {"frame": 0, "texts": [["Deathpaw", [105, 150, 50, 12]]], "cards": [["DP5", [100, 80, 60, 90]]]}
    assert not screen_truth.over_cards([entry])


def test_the_card_check_leaves_a_text_that_a_card_was_painted_over():
    entry = {"frame": 0, "texts": [["Dee promises 1 shift", [90, 100, 160, 20]]], "cards": [["DP5", [100, 80, 60, 90]]],
             "order": {"texts": [0], "cards": [1], "dimmed_cards": []}}
    assert not screen_truth.over_cards([entry])


def test_the_card_check_leaves_a_pop_up_over_cards_under_its_veil():
    entry = {"frame": 0, "texts": [["Continue", [90, 100, 160, 40]]], "cards": [["DP5", [100, 80, 60, 90]]],
             "order": {"texts": [5], "cards": [1], "dimmed_cards": [0]}}
    assert not screen_truth.over_cards([entry])


def test_an_opaque_panel_painted_over_a_text_takes_it_off_the_trace(make_app, tmp_path):
    """A status line's or a choice bar's panel hides the track number wholly under it."""
    from scenes.frame import fonts, trace

    make_app()
    written = trace.start(str(tmp_path / "t.jsonl"))
    try:
        canvas = trace.TracedSurface((200, 100))
        canvas.blit(fonts.text("7", 14, (255, 255, 255)), (50, 40))
        assert [m[1] for m in trace.marks_of(canvas)] == ["7"]
        canvas.fill((16, 40, 30), pygame.Rect(20, 30, 120, 40))
        assert trace.marks_of(canvas) == []
    finally:
        trace.stop(written)


def test_a_traced_frame_reaches_the_window_unless_the_run_says_nobody_sees_it(traced, tmp_path):
    """With the trace on, the frame painted on the traced canvas is copied onto the
    window; a run that set ``show_traced`` False (tools.shots --no-pictures) leaves the
    window as it was, traces every frame still, and takes a screenshot from the canvas."""
    app, table = traced("pups", players=4, humans=1)
    app.show_traced = True  # (as every run but those that say otherwise; make_app's traced apps do)
    run(app, 2)
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(app._canvas, "RGB")
    app.show_traced = False
    app.screen.fill((255, 0, 255))
    before = len(frames(traced.path))
    run(app, 2)
    assert len(frames(traced.path)) == before + 2
    assert app.screen.get_at((5, 5))[:3] == (255, 0, 255) and app._canvas.get_at((5, 5))[:3] != (255, 0, 255)
    shot = tmp_path / "shot.png"
    app.save_screenshot(str(shot))
    assert pygame.image.tobytes(pygame.image.load(str(shot)), "RGB") == pygame.image.tobytes(app._canvas, "RGB")


def test_the_checker_catches_a_bubble_painted_over_a_card(traced, monkeypatch):
    """A table that paints a speech bubble across the top edge of a card in the hand."""
    from scenes.frame import fonts, look

    real = TableScene.draw_front

    def bubble_over_the_hand(self, surface):
        real(self, surface)
        faces = [p for p in self.placements() if p.face and p.key.startswith("hand:")]
        if faces:
            img = fonts.text("Bo: At least 2", 20, look.INK, bold=True)
            surface.blit(img, img.get_rect(center=faces[0].rect.midtop))

    monkeypatch.setattr(TableScene, "draw_front", bubble_over_the_hand)
    app, table = traced("pups", players=4, humans=1)
    run(app, 3)
    assert any("'Bo: At least 2'" in p for p in screen_truth.over_cards(frames(traced.path)))


def test_a_card_partly_under_another_stays_in_the_trace(make_app, tmp_path):
    """A fanned hand shows a strip of every card: each is face up in the trace; a card
    wholly covered by another is not."""
    from scenes.frame import trace

    make_app()
    written = trace.start(str(tmp_path / "t.jsonl"))
    try:
        canvas = trace.TracedSurface((300, 200))
        for i, code in enumerate(["F2", "F4", "L1"]):
            canvas.blit(trace.tag_card(pygame.Surface((60, 90)), code), (20 + 25 * i, 50))
        canvas.blit(trace.tag_card(pygame.Surface((60, 90)), "W3"), (200, 50))
        canvas.blit(trace.tag_card(pygame.Surface((70, 100)), "M3"), (195, 45))
        assert [m[1] for m in trace.marks_of(canvas)] == ["F2", "F4", "L1", "M3"]
    finally:
        trace.stop(written)


def _random_game(game_id, players, seed, moves):
    """A game of random legal moves: its record and the steps that scored a round."""
    game = new_game(game_id, players=players, seed=seed)
    rng = random.Random(seed)
    scored = []
    while game.step < moves and not game.is_over:
        seat = game.to_act()[0]
        if any(e.kind == "round_scored" for e in game.apply(seat, rng.choice(game.legal_actions(seat)))):
            scored.append(game.step)
    return game.record(), scored


def _trace_of(record, frames):
    """Trace lines of ``record`` drawn at (step, scenes) frames, publicly (no viewer)."""
    out = []
    for n, (step, scenes) in enumerate(frames):
        entry = {"frame": n, "step": step, "scenes": scenes, "widgets": [], "humans": [], "addressed": [],
                 "viewer": None, "face_up": [], "moves": record["actions"] if n == 0 else []}
        if n == 0:
            entry["game"] = {k: record[k] for k in ("game", "version", "players", "seed", "options", "deck")}
        out.append(entry)
    return out


def test_a_round_end_checked_in_one_trace_is_not_taken_for_another_games_step():
    pups, pups_ends = _random_game("pups", 4, 1, 200)
    end = pups_ends[0]
    hounds, hounds_ends = _random_game("hounds", 5, 1, end + 2)
    assert end not in hounds_ends and end + 1 not in hounds_ends
    table = ["Table"]
    with_summary = _trace_of(pups, [(end - 1, table), (end, table), (end, table + ["RoundSummary"]), (end + 1, table)])
    plain = _trace_of(hounds, [(end - 1, table), (end, table), (end + 1, table)])
    for _ in range(10):  # one checked trace after another, as the shot tests check theirs
        assert screen_truth.check(with_summary) == []
        assert screen_truth.check(plain) == []


def test_the_checker_catches_a_round_end_drawn_past_without_its_summary():
    pups, pups_ends = _random_game("pups", 4, 1, 200)
    end = pups_ends[0]
    trace = _trace_of(pups, [(end - 1, ["Table"]), (end, ["Table"]), (end + 1, ["Table"])])
    assert any("before the summary of the round" in p for p in screen_truth.check(trace))


def test_the_notice_check_finds_a_notice_over_a_footer():
    entry = {"frame": 0, "texts": [["Your game is kept", [20, 690, 150, 18]], ["Esc back", [600, 692, 80, 18]]],
             "notices": [["Your game is kept", [14, 688, 700, 22]]]}
    assert screen_truth.under_notices([entry])


def test_the_notice_check_leaves_a_notice_its_own_line():
    entry = {"frame": 0, "texts": [["Your game is kept", [20, 690, 150, 18]]],
             "notices": [["Your game is kept", [14, 688, 162, 22]]]}
    assert not screen_truth.under_notices([entry])


@pytest.mark.parametrize("screen", ["saved games", "replays", "replay", "settings", "setup", "rules", "title"])
def test_a_notice_stands_above_every_screens_footer(make_app, tmp_path, screen):
    from scenes.screens.settings import SettingsScreen
    from scenes.screens.pause import KEPT_NOTE
    from scenes.screens.replay import ReplayScene
    from scenes.screens.rules import RulesPage
    from scenes.screens.setup import Seating
    from scenes.screens.shelf import Shelf
    from tools.shots import a_whole_game

    path = tmp_path / "trace.jsonl"
    app = make_app(size=(1920, 1080), trace=str(path))
    app.stack.push(Title.of(app))
    catalog = load_all()
    make = {"saved games": lambda: Shelf(app, "named"), "replays": lambda: Shelf(app, "finished"),
            "replay": lambda: ReplayScene(app, a_whole_game("pups", 4, 3)), "settings": lambda: SettingsScreen(app),
            "setup": lambda: Seating(app, catalog["pups"]),
            "rules": lambda: RulesPage(app, catalog["pups"], app.card_art("pups", catalog["pups"].art)),
            "title": lambda: None}[screen]
    scene = make()
    if scene is not None:
        app.stack.push(scene)
    app.notices.append(KEPT_NOTE)
    run(app, 3)
    drawn = frames(path)
    assert drawn[-1]["notices"] and not screen_truth.under_notices(drawn)
