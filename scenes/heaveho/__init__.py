"""Heave Ho! on the Kennel table."""
from scenes.heaveho.art import card_art
from scenes.catalog import Entry, Option, add
from scenes.heaveho.rules import rules
from scenes.heaveho import lesson, scripted
from scenes.heaveho.scripted import bench
from scenes.heaveho.table import HeaveHoTable


def shots(make_app):
    """tools.shots: the table's scripted moments, then every step of Learn Heave Ho!"""
    yield from scripted.shots(make_app)
    yield from lesson.shots(make_app)


ENTRY = add(Entry(
    id="heaveho",
    title="Heave Ho!",
    blurb="Race to sort your team on one keyboard, then out-pull the other in a tug-of-war. 2 players.",
    min_players=2, max_players=2, default_players=2,
    table=HeaveHoTable,
    rules=rules,
    art=card_art,
    real_time=True,
    hint="First the speed sort: keep one card of each pair with your two keys (shown under the cards; at first "
         "player 1 has A and D, player 2 the Left and Right arrows) or click the card. First to finish calls "
         "Stop! Then the tug-of-war: pick a card from your hand, then a glowing space. Esc opens the menu with "
         "the full rules.",
    options=[Option("sort", "First round", [("speed", "speed sort"), ("skip", "skip the sort (learning game)")],
                    "speed")],
    bench=bench,
    shots=shots,
))
