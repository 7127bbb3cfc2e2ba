"""Heave Ho! on the Kennel table (its scripted moments for the tools are in
tools/moments/heaveho.py)."""
from game.language import N_
from scenes.heaveho.art import card_art
from scenes.catalog import Entry, Option, add
from scenes.heaveho.rules import rules
from scenes.heaveho.table import HeaveHoTable

ENTRY = add(Entry(
    id="heaveho",
    title="Heave Ho!",
    blurb=N_("Race to sort your team on one keyboard, then out-pull the other in a tug-of-war. 2 players."),
    min_players=2, max_players=2, default_players=2,
    table=HeaveHoTable,
    rules=rules,
    art=card_art,
    real_time=True,
    hint=N_("First the speed sort: keep one card of each pair with your two keys (shown under the cards; at first "
         "player 1 has A and D, player 2 the Left and Right arrows) or click the card. First to finish calls "
         "Stop! Then the tug-of-war: pick a card from your hand, then a glowing space. Esc opens the menu with "
         "the full rules."),
    options=[Option("sort", N_("First round"), [("speed", N_("speed sort")), ("skip", N_("skip the sort (learning game)"))],
                    "speed")],
))
