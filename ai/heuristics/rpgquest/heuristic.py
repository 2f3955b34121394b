"""RPGQuest heuristic: every decision judged in the game's own terms, in Victory Points.

An action is worth what it brings the group now (a fight won by its exact odds, gold, a
level, a hero, wounds healed) or, for a Move, what the best goal on the map brings less the
way there (Movement Points, actions, ambush risk). A step of a move closes on that goal; the
table of distances (`distances`) makes every such question a lookup, and a decision's plan
is worked out once for all its actions, so search rollouts stay cheap.
"""

from __future__ import annotations

import math

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.defence import defence_goals, rebuild_worth, shared
from ai.heuristics.rpgquest.distances import FAR, distances
from ai.heuristics.rpgquest.fights import Fight, weigh
from ai.heuristics.rpgquest.goals import (
    Goal,
    ambush_worth,
    feast_worth,
    goals,
    healing_worth,
    hire_worth,
    monster_goals,
    place_worth,
    recruit_worth,
    turns_text,
    wounds,
)
from ai.heuristics.rpgquest.missions import mission_goals, outcome_worth, quest_worth, stage_worth
from ai.heuristics.rpgquest.paths import step_gain
from ai.heuristics.rpgquest.pins import pin_goals
from ai.heuristics.rpgquest.rumours import average, bargain, investigations, mapping_worth, rumour_goals, rumour_text
from ai.heuristics.rpgquest.threats import Picture, picture
from ai.heuristics.rpgquest.training import level_worth, training_worth
from engine.core import Action
from engine.rpgquest import caves, hexes
from engine.rpgquest.decks import decks
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.odds import passes
from engine.rpgquest.quest import free_meeples
from engine.rpgquest.routes import MP_PER_ACTION
from engine.rpgquest.ruins import REBUILD_COST, invaded_here
from engine.rpgquest.stages import quest_at
from engine.rpgquest.world_data import CLASSES, world_data


