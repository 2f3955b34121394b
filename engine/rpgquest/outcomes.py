"""TEMPORARY stand-in until the lead's foundation lands (replaced at the merge)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cardschema import Field, Flag, Table, Text, Where, Whole

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

class _Damage(Field):
    def read(self, value: Any, where: Where) -> Any:
        return value


OUTCOME = Table({"text": Text(default=""), "gold": Whole(low=-10_000, high=10_000, default=0),
                 "vp": Whole(low=0, high=5, default=0), "damage": _Damage(default=""),
                 "items": Whole(low=0, high=4, default=0), "title": Text(default=""),
                 "artifact": Text(default=""), "order": Flag(default=False), "fight": Text(default="")})


def grant(state: RpgQuestState, seat: int, outcome: dict, *, then: str) -> None:
    from engine.rpgquest.flow import carry_on

    group = state.groups[seat]
    group.gold = max(0, group.gold + outcome.get("gold", 0))
    group.vp += outcome.get("vp", 0)
    carry_on(state, then)
