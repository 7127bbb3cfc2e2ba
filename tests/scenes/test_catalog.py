"""The games' menu order does not depend on which scene package was imported first."""
import importlib

from scenes import catalog


def test_menu_order_follows_game_packages_whichever_package_was_imported_first():
    importlib.import_module(catalog.GAME_PACKAGES[-1])      # the last game imported first
    entries = catalog.load_all()
    assert list(entries) == [name.rsplit(".", 1)[-1] for name in catalog.GAME_PACKAGES]
