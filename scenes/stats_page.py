"""Statistics: games played and won, and best score, per game and bot level."""
from __future__ import annotations

import pygame

from scenes.catalog import load_all
from scenes.menu import Button, Menu
from scenes.options import Screen
from scenes.overlays import draw_grid

LEVEL_ORDER = ["people", "random", "easy", "normal", "hard"]


class StatisticsPage(Screen):
    heading = "Statistics"

    def build(self) -> None:
        self.new_ui()
        size = self.app.screen.get_size()
        w = 240
        self.menu = Menu(self, [[Button("Back", self.back)]],
                         pygame.Rect((size[0] - w) // 2, round(size[1] * 0.86), w, 0), on_back=self.back)

    def rows(self) -> list[list[str]]:
        catalog = load_all()
        out = []
        for gid, levels in sorted(self.app.stats.games.items()):
            title = catalog[gid].title if gid in catalog else gid
            for level in sorted(levels, key=lambda lv: LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else 99):
                row = levels[level]
                played, won = row["played"], row["won"]
                rate = f"{100 * won / played:.0f}%" if played else "-"
                best = "-" if row["best"] is None else f"{row['best']:g}"
                against = "people only" if level == "people" else f"{level} bots"
                out.append([title, against, str(played), str(won), rate, best])
        return out

    def notes(self) -> str:
        """Hints used per game and the games learned, in one line ("" when none)."""
        catalog = load_all()
        stats = self.app.stats
        title = {gid: e.title for gid, e in catalog.items()}
        parts = []
        if stats.hints:
            parts.append("Hints used: " + ", ".join(f"{title.get(g, g)} {n}" for g, n in sorted(stats.hints.items())))
        if stats.learned:
            parts.append("Learned: " + ", ".join(title.get(g, g) for g in stats.learned))
        return "  ·  ".join(parts)

    def draw(self, surface) -> None:
        super().draw(surface)
        rows = self.rows()
        if not rows:
            rows = [["No finished games yet", "", "", "", "", ""]]
        draw_grid(surface, ["Game", "Against", "Played", "Won", "Rate", "Best score"], rows, top=0.16, bottom=0.8)
        notes = self.notes()
        if notes:
            from scenes import fonts, look

            size = surface.get_size()
            img = fonts.text(notes, look.text_size(size, 16), look.INK_DIM)
            surface.blit(img, img.get_rect(midbottom=(size[0] // 2, round(size[1] * 0.845))))
