"""What a table shows of an online game (a mixin of ``TableScene``): the connection's
line, the cards of a move sent and not yet answered, and emotes from the room."""
from __future__ import annotations

import pygame

from scenes.frame import fonts, look

#: an online emote as the table says it
EMOTE_WORDS = {"wave": " waves hello", "woof": ": Woof!", "wow": ": Wow!", "oops": ": Oops!",
               "gg": ": Good game!", "think": " is thinking..."}


class OnlineTable:
    def hear_emotes(self) -> None:
        """Someone at another computer waved, woofed ...: said at the table."""
        heard = self.match.session.emotes
        while heard:
            name, emote = heard.pop(0)
            self.say(name + EMOTE_WORDS.get(emote, f": {emote}"))

    def sent_cards(self) -> tuple:
        """The cards of an online move sent and not yet answered (none once the state moved)."""
        sent = getattr(self, "sent", None)
        return sent[1] if sent and sent[0] == self.match.step else ()

    def draw_connection(self, surface: pygame.Surface) -> None:
        """The online match's connection, left of the menu button: the room, the round
        trip, who is away, or that it was lost (red then)."""
        size = surface.get_size()
        text = self.match.status()
        bad = not self.match.session.connected or self.match.session.quiet()
        ts, width = look.text_size(size, 14), max(160, size[0] // 2)
        img = fonts.text(text, ts, look.DANGER if bad else look.INK)
        while img.get_width() > width and len(text) > 8:  # (a long list of names away)
            text = text[:-4].rstrip() + "..."
            img = fonts.text(text, ts, look.DANGER if bad else look.INK)
        rect = img.get_rect(midright=(self.menu_button.left - 16, self.menu_button.centery))
        pygame.draw.rect(surface, look.PANEL, rect.inflate(14, 8), border_radius=6)
        surface.blit(img, rect)
