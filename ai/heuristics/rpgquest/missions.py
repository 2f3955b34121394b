"""What the group's missions (and the public ones) are worth, stage by stage, in Victory Points.

A stage reached by getting there is worth its reward; a stage with tests its reward times the
exact chance of passing (a result table: every 2d6 total read on the card's rows); a mission
also pulls the group on by part of what its later stages pay.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from functools import cache

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.fights import weigh
from ai.heuristics.rpgquest.goals import Goal, shared
from ai.heuristics.rpgquest.training import order_worth
from ai.heuristics.rpgquest.ways import ways
from engine.rpgquest.mission_data import Stage, mission_data
from engine.rpgquest.odds import TWO_DICE, pass_chance, passes
from engine.rpgquest.outcomes import Outcome
from engine.rpgquest.quest import Quest, quest_name
from engine.rpgquest.stages import bolt_hexes, quest_at, table_row
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.transport import pay, places_by_face, regions_apart
from engine.rpgquest.world_data import CLASSES

DICE_TOTALS = tuple(sorted(Counter(a + b for a, b in TWO_DICE).items()))  # 2d6: each total and its ways
LATER = 0.3  # how much of the later stages' pay pulls the group to this one
DAMAGE = {"1d3": 2.0, "1d6": 3.5}
PUBLIC_KEPT = 0.8  # cooperative: a mission made public is still the table's, but may be dropped for a newer one
ORDER_GUESS = 0.4  # an Order in a later stage, before the group's tests are weighed (`reached` does that)


@cache
def outcome_worth(outcome: Outcome | None) -> float:
    if outcome is None:
        return 0.0
    damage = DAMAGE.get(outcome.damage, 0.0) if isinstance(outcome.damage, str) else float(outcome.damage)
    return (outcome.vp + outcome.gold * v.GOLD + outcome.items * 0.3 + (0.5 if outcome.artifact else 0.0)
            + (ORDER_GUESS if outcome.order else 0.0) + (0.3 if outcome.title else 0.0) - damage * v.WOUND
            - (0.3 if outcome.fight else 0.0))




def reached(state: RpgQuestState, seat: int, outcome: Outcome | None) -> float:
    """An outcome's worth to the group of `seat`, with the win when its VP reach the target, and an
    Order priced by what its classes add to this group's tests (`training.order_worth`)."""
    if outcome is None:
        return 0.0
    order = order_worth(state, seat, outcome.order) - ORDER_GUESS if outcome.order else 0.0
    return outcome_worth(outcome) + v.finishing(state, seat, outcome.vp) + order


def graded(bonus: int, difficulty: int, row: Callable[[int, bool], float]) -> float:
    """A test read by its total, as result tables are: the average over every 2d6 roll of what
    `row` says its total (2d6 + `bonus`) and its passing or failing `difficulty` are worth."""
    return sum(ways * row(dice + bonus, passes(dice, bonus, difficulty)) for dice, ways in DICE_TOTALS) / len(TWO_DICE)


def stage_worth(state: RpgQuestState, seat: int, stage: Stage) -> float:
    """What trying this stage now is worth to the group of `seat`."""
    group = state.groups[seat]
    if stage.kind == "go":
        return reached(state, seat, stage.success)
    if stage.kind == "hunt":
        fight = weigh(state, seat, stage.monster)
        return fight.chance * reached(state, seat, stage.success) + fight.worth
    if stage.kind == "table":
        class_name, difficulty = stage.tests[0]
        return graded(group.points(CLASSES.index(class_name)), difficulty,
                      lambda total, passed: reached(state, seat, table_row(stage, total, passed)))
    chance = 1.0
    for class_name, difficulty in stage.tests:
        chance *= float(pass_chance(group.points(CLASSES.index(class_name)), difficulty))
    return chance * reached(state, seat, stage.success) + (1 - chance) * reached(state, seat, stage.failure)


