"""The player's settings: what they are, their defaults, and how a bad value is
turned back into a default instead of a crash."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Annotated, Literal

import msgspec

from game.language import CHOICES as LANGUAGES
from game.language import N_
from game.storage import disk
from game.storage.location import data_dir

VERSION = 1

ANIMATION_SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
#: how long a finished trick or shift stays on the table, in seconds (None: until a click)
TRICK_HOLDS = {"short": 1.0, "normal": 2.0, "long": 4.0, "until a click": None}
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

#: a game pad's actions besides moving (the d-pad and the left stick move), and the
#: buttons they may be bound to (SDL's standard names); one button per action
PAD_ACTIONS = ("act", "alt", "target", "hint", "undo", "menu")
PAD_ACTION_LABELS = {"act": "play / choose / press", "alt": "pick up / give / back", "target": "next target",
                     "hint": "hint", "undo": "take back", "menu": "pause menu"}
PAD_BUTTONS = ("a", "b", "x", "y", "back", "start", "leftshoulder", "rightshoulder", "leftstick", "rightstick")
DEFAULT_PAD = {"act": "a", "alt": "b", "target": "y", "hint": "x", "undo": "back", "menu": "start"}
PAD_NUMBERS = ("1", "2", "3", "4")


def default_pads() -> dict:
    return {number: dict(DEFAULT_PAD) for number in PAD_NUMBERS}


def default_zones() -> dict:
    return {zone: dict(keys) for zone, keys in DEFAULT_ZONES.items()}


@dataclass
class Settings:
    volume: float = 0.7
    muted: bool = False
    animation: str = "normal"
    card_size: str = "medium"
    trick_hold: str = "normal"
    colourblind: bool = False
    fullscreen: bool = False
    #: "system" (the language the environment asks for) or a language's code
    language: str = "system"
    window: list = field(default_factory=lambda: [1280, 720])
    zones: dict = field(default_factory=default_zones)
    #: each pad's buttons (pad number -> action -> button)
    pads: dict = field(default_factory=default_pads)
    hints_seen: list = field(default_factory=list)
    #: the last setup started per game id (players, names, kinds, zones, options): the
    #: setup screen opens with it; the setup screen checks each value before using it
    setups: dict = field(default_factory=dict)
    #: the Join form's last address and name (the online screen checks them before use)
    online: dict = field(default_factory=dict)
    version: int = VERSION

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation]

    @property
    def trick_seconds(self) -> float | None:
        return TRICK_HOLDS[self.trick_hold]

    @property
    def card_scale(self) -> float:
        return CARD_SIZES[self.card_size]

    def to_dict(self) -> dict:
        return asdict(self)


Volume = Annotated[float, msgspec.Meta(ge=0, le=1)]
#: a value of a remembered setup (a player count, a name, a seat's kind, an option):
#: seating.py checks each one before it uses it; numbers are bounded here
_Small = Annotated[int, msgspec.Meta(ge=-10 ** 9, le=10 ** 9)] | Annotated[float, msgspec.Meta(ge=-1e9, le=1e9)]
_SetupScalar = Annotated[str, msgspec.Meta(max_length=100)] | _Small | bool | None
SetupValue = (_SetupScalar | Annotated[list[_SetupScalar], msgspec.Meta(max_length=16)]
              | Annotated[dict[Annotated[str, msgspec.Meta(max_length=40)], _SetupScalar], msgspec.Meta(max_length=16)])
Key = Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
#: the schema of each setting: a value that does not match is reset on its own
FIELDS = {
    "volume": Volume,
    "muted": bool,
    "colourblind": bool,
    "fullscreen": bool,
    "animation": Literal[tuple(ANIMATION_SPEEDS)],
    "language": Literal[LANGUAGES],
    "card_size": Literal[tuple(CARD_SIZES)],
    "trick_hold": Literal[tuple(TRICK_HOLDS)],
    "window": tuple[Annotated[int, msgspec.Meta(ge=640, le=7680)], Annotated[int, msgspec.Meta(ge=480, le=4320)]],
    "zones": dict[Literal[tuple(DEFAULT_ZONES)], dict[Literal[ZONE_ACTIONS], Key]],
    "pads": dict[Literal[PAD_NUMBERS], dict[Literal[PAD_ACTIONS], Literal[PAD_BUTTONS]]],
    "hints_seen": Annotated[list[Annotated[str, msgspec.Meta(max_length=40)]], msgspec.Meta(max_length=64)],
    #: the last setup of each game (seating.py checks each value before it uses it)
    "setups": Annotated[dict[Annotated[str, msgspec.Meta(max_length=40)],
                             Annotated[dict[Annotated[str, msgspec.Meta(max_length=40)], SetupValue],
                                       msgspec.Meta(max_length=16)]],
                        msgspec.Meta(max_length=16)],
    "online": dict[Literal["address", "name"], Annotated[str, msgspec.Meta(max_length=80)]],
}
#: what the file is as a whole: a table of settings, each checked on its own
FILE = dict[str, msgspec.Raw]
#: no settings file is near this (about 1 kB); a bigger one is not read
LIMIT = 256 * 1024


def any_key(name: str) -> str | None:
    """A key's identity where no keyboard table is at hand (the server, tools): its name,
    with "A" and "a" one key. The app reads names with its keyboard's table instead."""
    return name.strip().lower() or None


