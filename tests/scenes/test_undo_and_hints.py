"""Undo (Ctrl+Z) and the hint key (H) at a table, through real key presses."""
import pygame
import pytest

from game import new_game, replay
from game.hints import hint_bot
from scenes.pups.table import PupsTable
from game.storage.saves import Seat
from tests.scenes.conftest import key, run, lift_cover


@pytest.fixture
def pups_table(make_app, monkeypatch):
    monkeypatch.setattr(PupsTable, "threaded_bots", False)

    def build(seed=11, players=4, level="normal"):
        app = make_app()
        game = new_game("pups", players=players, seed=seed, options={"first_leader": 0})
        seats = [Seat(n, i == 0, level) for i, n in enumerate(game.names)]
        table = PupsTable(app, game, seats)
        app.stack.push(table)
        run(app, 1)
        return app, table

    return build


def ctrl_z(app, frames=2):
    pygame.event.post(key(pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a"))
    run(app, frames)


def press_h(app, frames=2):
    pygame.event.post(key(pygame.K_h, unicode="h"))
    run(app, frames)


def settle(app, table, frames=400):
    """Run frames until the person is to act with nothing moving."""
    for _ in range(frames):
        if app.stack.top is table and not table.motion.busy and table.my_turn(table.view()):
            return
        run(app, 1, dt=0.25)
    raise AssertionError("the person never got a move")


def test_ctrl_z_takes_back_a_bid_and_the_bots_bids_after_it(pups_table):
    app, table = pups_table()
    settle(app, table)
    before = table.match.view(0)
    table.act(0, "bid exactly 0")
    for _ in range(200):  # until two bots have bid after it
        if len(table.match.record()["actions"]) >= 3:
            break
        run(app, 1, dt=0.1)
    assert table.match.view(0)["phase"] == "bid" and len(table.match.record()["actions"]) == 3
    ctrl_z(app)
    fresh = app.stack.top
    assert fresh is not table and isinstance(fresh, PupsTable)
    assert fresh.match.record()["actions"] == []
    assert fresh.match.view(0) == before
    assert "taken back" in fresh.message


def test_the_taken_back_move_is_not_in_the_autosave(pups_table, data_dir):
    import json

    from game.storage.autosave import writer

    app, table = pups_table()
    settle(app, table)
    table.act(0, "bid exactly 0")
    run(app, 1)
    writer.flush()
    assert json.loads((data_dir / "autosave.json").read_text())["record"]["actions"]
    ctrl_z(app)
    run(app, 1)
    writer.flush()  # the helper thread writes it once the frame is drawn
    saved = json.loads((data_dir / "autosave.json").read_text())
    assert saved["record"]["actions"] == app.stack.top.match.record()["actions"] == []


def test_a_refused_undo_says_why(pups_table):
    app, table = pups_table()
    settle(app, table)
    ctrl_z(app)
    assert app.stack.top is table
    assert table.message == "No undo: you have not made a move yet"


def test_undo_is_refused_once_a_bot_has_shown_a_card(pups_table):
    app, table = pups_table()
    game = table.match
    for _ in range(4000):
        view = game.view(0)
        if view["phase"] == "showdown" and view["showdown"]["plays"] and \
                any(entry[0] == 0 for entry in game.record()["actions"]) and \
                game.record()["actions"][-1][0] != 0 and game.record()["actions"][-1][1].startswith("play"):
            break
        if app.stack.top is table and not table.motion.busy and table.my_turn(view):
            table.act(0, game.legal_actions(0)[0])
        elif app.stack.top is not table:
            app.stack.pop()
        run(app, 1, dt=0.25)
    steps = len(game.record()["actions"])
    ctrl_z(app)
    assert app.stack.top is table and len(table.match.record()["actions"]) == steps
    assert table.message.startswith("No undo: ")


def test_h_rings_the_hard_bots_move_with_its_reason(pups_table):
    app, table = pups_table()
    settle(app, table)
    press_h(app)
    shown = table.hints.current(table)
    game = table.match
    expected = hint_bot("pups", 0, f"{game.seed}:{game.step}").choose(game.view(0), game.legal_actions(0))
    assert shown is not None and shown.action == expected
    assert shown.reason.lower().startswith(("bid", "rebid"))
    assert table.hints.rects(table, shown.action)


def test_hints_used_are_counted_per_game(pups_table):
    app, table = pups_table()
    settle(app, table)
    press_h(app)
    assert app.stats.hints.get("pups") == 1


def test_h_when_it_is_not_your_move_says_so(pups_table):
    app, table = pups_table(seed=11)
    table.viewer = 0
    table.match.act(0, table.match.legal_actions(0)[0])
    table.touch()
    press_h(app, frames=1)
    assert table.message == "No hint: it is not your move"


def test_a_bot_thinking_in_the_background_is_dropped_on_undo(make_app):
    app = make_app()
    game = new_game("pups", players=4, seed=11, options={"first_leader": 0})
    seats = [Seat(n, i == 0, "hard") for i, n in enumerate(game.names)]
    table = PupsTable(app, game, seats)  # bots on their worker thread
    app.stack.push(table)
    run(app, 1)
    table.act(0, "bid exactly 0")
    run(app, 1)  # Bo starts thinking
    ctrl_z(app, frames=1)
    fresh = app.stack.top
    assert fresh is not table and fresh.match.record()["actions"] == []
    run(app, 30, dt=0.25)
    assert fresh.match.record()["actions"] == [] and fresh.match.to_act() == [0]
    assert table.match is fresh.match  # the match itself went back: Bo's old thought landed nowhere


def test_ctrl_z_on_the_hand_off_screen_takes_the_move_back_behind_a_cover_passing_to_who_made_it(make_app, monkeypatch):
    from scenes.table.handoff import HandOff

    monkeypatch.setattr(PupsTable, "threaded_bots", False)
    app = make_app()
    game = new_game("pups", players=3, seed=4, options={"first_leader": 0})
    seats = [Seat(n, i < 2, "normal") for i, n in enumerate(game.names)]
    table = PupsTable(app, game, seats)
    app.stack.push(table)
    run(app, 1)
    lift_cover(app)
    table.act(0, "bid exactly 0")
    run(app, 3)
    assert isinstance(app.stack.top, HandOff)
    ctrl_z(app)
    cover = app.stack.top
    assert isinstance(cover, HandOff) and cover.seat == 0  # whoever pressed it does not see Ann's hand
    fresh = cover.table
    assert fresh is not table and fresh.viewer is None and fresh.match.record()["actions"] == []


@pytest.mark.parametrize("game_id,players,options", [
    ("hounds", 3, {"mode": "single"}), ("hounds", 4, None), ("heaveho", 2, {"sort": "skip"})])
def test_h_and_ctrl_z_work_at_every_turn_based_table(make_app, monkeypatch, game_id, players, options):
    from scenes.catalog import load_all
    from scenes.table.scene import TableScene

    monkeypatch.setattr(TableScene, "threaded_bots", False)
    app = make_app()
    game = new_game(game_id, players=players, seed=5, options=options)
    seats = [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)]
    table = load_all()[game_id].table(app, game, seats)
    app.stack.push(table)
    for _ in range(800):
        if app.stack.top is table and not table.motion.busy and game.to_act() == [0] \
                and game.legal_actions(0) and not table.real_time_now():
            break
        if app.stack.top is not table:
            app.stack.pop()
        run(app, 1, dt=0.25)
    press_h(app)
    shown = table.hints.current(table)
    expected = hint_bot(game_id, 0, f"{game.seed}:{game.step}").choose(game.view(0), game.legal_actions(0))
    assert shown is not None and shown.action == expected and shown.reason
    steps = game.step
    assert table.act(0, shown.action)
    ctrl_z(app)
    top = app.stack.top
    if top is table:
        assert table.message.startswith("No undo: ")
    else:
        assert top.match.step == steps and top.match.view(0) == replay(game.record(), upto=steps).view(0)


def test_the_statistics_page_lists_hints_used_and_games_learned(make_app):
    from scenes.screens.statistics import StatisticsPage

    app = make_app()
    app.stats.add_hint("pups")
    app.stats.add_hint("pups")
    app.stats.learned.append("pups")
    page = StatisticsPage(app)
    assert page.notes() == "Hints used: Pups 2  ·  Learned: Pups"


def test_hints_and_lessons_survive_saving_the_statistics(data_dir):
    from game.storage.statistics import Statistics

    stats = Statistics()
    stats.add_hint("hounds")
    stats.lessons["pups"] = 4
    stats.save()
    loaded, problem = Statistics.load()
    assert problem is None
    assert loaded.hints == {"hounds": 1} and loaded.lessons == {"pups": 4} and loaded.learned == []


def pups_table_at_a_mutt_choice(make_app):
    """Pups with the person (seat 0) to play and a card in hand that may take a Mutt."""
    game = new_game("pups", players=4, seed=1, options={"first_leader": 0})
    for _ in range(400):
        seat = game.to_act()[0]
        if seat == 0 and game.view(None)["phase"] == "showdown" and any(
                len(getattr(a, "cards", ())) == 2 for a in game.legal_actions(0)):
            break
        game.apply(seat, game.legal_actions(seat)[0])
    app = make_app()
    table = PupsTable(app, game, [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)])
    table.resumed = True
    app.stack.push(table)
    run(app, 1)
    base = next(a for a in game.legal_actions(0) if len(getattr(a, "cards", ())) == 2).card
    return app, table, base


