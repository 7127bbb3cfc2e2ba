"""Pass-and-play as friends at one table play it, through the real app with the frame
trace on: the cover between two people is lifted only on purpose (Space, or a held
click, after a lock-out) and never by the keys and clicks that play; every way into a
table with two or more people starts covered; the table's public moments (a trick as
it ends, and why) stay in sight under the cover; each person keeps their own focus."""
import time

import pygame
import pytest

from game import new_game, replay
from game.storage import saves
from game.storage.autosave import writer
from scenes.catalog import load_all
from scenes.table.handoff import HandOff
from scenes.screens.pause import PauseMenu
from game.storage.saves import Seat
from scenes.table.scene import TableScene
from scenes.screens.title import Title
from tests import screen_truth
from tests.scenes.conftest import click, key, lift_cover, pass_cover, press, run

FRAME = 1 / 60
#: frames in the lock-out of a cover (a press that starts sooner is not a reveal)
LOCKOUT_FRAMES = round(HandOff.LOCKOUT / FRAME)


@pytest.fixture
def people(make_app, tmp_path, monkeypatch):
    """A table with people in the seats given, opened as the title opens one, traced."""
    monkeypatch.setattr(TableScene, "threaded_bots", False)
    path = tmp_path / "trace.jsonl"

    def build(game_id, players, humans, seed=4, animation="instant", **options):
        app = make_app(trace=str(path), animation=animation)
        app.stack.push(Title.of(app))
        game = new_game(game_id, players=players, seed=seed, options=options or None)
        seats = [Seat(n, i in humans, "normal") for i, n in enumerate(game.names)]
        table = load_all()[game_id].table(app, game, seats)
        app.open_over_title(table)
        run(app, 1)
        return app, table

    build.path = path
    return build


def frames_after(path, frame: int) -> list[dict]:
    return [e for e in screen_truth.load(path) if e["frame"] >= frame]


def first_chip(table):
    bar = table.bar
    return next(rect.center for chip, rect in zip(bar.chips, bar.rects) if chip.enabled)


def ann_bids(table) -> int:
    return sum(1 for seat, notation, _ in table.match.record()["actions"] if seat == 0 and notation.startswith("bid"))


# -- a deliberate reveal -----------------------------------------------------------------------

def test_a_double_click_on_a_bid_chip_bids_once_and_never_shows_the_next_hand(people):
    app, table = people("pups", 3, (0, 1), first_leader=0)
    lift_cover(app)
    assert table.viewer == 0 and table.my_turn(table.view())
    start = app.frame
    spot = first_chip(table)
    click(app, spot, frames=9)   # the second click 150 ms after the first
    click(app, spot, frames=60)
    assert ann_bids(table) == 1
    assert isinstance(app.stack.top, HandOff) and app.stack.top.name == "Bo" and table.viewer is None
    assert all(e["viewer"] in (0, None) for e in frames_after(people.path, start))


def test_enter_pressed_three_times_after_a_bid_never_lifts_the_cover(people):
    app, table = people("pups", 3, (0, 1), first_leader=0)
    lift_cover(app)
    start = app.frame
    for _ in range(3):  # Enter Enter Enter, 150 ms apart: the first bids the focused chip
        press(app, pygame.K_RETURN, frames=9)
    run(app, 60)
    assert ann_bids(table) == 1 and isinstance(app.stack.top, HandOff) and table.viewer is None
    assert all(e["viewer"] in (0, None) for e in frames_after(people.path, start))


def test_enter_pressed_three_times_after_a_tug_move_never_lifts_the_cover(people):
    app, table = people("heaveho", 2, (0, 1), sort="skip")
    lift_cover(app)
    looking = table.viewer
    steps = table.match.step
    start = app.frame
    for _ in range(3):
        press(app, pygame.K_RETURN, frames=9)
    run(app, 60)
    assert table.match.step == steps + 1  # the first Enter played the card, the others did nothing
    assert isinstance(app.stack.top, HandOff) and table.viewer is None
    assert [e["viewer"] for e in frames_after(people.path, start) if e["viewer"] not in (None, looking)] == []


def test_space_pressed_within_the_lock_out_does_not_lift_the_cover(people):
    app, table = people("pups", 3, (0, 1), first_leader=0)
    lift_cover(app)
    table.act(0, table.match.legal_actions(0)[0])
    run(app, 2)
    cover = app.stack.top
    assert isinstance(cover, HandOff) and cover.seat == 1
    press(app, pygame.K_SPACE, frames=1)
    assert app.stack.top is cover and table.viewer is None


