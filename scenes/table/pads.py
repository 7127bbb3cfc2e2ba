"""Game pads at a table (a mixin of ``TableScene``): a pad joins a seat with A ("Pad 2:
press A to play as Cy"); in a real-time moment a pad is its person's key zone (the
d-pad or the left stick move, A acts, B is the second act, Y or a shoulder the next
target), and at a turn-based moment the pad whose seat it is plays as the keyboard
does. A pad unplugged while the clock runs holds the round for its person, said on
screen, until a pad (that one or another) takes the seat again."""
from __future__ import annotations

from game.language import _
import pygame

from scenes.frame import fonts, look
from scenes.frame.pads import colour, from_pad

#: at a turn-based moment a pad's action is the key the keyboard uses at a table for it
TABLE_KEYS = {"alt": pygame.K_BACKSPACE}
#: what a pad's actions may do in a real-time moment (the rest of its buttons wait)
ZONE_ACTIONS = ("left", "right", "act", "alt", "target")


class PadSeats:
    #: where the row of pads along the top edge begins, as a share of the width (clear
    #: of the line a table writes at its top left)
    pad_row_left = 0.2

    def enter(self) -> None:
        super().enter()
        self.app.pads.lost.clear()  # a pad unplugged at an earlier table holds nothing here

    def seat_for_a_pad(self) -> int | None:
        """The seat a pad joining now takes: one whose pad was unplugged first, else the
        first person without a pad; None when everyone has one."""
        pads = self.app.pads
        for seat in sorted(pads.lost):
            if seat in self.humans:
                return seat
        seated = {s for n, s in pads.seat_of.items() if pads.by_number(n) is not None}
        return next((s for s in self.humans if s not in seated), None)

    def pad_seat(self, number: int) -> int | None:
        seat = self.app.pads.seat_of.get(number)
        return seat if seat in self.humans else None

    def waiting_for_pads(self) -> list[int]:
        """The people whose pad was unplugged while the clock runs (the round waits for them)."""
        if self.replaying or self.online or not self.real_time_now() or self.match.is_over:
            return []
        return [s for s in sorted(self.app.pads.lost) if s in self.humans]

    def pad_or_key(self, event):
        """The event to handle as a key or a click, or None when it was used here."""
        if from_pad(event) is not None:
            return self.pad_event(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.play_on_with_keys():
            return None
        return event

    def pad_event(self, event):
        """A pad's key press at this table: the event to go on with as a key, or None
        when it was used here (or is for nobody)."""
        number = from_pad(event)
        if event.type != pygame.KEYDOWN:
            return None
        action = event.pad_action
        if action == "menu":
            self.open_pause()
            return None
        seat = self.pad_seat(number)
        names = self.match.names
        if seat is None:
            free = self.seat_for_a_pad()
            if free is None:
                self.say(_("Pad {number}: everyone at this table has a pad").format(number=number))
            elif action == "act":
                was_waiting = bool(self.waiting_for_pads())
                self.app.pads.join(number, free)
                self.say(_("Pad {number} plays as {name}").format(number=number, name=names[free]))
                if was_waiting and not self.waiting_for_pads():
                    self.countdown = self.countdown_seconds  # 3-2-1 again before the clock runs on
            else:
                self.say(_("Pad {number}: press A to play as {name}").format(number=number, name=names[free]))
            return None
        if self.real_time_now():
            if self.waiting_for_pads():
                self.say(self.pad_wait_words())
                return None
            if action in ZONE_ACTIONS:
                self.seat_press(seat, action)
            return None
        if len(self.humans) > 1 and self.viewer != seat and not (self.viewer == "all" and seat in self.match.to_act()):
            whose = self.viewer if isinstance(self.viewer, int) else None
            self.say(_("Pad {number} is {name}'s").format(number=number, name=names[seat]) if whose is None else
                     _("Pad {number} is {name}'s: it is {other}'s turn").format(number=number, name=names[seat],
                                                                                other=names[whose]))
            return None
        key = TABLE_KEYS.get(action)
        if key is None:
            return event
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, pad=number,
                                  pad_action=action)

    def pad_at_cover(self, event, seat: int | None):
        """A pad's press at the hand-off cover naming ``seat``: the named person's A is
        the deliberate reveal (Space), a pad no one holds yet joins that seat with it;
        Start and Back work as at the table; anything else is for nobody."""
        action = event.pad_action
        if event.type != pygame.KEYDOWN:
            return None
        if action in ("menu", "undo"):
            return event
        if action != "act":
            return None
        number = event.pad
        if seat is not None and self.pad_seat(number) is None and self.app.pads.by_number(
                self.app.pads.pad_of(seat) or 0) is None:
            self.app.pads.join(number, seat)  # the person named takes the screen with this pad
        if seat is not None and self.pad_seat(number) != seat:
            self.app.audio.play("error")  # another person's pad does not lift the cover
            return None
        return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0, pad=number,
                                  pad_action=action)

    def seat_press(self, seat: int, action: str) -> None:
        """A real-time press by the person at ``seat`` (from their pad): each real-time
        game does with it what that person's zone key does."""

    def play_on_with_keys(self) -> bool:
        """Enter on the keyboard while the round waits for an unplugged pad: those people
        play on with their keys."""
        if not self.waiting_for_pads():
            return False
        for seat in self.waiting_for_pads():
            self.app.pads.lost.pop(seat, None)
        self.countdown = self.countdown_seconds
        self.say(_("The round goes on: the keys play again"))
        return True

    def pad_wait_words(self) -> str:
        seats = self.waiting_for_pads()
        names = _(" and ").join(self.match.names[s] for s in seats)
        pads = _(" and ").join(_("Pad {number}").format(number=self.app.pads.lost[s]) for s in seats)
        return _("{names}'s pad ({pads}) was unplugged: the round waits. Plug a pad in and press A to play "
                 "as {name}, or press Enter to play on with the keys").format(names=names, pads=pads,
                                                                             name=self.match.names[seats[0]])

    # -- drawing ---------------------------------------------------------------------------
    def pad_words(self) -> list[tuple[int, str, bool]]:
        """(pad number, words, joined) for each pad at this table: "Pad 1: Ann" for a
        pad that plays, "Pad 2: press A to play as Bo" for one that may join (each pad
        not yet playing is offered the next seat without one)."""
        pads = self.app.pads
        free = [s for s in sorted(pads.lost) if s in self.humans]
        seated = {s for n, s in pads.seat_of.items() if pads.by_number(n) is not None}
        free += [s for s in self.humans if s not in seated and s not in free]
        out = []
        for number in pads.numbers():
            seat = self.pad_seat(number)
            if seat is not None:
                out.append((number, _("Pad {number}: {name}").format(number=number, name=self.match.names[seat]), True))
            elif free:
                out.append((number, _("Pad {number}: press A to play as {name}").format(
                    number=number, name=self.match.names[free.pop(0)]), False))
        return out

    # -- drawing ---------------------------------------------------------------------------
    def draw_pads(self, surface: pygame.Surface) -> None:
        """Each pad at this table by its number and colour with the seat it plays (or the
        seat it may join), in a row along the top edge between the round's line and the
        Menu button; the wait for an unplugged pad across the middle."""
        pads = self.app.pads
        if self.replaying or not self.humans or (not pads.pads and not self.waiting_for_pads()):
            return
        size = surface.get_size()
        ts = look.text_size(size, 13)
        left, right = round(size[0] * self.pad_row_left), size[0] - round(size[0] * 0.11)
        x, y = left, 4
        for number, words, joined in self.pad_words():
            img = fonts.text(words, ts, look.INK, bold=joined)
            box = pygame.Rect(x, y, img.get_width() + ts + 16, img.get_height() + 4)
            if box.right > right and x > left:  # the next row
                x, y = left, box.bottom + 3
                box.topleft = (x, y)
            pygame.draw.rect(surface, look.PANEL, box, border_radius=6)
            pygame.draw.circle(surface, colour(number), (x + 5 + ts // 2, box.centery), max(4, ts // 2 - 1))
            surface.blit(img, (x + ts + 10, y + 2))
            x = box.right + 8
        if self.waiting_for_pads():
            lines = fonts.wrap(self.pad_wait_words(), look.text_size(size, 20), int(size[0] * 0.6))
            imgs = [fonts.text(line, look.text_size(size, 20), look.GOLD, bold=True) for line in lines]
            h = sum(i.get_height() + 4 for i in imgs) + 16
            w = max(i.get_width() for i in imgs) + 32
            box = pygame.Rect(0, 0, w, h)
            box.center = (size[0] // 2, size[1] // 2)
            pygame.draw.rect(surface, look.PANEL, box, border_radius=10)
            pygame.draw.rect(surface, look.GOLD, box, width=2, border_radius=10)
            ty = box.top + 8
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(box.centerx, ty)))
                ty += img.get_height() + 4
