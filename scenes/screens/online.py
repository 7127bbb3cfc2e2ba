"""Play online: host a room on this computer (friends join it by its address and code)
or join a friend's, wait in the room's lobby, then play at a table whose match is the
room at the server. Rejoin (from the title) takes a person back to their seat.

Nothing here waits for the network: the session connects on a helper thread and is
read once a frame; what goes wrong is said on the screen, and Back always works."""
from __future__ import annotations

from game.language import N_, _, ngettext
from game.engine import DEFAULT_NAMES
from game.seats import Seat
from scenes.catalog import load_all
import pygame

from scenes.frame import fonts, look, qr_code
from scenes.frame.menu import Button, Choice, Label, Menu, TextField
from scenes.frame.page import Screen
from game.storage import disk, online

def network():
    """The network side (aiohttp and the server's code), loaded when a person first goes
    online: the title and the tables open without it (some 20 MB and a tenth of a second)."""
    from game.net import hosting, remote

    return remote, hosting.Hosted


#: what a new room's bot seats play at
LEVELS = ("easy", "normal", "hard")
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}
#: seconds a hosted room's real-time rounds count down (every window the same, by the server)
COUNTDOWN = 3.0
#: a hosted or joined session that has said nothing for this long has failed to connect
CONNECT_SECONDS = 10.0


