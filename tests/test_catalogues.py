"""The catalogues (game/locale/): the template holds every word the code wraps and no
other (extracted with Babel, as ``make words`` does), the modules that are wrapped show
no word that is not wrapped, German and Spanish translate every word with the same
placeholders and nothing left fuzzy, and the compiled .mo files are those of the .po
files beside them."""
from __future__ import annotations

import ast
import gettext
import re
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

from game import language
from tests import python_source

ROOT = Path(__file__).resolve().parent.parent
POT = language.FOLDER / "kennel.pot"
#: the modules whose every player-visible word is wrapped (the others are not yet:
#: see CONTRIBUTING.md); the check below fails on a bare word shown by one of these
WRAPPED = [
    "scenes/frame/page.py",
    "scenes/frame/menu.py",
    "scenes/frame/dialogs.py",
    "scenes/screens/settings.py",
    "scenes/screens/title.py",
    "scenes/screens/setup.py",
    "scenes/screens/pause.py",
    "scenes/table/handoff.py",
    "scenes/table/hinting.py",
    "scenes/table/lesson.py",
    "scenes/table/keys.py",
    "scenes/table/online.py",
    "scenes/table/pads.py",
    "scenes/table/painting.py",
    "scenes/table/results.py",
    "scenes/table/scene.py",
    "scenes/table/takeback.py",
    "scenes/screens/controllers.py",
    "scenes/screens/statistics.py",
    "scenes/screens/shelf.py",
    "scenes/screens/rules.py",
    "scenes/pups/rules.py",
    "scenes/hounds/rules.py",
    "scenes/pooch/rules.py",
    "scenes/heaveho/rules.py",
    "scenes/pups/lesson.py",
    "scenes/hounds/lesson.py",
    "scenes/pooch/lesson.py",
    "scenes/heaveho/lesson.py",
    "scenes/screens/replay.py",
    "scenes/screens/watch.py",
    "scenes/screens/online.py",
    "scenes/pups/table.py",
    "scenes/pups/panels.py",
    "scenes/pups/chips.py",
    "scenes/pups/hand.py",
    "scenes/pups/words.py",
    "scenes/hounds/chips.py",
    "scenes/hounds/choices.py",
    "scenes/hounds/clues.py",
    "scenes/hounds/scores.py",
    "scenes/hounds/sheet.py",
    "scenes/hounds/shifts.py",
    "scenes/hounds/stands.py",
    "scenes/hounds/table.py",
    "scenes/hounds/words.py",
    "scenes/pooch/__init__.py",
    "scenes/pooch/flights.py",
    "scenes/pooch/panels.py",
    "scenes/pooch/people.py",
    "scenes/pooch/pile.py",
    "scenes/pooch/status.py",
    "scenes/pooch/summary.py",
    "scenes/pooch/table.py",
    "scenes/pooch/targets.py",
    "scenes/pooch/words.py",
    "scenes/pooch/zones.py",
    "scenes/heaveho/__init__.py",
    "scenes/heaveho/board.py",
    "scenes/heaveho/flights.py",
    "scenes/heaveho/moves.py",
    "scenes/heaveho/pickers.py",
    "scenes/heaveho/sort_end.py",
    "scenes/heaveho/sorting.py",
    "scenes/heaveho/speed_sort.py",
    "scenes/heaveho/table.py",
    "scenes/heaveho/tug.py",
    "scenes/heaveho/words.py",
    "game/net/remote.py",
]
PLACEHOLDER = re.compile(r"\{([a-z_]+)[^{}]*\}")


def key(message_id) -> tuple:
    return tuple(message_id) if isinstance(message_id, (list, tuple)) else (message_id,)


def extracted() -> set[tuple]:
    """Every message the code wraps, as Babel finds it (singular and plural together;
    the phone page's script too, as ``make words`` reads it: game/locale/babel.cfg)."""
    found = set()
    for folder in ("game", "scenes"):
        for _, _, message, _, _ in extract_from_dir(ROOT / folder, [("**.py", "python"), ("**.js", "javascript")],
                                                    DEFAULT_KEYWORDS):
            found.add(key(message))
    return found


def catalogue(path: Path):
    with open(path, "rb") as file:
        return read_po(file)


def messages(path: Path) -> dict:
    return {key(m.id): m for m in catalogue(path) if m.id}


def test_the_template_holds_every_wrapped_word_and_no_other():
    """Fails when a word was wrapped (or changed, or unwrapped) since ``make words``."""
    in_code, in_template = extracted(), set(messages(POT))
    assert not in_code - in_template, f"wrapped but not in kennel.pot (run make words): {sorted(in_code - in_template)[:10]}"
    assert not in_template - in_code, f"in kennel.pot but no longer wrapped: {sorted(in_template - in_code)[:10]}"


@pytest.mark.parametrize("code", language.TRANSLATED)
def test_every_word_of_the_template_is_translated_and_none_is_fuzzy(code):
    po = messages(language.FOLDER / code / "LC_MESSAGES" / "kennel.po")
    missing = [m for m in messages(POT) if m not in po]
    empty = [k for k, m in po.items() if not all(key(m.string))]
    fuzzy = [k for k, m in po.items() if m.fuzzy]
    assert not missing and not empty and not fuzzy, (
        f"{code}: {len(missing)} missing {missing[:5]}, {len(empty)} empty {empty[:5]}, {len(fuzzy)} fuzzy {fuzzy[:5]}")


