"""The phone page: plain HTTP on the server's own port, beside ``/ws``.

``GET /`` (a room code and a name) and ``GET /r/CODE`` (the join link a host shares)
answer the same small HTML page; its script, styles and modules come from
``/page/NAME``, files shipped inside this package (``game/net/page/``). Every answer
carries a Content-Security-Policy that lets the page load only its own files and open
only its own WebSocket; no inline script, nothing from elsewhere. Any other path is 404
(aiohttp's router answers that). The page is a client like any other: it speaks the
protocol of ``/ws`` and is sent no more than its seat's view.

The page speaks the reader's language: ``/page/words.json?lang=de-DE,de`` (the
browser's languages; without them its Accept-Language) gives, from the same
catalogues as the app's (``game/locale/``), each English message the page's script
marks with ``_`` or ``N_`` and its translation, and each sentence an engine may say
(``illegal`` carries the engine's English reason) with its translation; the page fills
in their named parts itself. The HTML's few words come in the Accept-Language's
language. English, or a language Kennel does not have: no translations, the page's
own English.
"""
from __future__ import annotations

import html
import json
import re
from importlib import resources

from aiohttp import web

from game import language
from game.language import N_

#: the page's own files: name -> content type
FILES = {
    "page.css": "text/css; charset=utf-8",
    "main.js": "text/javascript; charset=utf-8",
    "dom.js": "text/javascript; charset=utf-8",
    "protocol.js": "text/javascript; charset=utf-8",
    "actions.js": "text/javascript; charset=utf-8",
    "views.js": "text/javascript; charset=utf-8",
    "cards.js": "text/javascript; charset=utf-8",
    "words.js": "text/javascript; charset=utf-8",
    "icon.svg": "image/svg+xml",
}

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
       "connect-src 'self' ws: wss:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")

HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}
#: what varies with the reader's language says so to caches
BY_LANGUAGE = {**HEADERS, "Vary": "Accept-Language"}
#: the words of the page that need translating
WORDS = "words.json"
#: the HTML's own words (index.html), given in the reader's language
HTML_WORDS = (N_("Loading Kennel…"), N_("Kennel's page needs JavaScript."))
#: a message the page's script marks for the catalogue: _("...") or N_("...")
MARKED = re.compile(r'\bN?_\(\s*"((?:[^"\\]|\\.)*)"')
#: where the engines' sentences are written (their reasons reach the page in ``illegal``)
ENGINE = ("game/pups/", "game/hounds/", "game/pooch/", "game/heaveho/", "game/match/", "game/engine.py",
          "game/moves.py", "game/errors.py")
#: a language tag as a browser sends it ("de-DE", "es;q=0.8")
TAG = re.compile(r"\s*([A-Za-z]{1,8})(?:-[A-Za-z0-9]{1,8})*\s*(?:;\s*q\s*=\s*([0-9.]{1,5}))?\s*")

#: a room code as the join link carries it (letters and digits; the room says if it exists)
CODE = re.compile(r"[A-Za-z0-9-]{1,32}")


def _read(name: str) -> bytes:
    return resources.files("game.net").joinpath("page", name).read_bytes()


def marked_messages(sources) -> list[str]:
    """The messages the page's script marks (``sources``: the text of its files)."""
    found = []
    for text in sources:
        for m in MARKED.finditer(text):
            found.append(json.loads('"' + m.group(1) + '"'))
    return list(dict.fromkeys(found))


def engine_messages() -> list[str]:
    """The catalogue's messages written where the engines are (read from kennel.pot's
    locations): the sentences an ``illegal`` may carry."""
    try:
        text = (language.FOLDER / f"{language.DOMAIN}.pot").read_text(encoding="utf-8")
    except OSError:
        return []
    found = []
    for block in text.split("\n\n"):
        lines = block.splitlines()
        places = [p for line in lines if line.startswith("#:") for p in line[2:].split()]
        if not any(p.startswith(ENGINE) and "lesson" not in p and "hints" not in p for p in places):
            continue
        parts, reading = [], False
        for line in lines:
            if line.startswith('msgid "'):
                parts, reading = [line[6:]], True
            elif reading and line.startswith('"'):
                parts.append(line)
            else:
                reading = False
        message = "".join(json.loads(part) for part in parts)
        if message:
            found.append(message)
    return list(dict.fromkeys(found))


