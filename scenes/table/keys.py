"""Keyboard zones for the real-time games: up to four people share one keyboard,
each with five keys (move left/right, act, second act, next target)."""
from __future__ import annotations

import warnings

import pygame

from game.storage.settings import ZONE_ACTIONS


def key_code(name: str) -> int | None:
    """The key a name stands for ("A" and "a" are one key), or None for no key."""
    try:
        with warnings.catch_warnings():  # settings are read before pygame starts
            warnings.simplefilter("ignore")
            return pygame.key.key_code(name)
    except (ValueError, pygame.error):
        return None


def key_label(name: str) -> str:
    """How a key is written on screen: 'A', 'Left', 'Right Ctrl', 'Num 4'."""
    if name.startswith("[") and name.endswith("]"):
        return "Num " + name[1:-1]
    return " ".join(part.capitalize() if len(part) > 1 else part.upper() for part in name.split(" "))


class KeyZones:
    def __init__(self, zones: dict):
        self.zones = zones
        self.by_key: dict[int, tuple[str, str]] = {}
        for zone, keys in zones.items():
            for action in ZONE_ACTIONS:
                code = key_code(keys.get(action, ""))
                if code is not None and code not in self.by_key:
                    self.by_key[code] = (zone, action)

    def lookup(self, key: int) -> tuple[str, str] | None:
        """``(zone, action)`` for a pressed key, or None."""
        return self.by_key.get(key)

    def label(self, zone: str, action: str) -> str:
        return key_label(self.zones.get(zone, {}).get(action, "?"))

    def legend(self, zone: str, actions: dict[str, str]) -> str:
        """'A/D move  W play  S pick up' for the actions a game uses."""
        parts = []
        if "left" in actions and "right" in actions:
            parts.append(f"{self.label(zone, 'left')}/{self.label(zone, 'right')} {actions['left']}")
        for action in ("act", "alt", "target"):
            if action in actions:
                parts.append(f"{self.label(zone, action)} {actions[action]}")
        return "   ".join(parts)
