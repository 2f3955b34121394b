"""The threat picture: which civilised places the monsters will take, and how soon.

Read from what every seat sees (the map's monsters, each Great Challenge's target, the ruins and
the invaded places), with the engine's own rules for the monsters' turn (`monsters_turn`): a
Great Challenge marches `moves` hexes a Turn on its target (the nearest standing place by the
rulebook's tie-break when it has none yet) and destroys it on arrival, the castle excepted; a
lesser horde walks a hex a Turn toward its own target (the nearest Civilised Location, councils
included, when it takes one) and invades the first village, city, market or Árvore Élfica it steps
onto; a council it storms for a Turn, then takes a new target (`monsters_turn.horde_course`). "If
at any time the Monsters ... destroy or control 4 Civilised Locations at the same time ... ALL
Players LOSE the Game" (*Salvar uma Cidade/Vila*): the fall that would be the
fourth is worth the whole game to every group, and each earlier one a little.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.rpgquest import monsters_turn, places
from engine.rpgquest.decks import decks
from engine.rpgquest.hexes import Hex
from engine.rpgquest.ruins import PLACES_THE_MONSTERS_NEED, fallen
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CASTLE, world_data

# What stopping a fall is worth to a group, in VP, by the fall it would be (the fourth loses the game).
FALL_STAKES = (0.8, 1.3, 2.5)
LOSS_STAKE = 8.0
NEAR_TURNS = 2  # a horde further away than this is no threat yet
GREAT_MARCH = 0.5  # a Great Challenge beaten takes no more places after this one


@dataclass(frozen=True, slots=True)
class Threat:
    """A monster that will take a place: where it is, the place, and in how many monsters' turns."""

    monster: str
    where: Hex
    target: str  # a Location key
    turns: int  # 1: at the end of this Turn
    great: bool

    @property
    def name(self) -> str:
        return decks().foe(self.monster).name

    @property
    def place(self) -> str:
        return world_data().locations[self.target].name


@dataclass(frozen=True, slots=True)
class Picture:
    """The threats, soonest first, and how many places are down now."""

    fallen: int
    threats: tuple[Threat, ...]

    def fall_number(self, threat: Threat) -> int:
        """Which fall this threat's strike would be: the places down, the threats striking sooner, and
        it; or the fourth, when the places struck by the same monsters' turn make four, since stopping
        any one of them then saves the game (four hordes due at once are each the fourth fall)."""
        sooner = sum(1 for other in self.threats if other.turns < threat.turns)
        struck = {other.target for other in self.threats if other.turns <= threat.turns} | {threat.target}
        if self.fallen + len(struck) >= PLACES_THE_MONSTERS_NEED:
            return PLACES_THE_MONSTERS_NEED
        return self.fallen + sooner + 1

    def stake(self, threat: Threat) -> float:
        """What stopping this threat is worth to a group, in VP: more the nearer the fourth fall and the sooner."""
        number = self.fall_number(threat)
        worth = stake_of_fall(number)
        return worth / (1 + 0.3 * (threat.turns - 1)) + (GREAT_MARCH if threat.great else 0.0)

    def of(self, monster: str, where: Hex) -> Threat | None:
        return next((t for t in self.threats if t.monster == monster and t.where == where), None)

    def stake_at(self, monster: str, where: Hex) -> float:
        """What beating the monster `monster` on `where` is worth to the defence of Arcádia."""
        threat = self.of(monster, where)
        return self.stake(threat) if threat is not None else 0.0

    def relief(self) -> float:
        """What one fallen place standing again is worth: the count a step back from four, so the
        gravest fall to come (or the last one) is one fewer."""
        coming = [self.stake(t) - (GREAT_MARCH if t.great else 0.0) for t in self.threats]
        return max([stake_of_fall(self.fallen), *coming]) if self.fallen else 0.0


def stake_of_fall(number: int) -> float:
    if number >= PLACES_THE_MONSTERS_NEED:
        return LOSS_STAKE
    return FALL_STAKES[max(0, number - 1)]


def _great_threat(state: RpgQuestState, monster: str, where: Hex) -> Threat | None:
    card = decks().challenges[monster]
    if not card.moves:
        return None
    walk = monsters_turn.AIR if card.flies else monsters_turn.LAND
    target = state.great.get(monster) or monsters_turn.nearest(state, where, walk)
    if not target or target == CASTLE or not places.standing(state, target):
        return None
    steps = monsters_turn.distances(state.world, target, walk, where).get(where)
    if steps is None:
        return None
    return Threat(monster, where, target, max(1, math.ceil(steps / card.moves)), True)


def _horde_threat(state: RpgQuestState, monster: str, where: Hex) -> Threat | None:
    """The place a horde invades within `NEAR_TURNS` monsters' turns, by the engine's own course (a
    council on the way is stormed, not taken, and only delays it)."""
    course = monsters_turn.horde_course(state, monster, where, NEAR_TURNS)
    for turn, (there, _, done) in enumerate(course, 1):
        key = state.world.places[there].location
        if done == "invade" and key:
            return Threat(monster, where, key, turn, False)
    return None


def picture(state: RpgQuestState) -> Picture:
    """The threat picture of the table now."""
    cards = decks()
    found = []
    for where, stack in sorted(state.map_monsters.items()):
        for monster in stack:
            if monster in state.great:
                threat = _great_threat(state, monster, where)
            elif monster in cards.monsters:
                threat = _horde_threat(state, monster, where)
            else:
                threat = None
            if threat is not None:
                found.append(threat)
    found.sort(key=lambda t: (t.turns, t.monster))
    return Picture(fallen(state), tuple(found))