class RpgQuestHeuristic:
    """Scores decisions and positions for RPGQuest's search and heuristic agents."""

    def __init__(self) -> None:
        self._plan_key: tuple = ()
        self._plan: tuple[Goal | None, float] = (None, 0.0)
        self._ambush = 0.0  # what an ambush is worth to the planning group
        self._picture_key: tuple = ()
        self._picture = Picture(0, ())

    # -- the plan of one decision -----------------------------------------
    def threats(self, state) -> Picture:
        """The threat picture of the table (worked out once a decision)."""
        key = (state, len(state.log), state.turn)  # the state itself, not its id: a freed state's id is reused
        if key != self._picture_key:
            self._picture_key, self._picture = key, picture(state)
        return self._picture

    def plan(self, state, seat: int) -> tuple[Goal | None, float]:
        """The best goal for the group and its worth once the way there is paid."""
        group = state.groups[seat]
        key = (state, len(state.log), state.phase, state.mp, group.hex, group.gold, seat)
        if key == self._plan_key:
            return self._plan
        self._ambush = ambush_worth(state, seat)
        table = distances(state.world)
        best: tuple[Goal | None, float] = (None, 0.0)
        danger = self.threats(state)
        answers = shared(state, seat, monster_goals(state, seat, danger) + defence_goals(state, seat, danger)
                         + pin_goals(state, seat, danger))
        found = goals(state, seat, self._ambush) + answers + mission_goals(state, seat) + rumour_goals(state, seat)
        for goal in found:
            mp = table.mp(group.hex, goal.where)
            if mp >= FAR:
                continue
            net = goal.worth - mp * v.MP_COST - math.ceil(mp / MP_PER_ACTION) * v.ACTION_COST
            if best[0] is None or net > best[1]:
                best = (goal, net)
        self._plan_key, self._plan = key, best
        return best

    # -- decisions ---------------------------------------------------------
    def score_action(self, state, seat: int, action: Action) -> float:
        phase = state.phase
        handler = getattr(self, f"_{phase}_{action.kind}", None) or getattr(self, f"_{action.kind}", None)
        return handler(state, seat, action) if handler else 0.0

    def _rest(self, state, seat, action) -> float:
        return v.IDLE

    def _action_move(self, state, seat, action) -> float:
        goal, net = self.plan(state, seat)
        group = state.groups[seat]
        if goal is None or (goal.where == group.hex and (group.inside or not goal.inside)):
            return v.IDLE - 0.01
        return net - (v.ACTION_COST if goal.where == group.hex else 0.0)  # at the gates: a Move to enter

    def _fight_here(self, state, seat) -> Fight:
        """The fight against the top of the stack on the group's hex, with its stake for Arcádia."""
        where = state.groups[seat].hex
        monster = state.map_monsters[where][-1]
        return weigh(state, seat, monster, stake=self.threats(state).stake_at(monster, where))

    def _fight(self, state, seat, action) -> float:
        return self._fight_here(state, seat).worth

    def _work(self, state, seat, action) -> float:
        return 3.5 * 100 * v.GOLD * (2.0 if state.groups[seat].gold < v.RESERVE else 0.5)

    def _action_recruit(self, state, seat, action) -> float:
        key = state.world.places[state.groups[seat].hex].location
        return recruit_worth(state, seat, world_data().locations[key] if key else None)

    def _action_train(self, state, seat, action) -> float:
        key = state.world.places[state.groups[seat].hex].location
        return training_worth(state, seat, world_data().locations[key]) if key else -0.1

    def _restore(self, state, seat, action) -> float:
        return healing_worth(state, seat)

    def _clinic(self, state, seat, action) -> float:
        return healing_worth(state, seat) - wounds(state, seat) * 100 * v.GOLD

    def _action_heal(self, state, seat, action) -> float:
        return wounds(state, seat) * v.WOUND

    def _buy_items(self, state, seat, action) -> float:
        return 0.1 if state.groups[seat].gold >= 2500 + v.RESERVE else -0.05

    def _negotiate(self, state, seat, action) -> float:
        return -0.05

    def _dismiss(self, state, seat, action) -> float:
        if state.phase == "make_room":
            return -sum(state.groups[seat].heroes[action.args[0]].points)
        return -1.0

    # moving
    def _step(self, state, seat, action) -> float:
        group = state.groups[seat]
        there = hexes.neighbours(group.hex)[action.args[0]]
        goal, _ = self.plan(state, seat)
        if there in state.map_monsters:
            return goal.worth if goal is not None and goal.where == there else -1.0
        if goal is None:
            return -0.05
        fear = max(0.0, -self._ambush)  # plan() above worked it out; a group that hunts fears nothing
        return step_gain(state.world, group.hex, there, goal.where, fear, state.map_monsters.keys())

    def _sneak(self, state, seat, action) -> float:
        return -0.5

    def _stop(self, state, seat, action) -> float:
        goal, _ = self.plan(state, seat)
        here = state.groups[seat].hex
        if goal is None or goal.where == here:
            return 0.05
        return -0.02 * distances(state.world).mp(here, goal.where)

    def _enter(self, state, seat, action) -> float:
        group = state.groups[seat]
        goal, _ = self.plan(state, seat)
        if goal is not None and goal.where == group.hex:
            return goal.worth
        key = state.world.places[group.hex].location
        return place_worth(state, seat, key)[0] - 0.1 if key else -0.2

    def _chain(self, state, seat, action) -> float:
        goal, net = self.plan(state, seat)
        if goal is None or goal.where == state.groups[seat].hex:
            return -1.0
        return 0.5 * goal.worth - v.ACTION_COST

    def _board(self, state, seat, action) -> float:
        return -0.3

    def _ashore(self, state, seat, action) -> float:
        return 0.0

    # places
    def _hire(self, state, seat, action) -> float:
        return hire_worth(state, seat, action.args[0])

    def _buy(self, state, seat, action) -> float:
        item = decks().items[action.args[0]]
        if item.effect == "bonus":
            worth = item.amount * v.HERO_POINT * 2
        elif item.effect == "protection":
            worth = item.amount * item.uses * v.WOUND
        else:
            worth = 0.12 * max(item.uses, 1) * (item.amount or 1)
        return worth - item.price * v.GOLD - (0.2 if state.groups[seat].gold - item.price < v.RESERVE else 0.0)

    def _clinic_cure(self, state, seat, action) -> float:
        return v.WOUND - 100 * v.GOLD

    def _heal_cure(self, state, seat, action) -> float:
        whose = action.args[0]
        return v.WOUND if whose == seat else (v.WOUND * 0.8 if state.cooperative else -0.1)

    def _level(self, state, seat, action) -> float:
        index, class_index = action.args
        key = state.world.places[state.groups[seat].hex].location
        return level_worth(state, seat, index, class_index, world_data().locations[key]) if key else -0.1

    def _done(self, state, seat, action) -> float:
        return 0.0

    # tests and wounds
    def _boost(self, state, seat, action) -> float:
        check = state.check
        item = decks().items[action.args[0]]
        if check is None or check.roll is None:
            return 0.0
        class_name, difficulty = check.tests[check.index]
        points = state.groups[check.seat].points(CLASSES.index(class_name)) + check.bonus_after + item.amount
        return 1.0 if passes(sum(check.roll), points, difficulty) else -0.1

    def _reroll(self, state, seat, action) -> float:
        return 0.3

    def _accept(self, state, seat, action) -> float:
        return 0.0

    def _wound(self, state, seat, action) -> float:
        hero = state.groups[seat].heroes[action.args[0]]
        left = hero.hit_points - hero.damage
        return left - (100 if left <= 0 else 0) + sum(hero.points) * -0.01

    def _protect(self, state, seat, action) -> float:
        return 5.0

    def _keep(self, state, seat, action) -> float:
        return self._buy(state, seat, action) + decks().items[action.args[0]].price * v.GOLD

    # the round and the other groups
    def _interrupt(self, state, seat, action) -> float:
        return -0.05

    def _wait(self, state, seat, action) -> float:
        return 0.0

    def _agree(self, state, seat, action) -> float:
        return 0.1 if state.cooperative else -0.2

    def _refuse(self, state, seat, action) -> float:
        return 0.0

    # missions
    def _resolve(self, state, seat, action) -> float:
        return quest_worth(state, seat, quest_at(state, *action.args)) + 0.2

    def _attempt(self, state, seat, action) -> float:
        quest = quest_at(state, *action.args)
        mission = quest.mission
        if mission is None or quest.bonus:
            return 0.0
        return stage_worth(state, seat, mission.stages[quest.stage]) - v.ACTION_COST

    def _missions(self, state, seat, action) -> float:
        return 0.5 if free_meeples(state, seat) else 0.05

    @staticmethod
    def _card_worth(card: str) -> float:
        mission = mission_data().missions[card]
        return 0.5 * sum(outcome_worth(stage.success) for stage in mission.stages)

    def _activate(self, state, seat, action) -> float:
        card, displaced = action.args
        lost = 0.0
        if displaced >= 0:
            lost = quest_worth(state, seat, state.quests[seat][displaced])
        return self._card_worth(card) - lost

    def _activate_both(self, state, seat, action) -> float:
        gained = sum(self._card_worth(card) for card in state.mission_drawn)
        return gained - max((quest_worth(state, seat, q) for q in state.quests[seat]), default=0.0)

    def _decline(self, state, seat, action) -> float:
        return 0.0

    def _transport(self, state, seat, action) -> float:
        return 0.45

    def _illuminati(self, state, seat, action) -> float:
        return 0.3

    def _bonus(self, state, seat, action) -> float:
        return 0.2

    def _no_bonus(self, state, seat, action) -> float:
        return 0.0

    # rumours, the underground, mana, festivities, ruins
    def _investigate(self, state, seat, action) -> float:
        return average(investigations(state, seat, state.groups[seat].hex)) - v.ACTION_COST

    def _bargain(self, state, seat, action) -> float:
        return bargain(state, seat, action.args[0]).worth - v.ACTION_COST

    def _explore_mana(self, state, seat, action) -> float:
        return 0.05

    def _sell_mana(self, state, seat, action) -> float:
        return 0.3

    def _create_item(self, state, seat, action) -> float:
        return 0.6

    def _map_caves(self, state, seat, action) -> float:
        return mapping_worth(state, seat, state.groups[seat].hex)

    def _deliver_maps(self, state, seat, action) -> float:
        return caves.MAPS_REWARD * v.GOLD

    def _manipulate_portal(self, state, seat, action) -> float:
        return -0.1

    def _alchemical_wedding(self, state, seat, action) -> float:
        key = state.world.places[state.groups[seat].hex].location
        return feast_worth(state, seat, world_data().locations[key]) if key else 0.0

    _elves_banquet = _alchemical_wedding

    def _invaders_here(self, state, seat) -> Fight:
        held = invaded_here(state)
        assert held is not None
        return weigh(state, seat, state.invaded[held], invaders=True, stake=self.threats(state).relief())

    def _monster_attack(self, state, seat, action) -> float:
        return self._invaders_here(state, seat).worth

    def _ruin_here(self, state, seat) -> str:
        key = state.world.places[state.groups[seat].hex].location
        assert key in state.ruins
        return key

    def _rebuild(self, state, seat, action) -> float:
        return rebuild_worth(state, seat, self._ruin_here(state, seat), self.threats(state))

    def _rebuild_pay(self, state, seat, action) -> float:
        """A token more, while giving what the group can still give is worth it."""
        worth = rebuild_worth(state, seat, self._ruin_here(state, seat), self.threats(state))
        return worth if worth > 0 else -REBUILD_COST * v.GOLD

    # -- positions -----------------------------------------------------------
    def strength(self, state, seat: int) -> float:
        """A group's worth in Victory Points: its VP, its gold, its class points and wounds."""
        group = state.groups[seat]
        points = sum(group.points(i) for i in range(len(CLASSES)))
        return group.vp + group.gold * v.GOLD + points * v.HERO_POINT - wounds(state, seat) * v.WOUND

    def evaluate(self, state) -> tuple[float, ...]:
        if state.is_over():
            result = state.result()
            return tuple(1.0 / len(result.winners) if s in result.winners else 0.0 for s in range(state.seats))
        strengths = [self.strength(state, seat) for seat in range(state.seats)]
        if state.cooperative:
            share = min(1.0, sum(strengths) / (state.vp_target * state.seats))
            return (share,) * state.seats
        top = max(strengths)
        weights = [math.exp(s - top) for s in strengths]
        total = sum(weights)
        return tuple(w / total for w in weights)

    def explain(self, state, seat: int, action: Action) -> str:
        """Why `action` is worth playing, in the game's terms ("" when there is nothing to say): each
        kind of action has its `_why_<kind>` method, as each has its `_<kind>` score."""
        why = getattr(self, f"_why_{action.kind}", None)
        return why(state, seat, action) if why else ""

    def _why_move(self, state, seat, action) -> str:
        goal, _ = self.plan(state, seat)
        if goal is None:
            return ""
        mp = distances(state.world).mp(state.groups[seat].hex, goal.where)
        return f"to {goal.why}, {mp} MP away" if mp else goal.why

    _why_step = _why_chain = _why_enter = _why_stop = _why_move

    def _why_investigate(self, state, seat, action) -> str:
        found = investigations(state, seat, state.groups[seat].hex)
        chances = "" if len(found) > 1 else f"; you pass it {found[0].chance:.0%} of the time"
        return f"{rumour_text(found)}{chances}"

    def _why_bargain(self, state, seat, action) -> str:
        found = bargain(state, seat, action.args[0])
        return f"{found.text()}; you win {found.chance:.0%} of games against Death"

    def _why_map_caves(self, state, seat, action) -> str:
        left = caves.MOUTHS - len(state.caves)
        then = "the last Cave exit" if left == 1 else f"{left} Cave exits to map"
        return (f"{then}: 1 VP, the title \"{caves.MAPPERS_TITLE}\" and {caves.MAPS_REWARD:,}gp for the maps "
                f"at Castelo Lillith")

    def _why_deliver_maps(self, state, seat, action) -> str:
        return f"the Empress pays {caves.MAPS_REWARD:,}gp for the maps of the Underground Kingdom"

    def _why_fight(self, state, seat, action) -> str:
        return self._explain_fight(state, seat)

    def _why_monster_attack(self, state, seat, action) -> str:
        fight = self._invaders_here(state, seat)
        return f"you win {fight.chance:.0%} of fights against the {fight.name} ({fight.odds_text()}); " \
               f"{self.threats(state).fallen} places are down"

    def _why_rebuild(self, state, seat, action) -> str:
        return f"{self.threats(state).fallen} places are down; four and everyone loses"

    def _explain_fight(self, state, seat: int) -> str:
        fight = self._fight_here(state, seat)
        where = state.groups[seat].hex
        threat = self.threats(state).of(state.map_monsters[where][-1], where)
        warning = f"; the {threat.name} reaches {threat.place} in {turns_text(threat.turns)}" if threat else ""
        return f"you win {fight.chance:.0%} of fights against the {fight.name} ({fight.odds_text()}){warning}"
