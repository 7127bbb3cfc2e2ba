"""The round summary: where every bone went (ante, pot, the diamond bone), with the
story of the round on a panel of its own."""
from __future__ import annotations

import pygame

from game.language import N_, _, ngettext
from scenes.frame import fonts, look
from scenes.frame.dialogs import Overlay, panel
from scenes.table.results import Summary, draw_grid


def went_out(how: str | None, pot: int) -> str:
    """How the winner went out and took the pot, as a whole sentence ({name}, {pot})."""
    if how == "lead":
        return ngettext("{name} went out first by leading their last card and took the pot of {pot} bone.",
                        "{name} went out first by leading their last card and took the pot of {pot} bones.", pot)
    if how == "respond":
        return ngettext("{name} went out first by answering with their last card and took the pot of {pot} bone.",
                        "{name} went out first by answering with their last card and took the pot of {pot} bones.",
                        pot)
    if how == "dogpile":
        return ngettext("{name} went out first with a dogpile and took the pot of {pot} bone.",
                        "{name} went out first with a dogpile and took the pot of {pot} bones.", pot)
    return ngettext("{name} went out first and took the pot of {pot} bone.",
                    "{name} went out first and took the pot of {pot} bones.", pot)


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
        note = went_out(win.get("how"), win["pot"]).format(name=names[winner], pot=win["pot"]) + " "
        if holder is None:
            note += _("The most diamonds is a tie: no bone is handed on.")
        elif holder == winner:
            note += _("{name} also holds the most diamonds, so keeps every bone.").format(name=names[winner])
        else:
            note += _("{name} holds the most diamonds ({count}) and gets one bone from {winner}.").format(
                name=names[holder], count=diamonds[holder], winner=names[winner])
    if over:
        broke = [names[s] for s in range(n) if scored["bones"][s] <= 0]
        if broke:
            note += " " + ngettext("{names} has no bones left: the game is over.",
                                   "{names} have no bones left: the game is over.", len(broke)).format(
                names=_(" and ").join(broke))
        else:
            note += " " + _("Somebody has no bones left: the game is over.")
    return rows, note


#: the columns (translated where shown)
HEADER = [N_("Player"), N_("Diamonds"), N_("Ante"), N_("Pot"), N_("Most ♦"), N_("Round"), N_("Bones")]


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