def card_worth(state: RpgQuestState, seat: int, card: str) -> float:
    """What a mission card drawn is worth to the group of `seat` before its meeple is placed: half of
    what its stages pay, the first by the group's exact odds."""
    first, *rest = mission_data().missions[card].stages
    return 0.5 * (stage_worth(state, seat, first) + sum(outcome_worth(stage.success) for stage in rest))


def quest_worth(state: RpgQuestState, seat: int, quest: Quest) -> float:
    """Going to this mission's meeple: the stage there, and part of what follows."""
    mission = quest.mission
    if mission is None:  # a merchant's cargo: paid on arrival
        return quest.gold * v.GOLD
    if quest.bonus:
        return mission.bonus.gold * v.GOLD if mission.bonus else 0.0
    stages = mission.stages
    later = sum(outcome_worth(stage.success) for stage in stages[quest.stage + 1:])
    return stage_worth(state, seat, stages[quest.stage]) + LATER * later


def made_public(state: RpgQuestState, seat: int, quest: Quest) -> float:
    """What the group loses when its mission becomes public (*Missoes*: its meeple turns white, "this
    mission can now be carried out by any Group"): the group may still resolve it, so it keeps its share
    of the groups that may; in the cooperative game every group's Victory Points count for the table,
    so nothing is lost but the meeple's place (`PUBLIC_KEPT`)."""
    kept = PUBLIC_KEPT if state.cooperative else 1.0 / state.seats
    return quest_worth(state, seat, quest) * (1.0 - kept)


def mission_goals(state: RpgQuestState, seat: int) -> list[Goal]:
    """The meeples the group may go to: its own missions' and the public ones' (in the cooperative game
    left to a partner nearer to them)."""
    def worth_going(quests: Iterable[Quest]) -> list[Goal]:
        return [Goal(quest.hex, worth, f"the mission {quest_name(quest)}")
                for quest in quests if (worth := quest_worth(state, seat, quest)) > 0]

    return worth_going(state.quests[seat]) + shared(state, seat, worth_going(state.public))



def transport_trips(state: RpgQuestState, seat: int) -> list[tuple[int, float]]:
    """*Missões de Transporte*: a Trade Demand taken here, as (pay on arrival, MP of the way there) for
    each destination the d10 may name (a face naming this place or one not in play is rolled again)."""
    world = state.world
    here = state.groups[seat].hex
    origin = world.places[here].location
    assert origin is not None  # a Trade Demand is taken at a Location
    way = ways(state, seat)
    return [(pay(regions_apart(world, origin, key)), way.mp(here, world.location_hexes[key]))
            for key in places_by_face() if key != origin and key in world.location_hexes]


def transport_worth(state: RpgQuestState, seat: int) -> float:
    """A Trade Demand taken here: on average over its destinations, the pay less the way there."""
    trips = transport_trips(state, seat)
    if not trips:
        return v.IDLE
    return sum(gold * v.GOLD - v.way(mp) for gold, mp in trips) / len(trips) - v.ACTION_COST


def bonus_trip(state: RpgQuestState, seat: int) -> tuple[int, float]:
    """*Resolver uma Missão*: the bonus being decided on, as (its gold on arrival, the MP of the way to
    where its meeple stands, on average over the hexes one is drawn among)."""
    owner, index, _ = state.resolving
    mission = quest_at(state, owner, index).mission
    if mission is None or mission.bonus is None:
        return 0, 0.0
    fixed, drawn = bolt_hexes(state, seat, mission.bonus.at)
    where = [fixed] if fixed is not None else drawn
    way = ways(state, seat)
    here = state.groups[seat].hex
    return mission.bonus.gold, sum(way.mp(here, there) for there in where) / len(where)


def bonus_worth(state: RpgQuestState, seat: int) -> float:
    """Taking the bonus: its gold less the way to it."""
    gold, mp = bonus_trip(state, seat)
    return gold * v.GOLD - v.way(mp)
