"""The pause menu over a table: resume, undo, hint, rules, settings, save, restart,
quit to the title."""
from __future__ import annotations

from game.language import N_, _, said
import pygame

from scenes.frame import fonts, look
from scenes.frame.dialogs import AskName, Confirm, Overlay, centre_column
from scenes.frame.menu import Button, Menu
from game.storage import disk, saves

KEPT_NOTE = N_("Your game is kept: Continue on the title picks it up where you left it.")


class PauseMenu(Overlay):
    title = N_("Paused")
    #: back on top after a box over it closed (Save game's name box), Enter and Space
    #: do nothing for this long, in seconds and in frames: the second Enter of an Enter
    #: Enter that saved does not press the button under it again
    SETTLE = (0.35, 8)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        if getattr(table, "spectating", False):
            self.title = N_("Watching")
        elif table.online and table.match.real_time:  # (the game does not stop for one window)
            self.title = N_("Menu")
        #: what the last Save did, under the title (green when it worked)
        self.note = ""
        self.note_good = False
        #: seconds and frames since a box over the menu closed (None: none did)
        self.back: list | None = None

    def resume(self) -> None:
        super().resume()
        self.back = [0.0, 0]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.back is not None:
            self.back[0] += dt
            self.back[1] += 1
            if self.back[0] >= self.SETTLE[0] and self.back[1] >= self.SETTLE[1]:
                self.back = None

    def handle(self, event) -> bool:
        if self.back is not None and event.type == pygame.KEYDOWN \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return True  # the box's Enter, pressed twice
        return super().handle(event)

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        x, w = centre_column(size)
        helpers = [Button(_("Hint (H)"), self.hint)]
        if self.table.offers_undo:  # (not where everyone plays at once against the clock)
            helpers.insert(0, Button(_("Undo (Ctrl+Z)"), self.undo))
        rows = [
            [Button(_("Resume"), self.close)],
            helpers,
            [Button(_("Rules"), self.rules)],
            [Button(_("Settings"), self.settings)],
            [Button(_("Save game"), self.save)],
            [Button(_("Restart"), self.restart)],
            [Button(_("Quit to title"), self.quit_to_title)],
        ]
        if self.table.online:  # the server keeps the room: leave it, and rejoin from the title
            rows[-3:] = [[Button(_("Wave"), lambda: self.emote("wave")), Button(_("Woof!"), lambda: self.emote("woof")),
                          Button(_("Good game"), lambda: self.emote("gg"))],
                         [Button(_("Leave (rejoin from the title)"), self.quit_to_title)]]
        if getattr(self.table, "spectating", False):  # nothing to play, save or wave: only watch
            rows = [[Button(_("Resume"), self.close)], [Button(_("Rules"), self.rules)],
                    [Button(_("Settings"), self.settings)], [Button(_("Stop watching"), self.quit_to_title)]]
        self.menu = Menu(self, rows, pygame.Rect(x, round(size[1] * 0.24), w, 0), on_back=self.close)

    def emote(self, name: str) -> None:
        """Sent to everyone in the online room (the table says it when it comes back)."""
        self.table.match.session.emote(name)
        self.close()

    def undo(self) -> None:
        self.close()
        self.table.undo()

    def hint(self) -> None:
        self.close()
        self.table.hint()

    def rules(self) -> None:
        self.app.stack.push(self.app.scene("rules", self.table.entry, self.table.art))

    def settings(self) -> None:
        self.app.stack.push(self.app.scene("settings"))

    def save(self) -> None:
        def write(name: str) -> None:
            try:
                path = saves.save_named(self.table.saved(), name)
            except OSError as exc:
                self.note, self.note_good = _("Could not save: {why}").format(why=said(disk.reason(exc))), False
                self.app.audio.play("error")
                return
            if path is None:
                self.note, self.note_good = _("Not saved: {why}").format(why=disk.saving_off()), False
                return
            self.note, self.note_good = _("Saved as \u201c{name}\u201d. Saved games on the title opens it.").format(name=name), True

        def done(name: str) -> None:
            if saves.named_path(name).exists():  # nothing saved is overwritten unseen
                self.app.stack.push(Confirm(self.app, _("A game is already saved as \u201c{name}\u201d. Replace it?").format(name=name),
                                            lambda: write(name), careful=True))
            else:
                write(name)

        self.app.stack.push(AskName(self.app, N_("Save this game as"), done, initial=self.table.entry.title))

    def draw(self, surface) -> None:
        super().draw(surface)
        note, good = self.note, self.note_good
        if not note and self.table.online:  # the room, the round trip, who is away
            note, good = self.table.match.status(), self.table.match.session.connected
        if note and not self.covered():
            size = surface.get_size()
            ts = look.text_size(size, 18)
            img = fonts.text(note, ts, look.GOOD if good else look.DANGER, bold=True)
            rect = img.get_rect(midtop=(size[0] // 2, round(size[1] * 0.1) + look.text_size(size, 40) + 14))
            pygame.draw.rect(surface, look.PANEL, rect.inflate(20, 8), border_radius=8)
            surface.blit(img, rect)

    def restart(self) -> None:
        # (what cannot be undone starts on No: an Enter meant for the menu loses nothing)
        self.app.stack.push(Confirm(self.app, _("Start this game again from the first deal?"), self.table.restart,
                                    careful=True))

    def quit_to_title(self) -> None:
        self.table.autosave()
        self.app.to_title()
        if self.table.online:
            if not self.table.finished and not getattr(self.table, "spectating", False):
                self.app.notices.append(_("You left the online game: Rejoin on the title takes you back to your seat."))
        elif not self.table.finished:  # (a guided game says how to go on with it)
            self.app.notices.append(_(getattr(self.table, "kept_note", KEPT_NOTE)))
