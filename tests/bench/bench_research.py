"""Benchmark (not a test): decisions per second through the research adapters, next to the engine's own.

Run: .venv/bin/python tests/bench/bench_research.py [--seconds 3] [--only rpgquest]

For one table of every game and mode (two seats where the mode allows, else one) it plays seeded
random games for `--seconds` of CPU time each way and counts decisions (dice rolls are played but not
counted):

- engine: `legal_actions()`, a random choice, `apply()`; dice from `random`;
- PettingZoo: `last()` (the observation tensor and the action mask), a random legal index, `step()`;
- OpenSpiel: `legal_actions()`, a random index, `apply_action()`; chance outcomes sampled; and again with
  the seat to move's observation at every decision, read as OpenSpiel's Python learners read it
  (`make_observation(game).set_from(state, seat)`, a numpy tensor; `state.observation_tensor(seat)`
  builds a Python list of its 4,100 numbers and costs several times more).

The issue's target is an adapter at 80% or more of the engine's decisions per second
(docs/research.md, "Figures").
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path
from time import process_time

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402

from ai.research.openspiel_game import register, short_name  # noqa: E402
from ai.research.pettingzoo_env import env  # noqa: E402
from engine import GAMES, new_game  # noqa: E402


def timed(play_one: Callable[[int], int], seconds: float) -> float:
    """Decisions per CPU second over whole games played one seed after another for `seconds`."""
    decisions, seed, started = 0, 0, process_time()
    while process_time() - started < seconds:
        decisions += play_one(seed)
        seed += 1
    return decisions / (process_time() - started)


def engine_game(game: str, mode: str, players: int) -> Callable[[int], int]:
    def play(seed: int) -> int:
        state, rng, count = new_game(game, {"mode": mode, "players": players}, seed), random.Random(seed), 0
        while not state.is_over():
            request = state.dice_request()
            if request is not None:
                state.roll([rng.randint(1, faces) for faces in request.dice])
                continue
            state.apply(rng.choice(state.legal_actions()))
            count += 1
        return count
    return play


def pettingzoo_game(game: str, mode: str, players: int) -> Callable[[int], int]:
    table = env(game, mode=mode, players=players)

    def play(seed: int) -> int:
        table.reset(seed=seed)
        rng, count = np.random.default_rng(seed), 0
        for _agent in table.agent_iter():
            observed, _reward, over, cut, _info = table.last()
            if over or cut:
                table.step(None)
                continue
            table.step(int(rng.choice(np.flatnonzero(observed["action_mask"]))))
            count += 1
        return count
    return play


def openspiel_game(game: str, mode: str, players: int, observe: bool) -> Callable[[int], int]:
    loaded = pyspiel.load_game(short_name(game, mode), {"players": players})
    observer = make_observation(loaded)

    def play(seed: int) -> int:
        state = pyspiel.load_game(short_name(game, mode), {"players": players, "seed": seed}).new_initial_state() \
            if seed else loaded.new_initial_state()
        rng, count = random.Random(seed), 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.randrange(len(state.chance_outcomes())))
                continue
            if observe:
                observer.set_from(state, state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            count += 1
        return count
    return play


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--only", default=None)
    args = parser.parse_args()
    register()
    print("| game | mode | seats | engine decisions/s | PettingZoo steps/s | OpenSpiel steps/s "
          "| OpenSpiel with observation |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for game, info in GAMES.items():
        if args.only and game != args.only:
            continue
        for mode, counts in info.modes.items():
            players = 2 if 2 in counts else counts[0]
            rates = [timed(make, args.seconds) for make in (
                engine_game(game, mode, players), pettingzoo_game(game, mode, players),
                openspiel_game(game, mode, players, False), openspiel_game(game, mode, players, True))]
            engine = rates[0]
            shown = [f"{rate:,.0f}" + ("" if index == 0 else f" ({rate / engine:.0%})")
                     for index, rate in enumerate(rates)]
            print(f"| {game} | {mode} | {players} | " + " | ".join(shown) + " |")


if __name__ == "__main__":
    main()
