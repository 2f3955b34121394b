"""Open World: Elria heuristic: judge a position in the game's own terms.

A position is worth its Time cubes, its Character Level, its Quest progress
(fulfilled Quests, covered objective icons) and the icons still open in front
of the player (each valued for what it can do next: treasure is Time, combat
clears Enemies, encounter feeds Quests and Landmarks, maps and shelters save
Time), minus the Enemies waiting in the Journey column for the next red
banner. A decision is scored by working out directly what it changes in those
terms: the Travel cost after terrain matches and maps, an Enemy Attack, the
icons a new Location shows and the Enemies it brings, the icons an action
covers and what their credits buy (Time, Quest objectives, defeated Enemies,
Landmarks, a Level). No state is copied, so search rollouts stay cheap; what
one decision needs about the seat is worked out once and reused for every
action of that decision. Only what `view(seat)` shows is used.
"""

from __future__ import annotations

import math
from functools import cache

from engine.core import Action
from engine.elria import actions as rules
from engine.elria.actions import discoverable
from engine.elria.cards import ICON_NAMES, TERRAINS, cards
from engine.elria.quests import condition_holds, open_objectives, terrain_symbols
from engine.elria.tableau import enemy_count, journey_enemies, last_location, open_spaces
from engine.elria.travel import NO_MAP, NO_SHELTER, travel_cost

WIN, LOSS = 500.0, -500.0
ICON_VALUE = {"treasure": 0.8, "combat": 0.5, "encounter": 0.5, "levelup": 1.0, "wild": 1.1,
              "map": 0.8, "shelter": 0.5}
GEM_VALUE = 0.6
# A cube on an Upgrade stays for the rest of the campaign, so an Upgrade icon is worth more than it
# shows: much more while the Stage has Time to spare (keep it for a Stage that will need it), a
# little once Time runs short (spend it before the Stage is lost).
UPGRADE_KEEP = 0.4
UPGRADE_KEEP_RICH = 1.5
RICH_TIME = 8
ENEMY_THREAT = 0.5  # roughly the chance of a red banner on some later turn
FULFILLED = 8.0
OBJECTIVE = 2.0
LEVEL = 3.0


def _keep(st, seat: int) -> float:
    """What holding an Upgrade icon back is worth to `seat` now."""
    return UPGRADE_KEEP_RICH if st.time[seat] >= RICH_TIME else UPGRADE_KEEP


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
            "terrain": terrain_symbols(st, seat, terrain)}[kind]
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
            total += _quest_value(q, done, _tables().size[q])
        elif condition_holds(st, seat, q):
            total += FULFILLED
        else:
            total += 3.0 * _condition_progress(st, seat, q)
    need = _needs(st, seat)
    enemies = enemy_count(st, seat)
    worth = _worth(st, need, enemies, seat)
    total += sum(_space_worth(worth, s) for s in open_spaces(st, seat))
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
        space = action.args[0]
        quest = cs.sp_card[space]
        done = sum(cs.sp_size[s] for s in cs.cards[quest].objectives if st.covered[s])
        return 8.0 + cs.sp_size[space] + 0.5 * done / _tables().size[quest]
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
    return (10.0 - (0.5 if cs.sp_kind[space] == "hybrid" else 0.0) - 0.3 * (cs.sp_icon[space] == "wild")
            - _keep(st, seat) * _tables().on_upgrade[space])


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


# -- scoring a decision directly --------------------------------------------
DOOMED = -200.0  # a decision that runs the seat out of Time


class _Seat:
    """What one decision's scoring needs about the seat, worked out once."""

    __slots__ = ("time", "level", "spaces", "enemies", "enemy_n", "need", "worth", "last", "progress")

    def __init__(self, st, seat: int) -> None:
        cs = cards()
        self.time, self.level = st.time[seat], st.level[seat]
        self.spaces = open_spaces(st, seat)
        self.enemies = journey_enemies(st, seat)
        self.enemy_n = sum(cs.sp_size[s] for s in self.enemies)
        self.need = _needs(st, seat)
        self.worth = _worth(st, self.need, self.enemy_n, seat)
        self.last = last_location(st, seat)
        # quest -> [covered size, total size] for unfulfilled objective Quests
        self.progress = {}
        for q in st.quests[seat]:
            objectives = cs.cards[q].objectives
            if objectives and q not in st.fulfilled[seat]:
                self.progress[q] = [sum(cs.sp_size[s] for s in objectives if st.covered[s]), _tables().size[q]]


