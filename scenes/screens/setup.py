"""Game setup: how many players, who is a person and who a bot (and how strong),
names, key zones for the real-time games, the variant options and an optional seed.
It opens with the setup the game was last started with (kept in the settings)."""
from __future__ import annotations

from game.language import N_, _
import random
from dataclasses import dataclass, field
from typing import Callable

import pygame

from game import new_game
from game.bots import levels_for, reaction_seconds
from game.engine import DEFAULT_NAMES
from scenes import lessons
from scenes.frame import fonts, footer, gui, look
from game.storage import saves
from scenes.frame.menu import Button, Choice, Label, Menu, TextField
from scenes.frame.stack import Scene



@dataclass
class KeysChoice(Choice):
    """A seat's key zone in a real-time game: shown and changed only for a person
    (a bot presses no keys)."""
    person: Callable[[], bool] = field(default=lambda: True)

    def text(self) -> str:
        return super().text() if self.person() else _("No keys (bot)")

    def every_text(self) -> list[str]:
        return super().every_text() + [_("No keys (bot)")]

    def step(self, delta: int) -> None:
        if self.person():
            super().step(delta)


@dataclass
class LevelChoice(Choice):
    """A bot's strength: shown and changed only for a bot (a person has none)."""
    bot: Callable[[], bool] = field(default=lambda: True)

    def text(self) -> str:
        return super().text() if self.bot() else "\u2014"

    def step(self, delta: int) -> None:
        if self.bot():
            super().step(delta)


#: the two kinds of seat, one click apart
WHO = [("person", N_("Person")), ("bot", N_("Bot"))]
#: a bot's levels, as a player reads them
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"), "expert": N_("expert")}


def levels_for_seat(game_id: str, room: int | None = None, size=(1280, 720)) -> list[tuple[str, str]]:
    """A bot seat's levels as its level choice says them ("hard, reacts in about 0.6 s",
    or "hard (0.6 s)" where that does not fit ``room`` pixels)."""
    levels = [k for k, _text in kinds_for(game_id) if k != "person"]
    out = [(k, level_words(game_id, k)) for k in levels]
    if room is not None and not all(gui.words_fit(text, room, size, small=True) for _k, text in out):
        out = [(k, level_words(game_id, k, short=True)) for k in levels]
    return out


def level_words(game_id: str, level: str, short: bool = False) -> str:
    """"hard" or, for a real-time game's bot, "hard, reacts in about 0.6 s" ("hard (0.6 s)")."""
    seconds = reaction_seconds(game_id, level)
    if seconds is None:
        return _(LEVEL_WORDS[level])
    if short:
        return _("{level} ({seconds:.1f} s)").format(level=_(LEVEL_WORDS[level]), seconds=seconds)
    return _("{level}, reacts in about {seconds:.1f} s").format(level=_(LEVEL_WORDS[level]), seconds=seconds)


def kinds_for(game_id: str) -> list[tuple[str, str]]:
    """The seat choices for a game: a person, or a bot of each level it has (with the
    reaction time of real-time bots: "Bot: hard, reacts in about 0.6 s")."""
    have = levels_for(game_id)
    out = [("person", _("Person"))]
    for level in ("easy", "normal", "hard", "expert"):
        if level in have:
            out.append((level, _("Bot: {level}").format(level=level_words(game_id, level))))
    return out


