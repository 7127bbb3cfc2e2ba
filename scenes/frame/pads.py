"""Game pads (controllers) through SDL's game-controller support: any pad SDL has a
standard mapping for, plugged in before the start or during play. A pad's press is
turned into the key press the keyboard would make for it (the d-pad and the left
stick are the arrows, A is Enter, B is Esc...), marked with the pad's number and the
action it stands for, and handed on where the queue had it: every screen that works
with keys works with a pad, and a table can tell whose pad it was.

Pads are numbered from 1 in the order they were plugged in (a number freed by an
unplugged pad is given to the next pad); each person at a table joins a seat with
their pad (``seat_of``), and a seat whose pad was unplugged is remembered in ``lost``
until a pad takes it again."""
from __future__ import annotations

import pygame

from game.storage.settings import DEFAULT_PAD, PAD_ACTIONS, PAD_BUTTONS

try:
    from pygame._sdl2 import controller as sdl_controller
except ImportError:  # a pygame without SDL's controllers: no pads, the keyboard works
    sdl_controller = None

#: what each button is called (the names saved in the settings)
BUTTONS = {getattr(pygame, f"CONTROLLER_BUTTON_{name.upper()}"): name for name in PAD_BUTTONS}
DPAD = {pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
        pygame.CONTROLLER_BUTTON_DPAD_UP: "up", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down"}
#: how a button is written on screen
BUTTON_LABELS = {"a": "A", "b": "B", "x": "X", "y": "Y", "back": "Back", "start": "Start",
                 "leftshoulder": "Left shoulder", "rightshoulder": "Right shoulder",
                 "leftstick": "Left stick press", "rightstick": "Right stick press",
                 "left": "D-pad left", "right": "D-pad right", "up": "D-pad up", "down": "D-pad down"}
#: the buttons that are a next target too while nothing else is bound to them
SPARE_TARGETS = ("leftshoulder", "rightshoulder")
#: the key the keyboard would press for each of a pad's actions (and its modifier)
KEY_FOR = {"left": (pygame.K_LEFT, 0), "right": (pygame.K_RIGHT, 0), "up": (pygame.K_UP, 0),
           "down": (pygame.K_DOWN, 0), "act": (pygame.K_RETURN, 0), "alt": (pygame.K_ESCAPE, 0),
           "target": (pygame.K_TAB, 0), "hint": (pygame.K_h, 0), "undo": (pygame.K_z, pygame.KMOD_CTRL),
           "menu": (pygame.K_ESCAPE, 0)}
#: the left stick past this share of its reach is a direction held; back under RELEASE, let go
PUSH, RELEASE = 0.5, 0.3
#: the colour of each pad's number (the light many pads show), then round again
COLOURS = [(86, 156, 255), (238, 86, 86), (92, 196, 110), (240, 200, 70), (190, 120, 230), (70, 200, 210)]
EVENTS = (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERBUTTONDOWN,
          pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION)


def colour(number: int) -> tuple[int, int, int]:
    return COLOURS[(number - 1) % len(COLOURS)]


def button_label(name: str) -> str:
    return BUTTON_LABELS.get(name, name)


def key_event(kind: int, pad: int, action: str) -> pygame.event.Event:
    """The key press (or release) a pad's action stands for, marked with the pad."""
    key, mod = KEY_FOR[action]
    return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0, pad=pad, pad_action=action)


def from_pad(event) -> int | None:
    """The number of the pad a key event came from, or None for the keyboard."""
    return getattr(event, "pad", None)


class Pad:
    def __init__(self, number: int, device, instance: int, name: str):
        self.number = number
        self.device = device
        self.instance = instance
        self.name = name
        #: the stick's direction held on each axis (None: at rest)
        self.stick: dict[int, str | None] = {0: None, 1: None}
        #: the buttons held down, by name (for the key test)
        self.held: list[str] = []


