"""You Shady Pooch! through its table: people on one keyboard (each zone's keys),
one person with the mouse, bots on the game clock, and what the screen says."""
import pygame
import pytest

from game import new_game
from game.bots import Bot
from game.pooch.cards import NUMBER, ORDER
from game.pooch.notation import PICKUP, Dogpile, Respond
from game.match import Match
from scenes.table.keys import key_code
from scenes.table.results import GameOver, Summary
from scenes.pooch.live import Shout
from scenes.pooch.table import PLAY, PoochTable
from game.storage.saves import Seat
from tests.pooch.table import stacked
from tests.scenes.conftest import click, key

FRAME = 1 / 60


@pytest.fixture
def table_for(make_app, monkeypatch):
    monkeypatch.setattr(PoochTable, "threaded_bots", False)

    def build(players=5, humans=2, seed=11, size=(1280, 720), animation="instant", level="normal", deck=None,
              **options):
        app = make_app(size=size, animation=animation)
        game = new_game("pooch", players=players, seed=seed, options=options or None, deck=deck)
        seats = [Seat(n, i < humans, level, str(i + 1) if i < humans else None) for i, n in enumerate(game.names)]
        table = PoochTable(app, game, seats)
        app.stack.push(table)
        app.step(FRAME)
        return app, table

    return build


def code(app, zone: str, action: str) -> int:
    return key_code(app.settings.zones[zone][action])


def keys(app, *presses, frames=1, dt=FRAME):
    """Post every (zone, action) press, then run frames of ``dt`` seconds: presses posted
    together are handled in one frame, in this order."""
    for zone, action in presses:
        k = code(app, zone, action)
        pygame.event.post(key(k))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    for _ in range(frames):
        app.step(dt)


def cursor_to(table, seat: int, card: str) -> list:
    """The presses that move ``seat``'s cursor onto ``card`` (its zone's right key)."""
    person = table.person(seat)
    hand = table.match.view(seat)["hand"]
    person.follow(hand)
    steps = (hand.index(card) - person.cursor) % len(hand)
    return [(person.zone, "right")] * steps


def target_to(table, seat: int, target: int) -> list:
    person = table.person(seat)
    presses = []
    t = person.target
    while t != target:
        t = (t + 1) % table.match.players
        if t == seat:
            t = (t + 1) % table.match.players
        presses.append((person.zone, "target"))
    return presses


def wait_for(app, table, condition, seconds=30.0, dt=FRAME):
    for _ in range(int(seconds / dt)):
        if condition():
            return
        app.step(dt)
    raise AssertionError("timed out")


def continue_summary(app):
    """Click Continue on the round summary (the button answers a frame later)."""
    top = app.stack.top
    assert isinstance(top, Summary)
    click(app, top.menu.slots[0][0].widget.rect.center, frames=1)
    for _ in range(5):
        if app.stack.top is not top:
            return
        app.step(FRAME)
    raise AssertionError("the summary did not close")


def policy_presses(table, seat: int, last: dict | None = None, pace: float = 0.3) -> list:
    """A simple player at the keyboard, at most one action every ``pace`` seconds:
    lead the first card at a bot, answer with the lowest card allowed (at a bot) or
    pick up, dogpile whenever a card fits."""
    game = table.match
    if last is not None and table.clock - last.get(seat, -1.0) < pace:
        return []
    view = game.view(seat)
    person = table.person(seat)
    legal = game.legal_actions(seat)
    if not legal or table.seen != table.snapshot():
        return []
    people = {p.seat for p in table.people}

    def at_a_bot(actions):
        return [a for a in actions if getattr(a, "name", None) not in people] or actions

    if view["phase"] == "lead":
        action = at_a_bot(legal)[0]
    elif view["named"] == seat:
        answers = at_a_bot([a for a in legal if isinstance(a, Respond)])
        if last is not None:
            last[seat] = table.clock
        if not answers:
            return [(person.zone, "alt")]
        action = min(answers, key=lambda a: (NUMBER[a.card] is None, NUMBER[a.card] or 0, ORDER[a.card]))
    else:
        if not table.seen.landed:
            return []
        action = next((a for a in legal if isinstance(a, Dogpile)), None)
        if action is None:
            return []
    if last is not None:
        last[seat] = table.clock
    presses = cursor_to(table, seat, action.card)
    if getattr(action, "name", None) is not None:
        presses += target_to(table, seat, action.name)
    return presses + [(person.zone, "act")]


