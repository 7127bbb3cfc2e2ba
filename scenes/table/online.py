"""What a table shows of an online game (a mixin of ``TableScene``): the connection in a
few words beside the menu button (and in words when it changes), the cards of a move sent
and not yet answered, and emotes from the room."""
from __future__ import annotations

from game.language import _, ngettext
import time

import pygame

from scenes.frame import fonts, look

#: an online emote as the table says it
EMOTE_WORDS = {"wave": " waves hello", "woof": ": Woof!", "wow": ": Wow!", "oops": ": Oops!",
               "gg": ": Good game!", "think": " is thinking..."}


class OnlineTable:
    #: the connection's words go under the menu button, not beside it (a table whose top
    #: row reaches the button: Heckin Hounds' stands)
    connection_below_menu = False

    @property
    def spectating(self) -> bool:
        """An online room watched, not played: the public table, nobody's seat (screens/watch.py)."""
        return self.online and self.match.seat is None

    def follow_countdown(self) -> None:
        """A real-time round online starts when the server says: its countdown (the
        state's ``countdown``) is shown as it runs at the server, so every window shows
        the same number at the same game time; while the server waits for people held by
        a pop-up, the first number stays up with who is awaited. This window says it is
        ready once nothing covers its table."""
        if not (self.online and self.match.real_time):
            return
        session = self.match.session
        session.pump()  # (the latest word: a window that was under a pop-up has not read it yet)
        state = session.state or {}
        told = state.get("countdown")
        counting = self.countdown > 0
        self.follow_told(session, told)
        if (self.countdown > 0) != counting:
            self.touch()  # (what is face down until "go" turns, or is turned down)

    def follow_told(self, session, told) -> None:
        state = session.state or {}
        if not told:  # (a round's own countdown after its summary is the server's too, or none)
            self.countdown = 0.0
            self.waiting_for = None
            return
        seconds = told.get("seconds")
        mine = self.match.seat
        if seconds is None:
            self.countdown = float(told.get("of") or self.countdown_seconds)
            seats = [s for s in told.get("waiting", []) if s != mine and isinstance(s, int)]
            self.waiting_for = [self.match.names[s] for s in seats if s < self.match.players]
        else:  # what is left at the server now (it was sent half a round trip ago)
            gone = time.monotonic() - session.state_at + (session.rtt_ms or 0.0) / 2000.0
            self.countdown = max(0.001, float(seconds) - gone)  # the last number stays until the server says go
            self.waiting_for = []
        if mine in told.get("waiting", []) and self.app.stack.top is self and getattr(self, "_ready_for", None) is not state:
            self._ready_for = state
            session.ready()

    def hear_emotes(self) -> None:
        """Someone at another computer waved, woofed ...: said at the table."""
        heard = self.match.session.emotes
        while heard:
            name, emote = heard.pop(0)
            self.say(name + EMOTE_WORDS.get(emote, f": {emote}"))

    def sent_cards(self) -> tuple:
        """The cards of an online move sent and not yet answered (none once the state moved)."""
        sent = getattr(self, "sent", None)
        return sent[1] if sent and sent[0] == self.match.step else ()

    def connection_words(self) -> tuple[str, tuple]:
        """The connection in a few words for the corner beside the menu button, and their
        colour: the round trip while all is well, who is away, or that it is reconnecting.
        (Room code and full words: the pause menu and the messages when it changes.)"""
        session = self.match.session
        words, colour = self.link_words(session)
        front = _("Watching") if getattr(self, "spectating", False) else ""
        return " \u00b7 ".join(w for w in (front, session.room or "", words) if w), colour

    @staticmethod
    def link_words(session) -> tuple[str, tuple]:
        if not session.connected:
            return _("reconnecting..."), look.DANGER
        if session.quiet():
            return _("no answer..."), look.DANGER
        away = session.away()
        if away:
            return (_("{name} away").format(name=away[0][:10]) if len(away) == 1
                    else _("{count} away").format(count=len(away))), look.GOLD
        return (f"{session.rtt_ms:.0f} ms" if session.rtt_ms is not None else _("online")), look.GOOD

    def tell_connection_changes(self) -> None:
        """Said at the table when someone goes away or comes back, and when this
        computer's connection goes or comes back."""
        session = self.match.session
        away, lost = set(session.away()), not session.connected
        was_away, was_lost = getattr(self, "_told_away", set()), getattr(self, "_told_lost", False)
        if lost != was_lost and (lost or was_lost):
            self.say(_("The connection was lost: reconnecting...") if lost else _("Connected again."))
        elif away != was_away:
            gone, back = sorted(away - was_away), sorted(was_away - away)
            if gone:  # (as the host chose when making the room)
                bot = (self.match.session.lobby or {}).get("away") == "bot"
                self.say((ngettext("{names} is away. A bot plays for them until they are back.",
                                   "{names} are away. A bot plays for them until they are back.", len(gone)) if bot
                          else ngettext("{names} is away. The game waits for them.",
                                        "{names} are away. The game waits for them.", len(gone))
                          ).format(names=", ".join(gone)))
            elif back:
                self.say(ngettext("{names} is back.", "{names} are back.", len(back)).format(names=", ".join(back)))
        self._told_away, self._told_lost = away, lost

    def draw_connection(self, surface: pygame.Surface) -> None:
        """A dot and a few words left of the menu button (green, gold or red)."""
        size = surface.get_size()
        text, colour = self.connection_words()
        ts = look.text_size(size, 14)
        watching = getattr(self, "spectating", False)
        img = fonts.text(text, ts, look.GOLD if watching else look.INK, bold=watching)
        dot = max(4, ts // 3)
        if self.connection_below_menu:  # (shorter, under the button: the room code is in the menu)
            text = " \u00b7 ".join(w for w in text.split(" \u00b7 ") if w != self.match.session.room)
            img = fonts.text(text, ts, look.GOLD if watching else look.INK, bold=watching)
            rect = img.get_rect(topright=(self.menu_button.right - 7, self.menu_button.bottom + 10))
        else:
            rect = img.get_rect(midright=(self.menu_button.left - 12, self.menu_button.centery))
        box = rect.inflate(14, 8)
        box.width += 2 * dot + 6
        box.right = rect.right + 7
        pygame.draw.rect(surface, look.PANEL, box, border_radius=6)
        pygame.draw.circle(surface, colour, (box.left + 7 + dot, rect.centery), dot)
        surface.blit(img, rect)