def _worth(st, need: dict[str, int], enemies: int, seat: int) -> dict[str, float]:
    """What each open icon is worth now: more when a Quest needs it or Enemies wait
    (and, as "keep", what holding an Upgrade icon back is worth to `seat`)."""
    worth = dict(ICON_VALUE)
    worth["keep"] = _keep(st, seat)
    worth["treasure"] += 0.5 if need["treasure"] else 0.0
    worth["encounter"] += 0.6 if need["encounter"] or st.open_landmarks else 0.0
    worth["combat"] += 0.6 if need["enemy"] else 0.2 if enemies else 0.0
    worth["shelter"] += 0.15 * enemies
    return worth


def _space_worth(worth: dict[str, float], space: int) -> float:
    """What an open space adds to `value` (the same terms)."""
    cs = cards()
    keep = worth["keep"] if _tables().on_upgrade[space] else 0.0
    if cs.sp_kind[space] == "gem":
        return GEM_VALUE + keep
    icon, size = cs.sp_icon[space], cs.sp_size[space]
    if icon == "enemy":
        return 0.0
    v = worth[icon] * (1.0 if size == 1 else 0.8 * size)
    return v * (0.5 if cs.sp_guards[space] else 1.0) + (0.3 if cs.sp_kind[space] == "hybrid" else 0.0) + keep


class _Tables:
    """Per-card lists, worked out once: the spaces a card shows, guards and Enemies."""

    def __init__(self) -> None:
        cs = cards()
        spaces = cs.card_spaces
        self.shown = [[s for s in sp if not cs.sp_guards[s] and cs.sp_icon[s] != "enemy"] for sp in spaces]
        self.guarded = [[s for s in sp if cs.sp_guards[s]] for sp in spaces]
        self.enemies = [[s for s in sp if cs.sp_icon[s] == "enemy"] for sp in spaces]
        self.size = [max(1, sum(cs.sp_size[s] for s in c.objectives)) for c in cs.cards]
        self.on_upgrade = [cs.cards[s.card].kind == "upgrade" for s in cs.spaces]


@cache
def _tables() -> _Tables:
    return _Tables()


def _quest_value(quest: int, done: int, size: int) -> float:
    return OBJECTIVE * done + (FULFILLED + cards().cards[quest].value) * 0.5 * (done / size) ** 2


def _spend_on_objectives(st, snap: _Seat, icon: str, credits: int, notes) -> tuple[float, int]:
    """Cover the seat's open `icon` objectives with `credits`, biggest first; (gain, credits left)."""
    cs = cards()
    gain = 0.0
    found = [s for q in snap.progress for s in cs.cards[q].objectives
             if not st.covered[s] and cs.sp_icon[s] == icon]
    found.sort(key=lambda s: -cs.sp_size[s])
    for s in found:
        size = cs.sp_size[s]
        if size > credits:
            continue
        q = cs.sp_card[s]
        done, total = snap.progress[q]
        gain += _quest_value(q, done + size, total) - _quest_value(q, done, total)
        credits -= size
        if notes is not None:
            notes.append(f"covers {size} {ICON_NAMES[icon]} icon{'s' if size > 1 else ''} of {cs.names[q]}")
    return gain, credits


def _covers(snap: _Seat, kind: str, room: int, enough: int, skip: int) -> tuple[int, float]:
    """Icons an action of `kind` covers (plain ones before wild, biggest first): (credits, worth lost)."""
    cs = cards()
    icon, size, sp_kind = cs.sp_icon, cs.sp_size, cs.sp_kind
    options = [s for s in snap.spaces if s != skip and sp_kind[s] != "gem" and size[s] <= room
               and (icon[s] == kind or icon[s] == "wild")]
    upgrade = _tables().on_upgrade
    options.sort(key=lambda s: (icon[s] == "wild", sp_kind[s] == "hybrid", upgrade[s], -size[s]))
    credits, lost = 0, 0.0
    for s in options:
        if credits >= enough:
            break
        if size[s] <= room - credits:
            credits += size[s]
            lost += _space_worth(snap.worth, s)
    return credits, lost


