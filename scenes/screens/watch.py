"""Watching an online room: a spectator's connection to a server, opened from the Join
form's Watch, from ``kennel --watch ADDRESS CODE``, or from code with
``app.scene("watch", address, code)``.

It connects on a helper thread, asks to watch, and shows the room's seats while the
game has not started (or while the first state is on its way); once the room's
running table is known it opens that game's table as a spectator's: the public view
only (the server sends a spectator nothing else), every seat, a "Watching" mark in the
corner, and Menu's "Stop watching" as the way back. The table follows the game to its
end and its result. Joining at any moment works: in the lobby, mid-game, after the end.
"""
from __future__ import annotations

from game.language import N_, _
from game.seats import Seat
from scenes.catalog import load_all
from scenes.frame import look
from scenes.frame.menu import Button, Menu
from scenes.frame.page import Screen


def spectator_table(app, session):
    """The table of the room ``session`` watches (its lobby and first state have come),
    or None when this Kennel does not have the room's game."""
    from game.net.remote import RemoteMatch

    lobby = session.lobby or {}
    entry = load_all().get(str(lobby.get("game")))
    if entry is None:
        return None
    seats_info = lobby.get("seats") or []
    names = [str(s.get("name") or _("Seat {number}").format(number=i + 1)) for i, s in enumerate(seats_info)]
    match = RemoteMatch(session, entry.id, len(names), names, lobby.get("options") or {})
    seats = [Seat(names[i], human=False, level=str(s.get("level") or "normal")) for i, s in enumerate(seats_info)]
    return entry.table(app, match, seats)


class WatchScreen(Screen):
    heading = N_("Watching")
    hint = N_("Enter or Esc: stop watching")

    def __init__(self, app, address: str, code: str):
        super().__init__(app)
        from game.net import remote

        self.code = "".join(str(code).split()).upper()
        self.session = None
        self.asked = False
        try:
            url = remote.address(address)
        except ValueError as exc:
            self.problem = str(exc)
            return
        if not self.code:
            self.problem = _("Type the room code your friend gave you.")
            return
        self.session = remote.Session(remote.join_address(url, self.code))

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = max(300, min(480, int(size[0] * 0.4)))
        top = round(size[1] * 0.62)
        self.menu = Menu(self, [[Button(_("Stop watching"), self.back)]], self.menu_area((size[0] - w) // 2, top, w, size),
                         on_back=self.back)
        self.menu.focus_first()

    def back(self) -> None:
        self.stop()
        self.app.stack.pop()
        if not self.app.stack.scenes:
            self.app.stack.push(self.app.scene("title"))

    def give_back(self, problem: str) -> None:
        """Watching cannot begin: the form it was asked from (the Join form) says why and
        stays; opened from the command line, this screen says it."""
        self.stop()
        below = self.app.stack.scenes[-2] if len(self.app.stack.scenes) > 1 and self.app.stack.top is self else None
        if below is not None and hasattr(below, "stage") and hasattr(below, "problem"):
            self.app.stack.pop()
            below.problem = problem
            return
        self.problem = problem

    def stop(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None

    def update(self, dt: float) -> None:
        super().update(dt)
        session = self.session
        if session is None:
            return
        if session.failed and not session.room:
            self.give_back(session.failed)
            return
        if session.connecting:
            return
        session.pump()
        if session.connected and not self.asked:
            session.watch(self.code)
            self.asked = True
        if session.notices:
            problem = session.notices[-1]
            session.notices.clear()
            if session.room is None:  # (no such room: nothing to watch)
                self.give_back(problem)
                return
            self.problem = problem
        if session.state is not None and session.lobby is not None:
            table = spectator_table(self.app, session)
            if table is None:
                self.problem = _("This room plays a game this Kennel does not have.")
                self.stop()
                return
            self.session = None  # the table's match owns it now
            self.app.open_over_title(table)

    def draw(self, surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        session = self.session
        lines: list[tuple[str, int, tuple, bool]] = [(_("Room code  {code}").format(code=self.code), 44, look.GOLD, True)]
        if session is None:
            pass
        elif session.connecting or not session.room:
            lines.append((_("Connecting..."), 22, look.INK, False))
        elif session.lobby:
            lines.append((_("The game has not started yet: the table opens when it does."), 20, look.INK, False))
            lines.append((_("Seats: {seats}").format(seats=",  ".join(seat_words(s) for s in session.lobby.get("seats", []))), 18,
                          look.INK_DIM, False))
        self.draw_lines(surface, lines, round(size[1] * 0.14))

    def leave(self) -> None:
        self.stop()
        super().leave()


def seat_words(seat: dict) -> str:
    """One seat of a lobby as the lobby screens say it."""
    who = seat.get("name") or _("open seat")
    if seat.get("kind") == "bot":
        who = _("{name} (bot)").format(name=who)
    elif seat.get("kind") == "person" and not seat.get("connected"):
        who = _("{name} (away)").format(name=who)
    return who
