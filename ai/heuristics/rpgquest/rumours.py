"""What investigating a Rumour is worth to a group, in Victory Points.

*Rumores*: the Rumour's fight first, then its tests in order (the first failure ends it), each by
the engine's exact odds; failing brings the card's failure, passing the result row the last test's
total reaches. What success also does: the caves' mouth and exits mapped for 1 VP, a title and the
maps' 2,500gp at Castelo Lillith (*Exploração de Cavernas*), the Portal awake (*Investigar o
Portal*), the dead hero back (*Morte de um Personagem*). Where several Rumours wait on one hex one
is drawn among them: their average. Every Rumour is open, so this reads only what all may see.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cache

from ai.heuristics.rpgquest import values as v
from ai.heuristics.rpgquest.distances import FAR, distances
from ai.heuristics.rpgquest.fights import DIE_FACES, made, odds_text, weigh, wound_cost
from ai.heuristics.rpgquest.goals import Goal, hero_worth, shared
from ai.heuristics.rpgquest.missions import graded, outcome_worth, reached
from engine.rpgquest import caves, places
from engine.rpgquest.group import MAX_HEROES
from engine.rpgquest.hexes import Hex
from engine.rpgquest.outcomes import Outcome
from engine.rpgquest.rumour_cards import Rumour, rumour_cards
from engine.rpgquest.rumours import BARGAIN, here
from engine.rpgquest.state import RpgQuestState
from engine.rpgquest.world_data import CASTLE

TITLE = 0.3  # a title, as a mission's outcome prices one
PORTAL = 0.1  # the Portal awake: a way for every group, this one no more than the others
_MARKS = ("rumour", "cave", "portal")  # the marks of the hexes where Rumours wait, besides the Locations


@dataclass(frozen=True, slots=True)
class Investigation:
    """A Rumour weighed for one group: its fight's and tests' odds, the chance of passing them all,
    and the worth in VP."""

    card: Rumour
    fight: str  # the fight's odds, as `Fight.odds_text` gives them ("" without a fight)
    tests: tuple[tuple[str, int, int, float], ...]
    chance: float
    worth: float
    gain: str  # what success brings, as people say it

    def text(self) -> str:
        """'The Great Storm (Rogue 2d6+3 vs 8: 72%, Mage 2d6+1 vs 9: 42%): 1,000gp, from 13 1,500gp and 1 VP'."""
        card = self.card
        odds = ", ".join(part for part in (self.fight, odds_text(self.tests)) if part) or "no test"
        harm = f"; failing, {card.failure.damage} damage" if card.failure.damage else ""
        return f"{card.name} ({odds}): {self.gain}{harm}"


def pay_text(outcome: Outcome) -> str:
    """'1,500gp and 1 VP'."""
    parts = [f"{outcome.gold:,}gp"] if outcome.gold > 0 else []
    parts += [f"{outcome.vp} VP"] if outcome.vp else []
    parts += [f"one of {outcome.items} magic items"] if outcome.items else []
    parts += [f"the title \"{outcome.title}\""] if outcome.title else []
    return " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts)


@cache
def _unharmed(outcome: Outcome) -> Outcome:
    return replace(outcome, damage=0)


def failure_worth(state: RpgQuestState, seat: int, outcome: Outcome) -> float:
    """A failed Rumour's outcome, its damage by what it costs this group (`fights.wound_cost`: a
    hero lost when the heroes cannot take it between them)."""
    damage = outcome.damage
    faces = DIE_FACES[damage] if isinstance(damage, str) else (damage,)
    return outcome_worth(_unharmed(outcome)) - (wound_cost(state, seat, faces) if damage else 0.0)


def maps_worth(state: RpgQuestState, seat: int, start: Hex) -> float:
    """The Empress's 2,500gp for the maps, once the group has carried them from `start` to Castelo
    Lillith (nothing when the way is longer than the Turns left)."""
    mp = distances(state.world).mp(start, state.world.location_hexes[CASTLE])
    turns = state.turn_limit - state.turn
    if mp >= FAR or (turns <= 0 and mp):
        return 0.0
    return caves.MAPS_REWARD * v.GOLD - v.way(mp)


def mapping_worth(state: RpgQuestState, seat: int, where: Hex) -> float:
    """The caves mapped by the group at `where`: 1 VP and a title, and the maps for Castelo Lillith;
    in the last Turn the action for the last exit may be gone. A VP that wins the game leaves the title
    and the maps' gold nothing to be worth."""
    share = 1.0 if state.turn < state.turn_limit else 0.5
    finish = v.finishing(state, seat, 1)
    later = 0.0 if finish else TITLE + maps_worth(state, seat, where)
    return share * (1 + finish + later) - v.ACTION_COST


def effect(state: RpgQuestState, seat: int, card: Rumour, where: Hex, revived: int) -> tuple[float, str]:
    """What success does besides its result, and how to say it."""
    if card.effect == "caves":
        return mapping_worth(state, seat, where), f"the caves mapped: 1 VP, a title and " \
                                                  f"{caves.MAPS_REWARD:,}gp for the maps at Castelo Lillith"
    if card.effect == "portal":
        return PORTAL, "the Portal wakes"
    if card.effect == "revive":
        hero = state.groups[seat].dead[revived]
        return hero_worth(state, seat, hero), f"{hero.name} back"
    return 0.0, ""


