"""Bots acting on the game clock, shared by the table scenes and the simulator.

When the state changes, every bot that may act decides; its action is due after
``settle`` (the time the change takes to land on screen), then its own reaction
time, and never sooner than ``pace`` (a readable tempo for turn-based games). A
due action that the rules now refuse (a dogpile on a window that closed) is dropped
and the bot decides again.

Deciding is a hook (``_decide``): the simulator decides at once; the table scenes
decide on a worker thread so that the frame loop never waits for a bot.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.bots import Bot
from game.errors import IllegalAction
from game.moves import Action, Event

PENDING = object()  # a decision that is still being thought about


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
        #: told of each bot action as it is applied (its events), e.g. a match's watchers
        self.on_move = None

    # -- deciding ------------------------------------------------------------------
    def _decide(self, seat: int, bot: Bot, view: dict, legal: list, now: float):
        """Return the bot's choice (an Action or None), or PENDING."""
        return bot.choose(view, legal)

    def _observe(self, bot: Bot, view: dict) -> None:
        bot.observe(view)

    def _plan_with(self, seat: int, bot: Bot, view: dict, action, since: float) -> None:
        if action is None:
            self.plans[seat] = Plan(float("inf"), None, self.game.step)
            return
        delay = max(self.settle + bot.reaction_time(view, action), self.pace)
        self.plans[seat] = Plan(since + delay, action, self.game.step)

    def _plan(self, now: float) -> None:
        game = self.game
        self._planned_step = game.step
        if game.is_over:
            self.plans.clear()
            return
        acting = set(game.to_act())
        for seat, bot in self.bots.items():
            if bot.wants_updates:
                self._observe(bot, game.view(seat))
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
            choice = self._decide(seat, bot, view, legal, now)
            if choice is PENDING:
                self.plans.pop(seat, None)
                continue
            self._plan_with(seat, bot, view, choice, now)

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
        self.refresh(now)
        for _ in range(10_000):
            due = [(p.due, seat) for seat, p in self.plans.items() if p.action is not None and p.due <= now]
            if not due or game.is_over:
                break
            when, seat = min(due)
            plan = self.plans.pop(seat)
            at = max(when, game.now)
            if game.real_time:  # time passes first (a shot clock may fire), allowed or not
                passed = game.advance(at)
                events += passed
                if passed and self.on_move is not None:
                    self.on_move(passed)
            try:
                done = game.apply(seat, plan.action, at=at if game.real_time else None)
                events += done
                self.applied += 1
                if self.on_move is not None:
                    self.on_move(done)
            except IllegalAction as exc:
                events += exc.events
                if exc.events and self.on_move is not None:
                    self.on_move(list(exc.events))
                # The moment passed (a window closed, the top card changed): decide again.
                self._planned_step = -1
            self.refresh(at)
        return events
