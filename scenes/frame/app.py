"""The app loop: drain events -> update(dt) -> draw, at most 60 frames a second."""
from __future__ import annotations

import gc
import os
import sys
import time
import weakref
from dataclasses import dataclass

import pygame

from game import GAMES, language
from game.language import N_, _, ngettext

from scenes.frame import fonts, footer, gui, look, trace as frame_trace
from game.storage import autosave, location, disk, settings as settings_file
from scenes.frame.audio import Audio
from scenes.frame.pads import EVENTS as PAD_EVENTS, Pads
from scenes.frame.pictures import Pictures
from scenes.frame.stack import SceneStack
from scenes.table.keys import key_code
from game.storage.statistics import Statistics

MIN_SIZE = (640, 480)


def frames_per_second() -> int:
    """``KENNEL_FPS``: the window's frames a second, a whole number from 10 to 60 (60
    when unset). The tests' real windows run at 30: the same game, its game time and its
    animations, in half the frames. A value out of range is ignored and said on stderr."""
    said = os.environ.get("KENNEL_FPS", "").strip()
    if not said:
        return 60
    if not said.isdigit() or not 10 <= int(said) <= 60:
        print(f"kennel: KENNEL_FPS={said!r} is not a whole number from 10 to 60; the window draws 60 frames a second",
              file=sys.stderr)
        return 60
    return int(said)


#: read once, when the app starts
FPS = frames_per_second()
NOTICE_SECONDS = 12.0
#: the share of a frame's time that work done ahead (painting card faces) may fill,
#: counting the frame itself
IDLE_WORK = 0.6


@dataclass
class Launch:
    """What the command line asked for."""
    game: str | None = None
    players: int | None = None
    humans: int | None = None
    seed: int | None = None
    frames: int | None = None
    screenshot: str | None = None
    fullscreen: bool | None = None
    size: tuple[int, int] | None = None
    trace: str | None = None  # the frame trace file (scenes/trace.py)
    #: why this copy could not lock the data folder (saving is then off), and a note
    #: on a lock file that was in the way and set aside (game/storage/one_copy.py)
    lock_problem: str | None = None
    lock_note: str | None = None
    #: --join ADDRESS CODE and --name: straight into an online room
    join: tuple[str, str] | None = None
    name: str | None = None
    #: --watch ADDRESS CODE: straight to the spectator's table of an online room
    watch: tuple[str, str] | None = None



def _glibc():
    """glibc's malloc_trim, with big pictures set to come straight from the system and
    go straight back; None elsewhere (macOS, Windows, musl)."""
    try:
        import ctypes
        import ctypes.util

        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError, TypeError):
        return None
    try:
        # M_MMAP_THRESHOLD: an allocation of 128 kB or more (a picture of a card or
        # bigger) is mapped on its own and unmapped when freed. Left to itself glibc
        # raises this bar to the size of the biggest block freed (a window-sized
        # picture, 5.8 MB at 1600x900), and every picture below it then sits in the
        # heap among small objects, whose pages cannot be given back (the monkey's
        # resident size drifted 40-60 MB above the heap memray counted).
        libc.mallopt(-3, 128 * 1024)
    except (AttributeError, TypeError):
        pass
    return trim


_malloc_trim = _glibc() if sys.platform.startswith("linux") else None


def give_back_freed_memory() -> None:
    """Hand the pages a dropped screen freed back to the system. glibc keeps freed memory
    in its arenas (one per thread that allocated: the app's, autosave's, a hosted
    server's...), so after a screen's widgets and pictures are freed the resident size
    stays where it was; the monkey's RSS was 60-90 MB over the heap memray counted."""
    if _malloc_trim is not None:
        _malloc_trim(0)


