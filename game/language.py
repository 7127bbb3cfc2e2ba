"""The words a player reads, in the player's language: the standard library's
gettext over the catalogues in ``game/locale/`` (``kennel.pot``, one ``.po`` and its
compiled ``.mo`` per language; ``make words`` extracts, updates and compiles them).

Modules that show words import ``_`` (a sentence), ``ngettext`` (a sentence that
depends on a number) and ``N_`` (a word kept in a table and translated where it is
shown). A sentence with parts is one message with named placeholders::

    _("Play {game}").format(game=entry.title)
    ngettext("{count} card", "{count} cards", n).format(count=n)

The engine speaks English to every caller (its contract and the wire protocol carry
its words as they are): it marks its sentences with ``N_`` and fills their named
placeholders itself, ``N_("You do not hold {card}").format(card=card)``. Where such a
sentence is shown, ``said(text)`` finds the template it was made from and gives it in
the player's language with the same parts. A part that is notation, what the player
typed or a move as it is typed, is named ``{typed}`` or ``{typed_...}`` and stays as
it is: ``N_("Cannot read '{typed}': write {typed_verb} H7 name 2")``.

The language is chosen at once for the whole program (``use``): everything that
calls ``_`` afterwards reads the new words, so a screen that is built again or drawn
again shows them. Nothing here imports pygame (the server and the engine may use it).
"""
from __future__ import annotations

import gettext
import os
import re
import string
from pathlib import Path

DOMAIN = "kennel"
FOLDER = Path(__file__).resolve().parent / "locale"
#: what the Language setting may hold: "system" (the language the environment asks
#: for, English where it asks for none Kennel has) or a language's code
CHOICES = ("system", "en", "de", "es")
#: each language by its own name (a player looks for the name they read)
NAMES = {"en": "English", "de": "Deutsch", "es": "Español"}
#: languages with a catalogue of their own (English is the words in the code)
TRANSLATED = ("de", "es")

_translations: gettext.NullTranslations = gettext.NullTranslations()
_code = "en"
#: languages added while running (the tools' long pseudo-language): code -> translations
_extra: dict[str, gettext.NullTranslations] = {}


