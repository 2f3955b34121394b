"""Elria: what one decision changes in `value`'s terms, worked out directly (no state is copied).

The Travel cost after terrain matches and maps, an Enemy Attack, the icons a new Location shows and
the Enemies it brings (`travel_gain`); the icons an action covers and what their credits buy: Time,
Quest objectives, defeated Enemies, Landmarks, a Level (`action_gain`). What one decision needs about
the seat is worked out once (`Seat`) and reused for every action of that decision.
"""

from __future__ import annotations

from ai.heuristics.elria.position import (
    ENEMY_THREAT,
    LEVEL,
    condition_gain,
    icon_worths,
    needs,
    quest_value,
    space_worth,
    tables,
)
from engine.elria.actions import discoverable
from engine.elria.cards import ICON_NAMES, TERRAINS, cards
from engine.elria.state import ElriaState
from engine.elria.tableau import journey_enemies, last_location, open_spaces
from engine.elria.travel import travel_cost

DOOMED = -200.0  # a decision that runs the seat out of Time


class Seat:
    """What one decision's scoring needs about the seat, worked out once."""

    __slots__ = ("time", "level", "spaces", "enemies", "enemy_n", "need", "worth", "last", "progress")

    def __init__(self, st: ElriaState, seat: int) -> None:
        cs = cards()
        self.time, self.level = st.time[seat], st.level[seat]
        self.spaces = open_spaces(st, seat)
        self.enemies = journey_enemies(st, seat)
        self.enemy_n = sum(cs.sp_size[s] for s in self.enemies)
        self.need = needs(st, seat)
        self.worth = icon_worths(st, self.need, self.enemy_n, seat)
        self.last = last_location(st, seat)
        # quest -> [covered size, total size] for unfulfilled objective Quests
        self.progress = {}
        for q in st.quests[seat]:
            objectives = cs.cards[q].objectives
            if objectives and q not in st.fulfilled[seat]:
                self.progress[q] = [sum(cs.sp_size[s] for s in objectives if st.covered[s]), tables().size[q]]


def _spend_on_objectives(st: ElriaState, snap: Seat, icon: str, credits: int, notes: list[str] | None) -> tuple[float, int]:
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
        gain += quest_value(q, done + size, total) - quest_value(q, done, total)
        credits -= size
        if notes is not None:
            notes.append(f"covers {size} {ICON_NAMES[icon]} icon{'s' if size > 1 else ''} of {cs.names[q]}")
    return gain, credits


def _covers(snap: Seat, kind: str, room: int, enough: int, skip: int) -> tuple[int, float]:
    """Icons an action of `kind` covers (plain ones before wild, biggest first): (credits, worth lost)."""
    cs = cards()
    icon, size, sp_kind = cs.sp_icon, cs.sp_size, cs.sp_kind
    options = [s for s in snap.spaces if s != skip and sp_kind[s] != "gem" and size[s] <= room
               and (icon[s] == kind or icon[s] == "wild")]
    upgrade = tables().on_upgrade
    options.sort(key=lambda s: (icon[s] == "wild", sp_kind[s] == "hybrid", upgrade[s], -size[s]))
    credits, lost = 0, 0.0
    for s in options:
        if credits >= enough:
            break
        if size[s] <= room - credits:
            credits += size[s]
            lost += space_worth(snap.worth, s)
    return credits, lost


def action_gain(st: ElriaState, seat: int, snap: Seat, kind: str, skip: int = -1,
                notes: list[str] | None = None) -> float:
    """The change in `value` an action of `kind` would bring, following `_step_score`'s choices."""
    cs = cards()
    room = snap.level
    if kind == "levelup":
        credits, lost = _covers(snap, kind, room, room, skip)
        if credits < room:
            return 0.0
        if notes is not None:
            notes.append(f"reaches Level {room + 1} and earns {room + 1} Time")
        return LEVEL + room + 1 - lost + condition_gain(st, seat, level=1, time=room + 1)
    if kind == "treasure":
        credits, lost = _covers(snap, kind, room, 99, skip)
        gain, left = _spend_on_objectives(st, snap, "treasure", credits, notes)
        if left and notes is not None:
            notes.append(f"earns {left} Time")
        return gain + left - lost + (condition_gain(st, seat, time=left) if left else 0.0)
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
            gain += cs.cards[m].time + sum(space_worth(snap.worth, s) for s in tables().shown[m])
            gain -= ENEMY_THREAT * sum(cs.sp_size[s] for s in tables().enemies[m])
            if notes is not None:
                notes.append(f"discovers {cs.names[m]}" + (f" (+{cs.cards[m].time} Time)" if cs.cards[m].time else ""))
        if found:
            gain += condition_gain(st, seat, landmarks=found, terrain=symbols)
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
    freed = {other for s in beaten for other in tables().guarded[cs.sp_card[s]]
             if not st.covered[other] and s in cs.sp_guards[other]
             and all(g in beaten or st.covered[g] for g in cs.sp_guards[other])}
    gain += sum(space_worth(snap.worth, other) for other in freed)
    more, _ = _spend_on_objectives(st, snap, "enemy", sum(cs.sp_size[s] for s in beaten), notes)
    return gain + more - lost


def travel_gain(st: ElriaState, seat: int, snap: Seat, card: int, notes: list[str] | None = None) -> float:
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
            spent = min(space_worth(snap.worth, s) for s in maps)
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
            gain -= min(space_worth(snap.worth, s) for s in shelters)
            if notes is not None:
                notes.append("takes shelter from the Enemy Attack")
        elif snap.enemy_n > time:
            return DOOMED
        else:
            gain -= snap.enemy_n
            if notes is not None:
                notes.append(f"the Enemy Attack costs {snap.enemy_n} Time")
    worth = snap.worth
    shown = sum(space_worth(worth, s) for s in tables().shown[card])
    gain += shown + 0.5 * sum(space_worth(worth, s) for s in tables().guarded[card])
    threat = sum(cs.sp_size[s] for s in tables().enemies[card])
    gain -= ENEMY_THREAT * threat
    if snap.need["enemy"]:
        gain += 0.2 * (min(snap.enemy_n + threat, snap.need["enemy"]) - min(snap.enemy_n, snap.need["enemy"]))
    if st.open_landmarks and any(cs.terrain_sets[card] & cs.terrain_sets[m] for m in st.open_landmarks):
        gain += 0.3
    if notes is not None:
        icons = sorted({ICON_NAMES[cs.sp_icon[s]] for s in tables().shown[card]})
        if icons:
            notes.append("shows " + "/".join(icons) + (" icons" if len(icons) > 1 else " icon"))
        if threat:
            notes.append(f"brings {threat} Enemy icon{'s' if threat > 1 else ''} into your Journey")
    return gain + condition_gain(st, seat, journey=1, terrain=cs.cards[card].terrains, time=-cost)

