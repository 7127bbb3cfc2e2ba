"""Make Kennel's short sounds from arithmetic (stdlib ``wave``/``array``, no downloads).

    python -m tools.sounds [--out assets/sounds]

deal: a soft card flick; play: a card slap; win: a rising arpeggio; shout: a
barked "You Shady Pooch!" call (three pitched yelps); tick: a countdown blip;
error: a low buzz for a refused move.
"""
from __future__ import annotations

import argparse
import array
import math
import random
import wave
from pathlib import Path

RATE = 22050


def _envelope(i: int, n: int, attack: float = 0.01, release: float = 0.3) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack else 1.0
    r = min(1.0, (n - i) / (release * n)) if release else 1.0
    return a * r


def flick(seed: int, length=0.09, tone=1800.0):
    rng = random.Random(seed)
    n = int(RATE * length)
    out, low = [], 0.0
    for i in range(n):
        noise = rng.uniform(-1, 1)
        low += (noise - low) * 0.35
        decay = math.exp(-i / (RATE * length / 5))
        out.append((0.7 * low + 0.3 * math.sin(2 * math.pi * tone * i / RATE)) * decay)
    return out


def slap(seed: int):
    rng = random.Random(seed)
    n = int(RATE * 0.14)
    out, low = [], 0.0
    for i in range(n):
        low += (rng.uniform(-1, 1) - low) * 0.18
        thump = math.sin(2 * math.pi * (140 - 60 * i / n) * i / RATE)
        out.append((0.8 * low + 0.6 * thump) * math.exp(-i / (RATE * 0.03)))
    return out


def tone(freq: float, length: float, shape=lambda p: math.sin(p), vibrato=0.0):
    n = int(RATE * length)
    out, phase = [], 0.0
    for i in range(n):
        f = freq * (1 + vibrato * math.sin(2 * math.pi * 6 * i / RATE))
        phase += 2 * math.pi * f / RATE
        out.append(shape(phase) * _envelope(i, n, 0.005, 0.5))
    return out


def arpeggio():
    out = []
    for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        note = tone(f, 0.12 if k < 3 else 0.35, lambda p: 0.6 * math.sin(p) + 0.25 * math.sin(2 * p))
        out += note
    return out


def yelp(f0: float, f1: float, length: float, seed: int):
    """A bark-like call: a falling pitch through a buzzy source with breath noise."""
    rng = random.Random(seed)
    n = int(RATE * length)
    out, phase = [], 0.0
    for i in range(n):
        p = i / n
        f = f0 + (f1 - f0) * p
        phase += 2 * math.pi * f / RATE
        buzz = sum(math.sin(h * phase) / h for h in range(1, 7))
        out.append((0.55 * buzz + 0.25 * rng.uniform(-1, 1)) * math.sin(math.pi * p) ** 0.6)
    return out


def shout():
    silence = [0.0] * int(RATE * 0.05)
    return (yelp(420, 300, 0.16, 1) + silence + yelp(520, 380, 0.2, 2) + silence
            + yelp(600, 260, 0.38, 3))


def buzz():
    return tone(110, 0.18, lambda p: 0.6 if math.sin(p) > 0 else -0.6)


def blip():
    return tone(880, 0.08)


SOUNDS = {
    "deal": lambda: flick(7),
    "play": lambda: slap(11),
    "win": arpeggio,
    "shout": shout,
    "tick": blip,
    "error": buzz,
}


def write(path: Path, samples, volume=0.8) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    data = array.array("h", (int(32767 * volume * s / peak) for s in samples))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.sounds", description="Make Kennel's sounds.")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "assets" / "sounds"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(out / f"{name}.wav", make())
        print(f"wrote {out / (name + '.wav')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
