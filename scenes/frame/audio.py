"""Short sounds with a volume and mute; silent when there is no sound device or a
sound file is missing."""
from __future__ import annotations

import os
import sys

import pygame

from scenes.frame.assets import asset

NAMES = ("deal", "play", "win", "shout", "tick", "error")


def no_sound_card() -> bool:
    """Linux with no sound device and no sound server: opening ALSA would only print
    its complaints to the terminal, so the mixer is opened on SDL's dummy driver."""
    if not sys.platform.startswith("linux") or "SDL_AUDIODRIVER" in os.environ:
        return False
    if os.path.exists("/dev/snd") or "PULSE_SERVER" in os.environ:
        return False
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    return not (runtime and any(os.path.exists(os.path.join(runtime, name)) for name in ("pulse/native", "pipewire-0")))


class Audio:
    def __init__(self, settings):
        self.settings = settings
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.problem: str | None = None
        if no_sound_card():
            os.environ["SDL_AUDIODRIVER"] = "dummy"
            self.problem = "No sound card: playing silently"
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except pygame.error as exc:
            self.problem = f"No sound: {exc}"
            return
        for name in NAMES:
            try:
                self.sounds[name] = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            except (pygame.error, FileNotFoundError, OSError):
                self.problem = f"Sound {name}.wav is missing; playing without it"

    @property
    def enabled(self) -> bool:
        return bool(self.sounds)

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is None or self.settings.muted or self.settings.volume <= 0:
            return
        try:
            sound.set_volume(self.settings.volume)
            sound.play()
        except pygame.error:
            pass
