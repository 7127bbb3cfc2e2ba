"""What the screens are drawn with: the bundled font with the suit symbols, everywhere."""
from scenes.frame import fonts, gui


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


def test_opening_another_games_cards_lets_go_of_the_first_games_scaled_faces(make_app):
    from scenes.catalog import load_all

    app = make_app()
    catalog = load_all()
    pups = app.card_art("pups", catalog["pups"].art)
    pups.card("W5", 90)
    app.card_art("hounds", catalog["hounds"].art)
    assert not pups.scaled and pups.masters  # painted faces stay, scaled ones go


def test_card_faces_are_kept_smaller_than_they_are_painted(make_app):
    from scenes.table import cards
    from scenes.catalog import load_all

    app = make_app()
    art = app.card_art("pups", load_all()["pups"].art)
    assert art.master(None).get_size() == (cards.KEPT_W, cards.KEPT_H)


def test_a_kept_picture_is_made_once_and_all_are_let_go_past_the_limit():
    from scenes.frame.pictures import Pictures

    made = []
    kept = Pictures(limit=2)
    for key in ("a", "a", "b", "a"):
        kept.get(key, lambda k=key: made.append(k) or k)
    assert made == ["a", "b"]
    kept.get("c", lambda: made.append("c") or "c")  # a third: the first two go
    assert len(kept) == 1


def test_a_cards_word_keeps_clear_of_its_turned_index(make_app):
    """A Mutt's "+3" turned in the bottom-right corner is wide: its "Mutt" moves left."""
    import pygame

    from scenes.table import cards

    make_app()
    surf = cards.blank()
    index = cards.corner(surf, "+3", (90, 90, 90), 44)
    word = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    cards.centred_text(word, "Mutt", (90, 90, 90), 24, cards.MASTER_H - 52, clear_of=index)
    assert not word.get_bounding_rect().colliderect(index)
