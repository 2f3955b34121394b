"""Every Tavern game and mode as an OpenSpiel Python game (needs the `research` extra: open_spiel).

`register()` registers `tavern_<game>_<mode>` for each (e.g. `tavern_rpgquest_cooperative`); then
`pyspiel.load_game("tavern_cartaventuras_standard", {"players": 3, "seed": 7})`. Parameters: `players`,
`seed` (the table's shuffles) and every option of the mode that takes one number, word or flag.
Actions are the game's fixed action table (ai/research/spaces); dice are chance nodes, one outcome per
result (ai/research/chance.py); observations and information states come from `view(seat)`
(ai/research/observation.py). Returns are 1 for a winner, 0 otherwise, at the end only.
`resample_from_infostate` deals a copy with the engine's `determinize`, so `ISMCTSBot` can play.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import numpy as np
import pyspiel

from ai.research import chance
from ai.research.encoding import ActionSpace
from ai.research.observation import (
    OBSERVATION_SIZE,
    information_state_string,
    observation_string,
    readable_log,
    write_observation,
)
from ai.research.returns import LOSS, WIN, returns
from ai.research.spaces import BUILDERS, action_space
from engine import GAMES, GameInfo, new_game
from engine.core import Action, State

SEED_BOUND = 2**62


def short_name(game: str, mode: str) -> str:
    """The OpenSpiel name of a game's mode: `tavern_<game>_<mode>`."""
    return f"tavern_{game}_{mode}"


def shares_one_fate(info: GameInfo, mode: str) -> bool:
    """Whether every seat of the mode wins or loses together (one seat, or a cooperative game)."""
    return max(info.modes[mode]) == 1 or mode == "cooperative"


def parameters(info: GameInfo, mode: str) -> dict[str, Any]:
    """`players`, `seed`, and the mode's options that take one number, word or flag, with their defaults."""
    options = {key: info.options[key].default for key in info.options_for(mode)
               if isinstance(info.options[key].default, bool | int | str)}
    return {"players": info.modes[mode][0], "seed": 0, **options}


