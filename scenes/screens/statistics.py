"""Statistics: games played and won, and the best score (the way each game counts
it), per game and bot level."""
from __future__ import annotations

from game.language import N_, _
import pygame

from game.bots import LEVELS as BOT_LEVELS
from scenes.frame import fonts, footer, look
from scenes.catalog import load_all
from scenes.frame.menu import Button, Menu
from scenes.frame.page import Screen
from scenes.table.results import draw_grid

LEVEL_ORDER = ["people", *BOT_LEVELS]
#: rows of people's results on the page (the most recently seen)
SHOWN_PLAYERS = 14


class StatisticsPage(Screen):
    heading = N_("Statistics")

    #: show each person's own results (by name) instead of each game's against the bots
    by_player = False

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = 480
        row_h = max(34, round(46 * look.scale(size)))
        top = min(round(size[1] * 0.86), size[1] - footer.reserved(size) - row_h - 4)  # above a notice's line
        turn = Button(_("By game") if self.by_player else _("By player"), self.turn)
        self.menu = Menu(self, [[turn, Button(_("Back"), self.back)]], pygame.Rect((size[0] - w) // 2, top, w, 0),
                         row_height=row_h, on_back=self.back)

    def turn(self) -> None:
        """Between the games' table and the people's."""
        self.by_player = not self.by_player
        self.build()
        self.menu.focus_first()

    def file_shown(self):
        from game.storage import statistics

        return statistics.path(), N_("your statistics")

    def forget_file(self) -> None:
        from game.storage.statistics import Statistics

        self.app.stats = Statistics()  # the file was set aside: statistics start again

    def rows(self) -> list[list[str]]:
        catalog = load_all()
        out = []
        for gid, levels in sorted(self.app.stats.games.items()):
            title = catalog[gid].title if gid in catalog else gid
            for level in sorted(levels, key=lambda lv: LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else 99):
                row = levels[level]
                played, won = row["played"], row["won"]
                rate = f"{100 * won / played:.0f}%" if played else "-"
                best = "-" if row["best"] is None else best_words(row["best"], gid in catalog and catalog[gid].lower_is_better)
                if level == "people":  # a person always wins a game of people only: see By player
                    out.append([title, _("people only"), str(played), "-", "-", best])
                else:
                    out.append([title, _("{level} bots").format(level=_(LEVEL_WORDS.get(level, level))), str(played),
                                str(won), rate, best])
        return out

    def player_rows(self) -> list[list[str]]:
        """Each person's results by the name they played as, most recently seen first."""
        catalog = load_all()
        out = []
        for name, games in reversed(list(self.app.stats.players.items())):
            for gid, row in sorted(games.items()):
                entry = catalog.get(gid)
                played, won = row["played"], row["won"]
                rate = f"{100 * won / played:.0f}%" if played else "-"
                best = "-" if row["best"] is None else best_words(row["best"], bool(entry and entry.lower_is_better))
                out.append([name, entry.title if entry else gid, str(played), str(won), rate, best])
        return out[:SHOWN_PLAYERS]

    def notes(self) -> str:
        """Hints used per game and the games learned, in one line ("" when none)."""
        catalog = load_all()
        stats = self.app.stats
        title = {gid: e.title for gid, e in catalog.items()}
        parts = []
        if stats.hints:
            parts.append(_("Hints used: {counts}").format(
                counts=", ".join(f"{title.get(g, g)} {n}" for g, n in sorted(stats.hints.items()))))
        if stats.learned:
            parts.append(_("Learned: {games}").format(games=", ".join(title.get(g, g) for g in stats.learned)))
        return "  ·  ".join(parts)

    def draw(self, surface) -> None:
        super().draw(surface)
        rows = self.player_rows() if self.by_player else self.rows()
        if not rows:
            rows = [[_("No finished games yet"), "", "", "", "", ""]]
        header = [_("Player"), _("Game")] if self.by_player else [_("Game"), _("Against")]
        box = draw_grid(surface, [*header, _("Played"), _("Won"), _("Rate"), _("Best")], rows, top=0.16, bottom=0.78)
        size = surface.get_size()
        ts = look.text_size(size, 15)
        y = box.bottom + 8
        for line in fonts.wrap(_(BEST_NOTE), ts, int(size[0] * 0.8)):
            img = fonts.text(line, ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
            y += img.get_height()
        notes = self.notes()
        if notes:
            img = fonts.text(notes, ts, look.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(size[0] // 2, y + 4)))


#: what "Best" means, under the table
BEST_NOTE = N_("Best: your highest final score; in Heckin Hounds, where the lowest score of 0 or more wins, "
               "your lowest score that was not below 0.")
#: the bots' levels as a player reads them
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"), "expert": N_("expert")}


def best_words(best, lower_is_better: bool) -> str:
    """A best score with which way is best ("3 (lowest, 0 or more)", "41 (highest)")."""
    return (_("{best:g} (lowest, 0 or more)") if lower_is_better else _("{best:g} (highest)")).format(best=best)
