"""Open World: Elria heuristic: judge a position in the game's own terms.

A position is worth its Time cubes, its Character Level, its Quest progress
(fulfilled Quests, covered objective icons) and the icons still open in front
of the player (each valued for what it can do next: treasure is Time, combat
clears Enemies, encounter feeds Quests and Landmarks, maps and shelters save
Time), minus the Enemies waiting in the Journey column for the next red
banner. A decision is scored by playing it on a copy, finishing its small
follow-up choices (map, shelter, the icons of an action) with simple rules,
and comparing the position before and after. Only what `view(seat)` shows is
used: copies never reveal new cards before they are judged.
"""

from __future__ import annotations

import math

from engine.core import Action
from engine.elria import actions as rules
from engine.elria.cards import cards
from engine.elria.quests import condition_holds, open_objectives
from engine.elria.tableau import enemy_count, journey_enemies, open_spaces

WIN, LOSS = 500.0, -500.0
ICON_VALUE = {"treasure": 0.8, "combat": 0.5, "encounter": 0.5, "levelup": 1.0, "wild": 1.1,
              "map": 0.8, "shelter": 0.5}
GEM_VALUE = 0.6
ENEMY_THREAT = 0.5  # roughly the chance of a red banner on some later turn
FULFILLED = 8.0
OBJECTIVE = 2.0
LEVEL = 3.0


def _needs(st, seat: int) -> dict[str, int]:
    """Uncovered objective icons the seat's unfulfilled Quests still need, by icon."""
    cs = cards()
    need = {"treasure": 0, "encounter": 0, "enemy": 0}
    for q in st.quests[seat]:
        if q in st.fulfilled[seat]:
            continue
        for s in cs.cards[q].objectives:
            if not st.covered[s]:
                need[cs.sp_icon[s]] += cs.sp_size[s]
    return need


def _condition_progress(st, seat: int, quest: int) -> float:
    cs = cards()
    kind, terrain, at_least = cs.cards[quest].condition
    have = {"level": st.level[seat], "landmarks": len(st.found[seat]), "journey": len(st.journey[seat]),
            "time": st.time[seat],
            "terrain": sum(cs.cards[c].terrains.count(terrain) for c in st.journey[seat])}[kind]
    return min(have, at_least) / at_least


def value(st, seat: int) -> float:
    """How good the position is for `seat`, in roughly Time-cube units."""
    if st.over:
        return WIN + st.time[seat] if seat in st.winners else LOSS
    if st.out[seat]:
        return LOSS / 2
    cs = cards()
    total = float(st.time[seat]) + LEVEL * (st.level[seat] - 1)
    for q in st.quests[seat]:
        card = cs.cards[q]
        if q in st.fulfilled[seat]:
            total += FULFILLED + card.value
        elif card.objectives:
            done = sum(cs.sp_size[s] for s in card.objectives if st.covered[s])
            size = sum(cs.sp_size[s] for s in card.objectives)
            total += OBJECTIVE * done + (FULFILLED + card.value) * 0.5 * (done / size) ** 2
        elif condition_holds(st, seat, q):
            total += FULFILLED
        else:
            total += 3.0 * _condition_progress(st, seat, q)
    need = _needs(st, seat)
    enemies = enemy_count(st, seat)
    worth = dict(ICON_VALUE)
    worth["treasure"] += 0.5 if need["treasure"] else 0.0
    worth["encounter"] += 0.6 if need["encounter"] or st.open_landmarks else 0.0
    worth["combat"] += 0.6 if need["enemy"] else 0.2 if enemies else 0.0
    worth["shelter"] += 0.15 * enemies
    icon, size, kind, guards = cs.sp_icon, cs.sp_size, cs.sp_kind, cs.sp_guards
    for s in open_spaces(st, seat):
        if kind[s] == "gem":
            total += GEM_VALUE
        elif icon[s] != "enemy":
            v = worth[icon[s]] * (1.0 if size[s] == 1 else 0.8 * size[s])
            total += v * (0.5 if guards[s] else 1.0) + (0.3 if kind[s] == "hybrid" else 0.0)
    total -= ENEMY_THREAT * enemies
    if need["enemy"]:
        total += 0.2 * min(enemies, need["enemy"])
    if st.phase == "action" and st.current == seat and not st.main_done:
        total += _best_gem(st, seat)
    return total


