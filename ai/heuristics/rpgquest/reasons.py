"""Why an action at a place, a mission's step, a wound or a trade is worth it, as a player reads it.

Each phrase names what a player can check on the table: a test's exact chance ("Mage 11 from 8% to
17%"), a fee, the gold in hand, the Victory Points a mission pays, who takes a damage marker and why.
`Reasons` holds the `_why_<kind>` (or `_why_<phase>_<kind>`) methods of those kinds of action; the
heuristic's table of reasons (`RpgQuestHeuristic.REASONS`) names each.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.fights import chance, made, odds_text, weigh
from ai.heuristics.rpgquest.missions import (
    bonus_trip,
    card_worth,
    made_public,
    quest_worth,
    stage_worth,
    transport_trips,
)
from ai.heuristics.rpgquest.needs import tests_ahead
from ai.heuristics.rpgquest.trades import trade
from ai.heuristics.rpgquest.training import training_plan, training_text
from engine.core import Action
from engine.rpgquest.checks import points
from engine.rpgquest.decks import decks
from engine.rpgquest.festivities import COST as FEAST_COST
from engine.rpgquest.group import MAX_HEROES, Adventurer
from engine.rpgquest.mission_data import Stage, mission_data, outcome_text
from engine.rpgquest.negotiation import GOLD_STEP
from engine.rpgquest.orders import ILLUMINATI_COST
from engine.rpgquest.places import CLERIC_FEE, CLERIC_POINTS_PER_HEAL, WORK_PAY
from engine.rpgquest.quest import Quest, free_meeples, quest_name
from engine.rpgquest.stages import quest_at
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES, world_data
from engine.words import count

WORK_MEAN = 3.5  # the 1d6 of *Trabalhar*


def sharpest(state: RpgQuestState, seat: int, added: list[int]) -> str:
    """The test ahead that `added` class points help most, as 'Mage 11 from 8% to 17%' ("": none)."""
    best, text = 0.0, ""
    for class_name, difficulty, weight in tests_ahead(state, seat):
        more = added[CLASSES.index(class_name)]
        if not more:
            continue
        bonus = points(state, seat, class_name)
        before, after = chance(bonus, difficulty), chance(bonus + more, difficulty)
        if weight * (after - before) > best:
            best, text = weight * (after - before), f"{class_name.title()} {difficulty} from {before:.0%} to {after:.0%}"
    return text


def last_hit_point(heroes: Iterable[Adventurer]) -> str:
    """'; Njani is on his last Hit Point' for the wounded heroes whom one more marker kills."""
    names = [hero.name for hero in heroes if hero.damage and hero.hit_points - hero.damage == 1]
    return f"; {' and '.join(names)} {'is' if len(names) == 1 else 'are'} on the last Hit Point" if names else ""


def marker_text(hero: Adventurer) -> str:
    """'Brazmulir has taken 1 of 4 damage markers, 3 more without dying'."""
    left = hero.hit_points - hero.damage
    fate = "the next one kills" if left <= 0 else f"{left} more without dying"
    return f"{hero.name} has taken {hero.damage} of {hero.hit_points} damage markers, {fate}"


def stage_text(state: RpgQuestState, seat: int, stage: Stage) -> str:
    """A mission stage with the group's exact odds and its pay."""
    data = mission_data()
    if stage.kind == "go":
        return f"get there: {outcome_text(data, stage.success)}"
    if stage.kind == "hunt":
        fight = weigh(state, seat, stage.monster)
        return f"hunt the {fight.name} ({fight.odds_text()}); won: {outcome_text(data, stage.success)}"
    tests = made(state, seat, stage.tests)
    if stage.kind == "table":
        return f"{odds_text(tests)} read on the result table: {stage_worth(state, seat, stage):.1f} VP on average"
    passed = 1.0
    for *_, p in tests:
        passed *= p
    failed = f"; failed: {outcome_text(data, stage.failure)}" if stage.failure else ""
    return f"{odds_text(tests)}, all passed {passed:.0%}: {outcome_text(data, stage.success)}{failed}"


