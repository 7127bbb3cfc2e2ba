"""You Shady Pooch! on the Kennel table (its scripted moments for the tools are in
tools/moments/pooch.py)."""
from game.language import N_
from scenes.pooch.art import card_art
from scenes.catalog import Entry, Option, add
from scenes.pooch.rules import rules
from scenes.pooch.table import PoochTable

ENTRY = add(Entry(
    id="pooch",
    title="You Shady Pooch!",
    blurb=N_("Dare a player to beat your card while everyone else dogpiles, in real time. 4-6 players."),
    min_players=4, max_players=6, default_players=5,
    table=PoochTable,
    rules=rules,
    art=card_art,
    real_time=True,
    hint=N_("Real time! Your keys are shown above your hand: move to a card, choose whom to name with the "
         "target key, then press act to lead or answer. When someone else is named and a lower card of the "
         "top card's suit glows in your hand, press act to dogpile it before they answer. With one person "
         "the mouse works too. Esc pauses."),
    options=[Option("shot_clock", N_("Shot clock"), [(None, N_("off")), (3, N_("3 seconds")), (5, N_("5 seconds")),
                                                     (8, N_("8 seconds"))], 8),
             Option("first_dealer", N_("First dealer"), [(None, N_("random")), (0, N_("seat 1")), (1, N_("seat 2")),
                                                         (2, N_("seat 3")), (3, N_("seat 4")), (4, N_("seat 5")),
                                                         (5, N_("seat 6"))], None)],
))
# The rules' shot clock is off (the engine keeps that default); at the table it is on
# unless chosen off, so one idle person cannot hold a dogpile window open for ever.
