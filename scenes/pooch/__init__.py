"""You Shady Pooch! on the Kennel table (its scripted moments for the tools are in
tools/moments/pooch.py)."""
from scenes.pooch.art import card_art
from scenes.catalog import Entry, Option, add
from scenes.pooch.rules import rules
from scenes.pooch.table import PoochTable

ENTRY = add(Entry(
    id="pooch",
    title="You Shady Pooch!",
    blurb="Dare a player to beat your card while everyone else dogpiles, in real time. 4-6 players.",
    min_players=4, max_players=6, default_players=5,
    table=PoochTable,
    rules=rules,
    art=card_art,
    real_time=True,
    hint="Real time! Your keys are shown above your hand: move to a card, choose whom to name with the "
         "target key, then press act to lead or answer. When someone else is named and a lower card of the "
         "top card's suit glows in your hand, press act to dogpile it before they answer. With one person "
         "the mouse works too. Esc pauses.",
    options=[Option("shot_clock", "Shot clock", [(None, "off"), (3, "3 seconds"), (5, "5 seconds"),
                                                 (8, "8 seconds")], 8),
             Option("first_dealer", "First dealer", [(None, "random"), (0, "seat 1"), (1, "seat 2"),
                                                     (2, "seat 3"), (3, "seat 4"), (4, "seat 5"),
                                                     (5, "seat 6")], None)],
))
# The rules' shot clock is off (the engine keeps that default); at the table it is on
# unless chosen off, so one idle person cannot hold a dogpile window open for ever.
