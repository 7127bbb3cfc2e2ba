"""The setup screen opens with the seats, names and options a game was last started with."""
from scenes.catalog import load_all
from scenes.screens.setup import Seating
from game.storage.settings import Settings, load
from scenes.screens.title import Title
from tests.scenes.conftest import run


def setup_of(app, game_id):
    app.stack.push(Title(app))
    seating = app.stack.push(Seating(app, load_all()[game_id]))
    run(app, 2)
    return seating


def start_hounds_with_choices(app):
    seating = setup_of(app, "hounds")
    seating.set_count(5)
    seating.set_name(0, "Rosa")
    seating.set_kind(2, "hard")
    seating.options["mode"] = "single"
    seating.options["memory"] = True
    seating.start()
    run(app, 2)


def test_the_next_setup_of_a_game_starts_from_the_last_one(make_app, data_dir):
    start_hounds_with_choices(make_app())
    app = make_app()  # a new run of Kennel: read from the settings file
    seating = setup_of(app, "hounds")
    assert seating.count == 5 and seating.names[0] == "Rosa" and seating.kinds[2] == "hard"
    assert seating.options == {"mode": "single", "memory": True}


def test_the_last_setup_is_kept_per_game(make_app, data_dir):
    start_hounds_with_choices(make_app())
    app = make_app()
    pups = setup_of(app, "pups")
    assert pups.names[0] != "Rosa" and pups.count == load_all()["pups"].default_players


def test_the_last_setup_is_stored_in_the_settings_file(make_app, data_dir):
    start_hounds_with_choices(make_app())
    assert load()[0].setups["hounds"]["names"][0] == "Rosa"


def test_a_remembered_value_that_no_longer_fits_keeps_the_default(make_app, data_dir):
    app = make_app()
    app.settings.setups["hounds"] = {"players": 99, "names": ["", 7, "Zed"], "kinds": ["robot"],
                                     "zones": "x", "options": {"mode": "marathon", "memory": True}}
    seating = setup_of(app, "hounds")
    entry = load_all()["hounds"]
    assert seating.count == entry.default_players and seating.names[2] == "Zed"
    assert seating.kinds[0] == "person" and seating.options == {"mode": "normal", "memory": True}


def test_a_settings_file_with_a_bad_setups_table_loads_without_it():
    import msgspec

    from game.storage.settings import from_fields

    settings, problems = from_fields({"setups": msgspec.json.encode(["not", "a", "table"])})
    assert settings.setups == {} and any("setups" in p for p in problems)


def test_an_expert_seat_is_remembered_for_the_next_setup(make_app, data_dir):
    app = make_app()
    app.settings.setups["pups"] = {"players": 4, "kinds": ["person", "expert", "normal", "hard"]}
    seating = setup_of(app, "pups")
    assert seating.kinds[:4] == ["person", "expert", "normal", "hard"]
