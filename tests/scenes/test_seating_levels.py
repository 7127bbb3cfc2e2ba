"""The setup screen offers each game's bot levels, with real-time reaction times."""
from scenes.seating import kinds_for


def test_real_time_bots_show_their_reaction_time_in_the_seat_choice():
    labels = dict(kinds_for("pooch"))
    assert labels["expert"] == "Bot: expert, reacts in about 0.4 s"


def test_turn_based_bots_are_offered_by_level_alone():
    labels = dict(kinds_for("hounds"))
    assert labels["hard"] == "Bot: hard" and "search" not in labels
