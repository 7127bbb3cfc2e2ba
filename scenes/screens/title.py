"""The title: choose a game, continue the autosave, load a save, watch replays,
settings, statistics, quit."""
from __future__ import annotations

import pygame

from game.language import N_, _
from scenes import lessons
from scenes.frame import fonts, footer, gui, look
from game.storage import online, saves
from scenes.catalog import load_all
from scenes.frame.felt import felt
from scenes.frame.menu import Button, Menu
from scenes.frame.stack import Scene


class Title(Scene):
    kept = True
    def __init__(self, app):
        super().__init__(app)
        self.menu: Menu | None = None
        self.online_seat = None
        self.autosave: saves.Saved | None = None
        self.checked = False
        #: the Continue button is being given the autosave's names (see file_shown)
        self.showing = False

    def enter(self) -> None:
        self.load_autosave()
        super().enter()

    def file_shown(self):
        return (saves.autosave_path(), N_("the autosaved game")) if self.showing else None

    def forget_file(self) -> None:
        self.autosave = None
        self.showing = False

    def load_autosave(self) -> None:
        self.autosave, problem = saves.load_autosave(quick=True)
        if problem:
            self.app.notices.append(problem)

    def show_continue(self) -> None:
        """The Continue row is always built: shown with the autosave's name, or hidden."""
        if self.menu is None:
            return
        slot = self.menu.slots[0][0]
        if self.autosave is not None:
            self.showing = True
            slot.item.label = self.continue_label(slot.widget.rect.width)
            slot.widget.set_text(slot.item.label)
            self.showing = False
            self.menu.hide_rows(set())
        else:
            self.menu.hide_rows({0})

    def follow_online_seat(self) -> None:
        """A seat was taken or let go online since the menu was built: Rejoin follows."""
        seat, _ = online.load()
        if (seat and seat.room) != (self.online_seat and self.online_seat.room):
            self.build()

    def reopen(self) -> None:
        self.follow_online_seat()
        self.show_continue()
        self.menu.focus_first()

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        catalog = load_all()
        w = max(320, min(round(560 * look.scale(size)), int(size[0] * 0.42)))
        x = (size[0] - w) // 2
        rows = [[Button(_("Continue"), self.resume_autosave)]]
        gap = max(6, round(10 * look.scale(size)))
        learn_w = round((w - gap) * 0.5)
        for entry in catalog.values():
            row = [Button(_("Play {game}").format(game=entry.title), lambda e=entry: self.choose(e), width=1)]
            if lessons.has_lesson(entry.id):
                label = gui.longest_that_fits([_("Learn {game}").format(game=entry.title), _("Learn")], learn_w, size)
                row.append(Button(label, lambda e=entry: lessons.open_lesson(self.app, e.id)))
            rows.append(row)
        self.online_seat = self.load_online_seat()
        online_row = [Button(_("Play online"), self.play_online, width=1)]
        if self.online_seat is not None:  # the seat this person last had in an online room
            online_row.append(Button(_("Rejoin {room}").format(room=self.online_seat.room), self.rejoin, width=1))
        rows.append(online_row)
        rows.append([Button(_("Saved games"), self.saved_games, width=1), Button(_("Replays"), self.replays, width=1)])
        rows.append([Button(_("Settings"), self.settings), Button(_("Statistics"), self.statistics)])
        rows.append([Button(_("Quit"), self.quit)])
        top = round(size[1] * 0.3)  # rows made lower where they must be to end above the footer and notices
        area = pygame.Rect(x, top, w, size[1] - top - footer.reserved(size) - 4)
        self.menu = Menu(self, rows, area, on_back=self.ask_quit)
        self.show_continue()
        self.menu.focus_first()

    def continue_label(self, width: int) -> str:
        """The longest telling of the autosaved game that fits its button (the game,
        who plays and when; then less of it)."""
        size = self.app.screen.get_size()
        return gui.longest_that_fits([_("Continue {game}").format(game=t) for t in saves.tellings(self.autosave)],
                                     width, size)

    def choose(self, entry) -> None:
        self.app.dismiss_notices()
        self.app.stack.push(self.app.scene("setup", entry, key=entry.id))

    def resume_autosave(self) -> None:
        from scenes.resume import open_saved

        self.app.dismiss_notices()
        if self.autosave is None:
            return
        saved, problem = saves.load_autosave()  # the full check Saved games makes: a bad file is set aside
        if saved is None or not open_saved(self.app, saved, paused=True, autosave=True):
            if problem:
                self.app.notices.append(problem)
            self.autosave = None
            self.show_continue()

    def load_online_seat(self):
        seat, problem = online.load()
        if problem:
            self.app.notices.append(problem)
        return seat

    def play_online(self) -> None:
        self.app.dismiss_notices()
        self.app.stack.push(self.app.scene("online"))

    def rejoin(self) -> None:
        self.app.dismiss_notices()
        seat, problem = online.load()
        if seat is None:
            self.app.notices.append(problem or _("There is no online seat to go back to."))
            self.build()
            return
        self.app.stack.push(self.app.scene("online", seat))

    def saved_games(self) -> None:
        self.app.stack.push(self.app.scene("shelf", "named"))

    def replays(self) -> None:
        self.app.stack.push(self.app.scene("shelf", "finished"))

    def settings(self) -> None:
        self.app.stack.push(self.app.scene("settings"))

    def statistics(self) -> None:
        self.app.stack.push(self.app.scene("statistics"))

    def quit(self) -> None:
        self.app.running = False

    def ask_quit(self) -> None:
        """Esc on the title asks first (a stray Esc should not close Kennel)."""
        from scenes.frame.dialogs import Confirm

        self.app.stack.push(Confirm(self.app, _("Quit Kennel?"), self.quit))

    def resume(self) -> None:
        super().resume()
        self.autosave, problem = saves.load_autosave(quick=True)  # kept while the file is unchanged
        if problem:
            self.app.notices.append(problem)
        self.follow_online_seat()
        self.show_continue()

    def handle(self, event) -> bool:
        return self.menu.handle(event) if self.menu else False

    def draw(self, surface) -> None:
        size = surface.get_size()
        surface.blit(felt(size), (0, 0))
        big = fonts.text("Kennel", look.text_size(size, 76), look.GOLD, bold=True)
        surface.blit(big, big.get_rect(midtop=(size[0] // 2, round(size[1] * 0.06))))
        sub = fonts.text(_("four dog card games on one table") + "  ♠ ♥ ♦ ♣", look.text_size(size, 20), look.INK)
        surface.blit(sub, sub.get_rect(midtop=(size[0] // 2, round(size[1] * 0.06) + big.get_height())))
        footer.draw(surface, _("↑↓ choose   Enter select   Esc quit"), base=15)

    def footer_height(self, size) -> int:
        return footer.band(size, 15)

    def draw_front(self, surface) -> None:
        if self.menu:
            self.menu.draw_focus(surface)
