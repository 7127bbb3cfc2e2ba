"""Whatever a data file holds - any JSON value of any shape, a good file with one
value swapped for anything, a control character (a NUL) in any of its texts or
names, a number up to 10**400 in any of its numbers, nesting up to 100,000 deep,
random bytes, a cut-off file, a huge file - the real start-up reaches its first
frame (and Continue opens the autosave, or refuses it), nothing breaks, the file is
either used as it is (and left untouched) or set aside whole with a message naming
it, and every other data file is left as it was."""
import copy
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st

from tests.data.files import PLACES, data_folder, encode, good_files, lay_out, set_aside, start, stop

GOOD = good_files()
#: the names Kennel's files use, so that arbitrary objects often hit a real field
FIELD_NAMES = sorted({"version", "volume", "muted", "animation", "card_size", "window", "zones", "hints_seen",
                      "games", "played", "won", "best", "record", "seats", "game", "players", "actions", "seed",
                      "options", "deck", "name", "human", "level", "zone", "title", "saved_at", "extra", "1",
                      "left", "pups", "normal"})
LIMITS = {"settings": 256 * 1024, "statistics": 1024 * 1024, "autosave": 16 << 20, "named": 16 << 20,
          "finished": 16 << 20}

#: texts no font can draw as they are: control characters (a NUL stops the font at once)
DIRTY = ["\x00", "A\x00n", "\x1b[31m", "x\ty\nz", "\x7f\x85", "\r", "\u202e", "\x00" * 40]
#: numbers far outside anything Kennel writes (10**400 is no float at all)
HUGE = [10 ** 400, -10 ** 400, 10 ** 20, 2 ** 63, 2 ** 64, -2 ** 63 - 1, 1e308, -1e308, 1e-300]
scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(max_size=12) | st.sampled_from(["pups", "hounds", "zzz", "A", "normal", "fast", ""])
           | st.sampled_from(DIRTY) | st.sampled_from(HUGE))
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=5)
    | st.dictionaries(st.sampled_from(FIELD_NAMES) | st.text(max_size=8), inner, max_size=6),
    max_leaves=25)


def paths_of(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from paths_of(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from paths_of(inner, prefix + (index,))


def put(data, path, value):
    if not path:
        return value
    data = copy.deepcopy(data)
    place = data
    for step in path[:-1]:
        place = place[step]
    place[path[-1]] = value
    return data


@st.composite
def one_value_swapped(draw, kind):
    good = GOOD[kind]
    path = draw(st.sampled_from(list(paths_of(good))))
    return encode(put(good, path, draw(json_values)))


def texts_of(value, prefix=()):
    """The path of every text in ``value``, and of every name of a table's entry
    (``("key", path, name)``)."""
    if isinstance(value, str):
        yield ("text", prefix)
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield ("key", prefix, key)
            yield from texts_of(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from texts_of(inner, prefix + (index,))


def numbers_of(value, prefix=()):
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        yield prefix
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield from numbers_of(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from numbers_of(inner, prefix + (index,))


def get(data, path):
    for step in path:
        data = data[step]
    return data


@st.composite
def one_text_dirtied(draw, kind):
    """A good file with a control character put into one of its texts or names."""
    good = GOOD[kind]
    where = draw(st.sampled_from(list(texts_of(good))))
    dirt = draw(st.sampled_from(DIRTY) | st.text(st.characters(min_codepoint=0, max_codepoint=0x9f), min_size=1,
                                                 max_size=3))
    at = draw(st.integers(0, 12))
    if where[0] == "text":
        text = get(good, where[1])
        return encode(put(good, where[1], text[:at] + dirt + text[at:]))
    _, path, key = where
    data = copy.deepcopy(good)
    table = get(data, path)
    table[key[:at] + dirt + key[at:]] = table.pop(key)
    return encode(data)


@st.composite
def one_number_huge(draw, kind):
    """A good file with one of its numbers swapped for one far out of range."""
    good = GOOD[kind]
    path = draw(st.sampled_from(list(numbers_of(good))))
    return encode(put(good, path, draw(st.sampled_from(HUGE))))


@st.composite
def nested(draw, kind):
    depth = draw(st.integers(1, 100) | st.sampled_from([63, 64, 65, 66, 1000, 10 ** 5]) | st.integers(1, 10 ** 5))
    opening, closing = draw(st.sampled_from([(b"[", b"]"), (b'{"a":', b"}"), (b'{"record":', b"}")]))
    deep = opening * depth + (b"1" if opening != b"[" else b"") + closing * depth
    good = GOOD[kind]
    path = draw(st.sampled_from(list(paths_of(good))))
    return encode(put(good, path, "\u2603DEEP")).replace('"\u2603DEEP"'.encode(), deep)


@st.composite
def cut_short(draw, kind):
    raw = encode(GOOD[kind])
    return raw[:draw(st.integers(0, len(raw) - 1))]


def contents(kind):
    return st.one_of(json_values.map(encode), one_value_swapped(kind), one_text_dirtied(kind), one_number_huge(kind),
                     nested(kind), st.binary(max_size=3000), cut_short(kind),
                     st.tuples(st.just("huge"), st.integers(LIMITS[kind] + 1, 200 << 20)))


def lay_out_with(folder: Path, kind: str, content) -> None:
    files = {k: encode(v) for k, v in GOOD.items()}
    files[kind] = b"" if isinstance(content, tuple) else content
    lay_out(folder, files)
    if isinstance(content, tuple):  # a huge file, sparse: only its size is real
        with open(folder / PLACES[kind], "r+b") as handle:
            handle.truncate(content[1])


def same(path: Path, content) -> bool:
    if isinstance(content, tuple):
        return path.stat().st_size == content[1]
    return path.read_bytes() == content


@pytest.mark.parametrize("kind", sorted(PLACES))
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_any_data_file_starts_the_app_and_is_used_or_set_aside(kind, data):
    content = data.draw(contents(kind), label="content")
    with tempfile.TemporaryDirectory() as tmp, data_folder(Path(tmp) / "data") as folder:
        lay_out_with(folder, kind, content)
        app, said = start(kind, press_continue=True)
        try:
            assert app.frame >= 1  # the first frame was drawn
            assert not any("Something went wrong" in note for note in app.notices), app.notices
            place = folder / PLACES[kind]
            kept = set_aside(folder, kind)
            event("used" if place.exists() else "set aside")
            if place.exists():  # used as it is: untouched, nothing said about it
                assert same(place, content) and kept == []
                assert not any(place.name in note for note in app.notices)
            else:  # set aside whole, and said so naming the file
                assert len(kept) == 1 and same(kept[0], content)
                told = " ".join(app.notices) + " " + (said or "")
                assert f"({place.name})" in told and kept[0].name in told
            for other in PLACES:
                if other != kind:
                    assert (folder / PLACES[other]).read_bytes() == encode(GOOD[other]), other
        finally:
            stop(app)
