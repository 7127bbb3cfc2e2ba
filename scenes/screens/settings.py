"""Settings: sound, animation speed, card size, colour-blind palette, window, key
bindings (with a conflict check) and a key test screen."""
from __future__ import annotations

import pygame

from game.language import NAMES, N_, _, ngettext, system_language
from scenes.frame import fonts, footer, look
from scenes.table.keys import key_code, key_label
from scenes.frame.menu import Button, Choice, Menu
from game.storage.settings import (ANIMATION_SPEEDS, CARD_SIZES, TRICK_HOLDS, ZONE_ACTION_LABELS, ZONE_ACTIONS, binding_conflicts,
                             default_zones, PAD_ACTION_LABELS)
from scenes.frame.page import Screen
from scenes.frame.pads import button_label
from scenes.frame.window_size import window_choices


def display_size() -> tuple[int, int] | None:
    """The size of the display the window is on (None when it cannot be told)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None


#: the settings' values as a player reads them
VALUE_WORDS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"), "instant": N_("instant"),
               "small": N_("small"), "medium": N_("medium"), "large": N_("large"),
               "short": N_("short"), "long": N_("long"), "until a click": N_("until a click")}
#: what each key zone's and each pad's action does, as a player reads it
ACTION_WORDS = {"move left": N_("move left"), "move right": N_("move right"), "play / keep": N_("play / keep"),
                "pick up / give": N_("pick up / give"), "next target": N_("next target"),
                "play / choose / press": N_("play / choose / press"), "pick up / give / back": N_("pick up / give / back"),
                "hint": N_("hint"), "take back": N_("take back"), "pause menu": N_("pause menu")}


#: a pad's moves (the d-pad and the stick)
MOVES = {"left": N_("move left"), "right": N_("move right"), "up": N_("move up"), "down": N_("move down")}


def zone_action(zone: str, action: str) -> str:
    """"zone 1 move left", in the player's language."""
    return _("zone {zone} {action}").format(zone=zone, action=_(ACTION_WORDS[ZONE_ACTION_LABELS[action]]))


def language_options() -> list:
    """The Language setting's choices, each language by its own name."""
    system = NAMES.get(system_language(), "English")
    return [("system", _("as the system ({language})").format(language=system))] + list(NAMES.items())


class SettingsScreen(Screen):
    kept = True
    heading = N_("Settings")

    def build(self) -> None:
        self.new_ui()
        s = self.app.settings
        size = self.app.screen.get_size()
        w = max(360, min(560, int(size[0] * 0.45)))
        x = (size[0] - w) // 2

        def setter(name):
            def apply(value):
                setattr(s, name, value)
                self.changed(name)
            return apply

        window_options = [(list(ws), f"{ws[0]} x {ws[1]}") for ws in window_choices(display_size(), self.window())]
        on_off = [(False, _("off")), (True, _("on"))]
        rows = [
            [Choice(_("Volume"), [(v / 10, f"{v * 10}%") for v in range(11)], lambda: round(s.volume, 1), setter("volume"))],
            [Choice(_("Sound"), [(False, _("on")), (True, _("muted"))], lambda: s.muted, setter("muted"))],
            [Choice(_("Animations"), [(k, _(VALUE_WORDS[k])) for k in ANIMATION_SPEEDS], lambda: s.animation, setter("animation"))],
            [Choice(_("Card size"), [(k, _(VALUE_WORDS[k])) for k in CARD_SIZES], lambda: s.card_size, setter("card_size"))],
            [Choice(_("Colour-blind cards"), on_off, lambda: s.colourblind, setter("colourblind"))],
            [Choice(_("Fullscreen"), on_off, lambda: s.fullscreen, setter("fullscreen"))],
            [Choice(_("Window"), window_options, lambda: list(self.window()), setter("window"))],
            [Choice(_("Finished trick stays"), [(k, _(VALUE_WORDS[k]) if v is None else _("{seconds:g} s").format(seconds=v))
                                               for k, v in TRICK_HOLDS.items()], lambda: s.trick_hold, setter("trick_hold"))],
            [Choice(_("Language"), language_options(), lambda: s.language, setter("language"))],
            [Button(_("Key bindings"), lambda: self.app.stack.push(self.app.scene("key bindings"))),
             Button(_("Key test"), lambda: self.app.stack.push(self.app.scene("key test"))),
             Button(_("Controllers"), lambda: self.app.stack.push(self.app.scene("controllers")))],
            [Button(_("Show first-time hints again"), self.reset_hints)],
            [Button(_("Back"), self.back)],
        ]
        where = self.menu.focus if self.menu is not None else None
        self.menu = Menu(self, rows, self.menu_area(x, round(size[1] * 0.15), w, size), on_back=self.back)
        self.menu.focus_on(where)  # built again (a new card size, a new window): the focus stays put

    def window(self) -> tuple[int, int]:
        """The size the window has now (what it runs at, even when --size chose it);
        in fullscreen, the size it goes back to."""
        if self.app.settings.fullscreen:
            return tuple(self.app.settings.window)
        return tuple(self.app.screen.get_size())

    def reset_hints(self) -> None:
        self.app.settings.hints_seen = []
        self.app.save_settings()
        self.problem = ""
        self.hint = _("First-time hints will show again.")

    def changed(self, name: str) -> None:
        self.app.save_settings()
        if name == "language":
            self.hint = Screen.hint
            self.app.speak(self.app.settings.language)  # every screen in the new words at once
        elif name == "fullscreen":
            self.app.set_fullscreen(self.app.settings.fullscreen)
        elif name == "window" and not self.app.settings.fullscreen:
            self.app.screen = pygame.display.set_mode(tuple(self.app.settings.window), pygame.RESIZABLE)
            self.app.resized()
        elif name in ("colourblind", "card_size"):
            if name == "colourblind":
                self.app.paint_cards()  # every game's faces now, not when a table next opens
            for scene in self.app.stack.scenes:
                if hasattr(scene, "make_art"):
                    scene.art = scene.make_art()
            self.app.resized()  # the cards change size or colour: lay every table out again


