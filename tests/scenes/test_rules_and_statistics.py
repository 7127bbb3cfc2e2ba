"""Rules pages readable to the end at the smallest window; statistics that say which
way a score is best; a game of one round charted as bars."""
import pygame
import pytest

from game import language

from scenes.frame import fonts
from scenes.catalog import load_all
from scenes.screens.rules import RulesPage
from scenes.screens.statistics import StatisticsPage
from scenes.screens.title import Title
from tests.scenes.conftest import run

GAMES = ["pups", "hounds", "pooch", "heaveho"]


def rules_page(make_app, game_id, size=(1024, 600), code="en"):
    app = make_app(size=size)
    if code == "pseudo":  # (the long test language: every text 40 % longer)
        from tools import pseudo

        pseudo.use()
    app.speak(code)
    entry = load_all()[game_id]
    app.stack.push(Title(app))
    page = app.stack.push(RulesPage(app, entry, app.card_art(game_id, entry.art)))
    run(app, 2)
    return app, page


@pytest.fixture
def english_afterwards():
    yield
    language.use("en")


@pytest.mark.parametrize("code", ["en", "de", "es", "pseudo"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_line_of_the_rules_fits_the_page_width(make_app, game_id, code, english_afterwards):
    app, page = rules_page(make_app, game_id, code=code)
    for _, _, what in page.page.pieces:
        if what[0] == "text":
            _, words, size, _, bold = what
            assert fonts.font(size, bold=bold).size(words)[0] <= page.page.width, words


@pytest.mark.parametrize("code, heading", [("de", "Worum es geht"), ("es", "La idea")])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_page_is_written_in_the_chosen_language(make_app, game_id, code, heading, english_afterwards):
    app, page = rules_page(make_app, game_id, code=code)
    english = load_all()[game_id].rules  # (read again in English below)
    assert page.blocks[0] == ("h", heading)
    language.use("en")
    assert [block[0] for block in english()] == [block[0] for block in page.blocks]
    untranslated = [block[1] for block, original in zip(page.blocks, english())
                    if block[0] == "p" and block[1] == original[1]]
    assert not untranslated, untranslated


@pytest.mark.parametrize("game_id", GAMES)
def test_a_long_caption_is_wrapped_at_a_word(make_app, game_id):
    app, page = rules_page(make_app, game_id)
    captions = [block[2] for block in page.blocks if block[0] == "cards" and block[2]]
    lines = [what[1] for _, _, what in page.page.pieces if what[0] == "text"]
    for caption in captions:
        assert caption in " ".join(lines)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_end_key_shows_the_last_line_of_the_rules(make_app, game_id):
    from tests.scenes.conftest import press

    app, page = rules_page(make_app, game_id)
    press(app, pygame.K_END)
    size = app.screen.get_size()
    top = round(size[1] * 0.12)
    view_h = size[1] - top - 30
    last_top, last_h, _ = page.page.pieces[-1]
    assert top + last_top - page.scroll + last_h <= top + view_h


def statistics_page(make_app, games):
    app = make_app()
    app.stats.games = games
    app.stack.push(Title(app))
    page = app.stack.push(StatisticsPage(app))
    run(app, 2)
    return page


def test_statistics_say_the_lowest_hounds_score_of_zero_or_more_is_best(make_app):
    page = statistics_page(make_app, {"hounds": {"normal": {"played": 2, "won": 1, "best": 1}}})
    assert page.rows()[0][-1] == "1 (lowest, 0 or more)"


def test_statistics_say_the_highest_pups_score_is_best(make_app):
    page = statistics_page(make_app, {"pups": {"normal": {"played": 1, "won": 0, "best": 14}}})
    assert page.rows()[0][-1] == "14 (highest)"


def test_a_negative_hounds_score_is_never_kept_as_the_best(make_app):
    from scenes.hounds.table import HoundsTable

    assert HoundsTable.stat_score(None, 0, {"scores": [-2]}) is None


def test_a_game_of_one_round_is_charted_as_one_bar_per_player():
    from scenes.table.results import draw_chart

    surface = pygame.Surface((800, 300))
    surface.fill((0, 0, 0))
    pygame.font.init()
    draw_chart(surface, pygame.Rect(0, 0, 800, 300), [[3, -1, 0]], ["Ann", "Bo", "Cy"])
    from scenes.frame import look

    seat_colour = pygame.Color(*look.SEAT_COLOURS[0])
    rows = [y for y in range(300) if any(surface.get_at((x, y)) == seat_colour for x in range(0, 800, 4))]
    assert rows and max(rows) - min(rows) > 6  # a bar, not a dot on a line
