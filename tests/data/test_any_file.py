"""Whatever a data file holds - any JSON value of any shape, a good file with one
value swapped for anything, nesting up to 100,000 deep, random bytes, a cut-off
file, a huge file - the real start-up reaches its first frame, the file is either
used as it is (and left untouched) or set aside whole with a message naming it,
and every other data file is left as it was."""
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

scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(max_size=12) | st.sampled_from(["pups", "hounds", "zzz", "A", "normal", "fast", ""]))
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
    return st.one_of(json_values.map(encode), one_value_swapped(kind), nested(kind), st.binary(max_size=3000),
                     cut_short(kind), st.tuples(st.just("huge"), st.integers(LIMITS[kind] + 1, 200 << 20)))


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
        app, said = start(kind)
        try:
            assert app.frame >= 1  # the first frame was drawn
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