def test_a_five_seat_game_with_two_people_on_one_keyboard_and_three_bots_plays_to_the_end(table_for):
    app, table = table_for(players=5, humans=2, seed=7)
    game = table.match
    summaries = set()
    last = {}
    for frame in range(40_000):
        top = app.stack.top
        if isinstance(top, GameOver):
            break
        if isinstance(top, Summary):
            summaries.add(id(top))
            continue_summary(app)
            continue
        presses = []
        if top is table and table.countdown <= 0 and not table.resting:
            for seat in (0, 1):
                presses += policy_presses(table, seat, last)
        keys(app, *presses, dt=1 / 30)  # (30 frames a second: the same game in half the frames)
    else:
        raise AssertionError(f"no game over after 40,000 frames (round {game.view(None)['round']})")
    assert game.is_over and game.result()["winners"]
    rounds = game.view(None)["round"]
    assert len(summaries) == rounds and len(table.history) == rounds
    people = {a[0] for a in game.record()["actions"]}
    assert {0, 1} <= people and people & {2, 3, 4}
    assert any(a[1].startswith("dogpile") and a[0] in (0, 1) for a in game.record()["actions"])


class Script(Bot):
    """A bot the test can predict: leads its lowest number at ``victim`` (seat 0),
    answers named with its lowest higher number at seat 0 or picks up, never dogpiles."""
    victim = 0

    def reaction_time(self, view, action):
        return 0.25

    def choose(self, view, legal):
        def low(actions):
            return min(actions, key=lambda a: (NUMBER[a.card], ORDER[a.card]))

        if view["phase"] == "lead":
            numbers = [a for a in legal if NUMBER[a.card] is not None and a.name in (self.victim, None)]
            return low(numbers) if numbers else legal[0]
        if view["named"] == self.seat:
            answers = [a for a in legal if isinstance(a, Respond) and NUMBER[a.card] is not None and a.name == 0]
            return low(answers) if answers else PICKUP
        return None


@pytest.fixture
def scripted(table_for, monkeypatch):
    monkeypatch.setattr(Match, "_make_bot", lambda self, seat, level: Script(seat))
    deck = stacked(["H4", "H9"], ["H3", "H2"], ["H5", "H6", "S6", "S7", "S8", "C6", "C7", "C8", "D6"], players=5)

    def build(**kwargs):
        app, table = table_for(players=5, humans=2, deck=deck, first_dealer=1, **kwargs)
        wait_for(app, table, lambda: table.countdown <= 0)
        return app, table

    return build


