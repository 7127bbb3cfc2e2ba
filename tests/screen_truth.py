"""The one checker of frame traces (``kennel --trace FILE``, see README): what was
painted in every frame, against the engine's own views at that frame's step.

- Privacy: every face-up card is one that every person the screen addresses may
  see (``game.seen_by(seat)``); while a person other than the viewer is addressed,
  the table shows a cover or the public view (viewer null). In real-time rounds
  with two or more people (viewer "all"), no card outside the hands and the pile
  may be face up: that is, nothing a spectator's full view does not show.
- Only the top draws: every visible widget belongs to the top scene.
- Order: once a round is scored in the record, nothing of the next round is drawn
  (no step past the round's end) before a round summary has been on screen.
- Overlap (``overlaps``): no text rect crosses another.
- Notices (``under_notices``): the app's notices (toasts) lie over no text of the
  screen: a footer's key help, a replay's bar, a menu's buttons stay readable.
- The cover (``reveals``): with two or more people, a person's private view comes
  only after a cover that named that person for some frames in a row, lifted by a
  deliberate reveal (a key, a click); it goes on only while that person acts on and
  nothing is shown to everyone (no other seat moves, no trick or shift ends).
"""
from __future__ import annotations

from pathlib import Path

import msgspec

from game import replay

_decode = msgspec.json.decode  # (a trace is tens of MB of JSON lines: ~3x json's speed)

SUMMARY_SCENES = {"Summary", "RoundSummary", "GameOver"}
#: cards every seat sees by the rules though no view names their code (Cerberus waits
#: face up beside the dead hand in Heckin Hounds)
ALWAYS_PUBLIC = {"hounds": {"CE"}}


def load(path) -> list[dict]:
    """The frames of a trace file (``tools.shots``' shot lines left out)."""
    return [e for e in _lines(path) if "frame" in e]


def each_shot(path):
    """(shot name, the frames drawn up to that picture) one shot at a time, read as
    the file is (a whole ``tools.shots`` trace is some 50 MB of JSON)."""
    frames = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            e = _decode(line)
            if "shot" in e:
                yield e["shot"], frames
                frames = []
            else:
                frames.append(e)


def _lines(path) -> list[dict]:
    return [_decode(line) for line in Path(path).read_bytes().splitlines() if line.strip()]


class Rebuilt:
    """The game of a trace, rebuilt from its ``game`` and ``moves`` entries: one game
    carried forward action by action as the frames' steps go up (a frame at an earlier
    step, after a take-back, rebuilds it from the start)."""

    def __init__(self):
        self.record = None
        self._game = None
        self._done = 0  # how many of the record's actions ``_game`` has had
        #: step -> did the action that led to it score a round (this record's only)
        self._scored: dict[int, bool] = {}

    def feed(self, entry: dict) -> None:
        if "game" in entry:
            self.record = {**entry["game"], "actions": []}
            self._game = None
            self._scored = {}
        if self.record is not None:
            self.record["actions"].extend(entry.get("moves", []))

    def at(self, step: int):
        """The game after the record's first ``step`` actions."""
        if self._game is None or self._done > step:
            self._game, self._done = replay(self.record, upto=0), 0
        game = self._game
        while self._done < step:
            seat, notation, at = self.record["actions"][self._done]
            events = game.advance(at) if seat is None and notation == "advance" else game.apply(seat, notation, at=at)
            self._done += 1
            self._scored[self._done] = any(ev.kind == "round_scored" for ev in events)
        return game

    def round_scored(self, step: int) -> bool:
        """Did the action that led to ``step`` score a round (and the game go on)?"""
        if step == 0 or self.at(step).is_over:
            return False
        return self._scored[step]  # (at() has applied that action, now or before)


