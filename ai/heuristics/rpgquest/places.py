"""RPGQuest: the actions of a place, in Victory Points: what the group gets there now.

A fight won by its exact odds, gold earned, a recruit, a level, wounds healed, a magic item bought,
a feast held, the invaders of a place fought, a ruin rebuilt; letting the group's last action of the
Turn pass on the monsters' hex costs the loss their attack brings (*Atacando os Heróis*), so a group
that cannot beat them flees.
"""

from __future__ import annotations

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.defence import rebuild_worth
from ai.heuristics.rpgquest.fights import Fight, weigh
from ai.heuristics.rpgquest.goals import feast_worth, healing_worth, hire_worth, recruit_worth, wounds
from ai.heuristics.rpgquest.interrupts import PARTNER_HEAL
from ai.heuristics.rpgquest.items import bought, shopping
from ai.heuristics.rpgquest.needs import point_worth
from ai.heuristics.rpgquest.plan import Planner
from ai.heuristics.rpgquest.training import level_worth, training_worth
from engine.core import Action
from engine.rpgquest.decks import decks
from engine.rpgquest.negotiation import partners
from engine.rpgquest.ruins import REBUILD_COST, invaded_here
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import world_data
from engine.words import count


class Places(Planner):
    """The scorers and reasons of the actions of a place."""

    # -- an action let pass, and the fight on the group's hex -------------------
    def _rest(self, state: RpgQuestState, seat: int, action: Action) -> float:
        """An action let pass; the group's last one on the monsters' hex leaves it to their attack at the
        end of the Turn (*Atacando os Heróis*), which fleeing, a Move, would not."""
        return v.IDLE + self._cornered(state, seat)

    def _cornered(self, state: RpgQuestState, seat: int) -> float:
        """What staying on the monsters' hex through the end of the Turn costs: the attack's loss where
        the group is on its last action there (0 when the fight it brings is worth having)."""
        group = state.groups[seat]
        if not state.map_monsters.get(group.hex) or v.actions_left(state, seat) > 1:
            return 0.0
        return min(0.0, self._fight_here(state, seat).worth)

    def _fight(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return self._fight_here(state, seat).worth

    # -- work, recruits, training, healing and shopping ------------------------
    def _work(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 3.5 * 100 * v.GOLD * (2.0 if state.groups[seat].gold < v.RESERVE else 0.5)

    def _action_recruit(self, state: RpgQuestState, seat: int, action: Action) -> float:
        key = state.world.places[state.groups[seat].hex].location
        return recruit_worth(state, seat, world_data().locations[key] if key else None)

    def _hire(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return hire_worth(state, seat, action.args[0])

    def _hire_nobody(self, state: RpgQuestState, seat: int, action: Action) -> float:
        """None of the adventurers offered hired: the group stays as it is."""
        return 0.0

    def _dismiss(self, state: RpgQuestState, seat: int, action: Action) -> float:
        if state.phase == "make_room":
            return -sum(state.groups[seat].heroes[action.args[0]].points)
        return -1.0

    def _action_train(self, state: RpgQuestState, seat: int, action: Action) -> float:
        key = state.world.places[state.groups[seat].hex].location
        return training_worth(state, seat, world_data().locations[key]) if key else -0.1

    def _level(self, state: RpgQuestState, seat: int, action: Action) -> float:
        index, class_index = action.args
        key = state.world.places[state.groups[seat].hex].location
        return level_worth(state, seat, index, class_index, world_data().locations[key]) if key else -0.1

    def _restore(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return healing_worth(state, seat)

    def _clinic(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return healing_worth(state, seat) - wounds(state, seat) * 100 * v.GOLD

    def _action_heal(self, state: RpgQuestState, seat: int, action: Action) -> float:
        """The group's wounds, and in the cooperative game its partners' on the hex."""
        theirs = sum(wounds(state, other) for other in partners(state)) if state.cooperative else 0
        return wounds(state, seat) * v.WOUND + theirs * v.WOUND * PARTNER_HEAL

    def _clinic_cure(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return v.WOUND - 100 * v.GOLD

    def _heal_cure(self, state: RpgQuestState, seat: int, action: Action) -> float:
        whose = action.args[0]
        return v.WOUND if whose == seat else (v.WOUND * 0.8 if state.cooperative else -0.1)

    def _buy_items(self, state: RpgQuestState, seat: int, action: Action) -> float:
        """The best of the items shown when it is worth its price (else none is bought)."""
        key = state.world.places[state.groups[seat].hex].location
        assert key is not None  # magic items are bought at a Location
        location = world_data().locations[key]
        return shopping(state, seat, location.items_shown, self.crystal(state, seat).hold) - v.ACTION_COST

    def _buy(self, state: RpgQuestState, seat: int, action: Action) -> float:
        item = decks().items[action.args[0]]
        return bought(state, seat, item, point_worth(state, seat), self.crystal(state, seat).hold)

    def _done(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return 0.0

    def _alchemical_wedding(self, state: RpgQuestState, seat: int, action: Action) -> float:
        key = state.world.places[state.groups[seat].hex].location
        return feast_worth(state, seat, world_data().locations[key]) if key else 0.0

    # -- places held by invaders, and ruins --------------------------------------
    def _invaders_here(self, state: RpgQuestState, seat: int) -> Fight:
        held = invaded_here(state)
        assert held is not None
        return weigh(state, seat, state.invaded[held], invaders=True, stake=self.threats(state).relief())

    def _monster_attack(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return self._invaders_here(state, seat).worth

    def _ruin_here(self, state: RpgQuestState, seat: int) -> str:
        key = state.world.places[state.groups[seat].hex].location
        assert key in state.ruins
        return key

    def _rebuild(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return rebuild_worth(state, seat, self._ruin_here(state, seat), self.threats(state))

    def _rebuild_pay(self, state: RpgQuestState, seat: int, action: Action) -> float:
        """A token more, while giving what the group can still give is worth it."""
        worth = rebuild_worth(state, seat, self._ruin_here(state, seat), self.threats(state))
        return worth if worth > 0 else -REBUILD_COST * v.GOLD

    # -- reasons -----------------------------------------------------------------
    def _why_rest(self, state: RpgQuestState, seat: int, action: Action) -> str:
        if self._cornered(state, seat) < 0:
            fight = self._fight_here(state, seat)
            return (f"staying, the group meets the attack of the {fight.name} at the end of the Turn: you win "
                    f"{fight.chance:.0%} of fights against them ({fight.odds_text()})")
        return "nothing within reach is worth an action now"

    def _why_fight(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return self._explain_fight(state, seat)

    def _why_buy(self, state: RpgQuestState, seat: int, action: Action) -> str:
        item = decks().items[action.args[0]]
        return f"{item.name} is worth {self._item(state, seat, item):.2f} VP to the group; " \
               f"{item.price:,}gp is {item.price * v.GOLD:.2f} VP"

    def _why_monster_attack(self, state: RpgQuestState, seat: int, action: Action) -> str:
        fight = self._invaders_here(state, seat)
        return f"you win {fight.chance:.0%} of fights against the {fight.name} ({fight.odds_text()}); " \
               f"{self._fallen_text(state)}"

    def _fallen_text(self, state: RpgQuestState) -> str:
        fallen = self.threats(state).fallen
        return f"{count(fallen, 'place')} {'is' if fallen == 1 else 'are'} down"

    def _why_rebuild(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return f"{self._fallen_text(state)}; four and everyone loses"

    def _why_rebuild_done(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return f"another {REBUILD_COST:,}gp token is worth less to the group than its gold now"
