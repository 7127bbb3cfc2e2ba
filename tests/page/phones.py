"""Phones for the browser tests: Debian's chromium driven by Playwright, one browser
context per phone (360x640, touch), each playing only by tapping what its page shows.

``Phone.look`` reads what the page draws (its step, whether it is this seat's turn,
every ``data-card`` code, how many things there are to tap); ``Phone.move`` taps one
thing: the Play button, an action button, or a glowing card or seat, chosen by the
test's seeded random. ``Table`` sets up
a room over the protocol (as the host's window does), then plays every phone's turns
until each page says the game is over, keeping every look for the privacy check."""
from __future__ import annotations

import asyncio
import contextlib
import random
import shutil
import threading
import time

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from game.net.client import Client

#: ms a tap may take (an element a new state drew away fails the tap at once: the next
#: look decides again). The tap is a real touch at the element's place, hit-tested by
#: the browser, without Playwright's wait for two still animation frames (``force``):
#: the page has no animations, and that wait was half of every move's time
TAP_WAIT = 1500

#: what a move may tap, in the order it prefers them
TAPPABLE = {"play": ".actions button.play", "buttons": ".actions .buttons button:not(.quiet)", "picks": "[data-pick]"}

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PHONE = {"viewport": {"width": 360, "height": 640}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}

#: seconds between two rounds of looks, by how many rounds in a row found nothing new:
#: a page is looked at again at once after a change, less often while everyone waits
#: (a bot's think, another phone's turn); each look costs the browser and its driver
IDLE_LOOKS = (0.01, 0.01, 0.02, 0.03, 0.05)

#: no page shows a later step for this long: the game is stuck (a real game's slowest
#: wait, a bot's think or a real-time countdown, is a few seconds)
STUCK = 45.0
#: the longest a whole game may take while its pages keep moving on. A hang is caught
#: by STUCK; this only ends a game that moves forever. Under pytest's 600 s limit: with
#: the suite pinned to one core beside stress-ng, a real-time Pooch game was still
#: moving at step 217 after 240 s
GAME_LIMIT = 540.0
#: what Playwright waits for a page to load or an element to show (ms): its own 30 s
#: default ran out loading the page on that starved core
WAIT_MS = 120_000

LOOK = """() => ({
  step: document.body.dataset.step || "",
  seat: document.body.dataset.seat || "",
  turn: document.body.dataset.turn === "yes",
  over: !!document.querySelector(".results"),
  online: document.body.dataset.online === "yes",
  codes: [...document.querySelectorAll("[data-card]")].map((e) => e.dataset.card),
  refusal: (document.querySelector(".refusal") || {}).textContent || "",
  play: document.querySelectorAll(%r).length,
  buttons: document.querySelectorAll(%r).length,
  picks: document.querySelectorAll(%r).length,
})""" % tuple(TAPPABLE.values())


def chromium_path() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def launch(playwright):
    return playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)


def new_context(browser, **options):
    """A browser context (a phone's, with ``PHONE``) whose waits allow for a busy machine."""
    context = browser.new_context(**options)
    context.set_default_timeout(WAIT_MS)
    return context


def in_thread(coro_fn, *args):
    """Run an asyncio coroutine function to its end on a thread of its own (the sync
    Playwright API keeps the test's own thread)."""
    out: list = []

    def run():
        try:
            out.append(asyncio.run(coro_fn(*args)))
        except BaseException as exc:  # handed to the caller
            out.append(exc)

    t = threading.Thread(target=run)
    t.start()
    t.join(60)
    if isinstance(out[0], BaseException):
        raise out[0]
    return out[0]


async def _create(url: str, game: str, seats: list[dict], seed: int, options: dict) -> str:
    client = await Client.connect(url)
    try:
        lobby = await client.request({"type": "create", "game": game, "players": len(seats), "options": options,
                                      "seed": seed, "seats": seats})
        return lobby["room"]
    finally:
        await client.close()


def create_room(url: str, game: str, seats: list[dict], seed: int = 1, options: dict | None = None) -> str:
    return in_thread(_create, url, game, seats, seed, options or {})


