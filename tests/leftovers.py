"""What a test must not leave behind: an App (with its window, widgets and card
faces), a thread, or the pictures it painted in module-level caches. Checked after
every test by the autouse fixture in tests/conftest.py."""
from __future__ import annotations

import gc
import sys
import threading

#: threads that outlive tests by design: the autosave writer is one per process and
#: lets itself go after 30 idle seconds
LONG_LIVED = ("autosave",)
#: how long a thread that was told to stop (a bot's pool shut down) may take to end
THREAD_GRACE_S = 5.0


def apps_alive() -> list:
    app_module = sys.modules.get("scenes.frame.app")
    return list(app_module.App.alive) if app_module is not None else []


def apps_made() -> int:
    """How many Apps the process has made so far (App.made)."""
    app_module = sys.modules.get("scenes.frame.app")
    return app_module.App.made if app_module is not None else 0


def close_tables(apps) -> None:
    """Stop the bots' and hints' worker threads of every scene an app still holds."""
    for app in apps:
        scenes = list(getattr(getattr(app, "stack", None), "scenes", [])) + list(getattr(app, "kept_scenes", {}).values())
        for scene in scenes:
            for part in ("match", "hints"):
                closer = getattr(getattr(scene, part, None), "close", None)
                if callable(closer):
                    closer()


def let_go() -> None:
    """Free what the test's apps made: empty the picture caches and collect the
    apps' reference cycles, then freeze what survives (it is the process's, see
    App.one_after_another; a test that thawed the collector is frozen again) so the
    next test's collection does not walk it. The autosave writer first writes what
    waits (its callback refers to the table)."""
    autosave = sys.modules.get("game.storage.autosave")
    if autosave is not None:
        autosave.writer.flush()
    pictures = sys.modules.get("scenes.frame.pictures")
    if pictures is not None:
        pictures.Pictures.clear_all()
    fonts = sys.modules.get("scenes.frame.fonts")
    if fonts is not None:
        fonts.clear()
    for name, attribute in (("scenes.hounds.art", "_faces"),
                            ("scenes.pooch.art", "_bones"), ("scenes.heaveho.board", "_barrels"),
                            ("scenes.heaveho.sorting", "_shades")):
        cache = getattr(sys.modules.get(name), attribute, None)
        if isinstance(cache, dict):
            cache.clear()
    gc.collect()
    gc.freeze()


def threads_left(before: set) -> list[threading.Thread]:
    """Threads started during the test that are still running after a grace period."""
    import time

    deadline = time.monotonic() + THREAD_GRACE_S
    left = []
    for thread in threading.enumerate():
        if thread in before or not thread.is_alive() or thread.name.startswith(LONG_LIVED):
            continue
        thread.join(max(0.0, deadline - time.monotonic()))
        if thread.is_alive():
            left.append(thread)
    return left


def _describe(thing) -> str:
    if isinstance(thing, dict):
        return f"dict{list(thing)[:6]}"
    if isinstance(thing, (list, tuple)):
        return f"{type(thing).__name__}[{', '.join(type(i).__name__ for i in thing[:6])}]"
    if callable(thing) and hasattr(thing, "__qualname__"):
        return f"{type(thing).__name__} {thing.__qualname__}"
    return type(thing).__name__


def who_holds(obj, depth: int = 6) -> str:
    """What refers to ``obj``, level by level (for the failure message)."""
    import types

    seen = {id(obj)}
    level, lines = [obj], []
    for step in range(depth):
        above = []
        for item in level:
            for ref in gc.get_referrers(item):
                if id(ref) in seen or isinstance(ref, types.FrameType) or ref is level or ref is above:
                    continue
                seen.add(id(ref))
                above.append(ref)
        level = above[:8]
        lines.append(f"{step + 1}: " + "; ".join(_describe(r) for r in level))
    return "\n".join(lines)