def _(message: str) -> str:
    """``message`` in the current language."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence for ``count`` in the current language."""
    return _translations.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Marks a word for the catalogue where it is written (a table, a class's
    heading); it is translated with ``_`` where it is shown."""
    return message


#: a template only counts when its own words (outside its placeholders) hold a word:
#: "{name}: {why}" would take any sentence for its own
_WORDY = re.compile(r"[A-Za-z]{3}")
#: the templates of the language in use: [(regex, template, length of its own words)],
#: the longest own words first (made when first asked for, forgotten when the
#: language changes)
_patterns: list | None = None
#: sentences already given in the language in use (a table draws its hint every frame)
_said: dict[str, str] = {}


class _Filler(string.Formatter):
    """Fills a template with parts read back from a sentence (strings): a format spec
    meant for a number ({seconds:g}) takes the string as it was read."""

    def format_field(self, value, format_spec):
        try:
            return super().format_field(value, format_spec)
        except (ValueError, TypeError):
            return str(value)


def _compile(template: str):
    """The regex that reads a sentence made from ``template`` back into its named
    parts (None: a template with unnamed parts or too few words of its own)."""
    pattern, names, words = [], set(), []
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return None
    for literal, field, _spec, _conversion in parsed:
        pattern.append(re.escape(literal))
        words.append(literal)
        if field is None:
            continue
        if not field.isidentifier():
            return None
        pattern.append(f"(?P={field})" if field in names else f"(?P<{field}>.+?)")
        names.add(field)
    own = "".join(words)
    if not names or not _WORDY.search(own):
        return None
    return re.compile("".join(pattern), re.DOTALL), len(own)


def _templates(translations) -> list:
    global _patterns
    found = _patterns
    if found is None:
        found = []
        for key in getattr(translations, "_catalog", {}):  # gettext's own table of the .mo
            if isinstance(key, str) and "{" in key:
                compiled = _compile(key)
                if compiled:
                    found.append((compiled[0], key, compiled[1]))
        found.sort(key=lambda f: -f[2])
        _patterns = found
    return found


def as_typed(name: str) -> bool:
    """A placeholder for notation, ``{typed}`` or ``{typed_...}`` (what the player typed,
    or a move's words as they are typed, "lead", "red"): its part is kept as it is in
    every language, even where the same word is a message of the catalogue."""
    return name == "typed" or name.startswith("typed_")


def said(text: str) -> str:
    """An English sentence of the engine (or the server) in the current language: a
    message of the catalogue, or one made from a catalogue template (its parts, read
    back from the sentence, put in the translated template; a part that is itself a
    message, or made from one, is translated too, four levels deep; a part for
    notation, ``{typed...}``, never is). Where a sentence reads back in more than one
    way, the reading that finds the most of it in the catalogue wins. A sentence the
    catalogue does not know stays as it is."""
    if not text or _code == "en" or not isinstance(text, str):
        return text
    if text not in _said:
        if len(_said) > 1000:  # (the sentences of a long session: kept within bounds)
            _said.clear()
        _said[text] = _read_back(text, 0, {})[0]
    return _said[text]


def _read_back(text: str, depth: int, seen: dict) -> tuple[str, int]:
    """``text`` translated, and how many of its characters the catalogue knew."""
    if (text, depth) in seen:
        return seen[text, depth]
    translated = _translations.gettext(text)
    best = (translated, len(text)) if translated != text else (text, 0)
    for regex, template, own in _templates(_translations) if translated == text else ():
        if best[1] >= len(text):
            break
        found = regex.fullmatch(text)
        if not found:
            continue
        covered, parts = own, {}
        for name, value in found.groupdict().items():
            if as_typed(name):
                parts[name], known = value, 0
            elif depth < 3:
                parts[name], known = _read_back(value, depth + 1, seen)
            else:
                parts[name] = _translations.gettext(value)
                known = len(value) if parts[name] != value else 0
            covered += known
        if covered > best[1]:
            try:
                best = (_Filler().format(_translations.gettext(template), **parts), covered)
            except (KeyError, IndexError, ValueError):
                pass
    if not best[1] and text[:1].isupper():  # a part that starts a sentence ("Red 2 must go...")
        lower, known = _read_back(text[0].lower() + text[1:], depth, seen)
        if known:
            best = (lower[0].upper() + lower[1:], known)
    seen[text, depth] = best
    return best


def system_language(environ=None) -> str:
    """The language the environment asks for, as gettext reads it: the first of
    ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set (``LANGUAGE``
    may list several, ``de:en``); the first language named there that Kennel has, or
    English. The locale itself need not be installed."""
    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "").strip()
        if value:  # gettext reads the first one set, and nothing after it
            for part in value.split(":"):
                code = part.split(".")[0].split("@")[0].split("_")[0].lower()
                if code in ("c", "posix"):
                    return "en"
                if code in NAMES or code in _extra:
                    return code
            return "en"
    return "en"


def translations_for(code: str) -> gettext.NullTranslations:
    """The catalogue of ``code`` (English, the words in the code, when it has none
    or its file cannot be read)."""
    if code in _extra:
        return _extra[code]
    if code not in TRANSLATED:
        return gettext.NullTranslations()
    try:
        return gettext.translation(DOMAIN, FOLDER, languages=[code], fallback=True)
    except (OSError, ValueError):  # a damaged .mo: English rather than no words at all
        return gettext.NullTranslations()


def use(choice: str, environ=None) -> str:
    """Speak ``choice`` ("system" or a code) from now on; returns the code used."""
    global _translations, _code, _patterns
    code = system_language(environ) if choice == "system" else choice
    if code not in NAMES and code not in _extra:
        code = "en"
    _translations = translations_for(code)
    _code = code
    _patterns = None
    _said.clear()
    return code


def current() -> str:
    """The code of the language in use ("en", "de", ...)."""
    return _code


def add(code: str, translations: gettext.NullTranslations) -> None:
    """A language known only while running (the tools' pseudo-language): ``use(code)``
    speaks it; the Language setting does not offer it."""
    _extra[code] = translations
