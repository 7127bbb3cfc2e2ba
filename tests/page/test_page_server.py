"""The phone page's HTTP side (game/net/page.py): the two pages, their files, the
Content-Security-Policy, 404 for anything else, and the address ``kennel serve`` prints."""
from __future__ import annotations

import asyncio
import re
import subprocess
import sys

import pytest
from aiohttp.test_utils import TestClient, TestServer

from game.net.page import CSP, FILES, Page, page_url
from game.net.server import Hub
from tests.net.live import ROOT


def fetch(*paths: str) -> list[tuple[int, dict, bytes]]:
    async def go():
        async with TestClient(TestServer(Hub(None).app())) as client:
            out = []
            for path in paths:
                resp = await client.get(path, allow_redirects=False)
                out.append((resp.status, dict(resp.headers), await resp.read()))
            return out
    return asyncio.run(go())


def test_root_answers_the_page_as_html():
    status, headers, body = fetch("/")[0]
    assert status == 200
    assert headers["Content-Type"].startswith("text/html")
    assert b'<script type="module" src="/page/main.js">' in body


def test_join_link_answers_the_same_page():
    (s1, h1, b1), (s2, h2, b2) = fetch("/", "/r/KABCDE")
    assert s2 == 200 and h2["Content-Type"].startswith("text/html") and b2 == b1


def test_pages_and_files_carry_the_content_security_policy():
    for status, headers, _ in fetch("/", "/r/KABCDE", *(f"/page/{name}" for name in FILES)):
        assert status == 200
        assert headers["Content-Security-Policy"] == CSP


def test_policy_allows_only_own_files_and_websocket():
    rules = dict(part.strip().split(" ", 1) for part in CSP.split(";"))
    assert rules["default-src"] == "'none'"
    assert rules["script-src"] == "'self'" and rules["style-src"] == "'self'"
    assert rules["connect-src"] == "'self' ws: wss:"


def test_page_has_no_inline_script_or_style():
    body = fetch("/")[0][2].decode()
    assert all("src=" in tag for tag in re.findall(r"<script[^>]*>", body))
    assert "<style" not in body and "style=" not in body and "onload" not in body


def test_every_file_has_its_content_type():
    answers = fetch(*(f"/page/{name}" for name in FILES))
    for name, (status, headers, body) in zip(FILES, answers):
        assert headers["Content-Type"] == FILES[name] and body


@pytest.mark.parametrize("path", ["/x", "/index.html", "/r/", "/r/AB/cd", "/r/%3Cimg%3E", "/page/nope.js",
                                  "/page/../page.py", "/page/", "/favicon.ico"])
def test_any_other_path_is_404(path):
    assert fetch(path)[0][0] == 404


def test_the_websocket_endpoint_still_asks_for_a_websocket():
    assert fetch("/ws")[0][0] == 426


def test_page_weighs_under_200_kb():
    assert Page().weight() < 200 * 1024


def test_page_url_sits_beside_the_websocket():
    assert page_url("ws://127.0.0.1:8765/ws") == "http://127.0.0.1:8765/"
    assert page_url("wss://kennel.example:443/ws") == "https://kennel.example:443/"


def test_serve_prints_the_page_address_beside_the_websocket_line(tmp_path):
    """stdout keeps the spec's one line; the page's address is the line beside it on stderr."""
    proc = subprocess.Popen([sys.executable, "-m", "game.net", "--port", "0", "--data", str(tmp_path)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first, second = proc.stdout.readline(), proc.stderr.readline()
    finally:
        proc.terminate()
        proc.wait(20)
    port = re.fullmatch(r"Kennel server listening on ws://127\.0\.0\.1:(\d+)/ws\n", first).group(1)
    assert second == f"Kennel page for phones and browsers: http://127.0.0.1:{port}/\n"


# -- the page in the reader's language --------------------------------------------
def fetch_with(path: str, headers: dict) -> tuple[int, dict, bytes]:
    async def go():
        async with TestClient(TestServer(Hub(None).app())) as client:
            async with client.get(path, headers=headers) as resp:  # (released before the loop closes)
                return resp.status, dict(resp.headers), await resp.read()
    return asyncio.run(go())


def words_for(path="/page/words.json", **headers) -> dict:
    import json

    status, got, body = fetch_with(path, {k.replace("_", "-"): v for k, v in headers.items()})
    assert status == 200 and got["Content-Type"].startswith("application/json")
    assert got["Content-Security-Policy"] == CSP and got["Vary"] == "Accept-Language"
    return json.loads(body)


def test_the_pages_words_come_in_the_language_the_browser_asks_for():
    got = words_for(Accept_Language="de-DE,de;q=0.9,en;q=0.8")
    assert got["lang"] == "de" and got["words"]["Your turn"] == "Du bist dran"


def test_the_languages_the_page_names_come_before_the_browsers_header():
    got = words_for("/page/words.json?lang=es-ES,es", Accept_Language="de-DE")
    assert got["lang"] == "es" and got["words"]["Your turn"] == "Te toca"


@pytest.mark.parametrize("asked", ["", "en-US,en", "fr-FR,fr;q=0.9", "de;q=abc", "x" * 400])
def test_english_or_a_language_kennel_lacks_gets_no_translations(asked):
    got = words_for(Accept_Language=asked)
    assert got == {"lang": "en", "words": {}, "said": {}}


def test_a_lower_weight_loses_to_a_higher_one():
    assert words_for(Accept_Language="es;q=0.5,de;q=0.8")["lang"] == "de"


@pytest.mark.parametrize("code", ["de", "es"])
def test_every_word_the_page_marks_is_sent_as_the_catalogue_translates_it(code):
    from game import language

    catalogue = language.translations_for(code)
    page = Page()
    got = words_for(f"/page/words.json?lang={code}")
    assert len(page.messages) > 100
    wrong = [m for m in page.messages if got["words"].get(m, m) != catalogue.gettext(m)]
    assert not wrong, wrong[:5]


def test_the_engines_reasons_are_sent_for_the_page_to_translate():
    said = words_for("/page/words.json?lang=de")["said"]
    assert said["You do not hold {card}"] == "Du hast {card} nicht auf der Hand"
    assert "The game is over" in said and not any("lesson" in m for m in said)


def test_the_html_speaks_the_browsers_language():
    status, headers, body = fetch_with("/", {"Accept-Language": "de-DE,de"})
    text = body.decode()
    assert status == 200 and headers["Vary"] == "Accept-Language"
    assert '<html lang="de">' in text and "Kennel lädt…" in text and "Loading" not in text


def test_the_html_in_english_is_the_file_as_shipped():
    status, headers, body = fetch_with("/r/KABCDE", {"Accept-Language": "en-GB"})
    assert body == Page().html


def test_the_server_reads_the_same_words_from_the_script_as_babel_extracts():
    """The words the server sends are the ones ``make words`` put in the catalogue:
    a word written so that one of them misses it fails here."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    extracted = {m for _, _, m, _, _ in extract_from_dir(ROOT / "game" / "net" / "page", [("**.js", "javascript")],
                                                           DEFAULT_KEYWORDS)}
    assert set(Page().messages) == extracted
