"""Resolving missions: Direction Meeples on bolt hexes, stages, result tables and bonuses.

*Resolver uma Missão*: a group on the hex of its own or a public Direction Meeple may resolve
that stage. A stage that only asks the group to get there resolves "as soon as the Movement
onto the hex where the Meeple is ends", with no action (a moving group is offered it, and it
ends the movement); a stage with tests costs an action, and its 2d6 + bonus may be read on the
mission's result table. A resolved mission pays its rewards and leaves the game; an optional
bonus stage ("carry the carcass to the King") may be taken on for gold.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from engine.core import Action
from engine.rpgquest import checks, outcomes
from engine.rpgquest.decks import decks
from engine.rpgquest.flow import carry_on, continuation
from engine.rpgquest.hexes import Hex
from engine.rpgquest.mission_data import Stage, mission_data, outcome_text
from engine.rpgquest.odds import all_pass, percent, readings
from engine.rpgquest.outcomes import Outcome
from engine.rpgquest.quest import PUBLIC, Quest, free_meeples, quest_name, retire
from engine.rpgquest.world_data import world_data

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState
    from engine.rpgquest.world import World

HUNT_DAMAGE = "1d3"  # a lost hunt deals what a lost combat with an ambush monster does
FREE = "mission_free"  # a stage resolved outside any action: the player carries on


def bolt_hex(state: RpgQuestState, seat: int, at: tuple[str, Any]) -> Hex:
    """Where a stage's meeple stands: the bolt hex of the Location's or the Kingdom's region; "near",
    one drawn among the Kingdoms next to the group's; "anywhere", or a place not in play, one drawn
    outside the group's own Kingdom."""
    fixed, drawn = bolt_hexes(state, seat, at)
    return fixed if fixed is not None else state.rng.choice(drawn)


def bolt_hexes(state: RpgQuestState, seat: int, at: tuple[str, Any]) -> tuple[Hex | None, list[Hex]]:
    """Where a stage's meeple may stand: (the one bolt hex, []) or (None, the hexes one is drawn among)."""
    world = state.world
    how, what = at
    kingdom = None
    if how == "location" and what in world.location_hexes:
        kingdom = world.places[world.location_hexes[what]].kingdom
    elif how == "kingdom":
        kingdom = what
    if kingdom in world.bolts:
        return world.bolts[kingdom], []
    here = world.places[state.groups[seat].hex].kingdom
    around = world.touching(here) if how == "near" else frozenset(world.bolts) - {here}
    return None, [h for k, h in sorted(world.bolts.items()) if k in around] or sorted(world.bolts.values())


def current_stage(quest: Quest) -> Stage | None:
    """The stage the mission is at (None for a bonus stage or a transport: getting there is enough)."""
    mission = quest.mission
    return None if mission is None or quest.bonus else mission.stages[quest.stage]


def _place(state: RpgQuestState, where: Hex) -> str:
    from engine.rpgquest.movement import describe

    return describe(state, where)


def stage_label(state: RpgQuestState, quest: Quest) -> str:
    """What the stage asks: 'go to forest in Hod', 'Rogue test 8 (result table) at ...'."""
    return stage_text(state.world, quest)


def stage_text(world: World, quest: Quest) -> str:
    """`stage_label` from the map alone: what a board built from a view shows beside a mission."""
    from engine.rpgquest.movement import describe_place

    stage = current_stage(quest)
    where = describe_place(world, quest.hex)
    if stage is None or stage.kind == "go":
        return f"go to {where}"
    if stage.kind == "hunt":
        return f"hunt the {decks().monsters[stage.monster].name} at {where} ({_tests_text(stage.tests)})"
    table = " on the result table" if stage.kind == "table" else ""
    return f"{_tests_text(stage.tests)}{table} at {where}"


def _tests_text(tests: tuple[tuple[str, int], ...]) -> str:
    return ", ".join(f"{name.title()} {difficulty}" for name, difficulty in tests)


def here(state: RpgQuestState, seat: int) -> list[tuple[int, int, Quest]]:
    """(owner, index, quest) of the group's own and the public missions whose meeple is on its hex."""
    where = state.groups[seat].hex
    found = [(seat, i, q) for i, q in enumerate(state.quests[seat]) if q.hex == where]
    return found + [(PUBLIC, i, q) for i, q in enumerate(state.public) if q.hex == where]


def _reached(quest: Quest) -> bool:
    """Stages resolved by getting there: go stages, bonus stages and deliveries."""
    stage = current_stage(quest)
    return stage is None or stage.kind == "go"


