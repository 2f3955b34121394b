"""Elria: every kind of action scored (`SCORES`) and explained (`REASONS`), in tables by kind.

Cards are chosen (the draft, a Stage's picks, the shop, a failed Stage) and the small steps inside an
action taken (cover, then spend) by simple priorities; a decision of the turn (travel, an action, the
map, shelter) by the change in `value` it brings (`gains`). A kind missing from a table is an error,
not a silent 0. Only what `view(seat)` shows is used.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import ClassVar

from ai.heuristic import ByKind, Heuristic
from ai.heuristics.elria.gains import DOOMED, Seat, action_gain, travel_gain
from ai.heuristics.elria.position import (
    FULFILLED,
    ICON_VALUE,
    keep_worth,
    needs,
    space_worth,
    tables,
    value,
)
from engine.core import Action
from engine.elria import actions as rules
from engine.elria.cards import ICON_NAMES, cards
from engine.elria.quests import open_objectives
from engine.elria.state import ElriaState
from engine.elria.tableau import journey_enemies
from engine.elria.travel import NO_MAP, NO_SHELTER

# a kind's scorer and its reason: (heuristic, state, seat, action)
Scorer = Callable[["ElriaHeuristic", ElriaState, int, Action], float]
Reason = Callable[["ElriaHeuristic", ElriaState, int, Action], str]


def quest_ease(quest: int) -> float:
    """How cheaply a Quest can be fulfilled, against what it gives (higher is better)."""
    cs = cards()
    card = cs.cards[quest]
    if card.objectives:
        sizes = [cs.sp_size[s] for s in card.objectives]
        enemies = sum(cs.sp_size[s] for s in card.objectives if cs.sp_icon[s] == "enemy")
        cost = 1.3 * sum(sizes) + 2.5 * (max(sizes) - 1) + 0.7 * enemies
    else:
        kind, _, n = card.condition
        cost = {"level": 2.5 * (n - 1), "landmarks": 3.0 * n, "journey": 0.45 * n,
                "terrain": 1.1 * n, "time": n / 3}[kind]
    reward = card.reward_time if card.reward == "time" else 1.5 if card.reward else 0.0
    return reward - cost


# Every Quest and Landmark is played exactly once in a campaign (the Stages ask for all of them),
# so Stage 3 (15 Time for four Quests) and Stage 6 (20 Time, the last chance to pick) take the hard
# Quests of each value and leave the easy ones for the others; above all for Stage 7, which must
# take whatever is left.
SLACK_STAGES = (2, 5)
NOTHING_GAINED = 0.01  # how far below a plain discard an action that gains nothing ranks


def _useful_credits(st: ElriaState, seat: int, what: str) -> int:
    cs = cards()
    if what == "treasure":
        return 99
    if what == "levelup":
        room = st.level[seat] - st.act_count
        have = sum(cs.sp_size[s] for s in rules.coverable(st, seat, "levelup", room))
        return 99 if have >= room else 0
    if what == "encounter":
        return (sum(cs.sp_size[s] for s in open_objectives(st, seat, "encounter", 99))
                + len(rules.discoverable(st, seat)))
    return sum(cs.sp_size[s] for s in journey_enemies(st, seat))


def _quest_phrase(quest: int) -> str:
    """'Lost Caravan (value 3) needs 2 treasure and 1 Enemy icons'."""
    cs = cards()
    card = cs.cards[quest]
    if card.objectives:
        counts: dict[str, int] = {}
        for s in card.objectives:
            counts[cs.sp_icon[s]] = counts.get(cs.sp_icon[s], 0) + cs.sp_size[s]
        needs = " and ".join(f"{n} {ICON_NAMES[i]}" for i, n in counts.items()) + " icons"
    else:
        kind, terrain, n = card.condition
        needs = {"level": f"Level {n}", "landmarks": f"{n} Landmarks", "journey": f"{n} Locations travelled",
                 "terrain": f"{n} {terrain} symbols", "time": f"{n} Time at hand"}[kind]
    return f"{card.name} (value {card.value}) needs {needs}"


def _joined(lead: str, notes: list[str]) -> str:
    """'Travel to Ashfall costs 2 Time and shows treasure icons' ("" without a lead or notes)."""
    if not notes or not lead:
        return ""
    tail = notes[0] if len(notes) == 1 else ", ".join(notes[:-1]) + " and " + notes[-1]
    return f"{lead} {tail}"


class ElriaHeuristic(Heuristic[ElriaState]):
    """Greedy judgement for Open World: Elria (see the module docstrings)."""

    def __init__(self) -> None:
        self._state: object = None  # the table the cached seat position was taken at
        self._key: tuple | None = None
        self._seat: Seat | None = None

    def score_action(self, state: ElriaState, seat: int, action: Action) -> float:
        return self.SCORES.find(action.kind)(self, state, seat, action)

    def candidates(self, state: ElriaState, seat: int, actions: Sequence[Action]) -> Sequence[Action]:
        """The moves search weighs, less those that only waste a gem: an action that gains nothing
        (discarding the card does the same), and finishing a begun action with nothing covered while
        a cover would help."""
        useful = any(a.kind == "cover" and self._cover(state, seat, a) > 0 for a in actions)
        keep = [a for a in actions
                if not (a.kind == "act" and self._act(state, seat, a) < 0)
                and not (a.kind == "end_action" and state.act_count == 0 and useful)]
        return keep or actions

    def explain(self, state: ElriaState, seat: int, action: Action) -> str:
        """One line in Elria's terms: what the decision costs and gains."""
        return self.REASONS.find(action.kind)(self, state, seat, action)

    def _snapshot(self, st: ElriaState, seat: int) -> Seat:
        """The seat's position for this decision (every action of one decision shares it)."""
        key = (seat, st.phase, st.current, len(st.log), st.turn_no, st.supply, len(st.available))
        if self._seat is None or self._state is not st or self._key != key:
            self._state, self._key, self._seat = st, key, Seat(st, seat)
        return self._seat

    # -- choosing cards: the draft, a Stage's picks, the shop, a failed Stage -------
    def _draft(self, st: ElriaState, seat: int, action: Action) -> float:
        return cards().cards[action.args[0]].value * 1.5 + quest_ease(action.args[0])

    def _pick_quest(self, st: ElriaState, seat: int, action: Action) -> float:
        ease = quest_ease(action.args[0])
        return -ease if st.stage in SLACK_STAGES else ease

    def _pick_landmark(self, st: ElriaState, seat: int, action: Action) -> float:
        cs = cards()
        landmark = action.args[0]
        common = sum(1 for c in cs.locations if cs.terrain_sets[c] & cs.terrain_sets[landmark])
        return cs.cards[landmark].time + len(cs.card_spaces[landmark]) + common / 10

    def _buy(self, st: ElriaState, seat: int, action: Action) -> float:
        """The dearest Upgrades first: they carry the most icons for their XP."""
        cs = cards()
        upgrade = action.args[0]
        return 2.0 * cs.cards[upgrade].cost + sum(
            ICON_VALUE.get(cs.sp_icon[s], 0.5) for s in cs.card_spaces[upgrade])

    def _shop_done(self, st: ElriaState, seat: int, action: Action) -> float:
        return 0.0

    def _retry(self, st: ElriaState, seat: int, action: Action) -> float:
        return 2.0

    def _abandon(self, st: ElriaState, seat: int, action: Action) -> float:
        return 1.0

    def _restart(self, st: ElriaState, seat: int, action: Action) -> float:
        return 0.0

    # -- the small steps inside an action: cover, then spend ----------------------
    def _end_action(self, st: ElriaState, seat: int, action: Action) -> float:
        return 0.0

    def _gain_time(self, st: ElriaState, seat: int, action: Action) -> float:
        return 3.0

    def _quest(self, st: ElriaState, seat: int, action: Action) -> float:
        cs = cards()
        space = action.args[0]
        quest = cs.sp_card[space]
        done = sum(cs.sp_size[s] for s in cs.cards[quest].objectives if st.covered[s])
        return 8.0 + cs.sp_size[space] + 0.5 * done / tables().size[quest]

    def _discover(self, st: ElriaState, seat: int, action: Action) -> float:
        cs = cards()
        landmark = action.args[0]
        return 6.0 + cs.cards[landmark].time + 0.5 * len(cs.card_spaces[landmark])

    def _defeat(self, st: ElriaState, seat: int, action: Action) -> float:
        cs = cards()
        space = action.args[0]
        unlocks = any(space in cs.sp_guards[s] for s in cs.card_spaces[cs.sp_card[space]])
        return 7.0 + (2.0 if unlocks else 0.0) + (2.0 if needs(st, seat)["enemy"] else 0.0)

    def _cover(self, st: ElriaState, seat: int, action: Action) -> float:
        """A space covered while its credits are still of use: plain before hybrid, wild last."""
        cs = cards()
        what = st.act_type
        space = action.args[0]
        useful = _useful_credits(st, seat, what)
        if st.act_credits + (st.act_qcredits if what == "combat" else 0) >= useful:
            return -1.0
        return (10.0 - (0.5 if cs.sp_kind[space] == "hybrid" else 0.0) - 0.3 * (cs.sp_icon[space] == "wild")
                - keep_worth(st, seat) * tables().on_upgrade[space])

    # -- the decisions of a turn: the change in `value` each brings (`notes`: what it does, in words) --
    def _travel(self, st: ElriaState, seat: int, action: Action, notes: list[str] | None = None) -> float:
        return travel_gain(st, seat, self._snapshot(st, seat), action.args[0], notes)

    def _act(self, st: ElriaState, seat: int, action: Action, notes: list[str] | None = None) -> float:
        """An action that gains nothing ranks just below discarding without it: the same card goes,
        and no action is begun only to be finished with nothing covered."""
        gain = action_gain(st, seat, self._snapshot(st, seat), action.args[1], notes=notes)
        return gain if gain > 0 else gain - NOTHING_GAINED

    def _bonus(self, st: ElriaState, seat: int, action: Action, notes: list[str] | None = None) -> float:
        snap = self._snapshot(st, seat)
        space, what = action.args
        return action_gain(st, seat, snap, what, space, notes) - space_worth(snap.worth, space)

    def _fulfil(self, st: ElriaState, seat: int, action: Action, notes: list[str] | None = None) -> float:
        self._snapshot(st, seat)
        card = cards().cards[action.args[0]]
        reward = card.reward_time if card.reward == "time" else 1.0
        if notes is not None:
            earns = f" and earns {reward} Time" if card.reward == "time" else ""
            notes.append(f"scores its value {card.value}{earns}")
        return FULFILLED + card.value + reward

    def _map(self, st: ElriaState, seat: int, action: Action, notes: list[str] | None = None) -> float:
        cs = cards()
        snap = self._snapshot(st, seat)
        visible = sum(1 for s in snap.spaces if cs.sp_icon[s] == "map" and cs.sp_kind[s] != "gem")
        saved = min(st.travel_cost, visible)
        if notes is not None:
            notes.append(f"saves {saved} Time")
        rescue = 100.0 if st.travel_cost > snap.time >= st.travel_cost - saved else 0.0
        return saved - space_worth(snap.worth, action.args[0]) + rescue

    def _shelter(self, st: ElriaState, seat: int, action: Action, notes: list[str] | None = None) -> float:
        snap = self._snapshot(st, seat)
        if notes is not None:
            notes.append(f"saves {st.travel_cost} Time")
        return st.travel_cost - space_worth(snap.worth, action.args[0])

    def _no_map(self, st: ElriaState, seat: int, action: Action) -> float:
        snap = self._snapshot(st, seat)
        return DOOMED if st.travel_cost > snap.time else 0.0

    def _no_shelter(self, st: ElriaState, seat: int, action: Action) -> float:
        snap = self._snapshot(st, seat)
        return DOOMED if st.travel_cost > snap.time else -float(st.travel_cost)

    def _unchanged(self, st: ElriaState, seat: int, action: Action) -> float:
        """Discarding a Location unused, or ending the turn: nothing `value` counts changes. (The seat's
        snapshot is taken all the same, as for every decision of the turn: the cache moves alike.)"""
        self._snapshot(st, seat)
        return 0.0

    def evaluate(self, state: ElriaState) -> tuple[float, ...]:
        seats = state.seats
        if state.over:
            winners = set(state.winners)
            return tuple(1.0 if s in winners else 0.0 for s in range(seats))
        values = [value(state, s) for s in range(seats)]
        if seats == 1:
            cs = cards()
            quests = state.quests[0]
            total = sum(cs.cards[q].value for q in quests) or 1
            done = sum(cs.cards[q].value for q in state.fulfilled[0]) / total
            return (min(1.0, max(0.0, 0.15 + 0.55 * done + 0.015 * state.time[0])),)
        diff = (values[0] - values[1]) / 10.0
        first = 1.0 / (1.0 + math.exp(-diff))
        return (first, 1.0 - first)

    # -- reasons -------------------------------------------------------------------
    def _why_quest(self, st: ElriaState, seat: int, action: Action) -> str:
        """A Quest drafted or picked: what it needs."""
        return _quest_phrase(action.args[0])

    def _why_landmark(self, st: ElriaState, seat: int, action: Action) -> str:
        cs = cards()
        return f"{cs.names[action.args[0]]} gives {cs.cards[action.args[0]].time} Time when discovered"

    def _why_nothing(self, st: ElriaState, seat: int, action: Action) -> str:
        """The shop, a failed Stage and the steps inside an action: nothing to say beyond the verdict."""
        return ""

    def _why_travel(self, st: ElriaState, seat: int, action: Action) -> str:
        notes: list[str] = []
        self._travel(st, seat, action, notes)
        return _joined(f"Travel to {cards().names[action.args[0]]}", notes)

    def _why_fulfil(self, st: ElriaState, seat: int, action: Action) -> str:
        notes: list[str] = []
        self._fulfil(st, seat, action, notes)
        return _joined(f"Fulfilling {cards().names[action.args[0]]}", notes)

    def _why_act(self, st: ElriaState, seat: int, action: Action) -> str:
        notes: list[str] = []
        self._act(st, seat, action, notes)
        return _joined("This action", notes)

    def _why_bonus(self, st: ElriaState, seat: int, action: Action) -> str:
        notes: list[str] = []
        self._bonus(st, seat, action, notes)
        return _joined("This bonus action", notes)

    def _why_map(self, st: ElriaState, seat: int, action: Action) -> str:
        notes: list[str] = []
        self._map(st, seat, action, notes)
        return _joined("The map", notes)

    def _why_shelter(self, st: ElriaState, seat: int, action: Action) -> str:
        notes: list[str] = []
        self._shelter(st, seat, action, notes)
        return _joined("Shelter", notes)

    def _why_quiet(self, st: ElriaState, seat: int, action: Action) -> str:
        """Discarding, ending the turn, going on without a map or shelter: nothing to say beyond the verdict.
        (The seat's snapshot is taken all the same, as the other decisions' reasons take it.)"""
        self._snapshot(st, seat)
        return ""

    # -- the tables: every kind of action the game has, its scorer and its reason --------
    SCORES: ClassVar[ByKind[Scorer]] = ByKind("ElriaHeuristic.SCORES", {
        # choosing cards
        "draft": _draft, "pick_quest": _pick_quest, "pick_landmark": _pick_landmark, "buy": _buy,
        "shop_done": _shop_done, "retry": _retry, "abandon": _abandon, "restart": _restart,
        # the steps inside an action
        "end_action": _end_action, "gain_time": _gain_time, "quest": _quest, "discover": _discover,
        "defeat": _defeat, "cover": _cover,
        # the decisions of a turn
        "travel": _travel, "act": _act, "bonus": _bonus, "fulfil": _fulfil, "map": _map, "shelter": _shelter,
        NO_MAP: _no_map, NO_SHELTER: _no_shelter, "discard": _unchanged, "end_turn": _unchanged,
    })
    REASONS: ClassVar[ByKind[Reason]] = ByKind("ElriaHeuristic.REASONS", {
        "draft": _why_quest, "pick_quest": _why_quest, "pick_landmark": _why_landmark, "buy": _why_nothing,
        "shop_done": _why_nothing, "retry": _why_nothing, "abandon": _why_nothing, "restart": _why_nothing,
        "end_action": _why_nothing, "gain_time": _why_nothing, "quest": _why_nothing, "discover": _why_nothing,
        "defeat": _why_nothing, "cover": _why_nothing,
        "travel": _why_travel, "act": _why_act, "bonus": _why_bonus, "fulfil": _why_fulfil, "map": _why_map,
        "shelter": _why_shelter, NO_MAP: _why_quiet, NO_SHELTER: _why_quiet, "discard": _why_quiet,
        "end_turn": _why_quiet,
    })
