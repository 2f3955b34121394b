"""RPGQuest: the other groups: interrupting the round, and the trades of a negotiation.

Interrupting is worth what acting before the group in turn wins (`interrupts.race`); a trade is worth
what it moves between the groups (`trades`), to the groups together in the cooperative game.
"""

from __future__ import annotations

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.interrupts import Race, race
from ai.heuristics.rpgquest.plan import Planner
from ai.heuristics.rpgquest.trades import offers, trade
from engine.core import Action
from engine.rpgquest.hexes import Hex
from engine.rpgquest.negotiation import partners
from engine.rpgquest.state import RpgQuestState


class Groups(Planner):
    """The scorers and reasons of interrupting the round and of negotiation."""

    # -- the round -----------------------------------------------------------------
    def _race(self, state: RpgQuestState, seat: int) -> Race:
        """What interrupting the round now wins (`interrupts.race`), with the plan's goal asked lazily."""
        def planned() -> Hex | None:
            goal = self.plan(state, seat)[0]
            return goal.where if goal is not None else None
        return race(state, seat, planned)

    def _interrupt(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return self._race(state, seat).worth - v.ACTION_COST

    def _wait(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 0.0

    # -- negotiation ------------------------------------------------------------------
    def _negotiate(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return offers(state, seat, partners(state)) - v.ACTION_COST

    def _give_gold(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return trade(state, seat, seat, action.args[0], "gold", ())

    def _give_item(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return trade(state, seat, seat, action.args[0], "item", action.args[1:])

    def _ask_gold(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return trade(state, seat, action.args[0], seat, "gold", ())

    def _ask_item(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return trade(state, seat, action.args[0], seat, "item", action.args[1:])

    def _give_hero(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return trade(state, seat, seat, action.args[0], "hero", action.args[1:])

    def _ask_hero(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return trade(state, seat, action.args[0], seat, "hero", action.args[1:])

    def _agree(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return trade(state, seat, seat, state.negotiator, state.request_kind, state.request[1:])

    def _refuse(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 0.0

    # -- reasons -----------------------------------------------------------------
    def _why_interrupt(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._race(state, seat).why

    def _why_wait(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return f"acting before {state.seat_name(state.current)} wins nothing: the marker keeps for your own round"

    def _why_negotiate(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return f"a trade here adds {offers(state, seat, partners(state)):.2f} VP to the groups together"
