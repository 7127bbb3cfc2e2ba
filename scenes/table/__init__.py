"""What every game's table shares: the table scene, cards, motion, layout, chips, key zones, hints, undo, the hand-off between people, guided games."""
