"""Hidden villains: what a very high result on a mission's table may reveal, fought at once.

*TESTES*: "In other Missions, very high results may end up revealing Great Villains who were
trying to stay in the shadows". A villain is fought like a great challenge, with its class
tests in class order; beaten, it pays its reward; winning, it deals its damage and slips back
into the shadows (docs/rulings.md). Either way the table carries on as the result that
revealed it would have.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rpgquest import checks, outcomes, wounds
from engine.rpgquest.flow import continuation
from engine.rpgquest.mission_data import mission_data

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState


@continuation(outcomes.VILLAIN_APPEARS)
def _appears(state: RpgQuestState) -> None:
    seat, villain_id, _ = state.villain
    villain = mission_data().villains[villain_id]
    state.actor = seat
    state.log.append(f"A villain steps out of the shadows: {villain.name}! {villain.text}")
    checks.start(state, villain.tests, subject=villain_id, label=f"against {villain.name}", then="villain_fought")


@continuation("villain_fought")
def _fought(state: RpgQuestState) -> None:
    check = checks.settled(state)
    seat, villain_id, then = state.villain
    state.villain = []
    villain = mission_data().villains[villain_id]
    if check.won:
        state.log.append(f"{villain.name} is defeated!")
        outcomes.grant(state, seat, villain.reward, then=then, source=villain.name, counts_as="missions")
    else:
        state.log.append(f"{villain.name} wins the fight and vanishes again.")
        wounds.roll(state, seat, villain.damage, then=then, source=villain.name)