class Seating(Scene):
    kept = True
    def __init__(self, app, entry):
        super().__init__(app)
        self.entry = entry
        self.count = entry.default_players
        self.names = list(DEFAULT_NAMES)
        self.kinds = ["person"] + ["normal"] * (entry.max_players - 1)
        self.zones = [str(1 + i % 4) for i in range(entry.max_players)]
        self.options = {o.name: o.default for o in entry.options}
        self.seed = ""
        self.problem = ""
        self.menu: Menu | None = None
        self.recall(app.settings.setups.get(entry.id))
        #: each seat's bot level, kept while the seat is a person (a click back makes it that bot again)
        self.levels = [k if k != "person" else "normal" for k in self.kinds]

    def file_shown(self):
        from game.storage import settings

        return (settings.path(), N_("your settings")) if self.entry.id in self.app.settings.setups else None

    def forget_file(self) -> None:
        self.app.settings.setups.pop(self.entry.id, None)  # the other settings are kept

    # -- the last setup of this game -------------------------------------------------------
    def recall(self, last) -> None:
        """Start from the setup this game was last started with (kept in the settings);
        a value that does not fit this game any more keeps its default."""
        if not isinstance(last, dict):
            return
        e = self.entry
        count = last.get("players")
        if isinstance(count, int) and not isinstance(count, bool) and e.min_players <= count <= e.max_players:
            self.count = count
        kinds = {k for k, _text in kinds_for(e.id)}
        for key, into, fits in (("names", self.names, lambda v: isinstance(v, str) and 0 < len(v.strip()) <= 12),
                                ("kinds", self.kinds, lambda v: v in kinds),
                                ("zones", self.zones, lambda v: v in ("1", "2", "3", "4"))):
            values = last.get(key)
            if isinstance(values, list):
                for seat, value in enumerate(values[:len(into)]):
                    if fits(value):
                        into[seat] = value
        options = last.get("options")
        if isinstance(options, dict):
            for option in e.options:
                if option.name in options:
                    value = options[option.name]
                    if value in [v for v, _ in option.choices_for(self.count, self.names)]:
                        self.options[option.name] = value

    def remember(self) -> None:
        """Keep this setup for the next game of the same kind."""
        self.app.settings.setups[self.entry.id] = {
            "players": self.count, "names": list(self.names), "kinds": list(self.kinds),
            "zones": list(self.zones), "options": dict(self.options)}
        self.app.save_settings()

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = max(560, min(900, int(size[0] * 0.72)))
        x = (size[0] - w) // 2
        e = self.entry
        rows = []
        if e.min_players != e.max_players:
            rows.append([Choice(_("Players"), [(n, str(n)) for n in range(e.min_players, e.max_players + 1)],
                                lambda: self.count, self.set_count)])
        self.first_seat_row = len(rows)
        for seat in range(e.max_players):
            # person or bot is one click (or Left/Right); a bot's level is a choice of its
            # own (a real-time bot's says its reaction time: it gets the room for it)
            name_w, who_w, level_w = (0.9, 0.6, 1.3) if e.real_time else (1.2, 0.6, 0.8)
            row = [TextField(_("Seat {number}").format(number=seat + 1), lambda s=seat: self.names[s], lambda v, s=seat: self.set_name(s, v),
                             width=name_w, max_length=12),
                   Choice("", [(kind, _(words)) for kind, words in WHO], lambda s=seat: "person" if self.kinds[s] == "person" else "bot",
                          lambda v, s=seat: self.set_kind(s, "person" if v == "person" else self.levels[s]),
                          width=who_w),
                   LevelChoice("", levels_for_seat(e.id, self.room(w, level_w, e.real_time), size), lambda s=seat: self.levels[s],
                               lambda v, s=seat: self.set_kind(s, v), width=level_w,
                               bot=lambda s=seat: self.kinds[s] != "person")]
            if e.real_time:
                keys = _("Keys") if all(gui.words_fit(_("{setting}: {value}").format(setting=_("Keys"), value=_("zone {zone}").format(zone=z)),
                                                      self.room(w, 0.7, True), size, small=True) for z in range(1, 5)) else ""
                row.append(KeysChoice(keys, [(str(z), _("zone {zone}").format(zone=z)) for z in range(1, 5)],
                                      lambda s=seat: self.zones[s], lambda v, s=seat: self.set_zone(s, v), width=0.7,
                                      person=lambda s=seat: self.kinds[s] == "person"))
            rows.append(row)
        self.option_choices = []
        for option in e.options:
            choice = Choice(_(option.label), option.choices_for(self.count, self.names),
                            lambda o=option: self.options[o.name],
                            lambda v, o=option: self.options.__setitem__(o.name, v))
            self.option_choices.append((option, choice))
            rows.append([choice])
        rows.append([TextField(_("Seed"), lambda: self.seed, self.set_seed, max_length=9, allowed="digits"),
                     Label(_("(empty: a new deal every time)"), object_id="@hint")])
        last = [Button(_("Back"), self.back)]
        if lessons.has_lesson(e.id):
            last.append(Button(_("Learn {game}").format(game=e.title), lambda: lessons.open_lesson(self.app, e.id)))
        last.append(Button(_("Start {game}").format(game=e.title), self.start))
        rows.append(last)
        top = round(size[1] * 0.16)
        n = len(rows)
        room = size[1] - top - footer.reserved(size) - 8  # down to the line kept for notices
        row_h = max(30, min(round(46 * look.scale(size)), room // n - 6))
        self.menu = Menu(self, rows, pygame.Rect(x, top, w, 0), row_height=row_h, gap=6, on_back=self.back)
        self.show_seats()
        self.menu.focus_last()

    def room(self, w: int, share: float, real_time: bool) -> int:
        """How wide a seat row's widget of this ``share`` is (as the menu shares the row out)."""
        shares = (0.9, 0.6, 1.3, 0.7) if real_time else (1.2, 0.6, 0.8)
        return round((w - 6 * (len(shares) - 1)) * share / sum(shares))

    def reopen(self) -> None:
        self.problem = ""
        self.show_seats()
        self.menu.focus_last()

    def show_seats(self) -> None:
        """Show as many seat rows as there are players (the rest stay built, hidden)."""
        first = self.first_seat_row
        self.menu.hide_rows({first + s for s in range(self.count, self.entry.max_players)})
        for option, choice in self.option_choices:
            choice.options = option.choices_for(self.count, self.names)
        self.menu.refresh()

    # -- changes -------------------------------------------------------------------
    def set_count(self, n: int) -> None:
        self.count = n
        for option in self.entry.options:  # a chosen seat that left the table falls back to random
            if option.seat and self.options.get(option.name) is not None and self.options[option.name] >= n:
                self.options[option.name] = None
        self.show_seats()

    def set_name(self, seat: int, value: str) -> None:
        self.names[seat] = value

    def set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        if kind != "person":
            self.levels[seat] = kind
        self.problem = ""
        if getattr(self, "menu", None) is not None:
            self.menu.refresh()  # the seat's level shows for a bot only, its keys for a person only

    def set_zone(self, seat: int, zone: str) -> None:
        self.zones[seat] = zone
        self.problem = ""

    def set_seed(self, value: str) -> None:
        self.seed = value

    def back(self) -> None:
        self.app.stack.pop()

    # -- starting ----------------------------------------------------------------------
    def seats(self) -> list[saves.Seat]:
        out = []
        for s in range(self.count):
            human = self.kinds[s] == "person"
            out.append(saves.Seat(self.names[s].strip(), human, "normal" if human else self.kinds[s],
                                  self.zones[s] if (human and self.entry.real_time) else None))
        return out

    def check(self, seats: list[saves.Seat]) -> str:
        names = [s.name for s in seats]
        if any(not n for n in names):
            return _("Every seat needs a name.")
        if len(set(n.lower() for n in names)) != len(names):
            return _("Two seats have the same name.")
        if self.entry.real_time:
            zones = [s.zone for s in seats if s.human]
            if len(zones) > 4:
                return _("At most four people can share one keyboard.")
            if len(set(zones)) != len(zones):
                return _("Two people have the same key zone: give each person their own.")
        return ""

    def start(self) -> None:
        seats = self.seats()
        self.problem = self.check(seats)
        if self.problem:
            self.app.audio.play("error")
            return
        seed = int(self.seed) if self.seed.strip().isdigit() else random.randrange(1, 1_000_000)
        options = {k: v for k, v in self.options.items() if v is not None}
        try:
            game = new_game(self.entry.id, players=[s.name for s in seats], seed=seed, options=options)
        except ValueError as exc:
            self.problem = str(exc)
            return
        self.remember()
        table = self.entry.table(self.app, game, seats)
        self.app.open_over_title(table)

    # -- frame -------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if getattr(event, "pad", None) is not None and event.type == pygame.KEYDOWN \
                and event.pad_action == "act" and self.pad_joins(event.pad):
            return True
        return self.menu.handle(event) if self.menu else False

    def pad_joins(self, number: int) -> bool:
        """A pad's first A here takes the first person's seat without a pad ("Pad 2 plays
        as Bo", said); a pad with a seat, or with none left, presses as A does."""
        pads = self.app.pads
        people = [s for s in range(self.count) if self.kinds[s] == "person"]
        if pads.seat_of.get(number) in people:
            return False
        held = {s for n, s in pads.seat_of.items() if pads.by_number(n) is not None}
        free = next((s for s in people if s not in held), None)
        if free is None:
            return False
        pads.join(number, free)
        name = self.names[free].strip() or _("seat {number}").format(number=free + 1)
        self.app.notices.append(_("Pad {number} plays as {name}").format(number=number, name=name))
        self.app.audio.play("tick")
        return True

    def draw(self, surface) -> None:
        surface.fill(look.FELT_DARK)
        size = surface.get_size()
        img = fonts.text(_("New game of {game}").format(game=self.entry.title), look.text_size(size, 36), look.GOLD, bold=True)
        surface.blit(img, img.get_rect(midtop=(size[0] // 2, round(size[1] * 0.03))))
        blurb = fonts.text(_(self.entry.blurb), look.text_size(size, 16), look.INK_DIM)
        surface.blit(blurb, blurb.get_rect(midtop=(size[0] // 2, round(size[1] * 0.03) + img.get_height() + 4)))
        text = self.problem or _("↑↓ move   ←→ change   Tab next field   Enter select/type   Esc back")
        footer.draw(surface, text, look.DANGER if self.problem else look.INK_DIM, bold=bool(self.problem))

    def footer_height(self, size) -> int:
        return footer.band(size)

    def draw_front(self, surface) -> None:
        if self.menu:
            self.menu.draw_focus(surface)
