"""The frame trace (``kennel --trace FILE``): one JSON object per drawn frame, saying
what was really painted and who the screen was speaking to.

Marks are written where the thing is painted: ``fonts.text`` tags the line it
renders, ``CardArt.card`` the face or back it returns, and while tracing every
surface is a ``TracedSurface`` whose ``blit`` carries the marks of what is blitted
onto it (a panel of text lines blitted to the screen brings its lines along). The
frame's marks are those that reach the window. With the trace off nothing is
tagged and no surface is replaced: it costs one flag test per text and card.
"""
from __future__ import annotations

import weakref

import msgspec
import pygame

#: is a trace being written? (painters test it before tagging)
on = False
_marks: "weakref.WeakKeyDictionary[pygame.Surface, list]" = weakref.WeakKeyDictionary()
_dimmed: "weakref.WeakKeyDictionary[pygame.Surface, set]" = weakref.WeakKeyDictionary()
_encode = msgspec.json.Encoder().encode
_PlainSurface = pygame.Surface
#: what the code that paints says about this frame (viewer, addressed, step...)
notes: dict = {}


def tag_text(surface, words: str):
    if on:
        _marks[surface] = [("text", words, (0, 0, *surface.get_size()))]
    return surface


def tag_card(surface, code: str | None):
    if on:
        _marks[surface] = [("card", code, (0, 0, *surface.get_size()))]
    return surface


def tag_like(new, old):
    """``new`` is ``old`` scaled or squeezed (a card turning over): same marks, scaled."""
    if on:
        marks = _marks.get(old)
        if marks:
            ow, oh = old.get_size()
            nw, nh = new.get_size()
            fx, fy = nw / max(1, ow), nh / max(1, oh)
            _marks[new] = [(k, v, (round(x * fx), round(y * fy), round(w * fx), round(h * fy)))
                           for k, v, (x, y, w, h) in marks]
    return new


def begin(surface) -> None:
    """A new frame is painted on ``surface``: nothing on it carries marks yet. Its
    pixels stay, as the window's do (every screen paints its whole background), so
    the frame is not cleared first: at 1920x1080 that fill was a twentieth of a
    traced run's time."""
    _marks[surface] = []
    _dimmed.pop(surface, None)


def note(**facts) -> None:
    """The painter of this frame states a fact (``viewer``, ``addressed``, ...)."""
    if on:
        notes.update(facts)


def _rect_of(dest, size) -> tuple[int, int]:
    if isinstance(dest, pygame.Rect):
        return dest.x, dest.y
    if isinstance(dest, (tuple, list)) and len(dest) >= 2:
        return int(dest[0]), int(dest[1])
    return 0, 0


class TracedSurface(_PlainSurface):
    """A surface that remembers the marks of what was blitted onto it."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        marks = _marks.get(source)
        whole = area is None and done.w == self.get_width() and done.h == self.get_height()
        if not marks:
            if whole and self in _marks:
                if source.get_flags() & pygame.SRCALPHA:  # a pop-up's dimming veil: all so far lies under it
                    _dimmed[self] = set(_marks[self])
                else:
                    _marks[self] = []  # painted over whole by a picture without marks (the felt)
                    _dimmed.pop(self, None)
            return done
        if done.w > 0 and done.h > 0:
            x0, y0 = _rect_of(dest, source.get_size())
            if area is not None:
                area = pygame.Rect(area)
                x0 -= area.x
                y0 -= area.y
            mine = _marks.setdefault(self, [])
            if whole and not source.get_flags() & pygame.SRCALPHA:
                mine.clear()  # an opaque picture over the whole surface: nothing under it shows
            clip = done.clip
            for kind, value, (x, y, w, h) in marks:
                r = clip((x + x0, y + y0, w, h))  # what a clip or an area cut off is not shown
                if not r.w or not r.h:
                    continue
                entry = (kind, value, (r.x, r.y, r.w, r.h))
                if kind == "card":  # a card is opaque: what lay wholly under it is gone (a card
                    # partly under it, as in a fanned hand, still shows)
                    if mine:
                        inside = r.contains
                        mine[:] = [m for m in mine if not inside(m[2])]
                elif entry in mine:
                    mine.remove(entry)
                mine.append(entry)
        return done

    def blits(self, blit_sequence, doreturn=1):
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        done = super().fill(color, rect, special_flags)
        if self in _marks:
            if rect is None or pygame.Rect(done) == self.get_rect():
                _marks[self] = []
                _dimmed.pop(self, None)
            elif pygame.Color(color).a == 255 or len(tuple(color)) == 3:
                _marks[self] = [m for m in _marks[self] if not pygame.Rect(done).contains(pygame.Rect(m[2]))]
        return done

    def _same_marks(self, out):
        if self in _marks:
            _marks[out] = list(_marks[self])
        return out

    def copy(self):
        return self._same_marks(super().copy())

    def convert(self, *args):
        return self._same_marks(super().convert(*args))

    def convert_alpha(self, *args):
        return self._same_marks(super().convert_alpha(*args))


def marks_of(surface) -> list:
    return list(_marks.get(surface, []))


def dimmed_on(surface) -> set:
    """The marks drawn before a pop-up's veil dimmed them (they lie under it)."""
    return set(_dimmed.get(surface, ()))


class Trace:
    """Writes the trace file: one line of JSON per frame."""

    def __init__(self, path: str):
        self.path = path
        self.handle = open(path, "ab")  # (UTF-8 JSON lines, encoded by msgspec: ~4x json's speed)
        self.frames = 0

    def write(self, entry: dict) -> None:
        self.handle.write(_encode(entry) + b"\n")
        self.handle.flush()
        self.frames += 1

    def mark(self, shot: str) -> None:
        """``tools.shots`` saved the last frame as the picture ``shot``: a line
        ``{"shot": name}`` (not a frame) says which frames went before it."""
        self.handle.write(_encode({"shot": shot}) + b"\n")
        self.handle.flush()

    def close(self) -> None:
        try:
            self.handle.close()
        except OSError:
            pass


def start(path: str) -> Trace:
    """Begin tracing: every surface made from now on carries marks."""
    global on
    on = True
    pygame.Surface = TracedSurface
    pygame.surface.Surface = TracedSurface
    from scenes.frame.pictures import Pictures

    Pictures.clear_all()  # pictures painted before the trace carry no marks: paint them again
    return Trace(path)


def stop(trace: Trace | None = None) -> None:
    global on
    on = False
    pygame.Surface = _PlainSurface
    pygame.surface.Surface = _PlainSurface
    _marks.clear()
    _dimmed.clear()
    notes.clear()
    if trace is not None:
        trace.close()


def last_frame(path) -> dict | None:
    """The last whole frame written to a trace file, read from its tail (a whole game's
    trace grows to tens of megabytes), for a driver watching a running program."""
    try:
        with open(path, "rb") as handle:
            handle.seek(0, 2)
            handle.seek(max(0, handle.tell() - 400_000))
            lines = handle.read().decode("utf-8", errors="replace").splitlines()
    except OSError:
        return None
    for line in reversed(lines[-3:]):
        try:
            return msgspec.json.decode(line)
        except msgspec.DecodeError:
            continue  # a line still being written
    return None