def from_fields(fields: dict, key_code=any_key) -> tuple[Settings, list[str]]:
    """Settings from each field's JSON text: a good value is kept, a bad one is reset
    to its default and named in the list of problems."""
    s = Settings()
    problems = []
    for name, schema in FIELDS.items():
        if name not in fields:
            continue
        try:
            value = disk.clean(msgspec.json.decode(fields[name], type=schema))
        except (msgspec.MsgspecError, RecursionError) as exc:
            why = disk.plain(exc) if isinstance(exc, msgspec.MsgspecError) else "it is nested too deep"
            default = getattr(s, name)
            shown = "the default" if isinstance(default, (dict, list)) else repr(default)
            why = (why.replace("the file should hold", "it should be").replace("a value should", "it should")
                   .replace("the file has", "it has").replace("of the file", f"of {name}"))
            problems.append(f"{name} was reset to {shown} ({why})")
            continue
        if name == "zones":
            value, zone_problems = checked_zones(value, key_code)
            problems += zone_problems
        elif name == "pads":
            value, pad_problems = checked_pads(value)
            problems += pad_problems
        elif name == "window":
            value = list(value)
        elif name == "hints_seen":
            value = list(dict.fromkeys(value))
        setattr(s, name, value)
    return s, problems


def checked_zones(found: dict, key_code=any_key) -> tuple[dict, list[str]]:
    """The key zones from the file over the defaults. A name that is no key (by
    ``key_code``, which gives a key's identity or None) is reset to its default; a key
    bound twice keeps its first binding (zone 1 first) and the later one alone goes
    back to its default - every other key stays as the player set it. Only when that
    default is itself taken is the other key reset too."""
    zones = default_zones()
    problems = []
    for zone, keys in found.items():
        for action, key in keys.items():
            if key_code(key) is None:
                default = DEFAULT_ZONES[zone][action]
                problems.append(f"zone {zone} {ZONE_ACTION_LABELS[action]} was {key!r}, which is not a key; "
                                f"it is back to {default!r}")
            else:
                zones[zone][action] = key
    for _ in range(len(DEFAULT_ZONES) * len(ZONE_ACTIONS) + 1):  # each round resets one binding for good
        clash = _first_clash(zones, key_code)
        if clash is None:
            return zones, problems
        (zone, action), first = clash
        key, default = zones[zone][action], DEFAULT_ZONES[zone][action]
        label = f"zone {zone} {ZONE_ACTION_LABELS[action]}"
        if key == default:  # the default of this one was taken: the other one goes back
            (zone, action), first = first, (zone, action)
            key, default = zones[zone][action], DEFAULT_ZONES[zone][action]
            label, first_label = f"zone {zone} {ZONE_ACTION_LABELS[action]}", label
        else:
            first_label = f"zone {first[0]} {ZONE_ACTION_LABELS[first[1]]}"
        problems.append(f"{label} was {key!r}, which {first_label} uses too; it is back to {default!r}")
        zones[zone][action] = default
    problems.append("the key zones were reset to the defaults because keys were bound twice")
    return default_zones(), problems


