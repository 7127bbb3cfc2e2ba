"""Rooms through a live server: codes, seats, tokens, starting, who may act and what
each refusal is called, spectators, leaving, dropping, rejoining, the away policy."""
from __future__ import annotations

import asyncio
import random
import re

from game.net import codes
from game.net.client import Client
from tests.net.live import run
from tests.net.players import make_room, play_randomly, seat_people, start

OPEN = {"kind": "open"}
BOT = {"kind": "bot", "level": "easy"}
#: Pups for three where Bo (seat 1) bids first
BO_FIRST = {"options": {"first_leader": 1}}


def refusal(answer: dict) -> str:
    assert answer["type"] == "error", answer
    return answer["code"]


def test_a_room_code_says_which_server_holds_it_and_follows_no_sequence(fresh_server):
    fresh_server.args += ["--server-id", "b7"]
    fresh_server.start()

    async def scenario():
        client = await Client.connect(fresh_server.url)
        return [await make_room(client, "pups", [OPEN, OPEN]) for _ in range(12)]

    made = run(scenario())
    assert all(re.fullmatch(r"B7-[2-9A-HJ-NP-Z]{6}", code) for code in made)
    numbers = [int("".join(str(codes.ALPHABET.index(c)).zfill(2) for c in code[3:])) for code in made]
    assert all(abs(a - b) > 1000 for a, b in zip(numbers, numbers[1:]))


def test_create_answers_a_lobby_where_nobody_is_seated_yet(server):
    async def scenario():
        client = await Client.connect(server.url)
        return await client.request({"type": "create", "game": "pups", "players": 3, "options": {},
                                     "seats": [OPEN, {"kind": "bot", "level": "hard"}, OPEN]})

    lobby = run(scenario())
    assert (lobby["game"], lobby["players"], lobby["started"]) == ("pups", 3, False)
    assert [(s["kind"], s["level"], s["connected"]) for s in lobby["seats"]] == [
        ("open", None, False), ("bot", "hard", True), ("open", None, False)]


def test_join_takes_the_first_open_seat_and_everyone_in_the_room_gets_the_lobby(server):
    async def scenario():
        code, (ann, bo) = await seat_people(server.url, "pups", [BOT, OPEN, OPEN], ["Ann", "Bo"])
        lobby = await ann.wait(lambda m: m["type"] == "lobby" and m["seats"][2]["kind"] == "person")
        return ann.seat, bo.seat, lobby

    ann, bo, lobby = run(scenario())
    assert (ann, bo) == (1, 2)
    assert [(s["name"], s["connected"]) for s in lobby["seats"][1:]] == [("Ann", True), ("Bo", True)]


def test_join_of_a_taken_seat_is_refused_as_seat_taken(server):
    async def scenario():
        code, _ = await seat_people(server.url, "pups", [OPEN, BOT, OPEN], ["Ann"])
        other = await Client.connect(server.url)
        return [refusal(await other.request({"type": "join", "room": code, "name": "Bo", "seat": seat}))
                for seat in (0, 1)]

    assert run(scenario()) == ["seat_taken", "seat_taken"]


def test_join_of_a_full_room_is_refused_as_room_full(server):
    async def scenario():
        code, _ = await seat_people(server.url, "heaveho", [OPEN, OPEN], ["Ann", "Bo"])
        other = await Client.connect(server.url)
        return refusal(await other.request({"type": "join", "room": code, "name": "Cy"}))

    assert run(scenario()) == "room_full"


def test_join_of_a_seat_that_does_not_exist_is_a_bad_message(server):
    async def scenario():
        client = await Client.connect(server.url)
        code = await make_room(client, "heaveho", [OPEN, OPEN])
        return refusal(await client.request({"type": "join", "room": code, "name": "Ann", "seat": 2}))

    assert run(scenario()) == "bad_message"


def test_a_room_code_nobody_made_is_refused_as_no_room(server):
    async def scenario():
        client = await Client.connect(server.url)
        return {refusal(await client.request({"type": kind, "room": "K-22222Z", "name": "Ann", "token": "x"}))
                for kind in ("join", "watch", "rejoin", "start")}

    assert run(scenario()) == {"no_room"}


def test_a_token_reaches_its_owner_and_nobody_else(server):
    async def scenario():
        code, (ann, bo) = await seat_people(server.url, "pups", [OPEN, OPEN, BOT], ["Ann", "Bo"])
        watcher = await Client.connect(server.url)
        await watcher.request({"type": "watch", "room": code})
        await start(ann, code)
        await watcher.wait_state()
        await bo.wait_state()
        return ann.token, [str(m) for m in bo.received() + watcher.received()]

    token, others = run(scenario())
    assert not any(token in text for text in others)


