"""What a new player reads and sees at the Pups and Hounds tables: why a trick or shift
was won (held on the table for the setting's time or until a click), the keyboard's
card, a click during an animation, and card names instead of codes."""
import pygame
import pytest

from game import new_game
from scenes.frame import fonts, look
from game.storage import settings
from scenes.hounds.table import HoundsTable
from scenes.hounds.words import move_words as hounds_move_words, shift_reason
from scenes.table.layout import Placement
from scenes.table.motion import Caption
from scenes.pups.table import PupsTable
from scenes.pups.words import in_words, move_words, trick_reason
from game.storage.saves import Seat
from tests.scenes.conftest import click, key, run


@pytest.fixture
def pups_at(make_app, monkeypatch):
    """A Pups table where the person (seat 0) is to play the last card of a trick."""
    monkeypatch.setattr(PupsTable, "threaded_bots", False)

    def build(animation="normal", hold="normal"):
        game = new_game("pups", players=4, seed=11, options={"first_leader": 1})
        for _ in range(400):
            view = game.view(None)
            seat = game.to_act()[0]
            if seat == 0 and view["phase"] == "showdown" and len(view["showdown"]["plays"]) == 3:
                break
            game.apply(seat, game.legal_actions(seat)[0])
        app = make_app(animation=animation)
        app.settings.trick_hold = hold
        table = PupsTable(app, game, [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)])
        table.resumed = True
        app.stack.push(table)
        run(app, 1)
        return app, table

    return build


def captions(table):
    return [i for beat in table.motion.beats for i in beat if isinstance(i, Caption)]


def test_a_won_trick_says_which_card_won_and_why(pups_at):
    app, table = pups_at()
    table.act(0, table.match.legal_actions(0)[0])
    shown = captions(table)
    assert shown and "takes the trick" in shown[0].text
    assert "highest" in shown[0].text or "only Alpha" in shown[0].text


def test_the_reason_names_the_cards_and_the_sum():
    data = {"seat": 1, "plays": [
        {"seat": 0, "card": "F3", "mutt": None, "cards": ["F3"], "suit": "F", "total": 3},
        {"seat": 1, "card": "W7", "mutt": "M2", "cards": ["W7", "M2"], "suit": "W", "total": 9},
        {"seat": 2, "card": "W4", "mutt": None, "cards": ["W4"], "suit": "W", "total": 4}]}
    text = trick_reason(data, ["Ann", "Bo", "Cy"], "W")
    assert text == "Bo takes the trick: Working Dogs 7 + Mutt +2 = 9, the highest Alpha"


def test_a_worked_shift_says_which_hound_was_hardest():
    data = {"seat": 2, "shift": 3, "cards": [[0, "TD3"], [1, "DP5"], [2, "SU2"]], "badness": 0}
    assert shift_reason(data, ["Ann", "Bo", "Cy"]) == "Cy works shift 3: Deathpaw 5 is the hardest dog"


def test_a_finished_trick_stays_on_the_table_for_the_setting_seconds(pups_at):
    app, table = pups_at(hold="long")
    table.act(0, table.match.legal_actions(0)[0])
    run(app, 60 * 3)  # three seconds: the card has landed, the trick is still held
    assert captions(table)
    run(app, 60 * 2)
    assert not captions(table)


