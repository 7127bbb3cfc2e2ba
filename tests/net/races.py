"""Staged races at a You Shady Pooch! table over unequal networks.

Four people: Ann through a quick link, Bo through a slow one (latency proxies), Cy and
Dee on loopback. Cy and Dee lead and name Ann or Bo; whenever the named one may pick
the pile up while the other may dogpile it, both go for it off the same state, one
reacting 30 ms sooner than the other (which one, at random). The race is won by
whichever move the game took first. Away from the races everyone plays plainly.

``python -m tests.net.races URL`` stages races against a running server and prints
how many the quicker reaction won.
"""
from __future__ import annotations

import asyncio
import random
import sys
import time
from dataclasses import dataclass

from game.net.client import Client
from game.net.proxy import Proxy
from tests.net.players import start

GAP = 0.030
#: a race counts when the reactions claimed were at least this far apart (ms): on a busy
#: machine a client's wake-up can come late enough to close the 30 ms it was given
COUNTED_GAP = 20.0
ANN, BO, CY, DEE = range(4)


@dataclass
class Race:
    quicker: int        # the seat that reacted sooner (Ann or Bo), by the reactions claimed
    winner: int         # the seat whose move the game took first
    reactions: tuple    # the reactions Ann and Bo claimed (ms), as measured when they sent

    @property
    def gap(self) -> float:
        """How far apart the reactions were (a busy machine may have closed the 30 ms)."""
        return abs(self.reactions[0] - self.reactions[1])


def is_number(card: str) -> bool:
    return card[0] in "HDCS" and card[1].isdigit()


def lead_for_a_race(legal: list[str], hands: dict[int, list[str]], turn: int) -> str:
    """A lead by Cy or Dee naming Ann or Bo (in turn) such that the other one may well
    dogpile it: a high number whose suit the other holds lower; else any plain lead."""
    named, other = (ANN, BO) if turn % 2 == 0 else (BO, ANN)
    best = None
    for action in legal:
        words = action.split()
        if len(words) != 4 or int(words[3]) != named or not is_number(words[1]):
            continue
        card = words[1]
        lower = any(is_number(c) and c[0] == card[0] and int(c[1]) < int(card[1]) for c in hands[other])
        wild = "X1" in hands[other] and int(card[1]) >= 2
        score = (lower or wild, int(card[1]))
        if best is None or score > best[0]:
            best = (score, action)
    return best[1] if best else legal[0]


def plain_move(seat: int, state: dict) -> str:
    """Away from a race: Ann and Bo lead low naming Cy (who may answer), Cy and Dee
    answer naming each other, and anyone named otherwise picks the pile up."""
    legal = state["legal"]
    view = state["view"]
    if view["phase"] == "lead":
        leads = [a for a in legal if len(a.split()) == 4 and is_number(a.split()[1])]
        if seat in (ANN, BO):
            toward = [a for a in leads if a.endswith(f"name {CY}") or a.endswith(f"name {DEE}")]
            if toward:
                return min(toward, key=lambda a: a.split()[1][1])
        return (leads or legal)[0]
    if seat in (CY, DEE):
        other = DEE if seat == CY else CY
        answers = [a for a in legal if a.startswith("respond") and a.endswith(f"name {other}")]
        if answers:
            return answers[0]
    return "pickup" if "pickup" in legal else legal[0]


async def settled(clients) -> dict:
    """The latest state once every client has it (nobody else moves meanwhile)."""
    state = await clients[CY].wait_state()
    step = state["step"]
    await asyncio.gather(*(c.wait_state(lambda s: s["step"] >= step) for c in clients))
    return clients[CY].state


async def claim(client: Client, step: int, action: str, reaction: float) -> float:
    """React ``reaction`` seconds after this client got the state of ``step``; returns
    the reaction it claimed (ms)."""
    state = await client.wait_state(lambda s: s["step"] >= step)
    assert state["step"] == step
    await asyncio.sleep(max(0.0, client.state_at + reaction - time.monotonic()))
    claimed = (time.monotonic() - client.state_at) * 1000.0
    await client.act(action, reaction_ms=claimed, step=step)
    return claimed


def first_to_move(events: list[dict], named: int, other: int) -> int | None:
    for event in events:
        if event["kind"] == "pile_picked_up" and event["seat"] == named:
            return named
        if event["kind"] == "dogpile" and event["seat"] == other:
            return other
    return None


