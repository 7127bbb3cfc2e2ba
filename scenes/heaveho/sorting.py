"""The speed sort on screen: one panel per player, side by side. Each shows the
player's preparation stack, the pair in hand (face up for the people at the keyboard,
backs for a bot), the keys that keep the left or the right card, and the two stacks
the player builds: one for themself and one for the opponent."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.heaveho.cards import COLOURS, IS_ACTION, SPACE, STRENGTH, WHITE
from game.language import _, ngettext
from scenes.frame import fonts, look
from scenes.heaveho.board import seat_colour
from scenes.heaveho.geometry import Geometry
from scenes.heaveho.words import card_words, colour_words
from scenes.table.layout import Placement
from scenes.table.motion import Item

SORTING = ("sort", "last_pair", "distribute")
#: the sort's last picture, held while its summary is read (scenes/heaveho/sort_end.py)
SORTED = "sorted"
#: the phases drawn as the sort's panels
PANELS = SORTING + (SORTED,)


@dataclass
class Panel:
    seat: int
    title: str
    status: str
    pair: list | None        # the faces shown (None in a slot: a back); None: no pair here
    acting: bool             # the person at this panel may keep now
    keys: tuple | None       # (key for the left card, key for the right card)
    prep: int                # cards left in the preparation stack under the pair
    mine: int                # cards on the stack this player keeps
    theirs: int              # cards on the stack for the opponent
    other: str               # the opponent's name
    busy: bool               # this panel acts now (highlighted)
    verb: str = "keep"       # what a key does to its card ("take" in the hand-out: from the other's stack)


def pair_owner(view: dict, seat: int) -> int | None:
    """Whose pair shows in ``seat``'s panel: its own while sorting, the opponent's while
    it hands them out; None when no pair shows there."""
    s = view["sort"]
    if s is None:
        return None
    phase = view["phase"]
    if phase in ("sort", "last_pair"):
        return None if s["done"][seat] else seat
    if phase == "distribute":
        winner = s["winner"]
        return 1 - winner if seat == winner and s["prep"][1 - winner] > 0 else None
    return None


def piles(view: dict, seat: int) -> tuple[int, int]:
    """(cards on the stack ``seat`` keeps for itself, cards on its stack for the other),
    counting the pairs it handed out after winning the sort."""
    s = view["sort"]
    mine, theirs = s["kept"][seat], s["given"][seat]
    if s["winner"] == seat:
        mine += s["team"][seat] - s["kept"][seat] - s["given"][1 - seat]
        theirs += s["team"][1 - seat] - s["kept"][1 - seat] - s["given"][seat]
    return mine, theirs


def status(view: dict, seat: int, human: bool) -> str:
    s = view["sort"]
    names = view["names"]
    phase = view["phase"]
    other = names[1 - seat]
    stop = s["stop"]
    if phase == "sort":
        if not s["done"][seat]:
            pairs = s["prep"][seat] // 2
            return ngettext("Sorting: {count} pair to go", "Sorting: {count} pairs to go", pairs).format(count=pairs)
        if stop and stop["seat"] == seat:
            return _("Stop! All sorted first")
        return _("Finished")
    winner = s["winner"]
    if phase == SORTED:
        return _("Sorted: plays first") if seat == winner else _("Sorted")
    if phase == "last_pair":
        if seat == winner:
            return _("Stop! Waiting for {name}'s last pair").format(name=other)
        return _("Stop was called: place your last pair") if human else _("Placing the last pair")
    if phase == "distribute":
        if seat == winner:
            pairs = s["prep"][1 - seat] // 2
            if human:
                return ngettext("Hands out {name}'s last {count} pair: take one, {name} gets the other",
                                "Hands out {name}'s last {count} pairs: take one, {name} gets the other",
                                pairs).format(name=other, count=pairs)
            return ngettext("Hands out {name}'s last {count} pair: one card to each team",
                            "Hands out {name}'s last {count} pairs: one card to each team", pairs).format(
                name=other, count=pairs)
        return _("{name} hands out the rest of this stack").format(name=other)
    return ""


def footer(view: dict) -> str:
    """The line at the foot of the sort: what the keys do at this moment."""
    s, names, phase = view["sort"], view["names"], view["phase"]
    if phase == "sort":
        return "" if s["stop"] else \
            _("Keep one card of each pair; the other goes to your opponent. First to finish calls Stop!")
    winner = s["winner"]
    if winner is None or phase not in SORTING:
        return ""
    first, other = names[winner], names[1 - winner]
    if phase == "last_pair":
        return _("{first} called Stop: {other} places the pair in hand, then the rest of {other}'s stack is handed "
                 "out").format(first=first, other=other)
    return _("{first} hands out {other}'s last pairs: the card taken joins {first}'s team, the other {other}'s").format(
        first=first, other=other)


def placements(g: Geometry, panels: list[Panel]) -> list[Placement]:
    out = []
    for panel in panels:
        seat = panel.seat
        if panel.prep > 0:
            out.append(Placement(f"prep:{seat}", None, g.prep_rect(seat)))
        mine_rect, theirs_rect = g.pile_rects(seat)
        if panel.mine:
            out.append(Placement(f"mine:{seat}", None, mine_rect))
        if panel.theirs:
            out.append(Placement(f"theirs:{seat}", None, theirs_rect))
        if panel.pair is not None:
            for i, (face, rect) in enumerate(zip(panel.pair, g.pair_rects(seat))):
                out.append(Placement(f"pair:{seat}:{i}", face, rect, legal=panel.acting,
                                     action=("keep", seat, i == 0)))
    return out


_shades: dict = {}


def _shade(size) -> pygame.Surface:
    """The panel's translucent backing, made once per size."""
    shade = _shades.get(size)
    if shade is None:
        _shades.clear()
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*look.PANEL, 150), shade.get_rect(), border_radius=14)
        _shades[size] = shade
    return shade


