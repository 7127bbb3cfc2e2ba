"""Bots acting on the game clock, shared by the table scenes and the simulator.

When the state changes, every bot that may act decides; its action is due after
``settle`` (the time the change takes to land on screen), then its own reaction
time, and never sooner than ``pace`` (a readable tempo for turn-based games). A
due action that the rules now refuse (a dogpile on a window that closed) is dropped
and the bot decides again.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.bots import Bot
from game.errors import IllegalAction
from game.moves import Action, Event


@dataclass
class Plan:
    due: float
    action: Action | None
    step: int


class Autoplay:
    def __init__(self, game, bots: dict[int, Bot], settle: float = 0.0, pace: float = 0.0):
        self.game = game
        self.bots = dict(bots)
        self.settle = settle
        self.pace = pace
        self.plans: dict[int, Plan] = {}
        self._planned_step = -1
        self.applied = 0

    def _plan(self, now: float) -> None:
        game = self.game
        if game.is_over:
            self.plans.clear()
            return
        acting = set(game.to_act())
        step = game.step
        for seat, bot in self.bots.items():
            if bot.wants_updates:
                bot.observe(game.view(seat))
            if seat not in acting:
                self.plans.pop(seat, None)
                continue
            plan = self.plans.get(seat)
            if plan is not None and plan.action is not None:
                continue
            legal = game.legal_actions(seat)
            if not legal:
                self.plans.pop(seat, None)
                continue
            view = game.view(seat)
            action = bot.choose(view, legal)
            if action is None:
                self.plans[seat] = Plan(float("inf"), None, step)
                continue
            delay = max(self.settle + bot.reaction_time(view, action), self.pace)
            self.plans[seat] = Plan(now + delay, action, step)
        self._planned_step = step

    def refresh(self, now: float) -> None:
        """Let bots see a change made by someone else (a person's action)."""
        if self._planned_step != self.game.step:
            self._plan(now)

    def next_due(self) -> float | None:
        self.refresh(self.game.now)
        dues = [p.due for p in self.plans.values() if p.action is not None]
        return min(dues) if dues else None

    def run_until(self, now: float) -> list[Event]:
        """Apply, in due order, every bot action due by ``now``."""
        events: list[Event] = []
        game = self.game
        for _ in range(10_000):
            self.refresh(game.now)
            due = [(p.due, seat) for seat, p in self.plans.items() if p.action is not None and p.due <= now]
            if not due or game.is_over:
                break
            when, seat = min(due)
            plan = self.plans.pop(seat)
            at = max(when, game.now)
            try:
                events += game.apply(seat, plan.action, at=at)
                self.applied += 1
            except IllegalAction:
                # The moment passed (a window closed, the top card changed): decide again.
                self._planned_step = -1
                self._plan_one_again(seat, at)
        return events

    def _plan_one_again(self, seat: int, now: float) -> None:
        self.plans.pop(seat, None)
        self._plan(now)
