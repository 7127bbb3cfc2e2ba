"""The player's settings: what they are, their defaults, and how a bad value is
turned back into a default instead of a crash."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from scenes import storage
from scenes.paths import data_dir

VERSION = 1

ANIMATION_SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
CARD_SIZES = {"small": 0.85, "medium": 1.0, "large": 1.18}
ZONE_ACTIONS = ("left", "right", "act", "alt", "target")
ZONE_ACTION_LABELS = {"left": "move left", "right": "move right", "act": "play / keep",
                      "alt": "pick up / give", "target": "next target"}
DEFAULT_ZONES = {
    "1": {"left": "a", "right": "d", "act": "w", "alt": "s", "target": "q"},
    "2": {"left": "left", "right": "right", "act": "up", "alt": "down", "target": "right ctrl"},
    "3": {"left": "j", "right": "l", "act": "i", "alt": "k", "target": "u"},
    "4": {"left": "[4]", "right": "[6]", "act": "[8]", "alt": "[5]", "target": "[7]"},
}


def default_zones() -> dict:
    return {zone: dict(keys) for zone, keys in DEFAULT_ZONES.items()}


@dataclass
class Settings:
    volume: float = 0.7
    muted: bool = False
    animation: str = "normal"
    card_size: str = "medium"
    colourblind: bool = False
    fullscreen: bool = False
    window: list = field(default_factory=lambda: [1280, 720])
    zones: dict = field(default_factory=default_zones)
    hints_seen: list = field(default_factory=list)
    #: the last setup started per game id (players, names, kinds, zones, options): the
    #: setup screen opens with it; the setup screen checks each value before using it
    setups: dict = field(default_factory=dict)
    version: int = VERSION

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation]

    @property
    def card_scale(self) -> float:
        return CARD_SIZES[self.card_size]

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Settings":
        """Keep every good value, use the default for every bad one."""
        s = cls()
        v = data.get("volume")
        if isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1:
            s.volume = float(v)
        for name in ("muted", "colourblind", "fullscreen"):
            if isinstance(data.get(name), bool):
                setattr(s, name, data[name])
        if data.get("animation") in ANIMATION_SPEEDS:
            s.animation = data["animation"]
        if data.get("card_size") in CARD_SIZES:
            s.card_size = data["card_size"]
        w = data.get("window")
        if (isinstance(w, list) and len(w) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in w)
                and 640 <= w[0] <= 7680 and 480 <= w[1] <= 4320):
            s.window = list(w)
        zones = data.get("zones")
        if isinstance(zones, dict):
            for zone, keys in zones.items():
                if zone in s.zones and isinstance(keys, dict):
                    for action, key in keys.items():
                        if action in ZONE_ACTIONS and isinstance(key, str) and key:
                            s.zones[zone][action] = key
            if binding_conflicts(s.zones):
                s.zones = default_zones()
        hints = data.get("hints_seen")
        if isinstance(hints, list):
            s.hints_seen = [h for h in hints if isinstance(h, str)]
        setups = data.get("setups")
        if isinstance(setups, dict):
            s.setups = {gid: setup for gid, setup in setups.items() if isinstance(gid, str) and isinstance(setup, dict)}
        return s


def binding_conflicts(zones: dict) -> list[str]:
    """Every key bound twice, as messages ("'a' is bound to zone 1 move left and zone 3 play")."""
    seen: dict[str, str] = {}
    problems = []
    for zone in sorted(zones):
        for action in ZONE_ACTIONS:
            key = zones[zone].get(action)
            label = f"zone {zone} {ZONE_ACTION_LABELS[action]}"
            if key in seen:
                problems.append(f"'{key}' is already used by {seen[key]} (wanted by {label})")
            else:
                seen[key] = label
    return problems


def path():
    return data_dir() / "settings.json"


def load() -> tuple[Settings, str | None]:
    loaded = storage.read_json(path(), "your settings", version=VERSION)
    if loaded.data is None:
        return Settings(), loaded.problem
    return Settings.from_dict(loaded.data), None


def save(settings: Settings) -> None:
    storage.write_json(path(), settings.to_dict())
