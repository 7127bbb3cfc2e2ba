"""Every game as a hypothesis state machine: random legal and illegal actions and
time steps, with the generic harness's invariants and each game's own after every step."""
import json

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from game import GAMES, IllegalAction, new_game
from tests import harness, invariants


def machine_for(game_id: str):
    cls = GAMES[game_id]

    class GameMachine(RuleBasedStateMachine):
        @initialize(seed=st.integers(0, 2**20), players=st.integers(cls.min_players, cls.max_players))
        def start(self, seed, players):
            self.game = new_game(game_id, players=players, seed=seed)
            self.events = []
            self.pattern = harness.code_pattern(cls, players)

        @precondition(lambda self: not self.game.is_over)
        @rule(pick=st.integers(0, 2**30), wait=st.sampled_from([0.0, 0.05, 0.4, 1.5]))
        def legal_action(self, pick, wait):
            game = self.game
            seats = [s for s in game.to_act() if game.legal_actions(s)]
            at = game.now + wait if game.real_time else None
            if not seats:
                assert game.real_time, "nobody can act in a turn-based game that is not over"
                self.events = game.advance(game.now + 5.0)
                return
            seat = seats[pick % len(seats)]
            legal = game.legal_actions(seat)
            self.events = game.apply(seat, legal[(pick // len(seats)) % len(legal)], at=at)

        @precondition(lambda self: not self.game.is_over)
        @rule(pick=st.integers(0, 2**30), garbage=st.sampled_from(harness.GARBAGE))
        def illegal_action(self, pick, garbage):
            game = self.game
            before, step = harness.views(game), game.step
            seat = pick % game.players
            others = [a for s in range(game.players) if s != seat for a in game.legal_actions(s)]
            mine = {str(a) for a in game.legal_actions(seat)}
            tries = [garbage] + [a for a in others[:3] if str(a) not in mine]
            for action in tries:
                with pytest.raises(IllegalAction):
                    game.apply(seat, action)
            assert game.step == step and harness.views(game) == before
            self.events = []

        @precondition(lambda self: self.game.is_over)
        @rule(seat=st.integers(0, 6))
        def nothing_moves_after_the_end(self, seat):
            game = self.game
            seat %= game.players
            assert game.to_act() == [] and game.legal_actions(seat) == []
            with pytest.raises(IllegalAction):
                game.apply(seat, "pickup")
            self.events = []

        @precondition(lambda self: cls.real_time and not self.game.is_over)
        @rule(wait=st.sampled_from([0.1, 1.0, 4.0, 12.0]))
        def time_passes(self, wait):
            self.events = self.game.advance(self.game.now + wait)

        @invariant()
        def generic_invariants(self):
            game = self.game
            acting = game.to_act()
            for seat in range(game.players):
                if seat not in acting:
                    assert game.legal_actions(seat) == []
            for seat in harness.everyone(game):
                view = game.view(seat)
                json.dumps(view)
                allowed = game.seen_by(seat)
                assert not harness.leaked(self.pattern, view, allowed)
                for event in self.events:
                    assert not harness.leaked(self.pattern, event.to_dict(for_seat=seat), allowed)
            result = game.result()
            assert sorted(result["ranking"]) == list(range(game.players))
            assert len(result["scores"]) == game.players
            if not game.is_over:
                assert result["winners"] == []

        @invariant()
        def game_invariants(self):
            check = invariants.CHECKS.get(game_id)
            if check:
                check(self.game)

    GameMachine.__name__ = f"{game_id.capitalize()}Machine"
    return GameMachine


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_game_survives_random_legal_illegal_and_timed_steps(game_id):
    machine = machine_for(game_id)
    machine.TestCase.settings = settings(max_examples=25, stateful_step_count=120, deadline=None,
                                         suppress_health_check=list(HealthCheck))
    machine.TestCase().runTest()