def test_two_zones_through_a_round_with_a_dogpile_that_wins_the_race_and_one_too_late(scripted):
    app, table = scripted()
    game = table.match
    # the bot in seat 2 leads H5 at Ann (zone 1); Bo (zone 2) and Ann line up their cards
    wait_for(app, table, lambda: game.view(None)["window"] == 1 and table.seen.landed)
    assert game.view(None)["pile"] == ["H5"] and game.view(None)["named"] == 0
    keys(app, *cursor_to(table, 1, "H3"), *cursor_to(table, 0, "H4"), *target_to(table, 0, 2))
    # one frame: Bo's dogpile is first in the queue, then Ann's answer; the dogpile lands
    # first and Ann's 4 now answers Bo's 3
    pressed_at = table.clock
    keys(app, ("2", "act"), ("1", "act"))
    view = game.view(None)
    assert view["pile"] == ["H5", "H3", "H4"] and view["pile_by"] == [2, 1, 0]
    assert game.record()["actions"][-2:] == [[1, "dogpile H3 @1", pressed_at], [0, "respond H4 name 2", pressed_at]]
    # the bot answers H6 at Ann; this time Ann's answer is first and Bo's dogpile is too late
    wait_for(app, table, lambda: game.view(None)["named"] == 0 and table.seen.landed)
    assert game.view(None)["top"] == "H6"
    keys(app, *cursor_to(table, 1, "H2"), *cursor_to(table, 0, "H9"))
    step = game.step
    keys(app, ("1", "act"), ("2", "act"))
    assert game.step == step + 1 and game.record()["actions"][-1][:2] == [0, "respond H9 name 2"]
    assert table.message == "Bo: Too late: Ann already responded"
    assert "H2" in game.view(1)["hand"]
    # the message is on screen
    table.draw(app.screen)
    # the rest of the round: both people play by keys until it is scored
    last = {}
    for _ in range(20_000):
        if isinstance(app.stack.top, Summary):
            break
        presses = []
        if table.countdown <= 0 and not table.resting:
            presses = policy_presses(table, 0, last) + policy_presses(table, 1, last)
        keys(app, *presses)
    else:
        raise AssertionError("the round did not end")
    assert game.view(None)["round"] == 2 and len(table.history) == 1
    continue_summary(app)
    assert table.countdown_seconds - 0.1 < table.countdown <= table.countdown_seconds and not table.resting
    keys(app, ("1", "act"))
    assert table.message == "Ann: Wait for the countdown"


def test_a_dogpile_pressed_while_the_naming_card_flies_is_refused_and_says_so(scripted):
    app, table = scripted(animation="normal")
    game = table.match
    wait_for(app, table, lambda: game.view(None)["window"] == 1)
    assert not table.seen.landed or table.motion.busy
    keys(app, *cursor_to(table, 1, "H3"), frames=0)
    keys(app, ("2", "act"))
    assert "land" in table.message and game.view(None)["pile"] == ["H5"]
    wait_for(app, table, lambda: table.seen.landed)
    keys(app, ("2", "act"))
    assert game.view(None)["pile"] == ["H5", "H3"]


def test_bots_count_their_reaction_from_the_landing(table_for):
    app, table = table_for(players=6, humans=0, animation="normal", level="hard", seed=3)
    assert table.match.settle == pytest.approx(PLAY)
    for _ in range(4000):
        if len(table.match.record()["actions"]) > 60:
            break
        if isinstance(app.stack.top, Summary):
            continue_summary(app)
        app.step(0.05)
    named_at = None
    checked = 0
    for seat, notation, at in table.match.record()["actions"]:
        if notation.startswith(("lead", "respond")):
            if named_at is not None and notation.startswith("respond"):
                assert at - named_at >= PLAY + 0.35 - 1e-9
                checked += 1
            named_at = at
        elif notation.startswith(("dogpile", "pickup")) and named_at is not None:
            assert at - named_at >= PLAY + 0.35 - 1e-9
            checked += 1
    assert checked > 20


def test_the_first_deal_and_ante_are_animated_during_the_countdown(table_for):
    app, table = table_for(humans=1, animation="normal")
    assert table.countdown > 0 and table.motion.busy
    hidden = table.motion.hidden()
    assert any(k.startswith("hand:0:") for k in hidden)
    wait_for(app, table, lambda: not table.motion.busy, seconds=5)
    assert table.countdown > 0 or table.match.step > 0


