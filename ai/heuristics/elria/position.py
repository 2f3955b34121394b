"""Elria: what a position is worth to a seat, in roughly Time-cube units (`value`).

A position is worth its Time cubes, its Character Level, its Quest progress (fulfilled Quests,
covered objective icons, condition Quests on their way) and the icons still open in front of the
player, each valued for what it can do next (`icon_worths`, `space_worth`), less the Enemies waiting
in the Journey column for the next red banner.
"""

from __future__ import annotations

from functools import cache

from engine.elria import actions as rules
from engine.elria.cards import cards
from engine.elria.quests import condition_holds, terrain_symbols
from engine.elria.state import ElriaState
from engine.elria.tableau import enemy_count, open_spaces

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


def keep_worth(st: ElriaState, seat: int) -> float:
    """What holding an Upgrade icon back is worth to `seat` now."""
    return UPGRADE_KEEP_RICH if st.time[seat] >= RICH_TIME else UPGRADE_KEEP


def needs(st: ElriaState, seat: int) -> dict[str, int]:
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


def _condition_progress(st: ElriaState, seat: int, quest: int) -> float:
    cs = cards()
    kind, terrain, at_least = cs.cards[quest].condition
    have = {"level": st.level[seat], "landmarks": len(st.found[seat]), "journey": len(st.journey[seat]),
            "time": st.time[seat],
            "terrain": terrain_symbols(st, seat, terrain)}[kind]
    return min(have, at_least) / at_least


def value(st: ElriaState, seat: int) -> float:
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
            total += quest_value(q, done, tables().size[q])
        elif condition_holds(st, seat, q):
            total += FULFILLED
        else:
            total += 3.0 * _condition_progress(st, seat, q)
    need = needs(st, seat)
    enemies = enemy_count(st, seat)
    worth = icon_worths(st, need, enemies, seat)
    total += sum(space_worth(worth, s) for s in open_spaces(st, seat))
    total -= ENEMY_THREAT * enemies
    if need["enemy"]:
        total += 0.2 * min(enemies, need["enemy"])
    if st.phase == "action" and st.current == seat and not st.main_done:
        total += _best_gem(st, seat)
    return total


def _best_gem(st: ElriaState, seat: int) -> float:
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



def icon_worths(st: ElriaState, need: dict[str, int], enemies: int, seat: int) -> dict[str, float]:
    """What each open icon is worth now: more when a Quest needs it or Enemies wait
    (and, as "keep", what holding an Upgrade icon back is worth to `seat`)."""
    worth = dict(ICON_VALUE)
    worth["keep"] = keep_worth(st, seat)
    worth["treasure"] += 0.5 if need["treasure"] else 0.0
    worth["encounter"] += 0.6 if need["encounter"] or st.open_landmarks else 0.0
    worth["combat"] += 0.6 if need["enemy"] else 0.2 if enemies else 0.0
    worth["shelter"] += 0.15 * enemies
    return worth


def space_worth(worth: dict[str, float], space: int) -> float:
    """What an open space adds to `value` (the same terms)."""
    cs = cards()
    keep = worth["keep"] if tables().on_upgrade[space] else 0.0
    if cs.sp_kind[space] == "gem":
        return GEM_VALUE + keep
    icon, size = cs.sp_icon[space], cs.sp_size[space]
    if icon == "enemy":
        return 0.0
    v = worth[icon] * (1.0 if size == 1 else 0.8 * size)
    return v * (0.5 if cs.sp_guards[space] else 1.0) + (0.3 if cs.sp_kind[space] == "hybrid" else 0.0) + keep


class Tables:
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
def tables() -> Tables:
    return Tables()


def quest_value(quest: int, done: int, size: int) -> float:
    return OBJECTIVE * done + (FULFILLED + cards().cards[quest].value) * 0.5 * (done / size) ** 2


def condition_gain(st: ElriaState, seat: int, level: int = 0, landmarks: int = 0, journey: int = 0,
                   terrain: tuple[str, ...] | list[str] = (), time: int = 0) -> float:
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

