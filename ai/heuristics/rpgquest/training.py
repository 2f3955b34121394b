"""What a level is worth to a group, priced as what it gives against the gold it costs.

*Aumentar o Nível*: a level gives one class point (in a class the hero has, or the council's own),
a Hit Point with it when the point is a Warrior's (*Pontos de Vida e Dano*), and a step towards the
Victory Point the group earns when three of its heroes reach the next level. The point is worth what
it adds to the tests the group will meet (`needs.point_worth`), met more than once; the gold is worth
what the group could do with it soon (`values.spent_soon`): gold piled beyond the recruits and
healing it needs buys little before the Calendar ends.
"""

from __future__ import annotations

from itertools import product

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.needs import point_worth
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.orders import ILLUMINATI_COST, bonus
from engine.rpgquest.places import COUNCIL_OWN_CLASS_COST, LEVEL_COST, LEVEL_VP_HEROES
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES, Location

MAX_LEVEL = 4
POINT_USES = 1.0  # a class point: what it adds to the tests ahead (`needs` weighs them)
HIT_POINT = v.WOUND  # a Warrior point's Hit Point: one more wound taken without a death


def level_choices(state: RpgQuestState, seat: int, location: Location) -> list[tuple[int, int, int]]:
    """(hero, class, cost) of every level the group could take here this round, gold aside."""
    group = state.groups[seat]
    council = location.council_class
    if not council and "levels" not in location.actions:
        return []
    found = []
    for index, hero in enumerate(group.heroes):
        if hero.level >= MAX_LEVEL or hero.trained_round == state.turn:
            continue
        target = hero.level + 1
        if council:
            class_index = CLASSES.index(council)
            table = COUNCIL_OWN_CLASS_COST if hero.has_class(class_index) else LEVEL_COST
            found.append((index, class_index, table[target]))
        else:
            found += [(index, c, LEVEL_COST[target]) for c in range(len(CLASSES)) if hero.has_class(c)]
    return found


def level_vp(levels: list[int], paid: int) -> float:
    """The level VP still to come with these levels, a third of one for each hero already at the next
    level short of the three that earn it (one each time three heroes reach level 2, 3, 4)."""
    due = 0
    while paid + due < MAX_LEVEL - 1 and sum(level >= paid + due + 2 for level in levels) >= LEVEL_VP_HEROES:
        due += 1
    if paid + due >= MAX_LEVEL - 1:
        return due
    return due + sum(level >= paid + due + 2 for level in levels) / LEVEL_VP_HEROES


def training_plan(state: RpgQuestState, seat: int, location: Location, must: tuple[int, int] | None = None
                  ) -> tuple[float, list[tuple[int, int, int]]]:
    """The levels worth taking here this round with the gold in hand (each hero in the class whose
    point is worth most to the group), with `must` (hero, class) among them if given, and their worth:
    the points, their Hit Points, the level VP they bring nearer, less the gold at its worth."""
    group = state.groups[seat]
    worth = point_worth(state, seat)
    best: dict[int, tuple[float, int, int]] = {}
    for index, class_index, cost in level_choices(state, seat, location):
        if must is not None and index == must[0] and class_index != must[1]:
            continue
        point = worth[class_index] * POINT_USES + (HIT_POINT if CLASSES[class_index] == "warrior" else 0.0)
        point *= v.later(state)
        best[index] = max(best.get(index, (point, class_index, cost)), (point, class_index, cost))
    levels = [hero.level for hero in group.heroes]
    before = level_vp(levels, group.level_vp)
    top: tuple[float, list[tuple[int, int, int]]] = (0.0 if must is None else -1.0, [])
    heroes = sorted(best)
    for chosen in product((False, True), repeat=len(heroes)):
        picked = [index for index, take in zip(heroes, chosen, strict=True) if take]
        if not picked or (must is not None and must[0] not in picked):
            continue
        cost = sum(best[index][2] for index in picked)
        if cost > group.gold:
            continue
        after = [level + (index in picked) for index, level in enumerate(levels)]
        gained = level_vp(after, group.level_vp)
        total = (sum(best[index][0] for index in picked) + gained - before
                 + v.finishing(state, seat, int(gained) - int(before))
                 - v.spent_soon(state, seat, group.gold, cost))
        if total > top[0] or (must is not None and not top[1]):
            top = (total, [(index, best[index][1], best[index][2]) for index in picked])
    return top


def training_text(state: RpgQuestState, seat: int, chosen: list[tuple[int, int, int]]) -> str:
    """'Alexius +1 Rogue, Oswin +1 Mage (4,000gp); 3 of 3 heroes at level 2 for 1 VP'."""
    group = state.groups[seat]
    levels = [hero.level for hero in group.heroes]
    for index, _, _ in chosen:
        levels[index] += 1
    gains = ", ".join(f"{group.heroes[i].name} +1 {CLASSES[c].title()}" for i, c, _ in chosen)
    text = f"{gains} ({sum(cost for *_, cost in chosen):,}gp)"
    if group.level_vp < MAX_LEVEL - 1:
        level = group.level_vp + 2
        there = sum(lv >= level for lv in levels)
        text += f"; {min(there, LEVEL_VP_HEROES)} of {LEVEL_VP_HEROES} heroes at level {level} for 1 VP"
    return text


def level_worth(state: RpgQuestState, seat: int, index: int, class_index: int, location: Location) -> float:
    """What training hero `index` a level in `class_index` here is worth: the best round with it."""
    return training_plan(state, seat, location, (index, class_index))[0]


def training_worth(state: RpgQuestState, seat: int, location: Location) -> float:
    """What a round of training here is worth with the gold in hand (0: nothing worth its gold)."""
    return training_plan(state, seat, location)[0]


def illuminati_worth(state: RpgQuestState, seat: int, class_name: str) -> float:
    """*Ordens*: rising to Illuminati, +1 more on every test of `class_name`, priced as a level's point
    (without its Hit Point) less the 4,000gp at their worth."""
    point = point_worth(state, seat)[CLASSES.index(class_name)] * POINT_USES * v.later(state)
    return point - v.spent_soon(state, seat, state.groups[seat].gold, ILLUMINATI_COST)


def order_worth(state: RpgQuestState, seat: int, order_id: str = "") -> float:
    """*Iniciar-se em uma Ordem*: +1 on every test of the Order's two classes, priced as a level's
    point each (as Illuminati is), less the bonus of the Order the group leaves for it (its
    Illuminati's +1 included); an `order_id` that names no Order (a guild card's "drawn") is the
    average over the Orders."""
    orders = mission_data().orders
    drawn = [order_id] if order_id in orders else sorted(orders)
    worth = point_worth(state, seat)
    group = state.groups[seat]
    kept = sum(worth[i] * bonus(group, name) for i, name in enumerate(CLASSES))
    gained = [sum(worth[CLASSES.index(name)] for name in orders[o].classes) for o in drawn]
    return (sum(gained) / len(gained) - kept) * POINT_USES * v.later(state)
