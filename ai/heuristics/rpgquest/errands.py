"""RPGQuest: missions and the merchants' errands: activating, attempting and resolving them.

A mission is worth its stages by the group's exact odds (`missions`); one displaced goes public.
"""

from __future__ import annotations

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.missions import (
    bonus_worth,
    card_worth,
    made_public,
    quest_worth,
    stage_worth,
    transport_worth,
)
from ai.heuristics.rpgquest.plan import Planner
from ai.heuristics.rpgquest.training import illuminati_worth
from engine.core import Action
from engine.rpgquest.quest import free_meeples
from engine.rpgquest.stages import quest_at
from engine.rpgquest.state import RpgQuestState


class Errands(Planner):
    """The scorers of missions, transports and the Illuminati's orders."""

    def _missions(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 0.5 if free_meeples(state, seat) else 0.05

    def _activate(self, state: RpgQuestState, seat: int, action: Action) -> float:
        card, displaced = action.args
        lost = 0.0
        if displaced >= 0:
            lost = made_public(state, seat, state.quests[seat][displaced])
        return card_worth(state, seat, card) - lost

    def _activate_both(self, state: RpgQuestState, seat: int, action: Action) -> float:
        gained = sum(card_worth(state, seat, card) for card in state.mission_drawn)
        owned = state.quests[seat]
        return gained - (made_public(state, seat, owned[0]) if owned else 0.0)

    def _decline(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 0.0

    def _attempt(self, state: RpgQuestState, seat: int, action: Action) -> float:
        quest = quest_at(state, *action.args)
        mission = quest.mission
        if mission is None or quest.bonus:
            return 0.0
        return stage_worth(state, seat, mission.stages[quest.stage]) - v.ACTION_COST

    def _resolve(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return quest_worth(state, seat, quest_at(state, *action.args)) + 0.2

    def _transport(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return transport_worth(state, seat)

    def _bonus(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return bonus_worth(state, seat)

    def _no_bonus(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 0.0

    def _illuminati(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return illuminati_worth(state, seat, action.args[0])