def test_picking_up_calls_you_shady_pooch_with_its_sound(scripted, monkeypatch):
    app, table = scripted(animation="normal")
    played = []
    monkeypatch.setattr(app.audio, "play", played.append)
    game = table.match
    wait_for(app, table, lambda: game.view(None)["window"] == 1 and table.seen.landed)
    keys(app, ("1", "alt"))
    assert game.view(None)["phase"] == "lead" and game.view(None)["leader"] == 2
    banners = [item.text for _, item in table.motion.live if isinstance(item, Shout)]
    assert "YOU SHADY POOCH!" in banners
    hidden = table.motion.hidden()
    assert "hand:0:H5#0" in hidden  # the pile sweeps into Ann's hand
    app.step(FRAME)
    assert "shout" in played


def mouse_table(table_for, monkeypatch, victim=0):
    class Bots(Script):
        pass

    Bots.victim = victim
    monkeypatch.setattr(Match, "_make_bot", lambda self, seat, level: Bots(seat))
    deck = stacked(["H4", "H9", "H3"], [], ["H5", "H6", "S6", "S7", "S8", "C6", "C7", "C8", "D6"], players=5)
    app, table = table_for(players=5, humans=1, deck=deck, first_dealer=1)
    wait_for(app, table, lambda: table.match.view(None)["window"] == 1 and table.seen.landed)
    return app, table


def click_card(app, table, card):
    placed = next(p for p in table.placements() if p.key == f"hand:0:{card}#0")
    click(app, placed.rect.center, frames=1)


def test_one_person_plays_with_the_mouse(table_for, monkeypatch):
    app, table = mouse_table(table_for, monkeypatch)
    game = table.match
    # named by Cy: select H9, then click Cy's panel to answer H9 naming Cy
    click_card(app, table, "H9")
    assert table.person(0).card == "H9" and game.view(None)["pile"] == ["H5"]
    click(app, table.geo().seats[2].panel.center, frames=1)
    assert game.view(None)["pile"] == ["H5", "H9"] and game.view(None)["named"] == 2, table.message
    # Cy cannot beat it and picks up; Ann leads H4 by clicking it twice (Cy is still her target)
    wait_for(app, table, lambda: game.view(None)["leader"] == 0)
    click_card(app, table, "H4")
    click_card(app, table, "H4")
    assert game.view(None)["pile"] == ["H4"] and game.view(None)["named"] == 2, table.message
    # Cy answers H5 at Ann: the Pick up button picks the pile up
    wait_for(app, table, lambda: game.view(None)["named"] == 0 and table.seen.landed)
    table.draw(app.screen)
    assert table.bar.active
    click(app, table.bar.rects[0].center, frames=1)
    assert game.view(None)["phase"] == "lead" and "H5" in game.view(0)["hand"]


def test_one_person_dogpiles_by_clicking_the_pile(table_for, monkeypatch):
    app, table = mouse_table(table_for, monkeypatch, victim=3)
    game = table.match
    assert game.view(None)["named"] == 3
    click_card(app, table, "H3")
    pile = next(p for p in table.placements() if p.key == "pile:0")
    click(app, pile.rect.center, frames=1)
    assert game.view(None)["pile"] == ["H5", "H3"] and game.record()["actions"][-1][1] == "dogpile H3 @1"


def test_one_person_may_use_any_zones_keys(table_for):
    app, table = table_for(players=4, humans=1, seed=2)
    person = table.person(0)
    before = person.cursor
    keys(app, ("2", "right"))
    assert person.cursor == (before + 1) % len(table.match.view(0)["hand"])
    keys(app, ("3", "target"))
    assert person.target == 2


def test_actions_wait_for_the_countdown_and_a_wrong_key_explains(table_for):
    app, table = table_for(players=4, humans=2, seed=5, first_dealer=3)
    assert table.countdown > 0
    keys(app, ("1", "act"))
    assert table.message == "Ann: Wait for the countdown" and table.match.step == 0
    wait_for(app, table, lambda: table.countdown <= 0)
    keys(app, ("2", "alt"))
    assert table.message.startswith("Bo: There is nothing to pick up")
    keys(app, ("2", "act"))
    assert table.message == "Bo: Ann leads: dogpile once someone is named"