async def run_race(clients, state: dict, rng: random.Random) -> Race | None:
    view = state["view"]
    named = view["named"]
    other = BO if named == ANN else ANN
    step = state["step"]
    dogpiles = [a for a in clients[other].state["legal"] if a.startswith("dogpile")]
    if not dogpiles or "pickup" not in clients[named].state["legal"]:
        return None
    sooner = rng.choice([ANN, BO])
    base = rng.uniform(0.040, 0.080)
    reaction = {sooner: base, (BO if sooner == ANN else ANN): base + GAP}
    mark = len(clients[CY].log)
    claimed = dict(zip((named, other), await asyncio.gather(
        claim(clients[named], step, "pickup", reaction[named]),
        claim(clients[other], step, dogpiles[0], reaction[other]))))
    events: list[dict] = []
    winner = None
    while winner is None:
        await clients[CY].wait(lambda m: m["type"] == "state" and m["step"] > step, since=mark)
        mark = len(clients[CY].log)
        events = [e for _, m in clients[CY].log if m["type"] == "state" and m["step"] > step for e in m["events"]]
        winner = first_to_move(events, named, other)
    quicker = ANN if claimed[ANN] < claimed[BO] else BO
    return Race(quicker, winner, (round(claimed[ANN], 1), round(claimed[BO], 1)))


async def stage(urls: list[str], races: list[Race], wanted: int, seed: int) -> None:
    """One table: play, staging races, until the game ends or enough are run."""
    rng = random.Random(seed)
    clients = [await Client.connect(url) for url in urls]
    code = None
    try:
        code, _ = await seat_people_on(clients, seed)
        await start(clients[ANN], code)
        await asyncio.sleep(1.5)  # the server's first pings have measured every link
        turn = 0
        while len(races) < wanted:
            state = await settled(clients)
            view = state["view"]
            if state["over"]:
                return
            if view["phase"] == "lead" and view["leader"] in (CY, DEE):
                leader = clients[view["leader"]]
                hands = {s: clients[s].state["view"]["hand"] for s in (ANN, BO)}
                await leader.act(lead_for_a_race(leader.state["legal"], hands, turn))
                turn += 1
                await clients[CY].wait_state(lambda s: s["step"] > state["step"])
                continue
            if view["phase"] == "respond" and view["named"] in (ANN, BO) and view["namer"] in (CY, DEE):
                race = await run_race(clients, state, rng)
                if race is not None:
                    if race.gap >= COUNTED_GAP:
                        races.append(race)
                    continue
            mover = view["leader"] if view["phase"] == "lead" else view["named"]
            await clients[mover].act(plain_move(mover, clients[mover].state))
            await clients[CY].wait_state(lambda s: s["step"] > state["step"])
    finally:
        for client in clients:
            await client.close()


async def seat_people_on(clients, seed: int):
    """Seat already connected clients in order (Ann, Bo, Cy, Dee) at a new table."""
    answer = await clients[0].request({"type": "create", "game": "pooch", "players": 4, "options": {},
                                       "seed": seed, "seats": [{"kind": "open"}] * 4})
    code = answer["room"]
    for client, name in zip(clients, ["Ann", "Bo", "Cy", "Dee"]):
        joined = await client.request({"type": "join", "room": code, "name": name})
        assert joined["type"] == "joined"
    return code, clients


async def race_over_links(port: int, wanted: int, tables: int = 2, quick=0.010, slow=0.075,
                          jitter=0.003, seed: int = 1) -> list[Race]:
    """Ann 2 x ``quick`` away, Bo 2 x ``slow`` away (plus up to ``jitter`` each way),
    ``tables`` tables at once until ``wanted`` races have counted."""
    near = Proxy(("127.0.0.1", port), quick, quick, jitter, seed=seed)
    far = Proxy(("127.0.0.1", port), slow, slow, jitter, seed=seed + 1)
    await near.start()
    await far.start()
    direct = f"ws://127.0.0.1:{port}/ws"
    races: list[Race] = []
    try:
        round_ = 0
        while len(races) < wanted:
            await asyncio.gather(*(stage([near.url(), far.url(), direct, direct], races, wanted,
                                         seed * 1000 + round_ * tables + t) for t in range(tables)))
            round_ += 1
    finally:
        await near.close()
        await far.close()
    return races


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    port = int(argv[0].rsplit(":", 1)[1].split("/")[0])
    wanted = int(argv[1]) if len(argv) > 1 else 60
    races = asyncio.run(race_over_links(port, wanted))
    won = sum(r.winner == r.quicker for r in races)
    slow_quicker = [r for r in races if r.quicker == BO]
    print(f"{won}/{len(races)} races won by the quicker reaction ({100 * won / len(races):.1f}%); "
          f"Bo (150 ms) was quicker in {len(slow_quicker)} and won {sum(r.winner == BO for r in slow_quicker)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
