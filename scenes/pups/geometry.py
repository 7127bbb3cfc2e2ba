"""Where everything sits on the Pups table for one window size, seat count and
bottom seat: the seats round the table, where each seat's played card (and a Mutt
beside it) lies, the hand, the deck, and the Alpha card with the bid stacks in the
bottom-left corner."""
from __future__ import annotations

import pygame

from scenes.frame import fonts, look
from scenes.table.cards import card_height
from scenes.table.layout import seats_round


def mutt_beside(spot: pygame.Rect) -> pygame.Rect:
    """Where an added Mutt lies: beside its card, the card's number still showing."""
    return spot.move(round(spot.w * 0.5), round(spot.h * 0.1))


class Geometry:
    """Where everything goes for one window size, seat count and viewer."""

    def __init__(self, size, players: int, me: int, card_scale: float):
        """``me``: the seat at the bottom (the person looking, or who looked last)."""
        w, h = size
        self.size = size
        self.card_w = max(40, round(min(w / 13.5, h / 6.6) * card_scale))
        self.card_h = card_height(self.card_w)
        self.small_w = max(22, round(self.card_w * 0.42))
        self.centre = (w // 2, round(h * 0.40))
        self.hand_y = h - self.card_h // 2 - max(10, h // 60)
        area = pygame.Rect(round(w * 0.1), round(h * 0.06), round(w * 0.8), round(h * 0.56))
        self.seat_points = seats_round(players, me, area)
        self.me = me
        # the played cards: as large as they lie apart (each with a Mutt beside it), the
        # side seats' a little further out from the middle when that parts them
        largest = max(34, round(self.card_w * 0.86))
        tries = [(trick_w, out) for trick_w in range(largest, max(34, round(self.card_w * 0.6)) - 1, -2)
                 for out in (0.42, 0.5, 0.58)]
        for trick_w, out in tries:
            self.trick_w, self.spots = trick_w, self.trick_spots(trick_w, out)
            if self.apart(self.spots.values(), self.seat_panels()):
                break
        self.deck = pygame.Rect(0, 0, self.small_w, card_height(self.small_w))
        self.deck.center = (round(w * 0.07), round(h * 0.84))
        # the bottom-left corner: the Alpha card (the size of a played card) under its name,
        # beside it the bid stacks (as wide as their longest words) and the Top Dogs left
        ts = look.text_size(size, 15)
        alpha_h = card_height(self.trick_w)
        self.alpha = pygame.Rect(round(w * 0.015), h - alpha_h - round(h * 0.035), self.trick_w, alpha_h)
        stack_w = fonts.font(ts).size("Exactly 0: 88 left")[0] + 12
        self.stacks = pygame.Rect(self.alpha.right + round(w * 0.012), self.alpha.top, stack_w, alpha_h)
        label = fonts.font(ts, bold=True)
        top = self.alpha.top - 4 - label.get_linesize()
        right = max(self.stacks.right, self.alpha.left + label.size("Alpha: Working Dogs")[0])
        self.corner = pygame.Rect(0, top, right, h - top)
        self.own_panel = pygame.Rect(round(w * 0.77), h - round(h * 0.27), round(w * 0.22), round(h * 0.25))
        # the hand uses the room between the corner and the own panel (every card's label shows)
        gap = max(8, w // 120)
        self.hand_width = 2 * min(w // 2 - self.corner.right - gap, self.own_panel.left - gap - w // 2)
        #: each seat's panel as last drawn (a caption or banner keeps off them)
        self.panels: dict[int, pygame.Rect] = {}

    def across(self, point) -> bool:
        """Is this seat across the table (its played card goes below its panel)?"""
        return point[1] < self.centre[1] and abs(point[0] - self.centre[0]) < self.size[0] * 0.3

    def trick_spots(self, trick_w: int, out: float = 0.42) -> dict[int, pygame.Rect]:
        """Where each seat's played card lies, for played cards ``trick_w`` wide, a side
        seat's ``out`` of the way from the middle towards the seat."""
        w, h = self.size
        trick_h = card_height(trick_w)
        spots = {}
        for seat, point in enumerate(self.seat_points):
            share = 0.42 if self.across(point) else out
            if seat == self.me:
                # close over the hand (the chips above it only show before this card is played),
                # leaving the middle free for why a trick was won
                spot = (w // 2, self.hand_y - self.card_h // 2 - trick_h // 2 - round(h * 0.075))
            else:
                spot = (round(self.centre[0] + (point[0] - self.centre[0]) * share),
                        round(self.centre[1] + (point[1] - self.centre[1]) * share))
            spots[seat] = pygame.Rect(0, 0, trick_w, trick_h)
            spots[seat].center = spot
            if seat != self.me and self.across(point):
                # a seat across the table: its card lies below its panel (four lines), not on it
                spots[seat].top = max(spots[seat].top, self.panel_estimate(point).bottom + 6)
        return spots

    def panel_estimate(self, point) -> pygame.Rect:
        """About where a seat's panel (four lines under its card backs) is drawn."""
        ts = look.text_size(self.size, 15)
        box = pygame.Rect(0, 0, fonts.font(ts).size("0 Top Dogs, 0 saved zero bids")[0] + 16,
                          4 * fonts.font(ts).get_linesize() + 10)
        box.midtop = (point[0], self.panel_top(point))
        return box

    def seat_panels(self) -> list[pygame.Rect]:
        return [self.panel_estimate(point) for seat, point in enumerate(self.seat_points) if seat != self.me]

    @staticmethod
    def apart(spots, panels=()) -> bool:
        """No two seats' plays (a card and a Mutt beside it) lie on each other or on a panel."""
        plays = [spot.union(mutt_beside(spot)).inflate(6, 6) for spot in spots]
        return all(a.collidelist(plays[i + 1:] + list(panels)) < 0 for i, a in enumerate(plays))

    def panel_top(self, point) -> int:
        """A seat's panel starts just under its fan of card backs."""
        return point[1] - round(self.small_w * 0.3) + card_height(self.small_w) // 2 + 4