def checked_pads(found: dict) -> tuple[dict, list[str]]:
    """Each pad's buttons from the file over the defaults; a pad with a button bound to
    two actions goes back to the defaults whole (and is named)."""
    pads = default_pads()
    problems = []
    for number, bound in sorted(found.items()):
        trial = dict(DEFAULT_PAD)
        trial.update(bound)
        if pad_conflicts(trial):
            problems.append(f"pad {number}'s buttons were reset to the defaults ({pad_conflicts(trial)[0]})")
            continue
        pads[number] = trial
    return pads, problems


def pad_conflicts(bound: dict) -> list[str]:
    """Every button of one pad bound to two actions, as messages."""
    seen: dict = {}
    problems = []
    for action in PAD_ACTIONS:
        button = bound.get(action)
        if button in seen:
            problems.append(f"{button!r} is already used by {PAD_ACTION_LABELS[seen[button]]} "
                            f"(wanted by {PAD_ACTION_LABELS[action]})")
        else:
            seen[button] = action
    return problems


def _first_clash(zones: dict, key_code=any_key):
    """The first binding (zone 1 first) whose key an earlier one already uses, with
    that earlier one: ``((zone, action), (zone, action))``, or None."""
    seen: dict = {}
    for zone in sorted(zones):
        for action in ZONE_ACTIONS:
            key = zones[zone].get(action)
            if key is None:
                continue
            same = key_code(key) or key.lower()
            if same in seen:
                return (zone, action), seen[same]
            seen[same] = (zone, action)
    return None


def binding_conflicts(zones: dict, key_code=any_key) -> list[str]:
    """Every key bound twice, as messages ("'a' is bound to zone 1 move left and zone 3 play")."""
    seen: dict = {}
    problems = []
    for zone in sorted(zones):
        for action in ZONE_ACTIONS:
            key = zones[zone].get(action)
            if key is None:
                continue
            same = key_code(key) or key.lower()  # "A" and "a" are one key
            label = f"zone {zone} {ZONE_ACTION_LABELS[action]}"
            if same in seen:
                problems.append(f"'{key}' is already used by {seen[same]} (wanted by {label})")
            else:
                seen[same] = label
    return problems


def path():
    return data_dir() / "settings.json"


def load(key_code=any_key) -> tuple[Settings, str | None]:
    """The settings, and a message when some or all of the file could not be used
    (the file is then kept aside as it was, and rewritten with the good values)."""
    loaded = disk.read(path(), N_("your settings"), FILE, LIMIT, version=VERSION, check=_version)
    if loaded.data is None:
        return Settings(), (N_("{problem} Default settings are used.").format(problem=loaded.problem)
                            if loaded.problem else None)
    settings, problems = from_fields(loaded.data, key_code)
    if not problems:
        return settings, None
    where = disk.keep_aside(path())
    return settings, (f"Some of your settings ({path().name}) could not be used: {'; '.join(problems)}. "
                      f"The file {where.removeprefix('it ')}; the other settings are kept.")


def _version(fields: dict) -> None:
    if "version" not in fields:
        return
    try:
        found = msgspec.json.decode(fields["version"], type=disk.Version)
    except msgspec.MsgspecError:
        raise disk.Refused("its version is not a number Kennel writes") from None
    if found > VERSION:
        raise disk.Refused(f"it was written by a newer Kennel (version {found}, this one reads {VERSION})")


def save(settings: Settings) -> bool:
    """Write the settings (False: saving is off); ``OSError`` when it fails."""
    return disk.write_json(path(), settings.to_dict())
