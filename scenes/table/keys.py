"""Keyboard zones for the real-time games: up to four people share one keyboard,
each with five keys (move left/right, act, second act, next target)."""
from __future__ import annotations

import warnings

import pygame

from game.language import N_, _
from game.storage.settings import ZONE_ACTIONS

#: the words on keys that have words (the letters, digits and signs stay as printed)
KEY_WORDS = {"left": N_("Left"), "right": N_("Right"), "up": N_("Up"), "down": N_("Down"),
             "space": N_("Space"), "return": N_("Enter"), "enter": N_("Enter"), "tab": N_("Tab"),
             "backspace": N_("Backspace"), "shift": N_("Shift"), "ctrl": N_("Ctrl"), "alt": N_("Alt"),
             "escape": N_("Esc"), "delete": N_("Delete"), "insert": N_("Insert"), "home": N_("Home"),
             "end": N_("End"), "page up": N_("Page Up"), "page down": N_("Page Down")}
#: a modifier's side ("right ctrl")
SIDES = {"left": N_("Left {key}"), "right": N_("Right {key}")}


def key_code(name: str) -> int | None:
    """The key a name stands for ("A" and "a" are one key), or None for no key."""
    try:
        with warnings.catch_warnings():  # settings are read before pygame starts
            warnings.simplefilter("ignore")
            return pygame.key.key_code(name)
    except (ValueError, pygame.error):
        return None


def key_label(name: str) -> str:
    """How a key is written on screen, in the player's language: 'A', 'Left',
    'Right Ctrl', 'Num 4' ('Links', 'Strg rechts', 'Num 4' in German)."""
    if name.startswith("[") and name.endswith("]"):
        return _("Num {key}").format(key=name[1:-1])
    low = name.lower()
    if low in KEY_WORDS:
        return _(KEY_WORDS[low])
    side, _space, rest = low.partition(" ")
    if side in SIDES and rest in KEY_WORDS:
        return _(SIDES[side]).format(key=_(KEY_WORDS[rest]))
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
