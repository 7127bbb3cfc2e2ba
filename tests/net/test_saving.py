"""Saving at a live server: a state goes out only once its step is saved, a save that
fails pauses its room (its people are told) until it succeeds, no step anyone saw is
lost to kill -9, one room saving in a loop does not starve another, a SIGTERM with many
rooms saves them all, and room files are trusted for nothing (a code that is a path, a
name that is not its code, two files of one code). A finished game still answers its
people's rejoin and watch, also when it ended as the server died."""
from __future__ import annotations

import asyncio
import json
import random
import shutil
import signal
import time

from game.net.client import Client
from tests.net.live import LiveServer, run
from tests.net.people import close_sessions, connect_from, play_a_game
from tests.net.players import make_room, play_randomly, seat_people, start

OPEN = {"kind": "open"}
BOT = {"kind": "bot", "level": "easy"}


def live(tmp_path, *args: str) -> LiveServer:
    return LiveServer(tmp_path / "rooms", "--bot-pace", "0.02", *args).start()


def scenario(coro, timeout: float = 150):
    async def main():
        try:
            return await coro
        finally:
            await close_sessions()
    return run(main(), timeout=timeout)


async def a_game_for_two(url: str, seed: int = 4):
    """A Pups room for Ann and Bo with one bot, started."""
    code, people = await seat_people(url, "pups", [OPEN, OPEN, BOT], ["Ann", "Bo"], seed=seed)
    await start(people[0], code)
    return code, people


async def move(people) -> dict:
    """The person to act plays their first legal move; returns the state before it."""
    state = await people[0].wait_state(lambda s: s["over"] or any(c.seat in s["to_act"] for c in people))
    mover = next(c for c in people if c.seat in state["to_act"])
    await mover.wait_state(lambda s: s["step"] == state["step"])
    await mover.act(mover.state["legal"][0])
    return state


def test_a_room_whose_save_fails_pauses_says_so_and_goes_on_once_it_is_saved(tmp_path):
    server = live(tmp_path)
    try:
        async def go():
            code, people = await a_game_for_two(server.url)
            before = await move(people)
            await people[0].wait_state(lambda s: s["step"] > before["step"])
            blocker = server.data / f"{code}.json"
            blocker.unlink()
            (blocker / "in-the-way").mkdir(parents=True)  # the file cannot be replaced now
            stuck = await move(people)
            told = await people[0].wait(lambda m: m.get("code") == "room_paused")
            await asyncio.sleep(0.5)
            held = people[0].state["step"]
            shutil.rmtree(blocker)
            after = await people[0].wait_state(lambda s: s["step"] > stuck["step"], timeout=20)
            return told["room"] == code, held, stuck["step"], after["step"], json.loads(blocker.read_text())

        told, held, stuck, after, saved = scenario(go())
        assert told and held == stuck  # nothing went out while the step could not be saved
        assert after > stuck and len(saved["record"]["actions"]) >= after
    finally:
        server.close()


def test_no_step_any_client_saw_is_lost_to_kill_9(tmp_path):
    server = live(tmp_path)
    try:
        async def play():
            rooms = [await a_game_for_two(server.url, seed) for seed in range(6)]
            rng = random.Random(5)
            players = [asyncio.create_task(play_randomly(c, rng)) for _, people in rooms for c in people]
            await asyncio.sleep(1.5)
            server.proc.send_signal(signal.SIGKILL)  # mid-game, moves on their way
            await asyncio.gather(*players, return_exceptions=True)
            seen = {code: max(c.state["step"] for c in people) for code, people in rooms}
            return seen, {code: [c.token for c in people] for code, people in rooms}

        seen, tokens = scenario(play())
        server.proc.wait(10)
        server.errors.close()
        server.start()

        async def back():
            steps = {}
            for code, room_tokens in tokens.items():
                client = await Client.connect(server.url)
                answer = await client.request({"type": "rejoin", "room": code, "token": room_tokens[0]})
                assert answer["type"] == "joined", answer
                steps[code] = (await client.wait_state())["step"]
            return steps

        after = scenario(back())
        assert all(after[code] >= seen[code] for code in seen), (seen, after)
        assert sum(seen.values()) > 6  # they did play
    finally:
        server.close()


def test_one_room_saving_in_a_loop_does_not_stop_another_rooms_moves(tmp_path):
    server = live(tmp_path)
    try:
        async def churn(host: str, stop: asyncio.Event) -> int:
            """A room of its own, whose one person leaves and rejoins in a loop, each a save."""
            client = await connect_from(server.url, host)
            code = await make_room(client, "pups", [OPEN, OPEN, OPEN], seed=1)
            await client.request({"type": "join", "room": code, "name": "Churn"})
            count = 0
            while not stop.is_set():
                await client.request({"type": "leave"})
                await client.request({"type": "rejoin", "room": code, "token": client.token})
                count += 2
                await asyncio.sleep(0.05)  # under the rate limit
            return count

        async def go():
            stop = asyncio.Event()
            loops = [asyncio.create_task(churn(f"127.0.3.{i + 1}", stop)) for i in range(20)]
            await asyncio.sleep(1)
            step = await play_a_game(server.url, "127.0.0.9", moves=20)
            stop.set()
            churned = await asyncio.gather(*loops)
            return step, sum(churned)

        step, churned = scenario(go())
        assert step >= 20 and churned > 100
    finally:
        server.close()


