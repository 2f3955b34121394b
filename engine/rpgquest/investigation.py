"""Investigating a Rumour: the fight and tests it asks for, then what it gives.

*Rumores*: "Immediately resolve what the Card says, receiving the rewards, Victory Points and
Damage Markers"; a Rumour won leaves the game, a failed one stays open (a failed Dungeon stays on
its Cave hex, *Explorar Dungeons*); a Dungeon won is marked explored. A Rumour's fight is the
monster's combat tests (no pay nor trophy: the Rumour's result is the reward). What success
also does: the Portal wakes, the caves' first exit is mapped, or Death gives a hero back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import caves, checks, outcomes, portal
from engine.rpgquest.decks import decks
from engine.rpgquest.flow import carry_on, continuation
from engine.rpgquest.hexes import Hex
from engine.rpgquest.rumour_cards import Rumour, rumour_cards
from engine.rpgquest.rumours import BARGAIN, here

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState


def start(state: RpgQuestState, action: Action) -> None:
    """The investigation begins: a Rumour is drawn among those here, or Death is bargained with."""
    group = state.groups[state.actor]
    if action.kind == "bargain":
        state.revive = action.args[0]
        card_id = BARGAIN
    else:
        found = here(state, group.hex)
        card_id = found[0] if len(found) == 1 else state.rng.choice(found)
    card = rumour_cards()[card_id]
    state.rumour = card_id
    state.rumour_at = list(group.hex)
    state.log.append(f"{state.seat_name(state.actor)}'s group investigates {card.name}: {card.text}")
    if card.fight:
        foe = decks().foe(card.fight)
        state.log.append(f"{foe.name} stand in the way!")
        checks.start(state, foe.tests, subject=card.fight, label=f"against the {foe.name}", then="rumour-fought")
    else:
        carry_on(state, "rumour-fought")


@continuation("rumour-fought")
def _fought(state: RpgQuestState) -> None:
    """The fight (if any) is over: won, the tests follow; lost, the Rumour is failed."""
    card = rumour_cards()[state.rumour]
    check, state.check = state.check, None
    if check is not None and not check.won:
        _settle(state, passed=False, total=0)
    elif card.tests:
        checks.start(state, card.tests, subject=card.id, label=f"for {card.name}", then="rumour-tested",
                     graded=len(card.results) > 1)
    else:
        _settle(state, passed=True, total=0)


@continuation("rumour-tested")
def _tested(state: RpgQuestState) -> None:
    check = state.check
    assert check is not None
    state.check = None
    _settle(state, passed=check.won, total=check.totals[-1])


def _settle(state: RpgQuestState, passed: bool, total: int) -> None:
    card = rumour_cards()[state.rumour]
    where = (state.rumour_at[0], state.rumour_at[1])
    state.rumour, state.rumour_at = "", []
    if not passed:
        if card.place == "dungeon":
            state.dungeon_at[where] = card.id
        state.log.append(f"{card.name}: the group fails.")
        outcomes.grant(state, state.actor, card.failure, then="done", source=card.name, counts_as="rumours")
        return
    state.log.append(f"{card.name}: the group succeeds!")
    if card.id in state.rumours:
        state.rumours.remove(card.id)
    if card.place == "dungeon":
        state.dungeon_at.pop(where, None)
        state.explored.append(where)
    _effect(state, card, where)
    outcomes.grant(state, state.actor, card.result_for(total), then="done", source=card.name,
                   counts_as="rumours")


def _effect(state: RpgQuestState, card: Rumour, where: Hex) -> None:
    seat = state.actor
    if card.effect == "portal":
        portal.open_to(state, where)
    elif card.effect == "caves":
        state.caves.append(where)
        state.cave_mapper = seat
        caves.draw_exit(state)
    elif card.effect == "revive":
        group = state.groups[seat]
        hero = group.dead.pop(state.revive)
        hero.damage = 0
        group.heroes.append(hero)
        state.heroes_gone.remove(hero.hero)
        state.log.append(f"{hero.name} returns from the Kingdom of the Dead!")
