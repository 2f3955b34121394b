"""Damage: the markers a group takes, placed hero by hero by its player.

*Pontos de Vida e Dano*: "The damage tokens are distributed among the Heroes in the manner the
Player determines ... A Character may receive a number of Damage tokens equal to his number of
HPs. If a Character receives ONE extra Damage token, the Character DIES." Protection items
stop damage before it is placed. A lost combat, a mana accident, an explosion at the Torre and
a rumour's dangers all wound through here; when the last marker is placed (or the group has
no one left) the table carries on with `then`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core import Action, DiceRequest
from engine.rpgquest.checks import spend_item
from engine.rpgquest.decks import decks
from engine.rpgquest.flow import carry_on
from engine.rpgquest.odds import d3
from engine.words import count

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

DICE = ("1d3", "1d6")


@dataclass(slots=True)
class Wounds:
    """Damage on its way to one group: rolled (`die`) or known (`amount`), then placed."""

    seat: int
    amount: int
    then: str
    source: str  # "the Orcs", "a mana explosion": how the log and the dice dialog name it
    die: str = ""  # "1d3" or "1d6" while the damage is still to be rolled
    extra: int = 0  # added to the die (a Wandering Monster's 1d3+1)

    def clone(self) -> Wounds:
        return Wounds(self.seat, self.amount, self.then, self.source, self.die, self.extra)

    def to_json(self) -> list:
        return [self.seat, self.amount, self.then, self.source, self.die, self.extra]

    @staticmethod
    def from_json(data: list) -> Wounds:
        seat, amount, then, source, die, extra = data
        return Wounds(seat, amount, then, source, die, extra)


def take(state: RpgQuestState, seat: int, amount: int, *, then: str, source: str) -> None:
    """The group of `seat` takes `amount` damage markers, placed by its player."""
    state.wounds = Wounds(seat, amount, then, source)
    state.actor = seat
    state.log.append(f"{state.seat_name(seat)}'s group takes {count(amount, 'damage marker')} from {source}.")
    _placing(state)


def roll(state: RpgQuestState, seat: int, die: str, *, then: str, source: str, extra: int = 0) -> None:
    """The group of `seat` takes `die` (+ `extra`) damage: the die is asked for first."""
    if die not in DICE:
        raise ValueError(f"rpgquest: damage dice are {', '.join(DICE)} (got {die!r})")
    state.wounds = Wounds(seat, 0, then, source, die, extra)
    state.actor = seat
    state.phase = "damage"
    state.dice = "damage"


def _current(state: RpgQuestState) -> Wounds:
    wounds = state.wounds
    assert wounds is not None
    return wounds


def dice_request(state: RpgQuestState) -> DiceRequest:
    wounds = _current(state)
    plus = f"+{wounds.extra}" if wounds.extra else ""
    return DiceRequest((6,), f"{wounds.die}{plus} damage from {wounds.source}", wounds.seat)


def rolled(state: RpgQuestState, values: tuple[int, ...]) -> None:
    wounds = _current(state)
    state.dice = None
    amount = (d3(values[0]) if wounds.die == "1d3" else values[0]) + wounds.extra
    wounds.die = ""
    take(state, wounds.seat, amount, then=wounds.then, source=wounds.source)


def _placing(state: RpgQuestState) -> None:
    wounds = _current(state)
    if wounds.amount > 0 and state.groups[wounds.seat].heroes:
        state.phase = "damage"
        return
    group = state.groups[wounds.seat]
    state.wounds = None
    if not group.heroes:
        state.group_lost(wounds.seat)
    carry_on(state, wounds.then)


def legal(state: RpgQuestState) -> list[Action]:
    wounds = _current(state)
    group = state.groups[wounds.seat]
    actions = []
    for item_id, uses in sorted(group.items.items()):
        item = decks().items[item_id]
        if item.effect == "protection" and uses:
            actions.append(Action("protect", (item_id,), f"{item.name} stops {item.amount} damage "
                                                        f"({count(uses, 'use')} left)", item_id))
    for index, hero in enumerate(group.heroes):
        fate = " — this kills them" if hero.damage + 1 > hero.hit_points else ""
        actions.append(Action("wound", (index,), f"A damage marker on {hero.name} "
                                                f"({hero.damage}/{hero.hit_points} taken){fate}", hero.hero))
    return actions


def apply(state: RpgQuestState, action: Action) -> None:
    wounds = _current(state)
    group = state.groups[wounds.seat]
    if action.kind == "protect":
        item = spend_item(state, wounds.seat, action.args[0])
        wounds.amount = max(0, wounds.amount - item.amount)
        state.log.append(f"{item.name} stops {item.amount} damage.")
    else:
        hero = group.heroes[action.args[0]]
        hero.damage += 1
        wounds.amount -= 1
        if hero.damage > hero.hit_points:
            state.hero_dies(wounds.seat, action.args[0])
    _placing(state)
