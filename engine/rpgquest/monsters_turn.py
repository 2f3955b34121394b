"""The monsters' turn at the end of every Turn: targets, marches, destruction and attacks.

*Fim de Turno*: "At the End of the Turn, ALL Monsters and NPCs on the board must be moved", and
the Cycle Marker moves on the Calendar, Aries at the end of the first Turn. *Movimentação dos
Monstros*: the great challenges first, each one hex toward the civilised place it has taken as
its target, by the shortest way that crosses no water; then the lesser monsters, Orcs first, one
hex toward their own target, the nearest Civilised Location when they took it (councils included,
Castelo Lillith never), kept until they reach it or storm a council on the way (*Monstros menores*);
the Wandering Monsters by their cards. After every move, the monsters on a hex with heroes attack
them, top of the stack first (*Atacando os Heróis*, *Mais de um Monstro por Hexa*).

Every line the monsters' turn logs is also a step of `state.monster_steps`: the line, the hex it
happens on, and where the monsters stand once it is done, so a screen can show the turn step by step.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine.rpgquest import combat, hexes, places, ruins
from engine.rpgquest.challenges import BOUNTY_PER_RUIN
from engine.rpgquest.decks import decks
from engine.rpgquest.hexes import Hex
from engine.rpgquest.hordes import aim, forget, horde_target, lift, move_token
from engine.rpgquest.movement import describe_place
from engine.rpgquest.world_data import CASTLE, CLASSES, SUITS, Location, world_data
from engine.words import count

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState
    from engine.rpgquest.world import World

CALENDAR = ("Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius",
            "Capricorn", "Aquarius", "Pisces")
LESSER_ORDER = ("orcs", "skeletons", "gnolls", "zombies", "bullywugs", "bergahazzas")
# *Grandes Monstros*: "first the Villages, then the Market, then the Cities, the Councils, and
# finally Castelo Lillith"; the Árvore Élfica, which the list leaves out, after the Councils.
KIND_ORDER = ("village", "market", "city", "council", "elven_tree", "castle")
# *Monstros menores*: "the nearest Civilised Location" (every place with a stand), but Castelo Lillith
# "does not count as a Target (nor even as a free hex for movement) for the Lesser Monsters".
LESSER_TARGETS = frozenset({"village", "market", "city", "council", "elven_tree"})
INVADED_KINDS = frozenset({"village", "market", "city", "elven_tree"})  # "CANNOT attack the Councils"
LAND, AIR, LESSER = "land", "air", "lesser"  # how a monster walks: on foot, flying, or shunning the castle


def sign(turn: int) -> str:
    """The Calendar's space for the monsters' turn at the end of `turn` (Turn 1: Aries)."""
    return CALENDAR[(turn - 1) % len(CALENDAR)]


def tie_break(location: Location) -> tuple[int, int]:
    """The rulebook's order among places at the same distance: kind, then suit (or a council's class)."""
    second = SUITS.index(location.suit) if location.suit else (
        CLASSES.index(location.council_class) if location.council_class else 0)
    return (KIND_ORDER.index(location.kind), second)


def distances(world: World, key: str, walk: str, where: Hex) -> dict[Hex, int]:
    """Hexes a monster walking `walk` needs to reach the Location `key`, known for every hex up to
    `where`'s distance or for all when `where` cannot reach it: worked out level by level only as far
    as asked, and kept per World."""
    cache = world.caches.setdefault("monster_distances", {})
    found = cache.get((key, walk))
    if found is None:
        found = cache[(key, walk)] = _Reach(world, world.location_hexes[key], walk)
    return found.out_to(where)


class _Reach:
    """A breadth-first search from one hex, carried on level by level as later questions need."""

    __slots__ = ("field", "_steps", "_ground", "_seen", "_level", "_depth")

    def __init__(self, world: World, start: Hex, walk: str) -> None:
        self.field: dict[Hex, int] = {}
        self._steps, self._ground = world.steps, _ground(world, walk)
        self._seen = {start}
        self._level = [start]
        self._depth = 0

    def out_to(self, where: Hex) -> dict[Hex, int]:
        field = self.field
        while where not in field and self._level:
            for here in self._level:
                field[here] = self._depth
            self._depth += 1
            self._level = _following(self._steps, self._ground, self._seen, self._level)
        return field


def _ground(world: World, walk: str) -> frozenset[Hex]:
    """The hexes a monster walking `walk` may stand on and step to (cached per World)."""
    cache = world.caches.setdefault("monster_ground", {})
    found = cache.get(walk)
    if found is None:
        if walk == LESSER:  # on foot, and never through Castelo Lillith
            found = world.land - {world.castle}
        else:
            found = frozenset(world.places) if walk == AIR else world.land
        cache[walk] = found
    return found


def _field(world: World, starts: list[Hex], walk: str) -> dict[Hex, int]:
    """Every hex a monster walking `walk` reaches from `starts`, with the hexes it takes."""
    return {here: steps for steps, level in enumerate(_levels(world, starts, walk)) for here in level}


def _levels(world: World, starts: list[Hex], walk: str) -> Iterator[list[Hex]]:
    """Breadth first from `starts`: the hexes at distance 0, then 1, 2, ... for a monster walking `walk`."""
    steps, ground = world.steps, _ground(world, walk)
    seen = set(starts)
    level = list(starts)
    while level:
        yield level
        level = _following(steps, ground, seen, level)


def _following(steps: dict[Hex, tuple[Hex, ...]], ground: frozenset[Hex], seen: set[Hex],
               level: list[Hex]) -> list[Hex]:
    """The next level of a breadth-first search over `ground` (the hexes `seen` so far are left out)."""
    following = []
    for here in level:
        if here in ground:
            for there in steps[here]:
                if there not in seen and there in ground:
                    seen.add(there)
                    following.append(there)
    return following


def nearest(state: RpgQuestState, where: Hex, walk: str, kinds: frozenset[str] | None = None) -> str | None:
    """The nearest civilised place still standing (not the one on `where`), by the tie-break order."""
    locations = world_data().locations
    candidates = {state.world.location_hexes[key]: key for key in state.world.location_hexes
                  if locations[key].stand and places.standing(state, key)
                  and (kinds is None or locations[key].kind in kinds)}
    candidates.pop(where, None)
    for level in _levels(state.world, [where], walk):
        found = [candidates[here] for here in level if here in candidates]
        if found:
            return min(found, key=lambda key: tie_break(locations[key]))
    return None


def toward(world: World, where: Hex, field: dict[Hex, int]) -> Hex:
    """The neighbour one hex nearer along `field` (the first clockwise from east on a tie)."""
    return next(there for there in hexes.neighbours(where) if field.get(there) == field[where] - 1)


def told(state: RpgQuestState, first: int, at: Hex | None) -> None:
    """The lines logged since the last step (from log line `first` on) become steps at `at`, with
    where the monsters stand now."""
    stand = [[q, r, list(stack)] for (q, r), stack in sorted(state.map_monsters.items())]
    spot = list(at) if at else None
    state.monster_steps.extend([line, spot, stand] for line in state.log[first + len(state.monster_steps):])


def play(state: RpgQuestState) -> None:
    """Every monster on the map moves; then the attacks on the heroes are queued (`next_attack`)."""
    first = len(state.log)
    state.monster_steps = []
    state.log.append(f"The monsters' turn ({sign(state.turn)}).")
    told(state, first, None)
    engaged = frozenset(g.hex for g in state.groups if g.heroes)
    tokens = [(where, monster) for where, stack in sorted(state.map_monsters.items()) for monster in stack]
    cards = decks()
    great = {monster: where for where, monster in tokens if monster in state.great}
    for monster in cards.challenges:  # in the order of the cards' file (docs/rulings.md)
        if monster in great:
            _march(state, monster, great[monster], engaged, first)
    for kind in LESSER_ORDER:
        for where, monster in tokens:
            if monster == kind and where not in engaged:
                _advance(state, monster, where, first)
    hunters = [(where, monster) for where, monster in tokens if monster in cards.wandering
               and cards.wandering[monster].moves == "hunts" and where not in engaged]
    hunted = _field(state.world, sorted(engaged), LAND) if hunters else {}
    for where, monster in hunters:
        if hunted.get(where):
            there = toward(state.world, where, hunted)
            move_token(state, monster, where, there)
            state.log.append(f"The {cards.wandering[monster].name} hunts the nearest group of heroes.")
            told(state, first, there)
    state.attacks = [[seat, group.hex[0], group.hex[1], monster]
                     for seat, group in enumerate(state.groups) if group.heroes
                     for monster in reversed(state.map_monsters.get(group.hex, []))]


def _march(state: RpgQuestState, monster: str, where: Hex, engaged: frozenset[Hex], first: int) -> None:
    """A great monster: a target if it has none, then `moves` hexes toward it; where it stops, it strikes."""
    card = decks().challenges[monster]
    if where in engaged or not card.moves:
        return
    walk = AIR if card.flies else LAND
    target = state.great[monster] or nearest(state, where, walk)
    if target is None:
        return
    if not state.great[monster]:
        state.great[monster] = target
        state.log.append(f"The {card.name} marches on {world_data().locations[target].name}.")
        told(state, first, where)
    field = distances(state.world, target, walk, where)
    if where not in field:
        return
    steps = 0
    while steps < card.moves:
        steps += 1
        there = toward(state.world, where, field)
        move_token(state, monster, where, there)
        where = there
        key = state.world.places[where].location
        if where in engaged or key == target or (key and world_data().locations[key].stand
                                                  and places.standing(state, key)):
            break
    state.log.append(f"The {card.name} moves {count(steps, 'hex', 'hexes')} toward "
                     f"{world_data().locations[target].name}, to {describe_place(state.world, where)}.")
    _strike(state, monster, where)
    told(state, first, where)


def _strike(state: RpgQuestState, monster: str, where: Hex) -> None:
    """*Grandes Destruições!*: a civilised place where a great monster stops is destroyed, but the castle
    holds: the monster stays under its stand for a Turn of battle, then takes a new target."""
    key = state.world.places[where].location
    if not key or not world_data().locations[key].stand:
        return
    target = state.great[monster]
    if key == CASTLE:
        state.log.append(f"The {decks().foe(monster).name} besieges Castelo Lillith: a great battle rages "
                         f"under its walls this Turn.")
    elif key not in state.ruins:
        ruins.destroy(state, key, monster)
        state.bounty[monster] = state.bounty.get(monster, 0) + BOUNTY_PER_RUIN
    if key == target or key == CASTLE:
        state.great[monster] = ""


def horde_step(state: RpgQuestState, monster: str, where: Hex) -> tuple[Hex, str] | None:
    """Where a lesser horde on `where` steps this monsters' turn, and its target (its own, or the
    nearest Civilised Location but the castle, by the tie-break, when it has none); None when it has
    nowhere to march."""
    target = _aimed(state, where, horde_target(state, where, monster))
    field = distances(state.world, target, LESSER, where) if target else {}
    if not field.get(where):
        return None
    return toward(state.world, where, field), target


def _aimed(state: RpgQuestState, where: Hex, target: str) -> str:
    """A horde's target: its own, or when it has none (or stands on it) the nearest Civilised Location it
    may march on ("": none left)."""
    if target and state.world.location_hexes[target] != where:
        return target
    return nearest(state, where, LESSER, LESSER_TARGETS) or ""


def horde_arrival(state: RpgQuestState, there: Hex, target: str) -> str:
    """What a horde that steps onto `there` on its way to `target` does: "invade" a standing place it may
    attack (*Combate e Destruição!*), "storm" a standing council (a Turn of battle under its stand, then
    a new target), "reached" its target fallen meanwhile (a new target next time), or "" (marches on)."""
    key = state.world.places[there].location
    if key and world_data().locations[key].stand and places.standing(state, key):
        return "invade" if world_data().locations[key].kind in INVADED_KINDS else "storm"
    return "reached" if key and key == target else ""


def horde_course(state: RpgQuestState, monster: str, where: Hex, turns: int) -> list[tuple[Hex, str, str]]:
    """The next `turns` monsters' turns of a lesser horde on `where` if nothing else changes: for each,
    the hex it steps to, its target and what it does there (`horde_arrival`); the course ends when it
    invades a place or has nowhere to go. For the AI's threat picture: the engine's own rules."""
    course: list[tuple[Hex, str, str]] = []
    target = horde_target(state, where, monster)
    while len(course) < turns:
        target = _aimed(state, where, target)
        field = distances(state.world, target, LESSER, where) if target else {}
        if not field.get(where):
            break
        where = toward(state.world, where, field)
        done = horde_arrival(state, where, target)
        course.append((where, target, done))
        if done == "invade":
            break
        target = "" if done else target
    return course


def _advance(state: RpgQuestState, monster: str, where: Hex, first: int) -> None:
    """A lesser horde: one hex toward its target; a place it may attack, it invades; at a council it only
    fights a battle under the stand, and next time takes a new target, as it does on reaching its
    target fallen meanwhile."""
    step = horde_step(state, monster, where)
    if step is None:
        return
    there, target = step
    aim(state, where, monster, target)
    move_token(state, monster, where, there)
    state.log.append(f"The {decks().foe(monster).name} move one hex toward {world_data().locations[target].name}, "
                     f"to {describe_place(state.world, there)}.")
    done = horde_arrival(state, there, target)
    key = state.world.places[there].location or ""
    if done == "invade":
        lift(state, monster, there)
        forget(state, there, monster)
        ruins.invade(state, key, monster)
    elif done:
        aim(state, there, monster, "")
        if done == "storm":
            state.log.append(f"The {decks().foe(monster).name} storm the {world_data().locations[key].name}: a "
                             f"great battle rages under its walls this Turn.")
    told(state, first, there)


def next_attack(state: RpgQuestState) -> bool:
    """Begin the next queued attack on a group that is still there (True), or say there is none."""
    while state.attacks:
        seat, q, r, monster = state.attacks.pop(0)
        group = state.groups[seat]
        if group.heroes and group.hex == (q, r) and monster in state.map_monsters.get((q, r), []):
            state.actor = seat
            state.log.append(f"The {decks().foe(monster).name} attack {state.seat_name(seat)}'s group!")
            combat.begin(state, monster, ambush=False)
            return True
    return False
