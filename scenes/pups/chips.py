"""The chips above the hand: the bids, the rescue offer, and Play/Clear (with the
Mutt prompt) once a card of the hand is selected."""
from __future__ import annotations

from game.language import N_, _, ngettext
from scenes.table.controls import Chip
from scenes.pups.geometry import Geometry
from scenes.pups.words import card_name, play_name

SIDE_WORDS = {"atleast": N_("At least {number}"), "exactly": N_("Exactly {number}")}


def bid_words(bid: dict | None) -> str:
    if not bid:
        return _("No bid yet")
    text = _(SIDE_WORDS[bid['side']]).format(number=bid['number'])
    return _("{bid} (rebid)").format(bid=text) if bid.get("rebid") else text



class Chips:
    """Mixed into the Pups table: its ``bar`` of chips, set from the view each frame."""

    def place_bar(self, g: Geometry) -> None:
        """The chips stand just over the hand; a row too wide for the room beside the
        bottom-left corner (the bid stacks) stands over the corner too."""
        self.bar.place_above(g.hand_y - g.card_h // 2 - 8, g.size[0] // 2, g.size, int(g.size[0] * 0.7))
        if self.bar.box.colliderect(g.corner):
            self.bar.place_above(g.corner.top - 8, g.size[0] // 2, g.size, int(g.size[0] * 0.7))

    def update_bar(self, view) -> None:
        if not self.my_turn(view):
            self.bar.clear()
            return
        phase = view["phase"]
        if phase == "bid":
            self.bar.set(self.bid_chips(view), _("Choose your bid"))
        elif phase == "rescue":
            r = view["rescue"]
            k = r["short"]
            self.bar.set([Chip(ngettext("Spend {count} saved card: the bid is made", "Spend {count} saved cards: the bid is made",
                                        k).format(count=k), f"rescue {k}", primary=True),
                          Chip(_("Decline: take the poos"), "rescue 0")],
                         _("Your bid ({bid}) is {short} short; you have {saved} saved").format(
                             bid=bid_words(r['bid']), short=k, saved=r['saved']))
        elif phase == "showdown" and self.selected:
            cards = [self.selected] + ([self.addon] if self.addon else [])
            action = self.plays_for(cards)
            label = play_name(cards)
            chips = [Chip(_("Play {cards}").format(cards=label), str(action) if action else None,
                          _("That combination may not be played"), primary=True), Chip(_("Clear"), "clear")]
            options = sorted(self.addons(self.selected))
            prompt = ngettext("Add a Mutt? ({cards} glows)", "Add a Mutt? ({cards} glow)", len(options)).format(
                cards=", ".join(card_name(c) for c in options)) if options and not self.addon else _("Ready?")
            self.bar.set(chips, prompt)
        else:
            self.bar.clear()

    def bid_chips(self, view) -> list[Chip]:
        me = self.me()
        legal = {str(a) for a in self.legal()}
        chips = []
        for number in (0, 1, 2, 3):
            sides = ("exactly",) if number == 0 else ("atleast", "exactly")
            for side in sides:
                note = f"bid {side} {number}"
                treats = {("exactly", 0): _("save"), ("atleast", 1): "+1", ("atleast", 2): "+2", ("atleast", 3): "+3",
                          ("exactly", 1): "+2", ("exactly", 2): "+4", ("exactly", 3): "+6"}[(side, number)]
                label = _("{bid} ({treats})").format(bid=_(SIDE_WORDS[side]).format(number=number), treats=treats)
                if note in legal:
                    chips.append(Chip(label, note))
                else:
                    stack = _("exactly 0") if number == 0 else str(number)
                    chips.append(Chip(label, None, _("The {stack} stack is empty").format(stack=stack)))
        for number in sorted(set(p["number"] for p in view["piles"][me]["poo_cards"])):
            for side in ("atleast", "exactly"):
                note = f"rebid {side} {number}"
                if note in legal:
                    chips.append(Chip((_("Rebid at least {number}") if side == "atleast" else _("Rebid exactly {number}")).format(
                        number=number), note))
        return chips

    def choose_chip(self, chip: Chip) -> None:
        if not chip.enabled:
            self.say(chip.reason or _("That is not allowed now"))
            self.app.audio.play("error")
            return
        if chip.action == "clear":
            self.selected = self.addon = None
            self.touch()
            return
        self.act(self.me(), chip.action)