def check(entries: list[dict]) -> list[str]:
    """Every problem found, as 'frame N: ...' lines (empty: the trace is clean)."""
    problems: list[str] = []
    rebuilt = Rebuilt()
    scored_round_end: int | None = None  # the step at which a round was scored, summary not yet seen
    rounds_met: set[int] = set()  # steps that scored a round, already followed
    for e in entries:
        rebuilt.feed(e)
        n = e["frame"]
        top = e["scenes"][-1] if e["scenes"] else None
        for scene, kind, text, rect in e["widgets"]:
            if scene != top:
                problems.append(f"frame {n}: a {kind} {text!r} of {scene} is drawn under {top}")
        if e["step"] is None or rebuilt.record is None:
            continue
        game = rebuilt.at(e["step"])
        people = set(e["humans"])
        addressed = [s for s in e["addressed"] if s in people]
        viewer = e["viewer"]
        if viewer == "all":
            shown = _codes(game.full_view())
            hidden_ok = set(e["face_up"]) - shown
            if hidden_ok:
                problems.append(f"frame {n}: {sorted(hidden_ok)} face up outside the hands and pile")
        else:
            for seat in addressed:
                unseen = (set(e["face_up"]) - game.seen_by(seat) - _codes(game.view(seat))
                          - ALWAYS_PUBLIC.get(game.id, set()))
                if unseen:
                    problems.append(f"frame {n}: {sorted(unseen)} face up while seat {seat} is addressed "
                                    f"(viewer {viewer}, step {e['step']})")
            if viewer is not None and any(seat != viewer for seat in addressed):
                problems.append(f"frame {n}: seat {viewer}'s view is up while seat(s) {addressed} are addressed")
        # order: a scored round must meet its summary before a later step is drawn
        if e["step"] not in rounds_met and rebuilt.round_scored(e["step"]):
            rounds_met.add(e["step"])
            scored_round_end = e["step"]
        if scored_round_end is not None:
            if any(s in SUMMARY_SCENES for s in e["scenes"]):
                scored_round_end = None
            elif e["step"] > scored_round_end and top not in ("PauseMenu",):
                problems.append(f"frame {n}: step {e['step']} drawn before the summary of the round "
                                f"scored at step {scored_round_end}")
                scored_round_end = None
    return problems


#: the words of a finished trick or shift on the table: a moment for everyone
ENDINGS = (" takes the trick: ", " tie at ", " works shift ")
#: what may lift a cover (the trace's ``revealed`` names it)
REVEAL_INPUTS = {"key", "click", "pad"}


def reveals(entries: list[dict], frames: int = 18) -> list[str]:
    """Frames with two or more people (or one, at a screen people on phones look at) in
    which a person's private view is up though no
    deliberate reveal led to it: after any frame that showed the public table (a cover,
    the bots' moves, a trick's end), the next private view must follow at least
    ``frames`` frames in a row of a cover on top naming that same person, lifted in
    that frame or the one before by a reveal key or click (``revealed``). A private view
    goes on only while its person acts on: a move by another seat, or a trick's or
    shift's end in sight, while it is up is a problem too."""
    problems: list[str] = []
    rebuilt = Rebuilt()
    private: int | None = None  # the seat whose private view the last table frame showed
    step: int | None = None
    named, named_frames = None, 0  # the seat the cover on top names, and for how many frames in a row
    for e in entries:
        rebuilt.feed(e)
        n, viewer = e["frame"], e["viewer"]
        top = e["scenes"][-1] if e["scenes"] else None
        shared = (e.get("online") or {}).get("shared")  # (one person here, people on phones looking too)
        if len(e["humans"]) < 2 and not shared or e["step"] is None or viewer == "all":
            private, named, named_frames = None, None, 0
            continue
        if isinstance(viewer, int):
            if viewer != private:
                got = e.get("revealed") or [None, None, -99]
                if named != viewer or named_frames < frames:
                    problems.append(f"frame {n}: seat {viewer}'s view after {named_frames} frames of a cover "
                                    f"naming {named} (step {e['step']})")
                elif got[0] != viewer or got[1] not in REVEAL_INPUTS or got[2] < n - 2:
                    problems.append(f"frame {n}: seat {viewer}'s view with no reveal by a key or click ({got})")
            elif step is not None and e["step"] != step and rebuilt.record is not None:
                movers = {a[0] for a in rebuilt.record["actions"][step:e["step"]]}
                if movers - {viewer}:
                    problems.append(f"frame {n}: seat {viewer}'s view stays up while seat(s) "
                                    f"{sorted(movers - {viewer})} move (steps {step}-{e['step']})")
            ending = [t for t, _ in e["texts"] if any(w in t for w in ENDINGS)]
            if ending:
                problems.append(f"frame {n}: {ending[0]!r} shown on seat {viewer}'s private view")
            private, step = viewer, e["step"]
        elif top == "HandOff" or top and (top.endswith("Table") or top.endswith("Lesson")):
            private, step = None, None  # the public table is in sight
        if top == "HandOff" and len(e["addressed"]) == 1:
            seat = e["addressed"][0]
            named_frames = named_frames + 1 if seat == named else 1
            named = seat
        else:
            named, named_frames = None, 0
    return problems