def _pile_depth(surface, rect: pygame.Rect, count: int) -> None:
    """A few card edges under a pile so its height shows."""
    for k in range(min(4, count // 3), 0, -1):
        r = rect.move(k * 2, k * 2)
        pygame.draw.rect(surface, (70, 30, 36), r, border_radius=max(3, r.w // 12))
        pygame.draw.rect(surface, (200, 170, 120), r, 1, border_radius=max(3, r.w // 12))


def key_cap(surface, text: str, midtop, size: int, bright: bool) -> pygame.Rect:
    img = fonts.text(text, size, look.PANEL if bright else look.INK, bold=True)
    cap = img.get_rect(midtop=midtop).inflate(12, 6)
    pygame.draw.rect(surface, look.GOLD if bright else look.PANEL_EDGE, cap, border_radius=6)
    surface.blit(img, img.get_rect(center=cap.center))
    return cap


def draw(surface, g: Geometry, panels: list[Panel]) -> None:
    ts = g.ts
    small = look.text_size(g.size, 14)
    for panel in panels:
        seat = panel.seat
        box = g.panels[seat]
        surface.blit(_shade(box.size), box.topleft)
        pygame.draw.rect(surface, look.GOLD if panel.busy else look.PANEL_EDGE, box, 3 if panel.busy else 1,
                         border_radius=14)
        title = fonts.text(panel.title, look.text_size(g.size, 20), seat_colour(seat), bold=True)
        surface.blit(title, (box.left + 14, box.top + 8))
        y = box.top + 10 + title.get_height()
        room = g.pair_rects(seat)[0].top - 4 - y  # the status (two lines in a long language) over the pair
        size = ts
        lines = fonts.wrap(panel.status, size, box.w - 28)
        while size > 9 and len(lines) * fonts.font(size).get_linesize() > room:
            size -= 1
            lines = fonts.wrap(panel.status, size, box.w - 28)
        for text in lines:
            line = fonts.text(text, size, look.GOLD if panel.busy else look.INK)
            surface.blit(line, (box.left + 14, y))
            y += line.get_height()
        prep = g.prep_rect(seat)
        if panel.prep > 0:
            _pile_depth(surface, prep, panel.prep)
        else:
            pygame.draw.rect(surface, look.PANEL_EDGE, prep, 2, border_radius=max(3, prep.w // 12))
        img = fonts.text(_("{count} in stack").format(count=panel.prep), small, look.INK_DIM)
        surface.blit(img, img.get_rect(midtop=(prep.centerx, prep.bottom + 6)))
        mine_rect, theirs_rect = g.pile_rects(seat)
        for rect, count, label in ((mine_rect, panel.mine, _("kept: {count}")),
                                   (theirs_rect, panel.theirs, _("for {name}: {count}"))):
            if count:
                _pile_depth(surface, rect, count)
            else:
                pygame.draw.rect(surface, look.PANEL_EDGE, rect, 2, border_radius=max(3, rect.w // 12))
            img = fonts.text(label.format(count=count, name=panel.other), small, look.INK)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 4)))
        if panel.pair is not None and panel.keys:
            pair = g.pair_rects(seat)
            y = pair[0].bottom + 8
            for rect, key in zip(pair, panel.keys):
                cap = key_cap(surface, key, (rect.centerx - ts * 2, y), ts, panel.acting)
                word = fonts.text(panel.verb, ts, look.INK if panel.acting else look.INK_DIM)
                surface.blit(word, word.get_rect(midleft=(cap.right + 6, cap.centery)))


def tie_words(pair: list[str], winner: int, names: list[str]) -> str:
    """Why the tie draw went the way it did, in a player's words."""
    a, b = (STRENGTH.get(c, 0) if c not in IS_ACTION else 0 for c in pair)
    if a != b:
        return _("{card} is stronger: {name} plays first").format(card=card_words(pair[winner]), name=names[winner])

    def kind(card):
        if card in IS_ACTION:
            return _("an action card")
        return colour_words("white" if card in WHITE else COLOURS[SPACE[card]])
    return _("equal strength, and {first} goes before {second}: {name} plays first").format(
        first=kind(pair[winner]), second=kind(pair[1 - winner]), name=names[winner])


@dataclass
class TieShow(Item):
    """Both finished in the same moment: the cards each drew, row by row, and who won."""
    draws: list = field(default_factory=list)
    names: list = field(default_factory=list)
    winner: int = 0
    size: tuple = (1280, 720)

    def draw(self, surface, t, card_art):
        w, h = self.size
        ts = look.text_size(self.size, 20)
        rows = self.draws[-3:]
        card_w = max(40, round(min(w / 12, h / (2.2 + 1.5 * len(rows)) / 1.4)))
        card_h = round(card_w * 1.4)
        title = fonts.text(_("Both finished at once: a tie draw"), ts, look.GOLD, bold=True)
        result = fonts.text(tie_words(self.draws[-1], self.winner, self.names), ts, look.INK, bold=True)
        name_imgs = [fonts.text(n, ts, seat_colour(i), bold=True) for i, n in enumerate(self.names)]
        inner_h = title.get_height() + name_imgs[0].get_height() + len(rows) * (card_h + 10) + result.get_height() + 30
        box = pygame.Rect(0, 0, max(result.get_width(), title.get_width(), card_w * 4) + 60, inner_h + 20)
        box.center = (w // 2, h // 2)
        surface.fill(look.PANEL, box.inflate(-28, 0))  # opaque: the board's words under it are hidden
        pygame.draw.rect(surface, look.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, look.GOLD, box, 2, border_radius=14)
        y = box.top + 10
        surface.blit(title, title.get_rect(midtop=(box.centerx, y)))
        y += title.get_height() + 6
        xs = (box.centerx - card_w - 10, box.centerx + 10)
        for i, img in enumerate(name_imgs):
            surface.blit(img, img.get_rect(midtop=(xs[i] + card_w // 2, y)))
        y += name_imgs[0].get_height() + 4
        for r, pair in enumerate(rows):
            for i, card in enumerate(pair):
                rect = pygame.Rect(xs[i], y, card_w, card_h)
                surface.blit(card_art.card(card, card_w), rect.topleft)
                if r == len(rows) - 1 and i == self.winner and t > 0.35:
                    pygame.draw.rect(surface, look.GOLD, rect.inflate(8, 8), 3, border_radius=8)
            y += card_h + 10
        if t > 0.35:
            surface.blit(result, result.get_rect(midtop=(box.centerx, y + 4)))
