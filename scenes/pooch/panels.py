"""The seats' panels at the You Shady Pooch! table: name, bones, cards and tags (named,
dogpiled, leads, dealer); a person's panel also holds their key legend, the longest
form of it that fits."""
from __future__ import annotations

import pygame

from game.language import N_, _
from scenes.frame import fonts, look
from scenes.pooch import art
from scenes.pooch.geometry import Geometry
from scenes.pooch.people import Person

def cards_words(count: int) -> str:
    """"7 cards": the words the rules' hints use too (game/pooch/hints.py marks them one
    by one, so they are not a plural pair of the catalogue)."""
    return (_("{count} card") if count == 1 else _("{count} cards")).format(count=count)


#: what the act key does, by the person's role, as the legend says it
ROLE_WORDS = {"lead": N_("lead"), "answer": N_("answer"), "dogpile": N_("dogpile"), "wait": N_("play")}


class Panels:
    """PoochTable's seat panels, each painted again only when something on it changed."""

    def seat_tags(self, view, seat: int) -> list[tuple[str, tuple]]:
        tags = []
        shown = self.window_open(view)
        if shown and view["named"] == seat:
            tags.append((_("NAMED"), look.GOLD))
        if seat in view["dogpiled"]:
            tags.append((_("✓ dogpiled"), look.GOOD))
        if view["phase"] == "lead" and view["leader"] == seat:
            tags.append((_("leads"), look.GLOW))
        if view["dealer"] == seat:
            tags.append((_("dealer"), look.INK_DIM))
        return tags

    def draw_seat(self, surface, view, seat: int, g: Geometry) -> None:
        """A seat's panel, painted again only when something on it changed."""
        box = g.seats[seat].panel
        person = self.person(seat)
        key = (box.size, g.ts, view["names"][seat], view["bones"][seat], view["hand_counts"][seat],
               tuple(self.seat_tags(view, seat)), self.window_open(view) and view["named"] == seat,
               seat in view["dogpiled"], tuple(p.seat for p in self.people if p.target == seat),
               None if person is None else (person.role(self.seen), person.target))
        cached = self._panels.get(seat)
        if cached is None or cached[0] != key:
            img = pygame.Surface(box.size, pygame.SRCALPHA)
            self.paint_seat(img, view, seat, g, img.get_rect())
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            cached = self._panels[seat] = (key, img)
        surface.blit(cached[1], box.topleft)

    def paint_seat(self, surface, view, seat: int, g: Geometry, box: pygame.Rect) -> None:
        spot = g.seats[seat]
        ts = g.ts
        colour = look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)]
        named = self.window_open(view) and view["named"] == seat
        pygame.draw.rect(surface, look.PANEL, box, border_radius=8)
        edge = look.GOLD if named else (look.GOOD if seat in view["dogpiled"] else look.PANEL_EDGE)
        pygame.draw.rect(surface, edge, box, width=3 if named else 1, border_radius=8)
        x, y = box.left + 8, box.top + 4
        name = fonts.text(view["names"][seat], ts, colour, bold=True)
        surface.blit(name, (x, y))
        bone = art.bone(round(ts * 1.6))
        bones = view["bones"][seat]
        count = view["hand_counts"][seat]
        line2 = [(bone, None), (fonts.text(f"{bones}", ts, look.INK, bold=True), None),
                 (fonts.text("  " + cards_words(count), ts, look.INK),
                  None)]
        tags = self.seat_tags(view, seat)
        if spot.bottom:
            # one line: name, bones, cards, tags (the target marks at its right end, in the
            # form that leaves the bones and cards room); the key legend under it
            line_w = name.get_width() + 10 + sum(img.get_width() + 3 for img, _unused in line2)
            right = self.draw_target_marks(surface, seat, box, g, line_w)
            cx = x + name.get_width() + 10
            for img, _unused in line2:
                if cx + img.get_width() > right:
                    break  # (the cards' count gives way to the marks when nothing shorter fits)
                surface.blit(img, img.get_rect(midleft=(cx, y + name.get_height() // 2)))
                cx += img.get_width() + 3
            for text, c in tags:
                img = fonts.text(f"  {text}", ts, c, bold=True)
                if cx + img.get_width() > right:
                    break
                surface.blit(img, img.get_rect(midleft=(cx, y + name.get_height() // 2)))
                cx += img.get_width()
            self.draw_legend(surface, view, seat, box, g)
            return
        right = self.draw_target_marks(surface, seat, box, g, name.get_width())
        cx = x + name.get_width()
        for text, c in tags[:1]:
            img = fonts.text(f"  {text}", ts, c, bold=True)
            if cx + img.get_width() <= right:
                surface.blit(img, (cx, y))
        y2 = box.top + 4 + g.line
        cx = x
        for img, _unused in line2:
            surface.blit(img, img.get_rect(midleft=(cx, y2 + name.get_height() // 2)))
            cx += img.get_width() + 3
        for text, c in tags[1:]:
            img = fonts.text(f"  {text}", ts, c, bold=True)
            if cx + img.get_width() > box.right - 4:
                break
            surface.blit(img, img.get_rect(midleft=(cx, y2 + name.get_height() // 2)))
            cx += img.get_width()

    def draw_legend(self, surface, view, seat: int, box: pygame.Rect, g: Geometry) -> None:
        """The person's keys under their name: the longest form that fits, on one line
        or (with three or four people) two; every form keeps the move keys."""
        person = self.person(seat)
        if person is None:
            return
        role = person.role(self.seen)
        colour = look.GLOW if role in ("lead", "answer") else look.INK
        bold = role in ("lead", "answer")
        room = box.w - 16
        for lines in self.legends(person, role, g.panel_lines - 1):
            imgs = [fonts.text(text, g.ts, colour, bold=bold) for text in lines]
            if all(img.get_width() <= room for img in imgs):
                break
        else:  # (a long language) the shortest form, in smaller letters until it fits
            size = g.ts
            while size > 9 and any(img.get_width() > room for img in imgs):
                size -= 1
                imgs = [fonts.text(text, size, colour, bold=bold) for text in lines]
        for i, img in enumerate(imgs):
            surface.blit(img, (box.left + 8, box.top + 4 + g.line * (1 + i)))

    def legends(self, person: Person, role: str, rows: int = 1) -> list[list[str]]:
        """The key legend, longest first, as ``rows`` lines or fewer: the first that
        fits the panel is shown. Each names the move, act, pick-up and target keys."""
        target = self.match.names[person.target]
        act = _(ROLE_WORDS[role])

        def label(action, short=False):
            text = self.keys.label(person.zone, action)
            if short:
                text = text.replace("Num ", "KP").replace("Right ", "R").replace("Left ", "L")
            return text

        full = self.keys.legend(person.zone, {"left": _("move"), "right": _("move"), "act": act,
                                              "alt": _("pick up"), "target": _("target: {name}").format(name=target)})
        out = [[full]]
        for short in (False, True):
            move = _("{left}/{right} move").format(left=label("left", short), right=label("right", short))
            play = f"{label('act', short)} {act}"
            rest = _("{pick_key} pick up  {target_key} → {name}").format(
                pick_key=label("alt", short), target_key=label("target", short), name=target)
            out.append([f"{move}  {play}  {rest}"])
            if rows >= 2:
                out.append([f"{move}  {play}", rest])
        return out