def test_a_finished_trick_held_until_a_click_goes_at_the_click(pups_at):
    app, table = pups_at(hold="until a click")
    table.act(0, table.match.legal_actions(0)[0])
    step = table.match.step
    run(app, 60 * 20)
    assert captions(table) and table.match.step == step  # the bots wait for it too
    click(app, (5, app.screen.get_height() // 2), frames=1)
    assert not captions(table)


def test_the_trick_hold_setting_is_checked_by_the_schema():
    s, problems = settings.from_fields({"trick_hold": b'"forever"'})
    assert s.trick_hold == "normal" and problems
    s, problems = settings.from_fields({"trick_hold": b'"until a click"'})
    assert s.trick_hold == "until a click" and not problems and s.trick_seconds is None


def test_a_click_on_a_card_during_an_animation_skips_it_and_plays_the_card(pups_at):
    app, table = pups_at()
    table.say("")
    table.motion.then(Caption(duration=5.0, text="busy"))
    card = next(p for p in table.placements() if p.legal)
    steps = table.match.step
    click(app, card.rect.center, frames=1)
    assert table.match.step > steps or table.selected is not None


def test_the_keyboard_card_is_lifted_and_ringed_apart_from_the_glow(make_app):
    app = make_app()
    game = new_game("pups", players=4, seed=11)
    table = PupsTable(app, game, [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)])
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(150, 100, 80, 112)
    table.draw_cards(surface, [Placement("hand:0:F1#0", "F1", rect, legal=True, focus=True)])
    lifted = rect.move(0, -round(rect.h * table.focus_lift))
    assert lifted.top < rect.top
    assert surface.get_at((lifted.centerx, lifted.top - 6))[:3] == look.FOCUS  # the ring, outside the glow's
    assert surface.get_at((lifted.centerx, lifted.bottom + 12))[:3] == look.FOCUS  # the caret under it
    assert look.FOCUS != look.GLOW


def test_messages_chips_and_the_replay_say_card_names_not_codes():
    assert in_words("You must follow Lap Dogs (you hold L4, L5)") == \
        "You must follow Lap Dogs (you hold Lap Dogs 4, Lap Dogs 5)"
    assert move_words("play W7+M2") == "play Working Dogs 7 + Mutt +2"
    assert move_words("bid atleast 2") == "bid at least 2"
    assert hounds_move_words("play 0", ["Ann"]) == "play slot 1"
    assert hounds_move_words("baddog TD", ["Ann"]) == "the bad dog: Tom Dire"


def test_the_play_button_and_the_mutt_prompt_use_card_names(pups_at):
    app, table = pups_at(animation="instant")
    view = table.view()
    for card in view["hand"]:
        if table.addons(card) and card in table.bases():
            table.selected = card
            table.touch()
            table.update_bar(view)
            labels = " ".join(c.label for c in table.bar.chips) + " " + table.bar.prompt
            assert "Mutt +" in labels and "Play " in labels
            assert not any(code in labels.split() for code in ("M1", "M2", "M3", card))
            return
    pytest.skip("no card with a Mutt to add in this hand")


def test_a_seat_panel_spells_out_top_dogs_and_saved_zero_bids(make_app, tmp_path, monkeypatch):
    from tests import screen_truth

    monkeypatch.setattr(PupsTable, "threaded_bots", False)
    path = tmp_path / "trace.jsonl"
    app = make_app(trace=str(path))
    game = new_game("pups", players=4, seed=11)
    app.stack.push(PupsTable(app, game, [Seat(n, i == 0, "normal") for i, n in enumerate(game.names)]))
    run(app, 2)
    texts = [t for e in screen_truth.load(path) for t, _ in e["texts"]]
    assert any("Top Dogs" in t and "saved zero bids" in t for t in texts)
    assert not any(" TD" in t for t in texts)


@pytest.fixture
def hounds_at(make_app, monkeypatch):
    from tools.moments.hounds import advance, table_for

    monkeypatch.setattr(HoundsTable, "threaded_bots", False)

    def build(stop, humans=(0,), size=(1280, 720), players=5, seed=3):
        app = make_app(size=size)
        game = new_game("hounds", players=players, seed=seed, options={"first_leader": 0})
        advance(game, stop, seed=seed)
        table = table_for(app, game, humans)
        app.stack.push(table)
        run(app, 2)
        return app, table

    return build


def test_the_focused_slot_in_hounds_is_ringed_and_stays_under_its_name_line(hounds_at):
    from tools.moments.hounds import phase_is

    app, table = hounds_at(phase_is("play", 0))
    focused = [p for p in table.placements() if p.focus]
    assert len(focused) == 1
    surface = pygame.Surface(app.screen.get_size())
    table.draw_cards(surface, focused)
    rect = focused[0].rect
    assert surface.get_at((rect.centerx, rect.top - 6))[:3] == look.FOCUS
    label = table.geo().stands[0].label
    assert rect.top >= label.bottom  # not lifted over "Ann (you) promised ..."


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_a_hounds_banner_about_a_seat_lies_in_free_felt_not_on_a_stand(hounds_at, size):
    from tools.moments.hounds import phase_is

    app, table = hounds_at(phase_is("promise"), humans=(), size=size)
    g = table.geo()
    for seat in range(table.match.players):
        text = f"{table.match.names[seat]} promises 3 shifts"
        banner = table.banner(text, table.seat_point(seat), 18)
        box = pygame.Rect((0, 0), fonts.font(banner.size, bold=True).size(text))
        box.center = banner.centre
        assert not any(box.colliderect(b.box) for b in g.stands.values()), (seat, banner.centre)


def test_a_finished_shift_is_held_with_its_reason(hounds_at, make_app):
    from tools.moments.hounds import phase_is

    app, table = hounds_at(lambda g: g.view(None)["phase"] == "play" and len(g.view(None)["shift"]["cards"]) == 4,
                           humans=(4,))
    app.settings.animation = "normal"
    seat = table.match.to_act()[0]
    table.act(seat, table.match.legal_actions(seat)[0])
    shown = captions(table)
    assert shown and "is the hardest dog" in shown[0].text
    assert table.last_reason == shown[0].text
