"""The screens around the tables, by the names they are opened with: title, setup,
saved games and replays, statistics, settings and key bindings, rules, the pause menu.
Screens and tables reach each other through ``App.scene(name, ...)``, never by
importing one another, so that no screen needs to know which comes next."""
from scenes.screens.controllers import Controllers
from scenes.screens.online import OnlineScreen
from scenes.screens.pause import PauseMenu
from scenes.screens.replay import ReplayScene
from scenes.screens.rules import RulesPage
from scenes.screens.settings import KeyBindings, KeyTest, SettingsScreen
from scenes.screens.setup import Seating
from scenes.screens.shelf import Shelf
from scenes.screens.statistics import StatisticsPage
from scenes.screens.title import Title
from scenes.screens.watch import WatchScreen

SCREENS = {
    "title": Title,
    "setup": Seating,
    "shelf": Shelf,              # saved games ("named") or finished games' replays ("finished")
    "replay": ReplayScene,
    "statistics": StatisticsPage,
    "settings": SettingsScreen,
    "key bindings": KeyBindings,
    "key test": KeyTest,
    "controllers": Controllers,  # each game pad, its seat and its buttons
    "rules": RulesPage,
    "pause": PauseMenu,
    "online": OnlineScreen,    # host or join a room at a server; rejoin a remembered seat
    "watch": WatchScreen,      # watch an online room (address, room code): the spectator's table
}