def _action_gain(st, seat: int, snap: _Seat, kind: str, skip: int = -1, notes=None) -> float:
    """The change in `value` an action of `kind` would bring, following `_step_score`'s choices."""
    cs = cards()
    room = snap.level
    if kind == "levelup":
        credits, lost = _covers(snap, kind, room, room, skip)
        if credits < room:
            return 0.0
        if notes is not None:
            notes.append(f"reaches Level {room + 1} and earns {room + 1} Time")
        return LEVEL + room + 1 - lost + _condition_gain(st, seat, level=1, time=room + 1)
    if kind == "treasure":
        credits, lost = _covers(snap, kind, room, 99, skip)
        gain, left = _spend_on_objectives(st, snap, "treasure", credits, notes)
        if left and notes is not None:
            notes.append(f"earns {left} Time")
        return gain + left - lost + (_condition_gain(st, seat, time=left) if left else 0.0)
    if kind == "encounter":
        landmarks = discoverable(st, seat)
        useful = sum(cs.sp_size[s] for q in snap.progress for s in cs.cards[q].objectives
                     if not st.covered[s] and cs.sp_icon[s] == "encounter") + len(landmarks)
        credits, lost = _covers(snap, kind, room, useful, skip)
        gain, left = _spend_on_objectives(st, snap, "encounter", credits, notes)
        landmarks.sort(key=lambda m: -cs.cards[m].time - 0.5 * len(cs.card_spaces[m]))
        found = 0
        symbols: tuple[str, ...] = ()
        for m in landmarks[:left]:
            found += 1
            symbols += cs.cards[m].terrains
            gain += cs.cards[m].time + sum(_space_worth(snap.worth, s) for s in _tables().shown[m])
            gain -= ENEMY_THREAT * sum(cs.sp_size[s] for s in _tables().enemies[m])
            if notes is not None:
                notes.append(f"discovers {cs.names[m]}" + (f" (+{cs.cards[m].time} Time)" if cs.cards[m].time else ""))
        if found:
            gain += _condition_gain(st, seat, landmarks=found, terrain=symbols)
        return gain - lost
    # combat: defeat visible Enemies, then the Quests' Enemy objectives
    useful = snap.enemy_n
    credits, lost = _covers(snap, kind, room, useful, skip)
    gain, beaten = 0.0, set()
    for s in sorted(snap.enemies, key=lambda s: -cs.sp_size[s]):
        size = cs.sp_size[s]
        if size > credits:
            continue
        credits -= size
        beaten.add(s)
        gain += ENEMY_THREAT * size + (0.2 * size if snap.need["enemy"] else 0.0)  # a step towards Quests
        if notes is not None:
            notes.append(f"defeats the {cs.space_label(s)}")
    freed = {other for s in beaten for other in _tables().guarded[cs.sp_card[s]]
             if not st.covered[other] and s in cs.sp_guards[other]
             and all(g in beaten or st.covered[g] for g in cs.sp_guards[other])}
    gain += sum(_space_worth(snap.worth, other) for other in freed)
    more, _ = _spend_on_objectives(st, snap, "enemy", sum(cs.sp_size[s] for s in beaten), notes)
    return gain + more - lost


def _condition_gain(st, seat: int, level=0, landmarks=0, journey=0, terrain=(), time=0) -> float:
    """The change in condition Quests' worth (as in `value`) if these amounts grew."""
    cs = cards()
    gain = 0.0
    for q in st.quests[seat]:
        card = cs.cards[q]
        if card.objectives or q in st.fulfilled[seat]:
            continue
        kind, name, at_least = card.condition
        if kind == "level":
            have, more = st.level[seat], level
        elif kind == "landmarks":
            have, more = len(st.found[seat]), landmarks
        elif kind == "journey":
            have, more = len(st.journey[seat]), journey
        elif kind == "terrain":
            have = terrain_symbols(st, seat, name)
            more = terrain.count(name)
        else:
            have, more = st.time[seat], time
        if not more:
            continue
        before = FULFILLED if have >= at_least else 3.0 * have / at_least
        after = FULFILLED if have + more >= at_least else 3.0 * (have + more) / at_least
        gain += after - before
    return gain


