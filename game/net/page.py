"""The phone page: plain HTTP on the server's own port, beside ``/ws``.

``GET /`` (a room code and a name) and ``GET /r/CODE`` (the join link a host shares)
answer the same small HTML page; its script, styles and modules come from
``/page/NAME``, files shipped inside this package (``game/net/page/``). Every answer
carries a Content-Security-Policy that lets the page load only its own files and open
only its own WebSocket; no inline script, nothing from elsewhere. Any other path is 404
(aiohttp's router answers that). The page is a client like any other: it speaks the
protocol of ``/ws`` and is sent no more than its seat's view.
"""
from __future__ import annotations

import re
from importlib import resources

from aiohttp import web

#: the page's own files: name -> content type
FILES = {
    "page.css": "text/css; charset=utf-8",
    "main.js": "text/javascript; charset=utf-8",
    "dom.js": "text/javascript; charset=utf-8",
    "protocol.js": "text/javascript; charset=utf-8",
    "actions.js": "text/javascript; charset=utf-8",
    "views.js": "text/javascript; charset=utf-8",
    "cards.js": "text/javascript; charset=utf-8",
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

#: a room code as the join link carries it (letters and digits; the room says if it exists)
CODE = re.compile(r"[A-Za-z0-9-]{1,32}")


def _read(name: str) -> bytes:
    return resources.files("game.net").joinpath("page", name).read_bytes()


class Page:
    """The page's files, read once from the package."""

    def __init__(self):
        self.html = _read("index.html")
        self.files = {name: _read(name) for name in FILES}

    async def index(self, request: web.Request) -> web.Response:
        return web.Response(body=self.html, content_type="text/html", charset="utf-8", headers=HEADERS)

    async def join_link(self, request: web.Request) -> web.Response:
        if not CODE.fullmatch(request.match_info["code"]):
            raise web.HTTPNotFound(headers=HEADERS)
        return await self.index(request)

    async def file(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
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
