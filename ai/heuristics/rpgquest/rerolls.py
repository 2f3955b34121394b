"""What changing a test's roll once the dice are seen is worth: a crystal, a re-roll, points after it.

A test that fails offers its group's items and crystals (*TESTES*: "some Magic Items allow adding
Class Points AFTER the 2d6 roll"); turned into a pass it is worth what passing brings over failing,
with the tests after it passed too: a fight's pay and the wounds it spares, a mission stage's success
over its failure. The Torre's laboratory reads the total on its table (`mana.Laboratory`).
"""

from __future__ import annotations

from ai.heuristics.rpgquest.fights import chance, weigh
from ai.heuristics.rpgquest.missions import reached
from engine.rpgquest.checks import Check, points
from engine.rpgquest.decks import decks
from engine.rpgquest.state import RpgQuestState

OTHER_STAKE = 0.6  # a rumour's or a Portal's test: about what a test passed more often brings (`needs`)


def bonus_now(state: RpgQuestState, check: Check) -> int:
    """The points the test being decided adds: the group's, and those added after the roll."""
    return points(state, check.seat, check.tests[check.index][0]) + check.bonus_after


def stake(state: RpgQuestState, check: Check) -> float:
    """What passing the test being decided adds over failing it."""
    seat = check.seat
    rest = 1.0
    for class_name, difficulty in check.tests[check.index + 1:]:
        rest *= chance(points(state, seat, class_name), difficulty)
    cards = decks()
    if check.subject in cards.monsters or check.subject in cards.challenges or check.subject in cards.wandering:
        fight = weigh(state, seat, check.subject)
        return rest * (fight.gain + fight.loss)
    for quest in [*state.quests[seat], *state.public]:
        if quest.card == check.subject and quest.mission is not None and not quest.bonus:
            stage = quest.mission.stages[quest.stage]
            return rest * (reached(state, seat, stage.success) - reached(state, seat, stage.failure))
    return rest * OTHER_STAKE


def pass_again(state: RpgQuestState, check: Check) -> float:
    """The chance that the test, rolled again, passes (a crystal keeps the better roll: the failed
    one never passes, so the new roll decides)."""
    return chance(bonus_now(state, check), check.tests[check.index][1])
