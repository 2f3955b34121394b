"""The group's way to the map's cursor: on foot, or through the mapped caves or the awake Portal.

*Movimentar-se pelas Cavernas*: once the caves are mapped, a whole action (7 MP) carries a group from a
known mouth to another; *Investigar o Portal*: 1 MP steps from one open base to the other. A way through
either is a walk to the one end, the passage, and a walk on from the other, each walk the engine's
cheapest route on foot (`engine.rpgquest.routes`), the Movement Points and actions counted as the engine
counts them (`actions_for`: actions chain while a step, or the passage, costs more than is left). The
preview offers the cheapest (fewest actions, then MP, then the least ambush risk), and travel follows it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.rpgquest.caves import mapped_by
from engine.rpgquest.hexes import Hex
from engine.rpgquest.portal import PASSAGE_MP
from engine.rpgquest.routes import MP_PER_ACTION, Route, actions_for, route
from engine.rpgquest.world import World

CAVES, PORTAL = "the caves", "the Portal"
PASSAGES = {CAVES: MP_PER_ACTION, PORTAL: PASSAGE_MP}
"""What going through costs, in Movement Points."""


@dataclass(frozen=True, slots=True)
class Way:
    """A way from the group to a hex: the hexes entered (the goal last; through a passage, its far end
    is entered from its near one), what it takes, and the passage it goes through, if any."""

    path: tuple[Hex, ...]
    mp: int
    actions: int
    fares: int
    ambush: Fraction
    through: str = ""  # CAVES, PORTAL, or "" on foot
    gate: tuple[Hex, Hex] | None = None  # the passage's near and far ends

    @property
    def walked(self) -> int:
        """The hexes entered on foot."""
        return len(self.path) - (self.gate is not None)

    def key(self) -> tuple[int, int, Fraction]:
        return self.actions, self.mp, self.ambush


@dataclass(frozen=True, slots=True)
class _Walk:
    path: tuple[Hex, ...]
    costs: tuple[int, ...]
    fares: int
    ambush: Fraction


def way_for(view: dict, world: World, seat: int, where: Hex) -> Way | None:
    """The cheapest way there for the seat's group: on foot, or through the caves or the Portal."""
    group = view["groups"][seat]
    start = (group["hex"][0], group["hex"][1])
    if start == where or where not in world.land:
        return None
    monsters = {(q, r) for q, r, _ in view["monsters"]}
    moving = view["phase"] == "move" and view["actor"] == seat
    in_hand = view["mp"] if moving else 0
    walks: dict[tuple[Hex, Hex], _Walk | None] = {}

    def walk(a: Hex, b: Hex) -> _Walk | None:
        if (a, b) not in walks:
            walks[a, b] = _walk(world, a, b, monsters, group["gold"])
        return walks[a, b]

    foot = walk(start, where)
    best = None if foot is None else _way((foot,), (), in_hand)
    for through, near, far in passages(view, world):
        if near in monsters or far in monsters:
            continue
        first, then = walk(start, near), walk(far, where)
        if first is None or then is None:
            continue
        found = _way((first, then), (through, near, far), in_hand)
        if best is None or found.key() < best.key():
            best = found
    return best


def passages(view: dict, world: World) -> list[tuple[str, Hex, Hex]]:
    """The passages open on the table: (through, near end, far end), both ways."""
    mouths = [(q, r) for q, r in view["caves"]["mouths"]]
    found = []
    if mapped_by(world, mouths):
        found += [(CAVES, a, b) for a in mouths for b in mouths if a != b and a in world.land and b in world.land]
    ends = [(q, r) for q, r in view["portal"]["open"]]
    if len(ends) == 2:
        found += [(PORTAL, ends[0], ends[1]), (PORTAL, ends[1], ends[0])]
    return found


def _walk(world: World, a: Hex, b: Hex, monsters: set[Hex], gold: int) -> _Walk | None:
    """The engine's cheapest route on foot from `a` to `b` with each step's MP (none needed when a is b)."""
    if a == b:
        return _Walk((), (), 0, Fraction(0))
    found: Route | None = route(world, a, b, monsters=monsters, gold=gold)
    if found is None:
        return None
    costs = tuple(world.foot_cost(x, y) or 0 for x, y in zip((a, *found.path), found.path, strict=False))
    return _Walk(found.path, costs, found.fares, found.ambush)


def _way(walks: tuple[_Walk, ...], passage: tuple[str, Hex, Hex] | tuple[()], in_hand: int) -> Way:
    """One walk on foot, or two joined by a passage."""
    costs = list(walks[0].costs)
    path = walks[0].path
    through, gate = "", None
    if passage:
        through, near, far = passage
        costs += [PASSAGES[through], *walks[1].costs]
        path = (*path, far, *walks[1].path)
        gate = (near, far)
    safe = Fraction(1)
    for each in walks:
        safe *= 1 - each.ambush
    return Way(path, sum(costs), actions_for(costs, in_hand), sum(each.fares for each in walks), 1 - safe,
               through, gate)
