"""The setup screen offers each game's bot levels, with real-time reaction times."""
from scenes.screens.setup import kinds_for


def test_real_time_bots_show_their_reaction_time_in_the_seat_choice():
    labels = dict(kinds_for("pooch"))
    assert labels["expert"] == "Bot: expert, reacts in about 0.4 s"


def test_turn_based_bots_are_offered_by_level_alone():
    labels = dict(kinds_for("hounds"))
    assert labels["hard"] == "Bot: hard" and "search" not in labels


def keys_texts(setup):
    from scenes.screens.setup import KeysChoice

    return [slot.widget.text for row in setup.menu.slots for slot in row if isinstance(slot.item, KeysChoice)]


def test_the_setup_shows_a_key_zone_only_for_the_people(make_app):
    from scenes.catalog import load_all
    from scenes.screens.setup import Seating

    app = make_app()
    setup = Seating(app, load_all()["pooch"])
    app.stack.push(setup)
    app.step(1 / 60)
    setup.kinds[:3] = ["person", "normal", "person"]
    setup.menu.refresh()
    texts = keys_texts(setup)
    assert texts[0] == "Keys: zone 1" and texts[1] == "No keys (bot)" and texts[2] == "Keys: zone 3"
    setup.set_kind(1, "person")
    assert keys_texts(setup)[1] == "Keys: zone 2"


def test_every_seat_choice_fits_its_button_in_a_small_window(make_app):
    """The longest level ("expert, reacts in about 0.4 s") is read whole at 1024x600."""
    from scenes.catalog import load_all
    from scenes.screens.setup import LevelChoice, Seating, levels_for_seat
    from tests.scenes.conftest import run

    for entry in load_all().values():
        app = make_app(size=(1024, 600))
        setup = Seating(app, entry)
        app.stack.push(setup)
        run(app, 2)
        levels = dict(levels_for_seat(entry.id))
        buttons = [s.widget for row in setup.menu.slots for s in row if isinstance(s.item, LevelChoice)]
        assert buttons, entry.id
        for button in buttons:
            room = button.rect.width - 8
            for text in levels.values():
                assert button.font.size(text)[0] <= room, (entry.id, text, room)


def who_buttons(setup):
    from scenes.screens.setup import WHO

    return [s for row in setup.menu.slots for s in row if getattr(s.item, "options", None) == WHO]


def test_one_click_makes_a_bot_seat_a_person_in_every_game(make_app):
    from scenes.catalog import load_all
    from scenes.screens.setup import Seating
    from tests.scenes.conftest import click, run

    for entry in load_all().values():
        app = make_app()
        setup = Seating(app, entry)
        app.stack.push(setup)
        run(app, 2)
        assert setup.seats()[1].human is False
        click(app, who_buttons(setup)[1].widget.rect.center)
        assert setup.seats()[1].human is True, entry.id
        assert who_buttons(setup)[1].widget.text == "Person"


def test_a_seat_made_a_person_and_back_is_the_same_bot_again(make_app):
    from scenes.catalog import load_all
    from scenes.screens.setup import Seating
    from tests.scenes.conftest import click, run

    app = make_app()
    setup = Seating(app, load_all()["pups"])
    app.stack.push(setup)
    run(app, 2)
    setup.set_kind(1, "hard")
    click(app, who_buttons(setup)[1].widget.rect.center)
    click(app, who_buttons(setup)[1].widget.rect.center)
    assert setup.seats()[1].human is False and setup.seats()[1].level == "hard"
