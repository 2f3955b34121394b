"""Each group's chance to win a competitive RPGQuest game from a position, fitted to heuristic games.

Search cuts its rollouts after a few decisions and asks `chances` who is winning (`ai/fitted.py`):
a softmax over the groups, and one more outcome, nobody (the monsters take four places, or groups
tie at the turn limit), of a weighted sum of plain features of each group: its Victory Points
against the target and against the leader, gold, class points, heroes and their wounds, how far
the Calendar has run, how many places are down and whether the fourth fall is one monsters' turn
away (those last are the same for every group, so they weigh the groups against nobody).
The weights live in `evaluation.toml`, written by `python -m ai.heuristics.rpgquest.fit`. A
feature added here needs its line in that file (0 will do) before the fitter can run, since the
weights are checked when this module loads.
"""

from __future__ import annotations

from pathlib import Path

from ai import fitted
from ai.fitted import Weights
from ai.heuristics.rpgquest.goals import wounds
from ai.heuristics.rpgquest.threats import Picture, picture
from engine.rpgquest.ruins import PLACES_THE_MONSTERS_NEED
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES

WEIGHTS_FILE = Path(__file__).with_name("evaluation.toml")
GOLD_CAP = 10_000  # gold beyond this buys little more before the game ends
POINTS_CAP = 40  # class points of a strong group of four
FEATURES = ("vp", "vp_squared", "vp_by_calendar", "lead", "lead_by_calendar", "gold", "points", "heroes",
            "health", "calendar", "fallen", "fourth_fall_next", "to_move")


def features(state: RpgQuestState, seat: int, danger: Picture | None = None) -> tuple[float, ...]:
    """The features of the group at `seat`, in the order of FEATURES (`danger`: the threat picture, if known)."""
    group = state.groups[seat]
    danger = danger if danger is not None else picture(state)
    target = state.vp_target
    vp = min(group.vp, target) / target
    best_other = max((g.vp for i, g in enumerate(state.groups) if i != seat), default=0)
    lead = max(-1.0, min(1.0, (group.vp - best_other) / target))
    calendar = min(1.0, (state.turn - 1) / state.turn_limit)
    points = sum(group.points(i) for i in range(len(CLASSES)))
    hit_points = sum(hero.hit_points for hero in group.heroes)
    health = 1.0 - wounds(state, seat) / hit_points if hit_points else 0.0
    fourth = any(t.turns <= 1 and danger.fall_number(t) >= PLACES_THE_MONSTERS_NEED for t in danger.threats)
    return (vp, vp * vp, vp * calendar, lead, lead * calendar, min(group.gold, GOLD_CAP) / GOLD_CAP,
            min(points, POINTS_CAP) / POINTS_CAP, len(group.heroes) / 4, health, calendar,
            danger.fallen / PLACES_THE_MONSTERS_NEED, 1.0 if fourth else 0.0,
            1.0 if state.to_move() == seat else 0.0)


def read_weights(text: str, source: str = WEIGHTS_FILE.name) -> Weights:
    """The weights of a TOML text; a bad one names the file and the field."""
    return fitted.read_weights(text, FEATURES, source)


SHIPPED_WEIGHTS = read_weights(WEIGHTS_FILE.read_text(encoding="utf-8"))  # checked when the heuristic loads


def chances(state: RpgQuestState, danger: Picture | None = None) -> tuple[float, ...]:
    """Each group's chance to win from this (unfinished, competitive) position, by the shipped weights."""
    danger = danger if danger is not None else picture(state)
    return SHIPPED_WEIGHTS.chances([features(state, seat, danger) for seat in range(state.seats)])
