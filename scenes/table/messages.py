"""Where a table's message goes: on free felt, clear of the cards, the controls and the
cover, wrapped to fit (a mixin of ``TableScene``)."""
from __future__ import annotations

from game.language import _, said
import pygame

from scenes.frame import fonts, look
from scenes.table.layout import free_spot, nearest_first

#: seconds a message stays on the table
MESSAGE_SECONDS = 3.5


class Messages:
    #: the step a refusal on screen speaks of (None: a message of no one moment)
    message_step: int | None = None

    def say(self, text: str, seconds: float = MESSAGE_SECONDS) -> None:
        """Show ``text`` for ``seconds``; an English sentence of the engine (a reason
        why a move is not allowed, here or from the server) in the player's language."""
        self.message = said(text)
        self.message_left = seconds
        self.message_step = None

    def refuse(self, text: str) -> None:
        """Say why a move was refused: the words speak of this step of the game, and
        go as soon as the game has moved on from it (never a verdict on a moment past).
        No words: nothing is said (online, the server's reason is on its way)."""
        if text:
            self.say(text)
            self.message_step = self.match.step

    def forget_stale_message(self) -> None:
        """The moment a refusal spoke of has passed: its words go."""
        if self.message_stale():
            self.message, self.message_step = None, None

    def message_stale(self) -> bool:
        """The message is a refusal of a step the game has left."""
        return self.message_step is not None and self.message_step != self.match.step

    def first_time_hint(self) -> str:
        """The words shown once over the first table of this game (a table may fit them
        to this deal: who sees what)."""
        return _(self.entry.hint)

    def message_place(self, size: tuple[int, int]) -> dict:
        """Where the message box goes, as a Rect attribute and a point (a table whose
        chips or hands sit there puts it elsewhere)."""
        return {"center": (size[0] // 2, round(size[1] * 0.58))}

    def message_cover(self) -> pygame.Rect | None:
        """When no place is clear of ``message_obstacles``: a control the message may lie
        over instead (a click on the message puts it away); None: it goes where
        ``message_place`` says."""
        return None

    def message_obstacles(self) -> list[pygame.Rect]:
        """What the message box should not cover (it moves to the nearest place clear
        of them); none: it stays where ``message_place`` puts it."""
        return []

    def message_width(self, size) -> int:
        """How wide a refusal's lines may run (a table with stands beside its middle keeps it narrower)."""
        return int(size[0] * 0.6)

    def draw_message(self, surface: pygame.Surface, text: str) -> None:
        """A refusal or a notice in a red box, in the words of the rules: where
        ``message_place`` says, else the nearest place clear of ``message_obstacles``
        (wrapped narrower when that helps)."""
        size = surface.get_size()
        ts = look.text_size(size, self.message_text)
        obstacles = self.message_obstacles()
        bounds = surface.get_rect().inflate(-8, -8)
        found, self.message_covering = None, False
        for share in (0.6, 0.45, 0.34) if obstacles else (0.6,):
            width = min(int(size[0] * share), self.message_width(size)) if obstacles else self.message_width(size)
            imgs, box = self._message_box(text, ts, width, size)
            if not obstacles or box.collidelist(obstacles) < 0:
                found = imgs, box
                break
            points = nearest_first(box.center, bounds, max(4, size[1] // 60))
            spot = free_spot(box.size, points, obstacles, bounds)
            if spot is not None:
                box.center = spot
                found = imgs, box
                break
        cover = self.message_cover() if found is None else None
        if cover is not None:  # no free felt: the message takes the place of a control it may hide for a moment
            imgs, box = self._message_box(text, ts, max(120, cover.w - 40), size)
            box.center = cover.center
            box.union_ip(cover)
            found, self.message_covering = (imgs, box), True
        imgs, box = found or self._message_box(text, ts, self.message_width(size), size)
        self.message_rect = box
        surface.fill((80, 26, 26), box.inflate(-24, 0))  # opaque: what it covers is hidden
        pygame.draw.rect(surface, (80, 26, 26), box, border_radius=12)
        pygame.draw.rect(surface, look.DANGER, box, width=3, border_radius=12)
        y = box.top + 10
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()

    def _message_box(self, text: str, ts: int, width: int, size) -> tuple[list, pygame.Rect]:
        imgs = [fonts.text(line, ts, look.INK, bold=True) for line in fonts.wrap(text, ts, width, bold=True)]
        box = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 36, sum(i.get_height() for i in imgs) + 20)
        for attribute, point in self.message_place(size).items():
            setattr(box, attribute, point)
        box.clamp_ip(pygame.Rect((0, 0), size))
        return imgs, box
