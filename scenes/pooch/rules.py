"""How to play You Shady Pooch!, in Kennel's own words."""
from game.language import _
from scenes.screens.rules import cards, h, p


def rules() -> list:
    return [
        h(_("The idea")),
        p(_("Get rid of your hand before anybody else. You play a card and dare another player to top it; "
          "while they think, everyone else may pile their own cards on. Whoever runs out of cards first "
          "collects the pot of bones. When a round leaves somebody with no bones, the richest dog wins.")),
        h(_("The cards")),
        cards(["H7", "D3", "C9", "S0"],
              _("Numbers 0 and 2 to 9 in four suits: hearts ♥, diamonds ♦, clubs ♣, spades ♠.")),
        cards(["X1"], _("The Wild One (four in the deck): the number 1, and every suit at once (so also a diamond).")),
        cards(["QG", "QS", "QF"], _("Three kinds of Queen, two of each: Greedy, Shady and Fierce. A Queen has no "
                                  "number and no suit.")),
        p(_("All cards are dealt: 11 each with four players, 9 with five, 7 with six; the few left over are put "
          "aside unseen. Everybody starts the game with 4 bones and puts one in the pot every round.")),
        h(_("Leading and naming")),
        p(_("The player after the dealer starts. To lead, put any card down as a new pile and name another "
          "player. That player now has to answer the top card in one of three ways:")),
        p(_("1. Play a higher number, of any suit, and name someone else in turn. A Wild One only beats a 0.")),
        p(_("2. Play a Queen. The Greedy Queen takes every diamond in the pile (Wild Ones too) into your hand "
          "and throws the rest away; the Fierce Queen throws the whole pile away. Either way you lead next. "
          "The Shady Queen stays on top and you name someone, who can then only answer with a Queen or pick up.")),
        p(_("3. Pick the whole pile up into your hand, shouting \"YOU SHADY POOCH!\" at whoever named you. "
          "They lead the next pile.")),
        p(_("Leading a Greedy or Fierce Queen simply discards it and you lead again.")),
        h(_("Dogpiling")),
        p(_("From the moment somebody is named until they answer, each other player (not the one who named, "
          "not the one named) may dogpile once: slap one card on the pile that is the same suit as the top "
          "card and lower. The named player then has to answer that new top card. Nobody dogpiles on a Queen.")),
        cards(["H7", "H4", "H2"], _("7♥ is led; 4♥ is dogpiled on it, then 2♥ on the 4♥. Now 3 or more of any suit "
                                  "beats it.")),
        p(_("A Wild One may be dogpiled on any number from 2 up, of any suit: the whole pile is thrown away at "
          "once, the named player's chance is gone, and you lead. On a Wild One only a 0 may be dogpiled.")),
        p(_("Speed counts: the dogpile and the answer land in the order they are made. A dogpile made after the "
          "answer is too late and does not count; the table tells you so.")),
        h(_("The end of a round")),
        p(_("The moment someone has no cards left, whether by leading, answering or dogpiling, the round ends. "
          "They take the pot, then hand one of those bones to whoever holds the most diamonds (nobody, if "
          "that is a tie). If anybody is now out of bones the game ends and the most bones wins (a tie shares "
          "the win); otherwise the deal moves one seat on.")),
        h(_("Shot clock (option)")),
        p(_("With a shot clock, a named player who has not answered within that many seconds picks the pile up "
          "automatically. The ring round the top card shows the time running out.")),
        h(_("Controls")),
        p(_("Each person has five keys, shown above their hand: move left and right through the hand, act, pick "
          "up, and target (the player you will name; a pip in your colour marks them). Act means: lead when "
          "it is your lead, answer when you are named, otherwise dogpile the selected card. The defaults are "
          "A D W S Q; the arrow keys with Right Ctrl; J L I K U; and keypad 4 6 8 5 7.")),
        p(_("The dogpile window opens when the named card has landed on the pile: a press before that is not "
          "counted. Cards you may play now glow.")),
        p(_("With two or more people at one keyboard every hand lies face up, the bots' hands too: everybody "
          "watches the same screen, so nobody could keep a secret anyway. Playing alone, the bots' hands stay "
          "hidden.")),
        p(_("Playing alone against bots, the mouse works too: click a card to select it, then click a player to "
          "lead or answer at them, or click the pile (or the selected card again) to play or dogpile it; the "
          "Pick up button appears when you are named. Esc pauses the game.")),
    ]