class KeyBindings(Screen):
    kept = True
    """One zone at a time (Left/Right on the zone row changes it): five keys to rebind."""
    heading = N_("Key bindings")
    hint = N_("Choose a key to change it, then press the new key (Esc cancels)")

    def __init__(self, app):
        super().__init__(app)
        self.waiting: tuple[str, str] | None = None
        self.zone = "1"

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = max(360, min(620, int(size[0] * 0.5)))
        x = (size[0] - w) // 2
        zones = sorted(self.app.settings.zones)
        rows = [[Choice(_("Zone"), [(z, _("{zone} of {count}").format(zone=z, count=len(zones))) for z in zones],
                        lambda: self.zone, self.show_zone)]]
        rows += [[Button(self.label(action), lambda a=action: self.wait_for(self.zone, a))] for action in ZONE_ACTIONS]
        rows.append([Button(_("Reset to defaults"), self.reset), Button(_("Back"), self.back)])
        self.menu = Menu(self, rows, self.menu_area(x, round(size[1] * 0.16), w, size), on_back=self.back)

    def label(self, action: str) -> str:
        return _("{action}: {key}").format(action=_(ACTION_WORDS[ZONE_ACTION_LABELS[action]]),
                                           key=key_label(self.app.settings.zones[self.zone][action]))

    def show_zone(self, zone: str) -> None:
        self.zone = zone
        self.relabel()

    def relabel(self) -> None:
        if self.menu is None:
            return
        for row, action in zip(self.menu.items()[1:], ZONE_ACTIONS):
            row[0].label = self.label(action)
        for row in self.menu.slots[1:1 + len(ZONE_ACTIONS)]:
            row[0].widget.set_text(row[0].item.label)

    def wait_for(self, zone: str, action: str) -> None:
        self.waiting = (zone, action)
        self.problem = ""
        self.hint = _("Press the new key for {binding} (Esc cancels)").format(binding=zone_action(zone, action))

    def reset(self) -> None:
        self.app.settings.zones = default_zones()
        self.app.save_settings()
        self.relabel()

    def handle(self, event) -> bool:
        if self.waiting and event.type == pygame.KEYDOWN:
            zone, action = self.waiting
            self.waiting = None
            self.hint = KeyBindings.hint
            if event.key == pygame.K_ESCAPE:
                return True
            name = pygame.key.name(event.key)
            trial = {z: dict(k) for z, k in self.app.settings.zones.items()}
            trial[zone][action] = name
            conflicts = binding_conflicts(trial, key_code)
            if conflicts:
                self.problem = _("Refused: {why}").format(why=conflicts[0])
                self.app.audio.play("error")
                return True
            self.app.settings.zones = trial
            self.app.save_settings()
            self.problem = ""
            self.relabel()
            return True
        return super().handle(event)


class KeyTest(Screen):
    heading = N_("Key test")
    hint = N_("Hold keys (or pad buttons) together: the ones reported are listed. Esc (a pad's B) goes back.")

    def __init__(self, app):
        super().__init__(app)
        self.held: list[int] = []

    def handle(self, event) -> bool:
        if getattr(event, "pad", None) is not None:  # a pad's buttons are listed from the pad itself
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.back()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key not in self.held:
                self.held.append(event.key)
            return True
        if event.type == pygame.KEYUP:
            if event.key in self.held:
                self.held.remove(event.key)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.back()
            return True
        return False

    def draw(self, surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        mapping = {}
        for zone, keys in self.app.settings.zones.items():
            for action, name in keys.items():
                mapping[name] = zone_action(zone, action)
        y = round(size[1] * 0.25)
        ts = look.text_size(size, 24)
        lines = []
        for key in self.held:
            name = pygame.key.name(key)
            lines.append(f"{key_label(name)}  →  {mapping.get(name, _('not bound'))}")
        pads = self.app.pads
        for number in pads.numbers():  # a pad's buttons held, as the pad reports them
            for name in pads.by_number(number).held:
                action = name if name in ("left", "right", "up", "down") else pads.action_of(number, name)
                words = (_(ACTION_WORDS[PAD_ACTION_LABELS[action]]) if action in PAD_ACTION_LABELS
                         else _(MOVES[action]) if action in MOVES else _("not bound"))
                lines.append(_("Pad {number} {button}  →  {action}").format(number=number, button=button_label(name),
                                                                         action=words))
        if not lines:
            img = fonts.text(_("No key held"), ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
        for text in lines:
            img = fonts.text(text, ts, look.INK, bold=True)
            surface.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
            y += img.get_height() + 8
        count = fonts.text(ngettext("{count} held at once", "{count} held at once", len(lines)).format(count=len(lines)),
                           look.text_size(size, 18), look.GOLD)
        surface.blit(count, count.get_rect(midtop=(size[0] // 2, round(size[1] * 0.16))))