class Pads:
    """Every pad plugged in, their presses made into key presses, and who sits where."""

    def __init__(self, settings):
        self.settings = settings
        self.pads: dict[int, Pad] = {}  # by SDL's instance id
        #: pad number -> the seat it plays at the table; seat -> the pad number it lost
        self.seat_of: dict[int, int] = {}
        self.lost: dict[int, int] = {}
        #: what happened to pads lately, in words, for the screen ("Pad 1 connected")
        self.said: list[str] = []
        #: bumped whenever a pad comes or goes (screens showing pads draw again)
        self.changes = 0
        #: the last direction or button pressed per pad, and how long it has been held
        self._repeat: dict[int, list] = {}
        #: a raw button press is wanted (Settings -> Controllers rebinding): it goes there
        self.catch = None
        self.working = False
        if sdl_controller is None:
            return
        try:
            pygame.joystick.init()  # (pads come and go as joystick events: started here, whatever
            sdl_controller.init()   # quit them earlier in this process)
            self.working = True
        except pygame.error:
            return
        for index in range(sdl_controller.get_count()):  # plugged in before the start
            self.open(index)

    # -- which pads there are ---------------------------------------------------
    def numbers(self) -> list[int]:
        return sorted(p.number for p in self.pads.values())

    def by_number(self, number: int) -> Pad | None:
        return next((p for p in self.pads.values() if p.number == number), None)

    def open(self, index: int, quiet: bool = False) -> Pad | None:
        try:
            if not sdl_controller.is_controller(index):
                return None
            device = sdl_controller.Controller(index)
            instance = device.as_joystick().get_instance_id()
        except (pygame.error, ValueError):
            return None
        if instance in self.pads:
            return self.pads[instance]
        taken = {p.number for p in self.pads.values()}
        number = next(n for n in range(1, len(taken) + 2) if n not in taken)
        pad = self.pads[instance] = Pad(number, device, instance, device.name or "a pad")
        self.changes += 1
        if not quiet:
            self.tell(f"Pad {number} connected")
        return pad

    def close(self, instance: int) -> None:
        pad = self.pads.pop(instance, None)
        if pad is None:
            return
        self._repeat.pop(pad.number, None)
        self.changes += 1
        seat = self.seat_of.pop(pad.number, None)
        if seat is not None:
            self.lost[seat] = pad.number
        self.tell(f"Pad {pad.number} disconnected")
        try:
            pad.device.quit()
        except pygame.error:
            pass

    def tell(self, words: str) -> None:
        self.said.append(words)

    # -- seats ------------------------------------------------------------------
    def join(self, number: int, seat: int) -> None:
        for other, taken in list(self.seat_of.items()):
            if taken == seat:
                del self.seat_of[other]
        self.seat_of[number] = seat
        self.lost.pop(seat, None)
        self.changes += 1

    def pad_of(self, seat: int) -> int | None:
        return next((n for n, s in self.seat_of.items() if s == seat), None)

    def forget_seats(self) -> None:
        self.seat_of.clear()
        self.lost.clear()
        self.changes += 1

    # -- bindings ---------------------------------------------------------------
    def binding(self, number: int) -> dict:
        """This pad's buttons: action -> button name (pads past the fourth use the defaults)."""
        return self.settings.pads.get(str(number), DEFAULT_PAD)

    def action_of(self, number: int, button: str) -> str | None:
        bound = self.binding(number)
        for action in PAD_ACTIONS:
            if bound.get(action) == button:
                return action
        if button in SPARE_TARGETS:
            return "target"
        return None

    # -- events -----------------------------------------------------------------
    def translate(self, event) -> list:
        """The key presses a controller event stands for (none for most)."""
        if not self.working:
            return []
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self.open(event.device_index)
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            self.close(event.instance_id)
            return []
        pad = self.pads.get(getattr(event, "instance_id", None))
        if pad is None:
            return []
        if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            down = event.type == pygame.CONTROLLERBUTTONDOWN
            name = DPAD.get(event.button) or BUTTONS.get(event.button)
            if name is None:
                return []
            held = name in pad.held
            if down and not held:
                pad.held.append(name)
            elif not down and held:
                pad.held.remove(name)
            if self.catch is not None and down:
                self.catch(pad.number, name)
                return []
            action = DPAD.get(event.button) or self.action_of(pad.number, name)
            return [] if action is None else [self.made(pad, action, down)]
        if event.type == pygame.CONTROLLERAXISMOTION and event.axis in (0, 1):
            value = event.value / 32767
            was = pad.stick[event.axis]
            now = was
            if abs(value) >= PUSH:
                now = ("left" if value < 0 else "right") if event.axis == 0 else ("up" if value < 0 else "down")
            elif abs(value) <= RELEASE:
                now = None
            if now == was:
                return []
            pad.stick[event.axis] = now
            out = []
            if was is not None:
                out.append(self.made(pad, was, False))
            if now is not None:
                out.append(self.made(pad, now, True))
            return out
        return []

    def made(self, pad: Pad, action: str, down: bool) -> pygame.event.Event:
        if down:
            self._repeat[pad.number] = [action, 0.0, 0.0]
        elif self._repeat.get(pad.number, [None])[0] == action:
            del self._repeat[pad.number]
        return key_event(pygame.KEYDOWN if down else pygame.KEYUP, pad.number, action)

    def repeats(self, dt: float) -> list:
        """Held directions and buttons press again as held keys do (pygame's key repeat:
        none unless it is turned on)."""
        delay, interval = pygame.key.get_repeat()
        if not delay or not self._repeat:
            return []
        out = []
        for number, held in list(self._repeat.items()):
            action, age, last = held
            held[1] = age = age + dt * 1000
            if age < delay:
                continue
            due = int((age - delay) // max(1, interval)) + 1
            while held[2] < due:
                held[2] += 1
                out.append(key_event(pygame.KEYDOWN, number, action))
        return out
