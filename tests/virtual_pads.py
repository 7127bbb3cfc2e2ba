"""Game pads for the tests, with no hardware: SDL's virtual joysticks, attached through
ctypes in the very SDL library pygame-ce loaded (its wheel ships one), as game
controllers. Pressing a virtual button makes SDL send the same controller events a
real pad does, under the dummy video driver too, so every test with pads runs on
every machine."""
from __future__ import annotations

import ctypes
import glob
import os

import pygame
import pytest

#: SDL_JOYSTICK_TYPE_GAMECONTROLLER: a virtual joystick with the standard mapping,
#: its buttons and axes in SDL's order (A B X Y Back Guide Start LeftStick RightStick
#: LeftShoulder RightShoulder Up Down Left Right ...; LeftX LeftY RightX RightY ...)
GAMECONTROLLER = 1
BUTTONS = {"a": 0, "b": 1, "x": 2, "y": 3, "back": 4, "guide": 5, "start": 6, "leftstick": 7, "rightstick": 8,
           "leftshoulder": 9, "rightshoulder": 10, "up": 11, "down": 12, "left": 13, "right": 14}
AXES, NBUTTONS = 6, 15


def sdl_library() -> str:
    """The file of the SDL library pygame-ce loaded (the same one: SDL keeps one list
    of joysticks per library)."""
    package = os.path.dirname(pygame.__file__)
    site = os.path.dirname(package)
    for pattern in (os.path.join(site, "pygame_ce.libs", "libSDL2-2*"), os.path.join(package, "libSDL2*"),
                    os.path.join(site, "pygame_ce.libs", "SDL2*.dll"), os.path.join(package, "SDL2*.dll"),
                    os.path.join(package, ".dylibs", "libSDL2*")):
        found = sorted(glob.glob(pattern))
        if found:
            return found[0]
    import ctypes.util

    return ctypes.util.find_library("SDL2") or "libSDL2-2.0.so.0"


_sdl = None


def sdl():
    global _sdl
    if _sdl is None:
        lib = ctypes.CDLL(sdl_library())
        lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int] * 4
        lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
        lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
        lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
        lib.SDL_JoystickOpen.restype = ctypes.c_void_p
        lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
        lib.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
        lib.SDL_JoystickInstanceID.restype = ctypes.c_int
        lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
        lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
        lib.SDL_NumJoysticks.restype = ctypes.c_int
        lib.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
        lib.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int
        lib.SDL_GetError.restype = ctypes.c_char_p
        _sdl = lib
    return _sdl


class VirtualPad:
    """One virtual pad: ``plug()`` attaches it (SDL then sends CONTROLLERDEVICEADDED),
    ``press``/``release``/``tap`` its buttons, ``stick`` its left stick, ``unplug()``."""

    def __init__(self):
        self.handle = None
        self.instance = None

    def plug(self) -> "VirtualPad":
        lib = sdl()
        index = lib.SDL_JoystickAttachVirtual(GAMECONTROLLER, AXES, NBUTTONS, 0)
        assert index >= 0, lib.SDL_GetError()
        # a handle of our own to set its state by (the app opens it as a controller)
        self.handle = lib.SDL_JoystickOpen(index)
        assert self.handle, lib.SDL_GetError()
        self.instance = lib.SDL_JoystickInstanceID(self.handle)
        for axis in (4, 5):  # the triggers rest at their lowest
            lib.SDL_JoystickSetVirtualAxis(self.handle, axis, -32768)
        return self

    def _device_index(self) -> int:
        lib = sdl()
        for index in range(lib.SDL_NumJoysticks()):
            if lib.SDL_JoystickGetDeviceInstanceID(index) == self.instance:
                return index
        raise AssertionError("the virtual pad is gone")

    def set(self, button: str, down: bool) -> None:
        sdl().SDL_JoystickSetVirtualButton(self.handle, BUTTONS[button], 1 if down else 0)

    def press(self, *buttons: str) -> None:
        for button in buttons:
            self.set(button, True)

    def release(self, *buttons: str) -> None:
        for button in buttons:
            self.set(button, False)

    def stick(self, x: float = 0.0, y: float = 0.0) -> None:
        lib = sdl()
        lib.SDL_JoystickSetVirtualAxis(self.handle, 0, int(max(-1, min(1, x)) * 32767))
        lib.SDL_JoystickSetVirtualAxis(self.handle, 1, int(max(-1, min(1, y)) * 32767))

    def unplug(self) -> None:
        if self.handle is None:
            return
        lib = sdl()
        index = self._device_index()
        lib.SDL_JoystickClose(self.handle)
        lib.SDL_JoystickDetachVirtual(index)
        self.handle = None


class PadSet:
    """The pads a test plugged in, all unplugged at its end."""

    def __init__(self):
        self.pads: list[VirtualPad] = []

    def plug(self, n: int = 1) -> list[VirtualPad]:
        from pygame._sdl2 import controller

        controller.init()  # (SDL attaches a pad only with its joysticks started)
        made = [VirtualPad().plug() for _ in range(n)]
        self.pads += made
        return made

    def unplug_all(self) -> None:
        for pad in self.pads:
            pad.unplug()
        self.pads.clear()


@pytest.fixture
def virtual_pads():
    """Plug virtual pads in (``virtual_pads.plug(2)``); all are unplugged afterwards.
    SDL's joysticks and controllers start afresh first: a worker process has opened and
    quit many Apps before (pygame.quit() among them), and a pad test met, now and then, a
    process whose joystick events no longer came (an App is one per process outside the
    tests, so this is the tests' own state, not the app's)."""
    from pygame._sdl2 import controller

    controller.quit()
    pygame.joystick.quit()
    pygame.joystick.init()
    controller.init()
    if pygame.display.get_init():
        pygame.event.clear()
    pads = PadSet()
    yield pads
    pads.unplug_all()
    pygame.event.pump()
    pygame.event.clear()
