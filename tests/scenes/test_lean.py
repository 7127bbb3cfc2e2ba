"""What keeps the program small: card faces painted after the first frame and kept
packed, picture caches bounded by their pixels, widget states drawn when first shown,
nothing held by the autosave writer once it wrote."""
import pygame

from scenes.table import cards
from scenes.catalog import load_all
from scenes.screens.title import Title
from tests.scenes.conftest import run


def test_no_card_face_is_painted_before_the_first_frame(make_app):
    cards.forget_painted()  # as in a new process
    app = make_app()
    assert app.card_arts and not any(art.masters for art in app.card_arts.values())


def test_paint_ahead_paints_every_games_faces_in_the_time_it_is_given(make_app):
    app = make_app()
    app.paint_ahead(float("inf"))
    assert all(art.painted for art in app.card_arts.values())


def test_paint_ahead_past_its_time_paints_nothing(make_app):
    cards.forget_painted()
    app = make_app()
    app.paint_ahead(0.0)
    assert not any(art.masters for art in app.card_arts.values())


def test_a_table_finds_its_games_faces_painted(make_app):
    cards.forget_painted()
    app = make_app()
    art = app.card_art("pups", load_all()["pups"].art)
    assert art.painted and not app.card_arts[("hounds", "standard")].masters


def test_a_second_app_in_the_same_process_finds_the_faces_the_first_painted(make_app):
    cards.forget_painted()
    first = make_app().card_art("pups", load_all()["pups"].art)
    second = make_app().card_arts[("pups", "standard")]
    assert second is not first and second.painted


def test_choosing_the_other_palette_lets_the_first_palettes_faces_go(make_app):
    cards.forget_painted()
    app = make_app()
    app.paint_cards()
    app.settings.colourblind = True
    app.paint_cards()
    assert {palette for (_, _, palette) in cards._painted} == {"colourblind"}


def test_a_face_scaled_from_its_packed_picture_is_the_freshly_painted_one(make_app):
    make_app()
    art = load_all()["pups"].art("standard")
    fresh = art.card("W5", 90)
    art.scaled.clear()
    again = art.card("W5", 90)
    assert fresh is not again
    assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(again, "RGBA")


def test_a_painted_face_is_kept_packed_in_a_tenth_of_its_pixels(make_app):
    make_app()
    art = load_all()["pups"].art("standard")
    art.prepare()
    pixels = cards.KEPT_W * cards.KEPT_H * 4
    assert max(len(packed) for packed in art.masters.values()) < pixels / 10


def test_kept_pictures_are_all_let_go_past_their_pixel_budget():
    from scenes.frame.pictures import Pictures

    kept = Pictures(1000, max_mb=1)
    for n in range(4):  # 400 kB each: the fourth finds 1.2 MB kept
        kept.get(n, lambda: pygame.Surface((500, 200), pygame.SRCALPHA))
    assert len(kept) == 1


def test_a_buttons_hovered_picture_is_drawn_when_first_shown_not_ahead(make_app):
    app = make_app()
    app.stack.push(Title(app))
    run(app, 30)
    button = app.stack.top.menu.slots[1][0].widget
    shape = button.drawable_shape
    assert shape.states["normal"].generated and not shape.states["hovered"].generated
    shape.set_active_state("hovered")
    assert shape.states["hovered"].generated


def test_a_buttons_drawn_picture_keeps_no_layer_of_its_text_beside_it(make_app):
    app = make_app()
    app.stack.push(Title(app))
    run(app, 30)
    shape = app.stack.top.menu.slots[1][0].widget.drawable_shape
    normal = shape.states["normal"]
    assert normal.generated and normal.surface is not None
    assert normal.pre_text_surface is None and normal.text_surface is None
    # nor does its text layout point at the text layer (which would keep it)
    assert shape.text_box_layout.finalised_surface is None
    assert all(row.target_surface is None for row in shape.text_box_layout.layout_rows)


def test_a_text_box_keeps_its_text_layers_to_redraw_what_is_typed(make_app):
    import pygame_gui
    from scenes.screens.setup import Seating

    app = make_app()
    app.stack.push(Title(app))
    seating = app.stack.push(Seating(app, load_all()["pups"]))
    run(app, 30)
    boxes = [slot.widget for row in seating.menu.slots for slot in row
             if isinstance(slot.widget, pygame_gui.elements.UITextEntryLine)]
    assert boxes
    normal = boxes[0].drawable_shape.states["normal"]
    assert normal.pre_text_surface is not None and normal.text_surface is not None


def test_the_autosave_writer_lets_go_of_the_last_state_once_written(tmp_path):
    import gc
    import weakref

    from game.storage.autosave import Autosaver

    class Callback:
        def __call__(self):
            pass

    writer, done = Autosaver(), Callback()
    gone = weakref.ref(done)
    writer.put(tmp_path / "autosave.json", {"a": 1}, done)
    writer.flush()
    del done
    gc.collect()
    assert gone() is None and (tmp_path / "autosave.json").exists()