def test_rejoin_with_a_token_of_no_seat_is_refused_as_bad_token(server):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, BOT], ["Ann"])
        other = await Client.connect(server.url)
        return refusal(await other.request({"type": "rejoin", "room": code, "token": ann.token[:-1] + ("B" if ann.token.endswith("A") else "A")}))

    assert run(scenario()) == "bad_token"


def test_start_needs_a_token_of_that_room(server):
    async def scenario():
        code, _ = await seat_people(server.url, "pups", [OPEN, BOT], ["Ann"])
        _, (bo,) = await seat_people(server.url, "pups", [OPEN, BOT], ["Bo"])
        return refusal(await bo.request({"type": "start", "room": code, "token": bo.token}))

    assert run(scenario()) == "bad_token"


def test_open_seats_left_at_the_start_are_played_by_normal_bots(server):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, OPEN, OPEN], ["Ann"])
        await start(ann, code)
        return await ann.wait(lambda m: m["type"] == "lobby" and m["started"])

    lobby = run(scenario())
    assert [(s["kind"], s["level"]) for s in lobby["seats"]] == [("person", None), ("bot", "normal"), ("bot", "normal")]


def test_an_action_before_the_start_is_refused_as_not_started(server):
    async def scenario():
        _, (ann,) = await seat_people(server.url, "pups", [OPEN, OPEN], ["Ann"])
        return refusal(await ann.request({"type": "act", "action": "bid exactly 0", "step": 0}))

    assert run(scenario()) == "not_started"


def test_a_spectator_sees_the_public_view_with_no_moves_and_cannot_act(server):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, BOT, BOT], ["Ann"], **BO_FIRST)
        await start(ann, code)
        watcher = await Client.connect(server.url)
        await watcher.request({"type": "watch", "room": code})
        state = await watcher.wait_state()
        return state, refusal(await watcher.request({"type": "act", "action": "bid exactly 0", "step": 0}))

    state, code = run(scenario())
    assert (state["seat"], state["legal"], state["view"]["seat"], code) == (None, [], None, "not_seated")


def test_an_action_for_a_state_that_has_moved_on_is_refused_as_stale(server):
    async def scenario():
        code, (ann, bo) = await seat_people(server.url, "pups", [OPEN, OPEN, BOT], ["Ann", "Bo"], **BO_FIRST)
        await start(ann, code)
        await bo.wait_state()
        await bo.act(bo.state["legal"][0])
        state = await ann.wait_state(lambda s: 0 in s["to_act"])
        return refusal(await ann.request({"type": "act", "action": state["legal"][0], "step": state["step"] - 1}))

    assert run(scenario()) == "stale"


def test_an_action_out_of_turn_is_refused_as_not_your_turn(server):
    async def scenario():
        code, (ann, bo) = await seat_people(server.url, "pups", [OPEN, OPEN, BOT], ["Ann", "Bo"], **BO_FIRST)
        await start(ann, code)
        state = await ann.wait_state()
        return refusal(await ann.request({"type": "act", "action": "bid exactly 0", "step": state["step"]}))

    assert run(scenario()) == "not_your_turn"


def test_an_illegal_action_is_refused_with_the_rules_reason(server):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, BOT, BOT], ["Ann"], options={"first_leader": 0})
        await start(ann, code)
        state = await ann.wait_state()
        return await ann.request({"type": "act", "action": "bid exactly 99", "step": state["step"]})

    answer = run(scenario())
    assert refusal(answer) == "illegal" and "99" in answer["message"]


def test_an_action_after_the_end_is_refused_as_game_over(quick_server):
    async def scenario():
        code, (ann,) = await seat_people(quick_server.url, "hounds", [OPEN, BOT, BOT], ["Ann"],
                                         options={"mode": "single"})
        await start(ann, code)
        end = await play_randomly(ann, random.Random(1))
        return refusal(await ann.request({"type": "act", "action": "pass", "step": end["step"]}))

    assert run(scenario()) == "game_over"


def test_a_dropped_connection_shows_as_disconnected_to_everyone(server):
    async def scenario():
        code, (ann, bo) = await seat_people(server.url, "pups", [OPEN, OPEN], ["Ann", "Bo"])
        await bo.ws.close()
        lobby = await ann.wait(lambda m: m["type"] == "lobby" and m["seats"][1]["kind"] == "person"
                               and not m["seats"][1]["connected"])
        return lobby["seats"][1]

    seat = run(scenario())
    assert (seat["kind"], seat["name"], seat["connected"]) == ("person", "Bo", False)


