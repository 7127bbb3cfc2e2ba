"""The people's keys at the You Shady Pooch! table: each person's key zone (move, act,
pick up, target), a press turned into their move or a refusal told by name, and the
mouse when one person plays alone."""
from __future__ import annotations

from game.language import _
from scenes.pooch.people import Person


class KeyZones:
    """PoochTable's input: keys by zone, and clicks with one person at the table."""

    def person_for_zone(self, zone: str) -> Person | None:
        if len(self.people) == 1:
            return self.people[0]  # alone at the keyboard: every zone's keys are yours
        return next((p for p in self.people if p.zone == zone), None)

    def on_key(self, event) -> bool:
        found = self.keys.lookup(event.key)
        if found is None:
            return False
        person = self.person_for_zone(found[0])
        if person is None:
            return False
        self.press(person, found[1])
        return True

    def seat_press(self, seat: int, action: str) -> None:
        """A press from the pad of the person at ``seat``: what their zone's key does."""
        person = next((p for p in self.people if p.seat == seat), None)
        if person is not None:
            self.press(person, action)

    def press(self, person: Person, action: str) -> None:
        hand = self.seat_view(person.seat)["hand"] or []
        if action in ("left", "right"):
            person.move(hand, -1 if action == "left" else 1)
            self.touch()
            return
        if action == "target":
            person.next_target()
            self.touch()
            return
        problem = self.not_now()
        if problem:
            self.tell(person, problem)
            return
        if action == "alt":
            self.person_act(person, "pickup")
            return
        person.follow(hand)
        notation, why = person.intent(self.seen, self.match.names)
        if notation is None:
            self.tell(person, why)
            return
        self.person_act(person, notation)

    def not_now(self) -> str | None:
        if self.match.is_over:
            return _("The game is over")
        if self.resting:
            return _("The round is over: the next one starts after the summary")
        if self.countdown > 0:
            return _("Wait for the countdown")
        return None

    def tell(self, person: Person, text: str) -> None:
        if len(self.people) > 1:
            text = _("{name}: {words}").format(name=self.match.names[person.seat], words=text)
        self.refuse(text)
        self.app.audio.play("error")

    def person_act(self, person: Person, action: str) -> bool:
        ok = self.act(person.seat, action)
        if not ok and len(self.people) > 1 and self.message:
            self.message = _("{name}: {words}").format(name=self.match.names[person.seat], words=self.message)
        return ok

    def on_click(self, pos, placement) -> None:
        if self.replaying:
            return
        if len(self.people) != 1:
            if self.people:
                self.say(_("Two or more people share the keyboard: each plays with the keys shown above their hand"))
            return
        person = self.people[0]
        if self.bar.active and self.bar.contains(pos):
            chip = self.bar.click(pos)
            if chip is not None:
                self.press(person, "alt")
            return
        g = self.geo()
        for seat, spot in g.seats.items():
            if seat != person.seat and spot.panel.collidepoint(pos):
                self.click_seat(person, seat)
                return
        if placement is None:
            if g.pile_box(1).inflate(g.pile_w, 20).collidepoint(pos):
                self.press(person, "act")
            return
        kind = placement.action[0] if isinstance(placement.action, tuple) else None
        if kind == "card" and placement.action[1] == person.seat:
            hand = self.seat_view(person.seat)["hand"] or []
            index = placement.action[2]
            if index == person.cursor and person.card in hand:
                self.press(person, "act")
            else:
                person.point(hand, index)
                self.touch()
        elif kind == "seat":
            self.click_seat(person, placement.action[1])
        elif kind == "pile":
            self.press(person, "act")

    def click_seat(self, person: Person, seat: int) -> None:
        """Aim at that player; when it is your lead or answer, play the selected card at them."""
        person.aim(seat)
        self.touch()
        if person.role(self.seen) in ("lead", "answer"):
            self.press(person, "act")
        else:
            self.tell(person, _("Target: {name} (named when you next lead or answer)").format(
                name=self.match.names[seat]))
