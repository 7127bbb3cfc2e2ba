"""The same events in the same frames give the same result on any machine: menus
are whole before they take a key, and bots act on game time however slowly their
worker thread thinks."""
import time

import pygame

from game import new_game
from game.bots import make_bot
from game.storage import saves
from scenes.catalog import load_all
from scenes.screens.setup import Seating
from scenes.table.scene import TableScene
from scenes.screens.title import Title
from tests.scenes.conftest import key, run


def test_a_setup_menu_has_every_row_when_it_opens(make_app):
    app = make_app()
    app.stack.push(Title.of(app))
    app.stack.push(Seating.of(app, load_all()["pooch"], key="pooch"))
    menu = app.stack.top.menu
    assert menu.ready and len(menu.slots) == len(menu.items())


def enter_enter_in_one_frame(make_app):
    app = make_app()
    app.stack.push(Title.of(app))
    run(app, 1)
    for _ in range(2):
        pygame.event.post(key(pygame.K_RETURN))
    run(app, 1)
    return app


def test_enter_enter_in_one_frame_reaches_the_table(make_app):
    assert isinstance(enter_enter_in_one_frame(make_app).stack.top, TableScene)


def test_enter_enter_keeps_the_default_player_count(make_app):
    app = enter_enter_in_one_frame(make_app)
    assert len(app.stack.top.match.names) == load_all()["pups"].default_players


def test_a_setup_opened_again_is_the_same_screen_with_its_choices(make_app):
    app = make_app()
    app.stack.push(Title.of(app))
    entry = load_all()["pups"]
    first = app.stack.push(Seating.of(app, entry, key="pups"))
    first.set_count(entry.max_players)
    app.stack.pop()
    again = app.stack.push(Seating.of(app, entry, key="pups"))
    assert again is first and again.count == entry.max_players


class SlowBot:
    """A bot whose thinking takes real time (a busy machine)."""

    def __init__(self, bot, seconds):
        self.bot, self.seconds = bot, seconds
        self.wants_updates = bot.wants_updates

    def choose(self, view, legal):
        time.sleep(self.seconds)
        return self.bot.choose(view, legal)

    def observe(self, view):
        self.bot.observe(view)

    def reaction_time(self, view, action):
        return self.bot.reaction_time(view, action)


def bot_steps_by_frame(make_app, think_seconds: float, game_id="pooch", frames=240) -> list[int]:
    app = make_app()
    app.stack.push(Title.of(app))
    entry = load_all()[game_id]
    game = new_game(game_id, players=entry.default_players, seed=11)
    seats = [saves.Seat(n, False, "normal") for n in game.names]
    table = entry.table(app, game, seats)
    for seat, bot in list(table.match.auto.bots.items()):
        table.match.auto.bots[seat] = SlowBot(make_bot(game_id, "normal", seat, seed=game.seed), think_seconds)
    app.stack.push(table)
    steps = []
    for _ in range(frames):
        app.step(1 / 60)
        steps.append(game.step)
    table.match.auto.close()
    return steps


def test_real_time_bots_act_in_the_same_frames_however_slowly_they_think(make_app):
    fast = bot_steps_by_frame(make_app, 0.0)
    assert fast[-1] > 0 and fast == bot_steps_by_frame(make_app, 0.15)


def test_turn_based_bots_act_in_the_same_frames_however_slowly_they_think(make_app):
    fast = bot_steps_by_frame(make_app, 0.0, game_id="pups", frames=150)
    assert fast[-1] > 0 and fast == bot_steps_by_frame(make_app, 0.25, game_id="pups", frames=150)


def test_only_the_most_recently_opened_screens_keep_their_widgets(make_app):
    """Each kept setup holds some 20 MB of widgets: past KEEP_AT_MOST the oldest lets go
    (and is built again, whole, when next opened); the title is always kept."""
    app = make_app()
    title = Title.of(app)
    app.stack.reset(title)
    run(app, 1)
    opened = []
    for entry in load_all().values():
        setup = Seating.of(app, entry, key=entry.id)
        app.stack.push(setup)
        run(app, 1)
        app.stack.pop()
        run(app, 1)
        opened.append(setup)
    app.KEEP_AT_MOST = 2
    app.stack.push(Seating.of(app, opened[-1].entry, key=opened[-1].entry.id))
    run(app, 1)
    assert opened[0].ui is None and not opened[0].keep_widgets
    assert opened[-1].keep_widgets and title.keep_widgets and title.ui is not None
    assert Seating.of(app, opened[0].entry, key=opened[0].entry.id) is not opened[0]


def _pooch_table(app):
    from scenes.pooch.table import PoochTable

    game = new_game("pooch", players=4, seed=2)
    return PoochTable(app, game, [saves.Seat(n, False, "normal") for n in game.names])


def test_a_table_made_for_a_scripted_picture_decides_its_bots_in_the_frame_thread(make_app):
    from game.autoplay import Autoplay
    from scenes.table.scene import bots_in_frame_thread
    from game.match.thinking import ThinkingAutoplay

    app = make_app()
    with bots_in_frame_thread():
        table = _pooch_table(app)
    assert type(table.match.auto) is Autoplay and not isinstance(table.match.auto, ThinkingAutoplay)
    assert table.threaded_bots is False  # its hints too, for the table's whole life


def test_a_scripted_picture_leaves_later_tables_thinking_on_their_worker_thread(make_app):
    from scenes.pooch.table import PoochTable
    from scenes.table.scene import bots_in_frame_thread
    from game.match.thinking import ThinkingAutoplay

    app = make_app()
    with bots_in_frame_thread():
        _pooch_table(app)
    assert "threaded_bots" not in vars(PoochTable)  # no flag of its own to outlive a test's patch
    later = _pooch_table(app)
    assert isinstance(later.match.auto, ThinkingAutoplay)
    later.match.auto.close()
