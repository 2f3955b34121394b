"""A mission in play: its card, its stage, and the hex of its Direction Meeple.

Each player has TWO Direction Meeples (*Procurar por Missões*), so a group has at most two
missions in play, a transport (*Missões de Transporte*) or a bonus stage included; public
missions carry a white meeple and belong to nobody (`PUBLIC`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.rpgquest.hexes import Hex
from engine.rpgquest.mission_data import Mission, mission_data
from engine.rpgquest.world_data import world_data

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

MEEPLES = 2
TRANSPORT = "transport"  # the card of a trade demand taken (transport.py)
PUBLIC = -1  # the owner of a public mission


@dataclass(slots=True)
class Quest:
    """A mission in play: its card, the stage reached (`bonus`: its optional bonus stage), the hex
    of its Direction Meeple, the Order drawn for a guild mission, a transport's destination and gold."""

    card: str
    stage: int
    hex: Hex
    order: str = ""
    bonus: bool = False
    destination: str = ""
    gold: int = 0

    @property
    def mission(self) -> Mission | None:
        return None if self.card == TRANSPORT else mission_data().missions[self.card]

    @property
    def movable(self) -> bool:
        """A mission that may be displaced to the Public Missions (not a transport or a bonus stage)."""
        return self.card != TRANSPORT and not self.bonus

    def clone(self) -> Quest:
        return Quest(self.card, self.stage, self.hex, self.order, self.bonus, self.destination, self.gold)

    def to_json(self) -> list:
        return [self.card, self.stage, list(self.hex), self.order, self.bonus, self.destination, self.gold]

    @staticmethod
    def from_json(data: list) -> Quest:
        card, stage, where, order, bonus, destination, gold = data
        return Quest(card, stage, (where[0], where[1]), order, bonus, destination, gold)


def free_meeples(state: RpgQuestState, seat: int) -> int:
    """Direction Meeples the group has free for a new mission or a transport."""
    return MEEPLES - len(state.quests[seat])


def retire(state: RpgQuestState, card: str) -> None:
    """A mission done with: out of the game, or, for a guild mission, back into the deck."""
    if card == TRANSPORT:
        return
    if mission_data().missions[card].guild:
        shuffle_back(state, [card])
    else:
        state.missions_out.append(card)


def shuffle_back(state: RpgQuestState, cards: list[str]) -> None:
    """Cards shuffled back into the Mission Deck."""
    state.mission_deck.extend(cards)
    state.mission_deck.sort()
    state.rng.shuffle(state.mission_deck)


def quest_name(quest: Quest) -> str:
    """A mission's title, or what a transport carries where."""
    mission = quest.mission
    if mission is None:
        return f"the cargo for {world_data().locations[quest.destination].name}"
    return mission.title
