"""The speed sort at the Heave Ho! table, in real time: each player's panel built from
the view (whose pair shows where, face up or not, with which keys), a keep by key or
click, the shared screen while people sort together, and the sort's own flourishes
that run side by side, never queued: a pair gliding in, the kept cards flying to
their stacks, "Stop!", the tie draw, "Teams formed"."""
from __future__ import annotations

from game.language import _
from game.heaveho.notation import KEEP_FIRST, KEEP_SECOND
from scenes.frame import look
from scenes.heaveho import sort_end, sorting
from scenes.heaveho.glide import Glide
from scenes.heaveho.sorting import SORTING
from scenes.table.motion import Banner, Pause, codes_in
from scenes.table.results import Summary


class SpeedSort:
    """HeaveHoTable's speed sort."""

    def sort_open(self) -> bool:
        """The sort is running: keys keep cards, the clock runs."""
        return (self.public()["phase"] in SORTING and self.frozen is None and not self.waiting
                and self.countdown <= 0)

    def real_time_now(self) -> bool:
        return self.public()["phase"] == "sort" and self.frozen is None and not self.waiting

    def share_the_sort(self) -> bool:
        """The sort between people shows every hand to both (viewer "all"): True while
        it runs. Out of it, the shared view goes and the tug passes the screen."""
        if len(self.humans) < 2 or self.replaying or self.frozen is not None:
            return False
        if self.public()["phase"] in SORTING:
            if self.viewer != "all":
                self.viewer = "all"
                self.touch()
            return True
        if self.viewer == "all":
            self.viewer = None
            self.touch()
        return False

    def update_live(self, dt: float) -> None:
        if not self.live:
            return
        speed = self.app.settings.animation_factor
        if speed <= 0:
            self.live = []
            return
        for entry in self.live:
            entry[1] += dt / speed
        self.live = [e for e in self.live if e[1] < e[0].delay + e[0].duration]

    def add_live(self, *items) -> None:
        if self.app.settings.animation_factor <= 0 or self.replaying:   # (a replay runs only the queue)
            return
        for item in items:
            self.live.append([item, 0.0])

    def zone_of(self, seat: int) -> str:
        return self.seats[seat].zone or str(seat + 1)

    def seat_for_zone(self, zone: str) -> int | None:
        for seat in self.humans:
            if self.zone_of(seat) == zone:
                return seat
        if len(self.humans) == 1:   # one person: any zone's keys are theirs
            return self.humans[0]
        return None

    def pair_visible(self, owner: int, panel_seat: int) -> bool:
        """May the screen show the pair in ``panel_seat``'s panel (``owner``'s cards)?
        On a shared screen the people's pairs are face up; a bot's stay hidden."""
        if self.viewer == "all":
            return True
        if self.replaying:
            return self.viewer == panel_seat
        return panel_seat in self.humans

    def panels(self, view) -> list[sorting.Panel]:
        s = view["sort"]
        names = view["names"]
        out = []
        for seat in (0, 1):
            owner = sorting.pair_owner(view, seat)
            pair = None
            if owner is not None:
                pair = [None, None]
                # face down until "go": a pair seen during the countdown is a head start
                if self.pair_visible(owner, seat) and self.countdown <= 0:
                    if self.viewer == "all":
                        pair = list(view["prep"][owner][:2])
                    else:
                        pair = self.match.view(seat)["sort"]["pair"] or [None, None]
            human = seat in self.humans and not self.replaying
            acting = human and seat in view["to_act"] and self.sort_open()
            keys = None
            if human:
                zone = self.zone_of(seat)
                keys = (self.keys.label(zone, "left"), self.keys.label(zone, "right"))
            prep = s["prep"][seat] - (2 if sorting.pair_owner(view, seat) == seat or
                                      (view["phase"] == "distribute" and seat != s["winner"]
                                       and s["prep"][seat] > 0) else 0)
            mine, theirs = sorting.piles(view, seat)
            title = names[seat] if human or self.replaying or not self.is_bot(seat) else \
                _("{name}  (bot)").format(name=names[seat])
            out.append(sorting.Panel(seat, title, sorting.status(view, seat, human), pair, acting, keys,
                                     max(0, prep), mine, theirs, names[1 - seat],
                                     busy=seat in view["to_act"] and view["phase"] != "sort",
                                     verb=_("take") if view["phase"] == "distribute" else _("keep")))
        return out

    def keep(self, seat: int, first: bool) -> None:
        if self.public()["phase"] not in SORTING:
            return
        if not self.sort_open():
            self.say(_("Get ready: the sort starts after the countdown") if self.countdown > 0 or self.waiting
                     else _("Wait a moment"))
            return
        self.act(seat, KEEP_FIRST if first else KEEP_SECOND)

    def on_pair(self, data, event, before) -> None:
        if self.frozen is not None or self.waiting or self._setting_up:
            return
        g = self.geo()
        panel = data["seat"]   # the pair shows in the panel of the one who decides on it
        rects = g.pair_rects(panel)
        faces = [p.face for p in self.placements() if p.key.startswith(f"pair:{panel}:")]
        if len(faces) != 2:
            return
        start = g.prep_rect(data["owner"])
        self.add_live(*[Glide(duration=0.14, hides=(f"pair:{panel}:{i}",), face=faces[i], start=start.copy(),
                               end=rects[i].copy(), flip=faces[i] is not None) for i in (0, 1)])

    def on_keep(self, data, event, before) -> None:
        seat = data["seat"]
        self.fly_pair(seat, before, event.private.get(seat, {}))

    def on_distribute(self, data, event, before) -> None:
        seat = data["seat"]
        self.fly_pair(seat, before, event.private.get(seat, {}))

    def fly_pair(self, panel: int, before: dict, secret: dict) -> None:
        """The kept card flies to the keeper's stack, the other to the stack for the opponent."""
        g = self.geo()
        mine, theirs = g.pile_rects(panel)
        starts = [self.rect_for(f"pair:{panel}:{i}", before) or g.pair_rects(panel)[i] for i in (0, 1)]
        faces = [before[f"pair:{panel}:{i}"].face if f"pair:{panel}:{i}" in before else None for i in (0, 1)]
        kept = secret.get("kept")
        first_kept = kept is None or faces[0] == kept or faces[1] != kept
        ends = (mine, theirs) if first_kept else (theirs, mine)
        self.add_live(*[Glide(duration=self.keep_seconds, face=faces[i], start=starts[i], end=ends[i].copy())
                        for i in (0, 1)])
        self.app.audio.play("play")

    def on_stop(self, data, event, before) -> None:
        if data["final"]:
            return
        g = self.geo()
        mine, theirs = g.pile_rects(data["seat"])  # under the pairs: never over a pair a player keeps from
        centre = ((mine.left + theirs.right) // 2, mine.centery)
        self.add_live(Banner(duration=1.1, text=_("Stop!"), centre=centre, size=look.text_size(g.size, 56),
                             colour=look.GOLD))
        self.app.audio.play("shout")

    def on_tie_draw(self, data, event, before) -> None:
        g = self.geo()
        self.motion.then(sorting.TieShow(duration=3.2, draws=data["draws"], names=list(self.match.names),
                                         winner=data["winner"], size=g.size))
        self.app.audio.play("shout")

    def on_stacks_ready(self, data, event, before) -> None:
        if len(self.humans) >= 2 and not self.replaying:
            self.viewer = None      # nobody's hand shows until the hand-off
            self.hide_private_motion(codes_in(self.public()))   # the last keeps land face down
            self.touch()
        if self.replaying or self._setting_up:
            self.teams_formed(data["first"])
            return
        # the sort's last picture stays (the last cards land) until its summary is read
        self.frozen = sort_end.sorted_view(self.public())
        self.touch()
        self.motion.then(Pause(duration=0.6))
        self.after_motion(self.show_sort_end)

    def show_sort_end(self) -> None:
        """How the teams were made, for everyone, until a deliberate Continue."""
        view = self.frozen if self.frozen is not None else self.public()
        self.app.stack.push(Summary(self.app, sort_end.title(view), sort_end.header(), sort_end.rows(view),
                                    sort_end.note(view), on_close=self.sort_end_read))

    def sort_end_read(self) -> None:
        """The summary was read: the tug shows (between people, covered first)."""
        first = self.frozen["sort"]["winner"] if self.frozen is not None else self.public()["sort"]["winner"]
        self.frozen = None
        self.touch()
        self.teams_formed(first)

    def teams_formed(self, seat: int) -> None:
        first = self.match.names[seat]
        self.motion.then(self.banner(_("Teams formed: {name} plays first").format(name=first), size=24, seconds=1.2))
