"""Files that must never be lost: atomic JSON writes, and reads that check a file
against its schema (with msgspec) and set a bad file aside (never overwriting it)
and say so in plain words, instead of crashing.

Every read is bounded: a size limit per kind of file, checked before anything is
read, and a nesting limit, checked before the file is parsed. When the data folder
cannot be written at all, saving is turned off for the session (said once, by the
app) and every write is skipped."""
from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import msgspec

from game.language import N_

#: deeper than this is not a Kennel file (the deepest real one is 5 levels)
MAX_DEPTH = 64


class Refused(ValueError):
    """A file Kennel will not read; the message says why in plain words."""


@dataclass
class Loaded:
    data: object | None
    problem: str | None = None  # a message for the player when the file was set aside


# -- saving on or off -------------------------------------------------------------
_saving_off: str | None = None


def saving_off() -> str | None:
    """Why nothing is being saved this session, or None when saving works."""
    return _saving_off


def turn_saving_off(reason: str | None) -> None:
    global _saving_off
    _saving_off = reason


def check_folder(folder: Path) -> str | None:
    """Make the data folder and prove a file can be written in it (a read-only disk,
    a full disk, a parent that is not a folder all fail here). Returns the reason in
    plain words, or None when it works."""
    folder = Path(folder)
    probe = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".kennel-probe-", dir=folder)  # a new file, never one in the way
        with os.fdopen(fd, "wb") as handle:
            handle.write(b"\0" * 4096)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as exc:
        return reason(exc)
    finally:
        if probe is not None:
            try:
                os.unlink(probe)
            except OSError:
                pass
    return None


#: operating-system errors in a player's words, by errno
#: (English, marked for the catalogue: the app shows them in the player's language)
_WORDS = {30: N_("the disk is read-only"), 28: N_("the disk is full"), 13: N_("Kennel may not write there"),
          1: N_("Kennel may not write there"), 20: N_("part of its path is a file, not a folder"),
          2: N_("a folder on its path is missing"), 17: N_("a file of that name is in the way"),
          21: N_("it is a folder, not a file"), 36: N_("its name is too long for this disk"),
          40: N_("it is a link that leads round in a circle"), 122: N_("the disk quota is used up"),
          5: N_("the disk could not be read or written (an input/output error)"),
          6: N_("it is a pipe nothing reads from")}


def reason(exc: OSError) -> str:
    """An operating-system error in plain words ("the disk is full", never "[Errno 28]")."""
    words = _WORDS.get(exc.errno)
    if words is not None:
        return words
    return clean_text(exc.strerror or N_("the disk refused it")).lower()


# -- text from a file ----------------------------------------------------------------
#: the longest text from a file that Kennel shows (no field of any file needs more)
TEXT_LIMIT = 200