def test_sigterm_with_many_rooms_saves_every_one_and_exits_0(tmp_path):
    server = live(tmp_path, "--rooms-per-address", "1000", "--unstarted-per-address", "1000")
    try:
        async def go():
            codes = []
            for i in range(10):
                client = await connect_from(server.url, f"127.0.4.{i + 1}")
                for _ in range(20):
                    codes.append(await make_room(client, "pups", [OPEN, OPEN, OPEN], seed=None))
                await client.request({"type": "join", "room": codes[-1], "name": "Last"})
            return codes

        codes = scenario(go())
        assert server.stop() == 0
        assert all((server.data / f"{code}.json").exists() for code in codes)
        assert json.loads((server.data / f"{codes[-1]}.json").read_text())["seats"][0]["name"] == "Last"
    finally:
        server.close()


def room_file(tmp_path) -> tuple[str, dict]:
    """A real room file, made by a server and stopped."""
    server = live(tmp_path)
    try:
        async def make():
            client = await Client.connect(server.url)
            return await make_room(client, "pups", [OPEN, OPEN, OPEN])

        code = scenario(make())
        assert server.stop() == 0
        return code, json.loads((server.data / f"{code}.json").read_text())
    finally:
        server.close()


def test_a_room_file_whose_code_is_a_path_is_refused_and_nothing_is_written_outside(tmp_path):
    code, data = room_file(tmp_path)
    rooms = tmp_path / "rooms"
    (rooms / f"{code}.json").write_text(json.dumps({**data, "code": "../outside/deep/X"}))
    (rooms / "X.json").write_text(json.dumps({**data, "code": "../outside/deep/X"}))
    server = LiveServer(rooms).start()
    assert server.stop() == 0
    assert "refused" in server.stderr()
    assert not (tmp_path / "outside").exists() and not list(tmp_path.rglob("deep"))


def test_of_two_files_with_one_code_one_loads_and_the_other_is_refused(tmp_path):
    code, data = room_file(tmp_path)
    rooms = tmp_path / "rooms"
    other = "K-" + ("22222Z" if code[2:] != "22222Z" else "33333Z")
    (rooms / f"{other}.json").write_text(json.dumps(data))  # a copy under another name
    server = LiveServer(rooms).start()
    try:
        async def look():
            client = await Client.connect(server.url)
            mine = await client.request({"type": "watch", "room": code})
            theirs = await client.request({"type": "watch", "room": other})
            return mine["type"], theirs.get("code")

        assert scenario(look()) == ("watching", "no_room")
        assert "refused" in server.stderr()
    finally:
        server.close()


async def a_finished_game(url: str) -> tuple[str, str, int]:
    """Ann plays Pups against two bots to the end; returns the code, her token, the last step."""
    code, (ann,) = await seat_people(url, "pups", [OPEN, BOT, BOT], ["Ann"], seed=6)
    await start(ann, code)
    last = await play_randomly(ann, random.Random(2), timeout=60)
    return code, ann.token, last["step"]


def test_a_finished_room_put_away_answers_rejoin_and_watch_with_its_end_and_record(tmp_path):
    server = live(tmp_path, "--finished-kept", "0.5", "--sweep-every", "0.2")
    try:
        async def go():
            code, token, step = await a_finished_game(server.url)
            await close_everyone()
            deadline = time.monotonic() + 20
            while not (server.data / "finished" / f"{code}.json").exists() and time.monotonic() < deadline:
                await asyncio.sleep(0.1)
            return code, token, step, await rejoin_and_watch(server.url, code, token)

        code, token, step, seen = scenario(go())
        assert seen == [("joined", step, True, "record"), ("watching", step, True, "record")]
    finally:
        server.close()


def test_a_game_that_ends_as_the_server_dies_is_seen_by_its_players_after_the_restart(tmp_path):
    server = live(tmp_path)
    try:
        code, token, step = scenario(a_finished_game(server.url))
        server.proc.send_signal(signal.SIGKILL)
        server.proc.wait(10)
        server.errors.close()
        server.start()
        assert scenario(rejoin_and_watch(server.url, code, token)) == [("joined", step, True, "record"),
                                                                       ("watching", step, True, "record")]
    finally:
        server.close()


async def close_everyone():
    from game.net.client import close_every
    await close_every()


async def rejoin_and_watch(url: str, code: str, token: str) -> list:
    out = []
    for message in ({"type": "rejoin", "room": code, "token": token}, {"type": "watch", "room": code}):
        client = await Client.connect(url)
        answer = await client.request(message)
        state = await client.wait_state()
        record = await client.wait(lambda m: m["type"] == "record")
        out.append((answer["type"], state["step"], state["over"], record["type"]))
    return out


def test_a_rooms_countdown_is_kept_across_a_restart(tmp_path):
    server = live(tmp_path)
    try:
        async def make():
            code, people = await seat_people(server.url, "heaveho", [OPEN, OPEN], ["Ann", "Bo"], countdown=3)
            return code, [p.token for p in people]

        code, tokens = scenario(make())
        assert server.stop() == 0
        server = LiveServer(server.data).start()

        async def start_again():
            ann = await Client.connect(server.url)
            await ann.request({"type": "rejoin", "room": code, "token": tokens[0]})
            await ann.send({"type": "start", "room": code, "token": tokens[0]})
            return await ann.wait_state(lambda s: "countdown" in s)

        assert scenario(start_again())["countdown"]["of"] == 3.0
    finally:
        server.close()


def test_a_room_file_from_before_countdowns_were_kept_loads_without_one(tmp_path):
    code, data = room_file(tmp_path)
    del data["countdown"]
    (tmp_path / "rooms" / f"{code}.json").write_text(json.dumps(data))
    server = LiveServer(tmp_path / "rooms").start()
    try:
        async def look():
            client = await Client.connect(server.url)
            return await client.request({"type": "watch", "room": code})

        assert scenario(look())["type"] == "watching"
    finally:
        server.close()