def chosen_language(asked: str) -> str:
    """The language to speak for a list of tags ("de-DE,de;q=0.9,en;q=0.8"): the
    first (by weight) Kennel has, English when none."""
    tags = []
    for n, part in enumerate(asked.split(",")[:16]):
        m = TAG.fullmatch(part)
        if not m:
            continue
        try:
            weight = float(m.group(2)) if m.group(2) else 1.0
        except ValueError:
            continue
        tags.append((-weight, n, m.group(1).lower()))
    for _weight, _n, code in sorted(tags):
        if code in language.TRANSLATED or code == "en":
            return code
    return "en"


class Page:
    """The page's files, read once from the package; its words in each language,
    made when first asked for."""

    def __init__(self):
        self.html = _read("index.html")
        self.files = {name: _read(name) for name in FILES}
        self.messages = marked_messages(self.files[name].decode("utf-8") for name in FILES if name.endswith(".js"))
        self._words: dict[str, bytes] = {}
        self._html: dict[str, bytes] = {}

    def words(self, code: str) -> bytes:
        """words.json in ``code``: {lang, words, said} (no translations for English)."""
        if code not in self._words:
            words, said = {}, {}
            if code in language.TRANSLATED:
                found = language.translations_for(code)
                words = {m: found.gettext(m) for m in self.messages if found.gettext(m) != m}
                said = {m: found.gettext(m) for m in engine_messages() if found.gettext(m) != m}
            self._words[code] = json.dumps({"lang": code, "words": words, "said": said},
                                           ensure_ascii=False).encode("utf-8")
        return self._words[code]

    def html_in(self, code: str) -> bytes:
        """index.html with its few words in ``code``."""
        if code not in self._html:
            text = self.html.decode("utf-8").replace('<html lang="en">', f'<html lang="{code}">')
            if code in language.TRANSLATED:
                found = language.translations_for(code)
                for message in HTML_WORDS:
                    text = text.replace(html.escape(message, quote=False), html.escape(found.gettext(message), quote=False))
            self._html[code] = text.encode("utf-8")
        return self._html[code]

    async def index(self, request: web.Request) -> web.Response:
        code = chosen_language(request.headers.get("Accept-Language", ""))
        return web.Response(body=self.html_in(code), content_type="text/html", charset="utf-8", headers=BY_LANGUAGE)

    async def join_link(self, request: web.Request) -> web.Response:
        if not CODE.fullmatch(request.match_info["code"]):
            raise web.HTTPNotFound(headers=HEADERS)
        return await self.index(request)

    async def file(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name == WORDS:
            code = chosen_language(request.query.get("lang") or request.headers.get("Accept-Language", ""))
            return web.Response(body=self.words(code), headers={**BY_LANGUAGE,
                                                                 "Content-Type": "application/json; charset=utf-8"})
        if name not in self.files:
            raise web.HTTPNotFound(headers=HEADERS)
        return web.Response(body=self.files[name], headers={**HEADERS, "Content-Type": FILES[name]})

    def weight(self) -> int:
        """Bytes of every file the page loads (the HTML included)."""
        return len(self.html) + sum(len(b) for b in self.files.values())


def add_page(app: web.Application) -> Page:
    """Serve the page on ``app`` (the server's own application)."""
    page = Page()
    app.router.add_get("/", page.index)
    app.router.add_get("/r/{code}", page.join_link)
    app.router.add_get("/page/{name}", page.file)
    return page


def page_url(ws_url: str) -> str:
    """The page's address beside a WebSocket's: ``ws://H:P/ws`` -> ``http://H:P/``."""
    scheme, rest = ws_url.split("://", 1)
    return ("https" if scheme == "wss" else "http") + "://" + rest.split("/", 1)[0] + "/"
