"""Open World: Elria heuristic: judge a position in the game's own terms.

A position is worth its Time cubes, its Character Level, its Quest progress
(fulfilled Quests, covered objective icons) and the icons still open in front
of the player (each valued for what it can do next: treasure is Time, combat
clears Enemies, encounter feeds Quests and Landmarks, maps and shelters save
Time), minus the Enemies waiting in the Journey column for the next red
banner. A decision is scored by working out directly what it changes in those
terms: the Travel cost after terrain matches and maps, an Enemy Attack, the
icons a new Location shows and the Enemies it brings, the icons an action
covers and what their credits buy (Time, Quest objectives, defeated Enemies,
Landmarks, a Level). No state is copied, so search rollouts stay cheap; what
one decision needs about the seat is worked out once and reused for every
action of that decision. Only what `view(seat)` shows is used.

One idea a module: what a position is worth (`position`), what a decision
changes (`gains`), and every kind of action scored and explained in tables by
kind (`heuristic`).
"""

from ai.heuristics.elria.heuristic import ElriaHeuristic, quest_ease
from ai.heuristics.elria.position import value

__all__ = ["ElriaHeuristic", "quest_ease", "value"]
