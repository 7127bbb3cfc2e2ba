"""How to play Heave Ho!, in Kennel's own words."""
from game.language import _
from scenes.screens.rules import cards, h, p


def rules() -> list:
    return [
        h(_("The idea")),
        p(_("Two teams of Scots pull on one rope with a whisky barrel in the middle. Each round has two parts: "
          "first both players race to pick their team, then they take turns sending Scots to the rope. Pull the "
          "barrel onto your goal and it is yours. The first to collect 3 barrels wins.")),
        h(_("The cards")),
        cards(["R3", "B1", "G0"], _("Lanky Lads: red (diamond), blue (disc), green (triangle), strength 0-3.")),
        cards(["W4", "W2", "W0", "N6"], _("Robust Ladies (white, a star), strength 0-4, and Nessie (6).")),
        cards(["R2!", "W3!"], _("The How Ruck ribbon and a !: playing such a card starts a contest.")),
        cards(["A-adrenaline", "A-dirty-trick", "A-how-ruck", "A-macho", "A-weak-wins"], ""),
        cards(["A-broken-rope", "A-change-sides", "A-bye-bye", "A-monstrous", "A-reinforcement"],
              _("The ten action cards, one of each (effects below).")),
        h(_("Part 1: the speed sort")),
        p(_("Each player gets a face-down stack of 20 cards; 15 more are set aside. After the 3-2-1 countdown, "
          "both play at the same time. You see the top two cards of your stack: keep one for your own team and "
          "the other goes to your opponent's team. The next two show at once. Speed matters.")),
        p(_("Keys: player 1 keeps the left card with A and the right card with D; player 2 uses the Left and Right "
          "arrows (the keys can be changed in Settings). You can also click the card you want to keep.")),
        p(_("Whoever sorts all ten pairs first calls Stop! The other player places only the pair they are looking "
          "at. Then the Stop caller takes the rest of the slower player's stack two cards at a time and shares "
          "each pair out: one card for themself, one for the other, with the same keys.")),
        p(_("If both finish in the very same moment, each draws a card from the set-aside ones: the higher "
          "strength wins (action cards count 0); on equal strength white beats red, red beats blue, blue beats "
          "green, and action cards come last. Still equal: draw again.")),
        p(_("Each team is the 10 cards you kept plus the 10 you were given, shuffled. The Stop caller puts the "
          "barrel on their own start space and plays first.")),
        h(_("Part 2: the tug-of-war")),
        p(_("Both draw six cards. On your turn play one card and draw one (when your stack is empty you just "
          "play on). Each side of the rope has a red, a blue and a green space. A lad goes on the space of his "
          "colour, on your side or the other side. A lady or Nessie may go on any of the six spaces. A new card "
          "covers the one below; only the top card counts.")),
        cards(["R1", "R3", "W4"], _("Played in this order on one space, only the W4 on top counts.")),
        p(_("An empty space counts as a Scot of strength 2 (the one printed on the board).")),
        h(_("Contests")),
        p(_("When a How Ruck card is played (or the How Ruck action), each side adds up its three visible "
          "strengths. The stronger side pulls the barrel toward its goal by the difference. Equal: nothing "
          "moves. Example: 2 + 1 + 3 = 6 against 3 + 2 + 4 = 9, so the second side pulls 3 spaces.")),
        p(_("The score track has 12 spaces: the left goal belongs to the left team, the right goal to the right "
          "team. Reaching or passing your goal wins the round at once. If both hands run out first, the barrel "
          "goes to whoever has it in their half of the track. A player with cards left plays on alone.")),
        h(_("Action cards")),
        p(_("An action card goes to the discard pile and does its thing; you may also decline, just to get rid of "
          "it.")),
        p(_("Adrenaline Rush: pull the barrel 2 spaces your way.")),
        p(_("Dirty Trick: take a random card from the other hand and play it at once (they do not draw a "
          "replacement; you draw once, afterwards).")),
        p(_("How Ruck: a contest now. Weak Wins: a contest where the weaker side pulls.")),
        p(_("Macho Man: every visible lady is discarded (Nessie stays).")),
        p(_("Broken Rope: the barrel goes back to this round's start space.")),
        p(_("Change Sides: move one visible Scot to the other side of the rope (a lad to the space of his colour, a "
          "white card to any space); a moved card starts no contest.")),
        p(_("Bye-bye: name 0, 1, 2, 3, 4 or 6; every visible Scot of that strength is discarded.")),
        p(_("Monstrous: if Nessie is visible on a side, that side loses the round at once.")),
        p(_("Reinforcement: draw 3 more cards than usual.")),
        p(_("Effects happen once: a card uncovered by Bye-bye or Macho Man stays where it is.")),
        h(_("Controls in the tug")),
        p(_("Click a glowing card in your hand, then a glowing space (or a button above your hand). With the "
          "keyboard: Left/Right choose a card, Enter picks it, Left/Right and Enter choose among the buttons, "
          "Backspace goes back. Action cards show their choices as buttons; a greyed button says why it is not "
          "allowed. When two people play, the screen is covered between turns so nobody sees the other hand. "
          "Esc opens the menu.")),
    ]