def test_space_pressed_after_the_lock_out_lifts_the_cover_for_the_person_named(people):
    app, table = people("pups", 3, (0, 1), first_leader=0)
    lift_cover(app)
    table.act(0, table.match.legal_actions(0)[0])
    run(app, LOCKOUT_FRAMES + 4)
    press(app, pygame.K_SPACE, frames=1)
    assert app.stack.top is table and table.viewer == 1


def test_a_click_after_the_lock_out_lifts_the_cover_for_the_person_named(people):
    app, table = people("pups", 3, (0, 1), first_leader=0)
    lift_cover(app)
    table.act(0, table.match.legal_actions(0)[0])
    run(app, LOCKOUT_FRAMES + 4)
    click(app, (640, 360), frames=2)  # down and up at once, as the cover's words ask
    assert app.stack.top is table and table.viewer == 1


def test_a_click_within_the_lock_out_does_not_lift_the_cover(people):
    app, table = people("pups", 3, (0, 1), first_leader=0)
    lift_cover(app)
    table.act(0, table.match.legal_actions(0)[0])
    run(app, 2)
    cover = app.stack.top
    assert isinstance(cover, HandOff) and cover.seat == 1
    click(app, (640, 360), frames=1)
    assert app.stack.top is cover and table.viewer is None


def test_the_cover_says_how_to_reveal(people):
    app, table = people("pups", 3, (0, 1), first_leader=0)
    run(app, LOCKOUT_FRAMES + 4)
    texts = [t for t, _ in screen_truth.load(people.path)[-1]["texts"]]
    assert "Pass to Ann" in texts and any("press Space or click" in t for t in texts)


# -- every way in starts covered --------------------------------------------------------------------

def first_table_frame(path, since: int) -> dict:
    return next(e for e in frames_after(path, since) if any(s.endswith("Table") for s in e["scenes"]))


def played_a_little(app, table, moves=3) -> None:
    for _ in range(400):
        top = app.stack.top
        if moves <= 0:
            return
        if isinstance(top, HandOff):
            pass_cover(app, top, dt=0.1)
        elif top is table and isinstance(table.viewer, int) and table.viewer in table.match.to_act() \
                and not table.motion.busy:
            table.act(table.viewer, table.match.legal_actions(table.viewer)[0])
            moves -= 1
            run(app, 1)
        else:
            run(app, 1, dt=0.1)


def test_a_table_with_two_people_opens_on_a_cover(people):
    app, table = people("hounds", 4, (0, 1))
    entry = first_table_frame(people.path, 0)
    assert "HandOff" in entry["scenes"] and entry["viewer"] is None


def test_continue_with_two_people_opens_on_a_cover_under_the_pause_menu(people):
    app, table = people("pups", 3, (0, 1), first_leader=0)
    played_a_little(app, table)
    table.autosave()
    writer.flush()
    app.stack.reset(Title.of(app))
    run(app, 2)
    since = app.frame
    app.stack.top.resume_autosave()
    run(app, 2)
    entry = first_table_frame(people.path, since)
    assert entry["scenes"][-2:] == ["HandOff", "PauseMenu"] and entry["viewer"] is None
    press(app, pygame.K_ESCAPE)  # resume: the cover, not a hand
    assert isinstance(app.stack.top, HandOff) and app.stack.top.table.viewer is None


def test_loading_a_save_with_two_people_opens_on_a_cover(people):
    from scenes.screens.shelf import Shelf

    app, table = people("hounds", 4, (0, 1), seed=2)
    played_a_little(app, table)
    saves.save_named(table.saved(), "evening")
    app.stack.reset(Title.of(app))
    run(app, 2)
    shelf = app.stack.push(Shelf(app, "named"))
    run(app, 2)
    since = app.frame
    shelf.open(saves.named_path("evening"))
    run(app, 2)
    entry = first_table_frame(people.path, since)
    assert "HandOff" in entry["scenes"] and entry["viewer"] is None


def test_loading_a_save_opens_on_its_cover_with_no_pause_menu_and_no_stale_message(people):
    from scenes.screens.shelf import Shelf

    app, table = people("hounds", 4, (0, 1), seed=2)
    played_a_little(app, table)
    saves.save_named(table.saved(), "evening")
    press(app, pygame.K_ESCAPE)
    app.stack.top.quit_to_title()  # "Your game is kept: Continue on the title..."
    run(app, 2)
    shelf = app.stack.push(Shelf(app, "named"))
    run(app, 2)
    since = app.frame
    shelf.open(saves.named_path("evening"))
    run(app, 30)
    shown = [e for e in frames_after(people.path, since) if any(s.endswith("Table") for s in e["scenes"])]
    assert shown and all(e["scenes"][-1] == "HandOff" for e in shown)
    assert not any("Your game is kept" in t for e in shown for t, _ in e["texts"])


