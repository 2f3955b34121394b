"""What is worth going to for one group: monsters it can beat, and the places that serve it.

Each goal is a hex and what arriving there with an action to spend is worth, in Victory
Points; the heuristic weighs it against the way there.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

import numpy as np

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.distances import ambush_values, distances
from ai.heuristics.rpgquest.fights import RESCUE_VP, rescued, weigh
from ai.heuristics.rpgquest.needs import point_worth, points_gain
from ai.heuristics.rpgquest.threats import Picture
from ai.heuristics.rpgquest.training import training_plan, training_text
from ai.heuristics.rpgquest.ways import partner_nearer
from engine.rpgquest.decks import Hero, decks
from engine.rpgquest.festivities import COST as FEAST_COST
from engine.rpgquest.festivities import FEASTS, may_hold
from engine.rpgquest.group import Adventurer
from engine.rpgquest.hexes import Hex
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES, Location, world_data

# A first-level hero: about four class points and a few Hit Points, worth more to a small group
# (a second hero doubles what a lone one brings to every test, and to the Great Challenges' bounties;
# a third and a fourth add nearly as much: a group of three with 12 class points beats no Great Challenge).
RECRUIT_WORTH = (1.8, 1.7, 1.6)  # to a group of 1, 2 or 3 heroes
FEAST_WORTH = 1.3  # a festivity: 1 VP and a magic item
LAST_HIT_POINT = 0.5  # a hero on his last Hit Point: this much of his death is healed away
SHARED = 0.3  # cooperative: what a goal is worth to a group when a partner is nearer to it
HERO_POINTS = 1.5  # a hero's class points are worth this many times what the points alone add to the tests
HIT_POINT = 0.05  # a hero's Hit Point


@dataclass(frozen=True, slots=True)
class Goal:
    where: Hex
    worth: float
    why: str  # "fight the Orcs", "train at Taças": for hints
    inside: bool = False  # served inside a Location: the group must enter it first


def shared(state: RpgQuestState, seat: int, goals: list[Goal]) -> list[Goal]:
    """Cooperative play: a goal any group may take (a threat, a public mission, a Rumour) that another
    group is nearer to is left to it (worth SHARED as much here)."""
    if not state.cooperative or state.seats < 2:
        return goals
    kept = []
    for goal in goals:
        if partner_nearer(state, seat, goal.where):
            goal = replace(goal, worth=goal.worth * SHARED, why=goal.why + " (a partner is nearer)")
        kept.append(goal)
    return kept


def ambush_worth(state: RpgQuestState, seat: int) -> float:
    """What an ambush is worth to the group: a fight against a monster drawn from the bag, as the
    bag holds them now (a strong group hunts in the forests; a weak one keeps to the roads)."""
    bag = [(monster, count) for monster, count in state.bag.items() if count and monster in decks().monsters]
    total = sum(count for _, count in bag)
    if not total:
        return 0.0
    return sum(weigh(state, seat, monster).worth * count for monster, count in bag) / total - v.STOPPED


def wounds(state: RpgQuestState, seat: int) -> int:
    return sum(hero.damage for hero in state.groups[seat].heroes)


def healing_worth(state: RpgQuestState, seat: int) -> float:
    """What healing every wound of the group is worth: the wounds, and more for a hero on his last Hit
    Point, whom the next lost fight kills."""
    heroes = state.groups[seat].heroes
    last = sum(1 for hero in heroes if hero.damage and hero.hit_points - hero.damage == 1)
    return (wounds(state, seat) * v.WOUND * 1.5 + last * v.DEATH * LAST_HIT_POINT) * v.later(state)


def _fits(worth: list[float], heroes: Iterable[Hero | Adventurer]) -> list[float]:
    """What each adventurer's class points bring the group, at `worth` a point of each class
    (`needs.point_worth`)."""
    return [sum(p * w for p, w in zip(hero.points, worth, strict=True)) for hero in heroes]


def hero_worth(state: RpgQuestState, seat: int, hero: Hero | Adventurer) -> float:
    """What a hero (a card or an adventurer) is worth in the group: what its class points serve the
    table's tests, and its Hit Points."""
    return (_fits(point_worth(state, seat), [hero])[0] * HERO_POINTS + hero.hit_points * HIT_POINT) * v.later(state)


def hero_moved(state: RpgQuestState, seat: int, hero: Hero | Adventurer, joins: bool) -> float:
    """What the group gains when `hero` joins it (or loses, negative, when he leaves), exactly: his class
    points' change to the chances of its tests (`needs.points_gain`) and his Hit Points, priced as
    `hero_worth` prices them."""
    sign = 1 if joins else -1
    gain = points_gain(state, seat, [sign * p for p in hero.points])
    return (gain * HERO_POINTS + sign * hero.hit_points * HIT_POINT) * v.later(state)


def hire_worth(state: RpgQuestState, seat: int, hero_id: str) -> float:
    """What hiring this adventurer is worth: the hero, less its fee."""
    hero = decks().heroes[hero_id]
    return hero_worth(state, seat, hero) - hero.recruit_cost * v.GOLD


