"""The round summary: where every bone went (ante, pot, the diamond bone), with the
story of the round on a panel of its own."""
from __future__ import annotations

import pygame

from scenes.frame import fonts, look
from scenes.frame.dialogs import Overlay, panel
from scenes.table.results import Summary, draw_grid

HOW_WORDS = {"lead": "by leading their last card", "respond": "by answering with their last card",
             "dogpile": "with a dogpile"}


def rows_and_note(names: list[str], win: dict | None, scored: dict, over: bool) -> tuple[list[list[str]], str]:
    n = len(names)
    win = win or {}
    winner = win.get("seat")
    holder = win.get("diamond_bone")
    diamonds = win.get("diamonds") or [0] * n
    rows = []
    for seat in range(n):
        pot = f"+{win['pot']}" if seat == winner else ""
        bone = ""
        if holder is not None and holder != winner:
            bone = "+1" if seat == holder else ("-1" if seat == winner else "")
        rows.append([names[seat], str(diamonds[seat]), "-1", pot, bone, f"{scored['change'][seat]:+d}",
                     str(scored["bones"][seat])])
    note = ""
    if winner is not None:
        note = f"{names[winner]} went out first {HOW_WORDS.get(win.get('how'), '')} and took the pot of {win['pot']}. "
        if holder is None:
            note += "The most diamonds is a tie: no bone is handed on."
        elif holder == winner:
            note += f"{names[winner]} also holds the most diamonds, so keeps every bone."
        else:
            note += f"{names[holder]} holds the most diamonds ({diamonds[holder]}) and gets one bone from {names[winner]}."
    if over:
        broke = [names[s] for s in range(n) if scored["bones"][s] <= 0]
        who = " and ".join(broke) if broke else "Somebody"
        note += f" {who} {'has' if len(broke) <= 1 else 'have'} no bones left: the game is over."
    return rows, note


HEADER = ["Player", "Diamonds", "Ante", "Pot", "Most ♦", "Round", "Bones"]


class RoundSummary(Summary):
    def draw(self, surface) -> None:
        Overlay.draw(self, surface)
        box = draw_grid(surface, self.header, self.rows, top=0.2, bottom=0.66)
        if not self.note:
            return
        size = surface.get_size()
        ts = look.text_size(size, 17)
        lines = [fonts.text(line, ts, look.INK) for line in fonts.wrap(self.note, ts, int(size[0] * 0.66))]
        height = sum(img.get_height() for img in lines)
        width = max(img.get_width() for img in lines)
        back = pygame.Rect(0, 0, width + 32, height + 18)
        back.midtop = (size[0] // 2, box.bottom + 12)
        panel(surface, back)
        y = back.top + 9
        for img in lines:
            surface.blit(img, img.get_rect(midtop=(back.centerx, y)))
            y += img.get_height()
