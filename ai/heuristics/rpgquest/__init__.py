"""The RPGQuest heuristic, one idea a module: distances on the map (`distances`), what is worth
going to (`goals`), what a decision is worth (`heuristic`), and the weights (`values`)."""

from ai.heuristics.rpgquest.heuristic import RpgQuestHeuristic

__all__ = ["RpgQuestHeuristic"]
