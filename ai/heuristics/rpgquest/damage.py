"""Placing the damage markers of a lost fight (*Combate*: the group places them on its heroes, and a
protection item stops some): every choice is priced by what the whole damage costs once it is placed,
each marker going where it costs least."""

from __future__ import annotations

from ai.heuristics.rpgquest import values as v

PICK = 0.01  # between equal costs, the marker goes to the hero with fewer class points


def placed_cost(left: list[int], markers: int) -> float:
    """What `markers` damage markers cost the heroes with `left` Hit Points left, each on the hero with
    the most left: a wound, or a death when a hero with none left takes one."""
    left = sorted(left, reverse=True)
    cost = 0.0
    for _ in range(markers):
        if not left:
            break
        if left[0] >= 1:
            cost += v.WOUND
            left[0] -= 1
            left.sort(reverse=True)
        else:
            cost += v.DEATH
            left.pop(0)
    return cost


def wound_worth(heroes, index: int, markers: int) -> float:
    """A marker on hero `index`, then the other `markers - 1` where they cost least."""
    left = [hero.hit_points - hero.damage for hero in heroes]
    hero = heroes[index]
    if left[index] >= 1:
        cost = v.WOUND
        left[index] -= 1
    else:
        cost = v.DEATH
        left.pop(index)
    return -(cost + placed_cost(left, markers - 1)) - PICK * sum(hero.points) / 10


def protect_worth(heroes, markers: int, stopped: int, use: float) -> float:
    """A protection item's use (worth `use`) stopping `stopped` of the `markers`; the rest placed."""
    left = [hero.hit_points - hero.damage for hero in heroes]
    return -(use + placed_cost(left, max(0, markers - stopped)))