def resize(app, size):
    """The window made ``size`` as a player drags it: the display changes, the event follows."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    run(app, 1)


def test_widget_backgrounds_are_drawn_not_kept_in_an_atlas(make_app):
    app = make_app()
    app.stack.push(Title(app))
    run(app, 30)
    cache = app.gui.get_theme().shape_cache
    assert cache.cache_surfaces == [] and not cache.cache_long_term_lookup and not cache.cache_short_term_lookup


def test_a_covered_screens_widgets_are_dropped_by_a_resize_and_built_for_the_new_size_when_uncovered(make_app):
    from scenes.screens.setup import Seating

    app = make_app()
    title = app.stack.push(Title(app))
    app.stack.push(Seating(app, load_all()["pups"]))
    run(app, 2)
    resize(app, (1024, 600))
    assert title.ui is None
    app.stack.pop()
    run(app, 2)
    assert title.ui is not None and title.ui.visible and title._built_for == (1024, 600)
    assert all(slot.widget.alive() for row in title.menu.slots for slot in row)


def test_after_resizes_the_widget_fonts_kept_are_those_of_a_fresh_start_at_the_last_size(make_app):
    from scenes.frame import gui

    app = make_app()
    app.stack.push(Title(app))
    run(app, 2)
    resize(app, (1600, 900))
    resize(app, (1024, 600))
    fresh = gui.make_manager((1024, 600)).get_theme().get_font_dictionary().loaded_fonts
    assert set(app.gui.get_theme().get_font_dictionary().loaded_fonts) == set(fresh)


def test_faces_scaled_to_many_widths_keep_within_their_budget_and_keep_the_newest(make_app):
    make_app()
    art = load_all()["pups"].art("standard")
    for width in range(60, 260, 2):  # a card growing in flight: a new width every frame
        newest = art.card("W5", width)
    assert art._scaled_bytes <= cards.SCALED_MAX_BYTES
    assert art._scaled_bytes == sum(s.get_width() * s.get_height() * 4 for s in art.scaled.values())
    assert art.scaled[("W5", 258)] is newest


def test_a_closed_hounds_tables_spare_layers_go_when_the_window_changes_size(make_app):
    from scenes.hounds import layers

    app = make_app()
    app.stack.push(Title(app))
    run(app, 2)
    layers.hand_back(layers.screen_surface((1280, 720)), layers.screen_surface((1280, 720)))
    assert len(layers._spare_layers) == 2
    resize(app, (1600, 900))
    assert layers._spare_layers == []


def bots_hounds_table(app):
    from game import new_game
    from scenes.hounds.table import HoundsTable
    from game.storage.saves import Seat

    game = new_game("hounds", players=5, seed=11)
    table = HoundsTable(app, game, [Seat(n, False, "easy") for n in game.names])
    table.threaded_bots = False
    app.stack.push(Title(app))
    app.stack.push(table)
    run(app, 2)
    return table


def test_a_hounds_tables_new_ground_is_painted_over_the_old_one_when_the_size_is_the_same(make_app):
    app = make_app()
    table = bots_hounds_table(app)
    old = table._ground[1]
    table._ground = (("another state",), old)
    table._layer = None  # painted again
    run(app, 1)
    assert table._ground[1] is old and table._ground[0] != ("another state",)


def test_a_hounds_tables_layer_of_the_old_size_is_let_go_before_one_of_the_new_size_is_made(make_app, monkeypatch):
    from scenes.hounds import layers

    app = make_app()
    table = bots_hounds_table(app)
    held_then = []
    made = layers.screen_surface

    def watched(size):
        held_then.append([s for s in (table._layer, table._ground) if s is not None and s[1].get_size() != size])
        return made(size)

    monkeypatch.setattr(layers, "screen_surface", watched)
    resize(app, (1600, 900))
    assert held_then and not any(held_then)


def test_a_felt_made_in_the_windows_own_format_is_not_copied_again(make_app, monkeypatch):
    from scenes.frame import felt

    make_app()
    copies = []

    class Watched(pygame.Surface):
        def convert(self, *args):
            copies.append(self.get_size())
            return super().convert(*args)

    smoothscale = pygame.transform.smoothscale

    def scaled(surface, size, *rest):
        out = smoothscale(surface, size, *rest)
        watched = Watched(out.get_size(), 0, out)
        watched.blit(out, (0, 0))
        return watched

    monkeypatch.setattr(pygame.transform, "smoothscale", scaled)
    made = felt._paint((900, 500))
    assert copies == [] and made.get_masks() == pygame.display.get_surface().get_masks()


def test_a_resize_under_a_covering_screen_shows_only_that_screen(make_app):
    from scenes.screens.settings import SettingsScreen

    app = make_app()
    bots_hounds_table(app)
    app.stack.push(SettingsScreen(app))
    run(app, 3)
    resize(app, (1600, 900))  # the covered table is drawn once ahead for the new size
    first = pygame.image.tobytes(app.screen, "RGB")
    run(app, 1)
    assert pygame.image.tobytes(app.screen, "RGB") == first