def _travel_gain(st, seat: int, snap: _Seat, card: int, notes=None) -> float:
    """The change in `value` travelling to `card` brings: cost, map, Enemy Attack, what the card shows."""
    cs = cards()
    cost = travel_cost(snap.last, card)
    if notes is not None:
        matched = [t for t, x, y in zip(TERRAINS, cs.terrain_counts[snap.last], cs.terrain_counts[card], strict=True)
                   if x and y] if snap.last >= 0 else []
        notes.append(f"costs {cost} Time" + (f" after the {' and '.join(matched)} match" if matched else ""))
    gain = 0.0
    if cost:
        maps = [s for s in snap.spaces if cs.sp_icon[s] == "map" and cs.sp_kind[s] != "gem"]
        if maps:
            saved = min(cost, len(maps))
            spent = min(_space_worth(snap.worth, s) for s in maps)
            if saved > spent:
                cost -= saved
                gain -= spent
                if notes is not None:
                    notes.append(f"a map saves {saved}")
    if cost > snap.time:
        return DOOMED
    time = snap.time - cost
    gain -= cost
    if cs.cards[card].red and snap.enemy_n:
        shelters = [s for s in snap.spaces if cs.sp_icon[s] == "shelter" and cs.sp_kind[s] != "gem"]
        if shelters:
            gain -= min(_space_worth(snap.worth, s) for s in shelters)
            if notes is not None:
                notes.append("takes shelter from the Enemy Attack")
        elif snap.enemy_n > time:
            return DOOMED
        else:
            gain -= snap.enemy_n
            if notes is not None:
                notes.append(f"the Enemy Attack costs {snap.enemy_n} Time")
    worth = snap.worth
    shown = sum(_space_worth(worth, s) for s in _tables().shown[card])
    gain += shown + 0.5 * sum(_space_worth(worth, s) for s in _tables().guarded[card])
    threat = sum(cs.sp_size[s] for s in _tables().enemies[card])
    gain -= ENEMY_THREAT * threat
    if snap.need["enemy"]:
        gain += 0.2 * (min(snap.enemy_n + threat, snap.need["enemy"]) - min(snap.enemy_n, snap.need["enemy"]))
    if st.open_landmarks and any(cs.terrain_sets[card] & cs.terrain_sets[m] for m in st.open_landmarks):
        gain += 0.3
    if notes is not None:
        icons = sorted({ICON_NAMES[cs.sp_icon[s]] for s in _tables().shown[card]})
        if icons:
            notes.append("shows " + "/".join(icons) + (" icons" if len(icons) > 1 else " icon"))
        if threat:
            notes.append(f"brings {threat} Enemy icon{'s' if threat > 1 else ''} into your Journey")
    return gain + _condition_gain(st, seat, journey=1, terrain=cs.cards[card].terrains, time=-cost)


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


# Every Quest and Landmark is played exactly once in a campaign (the Stages ask for all of them),
# so Stage 3 (15 Time for four Quests) and Stage 6 (20 Time, the last chance to pick) take the hard
# Quests of each value and leave the easy ones for the others; above all for Stage 7, which must
# take whatever is left.
SLACK_STAGES = (2, 5)


def _choice_score(st, seat: int, action: Action) -> float:
    cs = cards()
    kind = action.kind
    if kind == "draft":
        return cs.cards[action.args[0]].value * 1.5 + quest_ease(action.args[0])
    if kind == "pick_quest":
        ease = quest_ease(action.args[0])
        return -ease if st.stage in SLACK_STAGES else ease
    if kind == "pick_landmark":
        landmark = action.args[0]
        common = sum(1 for c in cs.locations if cs.terrain_sets[c] & cs.terrain_sets[landmark])
        return cs.cards[landmark].time + len(cs.card_spaces[landmark]) + common / 10
    if kind == "buy":
        # the dearest Upgrades first: they carry the most icons for their XP
        upgrade = action.args[0]
        return 2.0 * cs.cards[upgrade].cost + sum(
            ICON_VALUE.get(cs.sp_icon[s], 0.5) for s in cs.card_spaces[upgrade])
    return {"shop_done": 0.0, "retry": 2.0, "abandon": 1.0, "restart": 0.0}[kind]


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