@pytest.mark.parametrize("players,humans", [(4, 1), (5, 2), (6, 1), (6, 3), (6, 4), (4, 4)])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_table_fits_the_window(table_for, players, humans, size):
    app, table = table_for(players=players, humans=humans, size=size)
    screen = app.screen.get_rect()
    for p in table.placements():
        assert screen.contains(p.rect), f"{p.key} is off screen at {p.rect}"
    g = table.geo()
    panels = [spot.panel for spot in g.seats.values()]
    for i, a in enumerate(panels):
        assert screen.contains(a)
        for b in panels[i + 1:]:
            assert not a.colliderect(b), f"panels {a} and {b} overlap"
    ring = pygame.Rect(0, 0, 2 * g.ring_radius, 2 * g.ring_radius)
    ring.center = g.pile_centre
    for spot in g.seats.values():
        assert not ring.colliderect(spot.panel)
    table.draw(app.screen)


def test_a_finished_game_replays_from_every_view(table_for):
    from scenes.screens.replay import ReplayScene

    app, table = table_for(players=4, humans=0, seed=4)
    for _ in range(20_000):
        if isinstance(app.stack.top, GameOver):
            break
        if isinstance(app.stack.top, Summary):
            continue_summary(app)
        app.step(0.1)
    assert table.match.is_over
    replay = ReplayScene(app, table.saved())
    app.stack.push(replay)
    total = len(replay.entries)
    for i in range(total):
        if i % 7 == 0:
            pygame.event.post(key(pygame.K_v))  # every view in turn: everyone's cards, the spectators', each seat
        pygame.event.post(key(pygame.K_RIGHT))
        app.step(FRAME)
    assert replay.index == total and not replay.problem
    assert replay.table.match.view(None) == table.match.view(None)


def test_a_game_saved_mid_window_resumes_with_the_window_open(table_for, make_app):
    from scenes.resume import open_saved

    app, table = table_for(players=5, humans=2, seed=6, first_dealer=4)
    wait_for(app, table, lambda: table.countdown <= 0)
    game = table.match
    hand = game.view(0)["hand"]
    number = next(c for c in hand if c[0] in "HDCS")
    keys(app, *cursor_to(table, 0, number), *target_to(table, 0, 2), ("1", "act"))
    window = game.view(None)["window"]
    assert window is not None
    saved = table.saved()
    other = make_app()
    assert open_saved(other, saved)
    resumed = other.stack.scenes[-2]
    assert resumed.match.view(None)["window"] == window and resumed.seen.landed
    assert resumed.countdown > 0 and [p.zone for p in resumed.people] == ["1", "2"]


@pytest.mark.parametrize("palette", ["standard", "colourblind"])
def test_every_card_is_painted_and_the_four_suits_have_four_colours(make_app, palette):
    from game.pooch.cards import CODES
    from scenes.pooch import art

    make_app()
    faces = {code: pygame.image.tobytes(art.paint(code, palette), "RGBA") for code in CODES}
    assert len(set(faces.values())) == len(CODES)  # no two faces alike (the three Queens included)
    colours = [art.suit_colour(suit, palette) for suit in "HDCS"]
    assert len(set(colours)) == 4


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 5, 6])
def test_the_target_arrow_goes_round_the_pile_its_ring_the_pot_and_the_discard(table_for, size, players):
    app, table = table_for(players=players, humans=1, size=size)
    g = table.geo()
    middle = table.middle_things(table.view(), g)
    for namer in range(players):
        for named in set(range(players)) - {namer}:
            points = table.arrow_points(g.seats[namer].block, g.seats[named].block, g, middle)
            crossed = [r for r in middle[:4] if any(r.collidepoint(p) for p in points)]
            assert points and not crossed, f"{namer} -> {named} crosses {crossed}"
