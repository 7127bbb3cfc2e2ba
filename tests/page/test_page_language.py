"""The phone page in the browser's language: Debian's chromium with a German locale
is shown the page in German (its words from the same catalogues as the app's, served as
/page/words.json), and one with an English locale in English."""
from __future__ import annotations

from tests.page.phones import PHONE, create_room, new_context

OPEN = {"kind": "open"}
BOT = {"kind": "bot", "level": "normal"}


def phone_in(browser, locale: str):
    context = new_context(browser, **PHONE, locale=locale)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return context, page, errors


def test_a_browser_with_a_german_locale_shows_the_page_in_german(browser, page_server):
    context, page, errors = phone_in(browser, "de-DE")
    try:
        page.goto(page_server.base)
        page.wait_for_selector("h1")
        assert page.locator("h1").inner_text() == "An einen Kennel-Tisch setzen"
        assert page.evaluate("document.documentElement.lang") == "de"
        assert page.get_by_role("button", name="Beitreten", exact=True).count() == 1
        assert page.get_by_role("button", name="Zuschauen", exact=True).count() == 1
        room = create_room(page_server.url, "pups", [OPEN, BOT, BOT], seed=2)
        page.goto(f"{page_server.base}r/{room}")
        page.locator("input.name").fill("Ann")
        page.get_by_role("button", name="Beitreten", exact=True).tap()
        page.wait_for_function("() => document.body.dataset.seat !== ''")
        assert page.locator("h1").inner_text() == f"Raum {room}"
        assert page.locator("#turn").inner_text() == "Warten, bis das Spiel beginnt"
        page.get_by_role("button", name="Spiel starten", exact=True).tap()
        page.wait_for_function("() => document.body.dataset.step !== ''")
        assert "Deine Hand" in page.locator("main").inner_text()
        assert not errors, errors
    finally:
        context.close()


def test_a_browser_with_an_english_locale_shows_the_page_in_english(browser, page_server):
    context, page, errors = phone_in(browser, "en-GB")
    try:
        page.goto(page_server.base)
        page.wait_for_selector("h1")
        assert page.locator("h1").inner_text() == "Join a Kennel table"
        assert page.evaluate("document.documentElement.lang") == "en"
        assert not errors, errors
    finally:
        context.close()
