"""Stacked deals used by several Pups tests (the Alpha card is always first).

With Lap Dogs as the Alpha suit and no Lap Dog in any hand, no play is Alpha.
"""

#: Two players; seat 0 wins every showdown and empties its hand in the 6th (F4+M1).
STRONG = ("L9",
          ["F9", "F8", "F7", "F6", "F5", "F4", "M1"],
          ["F1", "F2", "F3", "G1", "G2", "G3", "W1"])

#: Two players; after bids atleast 1 / atleast 3 (seat 1 leads) the planned plays give
#: seat 1 two showdowns, seat 0 three, and a tie (G3+M1 against G4) empties seat 0.
SHORT = ("L9",
         ["F9", "F8", "F7", "G1", "G2", "G3", "M1"],
         ["F1", "F2", "F3", "G9", "G8", "G4", "W1"])
SHORT_PLAYS = ["G9", "G1", "G8", "G2", "F1", "F9", "F8", "F2", "F7", "F3", "G3+M1", "G4"]

#: Two players; after bids atleast 1 / atleast 1 (seat 1 leads, the later bidder) the
#: planned plays give three showdowns each: equal tricks and equal points.
EVEN = ("L9",
        ["F9", "F8", "F7", "G1", "G2", "G3", "M1"],
        ["F1", "F2", "F3", "G9", "G8", "G7", "W1"])
EVEN_PLAYS = ["G9", "G1", "G8", "G2", "G7", "G3", "F1", "F9+M1", "F8", "F2", "F7", "F3"]

#: Three players; seat 0 adds two Mutts and empties its hand leading the 5th showdown.
EMPTIES = ("L9",
           ["F9", "F8", "F7", "F6", "F5", "M1", "M2"],
           ["F1", "F2", "F3", "F4", "G1", "G2", "G3"],
           ["W1", "W2", "W3", "W4", "W5", "W6", "W7"])
EMPTIES_PLAYS = ["F9+M1", "F1", "W1", "F8+M2", "F2", "W2", "F7", "F3", "W3", "F6", "F4", "W4"]

#: Three players for single showdowns: seat 1 is void in Family Dogs and holds Lap Dogs.
THREE = ("L9",
         ["F9", "F1", "W5", "W9", "G5", "G6", "M3"],
         ["L1", "L2", "W4", "G9", "G8", "M1", "M2"],
         ["F2", "F3", "L3", "W2", "W3", "G1", "M1"])

#: Three players, seat 0 holds only Family Dogs, seat 1 an Alpha L1 and Guard Dogs,
#: seat 2 an Alpha L3 and Working Dogs.
ALPHAS = ("L9",
          ["F9", "F1", "F8", "F7", "F6", "F5", "F4"],
          ["L1", "G9", "G8", "G7", "G6", "G5", "G4"],
          ["L3", "W9", "W8", "W7", "W6", "W5", "W4"])

#: Three players under a Mutt Alpha card: seat 1 holds a Mutt and no Family Dog.
MUTT_ALPHA = ("M2",
              ["F9", "F8", "F7", "F6", "F5", "F4", "F3"],
              ["M1", "G9", "G8", "G7", "G6", "G5", "G4"],
              ["W1", "W2", "W3", "W4", "W5", "W6", "W7"])

#: Plays for STRONG with seat 0 leading: seat 0 takes all six showdowns.
STRONG_PLAYS = ["F9", "F1", "F8", "F2", "F7", "F3", "F6", "G1", "F5", "G2", "F4+M1", "G3"]
