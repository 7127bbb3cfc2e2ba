"""How to play Pups, in Kennel's own words."""
from game.language import _
from scenes.screens.rules import cards, h, p


def rules() -> list:
    return [
        h(_("The idea")),
        p(_("Each round you get seven dogs and promise how many tricks (showdowns) they will win. "
          "Keep the promise and you earn treats; break it and you collect poos. Most points at the end wins.")),
        cards(["F7", "G3", "L9", "W1", "M1", "M2", "M3"],
              _("Four breeds numbered 1 to 9 (Family, Guard, Lap, Working) and the Mutts, worth +1, +2 or +3.")),
        h(_("The Alpha card")),
        p(_("Before the deal, the top card of the shuffled deck is turned up. Its breed is the Alpha suit for the "
          "round: any Alpha card beats every card of any other breed. If a Mutt is turned up, Mutts are Alpha.")),
        h(_("Bidding")),
        p(_("Starting with the leader and going round the table, everyone takes one bid card from the stacks "
          "in the middle. A bid card has two sides: 'at least N' succeeds with N or more tricks, 'exactly N' "
          "only with exactly N, and pays twice as much. At least 1, 2, 3 pays 1, 2, 3 treats; exactly 1, 2, 3 "
          "pays 2, 4, 6. Failing costs as many poos as the number on the card.")),
        p(_("Exactly 0 pays nothing, but if you take no tricks you keep the card. Later, when a bid of yours falls "
          "short, you may spend kept exactly-0 cards, each counting as one extra trick for that bid.")),
        p(_("A bid that failed in an earlier round stays in your score pile with its poos showing. You may bid it "
          "again instead of taking a new card; while it is in play its poos do not count against you.")),
        p(_("The player whose bid pays the most treats becomes the leader for the showdowns (if two bids pay the "
          "same, the later bidder leads). When the last card of the 1, 2 or 3 stack is taken, this round is the "
          "last.")),
        h(_("Showdowns")),
        p(_("The leader plays a card; its breed is the led suit. Going round, everyone must play a card of the led "
          "breed if they have one; otherwise anything. Any play may have one Mutt added to it: the Mutt takes the "
          "card's breed and adds its value. A Mutt on its own (or two Mutts together) is a play of the Mutt suit.")),
        cards(["G5", "M3"], _("Example: Guard 5 with a +3 Mutt counts as Guard 8.")),
        p(_("The highest Alpha total wins the trick; if nobody played Alpha, the highest total in the led breed "
          "wins. Cards of other breeds never win. The winner leads the next showdown.")),
        cards(["W6", "W4", "M2", "L9"],
              _("Example of a tie: Working is led with W6; the next player plays W4 plus a +2 Mutt, also 6; the Lap 9 "
              "is off-suit. The two sixes tie, so every card of that showdown is thrown away, nobody takes it, and "
              "the later of the tied players leads next.")),
        p(_("When someone plays their last card they call out 'I'm out!'. That showdown is finished, then the "
          "round ends and any cards still in hands are discarded.")),
        h(_("Results")),
        p(_("Bids are scored: treats for kept promises, poos for broken ones. A successful exactly 0 is kept for "
          "later; a failed one goes back to its stack. The player with the most tricks takes a Top Dog card "
          "(worth 2 points); if the most tricks are tied, one Top Dog is burned instead. The player with the "
          "most points leads the next round; a tie for most points is settled by a coin flip.")),
        h(_("The end")),
        p(_("The game ends at once when the last Top Dog is taken or burned, or after a round in which a 1, 2 or "
          "3 stack ran out. Your score is treats plus two per Top Dog minus poos. On equal scores, more Top Dogs "
          "wins; still equal, the win is shared.")),
        h(_("Controls")),
        p(_("Click a bid chip, or use Left/Right and Enter. To play, click a glowing card (or move with Left/Right "
          "and press Enter). If a Mutt could be added, the Mutts that fit glow: click one to add it, or click the "
          "card again to play it alone. Backspace clears a selection. Esc opens the menu.")),
    ]
