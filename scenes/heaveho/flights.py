"""What moves in the Heave Ho! tug-of-war: the cards dealt from the team stacks, placed
on a space, drawn, played as actions, taken with Dirty Trick, discarded or moved; the
barrel dropped on its first space and sliding when pulled; the contests ("How Ruck!",
both strengths and who pulls) and the banner of the round's winner."""
from __future__ import annotations

import pygame

from game.heaveho.cards import ACTION_TITLES
from game.language import _, ngettext
from game.heaveho.board import TRACK
from scenes.frame import fonts, look
from scenes.heaveho.board import BarrelSlide, ContestShow
from scenes.heaveho.glide import Glide
from scenes.heaveho.words import card_words
from scenes.table.motion import Banner


class Flights:
    """HeaveHoTable's animation of the tug's events (``on_<kind>``, called by ``animate``)."""

    def banner(self, text: str, centre=None, size: int = 24, seconds: float = 1.0) -> Banner:
        g = self.geo()
        return Banner(duration=seconds, text=text, centre=centre or (g.size[0] // 2, g.track_y - g.board_h // 2),
                      size=look.text_size(g.size, size))

    def rect_for(self, key: str, before: dict) -> pygame.Rect | None:
        p = before.get(key)
        return p.rect.copy() if p else None

    def after_rect(self, key: str) -> pygame.Rect | None:
        for p in self.placements():
            if p.key == key:
                return p.rect.copy()
        return None

    def from_hand(self, seat: int, card: str, before: dict) -> pygame.Rect:
        held = self.hand_card_rect(seat, card, before, middle=True)
        if held is not None:
            return held
        g = self.geo()
        rects = g.hand_rects(1) if seat == self.bottom_seat() else g.other_rects(1)
        return rects[0]

    def on_deal(self, data, event, before) -> None:
        if self.frozen is not None or self.waiting:
            return
        if len(self.humans) >= 2 and not self.replaying and self.viewer not in (None, "all"):
            self.viewer = None
            self.touch()
        g = self.geo()
        flights = []
        i = 0
        for p in self.placements():
            if p.key.startswith("hand:"):
                seat = int(p.key.split(":")[1])
                flights.append(Glide(duration=0.26, delay=0.05 * i, hides=(p.key,), face=p.face,
                                      start=g.team_stacks[seat].copy(), end=p.rect.copy(), flip=p.face is not None,
                                      on_start=(lambda: self.app.audio.play("deal")) if i % 3 == 0 else None))
                i += 1
        self.motion.then(*flights)

    def on_tug_start(self, data, event, before) -> None:
        if self.frozen is not None or self.waiting:
            return
        board = self.board()
        start = data["barrel"]
        drop = BarrelSlide(duration=0.35, board=board, start=start, end=start,
                           on_start=lambda: setattr(self, "barrel_at", None),
                           on_done=lambda: setattr(self, "barrel_at", start))
        name = self.match.names[data["first"]]
        words = _("Barrel on space {space}: {name} starts").format(space=start, name=name)
        self.motion.then(drop, self.banner(words, size=24, seconds=1.1))

    def on_place(self, data, event, before) -> None:
        seat, card, side, space = data["seat"], data["card"], data["side"], data["space"]
        start = self.rect_for("stolen", before) if data["stolen"] else None
        start = start or self.from_hand(seat, card, before)
        view = self.view()
        index = len(view["board"][side][space]) - 1
        key = f"space:{side}:{space}:{index}"
        end = self.after_rect(key) or self.geo().bases[side, space].copy()
        self.motion.then(Glide(duration=0.34, hides=(key,), face=card, start=start, end=end,
                                on_start=lambda: self.app.audio.play("play")))

    def on_draw(self, data, event, before) -> None:
        seat = data["seat"]
        count = data["count"]
        g = self.geo()
        mine = [p for p in self.placements() if p.key.startswith(f"hand:{seat}:")]
        new = mine[-count:] if count else []
        self.motion.then(*[Glide(duration=0.25, delay=0.06 * i, hides=(p.key,), face=p.face,
                                  start=g.team_stacks[seat].copy(), end=p.rect.copy(), flip=p.face is not None)
                           for i, p in enumerate(new)])

    def on_contest(self, data, event, before) -> None:
        names = self.match.names
        card = data["card"]
        shout = "Weak Wins!" if card == "A-weak-wins" else "How Ruck!"  # (the cards' names, as printed)
        s0, s1 = data["strength"]
        puller = data["puller"]
        if puller is None:
            text = _("{first} against {second}: equal strength, the barrel stays").format(first=s0, second=s1)
        else:
            steps = data["difference"]
            if data["weak_wins"]:
                text = ngettext("{name} {first} against {other} {second}: {puller} pulls {count} space (the weaker "
                                "side pulls)", "{name} {first} against {other} {second}: {puller} pulls {count} spaces "
                                "(the weaker side pulls)", steps)
            else:
                text = ngettext("{name} {first} against {other} {second}: {puller} pulls {count} space",
                                "{name} {first} against {other} {second}: {puller} pulls {count} spaces", steps)
            text = text.format(name=names[0], first=s0, other=names[1], second=s1, puller=names[puller], count=steps)
        board = self.board()
        self.motion.then(self.banner(shout, size=48, seconds=0.9))
        self.motion.then(ContestShow(duration=1.6, board=board, strength=[s0, s1], text=text, winner=puller))
        self.app.audio.play("shout")

    def on_barrel_moved(self, data, event, before) -> None:
        a, b = data["from"], data["to"]
        steps = abs(b - a)
        board = self.board()
        items = [BarrelSlide(duration=0.3 + 0.12 * steps, board=board, start=a, end=b,
                             on_start=lambda: setattr(self, "barrel_at", None),
                             on_done=lambda: setattr(self, "barrel_at", b))]
        if data["seat"] is None:
            items.append(self.banner(_("The rope breaks: the barrel goes back to the start"), size=24, seconds=1.2))
        elif data["cause"] == "A-adrenaline":
            words = _("{card}! {name} pulls 2").format(card="Adrenaline", name=self.match.names[data["seat"]])
            items.append(self.banner(words, size=24, seconds=1.0))
        self.motion.then(*items)

    def on_action(self, data, event, before) -> None:
        seat, card = data["seat"], data["card"]
        start = self.rect_for("stolen", before) if data["stolen"] else None
        start = start or self.from_hand(seat, card, before)
        end = self.geo().discard.copy()
        name = self.match.names[seat]
        title = ACTION_TITLES[card]
        if data["declined"]:
            text = _("{name} discards {card} without its effect").format(name=name, card=title)
        elif card == "A-bye-bye":
            text = _("{name}: {card} to every visible {strength}").format(name=name, card=title,
                                                                          strength=data["choice"][0])
        else:
            text = _("{name} plays {card}").format(name=name, card=title)
        self.motion.then(Glide(duration=0.34, hides=("discard",), face=card, start=start, end=end,
                                on_start=lambda: self.app.audio.play("play")))
        self.motion.then(self.banner(text, size=24, seconds=1.0))

    def on_dirty_trick(self, data, event, before) -> None:
        names = self.match.names
        start = self.from_hand(data["from"], data["card"], before)
        end = self.after_rect("stolen") or self.geo().stolen.copy()
        self.motion.then(Glide(duration=0.45, hides=("stolen",), face=data["card"], start=start, end=end,
                                flip=True))
        self.motion.then(self.banner(_("{name} takes {card} from {other}").format(
            name=names[data["seat"]], card=card_words(data["card"]), other=names[data["from"]]),
            size=24, seconds=1.2))

    def on_discarded(self, data, event, before) -> None:
        gone = data["cards"]
        if not gone:
            self.motion.then(self.banner(_("Nothing on view to discard"), size=24, seconds=0.9))
            return
        view = self.view()
        end = self.geo().discard
        flights = []
        for i, c in enumerate(gone):
            index = len(view["board"][c["side"]][c["space"]])   # the index the card had on top
            start = self.rect_for(f"space:{c['side']}:{c['space']}:{index}", before) or \
                self.geo().bases[c["side"], c["space"]].copy()
            flights.append(Glide(duration=0.4, delay=0.08 * i, face=c["card"], start=start, end=end.copy(),
                                  hides=("discard", "discard:under")))
        self.motion.then(*flights)

    def on_moved(self, data, event, before) -> None:
        view = self.view()
        f, t = data["from"], data["to"]
        start = self.rect_for(f"space:{f['side']}:{f['space']}:{len(view['board'][f['side']][f['space']])}", before)
        index = len(view["board"][t["side"]][t["space"]]) - 1
        key = f"space:{t['side']}:{t['space']}:{index}"
        end = self.after_rect(key) or self.geo().bases[t["side"], t["space"]].copy()
        self.motion.then(Glide(duration=0.5, hides=(key,), face=data["card"],
                                start=start or self.geo().bases[f["side"], f["space"]].copy(), end=end))

    def on_round_won(self, data, event, before) -> None:
        seat = data["seat"]
        self.history.append(list(data["barrels"]))
        self.round_wins.append((seat, data["how"]))
        name = self.match.names[seat]
        g = self.geo()
        track = pygame.Rect(g.track_x0 - 8, g.track_y - 6, g.track_x1 - g.track_x0 + 16, g.box_h + 12)
        track.height += look.text_size(g.size, 12) * 2  # its ends' names too
        size = min(look.text_size(g.size, 48), round(track.h * 0.62))
        text = _("{name} wins the barrel!").format(name=name)
        # between the names under the track's ends (a long language's words get smaller letters)
        first, last = g.box(1), g.box(TRACK)
        room = (last.centerx - last.w) - (first.centerx + first.w) - 8
        while size > 14 and fonts.font(size, bold=True).size(text)[0] * 1.08 > room:
            size -= 1
        self.motion.then(Banner(duration=1.6, text=text, centre=track.center, size=size,
                                backdrop=False, cover=track, on_start=lambda: self.app.audio.play("win")))
        self.after_motion(lambda e=event: self.round_over(e))
