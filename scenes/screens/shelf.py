"""Lists of games kept on disk: named saves (to continue) and finished games (to
watch again), each of which can be renamed or deleted. A file that cannot be read
is set aside with a message."""
from __future__ import annotations

from game.language import N_, _, said
import pygame

from scenes.frame import gui, look
from game.storage import saves, disk
from scenes.frame.menu import Button, Label, Menu
from scenes.frame.page import Screen

PAGE = 8


class Shelf(Screen):
    def __init__(self, app, kind: str):
        super().__init__(app)
        self.kind = kind  # "named" or "finished"
        self.heading = N_("Saved games") if kind == "named" else N_("Replays of finished games")
        self.page = 0
        #: the file whose line is being built (set aside should showing it break)
        self.showing = None

    def file_shown(self):
        return (self.showing, "that game") if self.showing is not None else None

    def forget_file(self) -> None:
        self.showing = None

    def folder(self):
        return saves.saves_dir() if self.kind == "named" else saves.finished_dir()

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = max(560, min(1000, int(size[0] * 0.7)))
        x = (size[0] - w) // 2
        files = saves.listing(self.folder())
        pages = max(1, (len(files) + PAGE - 1) // PAGE)
        self.page = min(self.page, pages - 1)
        shown = files[self.page * PAGE:(self.page + 1) * PAGE]
        rows = []
        gap = max(6, round(10 * look.scale(size)))  # as the menu spaces them
        label_w = (w - 2 * gap) * 5 / 7.2
        for path in shown:
            self.showing = path
            rows.append([Button(self.label(path, label_w, size), lambda p=path: self.open(p), width=5),
                         Button(_("Rename"), lambda p=path: self.ask_rename(p), width=1.1),
                         Button(_("Delete"), lambda p=path: self.ask_delete(p), width=1.1)])
        self.showing = None
        if not rows:
            rows.append([Label(_("Nothing here yet."), object_id="@hint")])
        nav = []
        if self.page > 0:
            nav.append(Button(_("Newer"), lambda: self.turn(-1)))
        if self.page < pages - 1:
            nav.append(Button(_("Older"), lambda: self.turn(+1)))
        nav.append(Button(_("Back"), self.back))
        rows.append(nav)
        self.menu = Menu(self, rows, pygame.Rect(x, round(size[1] * 0.15), w, 0),
                         row_height=max(32, round(40 * size[1] / 720)), on_back=self.back)

    @staticmethod
    def label(path, width: int | None = None, size=None) -> str:
        """What the button says: the game, the players and when (a quick read), as
        much of it as fits ``width``."""
        saved, _problem = saves.peek(path)
        if saved is None:
            return _("{name} (unreadable: open it to see why)").format(name=disk.clean_text(path.stem, 60))
        if width is None:
            return saves.describe(saved)
        return gui.longest_that_fits(saves.tellings(saved), round(width), size)

    def rebuild_at(self, where) -> None:
        """Build the list again with the focus where it was (or as near as the list allows)."""
        self.build()
        if where is not None and self.menu is not None:
            rows = self.menu.items()
            r = min(where[0], max(0, len(rows) - 2))
            self.menu.focus_on((r, min(where[1], len(rows[r]) - 1)))

    def ask_rename(self, path) -> None:
        from scenes.frame.dialogs import AskName

        saved, _problem = saves.peek(path)
        where = self.menu.focus if self.menu else None

        def done(name: str) -> None:
            try:
                saves.rename(path, name)
            except ValueError as exc:
                self.problem = str(exc)
                self.app.audio.play("error")
            except OSError as exc:
                self.problem = _("Could not rename it: {why}").format(why=said(disk.reason(exc)))
                self.app.audio.play("error")
            else:
                self.problem = ""
                self.hint = _("Renamed to \u201c{name}\u201d.").format(name=name.strip())
            self.rebuild_at(where)

        self.app.stack.push(AskName(self.app, N_("Rename this game to"), done,
                                    initial=saved.title if saved else path.stem, verb=_("Rename")))

    def ask_delete(self, path) -> None:
        from scenes.frame.dialogs import Confirm

        where = self.menu.focus if self.menu else None

        def gone() -> None:
            try:
                saves.delete(path)
            except OSError as exc:
                self.problem = _("Could not delete it: {why}").format(why=said(disk.reason(exc)))
            else:
                self.problem = ""
                self.hint = _("Deleted.")
            self.rebuild_at(where)

        self.app.stack.push(Confirm(self.app, _("Delete {game} for good?").format(game=self.label(path)), gone,
                                    careful=True))

    def turn(self, delta: int) -> None:
        self.page += delta
        self.build()

    def open(self, path) -> None:
        saved, problem = saves.load(path, N_("that game"))
        if saved is None:
            self.problem = problem or _("Could not read {name}").format(name=path.name)
            self.app.audio.play("error")
            self.build()
            return
        if self.kind == "named":
            from scenes.resume import open_saved

            self.app.dismiss_notices()  # (what the title said, "Your game is kept...", is over)
            open_saved(self.app, saved, paused=False)  # on its cover, or at once for one person
        else:
            self.app.stack.push(self.app.scene("replay", saved, path))
