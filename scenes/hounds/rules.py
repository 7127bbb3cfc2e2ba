"""How to play Heckin Hounds, in Kennel's own words."""
from game.language import _
from scenes.screens.rules import cards, h, p


def rules() -> list:
    return [
        h(_("The idea")),
        p(_("You walk the dogs of the underworld for a demanding boss. Each round you promise how many of the five "
          "shifts you will work. Doing exactly what you promised keeps your Employee of the Month mark where it is; "
          "extra shifts push it up, missed ones push it down. At the end the lowest mark that is not below zero wins. "
          "Below zero you are on probation, and fired.")),
        h(_("The hounds")),
        cards(["MO3", "EM3", "TD3", "SU3", "PG3", "DP3", "CE"],
              _("From easiest to hardest to walk: Mops, Evil Molly, Tom Dire, Sudachi, Paulgrave, Deathpaw, and "
              "Cerberus, the hardest of all.")),
        p(_("Each hound comes in numbers 1 up to one more than the number of players; with the same hound, the higher "
          "number is harder. Mops 1 to 5 never reach a stand at the deal: they wait in the dead hand.")),
        cards(["TD1", "TD2", "TD3", "TD4"], _("Tom Dire 4 is harder to walk than Tom Dire 1, but easier than any Sudachi.")),
        h(_("Your stand shows everyone but you")),
        p(_("Every player gets five cards in a card stand. Yours faces the others: you can see every other stand, "
          "but never your own cards. The shift leader's stand is the other way round: the leader sees every card, "
          "including their own, and nobody else sees the leader's. On screen a stand you may not see shows card "
          "backs, and the clue tokens on them are what you know.")),
        h(_("The shift leader's duties")),
        p(_("1. Name the bad dog: any hound except Cerberus. Whoever works a shift that holds it gains badness, "
          "which breaks ties at the end.")),
        p(_("2. Give every other player three clue sets. A set is either every card of one hound in their stand "
          "(at least two of them), every card of one number (at least two), or one card in full (hound and number). "
          "Each set must add a token somewhere: repeating what the tokens already show is not allowed. The clue "
          "builder only lets you pick sets that are allowed; the greyed ones tell you why not.")),
        p(_("3. Hand Cerberus to any player, the leader included. That player chooses one of their slots; its card "
          "leaves the round face down, unseen, and Cerberus takes the slot, face up for all.")),
        h(_("Trading with the dead hand")),
        p(_("From the leader round the table, each player may swap one card (not Cerberus) for the top card of the "
          "dead hand, which holds five spare hounds and the five Mops. The new card stays hidden until everyone has "
          "chosen; a pink Mops marker shows which slot was traded. It may well be a Mops now.")),
        h(_("Promises and shifts")),
        p(_("From the leader round the table, everyone promises 0 to 5 shifts (brown cubes). Then five shifts are "
          "walked: starting with the leader, each player plays any card from their stand into the middle. The "
          "hardest dog played works the shift: its player takes the cards as a face-down pile (a promise cube sits "
          "on it if one is left) and starts the next shift.")),
        h(_("Scoring")),
        p(_("After the fifth shift every meeple on the Employee of the Month track moves by shifts worked minus "
          "shifts promised. The leader role passes to the left; the game ends when everyone has led once (twice "
          "each with two players).")),
        p(_("The winner has the lowest mark that is not below zero (fewer badness points breaks a tie). The highest "
          "mark above zero among the others becomes Houndmaster (more badness breaks that tie). Anyone below zero "
          "is fired.")),
        h(_("The single round")),
        p(_("Chosen on the setup screen. There is no leader, no bad dog and no Cerberus, and every stand faces out. "
          "Starting left of the dealer, each player in turn gives one clue set to any player who still has fewer "
          "than three, until everyone has three. Promises are 1 to 5. Ties go to whoever walked the lower total of "
          "numbers.")),
        h(_("Memory mode")),
        p(_("Chosen on the setup screen. A clue's tokens show for a few seconds and then vanish: remember them. When "
          "several people share the screen, it is passed to the player who was clued so they can look.")),
        h(_("Controls")),
        p(_("Choose with the buttons above your stand: click one, or walk a row with Left/Right, change row with "
          "Up/Down and press Enter. A greyed button says why it cannot be chosen. The number keys pick a promise "
          "or a slot (1 to 5). To give a clue, pick the player first (or click a card in their stand), then the "
          "clue; pointing at a clue lights up the cards it would mark. For the discard, the trade and the play you "
          "may also click a card of your own stand. Esc opens the menu.")),
    ]