def recruit_worth(state: RpgQuestState, seat: int, location: Location | None = None) -> float:
    """What looking for an adventurer at `location` is worth to the group now: a recruit of the kind
    drawn there (a council draws its own class) at an average fit (-0.1: no room or no gold for one)."""
    group = state.groups[seat]
    if not 0 < len(group.heroes) < 4 or group.gold < v.RECRUIT + v.RESERVE:
        return -0.1
    heroes = list(decks().heroes.values())
    council = getattr(location, "council_class", "")
    drawn = [h for h in heroes if h.points[CLASSES.index(council)]] if council else heroes
    worth = point_worth(state, seat)
    fits = _fits(worth, heroes)
    fit = sum(_fits(worth, drawn)) / len(drawn) / max(sum(fits) / len(fits), 1e-6)
    return RECRUIT_WORTH[len(group.heroes) - 1] * min(fit, 1.0) * v.later(state) - v.RECRUIT * v.GOLD


def place_worth(state: RpgQuestState, seat: int, key: str) -> tuple[float, str]:
    """What the Location `key` offers the group now, and why."""
    location = world_data().locations[key]
    group = state.groups[seat]
    actions = set(location.actions)
    best, why = 0.0, ""
    hurt = wounds(state, seat)
    if hurt and ("restore" in actions or "cleric_services" in actions):
        worth = healing_worth(state, seat) - (0 if "restore" in actions else hurt * 100 * v.GOLD)
        best, why = max((best, why), (worth, f"heal at {location.name}"))
    if actions & {"levels", "levels_council"}:
        worth, chosen = training_plan(state, seat, location)
        if chosen:
            text = f"train at {location.name}: {training_text(state, seat, chosen)}"
            best, why = max((best, why), (worth, text))
    if actions & {"recruit", "recruit_specialist"}:
        best, why = max((best, why), (recruit_worth(state, seat, location), f"recruit at {location.name}"))
    feast = feast_worth(state, seat, location)
    if feast > 0:
        best, why = max((best, why), (feast, f"hold a festivity at {location.name}"))
    if "work" in actions and group.gold < v.RESERVE * 2:
        best, why = max((best, why), (3.5 * 100 * v.GOLD, f"work in {location.name}"))
    return best, why


def feast_worth(state: RpgQuestState, seat: int, location: Location) -> float:
    """*Festividades*: 4,000gp for 1 VP, a magic item and a title, where the group may still hold one."""
    group = state.groups[seat]
    if group.gold < FEAST_COST or location.id in state.ruins or location.id in state.invaded:
        return 0.0
    for kind in FEASTS:
        if kind in location.actions and may_hold(state, seat, kind):
            return FEAST_WORTH + v.finishing(state, seat, 1) - v.spent(group.gold, FEAST_COST)
    return 0.0


def hunting_ground(state: RpgQuestState, seat: int, gain: float, reach: int = 7) -> Goal | None:
    """The best hex within `reach` MP to be ambushed on, when an ambush (worth `gain`) is worth having."""
    if gain <= 0:
        return None
    table = distances(state.world)
    here = state.groups[seat].hex
    row = table.from_hex(here)
    risk = ambush_values(state.world)
    worth = risk / 10 * gain - row * v.MP_COST
    worth[(row > reach) | (row == 0)] = -1.0
    best = int(np.argmax(worth))
    if worth[best] <= 0:
        return None
    return Goal(table.hexes[best], float(risk[best] / 10 * gain), "hunt monsters in the wilds")


def monster_goals(state: RpgQuestState, seat: int, picture: Picture) -> list[Goal]:
    """The monsters on the map worth fighting: their pay, and what beating them saves of Arcádia."""
    found = []
    for where, stack in sorted(state.map_monsters.items()):
        monster = stack[-1]
        saved = rescued(state, seat, where)
        fight = weigh(state, seat, monster, stake=picture.stake_at(monster, where), rescue=bool(saved))
        if fight.worth > 0:
            threat = picture.of(monster, where)
            warning = f"; it reaches {threat.place} in {turns_text(threat.turns)}" if threat else ""
            found.append(Goal(where, fight.worth, f"fight the {fight.name}{warning}{rescue_text(state, saved)} "
                                                  f"({fight.odds_text()})"))
    return found


def rescue_text(state: RpgQuestState, saved: list[int]) -> str:
    """'; beating it saves Blue's group (+1 VP)' for the groups a win rescues ("" for none)."""
    if not saved:
        return ""
    names = " and ".join(f"{state.seat_name(other)}'s group" for other in saved)
    return f"; beating it saves {names} (+{RESCUE_VP} VP)"


def turns_text(turns: int) -> str:
    return "1 turn" if turns == 1 else f"{turns} turns"


def goals(state: RpgQuestState, seat: int, ambush: float) -> list[Goal]:
    """The hunting ground and the places worth going to for the group of `seat`, to whom an ambush
    is worth `ambush`."""
    found = []
    hunt = hunting_ground(state, seat, ambush)
    if hunt is not None:
        found.append(hunt)
    for key, where in state.world.location_hexes.items():
        if key in state.ruins or key in state.invaded:
            continue  # a fallen place offers nothing until it stands again
        worth, why = place_worth(state, seat, key)
        if worth > 0:
            found.append(Goal(where, worth, why, inside=True))
    return found
