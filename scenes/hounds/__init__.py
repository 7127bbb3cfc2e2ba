"""Heckin Hounds on the Kennel table."""
from game.language import N_
from scenes.hounds.art import card_art
from scenes.catalog import Entry, Option, add
from scenes.hounds.rules import rules
from scenes.hounds.table import HoundsTable

ENTRY = add(Entry(
    id="hounds",
    title="Heckin Hounds",
    blurb=N_("Promise the shifts you will work, then walk exactly that many of Hades' hounds. 2-7 players."),
    min_players=2, max_players=7, default_players=5,
    table=HoundsTable,
    rules=rules,
    art=card_art,
    # the mark nearest zero without going below wins: the best kept is the lowest mark not below zero
    lower_is_better=True,
    # (the table fits the first words to the deal: who leads and sees every stand)
    hint=N_("Choose with the buttons above your stand (greyed ones say why not). Promise the shifts you expect to "
         "work, then play so the hardest dog lands on you exactly that often. Esc opens the menu with the full rules."),
    options=[Option("mode", N_("Game"), [("normal", N_("normal (every player leads)")), ("single", N_("single round"))],
                    "normal"),
             Option("memory", N_("Memory mode"), [(False, N_("off")), (True, N_("on (clues vanish)"))], False)],
))