def clean_text(text: str, limit: int = TEXT_LIMIT) -> str:
    """The one cleaning step for every text that comes from a file (a name, a title,
    a key of the statistics, a file's own name) before it can reach a font or a
    widget: a control character (a NUL makes the font refuse the whole line) or a
    lone surrogate becomes U+FFFD, and a text longer than ``limit`` is cut with an
    ellipsis. A clean text comes back as the same object."""
    if not _UNSHOWABLE.search(text) and len(text) <= limit:
        return text
    text = "".join("\ufffd" if unicodedata.category(c) in ("Cc", "Cs") else c for c in text)
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def clean(value):
    """Every text inside a decoded file (struct fields, list items, dict keys and
    values) through ``clean_text``; everything else as it was."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, msgspec.Struct):
        for name in value.__struct_fields__:
            setattr(value, name, clean(getattr(value, name)))
        return value
    if isinstance(value, dict):
        return {clean(k): clean(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clean(v) for v in value]
    if isinstance(value, tuple):
        return tuple(clean(v) for v in value)
    return value


# -- writing ------------------------------------------------------------------------
#: JSON on one line, keys in order, as UTF-8 bytes: msgspec's encoder, some ten times
#: quicker than the json module's (3.5 ms against 0.3 ms for a 1,200-action record), and
#: it holds the interpreter that much less on the autosave's thread and the server's
encode_compact = msgspec.json.Encoder(order="sorted").encode


def write_json(path: Path, data, durable: bool = True, compact: bool = False) -> bool:
    """Write ``data`` as JSON so that a crash leaves either the old or the new file.
    ``durable=False`` skips the disk flush (still safe if the program is killed, not
    if the power fails): the autosave runs after every action and must be cheap.
    ``compact=True`` writes it on one line with ``encode_compact`` (the app's autosave,
    after every action). Returns False (writing nothing) when saving is off; raises
    ``OSError`` when the write fails, leaving the old file as it was."""
    if _saving_off is not None:
        return False
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = None
    if compact:
        try:
            raw = encode_compact(data)
        except UnicodeEncodeError:  # a lone surrogate in a text: json writes it as an escape
            pass
    if raw is None:
        raw = json.dumps(data, indent=None if compact else 1, sort_keys=True,
                         separators=(",", ":") if compact else None).encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return True


def set_aside(path: Path) -> Path:
    """Rename a bad file out of the way, keeping it; returns its new name."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.bad-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.bad-{stamp}-{n}{path.suffix}")
    os.replace(path, target)
    return target


# -- reading ------------------------------------------------------------------------
_STRING = re.compile(rb'"[^"\\]*+(?:\\.[^"\\]*+)*+"', re.S)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_NOT_BRACKETS_OR_QUOTES = bytes(b for b in range(256) if b not in b'[]{}"\\')


def _brackets(raw: bytes) -> bytes:
    """The brackets of a JSON text outside its strings, in order."""
    kept = raw.translate(None, _NOT_BRACKETS_OR_QUOTES)
    if b"\\" in kept:  # escaped quotes: take the strings out of the whole text
        return _STRING.sub(b"", raw).translate(None, _NOT_BRACKETS)
    kept = kept.replace(b'""', b"")  # strings without brackets (nearly all of them)
    if b'"' in kept:
        kept = _STRING.sub(b"", kept)
    return kept.translate(None, b'"')


_PAIR = re.compile(rb"\[\]|\{\}")


