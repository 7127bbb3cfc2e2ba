"""The hint key at the table (H, or Hint in the pause menu).

At a person's decision the hard bot's move is worked out (``game.hints``) on a
helper thread, so a slow bot never stalls a frame; when it is ready, the move is
ringed on the table (its card, slot or choice chip) and its one-line reason is shown
until the moment passes. Every hint asked for is counted in the statistics.
"""
from __future__ import annotations

from game.language import _, said
import pygame

from game import hints as game_hints
from scenes.frame import fonts, look


class HintKey:
    """Hints for the people looking: the one person whose view is up, or on a shared
    real-time screen (viewer "all") every person who may act at this moment, each
    worked out for their own seat and shown with their name."""

    def __init__(self):
        #: seat -> (step, future) of the hints being worked out
        self.pending: dict[int, tuple[int, object]] = {}
        #: seat -> (step, Hint) of the hints on show
        self.shown: dict[int, tuple[int, object]] = {}

    # -- asking ----------------------------------------------------------------------
    @staticmethod
    def seats(table) -> list[int]:
        """Whom a hint is for now: the person looking when it is their move; at a shared
        screen, every person who may act (the one named to answer, anyone who may dogpile)."""
        game = table.match
        acting = game.to_act()
        if table.viewer == "all":
            looking = table.humans
        elif isinstance(table.viewer, int) and table.viewer in table.humans:
            looking = [table.viewer]
        else:
            return []
        return [s for s in looking if s in acting and game.legal_actions(s)]

    def refusal(self, table) -> str | None:
        game = table.match
        if game.id not in game_hints.GAMES:
            return _("{game} has no hints").format(game=game.title)
        if table.replaying or table.finished or game.is_over:
            return "the game is over" if game.is_over else "there is no move to make"
        if table.real_time_now() and game.id not in game_hints.LIVE:
            return "hints are for turn-based moves"
        if not self.seats(table):
            return "nobody may move at this moment" if table.viewer == "all" else "it is not your move"
        return None

    def ask(self, table) -> bool:
        """Work out the hint for each person it is for; False (and the reason said)
        when there is no decision to hint at."""
        reason = self.refusal(table)
        if reason is not None:
            table.say(_("No hint: {why}").format(why=reason))
            return False
        game = table.match
        for seat in self.seats(table):
            if self.current(table, seat) is not None or self.pending.get(seat, (None,))[0] == game.step:
                continue
            self.pending[seat] = (game.step, table.match.hint(seat))  # worked out by the match
        table.app.stats.add_hint(game.id)
        try:
            table.app.stats.save()
        except OSError:
            pass
        self.poll(table)
        return True

    def poll(self, table) -> None:
        for seat, (step, future) in list(self.pending.items()):
            if not future.done():
                continue
            del self.pending[seat]
            try:
                found = future.result()
            except Exception as exc:  # a bot bug must not stop the game
                table.say(_("No hint: the hint stumbled ({error})").format(error=type(exc).__name__))
                continue
            if found is not None and step == table.match.step:
                self.shown[seat] = (step, found)
                if seat == table.viewer:
                    table.follow_hint(found.action)

    def current(self, table, seat: int | None = None):
        """The hint on show for ``seat`` (default: the first person it is for), or None."""
        for shown_seat, found in self.current_all(table):
            if seat is None or shown_seat == seat:
                return found
        return None

    def current_all(self, table) -> list[tuple[int, object]]:
        """(seat, hint) for every hint still true of this moment."""
        out = []
        for seat, (step, found) in sorted(self.shown.items()):
            if step == table.match.step and (seat == table.viewer or table.viewer == "all"):
                out.append((seat, found))
        return out

    def close(self) -> None:
        """(The match's helper threads are the match's to end.)"""

    # -- showing ---------------------------------------------------------------------
    @staticmethod
    def rects(table, action, around: list | None = None, seat: int | None = None) -> list[pygame.Rect]:
        """Where the hinted move is on the table: a choice chip for it, the cards it
        plays from the person's hand, or the slot of the person's stand it names (a
        clue: also the chip that picks its target).
        ``around`` gets what each ring sits in (a chip's bar, else the ring itself)."""
        out = []
        bars = [getattr(table, "bar", None), *getattr(table, "bars", [])]
        for bar in bars:
            if bar is None or not bar.active:
                continue
            target = getattr(action, "target", None)
            for chip, rect in zip(bar.chips, bar.rects):
                # the chip for the move, or the chip that picks whom a clue is for
                if chip.action is not None and (str(chip.action) == str(action)
                                                or (target is not None and chip.action == ("target", target))):
                    out.append(rect)
                    if around is not None and getattr(bar, "box", None) is not None:
                        around.append(bar.box)
        seat = table.viewer if seat is None else seat
        cards = list(getattr(action, "cards", None) or [getattr(action, "card", None)])
        slot = getattr(action, "slot", None)
        for p in table.placements():
            if p.key.startswith(f"hand:{seat}:") and p.face in cards:
                cards.remove(p.face)
                out.append(p.rect)
            elif slot is not None and p.key == f"slot:{seat}:{slot}":
                out.append(p.rect)
        named = getattr(action, "name", None)
        panel = getattr(table, "seat_panel", None)
        if isinstance(named, int) and panel is not None:  # the player the move names
            out.append(panel(named))
        return out

    def showing(self, table) -> list[tuple[int, object]]:
        """(seat, hint) for the notes on screen this frame: none while a refusal told just
        now has the place, or while the person has begun a move of their own (its chips
        are up); the hint comes back after it."""
        if getattr(table, "message", "") or table.move_begun():
            return []
        return self.current_all(table)

    def draw(self, table, surface: pygame.Surface) -> None:
        shown = self.showing(table)
        if not shown:
            return
        size = surface.get_size()
        below = None  # several people's hints: each note under the last one
        for seat, found in shown:
            around: list = []
            rings = self.rects(table, found.action, around, seat) if found.action is not None else []
            for rect in rings:  # green, apart from the gold of what may be played
                pygame.draw.rect(surface, look.GOOD, rect.inflate(16, 16), width=5, border_radius=10)
            why = said(found.reason)  # (the game's English reason, in the player's language)
            words = _("Hint: {why}").format(why=why)
            if table.viewer == "all" and len(table.humans) > 1:
                words = _("Hint for {name}: {why}").format(name=table.match.names[seat], why=why)
            # just above the move, where the person is looking (else at the top), and above
            # a row of chips standing over it (never on the chips)
            around += [bar.box for bar in table.chip_bars() if bar.active and bar.box.h
                       and any(r.top >= bar.box.top for r in rings)]
            tops = [r.top for r in around + rings]
            placed = getattr(table, "note_place", None)
            if below is not None:
                place = {"midtop": (size[0] // 2, below + 6)}
            elif placed is not None:  # the table has its own place for a guiding note
                place = placed()
            elif tops:
                lift = 0 if around else rings[0].h // 7 + look.text_size(size, 18) + 20  # over the status line
                place = {"midbottom": (size[0] // 2, min(tops) - 14 - lift)}
            else:
                place = {"midtop": (size[0] // 2, round(size[1] * 0.015) + 36)}
            width = clear_width(size, words, int(size[0] * 0.62), place, table_obstacles(table))
            below = guide_note(surface, words, width, place, pad=7).bottom


def note_size(screen_size, words: str, width: int, pad: int = 8) -> tuple[int, int]:
    """The size of ``guide_note``'s panel for these words (to find it a free place)."""
    ts = look.text_size(screen_size, 17)
    imgs = [fonts.text(line, ts, look.INK) for line in fonts.wrap(words, ts, width, break_long=True)]
    return max(i.get_width() for i in imgs) + 28, sum(i.get_height() for i in imgs) + 2 * pad


def table_obstacles(table) -> list:
    """What a hint must not lie over: the table's panels, when it names them."""
    named = getattr(table, "note_obstacles", None)
    return list(named()) if named is not None else []


def clear_width(screen_size, words: str, width: int, place: dict, obstacles: list) -> int:
    """The widest wrap (at most ``width``) whose note at ``place`` keeps clear of the
    obstacles beside it (a long language's hint ran over the side panels); the note
    grows taller instead."""
    for _attempt in range(3):
        box = pygame.Rect((0, 0), note_size(screen_size, words, width, pad=7))
        for anchor, point in place.items():
            setattr(box, anchor, point)
        box.clamp_ip(pygame.Rect((0, 0), screen_size))
        beside = [o for o in obstacles if o.colliderect(box) and not o.left <= box.centerx <= o.right]
        if not beside:
            return width
        half = min(abs(box.centerx - (o.right if o.right < box.centerx else o.left)) for o in beside)
        narrower = 2 * half - 28 - 12
        if narrower >= width or narrower < 120:
            return width
        width = narrower
    return width


def guide_note(surface: pygame.Surface, words: str, width: int, place: dict, pad: int = 8,
               edge=None, letters: int = 17) -> pygame.Rect:
    """A guiding note (a hint, a lesson step): wrapped lines in a green-edged panel at
    ``place`` (a rect anchor such as ``{"midbottom": (x, y)}``), kept on screen;
    ``letters``: its text size (as at 1280x720)."""
    ts = look.text_size(surface.get_size(), letters)
    imgs = [fonts.text(line, ts, look.INK) for line in fonts.wrap(words, ts, width, break_long=True)]
    box = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 28, sum(i.get_height() for i in imgs) + 2 * pad)
    for anchor, point in place.items():
        setattr(box, anchor, point)
    box.clamp_ip(surface.get_rect())
    surface.fill(look.PANEL, box.inflate(-20, 0))  # opaque: what it lies over is hidden
    pygame.draw.rect(surface, look.PANEL, box, border_radius=10)
    pygame.draw.rect(surface, edge or look.GOOD, box, width=2, border_radius=10)
    y = box.top + pad
    for img in imgs:
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height()
    return box