def online_privacy(entries: list[dict], record: dict) -> list[str]:
    """Frames of an online window (its trace names its seat, not the game: the server
    holds the record) with a face-up card its seat could not see at that step, checked
    against the server's ``record`` of the whole game. A spectator's window (seat None)
    may show only what the public view shows."""
    problems, allowed_at = [], {}
    for e in entries:
        if e.get("online") is None or e["step"] is None:
            continue
        seat = e["online"].get("seat")  # (None: a spectator, held to the public view)
        if (seat, e["step"]) not in allowed_at:
            game = replay(record, upto=e["step"])
            allowed_at[seat, e["step"]] = (game.seen_by(seat) | _codes(game.view(seat))
                                           | ALWAYS_PUBLIC.get(game.id, set()))
        allowed = allowed_at[seat, e["step"]]
        unseen = set(e["face_up"]) - allowed
        if unseen:
            problems.append(f"frame {e['frame']}: {sorted(unseen)} face up for seat {seat} at step {e['step']}")
    return problems


def overlaps(entries: list[dict], ignore=()) -> list[str]:
    """Text rects that cross another text rect (the same frame)."""
    out = []
    for e in entries:
        under = set(e.get("dimmed", ()))  # table text under a pop-up's veil: not what the pop-up shows
        texts = [(t, r) for i, (t, r) in enumerate(e["texts"]) if t not in ignore and i not in under]
        for i, (a, ra) in enumerate(texts):
            for b, rb in texts[i + 1:]:
                if a != b and _cross(ra, rb):  # the same words a few pixels off: a shadow
                    out.append(f"frame {e['frame']}: {a!r} {ra} crosses {b!r} {rb}")
    return out


def under_notices(entries: list[dict]) -> list[str]:
    """Texts that a notice's panel lies across (the notice's own lines aside, and what
    lies under a pop-up's veil)."""
    out = []
    for e in entries:
        panels = e.get("notices") or []
        if not panels:
            continue
        under = set(e.get("dimmed", ()))
        for i, (t, r) in enumerate(e["texts"]):
            if i in under or any(t == line and _inside(r, rect) for line, rect in panels):
                continue
            for line, rect in panels:
                if _cross(r, rect):
                    out.append(f"frame {e['frame']}: notice {line!r} {rect} lies over {t!r} {r}")
                    break
    return out


def over_cards(entries: list[dict]) -> list[str]:
    """Texts painted over the edge of a face-up card (a text wholly inside a card is
    taken to be that card's own label; a card painted over a text hides it, and cards
    and texts under a pop-up's veil are not what the pop-up shows)."""
    out = []
    for e in entries:
        under = set(e.get("dimmed", ()))
        order = e.get("order") or {}
        text_z = order.get("texts") or [0] * len(e["texts"])
        card_z = order.get("cards") or [-1] * len(e["cards"])
        veiled = set(order.get("dimmed_cards", ()))
        faces = [(c, r, card_z[j]) for j, (c, r) in enumerate(e["cards"]) if c and j not in veiled]
        for i, (t, r) in enumerate(e["texts"]):
            if i in under:
                continue
            for c, rc, z in faces:
                if z > text_z[i]:
                    continue  # the card came after: it covers the text
                inside = rc[0] <= r[0] and rc[1] <= r[1] and r[0] + r[2] <= rc[0] + rc[2] and r[1] + r[3] <= rc[1] + rc[3]
                if _cross(r, rc) and not inside:
                    out.append(f"frame {e['frame']}: {t!r} {r} lies across {c} {rc}")
    return out


def _inside(a, b) -> bool:
    return b[0] <= a[0] and b[1] <= a[1] and a[0] + a[2] <= b[0] + b[2] and a[1] + a[3] <= b[1] + b[3]


def _cross(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _codes(value) -> set[str]:
    found: set[str] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            found.add(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(v)
    return found
