"""Pups on the Kennel table."""
from game.language import N_
from scenes.pups.art import card_art
from scenes.catalog import Entry, Option, add
from scenes.pups.rules import rules
from scenes.pups.table import PupsTable

ENTRY = add(Entry(
    id="pups",
    title="Pups",
    blurb=N_("Bid on the tricks your pack will take, then win exactly that many. 2-5 players."),
    min_players=2, max_players=5, default_players=4,
    table=PupsTable,
    rules=rules,
    art=card_art,
    hint=N_("Bid first: pick a chip above your hand. Then play the glowing cards; a card that may take a Mutt "
         "lets you click a glowing Mutt to add it, or the card again to play it alone. Esc opens the menu "
         "with the full rules."),
    options=[Option("first_leader", N_("First leader"), seat=True)],
))
