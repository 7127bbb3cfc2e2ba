"""Kennel's own Python files as syntax trees, for the tests that read the source (what
imports what, how words are wrapped, what the engine calls)."""
from __future__ import annotations

import ast
import gc
from pathlib import Path


def parse(path) -> ast.Module:
    """``path``'s syntax tree, parsed with the collector paused. CPython before 3.11.8
    (gh-106905) raises a false "AST constructor recursion depth mismatch" SystemError
    when a collection during the parse runs a finaliser that fails: seen once in a run
    beside stress-ng, an earlier test's aiohttp response freed in the middle of a parse."""
    source = Path(path).read_text(encoding="utf-8")
    paused = gc.isenabled()
    gc.disable()
    try:
        return ast.parse(source)
    finally:
        if paused:
            gc.enable()