def test_the_game_waits_for_a_person_who_left(quick_server):
    async def scenario():
        code, (ann, bo) = await seat_people(quick_server.url, "pups", [OPEN, OPEN, BOT], ["Ann", "Bo"], **BO_FIRST)
        await start(ann, code)
        answer = await bo.request({"type": "leave"})
        await asyncio.sleep(0.3)  # a stand-in would have bid 15 times over by now
        return answer, ann.state

    answer, state = run(scenario())
    assert not answer["seats"][1]["connected"]
    assert (state["step"], state["to_act"]) == (0, [1])


def test_with_away_bot_a_normal_bot_plays_for_a_person_who_left_until_they_rejoin(quick_server):
    async def scenario():
        code, (ann, bo) = await seat_people(quick_server.url, "pups", [OPEN, OPEN, BOT], ["Ann", "Bo"],
                                            away="bot", **BO_FIRST)
        await start(ann, code)
        playing = asyncio.create_task(play_randomly(ann, random.Random(2)))
        token = bo.token
        await bo.request({"type": "leave"})
        away = await ann.wait(lambda m: m["type"] == "lobby" and m["seats"][1]["away"])
        played = await ann.wait_state(lambda s: s["step"] >= 1)
        back = await Client.connect(quick_server.url)
        await back.request({"type": "rejoin", "room": code, "token": token})
        await ann.wait(lambda m: m["type"] == "lobby" and m["seats"][1]["connected"] and not m["seats"][1]["away"])
        waiting = await back.wait_state(lambda s: s["to_act"] == [1])  # Bo's turn comes round again
        await asyncio.sleep(0.3)
        playing.cancel()
        return away["seats"][1], played["events"][0], waiting["step"], back.state

    seat, first, waiting, now = run(scenario())
    assert (seat["connected"], seat["away"]) == (False, True)
    assert (first["kind"], first["seat"]) == ("bid", 1)
    assert now["step"] == waiting and now["legal"]


def test_rejoin_answers_joined_then_the_full_state(server):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, BOT, BOT], ["Ann"], **BO_FIRST)
        await start(ann, code)
        await ann.wait_state()
        await ann.ws.close()
        back = await Client.connect(server.url)
        await back.request({"type": "rejoin", "room": code, "token": ann.token})
        await back.wait_state()
        return [m["type"] for m in back.received()][:2], back.state

    kinds, state = run(scenario())
    assert kinds == ["joined", "state"]
    assert state["seat"] == 0 and len(state["view"]["hand"]) > 0


def test_rejoin_closes_the_older_connection_of_that_seat(server):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, BOT], ["Ann"])
        second = await Client.connect(server.url)
        await second.request({"type": "rejoin", "room": code, "token": ann.token})
        await asyncio.wait_for(ann._reader, 5)
        return ann.close_code

    assert run(scenario()) == 4000


def test_ping_is_answered_by_a_pong_echoing_its_id_and_time(server):
    async def scenario():
        client = await Client.connect(server.url)
        return await client.request({"type": "ping", "id": "p1", "t": 12.5})

    pong = run(scenario())
    assert (pong["type"], pong["ref"], pong["t"]) == ("pong", "p1", 12.5)


def test_an_emote_reaches_everyone_in_the_room_and_an_unknown_one_is_refused(server):
    async def scenario():
        code, (ann, bo) = await seat_people(server.url, "pups", [OPEN, OPEN], ["Ann", "Bo"])
        await ann.send({"type": "emote", "emote": "woof"})
        heard = await bo.wait(lambda m: m["type"] == "emote")
        await asyncio.sleep(0.5)
        return heard, refusal(await ann.request({"type": "emote", "emote": "<script>"}))

    heard, code = run(scenario())
    assert (heard["seat"], heard["name"], heard["emote"], code) == (0, "Ann", "woof", "bad_message")


def test_a_name_is_cleaned_of_control_characters_and_cut_short(server):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, OPEN], ["  Ann\x00\x1b[31m  " + "x" * 100])
        return (await ann.wait(lambda m: m["type"] == "lobby" and m["seats"][0]["name"]))["seats"][0]["name"]

    name = run(scenario())
    assert name.startswith("Ann\ufffd\ufffd[31m") and len(name) == 24


def test_the_state_a_move_made_answers_its_id_and_start_is_answered_by_a_lobby(server):
    async def scenario():
        code, (ann,) = await seat_people(server.url, "pups", [OPEN, BOT, BOT], ["Ann"], options={"first_leader": 0})
        started = await ann.request({"type": "start", "room": code, "token": ann.token})
        state = await ann.wait_state()
        return started, await ann.request({"type": "act", "action": state["legal"][0], "step": state["step"]})

    started, answered = run(scenario())
    assert (started["type"], started["started"]) == ("lobby", True)
    assert (answered["type"], answered["step"]) == ("state", 1)
