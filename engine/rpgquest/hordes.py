"""The monsters' tokens on the map, and the target each lesser horde marches on.

*Monstros menores*: the hordes move "in the direction of the nearest Civilised Location", doing as
the great monsters do, who keep a TARGET "until it reaches it"; a horde that storms a council is told
to "choose a new TARGET" the next time. Tokens of one kind are alike on the table but for where they
march, so `state.hordes` keeps one row a token, [q, r, monster, Location key], and a row goes where
its token goes: moved, beaten, or under a stand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rpgquest.hexes import Hex

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState


def lift(state: RpgQuestState, monster: str, where: Hex) -> None:
    """A token leaves the map's stack at `where`."""
    stack = state.map_monsters[where]
    stack.remove(monster)
    if not stack:
        del state.map_monsters[where]


def move_token(state: RpgQuestState, monster: str, here: Hex, there: Hex) -> None:
    """A token leaves `here` and ends on top of the stack at `there` (a horde carries its target)."""
    target = _take_row(state, here, monster)
    lift(state, monster, here)
    state.map_monsters.setdefault(there, []).append(monster)
    if target:
        state.hordes.append([there[0], there[1], monster, target])


def horde_target(state: RpgQuestState, where: Hex, monster: str) -> str:
    """The Location key a lesser horde on `where` marches on ("": none yet). Hordes of one kind on one
    hex are alike but for their targets: each row of `state.hordes` is one token's, the latest last."""
    return next((target for q, r, kind, target in reversed(state.hordes) if (q, r) == where and kind == monster), "")


def aim(state: RpgQuestState, where: Hex, monster: str, target: str) -> None:
    """A token of `monster` on `where` takes `target` ("": it will choose a new one next time)."""
    _take_row(state, where, monster)
    if target:
        state.hordes.append([where[0], where[1], monster, target])


def forget(state: RpgQuestState, where: Hex, monster: str) -> None:
    """Tokens of `monster` gone from `where` (beaten, or under a stand) take their targets with them."""
    tokens = state.map_monsters.get(where, []).count(monster)
    rows = [i for i, (q, r, kind, _) in enumerate(state.hordes) if (q, r) == where and kind == monster]
    for index in reversed(rows[tokens:]):
        del state.hordes[index]


def _take_row(state: RpgQuestState, where: Hex, monster: str) -> str:
    """The latest row of a token of `monster` on `where` leaves `state.hordes`: its target ("": none)."""
    for index in range(len(state.hordes) - 1, -1, -1):
        q, r, kind, target = state.hordes[index]
        if (q, r) == where and kind == monster:
            del state.hordes[index]
            return target
    return ""
