"""The packages keep to what they may import (docs/architecture.md), and no module
of the project imports another that imports it back, by any path: the engine
nothing of ours; the match the engine; the data folder the engine; the server the
engine, the match and the data folder; the screens all of them. The engine, the
match, the data folder and the server never import pygame. No screen imports
another screen (they reach each other through the stack by name)."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
OURS = ("game", "match", "storage", "net", "scenes", "tools")
#: package -> the packages of ours it may import (besides itself)
MAY_IMPORT = {
    "game": set(),
    "match": {"game"},
    "storage": {"game"},
    "net": {"game", "match", "storage"},
    "scenes": {"game", "match", "storage", "net"},
    "tools": {"game", "match", "storage", "net", "scenes"},
}
#: packages that must run where there is no screen (the server, tests, tools)
NO_PYGAME = ("game", "match", "storage", "net")


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
    tree = ast.parse(path.read_text(encoding="utf-8"))
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
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            out.add(node.module.split(".")[0])
    return out


MODULES = modules()
GRAPH = {name: imports_of(path, name, set(MODULES)) for name, path in MODULES.items()}


def top(name: str) -> str:
    return name.split(".")[0]


@pytest.mark.parametrize("package", sorted(MAY_IMPORT))
def test_a_package_imports_only_what_it_may(package):
    wrong = sorted(f"{name} imports {target}" for name, targets in GRAPH.items() if top(name) == package
                   for target in targets if top(target) != package and top(target) not in MAY_IMPORT[package])
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("package", NO_PYGAME)
def test_a_package_that_runs_without_a_screen_never_imports_pygame(package):
    wrong = sorted(name for name, path in MODULES.items() if top(name) == package
                   and third_party(path) & {"pygame", "pygame_gui"})
    assert not wrong, f"{', '.join(wrong)} import pygame"


@pytest.mark.parametrize("package", NO_PYGAME)
def test_importing_a_package_that_runs_without_a_screen_loads_no_pygame(package):
    names = [name for name in MODULES if top(name) == package]
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