def test_a_hint_steps_aside_while_a_selected_card_waits_for_its_mutt(make_app, monkeypatch):
    monkeypatch.setattr(PupsTable, "threaded_bots", False)
    app, table, base = pups_table_at_a_mutt_choice(make_app)
    press_h(app)
    assert table.hints.showing(table)
    table.pick(base, table.view())
    run(app, 1)
    assert table.bar.prompt.startswith("Add a Mutt?") and table.hints.showing(table) == []


def test_a_hint_comes_back_when_the_selection_is_cleared(make_app, monkeypatch):
    monkeypatch.setattr(PupsTable, "threaded_bots", False)
    app, table, base = pups_table_at_a_mutt_choice(make_app)
    press_h(app)
    table.pick(base, table.view())
    run(app, 1)
    pygame.event.post(key(pygame.K_BACKSPACE))
    run(app, 2)
    assert table.selected is None and table.hints.showing(table)


def test_a_hint_steps_aside_while_a_picked_bye_bye_waits_for_its_choice(make_app, monkeypatch):
    from tools.moments import heaveho as moments
    from scenes.table.scene import TableScene

    monkeypatch.setattr(TableScene, "threaded_bots", False)
    hand = ["R2", "W3", "A-bye-bye", "A-change-sides", "G3!", "N6"]
    game = new_game("heaveho", players=2, seed=3, options={"sort": "skip"},
                    deck=moments.stacked(["W4", "B1", "G2", "R0", "B3", "G1"], hand + ["B2", "R1", "G0"]))
    moments.fill_board(game, per_space=1, keep=hand, until_turn=1)
    app = make_app()
    table = moments.make_table(app, humans=(1,), game=game)
    app.stack.push(table)
    run(app, 2)
    press_h(app)
    assert table.hints.showing(table)
    table.pick("A-bye-bye", table.view())
    run(app, 1)
    assert table.bar.active and table.hints.showing(table) == []