def mission_text(state: RpgQuestState, seat: int, card: str) -> str:
    """'The Hanged Man: Rogue 2d6+3 vs 9: 42%, ...; then get there: 2 VP'."""
    mission = mission_data().missions[card]
    return f"{mission.title}: " + "; then ".join(stage_text(state, seat, stage) for stage in mission.stages)


def public_text(state: RpgQuestState, seat: int, quest: Quest) -> str:
    """'; The Sealed Invitation goes public (0.8 VP to you; you may still resolve it, 0.4 VP lost)'."""
    return (f"; {quest_name(quest)} goes public ({quest_worth(state, seat, quest):.1f} VP to you; you may still "
            f"resolve it, {made_public(state, seat, quest):.1f} VP lost)")


class Reasons:
    """The `_why_<kind>` methods of the kinds of action at places, missions, wounds and trades."""

    # the actions of a place
    def _why_work(self, state: RpgQuestState, seat: int, action: Action) -> str:
        gold = state.groups[seat].gold
        short = f", short of the {v.RESERVE:,}gp kept for a recruit or a cleric" if gold < v.RESERVE else ""
        return f"1d6 x {WORK_PAY}gp: {WORK_MEAN * WORK_PAY:.0f}gp on average; the group holds {gold:,}gp{short}"

    def _why_recruit(self, state: RpgQuestState, seat: int, action: Action) -> str:
        group = state.groups[seat]
        key = state.world.places[group.hex].location
        council = world_data().locations[key].council_class if key else ""
        need = sharpest(state, seat, [0 if council and c != council else 1 for c in CLASSES])
        who = f"a {council.title()}" if council else "an adventurer"
        why = f"{who}'s point takes {need}" if need else f"{who} for more Hit Points"
        return f"{why}; {len(group.heroes)} of {MAX_HEROES} heroes, fees of {v.RECRUIT:,}gp and more, " \
               f"{group.gold:,}gp in hand"

    def _why_hire(self, state: RpgQuestState, seat: int, action: Action) -> str:
        hero = decks().heroes[action.args[0]]
        gold = state.groups[seat].gold
        need = sharpest(state, seat, list(hero.points))
        why = f"{hero.name}'s points take {need}" if need else f"{hero.name}: {hero.hit_points} Hit Points"
        return f"{why}; {hero.recruit_cost:,}gp of your {gold:,}gp"

    def _why_hire_nobody(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return "no adventurer offered adds enough to the tests ahead for his fee"

    def _why_dismiss(self, state: RpgQuestState, seat: int, action: Action) -> str:
        hero = state.groups[seat].heroes[action.args[0]]
        return f"{hero.name} has the fewest class points to lose ({sum(hero.points)})"

    def _why_train(self, state: RpgQuestState, seat: int, action: Action) -> str:
        key = state.world.places[state.groups[seat].hex].location
        chosen = training_plan(state, seat, world_data().locations[key])[1] if key else []
        return training_text(state, seat, chosen) if chosen else "no level here is worth its gold now"

    def _why_level(self, state: RpgQuestState, seat: int, action: Action) -> str:
        key = state.world.places[state.groups[seat].hex].location
        if not key:
            return ""
        chosen = training_plan(state, seat, world_data().locations[key], tuple(action.args))[1]
        return training_text(state, seat, chosen) if chosen else ""

    def _why_train_done(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return "no other level here is worth its gold now"

    def _why_buy_items(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return f"{state.groups[seat].gold:,}gp in hand: enough for a magic item beside the " \
               f"{v.RESERVE:,}gp kept for a recruit or a cleric"

    def _why_buy_done(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return "nothing else offered is worth its price to the group"

    def _why_illuminati(self, state: RpgQuestState, seat: int, action: Action) -> str:
        class_name = action.args[0]
        need = sharpest(state, seat, [int(c == class_name) for c in CLASSES])
        return f"+1 on every {class_name.title()} test" + (f", {need}" if need else "") + \
               f", for {ILLUMINATI_COST:,}gp of your {state.groups[seat].gold:,}gp"

    def _why_alchemical_wedding(self, state: RpgQuestState, seat: int, action: Action) -> str:
        reach = "; it reaches the target" if v.finishing(state, seat, 1) else ""
        return f"1 VP, a magic item and a title for {FEAST_COST:,}gp of your {state.groups[seat].gold:,}gp{reach}"

    # healing
    def _why_restore(self, state: RpgQuestState, seat: int, action: Action) -> str:
        heroes = state.groups[seat].heroes
        return f"every damage marker healed free ({sum(h.damage for h in heroes)}){last_hit_point(heroes)}"

    def _why_clinic(self, state: RpgQuestState, seat: int, action: Action) -> str:
        group = state.groups[seat]
        hurt = sum(h.damage for h in group.heroes)
        free = min(hurt, group.points(CLASSES.index("cleric")) // CLERIC_POINTS_PER_HEAL)
        return f"{count(hurt, 'damage marker')} at {CLERIC_FEE}gp each ({free} free by your own clerics)" \
               f"{last_hit_point(group.heroes)}"

    def _why_heal(self, state: RpgQuestState, seat: int, action: Action) -> str:
        group = state.groups[seat]
        here = [other for other in state.groups if other.hex == group.hex and (other is group or state.cooperative)]
        hurt = sum(h.damage for other in here for h in other.heroes)
        heals = group.points(CLASSES.index("cleric")) // CLERIC_POINTS_PER_HEAL
        return f"your clerics heal {min(heals, hurt)} of {count(hurt, 'damage marker')} on this hex " \
               f"(one per {CLERIC_POINTS_PER_HEAL} Cleric points){last_hit_point(group.heroes)}"

    def _why_clinic_cure(self, state: RpgQuestState, seat: int, action: Action) -> str:
        price = "free" if state.heals_left else f"{CLERIC_FEE}gp"
        return f"{marker_text(state.groups[seat].heroes[action.args[0]])}; {price}"

    def _why_heal_cure(self, state: RpgQuestState, seat: int, action: Action) -> str:
        whose, index = action.args
        partner = "" if whose == seat else f"{state.seat_name(whose)}'s "
        return partner + marker_text(state.groups[whose].heroes[index])

    def _why_clinic_done(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return "the other wounds are not worth the cleric's fee now"

    def _why_heal_done(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return "no other wound here needs the clerics now"

    # wounds
    def _why_wound(self, state: RpgQuestState, seat: int, action: Action) -> str:
        hero = state.groups[seat].heroes[action.args[0]]
        if hero.hit_points - hero.damage <= 0:
            return f"every hero is on the last Hit Point: {hero.name} has the fewest class points to lose"
        return f"nobody dies: {marker_text(hero)}"

    def _why_protect(self, state: RpgQuestState, seat: int, action: Action) -> str:
        item = decks().items[action.args[0]]
        wounds = state.wounds
        amount = wounds.amount if wounds is not None else 0
        return f"{item.name} stops {min(item.amount, amount)} of {count(amount, 'damage marker')}"

    def _why_accept(self, state: RpgQuestState, seat: int, action: Action) -> str:
        check = state.check
        if check is None or check.roll is None:
            return ""
        class_name, difficulty = check.tests[check.index]
        total = sum(check.roll) + points(state, check.seat, class_name) + check.bonus_after
        against = f" vs {difficulty}" if difficulty else ""
        return f"{class_name.title()} {total}{against}: no item left changes the result for the better"

    # missions
    def _why_missions(self, state: RpgQuestState, seat: int, action: Action) -> str:
        free = free_meeples(state, seat)
        if free:
            return f"{count(free, 'Direction Meeple')} free for a new mission"
        return "no Direction Meeple free: a better mission may displace one of yours to the public ones"

    def _why_activate(self, state: RpgQuestState, seat: int, action: Action) -> str:
        card, displaced = action.args
        text = mission_text(state, seat, card)
        if displaced >= 0:
            old = state.quests[seat][displaced]
            text += public_text(state, seat, old)
        return text

    def _why_activate_both(self, state: RpgQuestState, seat: int, action: Action) -> str:
        text = "; and ".join(mission_text(state, seat, card) for card in state.mission_drawn)
        owned = state.quests[seat]
        return text + (public_text(state, seat, owned[0]) if owned else "")

    def _why_decline(self, state: RpgQuestState, seat: int, action: Action) -> str:
        best = max((card_worth(state, seat, card) for card in state.mission_drawn), default=0.0)
        return f"none is worth a Direction Meeple: {best:.1f} VP at best"

    def _why_resolve(self, state: RpgQuestState, seat: int, action: Action) -> str:
        """A stage reached by getting there, and the stage it leads on to."""
        quest = quest_at(state, *action.args)
        mission = quest.mission
        if mission is None:
            return f"the merchant pays {quest.gold:,}gp on arrival"
        if quest.bonus:
            return f"the bonus pays {mission.bonus.gold if mission.bonus else 0:,}gp"
        return "; then ".join(stage_text(state, seat, stage) for stage in mission.stages[quest.stage:quest.stage + 2])

    def _why_attempt(self, state: RpgQuestState, seat: int, action: Action) -> str:
        quest = quest_at(state, *action.args)
        mission = quest.mission
        return stage_text(state, seat, mission.stages[quest.stage]) if mission is not None and not quest.bonus else ""

    def _why_bonus(self, state: RpgQuestState, seat: int, action: Action) -> str:
        gold, mp = bonus_trip(state, seat)
        return f"{gold:,}gp more on arrival for one more trip of {mp:.0f} MP; the Direction Meeple stays on it"

    def _why_no_bonus(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return "the Direction Meeple is freed for a new mission"

    def _why_transport(self, state: RpgQuestState, seat: int, action: Action) -> str:
        trips = transport_trips(state, seat)
        if not trips:
            return ""
        pays = [gold for gold, _ in trips]
        walk = sum(mp for _, mp in trips) / len(trips)
        return f"a merchant pays {sum(pays) / len(pays):,.0f}gp on average ({min(pays):,}-{max(pays):,}gp " \
               f"by the regions to its destination), a way of {walk:.0f} MP on average; a Direction Meeple"

    # negotiation
    def _trade_text(self, state: RpgQuestState, seat: int, giver: int, taker: int, kind: str, args: Sequence[Any]) -> str:
        worth = trade(state, seat, giver, taker, kind, args)
        what = f"{GOLD_STEP}gp" if kind == "gold" else decks().items[args[0]].name if kind == "item" \
            else state.groups[giver].heroes[args[0]].name
        together = "the groups together" if state.cooperative else "you against a rival"
        return f"{what} from {state.seat_name(giver)} to {state.seat_name(taker)}: {worth:+.2f} VP to {together}"

    def _why_give_gold(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._trade_text(state, seat, seat, action.args[0], "gold", ())

    def _why_give_item(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._trade_text(state, seat, seat, action.args[0], "item", action.args[1:])

    def _why_ask_gold(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._trade_text(state, seat, action.args[0], seat, "gold", ())

    def _why_ask_item(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._trade_text(state, seat, action.args[0], seat, "item", action.args[1:])

    def _why_agree(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._trade_text(state, seat, seat, state.negotiator, state.request_kind, state.request[1:])

    def _why_give_hero(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._trade_text(state, seat, seat, action.args[0], "hero", action.args[1:])

    def _why_ask_hero(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._trade_text(state, seat, action.args[0], seat, "hero", action.args[1:])

    def _why_negotiate_done(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return "no other trade adds to the groups together"
