"""Tavern's AI rivals: random, heuristic (per game) and search (any game).

`make_agent` builds an agent from a kind (`random`, `heuristic`, `search`)
or a difficulty level (`easy`, `normal`, `hard`); `hint` suggests moves.
"""

from ai.base import AGENT_KINDS, Agent, RandomAgent, parse_agent_spec
from ai.heuristic import Heuristic
from ai.heuristic_agent import HeuristicAgent
from ai.hint import Hint, hint
from ai.levels import LEVELS, make_agent
from ai.search import SearchAgent

__all__ = [
    "AGENT_KINDS",
    "Agent",
    "Heuristic",
    "HeuristicAgent",
    "Hint",
    "LEVELS",
    "RandomAgent",
    "SearchAgent",
    "hint",
    "make_agent",
    "parse_agent_spec",
]
