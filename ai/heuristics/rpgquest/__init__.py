"""The RPGQuest heuristic, one idea a module: distances on the map (`distances`) and the way to a goal
(`paths`), what a fight is worth (`fights`), the threat picture (`threats`) and the goals that answer
it (`defence`), what a class point is worth (`needs`), what else is worth going to (`goals`,
`missions`), the plan of one decision (`plan`), what each kind of action is worth and why, by rule
area (`moving`, `places`, `rolls`, `groups`, `errands`, `ventures`, and the phrases of `reasons`), the
tables of them by kind and the judge of positions (`heuristic`), and the weights (`values`)."""

from ai.heuristics.rpgquest.heuristic import RpgQuestHeuristic

__all__ = ["RpgQuestHeuristic"]