def too_deep(raw: bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether the JSON text nests lists or objects more than ``limit`` deep, found
    without parsing it (brackets inside strings do not count): innermost pairs are
    taken away one level at a time, and a run of ``limit + 1`` opening brackets left
    standing is too deep."""
    if raw.count(b"[") + raw.count(b"{") <= limit:
        return False
    brackets = _brackets(raw)
    run = re.compile(rb"[\[{]{%d}" % (limit + 1))
    for _ in range(limit + 1):
        if run.search(brackets):
            return True
        fewer = _PAIR.sub(b"", brackets)
        if len(fewer) == len(brackets):  # nothing nested is left (or only unmatched brackets)
            return False
        brackets = fewer
    return True


def size_words(size: int) -> str:
    if size >= 1 << 20:
        return f"{size / (1 << 20):.1f} MB"
    if size >= 1 << 10:
        return f"{size / (1 << 10):.0f} kB"
    return f"{size} bytes"


#: errors that mean no file can be at that path (so there is none to read)
_NOWHERE = {2, 20, 36}  # no such file, part of the path is a file, the name is too long


def _what_it_is(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "something other than a file"


def open_regular(path: Path):
    """The one way Kennel opens a data file to read it: only a regular file (or a link
    to one) is opened. A named pipe would block for ever and a device would never
    end, so anything else is ``Refused`` before it is opened (and checked again once
    open, in case it was swapped in between). None when there is no file there."""
    try:
        before = os.stat(path)
    except OSError as exc:
        if exc.errno in _NOWHERE:
            return None
        raise
    if not stat.S_ISREG(before.st_mode):
        raise Refused(f"it is {_what_it_is(before.st_mode)}, not a file")
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    try:
        now = os.fstat(fd)
        if not stat.S_ISREG(now.st_mode):
            raise Refused(f"it is {_what_it_is(now.st_mode)}, not a file")
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_bytes(path: Path, limit: int) -> bytes | None:
    """The file's bytes (None when there is no file), refused when it is not a regular
    file, larger than ``limit`` (checked before reading), empty or nested too deep."""
    handle = open_regular(Path(path))
    if handle is None:
        return None
    with handle:
        size = os.fstat(handle.fileno()).st_size
        if size > limit:
            raise Refused(N_("it is {size}, more than the {limit} Kennel reads for it").format(
                size=size_words(size), limit=size_words(limit)))
        raw = handle.read(limit + 1)
    if len(raw) > limit:
        raise Refused(N_("it is more than the {limit} Kennel reads for it").format(limit=size_words(limit)))
    if not raw.strip():
        raise Refused(N_("the file is empty"))
    if too_deep(raw):
        raise Refused(TOO_DEEP.format(depth=MAX_DEPTH))
    return raw


_TYPES = {"str": N_("text"), "int": N_("a whole number"), "float": N_("a number"), "bool": N_("true or false"),
          "array": N_("a list"), "object": N_("a table of named values"), "null": "null", "bytes": N_("text")}
#: a file nested deeper than any Kennel writes
TOO_DEEP = N_("it is nested more than {depth} levels deep, which no Kennel file is")


def _type_words(text: str) -> str:
    parts = [_TYPES.get(p.strip(), p.strip()) for p in text.split("|")]
    return " or ".join(dict.fromkeys(parts))


def _place(path: str) -> str | None:
    """Where in the file, from msgspec's ``$.games[...].played``: "played in an entry
    of games" (``[...]`` is any entry of a table; ``[3]`` stays as it is)."""
    path = path.lstrip(".")
    if not path:
        return None
    if "[...]" not in path:
        return path
    outer, _, inner = path.partition("[...]")
    inner = inner.replace("[...]", "").lstrip(".")
    outer = outer or "the file"
    return f"{inner} in an entry of {outer}" if inner else f"an entry of {outer}"


def _bound_words(kind: str, rest: str) -> str:
    """msgspec's bound ("<= 100", "of length <= 16") in words."""
    m = re.fullmatch(r"(of length )?([<>]=?) (\S+)", rest)
    if not m:
        return f"{_type_words(kind)} {rest}"
    length, sign, n = m.groups()
    most = "at most" if sign.startswith("<") else "at least"
    if length:
        unit = {"str": "characters", "array": "entries", "object": "entries"}.get(kind, "entries")
        return f"{_type_words(kind)} of {most} {n} {unit}"
    return f"{_type_words(kind)} of {most} {n}"


def plain(exc: Exception) -> str:
    """A msgspec error in plain words, naming where in the file the problem is (no
    parser text: no backquotes, no ``$``)."""
    return clean_text(_plain(str(exc)), limit=300)


def _plain(text: str) -> str:
    where = None
    key = False
    m = re.match(r"^(.*) - at `(key` in `)?\$(.*)`$", text, re.S)
    if m:
        text, key, where = m.group(1), bool(m.group(2)), _place(m.group(3))
    m = re.match(r"^Expected `([^`]*)`, got `([^`]*)`$", text)
    if m:
        if key:
            return f"{where or 'the file'} has a name that is not {_type_words(m.group(1))}"
        wanted, found = _type_words(m.group(1)), _type_words(m.group(2))
        if where:
            return N_("{where} should be {wanted}, not {found}").format(where=where, wanted=wanted, found=found)
        return N_("the file should hold {wanted}, not {found}").format(wanted=wanted, found=found)
    m = re.match(r"^Expected `([^`]*)` (.*)$", text)
    if m:
        if key:
            return f"{where or 'the file'} has a name that is not {_bound_words(m.group(1), m.group(2))}"
        return f"{where or 'a value'} should be {_bound_words(m.group(1), m.group(2))}"
    m = re.match(r"^Object missing required field `([^`]*)`$", text)
    if m:
        return f"{(where + ' ') if where else ''}has no {m.group(1)}".strip()
    m = re.match(r"^Invalid enum value (.*)$", text)
    if m:
        if key:
            return f"{where or 'it'} cannot have an entry named {m.group(1)}"
        return f"{where or 'a value'} cannot be {m.group(1)}"
    if text in ("Number out of range", "Integer value out of range"):
        return f"{where + ' holds' if where else 'it holds'} a number too big to be one Kennel writes"
    if "UTF-8" in text:
        return N_("the file has bytes that are not text (it is not valid UTF-8)")
    if text.startswith("Input data was truncated"):
        return N_("the file is cut short (it is not complete JSON)")
    m = re.match(r"^JSON is malformed: (.*)$", text)
    if m:
        return N_("the file is not valid JSON ({detail})").format(detail=m.group(1))
    if where:
        return f"{where}: {text[:1].lower()}{text[1:]}"
    return text[:1].lower() + text[1:]


#: a file's own version number: a number beyond this is no version Kennel ever writes
Version = Annotated[int, msgspec.Meta(ge=0, le=10 ** 6)]


class _Version(msgspec.Struct):
    version: Version = 1


def decode(raw: bytes, schema, version: int | None = None):
    """Parse ``raw`` into ``schema`` (a msgspec type); ``Refused`` says what did not
    match. A file from a newer Kennel is refused as such, whatever its shape."""
    try:
        data = msgspec.json.decode(raw, type=schema)
    except msgspec.ValidationError as exc:
        newer = _newer(raw, version)
        raise Refused(newer or plain(exc)) from None
    except msgspec.DecodeError as exc:
        raise Refused(plain(exc)) from None
    except RecursionError:  # pragma: no cover - too_deep turns these away first
        raise Refused(TOO_DEEP.format(depth=MAX_DEPTH)) from None
    found = getattr(data, "version", None)
    if version is not None and isinstance(found, int) and found > version:
        raise Refused(_newer(raw, version) or N_("it was written by a newer Kennel"))
    return clean(data)


def _newer(raw: bytes, version: int | None) -> str | None:
    if version is None:
        return None
    try:
        found = msgspec.json.decode(raw, type=_Version).version
    except (msgspec.MsgspecError, RecursionError):
        return None
    if found > version:
        return N_("it was written by a newer Kennel (version {found}, this one reads {version})").format(
            found=found, version=version)
    return None


def read(path: Path, what: str, schema, limit: int, version: int | None = None, check=None) -> Loaded:
    """Read a file of one kind. Missing: ``Loaded(None)``. Too big, empty, too deep,
    not JSON, not the schema, from a newer version or refused by ``check`` (which
    raises ``ValueError`` with a reason): the file is set aside and the problem is
    returned as a message naming both files."""
    path = Path(path)
    try:
        raw = read_bytes(path, limit)
        if raw is None:
            return Loaded(None)
        data = decode(raw, schema, version)
        if check is not None:
            check(data)
        return Loaded(data)
    except (ValueError, OSError) as exc:
        why = reason(exc) if isinstance(exc, OSError) else str(exc)
        return Loaded(None, refused(path, what, why))


def refused(path: Path, what: str, why: str) -> str:
    """Set a bad file aside and say so: the message names both files."""
    return N_("Could not read {what} ({file}): {why}; {aside}.").format(
        what=what, file=clean_text(Path(path).name), why=why, aside=keep_aside(path))


def keep_aside(path: Path) -> str:
    """Set a bad file aside; says where it went ("it was kept as ...")."""
    try:
        return N_("it was kept as {file}").format(file=clean_text(set_aside(path).name))
    except OSError:
        return N_("it could not be moved aside")