def arrival_actions(state: RpgQuestState, ends_movement: bool) -> list[Action]:
    """'Resolve this stage' for every reached stage on the group's hex (no action spent)."""
    ends = " (the movement ends)" if ends_movement else ""
    return [Action("resolve", (owner, index), f"Resolve this stage of {_whose(owner, index, q)}: "
                                              f"{stage_label(state, q)}{ends}", _card(q))
            for owner, index, q in here(state, state.actor) if _reached(q)]


def attempt_actions(state: RpgQuestState) -> list[Action]:
    """'Attempt ...' for every stage with tests on the group's hex (an action each), with the group's chance."""
    seat = state.actor

    def bonus(class_name: str) -> int:
        return checks.points(state, seat, class_name)

    return [Action("attempt", (owner, index), f"Attempt {_whose(owner, index, q)}: {stage_label(state, q)}: "
                                              f"{chance_text(stage, bonus)}{_risk(stage)}", _card(q))
            for owner, index, q in here(state, seat) if (stage := current_stage(q)) is not None and not _reached(q)]


def chance_text(stage: Stage, bonus: Callable[[str], int], every_row: bool = False) -> str:
    """The group's exact chance at a stage with tests, its points of each class given by `bonus`: 'you pass
    61%' ('you win 45%' a hunt); with `every_row` a result table's rows each with its chance, '2+ 42%: 1d3
    damage · 8+ 50%: 1,000gp, 1 VP'."""
    if stage.kind == "table" and every_row:
        chances = table_odds(stage, bonus(stage.tests[0][0]))
        return " · ".join(f"{start}+ {percent(chances[number])}: {outcome_text(mission_data(), row)}"
                          for number, (start, row) in enumerate(stage.results) if chances.get(number))
    chance = all_pass([(bonus(class_name), difficulty) for class_name, difficulty in stage.tests])
    return f"you {'win' if stage.kind == 'hunt' else 'pass'} {percent(chance)}"


def table_odds(stage: Stage, bonus: int) -> dict[int | None, Fraction]:
    """The exact chance of reading each row of a result table (by its place on the card; None: no row fits) with
    `bonus` added to the 2d6, as `table_row` reads them (items after the roll aside)."""
    return readings(bonus, stage.tests[0][1], lambda total, passed: table_row_number(stage, total, passed))


def _whose(owner: int, index: int, quest: Quest) -> str:
    """A mission as a move names it; a public one with its place among the Public Missions, as
    two groups' copies of The Call to Adventure may both be public."""
    return f"public mission {index + 1}, {quest_name(quest)}" if owner == PUBLIC else quest_name(quest)


def _risk(stage: Stage | None) -> str:
    if stage is None:
        return ""
    if stage.kind == "hunt":
        return f"; lost: {HUNT_DAMAGE} damage"
    if stage.failure and stage.failure.damage:
        return f"; failed: {stage.failure.damage} damage"
    if stage.results and stage.results[0][1].damage:
        return f"; a low roll: {stage.results[0][1].damage} damage"
    return ""


def _card(quest: Quest) -> str:
    """The card a mission move names, for the card panel (a transport has none)."""
    return quest.mission.id if quest.mission else ""


def quest_at(state: RpgQuestState, owner: int, index: int) -> Quest:
    return state.public[index] if owner == PUBLIC else state.quests[owner][index]


def resolve_here(state: RpgQuestState, action: Action) -> None:
    """A reached stage resolved in the action phase: no action is spent."""
    owner, index = action.args
    resolve(state, owner, index, then=FREE)


def resolve(state: RpgQuestState, owner: int, index: int, then: str) -> None:
    """A reached stage: its reward at once, then the next stage (`then` when all is settled)."""
    quest = quest_at(state, owner, index)
    state.resolving = [owner, index, then]
    stage = current_stage(quest)
    if stage is not None:
        outcome = stage.success or Outcome()
    elif quest.bonus:
        outcome = Outcome("The bonus is collected.", quest.gold)
    else:
        outcome = Outcome(f"The cargo reaches {world_data().locations[quest.destination].name}.", quest.gold)
    state.log.append(f"{state.seat_name(state.actor)} resolves a stage of {quest_name(quest)}.")
    _grant(state, quest, outcome, "mission_advance")


def attempt(state: RpgQuestState, action: Action) -> None:
    """A stage with tests, for an action: the class tests, in class order (a result table reads
    the total of its one test)."""
    owner, index = action.args
    quest = quest_at(state, owner, index)
    stage = current_stage(quest)
    assert stage is not None
    state.resolving = [owner, index, "done"]
    checks.start(state, stage.tests, subject=quest.card, label=f"for {quest_name(quest)}", then="mission_tested",
                 graded=stage.kind == "table")


