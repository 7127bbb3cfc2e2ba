"""The layers keep to what they may import (docs/architecture.md), and no module
of the project imports another that imports it back, by any path. Inside the shared
engine package ``game/``: the rules (``game/<game>/`` and the engine core) import
nothing of the match, the files or the network; the match (``game.match``) imports
the rules; the files (``game.storage``) the rules; the network (``game.net``) the
rules, the match and the files. ``scenes/`` may import all of ``game/``; ``tools/``
all of that and ``scenes/``. Nothing under ``game/`` imports pygame. No screen
imports another screen (they reach each other through the stack by name)."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from tests import python_source

ROOT = Path(__file__).resolve().parent.parent
#: the project's top-level packages (everything else at the top is not code)
OURS = ("game", "scenes", "tools")
#: the engine package's mid-end, files and network: each a layer of its own
INNER = ("game.match", "game.storage", "game.net")
#: layer -> the layers of ours it may import (besides itself); "rules" is the rest of game/
MAY_IMPORT = {
    "rules": set(),
    "game.match": {"rules"},
    "game.storage": {"rules"},
    "game.net": {"rules", "game.match", "game.storage"},
    "scenes": {"rules", "game.match", "game.storage", "game.net"},
    "tools": {"rules", "game.match", "game.storage", "game.net", "scenes"},
}
#: layers that must run where there is no screen (the server, tests, tools)
NO_PYGAME = ("rules", "game.match", "game.storage", "game.net")
#: what may stand at the project's top level (the design card's, and what running and checking need)
TOP_LEVEL = {"pyproject.toml", "game", "assets", "scenes", "tests", "tools", "README.md",
             "Makefile", "docs", ".ci", ".gitignore", "CONTRIBUTING.md", "LICENSE"}


def modules() -> dict[str, Path]:
    found = {}
    for package in OURS:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


def imports_of(path: Path, name: str, known: set[str]) -> set[str]:
    """Every module this file imports, at the top or inside a function, resolved to
    the project's own modules (an imported name that is a module counts as one)."""
    tree = python_source.parse(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")
                parent = parent[:len(parent) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            # a name that is a module is that module; any other name comes from the base
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            # (a module's own packages are imported with it: no edge of their own)
            if target and target != name and not name.startswith(target + "."):
                out.add(target)
    return out


def third_party(path: Path) -> set[str]:
    tree = python_source.parse(path)
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            out.add(node.module.split(".")[0])
    return out


MODULES = modules()
GRAPH = {name: imports_of(path, name, set(MODULES)) for name, path in MODULES.items()}


def layer(name: str) -> str:
    """The layer a module belongs to: one of INNER, "rules" for the rest of game/,
    else its top-level package."""
    for inner in INNER:
        if name == inner or name.startswith(inner + "."):
            return inner
    first = name.split(".")[0]
    return "rules" if first == "game" else first


def wrong_imports(package: str, graph: dict[str, set[str]]) -> list[str]:
    return sorted(f"{name} imports {target}" for name, targets in graph.items() if layer(name) == package
                  for target in targets if layer(target) != package and layer(target) not in MAY_IMPORT[package])


@pytest.mark.parametrize("package", sorted(MAY_IMPORT))
def test_a_layer_imports_only_what_it_may(package):
    wrong = wrong_imports(package, GRAPH)
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("package", NO_PYGAME)
def test_a_layer_that_runs_without_a_screen_never_imports_pygame(package):
    wrong = sorted(name for name, path in MODULES.items() if layer(name) == package
                   and third_party(path) & {"pygame", "pygame_gui"})
    assert not wrong, f"{', '.join(wrong)} import pygame"


@pytest.mark.parametrize("package", NO_PYGAME)
def test_importing_a_layer_that_runs_without_a_screen_loads_no_pygame(package):
    names = [name for name in MODULES if layer(name) == package]
    code = f"import sys\nfor n in {names!r}: __import__(n)\nsys.exit(sorted(m for m in sys.modules if m.startswith('pygame')) or 0)"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr or done.stdout


def cycles() -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in GRAPH.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    return out


def test_no_module_imports_another_that_imports_it_back():
    found = cycles()
    assert not found, "\n".join(" <-> ".join(group) for group in found)


def test_no_screen_imports_another_screen():
    screens = {name for name in MODULES if name.startswith("scenes.screens.") and name != "scenes.screens"}
    wrong = sorted(f"{name} imports {target}" for name in screens for target in GRAPH[name]
                   if target in screens)
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("folder_name", ["pups", "hounds", "pooch", "heaveho", "table"])
def test_no_table_module_is_over_450_lines(folder_name):
    folder = ROOT / "scenes" / folder_name
    long = {p.name: n for p in folder.glob("*.py") if (n := len(p.read_text(encoding="utf-8").splitlines())) > 450}
    assert not long, long


def test_the_checker_finds_a_cycle_it_is_shown():
    GRAPH["tests.fake_a"] = {"tests.fake_b"}
    GRAPH["tests.fake_b"] = {"tests.fake_a"}
    try:
        assert ["tests.fake_a", "tests.fake_b"] in cycles()
    finally:
        del GRAPH["tests.fake_a"], GRAPH["tests.fake_b"]


def test_the_checker_finds_the_rules_importing_the_network():
    graph = {"game.pups.game": {"game.net.room"}, "game.net.room": {"game.pups.game"}}
    assert wrong_imports("rules", graph) == ["game.pups.game imports game.net.room"]


def test_the_checker_finds_the_files_importing_the_match():
    assert wrong_imports("game.storage", {"game.storage.keeper": {"game.match.match"}}) \
        == ["game.storage.keeper imports game.match.match"]


def test_the_top_level_holds_only_the_design_cards_entries():
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode != 0:
        pytest.skip("not a git checkout")
    entries = {line.split("/")[0] for line in tracked.stdout.splitlines() if line}
    assert entries <= TOP_LEVEL, sorted(entries - TOP_LEVEL)


@pytest.mark.parametrize("old", ["match", "storage", "net"])
def test_nothing_is_left_under_the_old_top_level_names(old):
    assert not (ROOT / old).exists(), f"{old}/ still stands at the top level"
