"""RPGQuest: the plan of one decision, worked out once for all its actions.

The threat picture of the table (`threats`), what a Mana Crystal is worth to the group (`mana`), and
the plan: the best goal on the map and its worth once the way there is paid (Movement Points,
actions, ambush risk), with the shortcut the way takes first (`ways`). The rule areas' scorers
(`moving`, `places`, `rolls`, `groups`, `errands`, `ventures`) build on it.
"""

from __future__ import annotations

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.defence import defence_goals
from ai.heuristics.rpgquest.distances import FAR
from ai.heuristics.rpgquest.fights import Fight, rescued, weigh
from ai.heuristics.rpgquest.goals import Goal, ambush_worth, goals, monster_goals, rescue_text, shared, turns_text
from ai.heuristics.rpgquest.items import item_worth, market_goals
from ai.heuristics.rpgquest.mana import Crystal, appraise, mana_goals
from ai.heuristics.rpgquest.missions import mission_goals
from ai.heuristics.rpgquest.needs import point_worth
from ai.heuristics.rpgquest.paths import Tolls
from ai.heuristics.rpgquest.pins import pin_goals
from ai.heuristics.rpgquest.rumours import rumour_goals
from ai.heuristics.rpgquest.threats import Picture, picture
from ai.heuristics.rpgquest.ways import Shortcut, ways
from engine.rpgquest.decks import MagicItem
from engine.rpgquest.hexes import Hex
from engine.rpgquest.state import RpgQuestState


class Planner:
    """The plan of one decision and the lookups every rule area shares (cached a decision at a time)."""

    def __init__(self) -> None:
        self._plan_key: tuple = ()
        self._plan: tuple[Goal | None, float] = (None, 0.0)
        self._first: Shortcut | None = None  # the shortcut the plan's way takes first
        self._ambush = 0.0  # what an ambush is worth to the planning group
        self._tolls: Tolls = ()  # what the fords' fares cost the planning group, in MP
        self._picture_key: tuple = ()
        self._picture = Picture(0, ())
        self._crystal_key: tuple = ()
        self._crystal: Crystal | None = None

    # -- the plan of one decision -----------------------------------------
    def threats(self, state: RpgQuestState) -> Picture:
        """The threat picture of the table (worked out once a decision)."""
        key = (state, len(state.log), state.turn)  # the state itself, not its id: a freed state's id is reused
        if key != self._picture_key:
            self._picture_key, self._picture = key, picture(state)
        return self._picture

    def crystal(self, state: RpgQuestState, seat: int) -> Crystal:
        """What a Mana Crystal is worth to the group (worked out once a decision)."""
        group = state.groups[seat]
        key = (state, len(state.log), state.phase, group.hex, group.mana, seat)
        if key != self._crystal_key or self._crystal is None:
            self._crystal_key, self._crystal = key, appraise(state, seat)
        return self._crystal

    def plan(self, state: RpgQuestState, seat: int) -> tuple[Goal | None, float]:
        """The best goal for the group and its worth once the way there is paid."""
        group = state.groups[seat]
        key = (state, len(state.log), state.phase, state.mp, group.hex, group.gold, seat)
        if key == self._plan_key:
            return self._plan
        self._ambush = ambush_worth(state, seat)
        way = ways(state, seat)
        self._tolls = way.tolls
        index = way.table.index
        row = way.from_hex(group.hex)
        best: tuple[Goal | None, float] = (None, 0.0)
        danger = self.threats(state)
        answers = shared(state, seat, monster_goals(state, seat, danger) + defence_goals(state, seat, danger)
                         + pin_goals(state, seat, danger))
        crystal = self.crystal(state, seat)
        wares = mana_goals(state, seat, crystal) + market_goals(state, seat, crystal.hold)
        found = goals(state, seat, self._ambush) + answers + mission_goals(state, seat) + rumour_goals(state, seat)
        for goal in found + wares:
            mp = float(row[index[goal.where]]) if goal.where in index else FAR
            if mp >= FAR:
                continue
            net = goal.worth - v.way(mp)
            if best[0] is None or net > best[1]:
                best = (goal, net)
        self._plan_key, self._plan = key, best
        self._first = way.first(group.hex, best[0].where) if best[0] is not None else None
        return best

    def next_stop(self, state: RpgQuestState, seat: int) -> Hex | None:
        """Where the group heads now: the plan's goal, or the start of the shortcut its way takes first."""
        goal, _ = self.plan(state, seat)
        return None if goal is None else self._first.start if self._first else goal.where

    # -- shared lookups -------------------------------------------------------
    def _fight_here(self, state: RpgQuestState, seat: int) -> Fight:
        """The fight against the top of the stack on the group's hex, with its stake for Arcádia."""
        return self._fight_at(state, seat, state.groups[seat].hex)

    def _fight_at(self, state: RpgQuestState, seat: int, where: Hex) -> Fight:
        """The fight against the top of the stack on `where`, with its stake for Arcádia."""
        monster = state.map_monsters[where][-1]
        return weigh(state, seat, monster, stake=self.threats(state).stake_at(monster, where),
                     rescue=bool(rescued(state, seat, where)))

    def _explain_fight(self, state: RpgQuestState, seat: int) -> str:
        fight = self._fight_here(state, seat)
        where = state.groups[seat].hex
        threat = self.threats(state).of(state.map_monsters[where][-1], where)
        warning = f"; the {threat.name} reaches {threat.place} in {turns_text(threat.turns)}" if threat else ""
        saved = rescue_text(state, rescued(state, seat, where))
        return f"you win {fight.chance:.0%} of fights against the {fight.name} ({fight.odds_text()}){warning}{saved}"

    def _item(self, state: RpgQuestState, seat: int, item: MagicItem) -> float:
        """What the magic item gives the group (`items.item_worth`)."""
        return item_worth(state, item, point_worth(state, seat), self.crystal(state, seat).hold)
