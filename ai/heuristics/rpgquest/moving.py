"""RPGQuest: a Move and the steps of a movement, judged by the plan's goal and the way there.

A Move is worth the best goal less the way there, at most what putting that goal off by one action
costs (`values.DELAY`), so what pays here is done first. A step closes on the goal (or the start of
the shortcut the plan's way takes first); a shortcut (the Merchant Ship, the caves, the Portal) is
worth what it saves of the priced way; slipping past a stack is the Rogue test's exact odds of walking
on, else the fight it starts; stopping on the monsters' hex is their fight (*Combate*).
"""

from __future__ import annotations

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.distances import FAR, distances
from ai.heuristics.rpgquest.fights import chance, made, odds_text
from ai.heuristics.rpgquest.goals import place_worth
from ai.heuristics.rpgquest.paths import STEP_WEIGHT, slip_gain, step_gain, way_on
from ai.heuristics.rpgquest.plan import Planner
from ai.heuristics.rpgquest.ways import MP_WORTH, Shortcut, ways
from engine.core import Action
from engine.rpgquest import hexes, portal
from engine.rpgquest.checks import points
from engine.rpgquest.hexes import Hex
from engine.rpgquest.movement import STEALTH_DIFFICULTY, describe
from engine.rpgquest.odds import pass_chance
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES

SHORTCUT = 4 * v.MP_COST * STEP_WEIGHT  # the most a step on foot scores: a mountain's 4 MP on the cheapest way


WAY_NAMES = {"ship": "the Merchant Ship", "caves": "the caves", "portal": "the Portal"}