class ElriaHeuristic:
    """Greedy judgement for Open World: Elria (see the module docstring)."""

    def __init__(self) -> None:
        self._state: object = None  # the table the cached seat position was taken at
        self._key: tuple | None = None
        self._seat: _Seat | None = None

    def score_action(self, state, seat: int, action: Action) -> float:
        phase = state.phase
        if phase in ("draft", "pick", "shop", "failed"):
            return _choice_score(state, seat, action)
        if phase == "act":
            return _step_score(state, seat, action)
        return self._decision(state, seat, action, None)

    def explain(self, state, seat: int, action: Action) -> str:
        """One line in Elria's terms: what the decision costs and gains."""
        cs = cards()
        kind = action.kind
        if state.phase in ("draft", "pick"):
            return _quest_phrase(action.args[0]) if kind != "pick_landmark" else (
                f"{cs.names[action.args[0]]} gives {cs.cards[action.args[0]].time} Time when discovered")
        if state.phase in ("shop", "failed", "act"):
            return ""
        notes: list[str] = []
        self._decision(state, seat, action, notes)
        if kind in ("travel", "fulfil"):
            lead = f"{'Travel to' if kind == 'travel' else 'Fulfilling'} {cs.names[action.args[0]]}"
        else:
            lead = {"act": "This action", "bonus": "This bonus action", "map": "The map",
                    "shelter": "Shelter"}.get(kind, "")
        if not notes or not lead:
            return ""
        tail = notes[0] if len(notes) == 1 else ", ".join(notes[:-1]) + " and " + notes[-1]
        return f"{lead} {tail}"

    def _snapshot(self, st, seat: int) -> _Seat:
        """The seat's position for this decision (every action of one decision shares it)."""
        key = (seat, st.phase, st.current, len(st.log), st.turn_no, st.supply, len(st.available))
        if self._seat is None or self._state is not st or self._key != key:
            self._state, self._key, self._seat = st, key, _Seat(st, seat)
        return self._seat

    def _decision(self, st, seat: int, action: Action, notes) -> float:
        """The change in `value` the decision brings (travel, map, shelter, action menu)."""
        cs = cards()
        snap = self._snapshot(st, seat)
        kind = action.kind
        if kind == "travel":
            return _travel_gain(st, seat, snap, action.args[0], notes)
        if kind == "act":
            return _action_gain(st, seat, snap, action.args[1], notes=notes)
        if kind == "bonus":
            space, what = action.args
            return _action_gain(st, seat, snap, what, space, notes) - _space_worth(snap.worth, space)
        if kind == "fulfil":
            card = cs.cards[action.args[0]]
            reward = card.reward_time if card.reward == "time" else 1.0
            if notes is not None:
                earns = f" and earns {reward} Time" if card.reward == "time" else ""
                notes.append(f"scores its value {card.value}{earns}")
            return FULFILLED + card.value + reward
        if kind == "map":
            visible = sum(1 for s in snap.spaces if cs.sp_icon[s] == "map" and cs.sp_kind[s] != "gem")
            saved = min(st.travel_cost, visible)
            if notes is not None:
                notes.append(f"saves {saved} Time")
            rescue = 100.0 if st.travel_cost > snap.time >= st.travel_cost - saved else 0.0
            return saved - _space_worth(snap.worth, action.args[0]) + rescue
        if kind == "shelter":
            if notes is not None:
                notes.append(f"saves {st.travel_cost} Time")
            return st.travel_cost - _space_worth(snap.worth, action.args[0])
        if kind == NO_MAP:
            return DOOMED if st.travel_cost > snap.time else 0.0
        if kind == NO_SHELTER:
            return DOOMED if st.travel_cost > snap.time else -float(st.travel_cost)
        return 0.0

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