@pytest.mark.parametrize("code", language.TRANSLATED)
def test_every_translation_keeps_its_placeholders(code):
    wrong = []
    for k, m in messages(language.FOLDER / code / "LC_MESSAGES" / "kennel.po").items():
        wanted = set(PLACEHOLDER.findall(" ".join(k)))
        for form in key(m.string):
            if form and set(PLACEHOLDER.findall(form)) != wanted:
                wrong.append((k[0], form))
    assert not wrong, f"{code}: placeholders differ: {wrong[:5]}"


@pytest.mark.parametrize("code", language.TRANSLATED)
def test_the_compiled_catalogue_is_that_of_its_po_file(code):
    """The .mo files are committed (a clean clone and a plain install need no Babel):
    each must say what its .po says (``make words`` compiles them)."""
    folder = language.FOLDER / code / "LC_MESSAGES"
    with open(folder / "kennel.mo", "rb") as file:
        compiled = gettext.GNUTranslations(file)
    differ = []
    for k, m in messages(folder / "kennel.po").items():
        if len(k) == 1:
            got = compiled.gettext(k[0])
            wanted = m.string
        else:
            got = (compiled.ngettext(k[0], k[1], 1), compiled.ngettext(k[0], k[1], 2))
            wanted = (m.string[0], m.string[1])
        if got != wanted:
            differ.append(k[0])
    assert not differ, f"{code}: kennel.mo is older than kennel.po (run make words): {differ[:5]}"


# -- the wrapped modules show no bare word ----------------------------------------
#: calls that put their first (or named) argument in front of a player
SHOWN_FIRST = {"Button", "Choice", "Label", "TextField", "text", "Confirm", "Notice", "longest_that_fits",
               "h", "p"}  # (a rules page's heading and paragraph)
SHOWN_SECOND = {"draw", "cards"}  # footer.draw(surface, words), a rules page's cards(codes, caption)
SHOWN_ATTRIBUTES = {"heading", "hint", "problem", "label"}


#: names that stay as printed in every language
PROPER_NAMES = {"Kennel", "Cerberus"}


def bare_words(node) -> bool:
    """A literal with letters in it, or an f-string with letters outside its parts."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value not in PROPER_NAMES and bool(re.search(r"[A-Za-z]{2}", node.value))
    if isinstance(node, ast.JoinedStr):
        return any(bare_words(v) for v in node.values if isinstance(v, ast.Constant))
    if isinstance(node, ast.BinOp):
        return bare_words(node.left) or bare_words(node.right)
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(bare_words(e) for e in node.elts)
    if isinstance(node, ast.ListComp):
        return bare_words(node.elt)
    return False


def unwrapped(path: Path) -> list[str]:
    found = []
    for node in ast.walk(python_source.parse(path)):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            shown = []
            if name in SHOWN_FIRST and node.args:
                shown.append(node.args[0])
            if name == "Confirm" and len(node.args) > 1:
                shown.append(node.args[1])
            if name in SHOWN_SECOND and len(node.args) > 1:
                shown.append(node.args[1])
            if name == "append" and isinstance(node.func, ast.Attribute) and \
                    getattr(node.func.value, "attr", "") == "notices" and node.args:
                shown.append(node.args[0])
            found += [f"{path.name}:{node.lineno}" for arg in shown if bare_words(arg)]
        elif isinstance(node, ast.Assign):
            targets = [t.attr if isinstance(t, ast.Attribute) else getattr(t, "id", "") for t in node.targets]
            if set(targets) & SHOWN_ATTRIBUTES and bare_words(node.value):
                found.append(f"{path.name}:{node.lineno}")
    return found


def shadowed(path: Path) -> list[str]:
    """Functions that name something ``_`` (``for _ in ...``, ``a, _ = ...``) and also
    call ``_()``: there the translator is gone and the call fails."""
    found = []
    for fn in ast.walk(python_source.parse(path)):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            in_comprehension = {id(n) for c in ast.walk(fn) if isinstance(c, ast.comprehension) for n in ast.walk(c.target)}
            names = [n for n in ast.walk(fn) if isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)
                     and id(n) not in in_comprehension]  # (a comprehension's names are its own)
            calls = [n for n in ast.walk(fn) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "_"]
            if names and calls:
                found.append(f"{path.name}:{fn.lineno} {fn.name}")
    return found


@pytest.mark.parametrize("module", WRAPPED)
def test_a_wrapped_module_never_hides_the_translator_behind_a_throwaway_name(module):
    assert not shadowed(ROOT / module)


@pytest.mark.parametrize("module", WRAPPED)
def test_a_wrapped_module_shows_no_word_outside_the_catalogue(module):
    found = unwrapped(ROOT / module)
    assert not found, f"words shown without _() in {module}: {found}"


def test_the_check_finds_a_bare_word_it_is_shown(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('Button("Back", go)\nButton(_("Back"), go)\nfonts.text(f"{n} held", 12)\n'
                      'footer.draw(surface, "Esc back")\nself.hint = N_("Choose")\nself.app.notices.append("Saved.")\n')
    assert unwrapped(sample) == ["sample.py:1", "sample.py:3", "sample.py:4", "sample.py:6"]