class Moving(Planner):
    """The scorers and reasons of a Move and of the steps of a movement."""

    # -- the Move and the plan's way ---------------------------------------------
    def _action_move(self, state: RpgQuestState, seat: int, action: Action) -> float:
        goal, net = self.plan(state, seat)
        group = state.groups[seat]
        if goal is None or (goal.where == group.hex and (group.inside or not goal.inside)):
            return v.IDLE - 0.01
        net -= v.ACTION_COST if goal.where == group.hex else 0.0  # at the gates: a Move to enter
        return min(net, v.DELAY)  # the goal waits while an action here worth more than the delay is done

    def _saving(self, state: RpgQuestState, seat: int, start: Hex, end: Hex) -> tuple[Shortcut | None, float]:
        """The shortcut from `start` to `end` open to the group, and the MP it saves of the way to the
        plan's goal against walking there from `start` (-FAR: no such shortcut, or no goal)."""
        goal, _ = self.plan(state, seat)
        way = ways(state, seat)
        found = next((s for s in way.shortcuts if s.start == start and s.end == end), None)
        if goal is None or found is None:
            return found, -float(FAR)
        return found, way.walk(start, goal.where) - found.mp - way.on_from(found, goal.where)

    def _across(self, state: RpgQuestState, seat: int, end: Hex) -> float:
        """A shortcut from the group's hex to `end`, scored by what it saves of the priced way: one that
        saves comes before any step on foot (a step on the cheapest way scores at most SHORTCUT)."""
        _, saved = self._saving(state, seat, state.groups[seat].hex, end)
        return (SHORTCUT if saved > 0 else 0.0) + max(saved, -1 / MP_WORTH) * MP_WORTH

    # -- the steps of a movement -------------------------------------------------
    def _step(self, state: RpgQuestState, seat: int, action: Action) -> float:
        group = state.groups[seat]
        there = hexes.neighbours(group.hex)[action.args[0]]
        goal, _ = self.plan(state, seat)
        if there in state.map_monsters:
            return goal.worth if goal is not None and goal.where == there else -1.0
        if goal is None:
            return -0.05
        fear = max(0.0, -self._ambush)  # plan() above worked it out; a group that hunts fears nothing
        heading = self.next_stop(state, seat)
        assert heading is not None
        return step_gain(state.world, group.hex, there, heading, fear, state.map_monsters.keys(), self._tolls)

    def _sneak(self, state: RpgQuestState, seat: int, action: Action) -> float:
        """*Movimentação*: slipping past a stack that stands on the way (Rogue test 9) walks on, by the
        test's exact odds; a group discovered fights it, a fight its plan did not choose, so never a gain
        (a monster the plan hunts is attacked)."""
        group = state.groups[seat]
        there = hexes.neighbours(group.hex)[action.args[0]]
        goal, _ = self.plan(state, seat)
        if goal is None or goal.where == there:
            return -1.0
        heading = self.next_stop(state, seat)
        assert heading is not None
        walk = slip_gain(state.world, group.hex, there, heading, max(0.0, -self._ambush), state.map_monsters.keys(),
                         self._tolls)
        if walk <= 0 or not self._walks_on(state, seat, there):
            return -1.0  # a group that cannot walk on out of the hex stops there, and that is the fight
        fight = self._fight_at(state, seat, there)
        slipped = chance(points(state, seat, "rogue"), STEALTH_DIFFICULTY)
        return slipped * walk + (1 - slipped) * min(0.0, fight.worth)

    @staticmethod
    def _walks_on(state: RpgQuestState, seat: int, there: Hex) -> bool:
        """After slipping onto `there`, the group can leave it: the Movement Points left pay a step on, or
        another action can be chained (*Combate*: ending the movement on the monsters' hex is a fight)."""
        group = state.groups[seat]
        left = state.mp - (state.world.foot_cost(group.hex, there) or 0)
        if state.markers[seat]:
            return True
        return any(cost is not None and cost <= left
                   for cost in (state.world.foot_cost(there, step) for step in state.world.steps[there]))

    def _stop(self, state: RpgQuestState, seat: int, action: Action) -> float:
        here = state.groups[seat].hex
        if state.map_monsters.get(here):  # *Combate*: the movement ends on the monsters' hex: they fight
            return self._fight_here(state, seat).worth
        heading = self.next_stop(state, seat)
        if heading is None or heading == here:
            return 0.05  # at the goal, or at a cave mouth waiting for a whole action
        return -0.02 * ways(state, seat).mp(here, heading)

    def _enter(self, state: RpgQuestState, seat: int, action: Action) -> float:
        group = state.groups[seat]
        goal, _ = self.plan(state, seat)
        if goal is not None and goal.where == group.hex:
            return goal.worth
        key = state.world.places[group.hex].location
        return place_worth(state, seat, key)[0] - 0.1 if key else -0.2

    def _chain(self, state: RpgQuestState, seat: int, action: Action) -> float:
        goal, net = self.plan(state, seat)
        if goal is None or goal.where == state.groups[seat].hex:
            return -1.0
        return 0.5 * goal.worth - v.ACTION_COST

    def _boarding(self, state: RpgQuestState, seat: int) -> Shortcut | None:
        """The sail the plan's way takes from here, if it takes the ship here."""
        self.plan(state, seat)
        first = self._first
        return first if first and first.kind == "ship" and first.start == state.groups[seat].hex else None

    def _board(self, state: RpgQuestState, seat: int, action: Action) -> float:
        sail = self._boarding(state, seat)
        return -0.3 if sail is None else self._across(state, seat, sail.end)

    def _ashore(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 0.0

    def _sail(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return self._across(state, seat, (action.args[0], action.args[1]))

    # -- the Portal redrawn ------------------------------------------------------
    def _redraw(self, state: RpgQuestState, seat: int) -> tuple[float, float]:
        """*Investigar o Portal*: the Mage test of 10 that re-draws the other base among the rest, and the
        MP it would save on average of the way to the plan's goal (0 when the Portal here is the way)."""
        goal, _ = self.plan(state, seat)
        group = state.groups[seat]
        if goal is None or (self._first is not None and self._first.kind == "portal"):
            return 0.0, 0.0
        way = ways(state, seat)
        now = way.mp(group.hex, goal.where)
        others = [b for b in portal.bases(state) if b != group.hex]
        saved = sum(max(0.0, now - portal.PASSAGE_MP - way.mp(b, goal.where)) for b in others) / len(others)
        class_name, difficulty = portal.MANIPULATE
        return float(pass_chance(group.points(CLASSES.index(class_name)), difficulty)), saved

    def _manipulate_portal(self, state: RpgQuestState, seat: int, action: Action) -> float:
        chance, saved = self._redraw(state, seat)
        return v.IDLE - 0.01 + chance * saved * MP_WORTH  # an action let pass, but for the way it may save

    # -- reasons -----------------------------------------------------------------
    def _why_move(self, state: RpgQuestState, seat: int, action: Action) -> str:
        goal, _ = self.plan(state, seat)
        if goal is None:
            return ""
        here = state.groups[seat].hex
        way = ways(state, seat)
        foot = way.foot(here, goal.where)
        first = self._first
        ford = self._ford_ahead(state, seat, action)
        if first is None:
            return (f"to {goal.why}, {foot} MP away" if foot else goal.why) + ford
        there = "from here" if first.start == here else \
            f"from {describe(state, first.start)}, {way.foot(here, first.start)} MP on foot"
        return f"to {goal.why}: the way goes by {WAY_NAMES[first.kind]} {there}, instead of {foot} MP on foot{ford}"

    def _ford_ahead(self, state: RpgQuestState, seat: int, action: Action) -> str:
        """'; the ford across the river in Hochma: 100gp' when the walk the plan takes next (from the hex
        a step enters, that hex included) crosses a ford ("" otherwise)."""
        heading = self.next_stop(state, seat)
        here = state.groups[seat].hex
        if heading is None or not distances(state.world).fords.size:
            return ""
        start, walk = here, []
        if action.kind == "step":
            start = hexes.neighbours(here)[action.args[0]]
            walk = [start]
        walk += way_on(state.world, start, heading, max(0.0, -self._ambush), state.map_monsters.keys(), self._tolls)
        fords = [where for where in walk if state.world.places[where].terrain.fare]
        if not fords:
            return ""
        return f"; the ford across the {describe(state, fords[0])}: {state.world.places[fords[0]].terrain.fare}gp"

    def _why_stop(self, state: RpgQuestState, seat: int, action: Action) -> str:
        if state.map_monsters.get(state.groups[seat].hex):
            return f"stopping here is the fight: {self._explain_fight(state, seat)}"
        return self._why_move(state, seat, action)

    def _why_board(self, state: RpgQuestState, seat: int, action: Action) -> str:
        sail = self._boarding(state, seat)
        return "" if sail is None else self._why_across(state, seat, sail.end)

    def _why_sail(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._why_across(state, seat, (action.args[0], action.args[1]))

    def _why_ashore(self, state: RpgQuestState, seat: int, action: Action) -> str:
        """Stepping off the Merchant Ship: nothing to say beyond the verdict."""
        return ""

    def _why_across(self, state: RpgQuestState, seat: int, end: Hex) -> str:
        """'by the Merchant Ship to Moedas in Hochma: 1 MP and 500gp instead of 14 MP on foot, to ...'."""
        here = state.groups[seat].hex
        found, saved = self._saving(state, seat, here, end)
        goal, _ = self.plan(state, seat)
        if found is None or goal is None:
            return ""
        way = ways(state, seat)
        place = describe(state, end)
        by = {"ship": f"by the Merchant Ship to {place}: 1 MP and {found.fare}gp",
              "caves": f"through the caves to {place}: one action",
              "portal": f"through the Portal to {place}: 1 MP"}[found.kind]
        rest = way.foot(end, goal.where)
        onward = f", then {rest} MP" if rest else ""
        verdict = "instead of" if saved > 0 else "dearer than"
        return f"{by}{onward}, {verdict} {way.foot(here, goal.where)} MP on foot, to {goal.why}"

    def _why_manipulate_portal(self, state: RpgQuestState, seat: int, action: Action) -> str:
        chance, saved = self._redraw(state, seat)
        goal, _ = self.plan(state, seat)
        if goal is None:
            return ""
        return f"{chance:.0%} to pass the Mage test of 10; a base drawn anew saves {saved:.0f} MP on average " \
               f"of the way to {goal.why}"

    def _why_sneak(self, state: RpgQuestState, seat: int, action: Action) -> str:
        there = hexes.neighbours(state.groups[seat].hex)[action.args[0]]
        fight = self._fight_at(state, seat, there)
        rogue = odds_text(made(state, seat, (("rogue", STEALTH_DIFFICULTY),)))
        return f"{rogue} to slip past the {fight.name} and walk on; discovered, you win {fight.chance:.0%} of " \
               f"fights against it ({fight.odds_text()})"
