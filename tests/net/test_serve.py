"""``kennel serve`` as a process: the line it prints, the signals that stop it with
every room saved, rooms resumed after a restart or a kill, and no pygame anywhere."""
from __future__ import annotations

import json
import re
import signal
import subprocess
import sys

import pytest

from game.net.client import Client
from tests.net.live import ROOT, run
from tests.net.players import seat_people, start

OPEN = {"kind": "open"}
BOT = {"kind": "bot", "level": "easy"}


def test_the_server_says_where_it_listens_in_one_line(fresh_server):
    fresh_server.start()
    assert re.fullmatch(r"Kennel server listening on ws://127\.0\.0\.1:([1-9]\d*)/ws\n", fresh_server.line)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_saves_every_room_and_exits_0(fresh_server, signum):
    fresh_server.start()

    async def scenario():
        code, (ann, bo) = await seat_people(fresh_server.url, "hounds", [OPEN, OPEN, BOT, BOT], ["Ann", "Bo"])
        await start(ann, code)
        return code, ann.state["step"]

    code, step = run(scenario())
    assert fresh_server.stop(signum) == 0
    saved = json.loads((fresh_server.data / f"{code}.json").read_text())
    assert saved["started"] and len(saved["record"]["actions"]) >= step


def person_to_act(state: dict, seats) -> bool:
    return not state["over"] and any(s in seats for s in state["to_act"])


async def play_until_a_persons_turn(clients, moves: int) -> dict:
    """The people play their first legal move ``moves`` times, then wait for a state
    where a person is to act (the room then waits for them: nothing moves)."""
    seats = {c.seat for c in clients}
    for _ in range(moves):
        state = await clients[0].wait_state(lambda s: person_to_act(s, seats))
        mover = next(c for c in clients if c.seat in state["to_act"])
        await mover.wait_state(lambda s: s["step"] == state["step"])
        await mover.act(mover.state["legal"][0])
        await clients[0].wait_state(lambda s: s["step"] > state["step"])
    return await clients[0].wait_state(lambda s: person_to_act(s, seats))


def rejoin_everyone(url, code, tokens):
    async def scenario():
        clients, states = [], []
        for token in tokens:
            client = await Client.connect(url)
            answer = await client.request({"type": "rejoin", "room": code, "token": token})
            assert answer["type"] == "joined", answer
            states.append(await client.wait_state())
            clients.append(client)
        return clients, states
    return scenario()


def test_a_server_killed_mid_game_resumes_at_the_same_step_and_its_tokens_still_work(fresh_server):
    fresh_server.args += ["--bot-pace", "0.02"]
    fresh_server.start()

    async def before():
        code, people = await seat_people(fresh_server.url, "hounds", [OPEN, BOT, OPEN, BOT], ["Ann", "Cy"], seed=8)
        await start(people[0], code)
        state = await play_until_a_persons_turn(people, 6)
        return code, [c.token for c in people], state["step"]

    code, tokens, step = run(before())
    fresh_server.proc.send_signal(signal.SIGKILL)
    fresh_server.proc.wait(10)
    fresh_server.start()

    async def after():
        clients, states = await rejoin_everyone(fresh_server.url, code, tokens)
        assert [s["step"] for s in states] == [step, step]
        mover = next(c for c in clients if c.seat in c.state["to_act"])
        await mover.act(mover.state["legal"][0])
        moved = await clients[0].wait_state(lambda s: s["step"] > step)
        return moved["step"]

    assert run(after()) > step


def test_a_restarted_server_resumes_every_unfinished_room(fresh_server):
    fresh_server.start()

    async def before():
        code, (ann, bo) = await seat_people(fresh_server.url, "pups", [OPEN, OPEN, BOT], ["Ann", "Bo"])
        await start(ann, code)
        waiting = await Client.connect(fresh_server.url)
        lobby = await waiting.request({"type": "create", "game": "heaveho", "players": 2, "options": {},
                                       "seats": [OPEN, OPEN]})
        return code, [ann.token, bo.token], ann.state["step"], lobby["room"]

    code, tokens, step, unstarted = run(before())
    assert fresh_server.stop() == 0
    fresh_server.start()

    async def after():
        _, states = await rejoin_everyone(fresh_server.url, code, tokens)
        client = await Client.connect(fresh_server.url)
        joined = await client.request({"type": "join", "room": unstarted, "name": "Dee"})
        return [s["step"] for s in states], joined["type"]

    assert run(after()) == ([step, step], "joined")


def test_kennel_serve_runs_a_game_without_ever_importing_pygame(tmp_path):
    code = ("import atexit, sys; atexit.register(lambda: print('pygame' in sys.modules, flush=True)); "
            "from scenes.__main__ import main; sys.exit(main(sys.argv[1:]))")
    proc = subprocess.Popen([sys.executable, "-c", code, "serve", "--port", "0", "--data", str(tmp_path)],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = proc.stdout.readline().split()[-1]

        async def scenario():
            room, (ann,) = await seat_people(url, "hounds", [OPEN, BOT, BOT, BOT], ["Ann"])
            await start(ann, room)
        run(scenario())
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=20)
    finally:
        proc.kill()
    assert (proc.returncode, out) == (0, "False\n"), err


def test_nothing_under_net_imports_pygame():
    modules = "game.net, game.net.serve, game.net.server, game.net.room, game.net.store, game.net.fair, game.net.codes, game.net.protocol, game.net.client, game.net.proxy"
    done = subprocess.run([sys.executable, "-c", f"import sys, {modules}; sys.exit('pygame' in sys.modules)"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
