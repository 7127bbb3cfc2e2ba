"""A long pseudo-language for finding the layouts that break: every word of the
catalogue (``game/locale/kennel.pot``) about 40 % longer and full of accents, its
placeholders kept, made from the template each time it is asked for (never written
by hand, never committed). A word that shows in plain English under it is a word that
is not in the catalogue.

    python -m tools.pseudo "Play {game}"      # shows one message in it

``tools.shots --language pseudo`` takes every picture in it (``use()`` below adds it
to the languages the program knows while it runs).
"""
from __future__ import annotations

import gettext
import io
import math
import re
import sys

from game import language

CODE = "pseudo"
#: how much longer every text is
LONGER = 1.4
ACCENTS = str.maketrans("aeiouyAEIOUYcnsCNSz", "áéîöüýÁÉÎÖÜÝçñšÇÑŠž")
#: a placeholder ({game}, {count:d}) or a printf-style one: kept as it is
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([a-z_]+\)[sd]|%[sd]")
FILLER = "ẋẍ·"


def stretch(text: str) -> str:
    """``text`` accented and about 40 % longer, its placeholders untouched."""
    if not text:
        return text
    parts, last = [], 0
    for found in PLACEHOLDER.finditer(text):
        parts.append(text[last:found.start()].translate(ACCENTS))
        parts.append(found.group())
        last = found.end()
    parts.append(text[last:].translate(ACCENTS))
    body = "".join(parts)
    if "\n" in body:  # a text of several lines: each line longer
        return "\n".join(line + _pad(line) if line else line for line in body.split("\n"))
    return body + _pad(text)


def _pad(text: str) -> str:
    """What makes ``text`` 40 % longer: a word of its own."""
    extra = max(2, math.ceil(len(text) * (LONGER - 1)))
    return " " + (FILLER * extra)[:extra - 1]


def catalogue_bytes() -> bytes:
    """The compiled (.mo) pseudo-language, every message of the template stretched."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with open(language.FOLDER / f"{language.DOMAIN}.pot", "rb") as file:
        catalog = read_po(file, locale="en")
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, (list, tuple)):
            message.string = tuple(stretch(form) for form in message.id)
        else:
            message.string = stretch(message.id)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def translations() -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(catalogue_bytes()))


def use() -> None:
    """Make the pseudo-language known to the program (``language.use("pseudo")``, or
    ``LANGUAGE=pseudo`` for the "system" setting) while this process runs."""
    language.add(CODE, translations())


if __name__ == "__main__":
    for text in sys.argv[1:] or ["Play {game}", "Settings"]:
        print(stretch(text))