def _best_gem(st, seat: int) -> float:
    """The rough worth of the best gem among the available Locations."""
    cs = cards()
    usable = rules.usable_actions(st, seat)
    best = 0.0
    for card in st.available:
        gem = cs.cards[card].gem
        kinds = rules.ACTIONS if gem == "wild" else (gem,)
        if any(usable[k] for k in kinds):
            best = max(best, 0.8 * min(st.level[seat], 2))
    return best


# -- the small steps inside an action --------------------------------------
def _step_score(st, seat: int, action: Action) -> float:
    """Simple priorities for the steps of one action (cover, then spend)."""
    cs = cards()
    kind, what = action.kind, st.act_type
    if kind == "end_action":
        return 0.0
    if kind == "gain_time":
        return 3.0
    if kind == "quest":
        return 8.0 + cs.sp_size[action.args[0]]
    if kind == "discover":
        landmark = action.args[0]
        return 6.0 + cs.cards[landmark].time + 0.5 * len(cs.card_spaces[landmark])
    if kind == "defeat":
        space = action.args[0]
        unlocks = any(space in cs.sp_guards[s] for s in cs.card_spaces[cs.sp_card[space]])
        return 7.0 + (2.0 if unlocks else 0.0) + (2.0 if _needs(st, seat)["enemy"] else 0.0)
    space = action.args[0]
    useful = _useful_credits(st, seat, what)
    if st.act_credits + (st.act_qcredits if what == "combat" else 0) >= useful:
        return -1.0
    return 10.0 - (0.5 if cs.sp_kind[space] == "hybrid" else 0.0) - 0.3 * (cs.sp_icon[space] == "wild")


def _useful_credits(st, seat: int, what: str) -> int:
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


def _best(st, seat: int) -> Action:
    return max(st.legal_actions(), key=lambda a: _sub_score(st, seat, a))


def _sub_score(st, seat: int, action: Action) -> float:
    if st.phase == "act":
        return _step_score(st, seat, action)
    return _after(st, seat, action)


def _settle(st, seat: int) -> None:
    """Finish the follow-up choices of a decision (map, shelter, the action's steps)."""
    steps = 0
    while not st.over and st.current == seat and st.phase in ("map", "shelter", "act") and steps < 30:
        st._apply(_best(st, seat))
        steps += 1


def _after(st, seat: int, action: Action) -> float:
    copy = st.clone()
    copy._apply(action)
    _settle(copy, seat)
    return value(copy, seat)


# -- choosing cards ----------------------------------------------------------
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


def _choice_score(st, seat: int, action: Action) -> float:
    cs = cards()
    kind = action.kind
    if kind == "draft":
        return cs.cards[action.args[0]].value * 1.5 + quest_ease(action.args[0])
    if kind == "pick_quest":
        return quest_ease(action.args[0])
    if kind == "pick_landmark":
        landmark = action.args[0]
        common = sum(1 for c in cs.locations if cs.terrain_sets[c] & cs.terrain_sets[landmark])
        return cs.cards[landmark].time + len(cs.card_spaces[landmark]) + common / 10
    if kind == "buy":
        upgrade = action.args[0]
        return 2.0 * cs.cards[upgrade].cost + sum(
            ICON_VALUE.get(cs.sp_icon[s], 0.5) for s in cs.card_spaces[upgrade])
    return {"shop_done": 0.0, "retry": 2.0, "abandon": 1.0, "restart": 0.0}[kind]


class ElriaHeuristic:
    """Greedy judgement for Open World: Elria (see the module docstring)."""

    def score_action(self, state, seat: int, action: Action) -> float:
        phase = state.phase
        if phase in ("draft", "pick", "shop", "failed"):
            return _choice_score(state, seat, action)
        if phase == "act":
            return _step_score(state, seat, action)
        return _after(state, seat, action) - value(state, seat)

    def evaluate(self, state) -> tuple[float, ...]:
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
