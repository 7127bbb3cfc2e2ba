"""The privacy check of everything a client was sent, against the engine: the final
record replayed step by step says which card codes each seat may know at each step
(``seen_by``); a message may name no other."""
from __future__ import annotations

from game import GAMES, replay
from tests.harness import code_pattern, leaked


def known_at_each_step(record: dict) -> list[dict]:
    """``[step] -> {seat: codes that seat may know}`` (seat None: a spectator)."""
    game = replay({**record, "actions": []})
    seats = [None, *range(game.players)]
    known = [{s: game.seen_by(s) for s in seats}]
    for seat, notation, at in record["actions"]:
        if seat is None and notation == "advance":
            game.advance(at)
        else:
            game.apply(seat, notation, at=at)
        known.append({s: game.seen_by(s) for s in seats})
    return known


def leaks(record: dict, log: list[tuple[float, dict]], seat: int | None) -> list[str]:
    """What ``log`` (a client's messages, in order) told ``seat`` that it could not
    know: each message is held to the step of the latest state before it (the
    record at the end holds the whole truth and is not held to anything)."""
    known = known_at_each_step(record)
    pattern = code_pattern(GAMES[record["game"]], len(record["players"]))
    step = 0
    found = []
    for _, message in log:
        if message.get("type") == "record":
            continue
        if message.get("type") == "state":
            step = message["step"]
            assert message["seat"] == seat, (message["seat"], seat)
        extra = leaked(pattern, message, known[step][seat])
        if extra:
            found.append(f"step {step}, {message.get('type')}: {sorted(extra)}")
    return found
