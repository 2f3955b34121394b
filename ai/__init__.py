"""Tavern's AI rivals: random, heuristic (per game) and search (any game)."""

from ai.base import AGENT_KINDS, Agent, Heuristic, RandomAgent, make_agent, parse_agent_spec

__all__ = ["AGENT_KINDS", "Agent", "Heuristic", "RandomAgent", "make_agent", "parse_agent_spec"]
