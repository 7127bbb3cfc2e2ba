"""The nesting check that runs before a file is parsed agrees with the real depth."""
import json

from hypothesis import given, settings, strategies as st

from game.storage.disk import too_deep

awkward_text = st.text(alphabet='[]{}"\\ a,:', max_size=6)
values = st.recursive(st.none() | st.integers() | awkward_text,
                      lambda inner: st.lists(inner, max_size=3) | st.dictionaries(awkward_text, inner, max_size=3),
                      max_leaves=12)


def depth(value) -> int:
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    return 0


def wrapped(value, times: int):
    for _ in range(times):
        value = [value]
    return value


@settings(max_examples=300, deadline=None)
@given(value=values, times=st.integers(0, 80), limit=st.integers(1, 70))
def test_too_deep_agrees_with_the_depth_of_the_value(value, times, limit):
    value = wrapped(value, times)
    assert too_deep(json.dumps(value).encode(), limit) == (depth(value) > limit)


def test_brackets_inside_strings_do_not_count():
    assert not too_deep(json.dumps({"name": "[" * 1000}).encode())


def test_a_file_nested_100000_deep_is_too_deep():
    assert too_deep(b"[" * 100_000 + b"]" * 100_000)
