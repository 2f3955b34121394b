"""RPGQuest heuristic: every decision judged in the game's own terms, in Victory Points.

An action is worth what it brings the group now (a fight won by its exact odds, gold, a
level, a hero, wounds healed) or, for a Move, what the best goal on the map brings less the
way there (Movement Points, actions, ambush risk), at most what putting that goal off by one action
costs, so that what pays here is done first. A step of a move closes on that goal; the
table of distances (`distances`) makes every such question a lookup, and a decision's plan
is worked out once for all its actions, so search rollouts stay cheap.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.defence import defence_goals, rebuild_worth
from ai.heuristics.rpgquest.distances import FAR, distances
from ai.heuristics.rpgquest.evaluation import chances
from ai.heuristics.rpgquest.fights import Fight, chance, made, odds_text, rescued, weigh
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
    rescue_text,
    shared,
    turns_text,
    wounds,
)
from ai.heuristics.rpgquest.interrupts import PARTNER_HEAL, race
from ai.heuristics.rpgquest.items import bought, item_worth, market_goals, shopping
from ai.heuristics.rpgquest.mana import CRYSTAL_CHANCE, Crystal, appraise, explore_worth, kept_instead, mana_goals
from ai.heuristics.rpgquest.missions import (
    bonus_worth,
    card_worth,
    made_public,
    mission_goals,
    quest_worth,
    stage_worth,
    transport_worth,
)
from ai.heuristics.rpgquest.needs import point_worth
from ai.heuristics.rpgquest.paths import STEP_WEIGHT, Tolls, slip_gain, step_gain, way_on
from ai.heuristics.rpgquest.pins import pin_goals
from ai.heuristics.rpgquest.reasons import Reasons
from ai.heuristics.rpgquest.rerolls import bonus_now, pass_again, stake
from ai.heuristics.rpgquest.rumours import average, bargain, investigations, mapping_worth, rumour_goals, rumour_text
from ai.heuristics.rpgquest.threats import Picture, picture
from ai.heuristics.rpgquest.trades import offers, trade
from ai.heuristics.rpgquest.training import illuminati_worth, level_worth, training_worth
from ai.heuristics.rpgquest.ways import MP_WORTH, Shortcut, ways
from ai.playout import best_of_each_kind
from engine.core import Action
from engine.rpgquest import caves, hexes, portal
from engine.rpgquest.checks import points
from engine.rpgquest.decks import MagicItem, decks
from engine.rpgquest.hexes import Hex
from engine.rpgquest.mana import CRYSTALS_PER_VP, SALE
from engine.rpgquest.movement import STEALTH_DIFFICULTY, describe
from engine.rpgquest.negotiation import partners
from engine.rpgquest.odds import pass_chance, passes
from engine.rpgquest.quest import free_meeples
from engine.rpgquest.ruins import REBUILD_COST, invaded_here
from engine.rpgquest.stages import quest_at
from engine.rpgquest.world_data import CLASSES, world_data
from engine.words import count

SHORTCUT = 4 * v.MP_COST * STEP_WEIGHT  # the most a step on foot scores: a mountain's 4 MP on the cheapest way


WAY_NAMES = {"ship": "the Merchant Ship", "caves": "the caves", "portal": "the Portal"}


class RpgQuestHeuristic(Reasons):
    """Scores decisions and positions for RPGQuest's search and heuristic agents."""

    # search's rollouts: 4 decisions, then `evaluate` (the chances fitted to heuristic games); 20 cost
    # five times as much and left `hard` about 35 iterations a decision (issue #16, docs/ai.md)
    DEPTH = 4
    # search weighs each kind's best move whose score lies within MARGIN VP of the best (a fight against
    # a walk, a stop against a step); steps along one way and wounds among heroes are the heuristic's
    MARGIN = 0.25

    def __init__(self) -> None:
        self._plan_key: tuple = ()
        self._plan: tuple[Goal | None, float] = (None, 0.0)
        self._first: Shortcut | None = None  # the shortcut the plan's way takes first
        self._ambush = 0.0  # what an ambush is worth to the planning group
        self._tolls: Tolls = ()  # what the fords' fares cost the planning group, in MP
        self._picture_key: tuple = ()
        self._picture = Picture(0, ())
        self._crystal_key: tuple = ()
        self._crystal: Crystal | None = None

    # -- the plan of one decision -----------------------------------------
    def threats(self, state) -> Picture:
        """The threat picture of the table (worked out once a decision)."""
        key = (state, len(state.log), state.turn)  # the state itself, not its id: a freed state's id is reused
        if key != self._picture_key:
            self._picture_key, self._picture = key, picture(state)
        return self._picture

    def crystal(self, state, seat: int) -> Crystal:
        """What a Mana Crystal is worth to the group (worked out once a decision)."""
        group = state.groups[seat]
        key = (state, len(state.log), state.phase, group.hex, group.mana, seat)
        if key != self._crystal_key or self._crystal is None:
            self._crystal_key, self._crystal = key, appraise(state, seat)
        return self._crystal

    def plan(self, state, seat: int) -> tuple[Goal | None, float]:
        """The best goal for the group and its worth once the way there is paid."""
        group = state.groups[seat]
        key = (state, len(state.log), state.phase, state.mp, group.hex, group.gold, seat)
        if key == self._plan_key:
            return self._plan
        self._ambush = ambush_worth(state, seat)
        way = ways(state, seat)
        self._tolls = way.tolls
        index = way.table.index
        row = way.from_hex(group.hex)
        best: tuple[Goal | None, float] = (None, 0.0)
        danger = self.threats(state)
        answers = shared(state, seat, monster_goals(state, seat, danger) + defence_goals(state, seat, danger)
                         + pin_goals(state, seat, danger))
        crystal = self.crystal(state, seat)
        wares = mana_goals(state, seat, crystal) + market_goals(state, seat, crystal.hold)
        found = goals(state, seat, self._ambush) + answers + mission_goals(state, seat) + rumour_goals(state, seat)
        for goal in found + wares:
            mp = float(row[index[goal.where]]) if goal.where in index else FAR
            if mp >= FAR:
                continue
            net = goal.worth - v.way(mp)
            if best[0] is None or net > best[1]:
                best = (goal, net)
        self._plan_key, self._plan = key, best
        self._first = way.first(group.hex, best[0].where) if best[0] is not None else None
        return best

    def next_stop(self, state, seat: int) -> Hex | None:
        """Where the group heads now: the plan's goal, or the start of the shortcut its way takes first."""
        goal, _ = self.plan(state, seat)
        return None if goal is None else self._first.start if self._first else goal.where

    def _saving(self, state, seat, start: Hex, end: Hex) -> tuple[Shortcut | None, float]:
        """The shortcut from `start` to `end` open to the group, and the MP it saves of the way to the
        plan's goal against walking there from `start` (-FAR: no such shortcut, or no goal)."""
        goal, _ = self.plan(state, seat)
        way = ways(state, seat)
        found = next((s for s in way.shortcuts if s.start == start and s.end == end), None)
        if goal is None or found is None:
            return found, -float(FAR)
        return found, way.walk(start, goal.where) - found.mp - way.on_from(found, goal.where)

    def _across(self, state, seat, end: Hex) -> float:
        """A shortcut from the group's hex to `end`, scored by what it saves of the priced way: one that
        saves comes before any step on foot (a step on the cheapest way scores at most SHORTCUT)."""
        _, saved = self._saving(state, seat, state.groups[seat].hex, end)
        return (SHORTCUT if saved > 0 else 0.0) + max(saved, -1 / MP_WORTH) * MP_WORTH

    # -- decisions ---------------------------------------------------------
    def score_action(self, state, seat: int, action: Action) -> float:
        phase = state.phase
        handler = getattr(self, f"_{phase}_{action.kind}", None) or getattr(self, f"_{action.kind}", None)
        return handler(state, seat, action) if handler else 0.0

    def _rest(self, state, seat, action) -> float:
        """An action let pass; the group's last one on the monsters' hex leaves it to their attack at the
        end of the Turn (*Atacando os Heróis*), which fleeing, a Move, would not."""
        return v.IDLE + self._cornered(state, seat)

    def _cornered(self, state, seat) -> float:
        """What staying on the monsters' hex through the end of the Turn costs: the attack's loss where
        the group is on its last action there (0 when the fight it brings is worth having)."""
        group = state.groups[seat]
        if not state.map_monsters.get(group.hex) or v.actions_left(state, seat) > 1:
            return 0.0
        return min(0.0, self._fight_here(state, seat).worth)

    def _action_move(self, state, seat, action) -> float:
        goal, net = self.plan(state, seat)
        group = state.groups[seat]
        if goal is None or (goal.where == group.hex and (group.inside or not goal.inside)):
            return v.IDLE - 0.01
        net -= v.ACTION_COST if goal.where == group.hex else 0.0  # at the gates: a Move to enter
        return min(net, v.DELAY)  # the goal waits while an action here worth more than the delay is done

    def _fight_here(self, state, seat) -> Fight:
        """The fight against the top of the stack on the group's hex, with its stake for Arcádia."""
        return self._fight_at(state, seat, state.groups[seat].hex)

    def _fight_at(self, state, seat, where: Hex) -> Fight:
        """The fight against the top of the stack on `where`, with its stake for Arcádia."""
        monster = state.map_monsters[where][-1]
        return weigh(state, seat, monster, stake=self.threats(state).stake_at(monster, where),
                     rescue=bool(rescued(state, seat, where)))

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
        """The group's wounds, and in the cooperative game its partners' on the hex."""
        theirs = sum(wounds(state, other) for other in partners(state)) if state.cooperative else 0
        return wounds(state, seat) * v.WOUND + theirs * v.WOUND * PARTNER_HEAL

    def _buy_items(self, state, seat, action) -> float:
        """The best of the items shown when it is worth its price (else none is bought)."""
        location = world_data().locations[state.world.places[state.groups[seat].hex].location]
        return shopping(state, seat, location.items_shown, self.crystal(state, seat).hold) - v.ACTION_COST

    def _negotiate(self, state, seat, action) -> float:
        return offers(state, seat, partners(state)) - v.ACTION_COST

    def _give_gold(self, state, seat, action) -> float:
        return trade(state, seat, seat, action.args[0], "gold", ())

    def _give_item(self, state, seat, action) -> float:
        return trade(state, seat, seat, action.args[0], "item", action.args[1:])

    def _ask_gold(self, state, seat, action) -> float:
        return trade(state, seat, action.args[0], seat, "gold", ())

    def _ask_item(self, state, seat, action) -> float:
        return trade(state, seat, action.args[0], seat, "item", action.args[1:])

    def _give_hero(self, state, seat, action) -> float:
        return trade(state, seat, seat, action.args[0], "hero", action.args[1:])

    def _ask_hero(self, state, seat, action) -> float:
        return trade(state, seat, action.args[0], seat, "hero", action.args[1:])

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
        heading = self.next_stop(state, seat)
        assert heading is not None
        return step_gain(state.world, group.hex, there, heading, fear, state.map_monsters.keys(), self._tolls)

    def _sneak(self, state, seat, action) -> float:
        """*Movimentação*: slipping past a stack that stands on the way (Rogue test 9) walks on, by the
        test's exact odds; a group discovered fights it, a fight its plan did not choose, so never a gain
        (a monster the plan hunts is attacked)."""
        group = state.groups[seat]
        there = hexes.neighbours(group.hex)[action.args[0]]
        goal, _ = self.plan(state, seat)
        if goal is None or goal.where == there:
            return -1.0
        heading = self.next_stop(state, seat)
        assert heading is not None
        walk = slip_gain(state.world, group.hex, there, heading, max(0.0, -self._ambush), state.map_monsters.keys(),
                         self._tolls)
        if walk <= 0 or not self._walks_on(state, seat, there):
            return -1.0  # a group that cannot walk on out of the hex stops there, and that is the fight
        fight = self._fight_at(state, seat, there)
        slipped = chance(points(state, seat, "rogue"), STEALTH_DIFFICULTY)
        return slipped * walk + (1 - slipped) * min(0.0, fight.worth)

    @staticmethod
    def _walks_on(state, seat, there: Hex) -> bool:
        """After slipping onto `there`, the group can leave it: the Movement Points left pay a step on, or
        another action can be chained (*Combate*: ending the movement on the monsters' hex is a fight)."""
        group = state.groups[seat]
        left = state.mp - (state.world.foot_cost(group.hex, there) or 0)
        if state.markers[seat]:
            return True
        return any(cost is not None and cost <= left
                   for cost in (state.world.foot_cost(there, step) for step in state.world.steps[there]))

    def _stop(self, state, seat, action) -> float:
        here = state.groups[seat].hex
        if state.map_monsters.get(here):  # *Combate*: the movement ends on the monsters' hex: they fight
            return self._fight_here(state, seat).worth
        heading = self.next_stop(state, seat)
        if heading is None or heading == here:
            return 0.05  # at the goal, or at a cave mouth waiting for a whole action
        return -0.02 * ways(state, seat).mp(here, heading)

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

    def _boarding(self, state, seat) -> Shortcut | None:
        """The sail the plan's way takes from here, if it takes the ship here."""
        self.plan(state, seat)
        first = self._first
        return first if first and first.kind == "ship" and first.start == state.groups[seat].hex else None

    def _board(self, state, seat, action) -> float:
        sail = self._boarding(state, seat)
        return -0.3 if sail is None else self._across(state, seat, sail.end)

    def _ashore(self, state, seat, action) -> float:
        return 0.0

    def _sail(self, state, seat, action) -> float:
        return self._across(state, seat, (action.args[0], action.args[1]))

    _tunnel = _portal = _sail

    # places
    def _hire(self, state, seat, action) -> float:
        return hire_worth(state, seat, action.args[0])

    def _item(self, state, seat, item: MagicItem) -> float:
        """What the magic item gives the group (`items.item_worth`)."""
        return item_worth(state, item, point_worth(state, seat), self.crystal(state, seat).hold)

    def _buy(self, state, seat, action) -> float:
        item = decks().items[action.args[0]]
        return bought(state, seat, item, point_worth(state, seat), self.crystal(state, seat).hold)

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
    def _roll_gain(self, state, seat, kind: str, amount: int = 0) -> float:
        """What changing the roll being decided adds: `amount` points after it (`boost`), the 2d6
        rolled again (`reroll`), or rolled again keeping the better (`mana_reroll`)."""
        check = state.check
        assert check is not None and check.roll is not None
        dice = sum(check.roll)
        if check.subject == "torre":
            lab = self.crystal(state, seat).lab
            after = check.bonus_after
            if kind == "boost":
                return lab.row(dice, after + amount) - lab.row(dice, after)
            return lab.rerolled(dice, keep=kind == "mana_reroll")
        difficulty = check.tests[check.index][1]
        if passes(dice, bonus_now(state, check), difficulty):
            return 0.0  # a result table already passed: its row is kept
        if kind == "boost":
            turned = passes(dice, bonus_now(state, check) + amount, difficulty)
            return stake(state, check) if turned else 0.0
        return pass_again(state, check) * stake(state, check)

    def _boost(self, state, seat, action) -> float:
        item = decks().items[action.args[0]]
        use = self._item(state, seat, item) / max(item.uses, 1)
        gain = self._roll_gain(state, seat, "boost", item.amount)
        return gain - use if gain > 0 else -0.1

    def _reroll(self, state, seat, action) -> float:
        gain = self._roll_gain(state, seat, "reroll")
        return gain - self.crystal(state, seat).hold if gain > 0 else -0.1

    def _mana_reroll(self, state, seat, action) -> float:
        gain = self._roll_gain(state, seat, "mana_reroll")
        return gain - self.crystal(state, seat).worth() if gain > 0 else -0.1

    def _accept(self, state, seat, action) -> float:
        return 0.0

    def _wound(self, state, seat, action) -> float:
        hero = state.groups[seat].heroes[action.args[0]]
        left = hero.hit_points - hero.damage
        return left - (100 if left <= 0 else 0) + sum(hero.points) * -0.01

    def _protect(self, state, seat, action) -> float:
        return 5.0

    def _keep(self, state, seat, action) -> float:
        return self._item(state, seat, decks().items[action.args[0]])

    # the round and the other groups
    def _race(self, state, seat):
        """What interrupting the round now wins (`interrupts.race`), with the plan's goal asked lazily."""
        def planned():
            goal = self.plan(state, seat)[0]
            return goal.where if goal is not None else None
        return race(state, seat, planned)

    def _interrupt(self, state, seat, action) -> float:
        return self._race(state, seat).worth - v.ACTION_COST

    def _wait(self, state, seat, action) -> float:
        return 0.0

    def _agree(self, state, seat, action) -> float:
        return trade(state, seat, seat, state.negotiator, state.request_kind, state.request[1:])

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

    def _activate(self, state, seat, action) -> float:
        card, displaced = action.args
        lost = 0.0
        if displaced >= 0:
            lost = made_public(state, seat, state.quests[seat][displaced])
        return card_worth(state, seat, card) - lost

    def _activate_both(self, state, seat, action) -> float:
        gained = sum(card_worth(state, seat, card) for card in state.mission_drawn)
        owned = state.quests[seat]
        return gained - (made_public(state, seat, owned[0]) if owned else 0.0)

    def _decline(self, state, seat, action) -> float:
        return 0.0

    def _transport(self, state, seat, action) -> float:
        return transport_worth(state, seat)

    def _illuminati(self, state, seat, action) -> float:
        return illuminati_worth(state, seat, action.args[0])

    def _bonus(self, state, seat, action) -> float:
        return bonus_worth(state, seat)

    def _no_bonus(self, state, seat, action) -> float:
        return 0.0

    # rumours, the underground, mana, festivities, ruins
    def _investigate(self, state, seat, action) -> float:
        return average(investigations(state, seat, state.groups[seat].hex)) - v.ACTION_COST

    def _bargain(self, state, seat, action) -> float:
        return bargain(state, seat, action.args[0]).worth - v.ACTION_COST

    def _explore_mana(self, state, seat, action) -> float:
        return explore_worth(state, seat, self.crystal(state, seat))

    def _sell_mana(self, state, seat, action) -> float:
        """A crystal sold, or two traded for a VP (an action spared: creating takes one a crystal),
        against what they would make otherwise."""
        crystal = self.crystal(state, seat)
        held = state.groups[seat].mana
        if action.args[0] == CRYSTALS_PER_VP:
            return CRYSTALS_PER_VP * (crystal.trade - kept_instead(crystal, held, "trade")) + v.ACTION_COST
        return crystal.sale - kept_instead(crystal, held, "sale")

    def _create_item(self, state, seat, action) -> float:
        crystal = self.crystal(state, seat)
        return crystal.create() - kept_instead(crystal, state.groups[seat].mana, "create")

    def _map_caves(self, state, seat, action) -> float:
        return mapping_worth(state, seat, state.groups[seat].hex)

    def _deliver_maps(self, state, seat, action) -> float:
        return caves.MAPS_REWARD * v.GOLD

    def _redraw(self, state, seat) -> tuple[float, float]:
        """*Investigar o Portal*: the Mage test of 10 that re-draws the other base among the rest, and the
        MP it would save on average of the way to the plan's goal (0 when the Portal here is the way)."""
        goal, _ = self.plan(state, seat)
        group = state.groups[seat]
        if goal is None or (self._first is not None and self._first.kind == "portal"):
            return 0.0, 0.0
        way = ways(state, seat)
        now = way.mp(group.hex, goal.where)
        others = [b for b in portal.bases(state) if b != group.hex]
        saved = sum(max(0.0, now - portal.PASSAGE_MP - way.mp(b, goal.where)) for b in others) / len(others)
        class_name, difficulty = portal.MANIPULATE
        return float(pass_chance(group.points(CLASSES.index(class_name)), difficulty)), saved

    def _manipulate_portal(self, state, seat, action) -> float:
        chance, saved = self._redraw(state, seat)
        return v.IDLE - 0.01 + chance * saved * MP_WORTH  # an action let pass, but for the way it may save

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
        """Each seat's share of the win: the result once the game is over; in the competitive game the
        chances fitted to heuristic games (`evaluation.py`), in the cooperative game the groups'
        strength against the target."""
        if state.is_over():
            result = state.result()
            return tuple(1.0 / len(result.winners) if s in result.winners else 0.0 for s in range(state.seats))
        if state.cooperative:
            strengths = [self.strength(state, seat) for seat in range(state.seats)]
            share = min(1.0, sum(strengths) / (state.vp_target * state.seats))
            return (share,) * state.seats
        return chances(state, self.threats(state))

    def candidates(self, state, seat: int, actions: Sequence[Action]) -> list[Action]:
        """The moves search weighs against each other: each kind's best within `MARGIN` of the best."""
        return best_of_each_kind([self.score_action(state, seat, a) for a in actions], actions, self.MARGIN)

    def explain(self, state, seat: int, action: Action) -> str:
        """Why `action` is worth playing, in the game's terms ("" when there is nothing to say): each
        kind of action has its `_why_<kind>` method, as each has its `_<kind>` score."""
        why = getattr(self, f"_why_{state.phase}_{action.kind}", None) or getattr(self, f"_why_{action.kind}", None)
        return why(state, seat, action) if why else ""

    def _why_rest(self, state, seat, action) -> str:
        if self._cornered(state, seat) < 0:
            fight = self._fight_here(state, seat)
            return (f"staying, the group meets the attack of the {fight.name} at the end of the Turn: you win "
                    f"{fight.chance:.0%} of fights against them ({fight.odds_text()})")
        return super()._why_rest(state, seat, action)

    def _why_interrupt(self, state, seat, action) -> str:
        return self._race(state, seat).why

    def _why_wait(self, state, seat, action) -> str:
        return f"acting before {state.seat_name(state.current)} wins nothing: the marker keeps for your own round"

    def _why_negotiate(self, state, seat, action) -> str:
        return f"a trade here adds {offers(state, seat, partners(state)):.2f} VP to the groups together"

    def _why_move(self, state, seat, action) -> str:
        goal, _ = self.plan(state, seat)
        if goal is None:
            return ""
        here = state.groups[seat].hex
        way = ways(state, seat)
        foot = way.foot(here, goal.where)
        first = self._first
        ford = self._ford_ahead(state, seat, action)
        if first is None:
            return (f"to {goal.why}, {foot} MP away" if foot else goal.why) + ford
        there = "from here" if first.start == here else \
            f"from {describe(state, first.start)}, {way.foot(here, first.start)} MP on foot"
        return f"to {goal.why}: the way goes by {WAY_NAMES[first.kind]} {there}, instead of {foot} MP on foot{ford}"

    def _ford_ahead(self, state, seat, action) -> str:
        """'; the ford across the river in Hochma: 100gp' when the walk the plan takes next (from the hex
        a step enters, that hex included) crosses a ford ("" otherwise)."""
        heading = self.next_stop(state, seat)
        here = state.groups[seat].hex
        if heading is None or not distances(state.world).fords.size:
            return ""
        start, walk = here, []
        if action.kind == "step":
            start = hexes.neighbours(here)[action.args[0]]
            walk = [start]
        walk += way_on(state.world, start, heading, max(0.0, -self._ambush), state.map_monsters.keys(), self._tolls)
        fords = [where for where in walk if state.world.places[where].terrain.fare]
        if not fords:
            return ""
        return f"; the ford across the {describe(state, fords[0])}: {state.world.places[fords[0]].terrain.fare}gp"

    _why_step = _why_chain = _why_enter = _why_move

    def _why_stop(self, state, seat, action) -> str:
        if state.map_monsters.get(state.groups[seat].hex):
            return f"stopping here is the fight: {self._explain_fight(state, seat)}"
        return self._why_move(state, seat, action)

    def _why_board(self, state, seat, action) -> str:
        sail = self._boarding(state, seat)
        return "" if sail is None else self._why_across(state, seat, sail.end)

    def _why_sail(self, state, seat, action) -> str:
        return self._why_across(state, seat, (action.args[0], action.args[1]))

    _why_tunnel = _why_portal = _why_sail

    def _why_across(self, state, seat, end: Hex) -> str:
        """'by the Merchant Ship to Moedas in Hochma: 1 MP and 500gp instead of 14 MP on foot, to ...'."""
        here = state.groups[seat].hex
        found, saved = self._saving(state, seat, here, end)
        goal, _ = self.plan(state, seat)
        if found is None or goal is None:
            return ""
        way = ways(state, seat)
        place = describe(state, end)
        by = {"ship": f"by the Merchant Ship to {place}: 1 MP and {found.fare}gp",
              "caves": f"through the caves to {place}: one action",
              "portal": f"through the Portal to {place}: 1 MP"}[found.kind]
        rest = way.foot(end, goal.where)
        onward = f", then {rest} MP" if rest else ""
        verdict = "instead of" if saved > 0 else "dearer than"
        return f"{by}{onward}, {verdict} {way.foot(here, goal.where)} MP on foot, to {goal.why}"

    def _why_manipulate_portal(self, state, seat, action) -> str:
        chance, saved = self._redraw(state, seat)
        goal, _ = self.plan(state, seat)
        if goal is None:
            return ""
        return f"{chance:.0%} to pass the Mage test of 10; a base drawn anew saves {saved:.0f} MP on average " \
               f"of the way to {goal.why}"

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

    def _why_sneak(self, state, seat, action) -> str:
        there = hexes.neighbours(state.groups[seat].hex)[action.args[0]]
        fight = self._fight_at(state, seat, there)
        rogue = odds_text(made(state, seat, (("rogue", STEALTH_DIFFICULTY),)))
        return f"{rogue} to slip past the {fight.name} and walk on; discovered, you win {fight.chance:.0%} of " \
               f"fights against it ({fight.odds_text()})"

    def _why_monster_attack(self, state, seat, action) -> str:
        fight = self._invaders_here(state, seat)
        return f"you win {fight.chance:.0%} of fights against the {fight.name} ({fight.odds_text()}); " \
               f"{self._fallen_text(state)}"

    def _fallen_text(self, state) -> str:
        fallen = self.threats(state).fallen
        return f"{count(fallen, 'place')} {'is' if fallen == 1 else 'are'} down"

    def _why_rebuild(self, state, seat, action) -> str:
        return f"{self._fallen_text(state)}; four and everyone loses"

    _why_rebuild_pay = _why_rebuild

    def _why_rebuild_done(self, state, seat, action) -> str:
        return f"another {REBUILD_COST:,}gp token is worth less to the group than its gold now"

    def _why_explore_mana(self, state, seat, action) -> str:
        return f"1d10: 6+ a Mana Crystal ({CRYSTAL_CHANCE:.0%}), 1-5 that much damage; {self.crystal(state, seat).text()}"

    def _why_sell_mana(self, state, seat, action) -> str:
        crystal = self.crystal(state, seat)
        if action.args[0] == CRYSTALS_PER_VP:
            return f"1 VP for {CRYSTALS_PER_VP} crystals; {crystal.text()}"
        return f"{SALE}gp for the crystal; {crystal.text()}"

    def _why_create_item(self, state, seat, action) -> str:
        lab = self.crystal(state, seat).lab
        return f"Mage 2d6+{lab.bonus} vs 7 passes {lab.chance():.0%} of the time: 1 VP and the best of 2-4 " \
               f"magic items; 2-6 explodes for 1d6 damage"

    def _why_mana_reroll(self, state, seat, action) -> str:
        check = state.check
        assert check is not None
        spent = self.crystal(state, seat).text() if action.kind == "mana_reroll" else "the item has a use less"
        if check.subject == "torre":
            kept = ", the better kept," if action.kind == "mana_reroll" else ""
            return f"a new roll{kept} adds {self._roll_gain(state, seat, action.kind):.2f} VP on the laboratory's " \
                   f"table; {spent}"
        name, difficulty = check.tests[check.index]
        again = pass_again(state, check)
        return f"the {name.title()} 2d6+{bonus_now(state, check)} vs {difficulty} passes {again:.0%} of the time " \
               f"rolled again; {spent}"

    _why_reroll = _why_mana_reroll

    def _why_boost(self, state, seat, action) -> str:
        check = state.check
        assert check is not None and check.roll is not None
        item = decks().items[action.args[0]]
        name, difficulty = check.tests[check.index]
        total = sum(check.roll) + bonus_now(state, check)
        turned = "passes it" if total + item.amount >= difficulty else "does not pass it"
        return f"the {name.title()} test makes {total} against {difficulty}: +{item.amount} after the roll {turned}"

    def _why_buy(self, state, seat, action) -> str:
        item = decks().items[action.args[0]]
        return f"{item.name} is worth {self._item(state, seat, item):.2f} VP to the group; " \
               f"{item.price:,}gp is {item.price * v.GOLD:.2f} VP"

    def _why_keep(self, state, seat, action) -> str:
        item = decks().items[action.args[0]]
        return f"{item.name} is worth {self._item(state, seat, item):.2f} VP to the group"

    def _explain_fight(self, state, seat: int) -> str:
        fight = self._fight_here(state, seat)
        where = state.groups[seat].hex
        threat = self.threats(state).of(state.map_monsters[where][-1], where)
        warning = f"; the {threat.name} reaches {threat.place} in {turns_text(threat.turns)}" if threat else ""
        saved = rescue_text(state, rescued(state, seat, where))
        return f"you win {fight.chance:.0%} of fights against the {fight.name} ({fight.odds_text()}){warning}{saved}"