def _grant(state: RpgQuestState, quest: Quest, outcome: Outcome, then: str) -> None:
    """Give a stage's outcome; a guild mission's `order = true` initiates into the Order drawn
    when it was activated."""
    if outcome.order:
        outcome = replace(outcome, order=quest.order)
    outcomes.grant(state, state.actor, outcome, then=then, source=quest_name(quest), counts_as="missions")


def table_row(stage: Stage, total: int, passed: bool) -> Outcome:
    """The result-table row a test's total reaches (nothing when no row fits)."""
    number = table_row_number(stage, total, passed)
    return Outcome() if number is None else stage.results[number][1]


def table_row_number(stage: Stage, total: int, passed: bool) -> int | None:
    """Which row of the result table a test's total reaches, by its place on the card: a failed test stays
    below the difficulty, a passed one (a natural 12 included) reads at least the first row at the difficulty."""
    difficulty = stage.tests[0][1]
    rows = [number for number, (start, _) in enumerate(stage.results) if (start >= difficulty) == passed]
    if not rows:
        return None
    reached = [number for number in rows if stage.results[number][0] <= total]
    return reached[-1] if reached else rows[0]


@continuation("mission_tested")
def _tested(state: RpgQuestState) -> None:
    check = checks.settled(state)
    owner, index, _ = state.resolving
    quest = quest_at(state, owner, index)
    stage = current_stage(quest)
    assert stage is not None
    passed = check.won
    if stage.kind == "table":
        outcome = table_row(stage, check.totals[0], passed)
    elif passed:
        outcome = stage.success or Outcome()
    else:
        outcome = stage.failure or Outcome(damage=HUNT_DAMAGE if stage.kind == "hunt" else 0)
    _grant(state, quest, outcome, "mission_advance" if passed else "mission_failed")


@continuation("mission_failed")
def _failed(state: RpgQuestState) -> None:
    """A failed test leaves the mission where it is, to be tried again; a guild mission goes back
    into the deck (*Iniciar-se em uma Ordem*: "completed ... or failed or given up")."""
    owner, index, then = state.resolving
    quest = quest_at(state, owner, index)
    if quest.mission is not None and quest.mission.guild:
        _remove(state, owner, index)
    state.resolving = []
    carry_on(state, then)


@continuation("mission_advance")
def _advance(state: RpgQuestState) -> None:
    owner, index, then = state.resolving
    quest = quest_at(state, owner, index)
    mission = quest.mission
    if mission is None or quest.bonus:
        _remove(state, owner, index)
    elif quest.stage + 1 < len(mission.stages):
        quest.stage += 1
        quest.hex = bolt_hex(state, state.actor, mission.stages[quest.stage].at)
        state.log.append(f"The Direction Meeple of {mission.title} moves on to {_place(state, quest.hex)}.")
    elif mission.bonus and (owner == state.actor or free_meeples(state, state.actor) > 0):
        state.phase = "bonus"
        return
    else:
        _remove(state, owner, index)
        state.log.append(f"{mission.title} is resolved.")
    state.resolving = []
    carry_on(state, then)


def _remove(state: RpgQuestState, owner: int, index: int) -> None:
    quest = (state.public if owner == PUBLIC else state.quests[owner]).pop(index)
    retire(state, quest.card)


def bonus_legal(state: RpgQuestState) -> list[Action]:
    owner, index, _ = state.resolving
    quest = quest_at(state, owner, index)
    mission = quest.mission
    assert mission is not None and mission.bonus is not None
    bonus = mission.bonus
    return [Action("bonus", (), f"Take the bonus: {bonus.text} (+{bonus.gold:,}gp on arrival; keeps a "
                                f"Direction Meeple)", mission.id),
            Action("no_bonus", (), f"Leave the bonus: {mission.title} is done", mission.id)]


def bonus_apply(state: RpgQuestState, action: Action) -> None:
    owner, index, then = state.resolving
    quest = quest_at(state, owner, index)
    mission = quest.mission
    assert mission is not None and mission.bonus is not None
    state.phase = "action"
    if action.kind == "no_bonus":
        _remove(state, owner, index)
        state.log.append(f"{mission.title} is resolved.")
    else:
        if owner == PUBLIC:
            state.public.pop(index)
            state.quests[state.actor].append(quest)
        quest.bonus = True
        quest.gold = mission.bonus.gold
        quest.hex = bolt_hex(state, state.actor, mission.bonus.at)
        state.log.append(f"{mission.title} is resolved; {state.seat_name(state.actor)} takes on the bonus: "
                         f"{mission.bonus.text}")
    state.resolving = []
    carry_on(state, then)


@continuation(FREE)
def _carry_on_playing(state: RpgQuestState) -> None:
    """A stage resolved without an action: the same player decides again."""
    state.phase = "action"

