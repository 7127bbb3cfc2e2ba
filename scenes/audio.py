"""Short sounds with a volume and mute; silent when there is no sound device or a
sound file is missing."""
from __future__ import annotations

import pygame

from scenes.paths import asset

NAMES = ("deal", "play", "win", "shout", "tick", "error")


class Audio:
    def __init__(self, settings):
        self.settings = settings
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.problem: str | None = None
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