def investigate(state: RpgQuestState, seat: int, card_id: str, where: Hex, revived: int = 0) -> Investigation:
    """The Rumour `card_id` investigated at `where` by the group of `seat` now (`revived`: the dead
    hero Bargaining with Death is played for)."""
    card = rumour_cards()[card_id]
    fight = weigh(state, seat, card.fight) if card.fight else None
    won = fight.chance if fight else 1.0
    tests = made(state, seat, card.tests)
    failed = failure_worth(state, seat, card.failure)
    extra, said = effect(state, seat, card, where, revived)
    if tests:
        *first, (_, bonus, difficulty, _) = tests
        before = math.prod(p for *_, p in first)
        last = graded(bonus, difficulty, lambda total, passed:
                      reached(state, seat, card.result_for(total)) + extra if passed else failed)
        tried = before * last + (1 - before) * failed
    else:
        tried = reached(state, seat, card.result_for(0)) + extra
    chance = won * math.prod(p for *_, p in tests)
    rows = [f"from {start} {pay_text(row)}" if start else pay_text(row) for start, row in reversed(card.results)]
    gain = ", ".join(part for part in (*rows, said) if part)
    return Investigation(card, fight.odds_text() if fight else "", tests, chance,
                         won * tried + (1 - won) * failed, gain)


def investigations(state: RpgQuestState, seat: int, where: Hex) -> list[Investigation]:
    """The Rumours the group may investigate at `where`, each weighed (one of them is drawn)."""
    return [investigate(state, seat, card_id, where) for card_id in here(state, where)]


_waiting: list = [None, (), []]  # the World, the Rumours' state, and where each waits then


def waiting(state: RpgQuestState) -> list[tuple[Hex, list[str]]]:
    """Every hex where open Rumours wait, and which (`rumours.here`), worked out again only when a
    Rumour is won, a mouth or a dungeon is found, the Portal wakes or a place falls or stands again."""
    world = state.world
    key = (tuple(state.rumours), tuple(state.caves), tuple(state.explored), tuple(sorted(state.dungeon_at.items())),
           bool(state.portal), tuple(sorted(state.ruins)), tuple(sorted(state.invaded)))
    if _waiting[0] is not world or _waiting[1] != key:
        spots = {h for mark in _MARKS for h in world.marked.get(mark, ())} | set(world.location_hexes.values())
        found = [(where, here(state, where)) for where in sorted(spots)]
        _waiting[:] = [world, key, [(where, cards) for where, cards in found if cards]]
    return _waiting[2]


def average(found: list[Investigation]) -> float:
    return sum(i.worth for i in found) / len(found)


def rumour_text(found: list[Investigation]) -> str:
    """'The Great Storm (...): 1,000gp', or 'one drawn among: A (...); B (...)'."""
    return found[0].text() if len(found) == 1 else "one drawn among: " + "; ".join(i.text() for i in found)


def bargain(state: RpgQuestState, seat: int, index: int) -> Investigation:
    """Bargaining with Death for the group's dead hero `index`, at the Cemetery."""
    where = state.world.location_hexes[rumour_cards()[BARGAIN].place]
    return investigate(state, seat, BARGAIN, where, revived=index)


def rumour_goals(state: RpgQuestState, seat: int) -> list[Goal]:
    """Every hex where an open Rumour waits (as the engine's `rumours.here` accepts it; in the cooperative
    game left to a partner nearer to it), Death at the Cemetery while the group has a dead hero and room
    for him, and Castelo Lillith while it holds the caves' maps."""
    world = state.world
    found = []
    weighed: dict[tuple[str, Hex | None], Investigation] = {}  # the same on every hex, but for the maps' way
    for where, cards in waiting(state):
        known = []
        for card_id in cards:
            key = (card_id, where if rumour_cards()[card_id].effect == "caves" else None)
            if key not in weighed:
                weighed[key] = investigate(state, seat, card_id, where)
            known.append(weighed[key])
        if average(known) > 0:
            found.append(Goal(where, average(known), f"investigate {rumour_text(known)}"))
    found = shared(state, seat, found)
    group = state.groups[seat]
    cemetery = rumour_cards()[BARGAIN].place
    if group.dead and len(group.heroes) < MAX_HEROES and cemetery in world.location_hexes \
            and places.standing(state, cemetery):
        best = max((bargain(state, seat, i) for i in range(len(group.dead))), key=lambda i: i.worth)
        if best.worth > 0:
            found.append(Goal(world.location_hexes[cemetery], best.worth, f"bargain with Death: {best.text()}"))
    if group.maps:
        found.append(Goal(world.location_hexes[CASTLE], caves.MAPS_REWARD * v.GOLD,
                          f"give the maps to the Empress for {caves.MAPS_REWARD:,}gp", inside=True))
    return found
