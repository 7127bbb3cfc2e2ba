"""Whole games on phone-sized browsers (Debian's chromium, 360x640, touch), played only
by tapping what each page shows; every card code a page ever showed is one its seat
could see at that step (the final record replayed by the engine); a reloaded phone and
one cut off for 5 s are back in their seat; a name is shown as typed, never as markup."""
from __future__ import annotations

import random
import time

import pytest

from tests.net.privacy import known_at_each_step
from tests.page.phones import Phone, create_room, play_out

OPEN = {"kind": "open"}
BOT = {"kind": "bot", "level": "normal"}


def seated(browser, server, game, seats, names, seed=1, options=None):
    room = create_room(server.url, game, seats, seed=seed, options=options)
    phones = [Phone(browser, server.base, name) for name in names]
    for phone in phones:
        phone.join(room)
    phones[0].page.get_by_role("button", name="Start the game").tap()
    return room, phones


def privacy_faults(phones) -> list[str]:
    record = phones[0].record()
    assert record is not None, "the page never got the record"
    known = known_at_each_step(record)
    faults = []
    for phone in phones:
        for seen in phone.looks:
            if not seen["step"]:
                continue
            seat, step = int(seen["seat"]), int(seen["step"])
            extra = set(seen["codes"]) - known[step][seat]
            if extra:
                faults.append(f"{phone.name} (seat {seat}) at step {step} showed {sorted(extra)}")
    return faults


def whole_game(browser, server, game, seats, names, seed):
    room, phones = seated(browser, server, game, seats, names, seed)
    try:
        play_out(phones, random.Random(seed))
        assert privacy_faults(phones) == []
        assert all(not p.errors for p in phones), [p.errors for p in phones]
        return phones
    finally:
        for phone in phones:
            phone.close()


def test_pups_three_phones_and_a_bot_play_a_whole_game_by_taps(browser, page_server):
    whole_game(browser, page_server, "pups", [OPEN, OPEN, OPEN, BOT], ["Ann", "Bo", "Cy"], seed=3)


def test_hounds_three_phones_and_two_bots_play_a_whole_game_by_taps(browser, page_server):
    whole_game(browser, page_server, "hounds", [OPEN, OPEN, OPEN, BOT, BOT], ["Ann", "Bo", "Cy"], seed=3)


def test_pooch_four_phones_play_a_whole_real_time_game_by_taps(browser, page_server):
    whole_game(browser, page_server, "pooch", [OPEN] * 4, ["Ann", "Bo", "Cy", "Di"], seed=3)


def test_heave_ho_two_phones_sort_and_tug_a_whole_game_by_taps(browser, page_server):
    whole_game(browser, page_server, "heaveho", [OPEN] * 2, ["Ann", "Bo"], seed=3)


def one_phone_game(browser, server):
    room, (phone,) = seated(browser, server, "pups", [OPEN, BOT, BOT, BOT], ["Ann"], seed=5)
    rng = random.Random(5)
    end = time.monotonic() + 60
    while int((seen := phone.look())["step"] or 0) < 12 and time.monotonic() < end:
        if seen["turn"]:
            phone.move(rng, seen)
        time.sleep(0.02)
    return phone, rng


def moves_on(phone, rng, timeout=30.0) -> int:
    """Taps until the page shows a later step; returns that step."""
    start = int(phone.look()["step"])
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        seen = phone.look()
        if int(seen["step"] or 0) > start:
            return int(seen["step"])
        if seen["turn"]:
            phone.move(rng, seen)
        time.sleep(0.02)
    raise AssertionError(f"{phone.name} did not get past step {start}")


def test_a_reloaded_phone_is_back_in_its_seat(browser, page_server):
    phone, rng = one_phone_game(browser, page_server)
    try:
        before = phone.look()
        phone.page.reload()
        phone.page.wait_for_function(f"() => document.body.dataset.step !== '' && +document.body.dataset.step >= {before['step']}")
        assert phone.look()["seat"] == before["seat"] == "0"
        assert phone.page.locator(".hand [data-card]").count() > 0
        moves_on(phone, rng)
    finally:
        phone.close()


def test_a_phone_cut_off_for_five_seconds_is_back_in_its_seat(browser, page_server):
    phone, rng = one_phone_game(browser, page_server)
    try:
        phone.context.set_offline(True)
        phone.page.wait_for_function("() => document.body.dataset.online === 'no'", timeout=15000)
        time.sleep(5)
        phone.context.set_offline(False)
        phone.page.wait_for_function("() => document.body.dataset.online === 'yes'", timeout=15000)
        assert phone.look()["seat"] == "0"
        moves_on(phone, rng)
    finally:
        phone.close()


def test_a_name_typed_as_markup_shows_as_typed(browser, page_server):
    name = "<img src=x onerror=h=1>"  # within the server's 24 characters
    room = create_room(page_server.url, "pups", [OPEN, OPEN, BOT], seed=1)
    phones = [Phone(browser, page_server.base, n) for n in (name, "Bo")]
    try:
        for phone in phones:
            phone.join(room)
        for phone in phones:
            page = phone.page
            page.get_by_text(name, exact=False).first.wait_for()
            assert page.locator("#app img").count() == 0
            assert page.evaluate("() => window.h") is None
            assert name in page.locator(".seats").inner_text()
    finally:
        for phone in phones:
            phone.close()