class App:
    #: every App not yet let go (weakly: the tests check that none outlives its test)
    alive: "weakref.WeakSet[App]" = weakref.WeakSet()
    #: how many Apps this process has made (the tests' check knows a test made one)
    made = 0
    #: freeze what exists at start-up out of the collector (freeze_memory); off in a
    #: process that opens one App after another (the tests, ``tools.shots``), which
    #: freezes its own long-lived objects once instead, else it would keep every App
    freezes_start_up = True

    def __init__(self, launch: Launch | None = None):
        App.alive.add(self)
        App.made += 1
        self.started = time.perf_counter()
        self.launch = launch or Launch()
        self.notices: list[str] = []
        #: the frame trace, when asked for: begun first, so every surface carries marks
        self.trace = None
        self._canvas = None
        #: with a trace, each frame is painted on a canvas that keeps marks and copied
        #: onto the window; a run whose window nobody sees or reads (tools.shots
        #: --no-pictures under the dummy driver) sets this False and skips that copy
        #: (a tenth of a traced frame's CPU); a screenshot is then taken from the canvas
        self.show_traced = True
        #: the traced game (the object itself: an id may be reused by a later game) and
        #: how many of its moves the trace has written
        self._traced_game: tuple = (None, 0)
        if self.launch.trace:
            try:
                self.trace = frame_trace.start(self.launch.trace)
            except OSError as exc:
                self.notices.append(N_("Could not write the frame trace to {path}: {why}").format(
                    path=self.launch.trace, why=disk.reason(exc)))
        self.notice_time = 0.0
        autosave.writer.forget_told()
        #: [line, rect] of each notice line's panel as last drawn (for the frame trace)
        self.notice_panels: list = []
        self.check_data_folder()
        self.settings, problem = settings_file.load(key_code)
        language.use(self.settings.language)
        if problem:
            self.notices.append(problem)
        self.stats, problem = Statistics.load()
        if problem:
            self.notices.append(N_("{problem} Statistics start again.").format(problem=problem))
        pygame.display.init()
        pygame.font.init()
        fonts.clear()
        self.audio = Audio(self.settings)
        pygame.display.set_caption("Kennel")
        fullscreen = self.settings.fullscreen if self.launch.fullscreen is None else self.launch.fullscreen
        size = self.launch.size or tuple(self.settings.window)
        self.screen = self._open_window(size, fullscreen)
        self.gui = gui.make_manager(self.screen.get_size(), language.current())
        #: game pads: their presses come in as the keys they stand for (scenes/frame/pads.py)
        self.pads = Pads(self.settings)
        if fonts.missing or not (fonts.REGULAR.exists() and fonts.BOLD.exists()):
            self.notices.append(N_("The bundled font is missing; text uses a plain font without suit symbols."))
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.frame = 0
        self.resizes = 0  # window re-layouts so far (size, fullscreen)
        self.running = True
        self.exit_code = 0
        self.first_frame_s: float | None = None
        #: None before the first frame, False while a frame is being drawn, True once shown
        self._shown: bool | None = None
        self._screenshot_saved = False
        #: card faces, painted once per game and palette for the whole run: after the
        #: first frame, in the time frames leave (see paint_ahead), or when a table asks
        self.card_arts: dict = {}
        self.frame_ms: list[float] = []
        self.measure = False
        #: KENNEL_EVENT_LOG=path: write the keys, clicks and scene changes the app
        #: received (the real-window test reads it to know input arrived)
        self.event_log = os.environ.get("KENNEL_EVENT_LOG")
        self._logged_top = None
        #: screens built once and shown again (setups, settings, the title): see kept()
        self.kept_scenes: dict = {}
        self.plan_cards()
        self.freeze_memory()

    def scene(self, name: str, *args, key=None):
        """A screen by the name it is opened with ("title", "setup", "settings", "pause",
        ...): screens and tables reach each other through here, never by importing one
        another. A screen opened often is the kept one (``Scene.kept``)."""
        from scenes.screens import SCREENS

        kind = SCREENS[name]
        return kind.of(self, *args, key=key) if kind.kept else kind(self, *args)

    def to_title(self):
        """Leave every scene and start again from the title."""
        return self.stack.reset(self.scene("title"))

    def open_over_title(self, scene):
        """Put ``scene`` (a table) straight over the title, or over a new title when the
        title is not at the bottom of the stack (a table opened from the command line)."""
        from scenes.screens import SCREENS

        if self.stack.scenes and isinstance(self.stack.scenes[0], SCREENS["title"]):
            return self.stack.open_over(self.stack.scenes[0], scene)
        self.to_title()
        return self.stack.push(scene)

    def kept(self, key, make):
        """The one instance of a screen that is opened often (``make()`` the first time):
        its widgets are built once per window size and shown again, so opening it is
        cheap and it is whole before it takes a key."""
        scene = self.kept_scenes.pop(key, None)
        if scene is None:
            scene = make()
            scene.keep_widgets = True
        self.kept_scenes[key] = scene  # the most recently opened last
        self.forget_kept()
        if scene in self.stack.scenes:  # already open below: a plain one of its own
            return make()
        return scene

    #: how many screens keep their widgets (each setup's widgets take some 20 MB; with
    #: four kept, tools.bench's peak was 178 MB, with two 146 MB, while opening a screen
    #: again after two others builds it anew: 30-70 ms once)
    KEEP_AT_MOST = 2

    def forget_kept(self) -> None:
        """Past ``KEEP_AT_MOST`` kept screens, the least recently opened ones that are not
        on the stack drop their widgets (they are built again when next opened)."""
        for key in list(self.kept_scenes)[:-self.KEEP_AT_MOST]:
            scene = self.kept_scenes[key]
            if scene in self.stack.scenes or key[0] == "Title":
                continue
            del self.kept_scenes[key]
            scene.keep_widgets = False
            scene.drop_ui()

    def check_data_folder(self) -> None:
        """A data folder that cannot be made or written (a read-only or full disk, a
        parent that is a file): say so once and play on with saving off."""
        folder = location.data_folder()
        problem = disk.check_folder(folder)
        if problem is None and self.launch.lock_problem:  # never two copies writing one folder
            problem = N_("{problem}, so another copy of Kennel might be using it").format(problem=self.launch.lock_problem)
        disk.turn_saving_off(None if problem is None else f"Kennel cannot save in {folder} ({problem})")
        if problem:
            self.notices.append(N_("Saving is off: Kennel cannot save in {folder} ({why}). You can play, but nothing "
                                   "is saved this time.").format(folder=disk.clean_text(str(folder), 120), why=problem))
        if self.launch.lock_note:
            self.notices.append(self.launch.lock_note)

    # -- the window ------------------------------------------------------------
    def _open_window(self, size, fullscreen: bool) -> pygame.Surface:
        w, h = max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))
        desktop = pygame.display.get_desktop_sizes() if hasattr(pygame.display, "get_desktop_sizes") else []
        if desktop and not fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            dw, dh = desktop[0]
            w, h = min(w, max(MIN_SIZE[0], dw)), min(h, max(MIN_SIZE[1], dh))
        flags = pygame.RESIZABLE
        if fullscreen:
            flags = pygame.FULLSCREEN
            w, h = 0, 0
        try:
            screen = pygame.display.set_mode((w, h), flags)
        except pygame.error:
            screen = pygame.display.set_mode((max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])), pygame.RESIZABLE)
        return screen

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self.screen = self._open_window(tuple(self.settings.window), on)
        self.resized()

    def speak(self, choice: str) -> None:
        """Speak ``choice`` (the Language setting's value, or a tool's language) from
        now on, at once: pygame_gui's own words follow, every screen on the stack is
        built again with the new words (as for a new window size; what is drawn each
        frame reads them anyway), and a kept screen off the stack is built anew when
        it next opens."""
        language.use(choice)
        gui.speak(self.gui, language.current())
        for key, scene in list(self.kept_scenes.items()):
            if scene not in self.stack.scenes:
                scene.drop_ui()
        size = self.screen.get_size()
        for scene in self.stack.scenes:
            scene.resize(size)
        gc.collect()

    def resized(self) -> None:
        self.resizes += 1
        self.screen = pygame.display.get_surface()
        size = self.screen.get_size()
        if (size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]) and not self.settings.fullscreen:
            size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        gui.rescale(self.gui, size)
        Pictures.clear_all()  # kept per size: the old size's pictures are not shown again
        for scene in self.stack.scenes:
            scene.resize(size)
            # the scene's old widgets are a knot of references: freed before the next
            # scene builds its own, not all at the end (the monkey's peak was in this loop)
            gc.collect()
        give_back_freed_memory()


    @classmethod
    def freeze_memory(cls) -> None:
        """What exists at start-up lives for the whole run: keep it out of the
        garbage collector's full sweeps, which would otherwise stall frames."""
        if cls.freezes_start_up:
            gc.collect()
            gc.freeze()

    @classmethod
    def one_after_another(cls) -> None:
        """This process opens one App after another (the tests, ``tools.shots``): what
        is alive now lasts the run and is frozen out of the collector once, and no App
        freezes its own start-up, which would keep every App ever made."""
        cls.freezes_start_up = False
        gc.collect()
        gc.freeze()

    @staticmethod
    def close_window() -> None:
        """The window and the fonts go, the sound device stays open: for a process that
        opens one App after another (the tests, ``tools.shots``), where closing it each
        time waits on SDL's audio thread (some 25 ms, half the cost of an App)."""
        pygame.display.quit()
        pygame.font.quit()

    def sweep(self) -> None:
        """A scene that left the stack is a knot of references (scene, menu, widgets,
        their pictures) that only the collector's rare full sweep would free: sweep
        now, which is cheap because everything from start-up is frozen."""
        if self.stack.dropped:
            self.stack.dropped = False
            gc.collect()
            give_back_freed_memory()

    def plan_cards(self) -> None:
        """Every game's card faces in the current palette, to be painted (none is yet);
        faces in the other palette go."""
        from scenes.catalog import load_all

        palette = "colourblind" if self.settings.colourblind else "standard"
        for key in [k for k in self.card_arts if k[1] != palette]:
            self.card_arts.pop(key).forget()
        for entry in load_all().values():
            if entry.art is not None and (entry.id, palette) not in self.card_arts:
                self.card_arts[(entry.id, palette)] = entry.art(palette)

    def paint_cards(self) -> None:
        """Paint every game's card faces now (when the colour-blind setting changes),
        not when a table opens; faces in the other palette go."""
        self.plan_cards()
        for art in list(self.card_arts.values()):
            art.prepare()

    def paint_ahead(self, until: float) -> None:
        """Paint card faces not painted yet, one at a time, until ``until`` (a
        perf_counter time): the app does this in what is left of each frame once the
        first one is on screen, so a table finds its faces ready."""
        for art in list(self.card_arts.values()):
            while time.perf_counter() < until:
                if not art.paint_next():
                    break
            else:
                return

    def card_art(self, game_id: str, make):
        """The game's card pictures for the current palette, every face painted
        (``make(palette)`` the first time); every later table reuses them."""
        palette = "colourblind" if self.settings.colourblind else "standard"
        key = (game_id, palette)
        for other, kept in self.card_arts.items():
            if other != key and kept.scaled:
                kept.release()
        art = self.card_arts.get(key)
        if art is None:
            art = make(palette)
            self.card_arts[key] = art
        art.prepare()
        return art

    # -- running -----------------------------------------------------------------
    def run(self, first_scene) -> int:
        try:
            self.stack.push(first_scene)
        except Exception:  # the same as a bug in a frame: back to the title, said
            self.recover()
        self.freeze_memory()
        while self.running and self.stack.top is not None:
            dt = self.clock.tick(FPS) / 1000.0
            began = time.perf_counter()
            try:
                self.step(min(dt, 0.1))
                self.paint_ahead(began + IDLE_WORK * (1 / FPS))
            except Exception:  # a bug must not put a traceback in front of a player
                self.recover()
        self.quit_cleanly()
        return self.exit_code

    def recover(self) -> None:
        """Something broke: write a report, go back to the title, say so. The autosave
        still holds the game as of its last completed action. The notice names the
        report only when one was written, and the autosave only when there is one.

        A screen that broke while showing a file's contents (``Scene.file_shown``) has
        that file set aside, so the next start does not break the same way; screens
        kept for reuse are built afresh, never reused half built."""
        import traceback

        from game.storage import saves

        exc = sys.exc_info()[1]
        report = None
        if disk.saving_off() is None:
            path = location.data_dir() / f"crash-{time.strftime('%Y%m%d-%H%M%S')}.txt"
            try:
                path.write_text(traceback.format_exc(), encoding="utf-8")
                report = path
            except OSError:  # a full disk: no half-written report left behind
                try:
                    path.unlink()
                except OSError:
                    pass
        set_aside = self.set_aside_shown(exc)
        try:
            kept = saves.has_autosave()
        except Exception:
            kept = False
        words = [_("Something went wrong and Kennel went back to the title.")]
        if kept:
            words.append(_("Your game is in the autosave (Continue)."))
        if report is not None:
            words.append(_("A report was written to {path}.").format(path=report))
        self.notices.append(" ".join(words))
        self.notices += set_aside
        for attempt in range(2):
            self.forget_kept_all()
            try:
                self.back_to_title()
                return
            except Exception as again:  # the title itself broke: set aside what it showed, once more
                self.notices += self.set_aside_shown(again)
        self.running = False
        self.exit_code = 1
        print("kennel: something went wrong and the title could not be shown"
              + (f"; a report was written to {report}" if report else ""), file=sys.stderr)

    def back_to_title(self) -> None:
        try:
            self.to_title()
        except Exception:
            self.stack.scenes.clear()  # a scene that broke may break again on leaving
            raise

    def forget_kept_all(self) -> None:
        """Every screen kept for reuse is built afresh next time (one may be half built)."""
        for scene in list(self.kept_scenes.values()):
            scene.keep_widgets = False
            if scene not in self.stack.scenes:
                try:
                    scene.drop_ui()
                except Exception:
                    pass
        self.kept_scenes.clear()

    def set_aside_shown(self, exc: BaseException | None) -> list[str]:
        """The screens in ``exc``'s traceback that were showing a file: each file is set
        aside (kept, renamed) and forgotten; returns the messages naming them."""
        from scenes.frame.stack import Scene

        said = []
        seen: set[int] = set()
        tb = exc.__traceback__ if exc is not None else None
        while tb is not None:
            scene = tb.tb_frame.f_locals.get("self")
            tb = tb.tb_next
            if not isinstance(scene, Scene) or id(scene) in seen:
                continue
            seen.add(id(scene))
            try:
                shown = scene.file_shown()
            except Exception:
                shown = None
            if shown is None:
                continue
            path, what = shown
            if not path.exists() and not path.is_symlink():
                continue
            said.append(disk.refused(path, what, N_("Kennel could not show it")))
            try:
                scene.forget_file()
            except Exception:
                pass
        return said

    def step(self, dt: float, events: list | None = None) -> None:
        """One frame: events, update, draw (the tests call this directly)."""
        start = time.perf_counter()  # measures only (tools.bench); never decides anything
        for event in (pygame.event.get() if events is None else events):
            self.dispatch(event)
        for event in self.pads.repeats(dt):
            self.dispatch(event)
        if self.pads.said:  # "Pad 1 connected", in words: at a table in its message box (clear of the hands)
            if hasattr(self.stack.top, "match") and hasattr(self.stack.top, "say"):
                self.stack.top.say(". ".join(self.pads.said))
            else:
                self.notices += self.pads.said
                self.notice_time = 0.0
            self.pads.said = []
        top = self.stack.top
        if top is not None:
            top.update(dt)
        if self.notices:
            self.notice_time += dt
            if self.notice_time > NOTICE_SECONDS:
                self.dismiss_notices()
        self.gui.update(dt)
        self.draw()
        autosave.writer.kick()  # the frame is drawn: the disk work runs while we wait
        self.sweep()
        if self.event_log and type(self.stack.top) is not self._logged_top:
            self._logged_top = type(self.stack.top)
            self.log(f"scene {self._logged_top.__name__}")
        self.frame += 1
        if self.first_frame_s is None:
            self.first_frame_s = time.perf_counter() - self.started
        if self.measure:
            self.frame_ms.append((time.perf_counter() - start) * 1000)
        if self.launch.frames is not None and self.frame >= self.launch.frames:
            self.running = False

    def log(self, line: str) -> None:
        if self.event_log:
            try:
                with open(self.event_log, "a", encoding="utf-8") as handle:
                    handle.write(line + "\n")
            except OSError:
                self.event_log = None

    def dispatch(self, event: pygame.event.Event) -> None:
        if self.event_log:
            if event.type == pygame.KEYDOWN:
                pad = getattr(event, "pad", None)
                self.log(f"key {pygame.key.name(event.key)}" + ("" if pad is None else f" pad {pad} {event.pad_action}"))
            elif event.type == pygame.MOUSEBUTTONDOWN:
                self.log(f"click {event.pos[0]} {event.pos[1]}")
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in PAD_EVENTS:  # a pad's press goes on as the key it stands for, here in the queue
            for made in self.pads.translate(event):
                self.dispatch(made)
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if pygame.display.get_surface() is not None and pygame.display.get_surface().get_size() != self._size_seen():
                self.resized()
            return
        top = self.stack.top
        if top is None:
            return
        if top.handle(event):
            return
        self.gui.process_events(event)

    def _size_seen(self):
        return self.gui.window_resolution

    def draw(self) -> None:
        self._shown = False
        screen = self.screen
        if self.trace is not None:  # paint on a surface that keeps marks, then show it
            if self._canvas is None or self._canvas.get_size() != screen.get_size():
                self._canvas = frame_trace.TracedSurface(screen.get_size())
            screen = self._canvas
            frame_trace.begin(screen)
            frame_trace.notes.clear()
        for scene in self.stack.visible():
            scene.draw(screen)
        self.gui.draw_ui(screen)
        top = self.stack.top
        if top is not None:
            top.draw_front(screen)
        self.draw_notices(screen)
        if self.trace is not None:
            if self.show_traced:
                self.screen.blit(screen, (0, 0))
            try:
                self.trace.write(self.trace_entry(screen))
            except OSError as exc:  # a full disk stops the trace, never the game
                self.notices.append(N_("The frame trace stopped: {why}").format(why=disk.reason(exc)))
                frame_trace.stop(self.trace)
                self.trace = None
        if self.launch.screenshot and self.launch.frames is not None and self.frame + 1 >= self.launch.frames:
            self.save_screenshot(self.launch.screenshot)
        pygame.display.flip()
        self._shown = True

    def table_in_play(self):
        """The table on the stack (the game whose frames the trace speaks of)."""
        for scene in reversed(self.stack.scenes):
            if hasattr(scene, "match") and hasattr(scene, "humans"):
                return scene
        return None

    def visible_widgets(self) -> list:
        """[scene, kind, text, rect] for every pygame_gui element drawn this frame."""
        owners = {id(scene.ui): type(scene).__name__ for scene in self.stack.scenes if scene.ui is not None}
        kept = {id(scene.ui): type(scene).__name__ for scene in self.kept_scenes.values() if scene.ui is not None}
        out = []
        for element in self.gui.get_sprite_group().sprites():
            if not getattr(element, "visible", False) or element is self.gui.get_root_container():
                continue
            container, owner = element, None
            while container is not None:
                owner = owners.get(id(container)) or kept.get(id(container))
                if owner is not None:
                    break
                parent = getattr(container, "ui_container", None)
                container = None if parent is container else parent
            if isinstance(element, __import__("pygame_gui").core.UIContainer):
                continue
            text = getattr(element, "text", "") or ""
            if hasattr(element, "get_text"):
                text = element.get_text() or text
            r = element.rect
            out.append([owner, type(element).__name__, text, [r.x, r.y, r.w, r.h]])
        return out

    def _deck_of(self, table) -> set | None:
        """The card codes of the table's game (pictures drawn by the card art that are
        no card, such as Heave Ho!'s barrel markers, are left out of the trace)."""
        if table is None:
            return None
        key = (table.match.id, table.match.players)
        if getattr(self, "_deck_key", None) != key:
            self._deck_key, self._deck = key, set(GAMES[table.match.id].cards(table.match.players))
        return self._deck

    def trace_entry(self, canvas) -> dict:
        marks = frame_trace.marks_of(canvas)
        notes = frame_trace.notes
        table = self.table_in_play()
        widgets = self.visible_widgets()
        deck = self._deck_of(table)
        card_marks = [(z, m) for z, m in enumerate(marks)
                      if m[0] == "card" and (m[1] is None or deck is None or m[1] in deck)]  # not board pieces
        cards = [[value, list(rect)] for _, (kind, value, rect) in card_marks]
        under = frame_trace.dimmed_on(canvas)
        drawn = [(z, m) for z, m in enumerate(marks) if m[0] == "text" and m[1].strip()]
        texts = [[value, list(rect)] for _, (kind, value, rect) in drawn]
        dimmed = [i for i, (_, m) in enumerate(drawn) if m in under]
        texts += [[w[2], w[3]] for w in widgets if w[2].strip()]
        # paint order: which text lies on which card (widgets are drawn over everything)
        order = {"texts": [z for z, _ in drawn] + [len(marks)] * (len(texts) - len(drawn)),
                 "cards": [z for z, _ in card_marks],
                 "dimmed_cards": [i for i, (_, m) in enumerate(card_marks) if m in under]}
        entry = {"frame": self.frame, "t": round(getattr(table, "clock", 0.0), 4) if table else 0.0,
                 # the wall clock (ms since start), to tell how long a moment stayed in sight
                 "ms": round((time.perf_counter() - self.started) * 1000),
                 "step": table.match.step if table else None,
                 "scenes": [type(scene).__name__ for scene in self.stack.scenes],
                 "viewer": notes.get("viewer"), "addressed": sorted(notes.get("addressed", [])),
                 "humans": list(table.humans) if table else [],
                 "face_up": sorted({code for code, _ in cards if code}),
                 "texts": texts, "cards": cards, "widgets": widgets, "dimmed": dimmed, "order": order,
                 "notices": list(self.notice_panels),
                 # the table's last reveal of a private view: [seat, how, frame]
                 "revealed": getattr(table, "revealed", None) if table else None}
        if table is not None and getattr(table, "online", False):
            # an online table holds no record while the game runs (its server does): the
            # seat and room say which game a checker rebuilds from the server's record
            entry["online"] = {"seat": table.match.seat, "room": table.match.session.room,
                               "shared": table.shared_screen}  # (people on phones look at it too)
        elif table is not None:
            record = table.match.record()
            game, seen = self._traced_game
            if game is not table.match or seen > len(record["actions"]):  # the game, so a checker can rebuild it
                entry["game"] = {k: record[k] for k in ("game", "version", "players", "seed", "options", "deck")}
                seen = 0
            entry["moves"] = record["actions"][seen:]
            self._traced_game = (table.match, len(record["actions"]))
        return entry

    #: the share of the window's height notices may cover
    NOTICE_ROOM = 0.45

    def shown_notices(self, size: tuple[int, int]) -> list[list[str]]:
        """The notices as drawn, top first, each as its wrapped lines: "Saving is off"
        first (it is what matters most), then the newest; the same message once; what
        does not fit is counted on a last line instead of dropped unseen."""
        text_size = look.text_size(size, footer.NOTICE_TEXT)
        width = size[0] - 40
        notes = list(dict.fromkeys(self.notices))
        order = [n for n in notes if n.startswith("Saving is off")]
        order += [n for n in reversed(notes) if n not in order]
        order = [language.said(n) for n in order]  # (English from the files' code: in the player's language)
        line_h = fonts.font(text_size).get_linesize() + 2
        room = int(size[1] * self.NOTICE_ROOM) // line_h
        shown: list[list[str]] = []
        for n, note in enumerate(order):
            lines = fonts.wrap(note, text_size, width)
            left = len(order) - n - 1
            if shown and sum(map(len, shown)) + len(lines) + (1 if left else 0) > room:
                break
            shown.append(lines)
        left = len(order) - len(shown)
        if left:
            shown.append([ngettext("(and {count} more message)", "(and {count} more messages)", left).format(count=left)])
        return shown

    def notices_bottom(self, size) -> int:
        """Where the notices end: above the footer of every screen in sight (its key
        help, a replay's bar), else near the window's bottom edge."""
        band = max((scene.footer_height(size) for scene in self.stack.visible()), default=0)
        return size[1] - (band + 2 if band else 8)

    def draw_notices(self, screen) -> None:
        """Messages about files set aside and missing assets, at the bottom of the
        window, above any screen's footer."""
        self.notice_panels = []
        if not self.notices:
            return
        size = look.text_size(screen.get_size(), footer.NOTICE_TEXT)
        y = self.notices_bottom(screen.get_size())
        for note in reversed(self.shown_notices(screen.get_size())):
            for line in reversed(note):
                img = fonts.text(line, size, look.GOLD)
                y -= img.get_height() + 2
                bg = pygame.Rect(14, y - 2, img.get_width() + 12, img.get_height() + 4)
                pygame.draw.rect(screen, look.PANEL, bg, border_radius=6)
                screen.blit(img, (20, y))
                self.notice_panels.append([line, [bg.x, bg.y, bg.w, bg.h]])

    def dismiss_notices(self) -> None:
        self.notices.clear()
        self.notice_time = 0.0

    def screenshot_on_leaving(self) -> None:
        """--screenshot saves the last frame however the program ends before --frames
        does (the window closed, SIGTERM): the frame last shown, drawn again whole if
        the end came while it was being drawn."""
        if not self._shown:
            try:
                self.draw()
            except Exception:
                pass  # the picture as far as it got
        self.save_screenshot(self.launch.screenshot)

    def save_screenshot(self, path: str) -> None:
        self._screenshot_saved = True
        try:
            folder = os.path.dirname(os.path.abspath(path))
            os.makedirs(folder, exist_ok=True)
            shown = self.screen if self.show_traced or self._canvas is None else self._canvas
            pygame.image.save(shown, path)
        except (pygame.error, OSError) as exc:
            self.exit_code = 1
            print(f"kennel: could not save the screenshot to {path}: {exc}", file=sys.stderr)

    def quit_cleanly(self) -> None:
        autosave.writer.flush()  # the last move is on disk before the window goes
        if self.launch.screenshot and not self._screenshot_saved and (self._shown is not None or self.stack.top is not None):
            self.screenshot_on_leaving()
        if self.trace is not None:
            frame_trace.stop(self.trace)
            self.trace = None
        try:
            if not self.settings.fullscreen and self.launch.size is None:
                self.settings.window = list(self.screen.get_size())
            settings_file.save(self.settings)
        except OSError:
            pass
        pygame.quit()

    def save_settings(self) -> None:
        try:
            settings_file.save(self.settings)
        except OSError as exc:
            self.notices.append(N_("Could not save your settings: {why}.").format(why=disk.reason(exc)))
