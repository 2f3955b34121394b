"""RPGQuest: the Kingdom's ventures: rumours investigated, the Underground Kingdom mapped, mana.

A Rumour is worth its outcomes by the group's odds (`rumours`); mapping the caves what the title and
the Empress's reward bring; a Mana Crystal what it makes sold, traded or spent in the laboratory
(`mana`), against what keeping it would make.
"""

from __future__ import annotations

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.mana import CRYSTAL_CHANCE, explore_worth, kept_instead
from ai.heuristics.rpgquest.plan import Planner
from ai.heuristics.rpgquest.rumours import average, bargain, investigations, mapping_worth, rumour_text
from engine.core import Action
from engine.rpgquest import caves
from engine.rpgquest.mana import CRYSTALS_PER_VP, SALE
from engine.rpgquest.state import RpgQuestState


class Ventures(Planner):
    """The scorers and reasons of rumours, the caves and mana."""

    # -- rumours -------------------------------------------------------------------
    def _investigate(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return average(investigations(state, seat, state.groups[seat].hex)) - v.ACTION_COST

    def _bargain(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return bargain(state, seat, action.args[0]).worth - v.ACTION_COST

    # -- the Underground Kingdom --------------------------------------------------
    def _map_caves(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return mapping_worth(state, seat, state.groups[seat].hex)

    def _deliver_maps(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return caves.MAPS_REWARD * v.GOLD

    # -- mana -----------------------------------------------------------------------
    def _explore_mana(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return explore_worth(state, seat, self.crystal(state, seat))

    def _sell_mana(self, state: RpgQuestState, seat: int, action: Action) -> float:
        """A crystal sold, or two traded for a VP (an action spared: creating takes one a crystal),
        against what they would make otherwise."""
        crystal = self.crystal(state, seat)
        held = state.groups[seat].mana
        if action.args[0] == CRYSTALS_PER_VP:
            return CRYSTALS_PER_VP * (crystal.trade - kept_instead(crystal, held, "trade")) + v.ACTION_COST
        return crystal.sale - kept_instead(crystal, held, "sale")

    def _create_item(self, state: RpgQuestState, seat: int, action: Action) -> float:
        crystal = self.crystal(state, seat)
        return crystal.create() - kept_instead(crystal, state.groups[seat].mana, "create")

    # -- reasons -----------------------------------------------------------------
    def _why_investigate(self, state: RpgQuestState, seat: int, action: Action) -> str:
        found = investigations(state, seat, state.groups[seat].hex)
        chances = "" if len(found) > 1 else f"; you pass it {found[0].chance:.0%} of the time"
        return f"{rumour_text(found)}{chances}"

    def _why_bargain(self, state: RpgQuestState, seat: int, action: Action) -> str:
        found = bargain(state, seat, action.args[0])
        return f"{found.text()}; you win {found.chance:.0%} of games against Death"

    def _why_map_caves(self, state: RpgQuestState, seat: int, action: Action) -> str:
        left = caves.MOUTHS - len(state.caves)
        then = "the last Cave exit" if left == 1 else f"{left} Cave exits to map"
        return (f"{then}: 1 VP, the title \"{caves.MAPPERS_TITLE}\" and {caves.MAPS_REWARD:,}gp for the maps "
                f"at Castelo Lillith")

    def _why_deliver_maps(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return f"the Empress pays {caves.MAPS_REWARD:,}gp for the maps of the Underground Kingdom"

    def _why_explore_mana(self, state: RpgQuestState, seat: int, action: Action) -> str:
        return f"1d10: 6+ a Mana Crystal ({CRYSTAL_CHANCE:.0%}), 1-5 that much damage; {self.crystal(state, seat).text()}"

    def _why_sell_mana(self, state: RpgQuestState, seat: int, action: Action) -> str:
        crystal = self.crystal(state, seat)
        if action.args[0] == CRYSTALS_PER_VP:
            return f"1 VP for {CRYSTALS_PER_VP} crystals; {crystal.text()}"
        return f"{SALE}gp for the crystal; {crystal.text()}"

    def _why_create_item(self, state: RpgQuestState, seat: int, action: Action) -> str:
        lab = self.crystal(state, seat).lab
        return f"Mage 2d6+{lab.bonus} vs 7 passes {lab.chance():.0%} of the time: 1 VP and the best of 2-4 " \
               f"magic items; 2-6 explodes for 1d6 damage"
