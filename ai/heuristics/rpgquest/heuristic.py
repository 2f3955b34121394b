"""RPGQuest heuristic: every decision judged in the game's own terms, in Victory Points.

An action is worth what it brings the group now (a fight won by its exact odds, gold, a
level, a hero, wounds healed) or, for a Move, what the best goal on the map brings less the
way there (Movement Points, actions, ambush risk), at most what putting that goal off by one action
costs, so that what pays here is done first. A step of a move closes on that goal; the
table of distances (`distances`) makes every such question a lookup, and a decision's plan
is worked out once for all its actions (`plan`), so search rollouts stay cheap.

Each kind of action has its scorer in `SCORES` and its reason for hints in `REASONS`, tables by kind
written out below; the scorers live with their rule area (`moving`, `places`, `rolls`, `groups`,
`errands`, `ventures`; the reasons of places, missions, wounds and trades in `reasons`). A kind judged
differently phase by phase (`cure` at a clinic or by the group's own clerics, `done` leaving each
kind of place) is keyed by its phase. A kind with no entry is an error, not a silent 0.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from ai.heuristic import ByKind, Heuristic
from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.errands import Errands
from ai.heuristics.rpgquest.evaluation import chances
from ai.heuristics.rpgquest.goals import wounds
from ai.heuristics.rpgquest.groups import Groups
from ai.heuristics.rpgquest.moving import Moving
from ai.heuristics.rpgquest.places import Places
from ai.heuristics.rpgquest.reasons import Reasons
from ai.heuristics.rpgquest.rolls import Rolls
from ai.heuristics.rpgquest.ventures import Ventures
from ai.playout import best_of_each_kind
from engine.core import Action
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CLASSES

# a kind's scorer and its reason: (heuristic, state, seat, action)
Scorer = Callable[["RpgQuestHeuristic", RpgQuestState, int, Action], float]
Reason = Callable[["RpgQuestHeuristic", RpgQuestState, int, Action], str]


class RpgQuestHeuristic(Moving, Places, Rolls, Groups, Errands, Ventures, Reasons, Heuristic[RpgQuestState]):
    """Scores decisions and positions for RPGQuest's search and heuristic agents."""

    # search's rollouts: 4 decisions, then `evaluate` (the chances fitted to heuristic games); 20 cost
    # five times as much and left `hard` about 35 iterations a decision (issue #16, docs/measurements/2026-12-03-rpgquest-rival-eighth-pass.md)
    DEPTH = 4
    # search weighs each kind's best move whose score lies within MARGIN VP of the best (a fight against
    # a walk, a stop against a step); steps along one way and wounds among heroes are the heuristic's
    MARGIN = 0.25

    # -- decisions ---------------------------------------------------------
    def score_action(self, state: RpgQuestState, seat: int, action: Action) -> float:
        return self.SCORES.find(action.kind, state.phase)(self, state, seat, action)

    def candidates(self, state: RpgQuestState, seat: int, actions: Sequence[Action]) -> list[Action]:
        """The moves search weighs against each other: each kind's best within `MARGIN` of the best."""
        return best_of_each_kind([self.score_action(state, seat, a) for a in actions], actions, self.MARGIN)

    def explain(self, state: RpgQuestState, seat: int, action: Action) -> str:
        """Why `action` is worth playing, in the game's terms ("" when there is nothing to say)."""
        return self.REASONS.find(action.kind, state.phase)(self, state, seat, action)

    # -- positions -----------------------------------------------------------
    def strength(self, state: RpgQuestState, seat: int) -> float:
        """A group's worth in Victory Points: its VP, its gold, its class points and wounds."""
        group = state.groups[seat]
        points = sum(group.points(i) for i in range(len(CLASSES)))
        return group.vp + group.gold * v.GOLD + points * v.HERO_POINT - wounds(state, seat) * v.WOUND

    def evaluate(self, state: RpgQuestState) -> tuple[float, ...]:
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

    # -- the tables: every kind of action the game has, its scorer and its reason --------
    SCORES: ClassVar[ByKind[Scorer]] = ByKind("RpgQuestHeuristic.SCORES", {
        # the actions of a place
        "rest": Places._rest, "fight": Places._fight, "work": Places._work, "recruit": Places._action_recruit,
        "hire": Places._hire, "hire_nobody": Places._hire_nobody, "dismiss": Places._dismiss,
        "train": Places._action_train, "level": Places._level, "restore": Places._restore, "clinic": Places._clinic,
        "heal": Places._action_heal, "buy_items": Places._buy_items, "buy": Places._buy, "done": Places._done,
        "alchemical_wedding": Places._alchemical_wedding, "elves_banquet": Places._alchemical_wedding,
        "monster_attack": Places._monster_attack, "rebuild": Places._rebuild, "pay": Places._rebuild_pay,
        # a Move and the steps of a movement
        "move": Moving._action_move, "step": Moving._step, "sneak": Moving._sneak, "stop": Moving._stop,
        "enter": Moving._enter, "chain": Moving._chain, "board": Moving._board, "ashore": Moving._ashore,
        "sail": Moving._sail, "tunnel": Moving._sail, "portal": Moving._sail,
        "manipulate_portal": Moving._manipulate_portal,
        # tests, wounds and rewards
        "boost": Rolls._boost, "reroll": Rolls._reroll, "mana_reroll": Rolls._mana_reroll, "accept": Rolls._accept,
        "wound": Rolls._wound, "protect": Rolls._protect, "keep": Rolls._keep,
        # the round and negotiation
        "interrupt": Groups._interrupt, "wait": Groups._wait, "negotiate": Groups._negotiate,
        "give_gold": Groups._give_gold, "give_item": Groups._give_item, "give_hero": Groups._give_hero,
        "ask_gold": Groups._ask_gold, "ask_item": Groups._ask_item, "ask_hero": Groups._ask_hero,
        "agree": Groups._agree, "refuse": Groups._refuse,
        # missions
        "missions": Errands._missions, "activate": Errands._activate, "activate_both": Errands._activate_both,
        "decline": Errands._decline, "attempt": Errands._attempt, "resolve": Errands._resolve,
        "transport": Errands._transport, "bonus": Errands._bonus, "no_bonus": Errands._no_bonus,
        "illuminati": Errands._illuminati,
        # rumours, the Underground Kingdom, mana
        "investigate": Ventures._investigate, "bargain": Ventures._bargain, "map_caves": Ventures._map_caves,
        "deliver_maps": Ventures._deliver_maps, "explore_mana": Ventures._explore_mana,
        "sell_mana": Ventures._sell_mana, "create_item": Ventures._create_item,
    }, {
        ("clinic", "cure"): Places._clinic_cure, ("heal", "cure"): Places._heal_cure,
    })
    REASONS: ClassVar[ByKind[Reason]] = ByKind("RpgQuestHeuristic.REASONS", {
        # the actions of a place
        "rest": Places._why_rest, "fight": Places._why_fight, "work": Reasons._why_work,
        "recruit": Reasons._why_recruit, "hire": Reasons._why_hire, "hire_nobody": Reasons._why_hire_nobody,
        "dismiss": Reasons._why_dismiss, "train": Reasons._why_train, "level": Reasons._why_level,
        "restore": Reasons._why_restore, "clinic": Reasons._why_clinic, "heal": Reasons._why_heal,
        "buy_items": Reasons._why_buy_items, "buy": Places._why_buy,
        "alchemical_wedding": Reasons._why_alchemical_wedding, "elves_banquet": Reasons._why_alchemical_wedding,
        "monster_attack": Places._why_monster_attack, "rebuild": Places._why_rebuild, "pay": Places._why_rebuild,
        # a Move and the steps of a movement
        "move": Moving._why_move, "step": Moving._why_move, "sneak": Moving._why_sneak, "stop": Moving._why_stop,
        "enter": Moving._why_move, "chain": Moving._why_move, "board": Moving._why_board,
        "ashore": Moving._why_ashore, "sail": Moving._why_sail, "tunnel": Moving._why_sail,
        "portal": Moving._why_sail, "manipulate_portal": Moving._why_manipulate_portal,
        # tests, wounds and rewards
        "boost": Rolls._why_boost, "reroll": Rolls._why_mana_reroll, "mana_reroll": Rolls._why_mana_reroll,
        "accept": Reasons._why_accept, "wound": Reasons._why_wound, "protect": Reasons._why_protect,
        "keep": Rolls._why_keep,
        # the round and negotiation
        "interrupt": Groups._why_interrupt, "wait": Groups._why_wait, "negotiate": Groups._why_negotiate,
        "give_gold": Reasons._why_give_gold, "give_item": Reasons._why_give_item,
        "give_hero": Reasons._why_give_hero, "ask_gold": Reasons._why_ask_gold, "ask_item": Reasons._why_ask_item,
        "ask_hero": Reasons._why_ask_hero, "agree": Reasons._why_agree, "refuse": Reasons._why_agree,
        # missions
        "missions": Reasons._why_missions, "activate": Reasons._why_activate,
        "activate_both": Reasons._why_activate_both, "decline": Reasons._why_decline,
        "attempt": Reasons._why_attempt, "resolve": Reasons._why_resolve, "transport": Reasons._why_transport,
        "bonus": Reasons._why_bonus, "no_bonus": Reasons._why_no_bonus, "illuminati": Reasons._why_illuminati,
        # rumours, the Underground Kingdom, mana
        "investigate": Ventures._why_investigate, "bargain": Ventures._why_bargain,
        "map_caves": Ventures._why_map_caves, "deliver_maps": Ventures._why_deliver_maps,
        "explore_mana": Ventures._why_explore_mana, "sell_mana": Ventures._why_sell_mana,
        "create_item": Ventures._why_create_item,
    }, {
        ("clinic", "cure"): Reasons._why_clinic_cure, ("heal", "cure"): Reasons._why_heal_cure,
        ("buy", "done"): Reasons._why_buy_done, ("clinic", "done"): Reasons._why_clinic_done,
        ("heal", "done"): Reasons._why_heal_done, ("train", "done"): Reasons._why_train_done,
        ("negotiate", "done"): Reasons._why_negotiate_done, ("rebuild", "done"): Places._why_rebuild_done,
    })
