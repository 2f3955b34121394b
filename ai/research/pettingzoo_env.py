"""Every Tavern game as a PettingZoo `AECEnv` (needs the `research` extra: pettingzoo, gymnasium).

Agents are `player_0` ... one per seat; the agent to act is the seat to move. An observation is
`{"observation": float32 tensor (ai/research/observation.py), "action_mask": int8 mask}` over the
game's fixed action table (ai/research/spaces); an action is an index into it. Dice are rolled inside
the env with its own generator, seeded by `reset(seed=...)`, which also seeds the table's shuffles.
Rewards come at the end (ai/research/returns.py). `render_mode="ansi"`: `render()` gives the last lines
of the table's log that every seat may read.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from ai.research.observation import OBSERVATION_SIZE, observation
from ai.research.returns import returns
from ai.research.spaces import action_space
from engine import GAMES, new_game
from engine.core import Action, Line, State

RENDERED_LINES = 20
SEED_BOUND = 2**63


class TavernEnv(AECEnv):
    """One Tavern table as an agent-environment-cycle game."""

    metadata = {"render_modes": ["ansi"], "name": "tavern", "is_parallelizable": False}

    def __init__(self, game: str, mode: str | None = None, players: int | None = None,
                 config: dict | None = None, render_mode: str | None = None) -> None:
        super().__init__()
        info = GAMES[game]
        self.game, self.mode = game, mode or next(iter(info.modes))
        self.players = players or info.modes[self.mode][0]
        self.config = {**(config or {}), "mode": self.mode, "players": self.players}
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"tavern_{game}_{self.mode}"}
        self.actions = action_space(game, self.mode)
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (OBSERVATION_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.actions.size,), np.int8),
        })
        self._action_space = spaces.Discrete(self.actions.size)
        self.state: State | None = None
        self._legal: dict[int, Action] | None = None  # index -> legal action, until the table moves on
        self.np_random, _ = seeding.np_random(None)

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new table: shuffled from `seed` (else from the env's generator), its dice rolled from it too."""
        if seed is not None:
            self.np_random, _ = seeding.np_random(seed)
        self.state = new_game(self.game, dict(self.config), int(self.np_random.integers(SEED_BOUND)))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._settle()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        state, seat = self._table(), self.possible_agents.index(agent)
        mask = np.zeros(self.actions.size, dtype=np.int8)
        if state.to_move() == seat:
            mask[list(self._legal_now())] = 1
        return {"observation": observation(state.view(seat), seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to move: step needs an action index")
        state, legal = self._table(), self._legal_now()
        if int(action) not in legal:
            raise ValueError(f"action {int(action)} ({self.actions.decode(int(action))}) is not legal now")
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        state.apply(legal[int(action)])
        self._settle()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        public = [line for line in self._table().log if not isinstance(line, Line)]
        return "\n".join(public[-RENDERED_LINES:])

    def close(self) -> None:
        self.state = None

    def _legal_now(self) -> dict[int, Action]:
        """The legal actions by index (asked for by `observe`, then by `step`: kept until the table moves)."""
        if self._legal is None:
            self._legal = self.actions.legal_at(self._table().legal_actions())
        return self._legal

    def _table(self) -> State:
        if self.state is None:
            raise RuntimeError("call reset() first")
        return self.state

    def _settle(self) -> None:
        """Roll every pending die, then hand the turn to the seat to move, or end the game."""
        state, self._legal = self._table(), None
        while (request := state.dice_request()) is not None:
            state.roll([int(self.np_random.integers(1, faces + 1)) for faces in request.dice])
        if state.is_over():
            for agent, value in zip(self.possible_agents, returns(state.result(), self.players), strict=True):
                self.rewards[agent] = value
                self.terminations[agent] = True
            return
        seat = state.to_move()
        assert seat is not None
        self.agent_selection = self.possible_agents[seat]


def env(game: str, **options: Any) -> TavernEnv:
    """A Tavern game as a PettingZoo AEC environment: `env("rpgquest", mode="cooperative", players=3)`."""
    return TavernEnv(game, **options)
