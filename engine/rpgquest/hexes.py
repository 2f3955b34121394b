"""Hex geometry for the map of Arcádia: axial coordinates, as Red Blob Games teaches them.

A hex is an axial pair `(q, r)`; the third cube coordinate is `s = -q - r`. Hexes are
pointy-topped: a row of hexes shares `r`, and row `r + 1` is drawn half a hex to the right.
Everything the rules need about hexes lives here, so the engine, the AI and the screen
never re-derive it: neighbours, distance, rotation, rings and cheapest paths.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable

Hex = tuple[int, int]

# The six directions, clockwise on screen from east: E, SE, SW, W, NW, NE.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def add(a: Hex, b: Hex) -> Hex:
    """The hex `b` steps from `a`."""
    return (a[0] + b[0], a[1] + b[1])


def neighbours(hex_: Hex) -> list[Hex]:
    """The six hexes around `hex_`, clockwise from east."""
    q, r = hex_
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes on an open plane (half the cube L1 distance)."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def rotate(hex_: Hex, steps: int) -> Hex:
    """`hex_` turned about the origin by `steps` sixths of a turn clockwise."""
    q, r = hex_
    for _ in range(steps % 6):
        q, r = -r, q + r
    return (q, r)


def ring(centre: Hex, radius: int) -> list[Hex]:
    """The hexes exactly `radius` steps from `centre`, in clockwise order."""
    if radius == 0:
        return [centre]
    hexes = []
    q, r = add(centre, (DIRECTIONS[4][0] * radius, DIRECTIONS[4][1] * radius))
    for direction in DIRECTIONS:
        for _ in range(radius):
            hexes.append((q, r))
            q, r = q + direction[0], r + direction[1]
    return hexes


def spiral(centre: Hex, radius: int) -> list[Hex]:
    """Every hex within `radius` of `centre`: the centre, then ring 1, ring 2, ..."""
    return [hex_ for k in range(radius + 1) for hex_ in ring(centre, k)]


def cheapest_costs(
    start: Hex, step_cost: Callable[[Hex, Hex], int | None], limit: int | None = None
) -> dict[Hex, int]:
    """Dijkstra from `start`: the least total cost to reach each hex.

    `step_cost(here, there)` is the cost of stepping into the neighbour `there`, or `None`
    when it cannot be entered. With `limit`, hexes costing more are left out.
    """
    costs, _ = _dijkstra(start, step_cost, limit)
    return costs


def cheapest_path(
    start: Hex, goal: Hex, step_cost: Callable[[Hex, Hex], int | None]
) -> tuple[int, list[Hex]] | None:
    """The least cost from `start` to `goal` and the hexes entered on the way (goal last).

    `None` when the goal cannot be reached. Ties break the same way every time.
    """
    costs, came_from = _dijkstra(start, step_cost, None, goal)
    if goal not in costs:
        return None
    path = [goal]
    while path[-1] != start:
        path.append(came_from[path[-1]])
    path.pop()
    return costs[goal], path[::-1]


def _dijkstra(
    start: Hex,
    step_cost: Callable[[Hex, Hex], int | None],
    limit: int | None,
    goal: Hex | None = None,
) -> tuple[dict[Hex, int], dict[Hex, Hex]]:
    costs = {start: 0}
    came_from: dict[Hex, Hex] = {}
    frontier = [(0, start)]
    done: set[Hex] = set()
    while frontier:
        cost, here = heapq.heappop(frontier)
        if here in done:
            continue
        done.add(here)
        if here == goal:
            break
        for there in neighbours(here):
            step = step_cost(here, there)
            if step is None:
                continue
            total = cost + step
            if limit is not None and total > limit:
                continue
            if total < costs.get(there, total + 1):
                costs[there] = total
                came_from[there] = here
                heapq.heappush(frontier, (total, there))
    return costs, came_from


def connected(start: Hex, passable: Callable[[Hex], bool]) -> set[Hex]:
    """Every hex reachable from `start` through hexes for which `passable` holds."""
    seen = {start}
    todo = [start]
    while todo:
        for there in neighbours(todo.pop()):
            if there not in seen and passable(there):
                seen.add(there)
                todo.append(there)
    return seen
