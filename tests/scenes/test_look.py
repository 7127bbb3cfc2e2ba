"""What the screens are drawn with: the bundled font with the suit symbols, everywhere."""
from scenes import fonts, gui


def test_menu_widgets_use_the_bundled_font_with_suit_symbols():
    theme = gui.theme_for((1280, 720))
    for element in ("button", "label", "text_entry_line"):
        font = theme[element]["font"]
        assert font["name"] == "dejavu" and font["regular_path"].endswith("DejaVuSans.ttf")


def test_the_bundled_font_has_every_suit_symbol(make_app):
    make_app()
    for symbol in "♠♥♦♣":
        assert fonts.font(18).metrics(symbol)[0] is not None


def test_text_grows_with_the_window_but_stays_readable_when_small():
    sizes = {size: int(gui.theme_for(size)["button"]["font"]["size"]) for size in
             [(640, 480), (1024, 600), (1280, 720), (1920, 1080)]}
    assert sizes[(640, 480)] >= 12 and sizes[(1920, 1080)] > sizes[(1280, 720)]