def test_a_command_line_start_with_two_people_opens_on_a_cover(make_app, tmp_path, monkeypatch):
    from scenes.start import first_scene

    monkeypatch.setattr(TableScene, "threaded_bots", False)
    path = tmp_path / "trace.jsonl"
    app = make_app(trace=str(path), game="pups", players=3, humans=2, seed=5)
    app.stack.push(first_scene(app))
    run(app, 1)
    entry = first_table_frame(path, 0)
    assert "HandOff" in entry["scenes"] and entry["viewer"] is None


# -- the public moments stay in sight under the cover ------------------------------------------------

def trick_steps(record) -> dict[int, list[str]]:
    """step after each won trick -> the cards of that trick."""
    game = replay({**record, "actions": []})
    out = {}
    for seat, notation, at in record["actions"]:
        events = game.apply(seat, notation, at=at)
        for event in events:
            if event.kind == "trick_won":
                out[game.step] = [c for p in event.data["plays"] for c in (p["card"], p.get("mutt")) if c]
    return out


def play_people(app, table, until, limit=6000) -> None:
    """Both people play (the first legal move), lifting the cover as people do."""
    for _ in range(limit):
        if until():
            return
        top = app.stack.top
        if isinstance(top, HandOff):
            pass_cover(app, top, dt=FRAME)
        elif top is table and isinstance(table.viewer, int) and table.my_turn(table.view()) \
                and not table.motion.busy:
            table.act(table.viewer, table.match.legal_actions(table.viewer)[0])
            run(app, 1)
        elif hasattr(top, "on_close"):
            top.close()
        else:
            run(app, 1)
    raise AssertionError("the game did not get there")


def test_every_trick_end_shows_its_cards_and_reason_for_the_hold_time_with_two_people(people):
    app, table = people("pups", 2, (0, 1), seed=6, animation="normal", first_leader=0)
    app.settings.trick_hold = "short"  # 1 s
    play_people(app, table, lambda: len(trick_steps(table.match.record())) >= 3)
    run(app, 240)
    entries = screen_truth.load(people.path)
    hold_frames = round(app.settings.trick_seconds / FRAME)
    for step, cards in list(trick_steps(table.match.record()).items())[:3]:
        shown = [e for e in entries if e["step"] == step
                 and any("takes the trick" in t or " tie at " in t for t, _ in e["texts"])
                 and set(cards) <= set(e["face_up"])]
        assert len(shown) >= hold_frames - 2, f"the trick won at step {step} was in sight {len(shown)} frames"
        assert all(e["viewer"] in (None, *[s for s in (0, 1)]) for e in shown)


# -- each person's own focus ----------------------------------------------------------------------------

def test_each_persons_bid_starts_on_their_own_focus_not_the_last_persons(people):
    app, table = people("pups", 3, (0, 1), first_leader=0)
    lift_cover(app)
    default = table.bar.focus
    for _ in range(3):
        press(app, pygame.K_RIGHT, frames=1)
    assert table.bar.focus != default
    press(app, pygame.K_RETURN, frames=2)  # Ann bids the chip she moved to
    lift_cover(app)
    assert table.viewer == 1
    run(app, 1)
    assert table.bar.focus == default


def test_a_persons_focus_is_theirs_again_on_their_next_turn(people):
    app, table = people("hounds", 3, (0, 1), seed=3, mode="single")
    lift_cover(app)
    first = table.viewer
    for _ in range(2):
        press(app, pygame.K_RIGHT, frames=1)
    kept = table.focus_state()
    table.hand_off()  # covered between two of their choices (as after a moment for everyone)
    run(app, 2)
    assert isinstance(app.stack.top, HandOff) and app.stack.top.seat == first
    lift_cover(app)
    assert app.stack.top is table and table.viewer == first
    assert table.focus_state()["chips"] == kept["chips"]


def test_only_the_chip_enter_chooses_is_filled_gold(make_app):
    from scenes.table.controls import Chip, ChoiceBar

    make_app()
    bar = ChoiceBar()
    bar.set([Chip("Play it", "a", primary=True), Chip("Clear", "b")], "Ready?")
    bar.focus = 1
    bar.place((640, 360), (1280, 720))
    surface = pygame.Surface((1280, 720))
    bar.draw(surface)
    primary, focused = bar.rects
    assert surface.get_at((primary.left + 4, primary.centery))[:3] != (122, 90, 18)
    assert surface.get_at((focused.left + 4, focused.centery))[:3] == (122, 90, 18)


