"""Pinning a Great Challenge: a group on its way, or on its hex, holds it where it is.

*Atacando os Heróis*: monsters "already on a Hex where there is a group of Heroes" attack it, and
docs/rulings.md (*Monsters on the heroes' hex*) rules that a monster that begins the monsters' turn on
a hex with heroes does not move; a Great Challenge that steps onto a hex with heroes on its march stops
there (`monsters_turn._march`). So a group that stands on the Great Challenge's hex, or on a hex of its
march this Turn, keeps the place it marches on standing for one more Turn, at the price of the fight
the monster brings it at the end of the Turn (lost: 1d6 damage, *Combate*). When that place would be the
third or the fourth to fall (the fourth loses the game for everyone), holding the monster is a goal of
its own, priced by the fall it stops: a Turn won for the group, or another, to beat it, or for the
Calendar to run out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ai.heuristics.rpgquest.fights import damage_faces, weigh
from ai.heuristics.rpgquest.goals import Goal, turns_text
from ai.heuristics.rpgquest.threats import Picture, Threat
from ai.heuristics.rpgquest.ways import partner_nearer, ways
from engine.rpgquest import monsters_turn, places, turns
from engine.rpgquest.decks import decks
from engine.rpgquest.hexes import Hex
from engine.rpgquest.routes import MP_PER_ACTION
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import world_data

PIN_FROM = 3  # the falls worth a Turn of the group: the third and the fourth
PIN_TURNS = 2  # a Great Challenge further away than this many Turns is no reason to stand in its way yet
HOLD = 0.5  # a Turn held is not the fall stopped: the monster marches on when the group goes or dies


@dataclass(frozen=True, slots=True)
class Pin:
    """A hex to hold a Great Challenge from, the monsters' turn it gets there, and the threat held."""

    where: Hex
    turn: int  # 1: this Turn's monsters' turn
    threat: Threat


def gait(threat: Threat) -> tuple[str, int]:
    """How the monster walks and how many hexes a Turn: a Great Challenge by its card, a horde one on foot."""
    if not threat.great:
        return monsters_turn.LESSER, 1
    card = decks().challenges[threat.monster]
    return (monsters_turn.AIR if card.flies else monsters_turn.LAND), card.moves


def march(state: RpgQuestState, threat: Threat) -> list[tuple[Hex, int]]:
    """The land hexes the monster steps through to its target (the target left out, and the standing
    places a Great Challenge would strike on its way), with the monsters' turn that brings it there; a
    horde's by the engine's own course (by way of any council it storms first)."""
    if not threat.great:
        course = monsters_turn.horde_course(state, threat.monster, threat.where, threat.turns)
        return [(there, turn) for turn, (there, _, done) in enumerate(course, 1) if done != "invade"]
    walk, moves = gait(threat)
    target_hex = state.world.location_hexes[threat.target]
    field = monsters_turn.distances(state.world, threat.target, walk, threat.where)
    locations = world_data().locations
    path, where, step = [], threat.where, 0
    while where != target_hex and where in field and field[where] > 0:
        where = monsters_turn.toward(state.world, where, field)
        step += 1
        key = state.world.places[where].location
        if where == target_hex or (threat.great and key and locations[key].stand and places.standing(state, key)):
            break  # there it strikes, heroes or none
        if where in state.world.land:
            path.append((where, math.ceil(step / moves)))
    return path


def actions_left(state: RpgQuestState, seat: int) -> int:
    """The actions the group of `seat` still takes this Turn: its markers and those still to reach it."""
    return sum(len(state.markers[other]) for other in range(seat + 1))


def reach(state: RpgQuestState, seat: int, turn: int) -> int:
    """The Movement Points the group can still walk before the monsters' turn `turn` (1: this Turn's)."""
    now = state.mp if state.actor == seat and state.phase == "move" else 0
    return now + MP_PER_ACTION * (actions_left(state, seat) + len(turns.MARKERS) * (turn - 1))


def pins(state: RpgQuestState, seat: int, threat: Threat) -> list[Pin]:
    """Where the group may hold `threat` in time: on the monster's hex, or on a hex of its march it
    reaches before the monster does."""
    here = state.groups[seat].hex
    way = ways(state, seat)
    found = [Pin(threat.where, 1, threat)]
    found += [Pin(where, turn, threat) for where, turn in march(state, threat)
              if turn <= threat.turns and way.mp(here, where) <= reach(state, seat, turn)]
    return found


def standing_after(state: RpgQuestState, seat: int, monster: str) -> float:
    """The chance that the group is still on the map after losing a fight to `monster` (its damage die
    against the Hit Points the heroes have left between them): a group the blow kills holds nothing."""
    alive = sum(hero.hit_points - hero.damage for hero in state.groups[seat].heroes)
    faces = damage_faces(monster)
    return sum(damage < alive for damage in faces) / len(faces)


def pin_goals(state: RpgQuestState, seat: int, picture: Picture) -> list[Goal]:
    """Standing in the way of the monsters about to take the third or the fourth place (one group holds
    a monster: none held already, and in the cooperative game none a partner is nearer to)."""
    group = state.groups[seat]
    found = []
    for threat in picture.threats:
        if threat.turns > PIN_TURNS or picture.fall_number(threat) < PIN_FROM or held_by_another(state, seat, threat):
            continue
        stake = picture.stake(threat)
        attack = weigh(state, seat, threat.monster, stake=stake)  # the fight the monster brings
        held = attack.worth + (1 - attack.chance) * standing_after(state, seat, threat.monster) * HOLD * stake
        if held <= 0:
            continue
        for pin in pins(state, seat, threat):
            worth = held
            if pin.where == threat.where and group.hex != pin.where:
                worth = attack.worth + (1 - attack.chance) * held  # walking onto its hex starts a fight at once
            if worth > 0:
                found.append(Goal(pin.where, worth, pin_text(picture, pin, attack.odds_text())))
    return found


def held_by_another(state: RpgQuestState, seat: int, threat: Threat) -> bool:
    """Another group stands on the monster's hex, or (cooperative) is nearer to it than this one."""
    others = [group.hex for other, group in enumerate(state.groups) if other != seat and group.heroes]
    if threat.where in others:
        return True
    return state.cooperative and partner_nearer(state, seat, threat.where)


def pin_text(picture: Picture, pin: Pin, odds: str) -> str:
    """'hold the Red Dragon on its way to Mem, the 4th place to fall, in 1 turn (Warrior 2d6+5 vs 12: 28%, ...)'."""
    threat = pin.threat
    number = picture.fall_number(threat)
    what = "the fall that loses the game" if number >= 4 else f"the {ordinal(number)} place to fall"
    where = "on its hex" if pin.where == threat.where else "in its way"
    return (f"hold the {threat.name} {where}: it takes {threat.place} in {turns_text(threat.turns)}, "
            f"{what} (it attacks: {odds})")


def ordinal(number: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(number, f"{number}th")