class OnlineScreen(Screen):
    heading = N_("Play online")

    def __init__(self, app, rejoin: online.OnlineSeat | None = None):
        super().__init__(app)
        self.catalog = load_all()
        self.stage = "start"
        games = list(self.catalog)
        last = getattr(app.settings, "setups", {}) or {}
        self.game = games[0]
        self.players = self.catalog[self.game].default_players
        self.people_online = 1
        #: people at this computer, passing it round with the cover between them (turn-based
        #: games); none: this window is the table screen for the others (phones)
        self.people_here = 1
        #: people holding their hand on a phone (the page at the join link the QR code opens)
        self.people_phones = 0
        #: the room hosted here has no seat here: this window shows its public table
        self.table_screen = False
        self.link = ""
        #: the other people here: [(seat, session)], and the watching session for the cover's public table
        self.extras: list = []
        self.watcher = None
        self.level = "normal"
        self.away = "wait"
        names = [n for n in (last.get(self.game, {}) or {}).get("names", []) if isinstance(n, str)] if isinstance(
            last.get(self.game), dict) else []
        self.name = disk.clean_text(names[0], 16) if names else DEFAULT_NAMES[0]
        self.address = ""
        self.recall_join_form()
        self.code = ""
        self.session = None  # (a game.net.remote.Session once connecting)
        self.hosting = False
        self.waited = 0.0
        #: what to send once connected: ("create", ...), ("join", code), ("watch", code), ("rejoin", seat)
        self.then: tuple | None = None
        self.remembered = False
        self.rejoining = rejoin
        if rejoin is not None:
            self.start_rejoin(rejoin)

    # -- the stages' menus -------------------------------------------------------------------
    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = max(360, min(max(640, round(640 * look.scale(size))), int(size[0] * 0.56)))  # (its words grow with the window)
        x = (size[0] - w) // 2
        rows = getattr(self, f"rows_{self.stage}")()
        top = round(size[1] * (0.36 if self.stage == "lobby" else 0.16))
        if self.shows_join_code():  # (beside the QR code, under the seats)
            _, x, w = self.qr_layout(size)
            w = min(w, round(320 * look.scale(size)))
            top = round(size[1] * 0.8)
        self.menu = Menu(self, rows, self.menu_area(x, top, w, size), on_back=self.back)
        self.menu.focus_first()

    def rows_start(self):
        return [[Label(_("Host: friends join from phones or other computers."))],
                [Button(_("Host a game"), lambda: self.go("host"))],
                [Label(_("Join: a friend tells you their address and room code."))],
                [Button(_("Join a game"), lambda: self.go("join"))],
                [Button(_("Back"), self.back)]]

    def rows_host(self):
        entry = self.catalog[self.game]
        players = [(n, str(n)) for n in range(entry.min_players, entry.max_players + 1)]
        online_choices = [(n, str(n)) for n in range(0 if self.people_phones else 1,
                                                     self.players - self.people_phones + 1)]
        most_here = self.players - self.people_online - self.people_phones
        here = [(n, str(n)) for n in range(1, most_here + 1)] if not entry.real_time \
            else [(1, _("1 (real time: one here)"))] if most_here else []
        here.insert(0, (0, _("0: this window shows the table")))
        phones = [(n, str(n)) for n in range(0, self.players + 1)]
        return [[Choice(_("Game"), [(g, e.title) for g, e in self.catalog.items()], lambda: self.game, self.set_game)],
                [Choice(_("Players"), players, lambda: self.players, self.set_players)],
                [Choice(_("People at this computer"), here, lambda: self.people_here, self.set_here)],
                [Choice(_("People on phones"), phones, lambda: self.people_phones, self.set_phones)],
                [Choice(_("People at other computers"), online_choices, lambda: self.people_online,
                        self.set_online)],
                [Choice(_("Other seats"), [(lv, _("bots: {level}").format(level=_(LEVEL_WORDS[lv]))) for lv in LEVELS], lambda: self.level,
                        lambda v: setattr(self, "level", v))],
                [Choice(_("If someone drops"), [("wait", _("wait for them")), ("bot", _("a bot plays for them"))],
                        lambda: self.away, lambda v: setattr(self, "away", v))],
                [TextField(_("Your name"), lambda: self.name, self.set_name, max_length=16)],
                [Button(_("Host"), self.host), Button(_("Back"), lambda: self.go("start"))]]

    def rows_join(self):
        return [[TextField(_("Address"), lambda: self.address, lambda v: setattr(self, "address", v), max_length=80)],
                [TextField(_("Room code"), lambda: self.code, lambda v: setattr(self, "code", v.upper()), max_length=16,
                           on_enter=self.join)],
                [TextField(_("Your name"), lambda: self.name, self.set_name, max_length=16)],
                [Button(_("Join"), self.join), Button(_("Watch"), self.watch), Button(_("Back"), lambda: self.go("start"))]]

    def rows_lobby(self):
        if not self.in_room():  # (on the way in: no lobby until the room has answered)
            return [[Button(_("Cancel"), self.leave_room)]]
        if self.table_screen:  # (the people on phones start it: they hold the seats)
            return [[Button(_("Leave"), self.leave_room)]]
        started = bool(self.session and self.session.lobby and self.session.lobby.get("started"))
        can_start = bool(self.session and self.session.token) and not started
        return [[Button(_("Start the game"), self.start_game, enabled=can_start), Button(_("Leave"), self.leave_room)]]

    def shows_join_code(self) -> bool:
        """The hosting lobby for people on phones: the join link's QR code beside the seats."""
        return (self.stage == "lobby" and self.hosting and self.in_room()
                and (self.table_screen or self.people_phones > 0))

    def join_link(self) -> str:
        """The phone page's link to this room at this computer (kept: it asks the network)."""
        hosted = getattr(self.app, "hosted", None)
        if not self.link and hosted is not None and self.session is not None and self.session.room:
            self.link = hosted.join_link(self.session.room)
        return self.link

    def in_room(self) -> bool:
        """The room has answered: this person is seated (or hosting a room just made)."""
        return bool(self.session and (self.session.token or (self.session.lobby and self.hosting)))

    def go(self, stage: str) -> None:
        self.stage = stage
        self.problem = ""
        self.build()

    # -- choices --------------------------------------------------------------------------------
    def set_game(self, game: str) -> None:
        self.game = game
        entry = self.catalog[game]
        self.players = max(entry.min_players, min(entry.max_players, self.players))
        self.fit_here()
        self.build()

    def set_players(self, count: int) -> None:
        self.players = count
        self.fit_here()
        self.build()

    def set_here(self, count: int) -> None:
        self.people_here = count
        self.build()

    def set_online(self, count: int) -> None:
        self.people_online = count
        self.fit_here()
        self.build()

    def set_phones(self, count: int) -> None:
        self.people_phones = count
        self.fit_here()
        self.build()

    def fit_here(self) -> None:
        """Keep the counts of people within the seats: phones first, then other computers
        (at least one person somewhere else), then this computer (none: the table screen)."""
        self.people_phones = max(0, min(self.people_phones, self.players))
        self.people_online = max(0 if self.people_phones else 1,
                                 min(self.people_online, self.players - self.people_phones))
        most_here = self.players - self.people_online - self.people_phones
        if self.catalog[self.game].real_time:
            most_here = min(most_here, 1)
        self.people_here = max(0, min(self.people_here, most_here))

    def set_name(self, text: str) -> None:
        self.name = disk.clean_text(" ".join(text.split()), 16)

    # -- going online -----------------------------------------------------------------------------
    def host(self) -> None:
        hosted = getattr(self.app, "hosted", None)
        if hosted is None or not hosted.running:
            try:
                hosted = network()[1]().start()
            except OSError as exc:
                self.problem = _("Could not host here: {why}").format(why=str(exc)[:160])
                return
            self.app.hosted = hosted
        self.fit_here()
        self.table_screen = self.people_here == 0
        self.link = ""
        seats = [{"kind": "open"} for _ in range(self.people_here + self.people_phones + self.people_online)]
        seats += [{"kind": "bot", "level": self.level} for _ in range(self.players - len(seats))]
        self.hosting = True
        self.connect(hosted.url, ("create", self.game, seats, self.away))

    def join(self) -> None:
        self.enter_room("join")

    def watch(self) -> None:
        """Watch the room: the spectator's screen, then its table (screens/watch.py)."""
        try:
            network()[0].address(self.address)
        except ValueError as exc:
            self.problem = str(exc)
            return
        if not "".join(self.code.split()):
            self.problem = _("Type the room code your friend gave you.")
            return
        self.app.stack.push(self.app.scene("watch", self.address, self.code))

    def enter_room(self, how: str) -> None:
        try:
            url = network()[0].address(self.address)
        except ValueError as exc:
            self.problem = str(exc)
            return
        code = "".join(self.code.split()).upper()
        if not code:
            self.problem = _("Type the room code your friend gave you.")
            return
        self.hosting = self.table_screen = False
        self.connect(network()[0].join_address(url, code), (how, code))

    def start_rejoin(self, seat: online.OnlineSeat) -> None:
        self.name = seat.name or self.name
        self.hosting, self.table_screen = seat.hosted, False
        if seat.hosted:
            hosted = getattr(self.app, "hosted", None)
            if hosted is None or not hosted.running:
                try:
                    hosted = network()[1]().start(port=seat.port or 0)
                except OSError as exc:
                    self.problem = _("Could not start this computer's server again: {why}").format(why=str(exc)[:160])
                    return
                self.app.hosted = hosted
            url = network()[0].join_address(hosted.url, seat.room)
        else:
            url = seat.url
        self.connect(url, ("rejoin", seat))

    def connect(self, url: str, then: tuple) -> None:
        if self.session is not None:
            self.session.close()
        self.session = network()[0].Session(url, name=self.name or DEFAULT_NAMES[0])
        self.session.says_ready = True  # (its table tells the server when no pop-up holds this person)
        self.then = then
        self.waited = 0.0
        self.remembered = False
        self.problem = ""
        self._lobby_shape = None
        self.stage = "lobby"
        self.build()

    def start_game(self) -> None:
        if self.session is not None:
            self.session.start()

    def leave_room(self) -> None:
        """Back from the lobby: the seat stays this person's (Rejoin on the title)."""
        if self.session is not None:
            self.session.close()
            self.session = None
        self.close_the_others_here()
        self.go("start")

    def back(self) -> None:
        if self.stage == "lobby":
            self.leave_room()
        elif self.stage in ("host", "join"):
            self.go("start")
        else:
            self.app.stack.pop()

    # -- each frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        session = self.session
        if session is None or self.stage != "lobby":
            return
        if session.failed:
            self.problem = session.failed
            self.session = None
            session.close()
            self.go("join" if not self.hosting and self.rejoining is None else "start")
            self.problem = session.failed
            return
        if session.connecting:
            self.waited += dt
            return
        session.pump()
        if self.then is not None:
            self.send_first()
        if session.notices:
            problem = session.notices[-1]
            self.problem = problem
            session.notices.clear()
            if session.token is None and not self.hosting:  # (no room, a full one, a lost seat): back to the form
                if self.rejoining is not None and network()[0].seat_lost(problem):
                    online.forget()
                self.session = None
                session.close()
                self.go("join" if self.rejoining is None else "start")
                self.problem = problem
                return
            if session.token is None and session.room is None or network()[0].seat_lost(self.problem):
                if self.rejoining is not None and network()[0].seat_lost(self.problem):
                    online.forget()
                return
        if session.lost:
            self.problem = _("The connection was lost.")
            return
        if session.token and not self.remembered:
            self.remember()
        if self.menu is not None:
            ready = bool(session.token) and bool(session.lobby) and not session.lobby.get("started")
            if (self.in_room(), ready) != getattr(self, "_lobby_shape", None):
                self._lobby_shape = (self.in_room(), ready)
                self.build()
        together = self.tend_the_others_here() if self.extras else True
        if session.state is not None and session.lobby is not None and together:
            self.open_table()

    def send_first(self) -> None:
        session, then = self.session, self.then
        kind = then[0]
        if kind == "create":
            if session.room is None:
                if not getattr(self, "_asked", False):
                    session.create(then[1], then[2], away=then[3], countdown=COUNTDOWN)
                    self._asked = True
                return
            if self.table_screen:  # (nobody here: this window watches the room's public table)
                session.watch(session.room)
            else:
                self.seat_the_others_here(session)
                self._asked = False
                self.then = ("seat",)
                return
        elif kind == "seat":
            # The other people here take their seats (1, 2, ...) before this one takes seat 0,
            # so a friend who joins as soon as this window holds a seat finds them taken
            # and gets the next open one (a friend quicker than that once got seat 1 first).
            waiting = [e for e in self.extras if e["what"] == "join" and not e["session"].token]
            if waiting and not self.problem and not any(e["session"].failed for e in waiting):
                return
            session.join(session.room, seat=0)
        elif kind == "join":
            session.join(then[1])
        elif kind == "watch":
            session.watch(then[1])
        elif kind == "rejoin":
            session.rejoin(then[1].room, then[1].token)
        self._asked = False
        self.then = None

    def seat_the_others_here(self, first) -> None:
        """The other people at this computer take the next seats, each on a connection of
        its own, and one more connection watches: the cover between them shows its table."""
        remote = network()[0]
        names = [n for n in DEFAULT_NAMES if n != self.name]
        self.extras = [{"seat": seat, "what": "join", "sent": False,
                        "session": remote.Session(first.url, name=names[(seat - 1) % len(names)])}
                       for seat in range(1, self.people_here)]
        if self.extras or self.screen_shared():
            self.watcher = remote.Session(first.url)
            self.extras.append({"seat": None, "what": "watch", "sent": False, "session": self.watcher})

    def tend_the_others_here(self) -> bool:
        """Each other connection here joins (or watches) once connected; True once every
        one has its first state."""
        ready = True
        for extra in self.extras:
            one = extra["session"]
            if one.failed:
                self.problem = one.failed
                return False
            if one.connected and not extra["sent"]:
                if extra["what"] == "join":
                    one.join(self.session.room, seat=extra["seat"])
                else:
                    one.watch(self.session.room)
                extra["sent"] = True
            one.pump()
            if one.notices:
                self.problem = one.notices[-1]
                one.notices.clear()
            ready = ready and one.state is not None
        return ready

    def screen_shared(self) -> bool:
        """People on phones look at this window while the people here play on it (a
        turn-based game): the people here are covered even when there is only one."""
        return self.hosting and self.people_phones > 0 and not self.catalog[self.game].real_time

    def close_the_others_here(self) -> None:
        for extra in self.extras:
            extra["session"].close()
        self.extras, self.watcher = [], None

    def recall_join_form(self) -> None:
        """The address and name of the last join from this data folder (from the settings,
        checked as any text from a file: cleaned, bounded, the name non-empty)."""
        kept = getattr(self.app.settings, "online", None)
        if not isinstance(kept, dict):
            return
        address, name = kept.get("address"), kept.get("name")
        if isinstance(address, str):
            self.address = disk.clean_text("".join(address.split()), 80)
        if isinstance(name, str) and disk.clean_text(" ".join(name.split()), 16).strip():
            self.name = disk.clean_text(" ".join(name.split()), 16)

    def keep_join_form(self) -> None:
        """A join worked: the address and name are kept for the next time (with the settings)."""
        wanted = {"address": self.address.strip()[:80], "name": self.name[:16]}
        if not self.hosting and self.rejoining is None and getattr(self.app.settings, "online", None) != wanted:
            self.app.settings.online = wanted
            self.app.save_settings()

    def remember(self) -> None:
        session = self.session
        self.remembered = True
        self.keep_join_form()
        hosted = getattr(self.app, "hosted", None) if self.hosting else None
        try:
            online.remember(online.OnlineSeat(
                url=session.url, room=session.room or "", token=session.token or "", seat=session.seat or 0,
                game=str((session.lobby or {}).get("game", self.game)), name=self.name,
                hosted=self.hosting, port=hosted.port if hosted is not None else 0))
        except (OSError, ValueError):
            pass  # (only Rejoin after a restart is lost; the game goes on)

    def open_table(self) -> None:
        session = self.session
        lobby = session.lobby
        game_id = str(lobby.get("game"))
        entry = self.catalog.get(game_id)
        if entry is None:
            self.problem = _("This room plays a game this Kennel does not have.")
            return
        seats_info = lobby.get("seats") or []
        names = [str(s.get("name") or f"Seat {i + 1}") for i, s in enumerate(seats_info)]
        here = {} if self.table_screen else {  # (the table screen: nobody's seat, the public table)
            session.seat: session, **{e["seat"]: e["session"] for e in self.extras if e["seat"] is not None}}
        if len(here) > 1 or self.watcher is not None:  # passed round here (or seen by phones), with the cover
            from game.net.together import TogetherMatch

            match = TogetherMatch(here, self.watcher, game_id, names, lobby.get("options") or {})
        else:
            match = network()[0].RemoteMatch(session, game_id, len(names), names, lobby.get("options") or {})
        seats = [Seat(names[i], human=(i in here), level=str(s.get("level") or "normal"))
                 for i, s in enumerate(seats_info)]
        shared = self.watcher is not None and self.screen_shared()
        self.session = None  # the table's match owns them now
        self.extras, self.watcher = [], None
        table = entry.table(self.app, match, seats)
        if shared:
            table.share_screen()
        self.app.open_over_title(table)

    # -- drawing ----------------------------------------------------------------------------------
    @staticmethod
    def qr_layout(size) -> tuple:
        """Where the hosting lobby for phones goes: the QR code's square on the left, and
        the left edge and width of the column of words on its right."""
        side = min(round(size[1] * 0.66), round(size[0] * 0.42))
        gap = round(size[0] * 0.04)
        left = max(round(size[0] * 0.05), (size[0] - side - gap - round(size[0] * 0.5)) // 2)
        square = pygame.Rect(left, round(size[1] * 0.15), side, side)
        column = square.right + gap
        return square, column, size[0] - column - round(size[0] * 0.04)

    def draw_join_code(self, surface) -> None:
        """The room code, the QR code of its join link, the link in words and the seats
        as they fill: what the people on phones look at before the game."""
        size = surface.get_size()
        session = self.session
        square, x, width = self.qr_layout(size)
        link = self.join_link()
        if getattr(self, "_qr", (None,))[0] != (link, square.w):  # (made once: not every frame)
            self._qr = ((link, square.w), qr_code.picture(link, square.w))
        picture = self._qr[1]
        surface.blit(picture, picture.get_rect(center=square.center))
        entry = self.catalog.get(str(session.lobby.get("game")))
        count = len(session.lobby.get("seats", []))
        game = ngettext("{game}, {count} player", "{game}, {count} players", count).format(
            game=entry.title, count=count) if entry else ""
        lines = [(_("Room code  ({game})").format(game=game) if game else _("Room code"), 18, look.INK_DIM, False),
                 (session.room, 44, look.GOLD, True),
                 (_("Scan with a phone's camera, or open"), 18, look.INK_DIM, False), (link, 20, look.INK, True),
                 (_("Seats"), 18, look.INK_DIM, False)]
        for s in session.lobby.get("seats", []):
            who = s.get("name") or _("open: waiting for someone")
            if s.get("kind") == "bot":
                who = _("{name} (bot)").format(name=who)
            elif s.get("kind") == "person" and not s.get("connected"):
                who = _("{name} (away)").format(name=who)
            if s.get("seat") == session.seat and session.seat is not None:
                who = _("{name} - you").format(name=who)
            lines.append((f"{int(s.get('seat', 0)) + 1}.  {who}", 20,
                          look.INK_DIM if s.get("kind") == "open" else look.INK, s.get("kind") == "person"))
        if self.table_screen:
            lines.append((_("Anyone seated starts the game from their phone; open seats are played by bots. "
                            "This window then shows the table."), 16, look.INK_DIM, False))
        elif session.token:
            lines.append((_("Start when everyone is in: open seats are played by bots."), 16, look.INK_DIM, False))
        y = square.top
        for text, base, colour, bold in lines:
            ts = look.text_size(size, base)
            for line in fonts.wrap(text, ts, width, bold=bold):
                img = fonts.text(line, ts, colour, bold=bold)
                surface.blit(img, (x, y))
                y += img.get_height() + 2
            y += 4

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.stage != "lobby":
            return
        if self.shows_join_code():
            self.draw_join_code(surface)
            return
        size = surface.get_size()
        session = self.session
        y = round(size[1] * 0.13)
        lines: list[tuple[str, int, tuple, bool]] = []
        if session is None or session.connecting or not self.in_room():
            lines.append((_("Connecting...") if session is None or session.connecting else _("Joining the room..."),
                          22, look.INK, False))
        elif session.room:
            lines.append((_("Room code  {code}").format(code=session.room), 44, look.GOLD, True))
            hosted = getattr(self.app, "hosted", None)
            if self.hosting and hosted is not None:
                lines.append((_("Friends join at {addresses}").format(addresses=_("  or  ").join(hosted.addresses()[:2])), 20, look.INK, False))
        if session is not None and session.lobby:
            taken = []
            for s in session.lobby.get("seats", []):
                who = s.get("name") or _("open seat")
                if s.get("kind") == "bot":
                    who = _("{name} (bot)").format(name=who)
                elif s.get("kind") == "person" and not s.get("connected"):
                    who = _("{name} (away)").format(name=who)
                if s.get("seat") == session.seat:
                    who = _("{name} - you").format(name=who)
                taken.append(who)
            lines.append((_("Seats: {seats}").format(seats=",  ".join(taken)), 18, look.INK_DIM, False))
            if session.token and not session.lobby.get("started"):
                lines.append((_("Start when everyone is in: open seats are played by bots."), 16, look.INK_DIM, False))
        self.draw_lines(surface, lines, y)

    def leave(self) -> None:
        """Popped (Back, or the title taken over): a session not handed to a table ends;
        the seat stays this person's for Rejoin."""
        if self.session is not None:
            self.session.close()
            self.session = None
        self.close_the_others_here()
        super().leave()


def rejoin_label(seat: online.OnlineSeat) -> str:
    return f"Rejoin {seat.room}"

