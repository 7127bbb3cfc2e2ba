"""Pictures of the phone page (docs/phone/): each game on phone-sized browsers against
a live server, taken at a chosen moment of a game played by taps, portrait 360x640
and one landscape. ``python -m tools.phone_shots [--out docs/phone]``; needs Debian's
chromium and Playwright for Python (the test extras)."""
from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.page.phones import Phone, create_room, launch

ROOT = Path(__file__).resolve().parents[1]
OPEN = {"kind": "open"}
BOT = {"kind": "bot", "level": "normal"}
#: game -> seats, names, (phase, steps at least) to picture at
GAMES = {
    "pups": ([OPEN, OPEN, OPEN, BOT], ["Ann", "Bo", "Cy"], ("showdown", 9)),
    "hounds": ([OPEN, OPEN, OPEN, BOT, BOT], ["Ann", "Bo", "Cy"], ("play", 30)),
    "pooch": ([OPEN] * 4, ["Ann", "Bo", "Cy", "Di"], ("", 6)),
    "heaveho": ([OPEN] * 2, ["Ann", "Bo"], ("tug", 28)),
}


def picture(browser, base, url, game, out: Path) -> None:
    seats, names, (phase, steps) = GAMES[game]
    room = create_room(url, game, seats, seed=3)
    phones = [Phone(browser, base, n) for n in names]
    try:
        for p in phones:
            p.join(room)
        phones[0].page.screenshot(path=str(out / f"{game}-lobby.png"))
        phones[0].page.get_by_role("button", name="Start the game").tap()
        rng = random.Random(3)
        end = time.monotonic() + 90
        while time.monotonic() < end:
            seen = [p.look() for p in phones]
            first = phones[0].page.evaluate("() => document.body.dataset.phase")
            if int(seen[0]["step"] or 0) >= steps and (not phase or first == phase) and seen[0]["turn"]:
                break
            for p, s in zip(phones, seen):
                if s["turn"] and not (p is phones[0] and int(s["step"] or 0) >= steps):
                    p.move(rng, s)
            time.sleep(0.02)
        page = phones[0].page
        page.screenshot(path=str(out / f"{game}-portrait.png"))
        page.locator("[data-pick]").first.tap(timeout=2000)
        page.screenshot(path=str(out / f"{game}-chosen.png"))
        page.set_viewport_size({"width": 640, "height": 360})
        page.screenshot(path=str(out / f"{game}-landscape.png"))
    finally:
        for p in phones:
            p.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.phone_shots")
    ap.add_argument("--out", default=str(ROOT / "docs" / "phone"))
    ap.add_argument("games", nargs="*", default=list(GAMES))
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    server = subprocess.Popen([sys.executable, "-m", "game.net", "--port", "0", "--data", str(out / ".rooms"),
                               "--bot-pace", "0.3"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = server.stdout.readline().split()[-1]
        base = "http://" + url.split("//", 1)[1].split("/", 1)[0] + "/"
        with sync_playwright() as pw:
            browser = launch(pw)
            for game in args.games:
                picture(browser, base, url, game, out)
            browser.close()
    finally:
        server.terminate()
        server.wait(20)
        subprocess.run(["rm", "-rf", str(out / ".rooms")])
    return 0


if __name__ == "__main__":
    sys.exit(main())
