"""The agent contract: `Agent.choose(state, seat) -> Action`.

An agent may read only what `state.view(seat)` shows. Agents that plan
(search) work on `state.determinize(seat, rng)` copies, never on the real
table, so they cannot peek at hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from engine.core import Action, State


@runtime_checkable
class Agent(Protocol):
    """Anything that picks a legal action for the seat to move."""

    name: str

    def choose(self, state: State, seat: int) -> Action: ...


class RandomAgent:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, seat: int) -> Action:
        return self.rng.choice(state.legal_actions())


AgentFactory = Callable[..., Agent]

# kind -> factory(game_name, **options). Later modules add their kinds here.
AGENT_KINDS: dict[str, AgentFactory] = {
    "random": lambda game, seed=None: RandomAgent(seed),
}


def make_agent(kind: str, game: str, **options: Any) -> Agent:
    """Build an agent of `kind` for `game`; unknown kinds name the known ones."""
    if kind not in AGENT_KINDS:
        known = ", ".join(sorted(AGENT_KINDS))
        raise ValueError(f"unknown agent kind {kind!r} (kinds: {known})")
    return AGENT_KINDS[kind](game, **options)


def parse_agent_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """`"search:ms=500;iters=200"` -> `("search", {"ms": 500, "iters": 200})`.

    Options follow the first `:` and are separated by `;` (commas separate
    seats on the command line). Numbers become ints or floats; everything
    else stays text.
    """
    kind, _, rest = spec.strip().partition(":")
    options: dict[str, Any] = {}
    for part in rest.split(";"):
        if not part.strip():
            continue
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"agent option {part!r} in {spec!r} must look like key=value")
        options[key.strip()] = _number_or_text(value.strip())
    if not kind:
        raise ValueError(f"agent spec {spec!r} names no agent kind")
    return kind, options


def _number_or_text(value: str) -> Any:
    for convert in (int, float):
        try:
            return convert(value)
        except ValueError:
            pass
    return value