def game_type(game: str, mode: str) -> pyspiel.GameType:
    info = GAMES[game]
    return pyspiel.GameType(
        short_name=short_name(game, mode),
        long_name=f"Tavern: {info.title} ({mode})",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if chance.LARGEST_ROLL[game]
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(pyspiel.GameType.Utility.IDENTICAL if shares_one_fate(info, mode)
                 else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(info.modes[mode]),
        min_num_players=min(info.modes[mode]),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters(info, mode),
    )


class TavernGame(pyspiel.Game):
    """One Tavern game in one mode; `name` and `mode` are set by the subclass `register` makes."""

    name: str
    mode: str

    def __init__(self, params: dict | None = None) -> None:
        kind = game_type(self.name, self.mode)
        chosen = {**kind.parameter_specification, **(params or {})}
        info = GAMES[self.name]
        super().__init__(kind, pyspiel.GameInfo(
            num_distinct_actions=action_space(self.name, self.mode).size,
            max_chance_outcomes=chance.outcome_count(chance.LARGEST_ROLL[self.name]),
            num_players=int(chosen["players"]),
            min_utility=LOSS,
            max_utility=WIN,
            max_game_length=info.max_decisions,
        ), chosen)
        self.config = {**{key: value for key, value in chosen.items() if key != "seed"}, "mode": self.mode}
        self.seed = int(chosen["seed"])

    def new_initial_state(self) -> TavernState:
        return TavernState(self, new_game(self.name, dict(self.config), self.seed))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> TavernObserver:
        perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        return TavernObserver(perfect_recall)


class Holder:
    """The engine's state inside an OpenSpiel state. OpenSpiel clones a Python state by `deepcopy` and
    serialises it with pickle: the engine clones with `clone()` and travels as its JSON form."""

    def __init__(self, game: str, table: State) -> None:
        self.game, self.table = game, table
        self.legal: dict[int, Action] | None = None  # index -> legal action, until the table moves on

    def legal_at(self, space: ActionSpace) -> dict[int, Action]:
        """The legal actions by index (OpenSpiel asks for them again before it applies one: kept)."""
        if self.legal is None:
            self.legal = space.legal_at(self.table.legal_actions())
        return self.legal

    def __deepcopy__(self, memo: dict) -> Holder:
        return Holder(self.game, self.table.clone())

    def __reduce__(self) -> tuple:
        return (from_json, (self.game, self.table.to_json()))


def from_json(game: str, data: dict) -> Holder:
    """A holder rebuilt from the engine's JSON form of its state."""
    return Holder(game, GAMES[game].from_json(data))


class TavernState(pyspiel.State):
    """A Tavern table behind OpenSpiel's State interface."""

    def __init__(self, game: TavernGame, table: State) -> None:
        super().__init__(game)
        self.holder = Holder(game.name, table)
        self.mode = game.mode

    @property
    def space(self) -> ActionSpace:
        """The game's action table (shared, never copied with the state)."""
        return action_space(self.holder.game, self.mode)

    @property
    def table(self) -> State:
        """The engine's state this OpenSpiel state plays."""
        return self.holder.table

    def current_player(self) -> int:
        if self.table.is_over():
            return pyspiel.PlayerId.TERMINAL
        seat = self.table.to_move()
        return pyspiel.PlayerId.CHANCE if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        if player != self.table.to_move():
            return []
        return sorted(self.holder.legal_at(self.space))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        request = self.table.dice_request()
        return chance.outcomes(request) if request is not None else []

    def _apply_action(self, action: int) -> None:
        request = self.table.dice_request()
        if request is not None:
            self.table.roll(chance.dice_values(request, action))
        else:
            self.table.apply(self._action(action))
        self.holder.legal = None

    def _action(self, index: int) -> Action:
        """The legal action at `index`, with its label (else the bare action the index stands for)."""
        return self.holder.legal_at(self.space).get(index) or self.space.decode(index)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            request = self.table.dice_request()
            shown = chance.dice_values(request, action) if request else (action,)
            return "dice " + " ".join(map(str, shown))
        chosen = self._action(action)
        return f"{chosen.kind}{list(chosen.args)}"

    def is_terminal(self) -> bool:
        return self.table.is_over()

    def returns(self) -> list[float]:
        if not self.table.is_over():
            return [0.0] * self.table.seats
        return returns(self.table.result(), self.table.seats)

    def resample_from_infostate(self, player: int, sampler: Any) -> TavernState:
        """A table `player` cannot tell from this one: the engine's `determinize` with a seed drawn from `sampler`."""
        seed = int(sampler() * SEED_BOUND)
        copy = self.get_game().new_initial_state()
        copy.holder = Holder(self.holder.game, self.table.determinize(player, random.Random(seed)))
        return copy

    def __str__(self) -> str:
        digest = hashlib.sha256(json.dumps(self.table.to_json(), sort_keys=True).encode()).hexdigest()[:16]
        return f"turn {self.table.turn}, to move {self.table.to_move()}, table {digest}"


class TavernObserver:
    """OpenSpiel's observer: the tensor and strings of ai/research/observation.py, from `view(seat)`."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(OBSERVATION_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TavernState, player: int) -> None:
        write_observation(state.table.view(player), player, self.tensor)

    def string_from(self, state: TavernState, player: int) -> str:
        view = state.table.view(player)
        if self.perfect_recall:
            return information_state_string(view, readable_log(state.table.log, player))
        return observation_string(view)


def game_class(game: str, mode: str) -> type[TavernGame]:
    """The `TavernGame` subclass of a game's mode, kept in this module so that pickle finds it by name."""
    name = f"Tavern_{game}_{mode}"
    if name not in globals():
        globals()[name] = type(name, (TavernGame,), {"name": game, "mode": mode, "__module__": __name__})
    return globals()[name]


def register() -> list[str]:
    """Register every Tavern game and mode with OpenSpiel (once); the short names registered."""
    names = []
    known = set(pyspiel.registered_names())
    for game in sorted(BUILDERS):
        for mode in GAMES[game].modes:
            name = short_name(game, mode)
            names.append(name)
            if name not in known:
                pyspiel.register_game(game_type(game, mode), game_class(game, mode))
    return names


register()