class Phone:
    def __init__(self, browser, base: str, name: str):
        self.context = new_context(browser, **PHONE)
        self.page = self.context.new_page()
        self.base = base
        self.name = name
        self.looks: list[dict] = []
        self.errors: list[str] = []
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))

    def join(self, room: str) -> None:
        page = self.page
        page.goto(f"{self.base}r/{room}")
        page.locator("input.name").fill(self.name)
        page.get_by_role("button", name="Join", exact=True).tap()
        page.wait_for_function("() => document.body.dataset.seat !== ''")

    def look(self) -> dict:
        seen = self.page.evaluate(LOOK)
        if not self.looks or (self.looks[-1]["step"], self.looks[-1]["codes"]) != (seen["step"], seen["codes"]):
            self.looks.append(seen)
        return seen

    def move(self, rng: random.Random, seen: dict) -> bool:
        """Tap one thing towards a move, of those the look ``seen`` counted: True when
        something was tapped (False also when the page drew a new state under the
        finger: the next look decides again)."""
        try:
            return self._move(rng, seen)
        except PlaywrightError:
            return False

    def _move(self, rng: random.Random, seen: dict) -> bool:
        for kind, selector in TAPPABLE.items():
            if seen[kind]:
                # the elements themselves, not a selector: one a new state replaced
                # fails the tap at once instead of being waited for
                found = self.page.query_selector_all(selector)
                try:
                    if not found:
                        return False
                    (found[0] if kind == "play" else found[rng.randrange(len(found))]).tap(timeout=TAP_WAIT, force=True)
                    return True
                finally:
                    # each handle pins its node in the page until disposed: a whole
                    # game's taps kept thousands of removed nodes alive
                    for handle in found:
                        with contextlib.suppress(PlaywrightError):
                            handle.dispose()
        return False

    def stuck(self) -> str:
        """What this page shows, for a game that stopped moving on."""
        try:
            text = self.page.evaluate("() => document.body.innerText").replace("\n", " | ")
            state = self.page.evaluate("() => { const s = window.kennel.S.state || {}; return JSON.stringify("
                                       "{step: s.step, legal: s.legal, chosen: window.kennel.S.chosen,"
                                       " phase: s.view && s.view.phase}); }")
        except PlaywrightError as exc:
            text, state = f"(page unreadable: {exc})", ""
        return f"{self.name}: look {self.looks[-1] if self.looks else None}; state {state}; page: {text[:1500]}"

    def record(self, wait: float = 15.0) -> dict | None:
        """The game's record as the page got it: it comes in a message of its own just
        after the last state, so a page that already shows the end may be a moment short
        of it (waited for up to ``wait`` seconds; None if it never comes)."""
        try:
            self.page.wait_for_function("window.kennel.S.record !== null", timeout=wait * 1000)
        except PlaywrightTimeout:
            return None
        return self.page.evaluate("window.kennel.S.record")

    def close(self) -> None:
        self.context.close()


def play_out(phones: list[Phone], rng: random.Random, timeout: float = GAME_LIMIT, each=None) -> None:
    """Tap moves on every phone whose turn it is until every page shows the end."""
    end = time.monotonic() + timeout
    last, moved = None, time.monotonic()
    idle = 0  # looks in a row at which no page changed and nothing was tapped
    while time.monotonic() < end:
        done = True
        tapped = False
        steps = []
        for phone in phones:
            seen = phone.look()
            steps.append(seen["step"])
            if each is not None:
                each(phone, seen)
            if seen["over"]:
                continue
            done = False
            if seen["turn"]:
                tapped = phone.move(rng, seen) or tapped
        if done:
            return
        if steps != last:
            last, moved = steps, time.monotonic()
            idle = 0
        elif time.monotonic() - moved > STUCK:
            raise AssertionError(f"no page moved on for {STUCK:.0f} s:\n" + "\n".join(p.stuck() for p in phones))
        else:
            idle = 0 if tapped else idle + 1
        time.sleep(IDLE_LOOKS[min(idle, len(IDLE_LOOKS) - 1)])
    raise AssertionError(f"the game did not end in {timeout} s: " + "; ".join(
        f"{p.name} at step {p.looks[-1]['step'] if p.looks else '?'}" for p in phones))
