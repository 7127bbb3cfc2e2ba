"""The games' menu order does not depend on which scene package was imported first."""
import importlib

from scenes import catalog


def test_menu_order_follows_game_packages_whichever_package_was_imported_first():
    importlib.import_module(catalog.GAME_PACKAGES[-1])      # the last game imported first
    entries = catalog.load_all()
    assert list(entries) == [name.rsplit(".", 1)[-1] for name in catalog.GAME_PACKAGES]


def test_every_setup_option_reads_with_one_colon():
    """The setup shows "Label: choice": a choice's own words hold no second colon."""
    from scenes.catalog import load_all

    for entry in load_all().values():
        for option in entry.options:
            for _, text in option.choices_for(entry.max_players, [f"Seat {i + 1}" for i in range(entry.max_players)]):
                assert f"{option.label}: {text}".count(":") == 1, f"{entry.id}: {option.label}: {text}"