def test_the_keyboard_never_rests_on_a_greyed_card(people):
    app, table = people("pups", 2, (0,), seed=11)

    def following_with_greyed_cards():
        view = table.view()
        return (app.stack.top is table and not table.motion.busy and table.my_turn(view)
                and view["phase"] == "showdown" and any(p.dim for p in table.placements()))

    for _ in range(3000):
        if following_with_greyed_cards():
            break
        top = app.stack.top
        if top is table and table.my_turn(table.view()) and not table.motion.busy:
            table.act(0, table.match.legal_actions(0)[0])
        elif hasattr(top, "on_close"):
            top.close()
        run(app, 1, dt=0.1)
    else:
        pytest.skip("this deal never left the person greyed cards while following")
    for _ in range(len(table.view()["hand"]) + 1):
        press(app, pygame.K_RIGHT, frames=1)
        focused = [p for p in table.placements() if p.focus]
        assert focused and not focused[0].dim


def test_a_hint_moves_the_keyboard_to_the_hinted_card(people):
    app, table = people("pups", 2, (0,), seed=11, first_leader=0)
    for _ in range(3000):  # (bots and hints think on threads: a busy machine needs more frames, never a timer)
        view = table.view()
        if app.stack.top is table and table.my_turn(view) and view["phase"] == "showdown" and not table.motion.busy:
            break
        if app.stack.top is table and table.my_turn(view) and not table.motion.busy:
            table.act(0, table.match.legal_actions(0)[0])
        run(app, 1, dt=0.1)
        if table.match.bots_thinking():
            time.sleep(0.005)
    assert view["phase"] == "showdown" and table.my_turn(view)
    pygame.event.post(key(pygame.K_h, unicode="h"))
    run(app, 2)
    for _ in range(2000):
        if table.hints.current(table) is not None:
            break
        time.sleep(0.005)
        run(app, 1)
    shown = table.hints.current(table)
    assert shown is not None
    focused = next(p for p in table.placements() if p.focus)
    assert focused.face == shown.action.cards[0]


# -- You Shady Pooch! with people ---------------------------------------------------------------------------

def test_h_at_a_shared_pooch_table_hints_each_person_who_may_act(people):
    app, table = people("pooch", 4, (0, 1), seed=11, first_dealer=3)
    table.match.script_bots({})
    for _ in range(200):
        if table.live() and table.match.to_act():
            break
        run(app, 1, dt=0.1)
    acting = [s for s in (0, 1) if s in table.match.to_act() and table.match.legal_actions(s)]
    assert acting
    pygame.event.post(key(pygame.K_h, unicode="h"))
    run(app, 2)
    assert [seat for seat, _ in table.hints.current_all(table)] == acting
    assert not (table.message or "").startswith("No hint")


def test_the_pooch_pause_menu_offers_no_undo(people):
    app, table = people("pooch", 4, (0,), seed=11)
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    labels = [slot.item.label for row in menu.menu.slots for slot in row]
    assert "Hint (H)" in labels and not any(label.startswith("Undo") for label in labels)


@pytest.mark.parametrize("game_id,players,options", [("heaveho", 2, {"sort": "skip"}), ("hounds", 3, {"mode": "single"}),
                                                     ("pups", 3, {})])
def test_cards_still_moving_when_the_cover_comes_up_go_on_face_down(people, game_id, players, options):
    """At normal speed a card drawn into the last person's hand, or a turned card of
    another's stand, is still flying when the cover comes up: nobody else sees it."""
    app, table = people(game_id, players, tuple(range(players)), seed=5, animation="normal", **options)
    play_people(app, table, lambda: table.match.step >= 18 or table.match.is_over
                or table.viewer == "all" and table.match.step > 0)  # (a tug round won: the next sort is shared)
    assert table.match.step >= 6
    assert not screen_truth.check(screen_truth.load(people.path))


def test_the_keyboard_passes_over_greyed_chips(make_app):
    from scenes.table.controls import Chip, ChoiceBar

    make_app()
    bar = ChoiceBar()
    bar.set([Chip("Slot 1", "play 0"), Chip("Slot 2", None, "empty"), Chip("Slot 3", None, "empty"),
             Chip("Slot 4", "play 3")])
    assert bar.focus == 0
    bar.key(key(pygame.K_RIGHT))
    assert bar.focus == 3
    bar.key(key(pygame.K_RIGHT))
    assert bar.focus == 0
