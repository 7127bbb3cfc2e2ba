"""What moves at the You Shady Pooch! table: the deal, the antes and the pot flying as
bones, each card played to the pile, the pile swept to the discard or into a hand,
and the call-outs ("Dogpile!", "YOU SHADY POOCH!", "Wild One!") over the pile or
beside a seat."""
from __future__ import annotations

import pygame

from game.language import _, ngettext
from game.pooch.cards import FIERCE, GREEDY, QUEEN_NAMES
from scenes.frame import fonts, look
from scenes.table.cards import card_height
from scenes.pooch import art
from scenes.pooch.live import GROWTH, Shout, Sprite, Toss, shout_height
from scenes.pooch.words import WILD_NAME

#: seconds (at normal animation speed) a played card takes to reach the pile
PLAY = 0.3


class Flights:
    """PoochTable's animation of the game's events."""

    def anchor_rect(self, seat: int) -> pygame.Rect:
        spot = self.geo().seats[seat]
        rect = pygame.Rect(0, 0, spot.card_w, card_height(spot.card_w))
        rect.center = spot.hand_centre
        return rect

    def from_hand(self, seat: int, card: str, before: dict) -> pygame.Rect:
        held = self.hand_card_rect(seat, card, before)
        return held if held is not None else self.anchor_rect(seat)

    def pile_spot(self, index: int, now: dict) -> pygame.Rect:
        placed = now.get(f"pile:{index}")
        if placed is not None:
            return placed.rect.copy()
        return self.geo().pile_rects(index + 1)[-1].copy()

    def to_hand(self, seat: int, cards: list[str], before: dict, now: dict) -> list[tuple[pygame.Rect, str | None]]:
        """Where cards going into a hand land, and the layout key each one hides."""
        out = []
        taken: set[str] = set()
        new_backs = sorted((k for k in now if k.startswith(f"hand:{seat}:#") and k not in before),
                           key=lambda k: int(k.rsplit("#", 1)[1]))
        for card in cards:
            keys = [k for k in now if k.startswith(f"hand:{seat}:{card}#") and k not in taken]
            fresh = [k for k in keys if k not in before] or keys
            if fresh:
                key = fresh[-1]
            elif new_backs:
                key = new_backs.pop(0)
            else:
                out.append((self.anchor_rect(seat), None))
                continue
            taken.add(key)
            out.append((now[key].rect.copy(), key))
        return out

    def sweep(self, cards: list[str], starts: list[pygame.Rect], ends, delay: float) -> list[Toss]:
        out = []
        for i, (card, start) in enumerate(zip(cards, starts)):
            end, key = ends[i] if isinstance(ends, list) else (ends.copy(), None)
            out.append(Toss(duration=0.35, delay=delay + 0.025 * i, face=card, start=start.copy(), end=end,
                            hides=(key,) if key else ()))
        return out

    def pile_starts(self, count: int, before: dict) -> list[pygame.Rect]:
        rects = self.geo().pile_rects(count)
        return [before[f"pile:{i}"].rect.copy() if f"pile:{i}" in before else rects[i] for i in range(count)]

    def centre_shout(self, *shouts: Shout) -> list[Shout]:
        """Call-outs over the pile: a newer one replaces those still showing."""
        for old in self._centre:
            old.retire()
        self._centre = list(shouts)
        return self._centre

    def middle_size(self, text: str, size: int) -> int:
        """The largest text size up to ``size`` (``look.text_size`` of it) at which a
        call-out over the pile, fully grown with its backdrop, stays clear of the pot's
        bones and the discard on either side."""
        g = self.geo()
        cx = g.pile_centre[0]
        room = 2 * (min(cx - g.pot.right, g.discard_spot.left - cx) - 8)
        px = look.text_size(g.size, size)
        while px > 12:
            grown = round(px * max(GROWTH))
            if fonts.font(grown, bold=True).size(text)[0] + grown <= room:
                break
            px -= 1
        return px

    def callout(self, seat: int, text: str, size: int = 18, duration: float = 0.8, delay: float = 0.0) -> Shout:
        """A seat's call-out ("Dogpile!") beside its block, on the table's side, never
        over its cards: above the panel for the people along the bottom."""
        g = self.geo()
        spot = g.seats[seat]
        px = look.text_size(g.size, size)
        grown = round(px * max(GROWTH))
        w, h = fonts.font(grown, bold=True).size(text)
        w, h = w + grown, h + grown // 2  # the backdrop's padding
        block, width = spot.block, g.size[0]
        if spot.bottom:
            if self.message:  # a refusal is told in that felt: the call-out waits its turn
                duration = 0.0
            centre = (spot.panel.centerx, spot.panel.top - h // 2 - 6)
        elif block.centerx > width * 0.6:  # at the height of the name panel, clear of the status line
            centre = (block.left - w // 2 - 8, block.top + h // 2 + 2)
        else:
            centre = (block.right + w // 2 + 8, block.top + h // 2 + 2)
        x = max(w // 2 + 4, min(width - w // 2 - 4, centre[0]))
        y = max(h // 2 + 4, min(g.size[1] - h // 2 - 4, centre[1]))
        shout = Shout(duration=duration, delay=delay, text=text, centre=(x, y), size=px)
        if spot.bottom:
            self._callouts = [c for c in self._callouts if c.duration > 0] + [shout]
        return shout

    def animate(self, event, before) -> None:
        g = self.geo()
        kind, d = event.kind, event.data
        now = {p.key: p for p in self.placements()}
        names = self.match.names
        if kind == "deal":
            self.pile_model = []
            flights = []
            hands = [p for p in now.values() if p.key.startswith("hand:")]
            for i, p in enumerate(hands):
                flights.append(Toss(duration=0.3, delay=1.2 * i / max(1, len(hands)), hides=(p.key,), face=p.face,
                                    start=g.deck.copy(), end=p.rect.copy(), flip=p.face is not None,
                                    on_start=(lambda: self.app.audio.play("deal")) if i % 4 == 0 else None))
            self.motion.then(*flights)
        elif kind == "ante":
            bone = art.bone(max(24, g.pile_w // 2))
            self.motion.also(*[Sprite(duration=0.5, delay=0.2 + 0.08 * s, image=bone, start=g.seats[s].anchor,
                                      end=g.pot_centre) for s in range(self.match.players)])
        elif kind in ("lead", "respond", "dogpile"):
            seat, card = d["seat"], d["card"]
            index = len(self.pile_model)
            for old in self._centre:  # a call-out about the last pile gives way to the new card
                old.retire()
            window = d.get("window") if kind != "dogpile" else None
            done = (lambda w=window: self.land(w)) if window is not None else None
            self.motion.now(Toss(duration=PLAY, face=card, start=self.from_hand(seat, card, before),
                                 end=self.pile_spot(index, now), hides=(f"pile:{index}",), on_done=done,
                                 on_start=lambda: self.app.audio.play("play")))
            self.pile_model.append(card)
            if kind == "dogpile":
                if d["wild"]:
                    cleared = list(self.pile_model)
                    starts = self.pile_starts(len(cleared), before)
                    starts[-1] = self.pile_spot(index, now)
                    cleared_words = _("{card}! {name} clears the pile").format(card=WILD_NAME, name=names[seat])
                    self.motion.now(*self.sweep(cleared, starts, g.discard, PLAY), *self.centre_shout(
                        Shout(duration=1.0, delay=PLAY * 0.5, text=cleared_words,
                              centre=(g.pile_centre[0], g.pile_centre[1] - g.pile_h // 2),
                              size=self.middle_size(cleared_words, 26))))
                    self.pile_model = []
                else:
                    self.motion.now(self.callout(seat, _("Dogpile!"), 20, 0.7, PLAY * 0.6))
        elif kind in ("greedy", "fierce"):
            seat = d["seat"]
            pile = list(self.pile_model)
            starts = self.pile_starts(len(pile), before)
            if pile:
                starts[-1] = self.pile_spot(len(pile) - 1, now)
            took = list(d.get("took", []))
            to_hand = dict()
            ends = []
            landing = self.to_hand(seat, took, before, now) if took else []
            for card, spot in zip(took, landing):
                to_hand.setdefault(card, []).append(spot)
            for card in pile:
                if to_hand.get(card):
                    ends.append(to_hand[card].pop(0))
                else:
                    ends.append((g.discard.copy(), None))
            if kind == "greedy":
                text = ngettext("{card}: {name} takes {count} diamond", "{card}: {name} takes {count} diamonds",
                                len(took)).format(card=QUEEN_NAMES[GREEDY], name=names[seat], count=len(took))
            else:
                text = _("{card}: {name} clears the pile").format(card=QUEEN_NAMES[FIERCE], name=names[seat])
            self.motion.now(*self.sweep(pile, starts, ends, PLAY), *self.centre_shout(
                Shout(duration=1.1, delay=PLAY * 0.5, text=text,
                      centre=(g.pile_centre[0], g.pile_centre[1] - g.pile_h // 2), size=self.middle_size(text, 26))))
            self.pile_model = []
        elif kind == "pile_picked_up":
            seat, namer = d["seat"], d["namer"]
            cards = list(d["cards"])
            starts = self.pile_starts(len(cards), before)
            ends = self.to_hand(seat, cards, before, now)
            centre = (g.pile_centre[0], g.pile_centre[1] - g.pile_h // 3)
            sub = ngettext("{name} picks up {count} card; {namer} leads",
                           "{name} picks up {count} cards; {namer} leads", len(cards)).format(
                name=names[seat], count=len(cards), namer=names[namer])
            if d.get("auto"):
                sub = _("Time's up! {what}").format(what=sub)
            # the pile flies to the hand at once; the call-out comes where it lay (not over its cards)
            landed = 0.35 + 0.025 * len(cards)
            tosses = self.sweep(cards, starts, ends, 0.0)
            shout_now = lambda: self.app.audio.play("shout")  # noqa: E731 (heard as the pile goes)
            if tosses:
                tosses[0].on_start = shout_now
            big, small = self.middle_size("YOU SHADY POOCH!", 52), self.middle_size(sub, 20)
            # the line under the call-out, clear of its backdrop fully grown
            under = centre[1] + (shout_height(big) + shout_height(small)) // 2 + 4
            self.motion.now(*tosses, *self.centre_shout(
                Shout(duration=1.4, delay=landed, text="YOU SHADY POOCH!", centre=centre,
                      size=big, on_start=None if tosses else shout_now),
                Shout(duration=1.4, delay=landed, text=sub, centre=(centre[0], under), size=small, colour=look.INK)))
            self.pile_model = []
        elif kind == "round_won":
            self.resting = True
            self.last_win = dict(d)
            seat = d["seat"]
            bone = art.bone(max(24, g.pile_w // 2))
            pot = d["pot"]
            wait = max(PLAY, self.motion.landing_in())
            out = ngettext("{name} is out! The pot of {count} bone is theirs",
                           "{name} is out! The pot of {count} bones is theirs", pot).format(name=names[seat], count=pot)
            self.motion.then(Shout(duration=1.6, delay=wait, text=out,
                                    centre=(g.pile_centre[0], g.pile_centre[1] - g.pile_h // 3),
                                    size=self.middle_size(out, 30), on_start=lambda: self.app.audio.play("win")),
                             *[Sprite(duration=0.6, delay=wait + 0.3 + 0.07 * i, image=bone, start=g.pot_centre,
                                      end=g.seats[seat].anchor) for i in range(min(pot, 8))])
            holder = d["diamond_bone"]
            if holder is not None and holder != seat:
                count = d["diamonds"][holder]
                most = _("{name} has the most diamonds ({count}): +1 bone").format(name=names[holder], count=count)
                self.motion.then(Shout(duration=1.3, text=most,
                                        centre=(g.pile_centre[0], g.pile_centre[1] - g.pile_h // 3),
                                        size=self.middle_size(most, 24)),
                                 Sprite(duration=0.6, delay=0.2, image=bone, start=g.seats[seat].anchor,
                                        end=g.seats[holder].anchor))
        elif kind == "round_scored":
            self.history.append(list(d["bones"]))
        elif kind == "game_over":
            winners = d["winners"]
            text = ngettext("Top dog: {names}", "Top dogs: {names}", len(winners)).format(
                names=", ".join(names[s] for s in winners))
            self.motion.then(Shout(duration=1.6, text=text, centre=g.pile_centre, size=self.middle_size(text, 34)))
