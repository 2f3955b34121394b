"""Destroyed and invaded places, rebuilding them, and the monsters' victory.

*Grandes Destruições!*: a destroyed place keeps only its hex; "the Players may no longer carry
out any Action that depends on that location". *Reconstrução de uma Cidade*: "spend $1,000gp to
remove each of the 4 Damage tokens", and the group that removes the last gets 1 VP.
*Salvar uma Cidade/Vila*: "If at any time the Monsters (Greater and Lesser) destroy or control 4
Civilised Locations at the same time ... ALL Players LOSE the Game."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest.decks import decks
from engine.rpgquest.world_data import world_data

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

RUIN_TOKENS = 4
REBUILD_COST = 1000
REBUILD_VP = 1
PLACES_THE_MONSTERS_NEED = 4
INVADERS_DIFFICULTY = 10  # *Salvar uma Cidade/Vila*: "rises from 8/8 ... to 10/10"
SAVING_VP = 1


def fallen(state: RpgQuestState) -> int:
    """Civilised places destroyed or held by the monsters right now."""
    return len(state.ruins) + len(state.invaded)


def monsters_won(state: RpgQuestState) -> bool:
    return fallen(state) >= PLACES_THE_MONSTERS_NEED


def destroy(state: RpgQuestState, key: str, by: str) -> None:
    """A great monster ends its march on the place: the stand goes to the cities board, and
    monsters that held it are out on its hex again (docs/rulings.md)."""
    where = state.world.location_hexes[key]
    invaders = state.invaded.pop(key, None)
    if invaders:
        state.map_monsters.setdefault(where, []).insert(0, invaders)
    state.ruins[key] = RUIN_TOKENS
    state.log.append(f"The {decks().foe(by).name} destroys {world_data().locations[key].name}: "
                     f"it is a ruin now ({fallen(state)} of Arcádia's places have fallen).")


def invade(state: RpgQuestState, key: str, monster: str) -> None:
    """Lesser monsters end their move on the place: the token goes under the stand (*Combate e Destruição!*)."""
    state.invaded[key] = monster
    state.log.append(f"The {decks().foe(monster).name} invade {world_data().locations[key].name}: "
                     f"Monster Attack! ({fallen(state)} of Arcádia's places have fallen).")


def invaders_tests(tests: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    """The Monster Attack: the invaders' own classes, at 10 (they fight from inside the walls)."""
    return tuple((class_name, INVADERS_DIFFICULTY) for class_name, _ in tests)


def invaded_here(state: RpgQuestState) -> str | None:
    """The invaded place on the acting group's hex, if there is one."""
    key = state.world.places[state.groups[state.actor].hex].location
    return key if key in state.invaded else None


def saved(state: RpgQuestState, key: str) -> None:
    """The invaders are beaten: the stand returns, and the saviours win 1 VP (docs/rulings.md)."""
    del state.invaded[key]
    state.groups[state.actor].win_vp(SAVING_VP, "saving places")
    state.log.append(f"{world_data().locations[key].name} is saved by {state.seat_name(state.actor)}'s group "
                     f"(+{SAVING_VP} VP).")


def here(state: RpgQuestState) -> str | None:
    """The ruined place on the acting group's hex, if there is one."""
    key = state.world.places[state.groups[state.actor].hex].location
    return key if key in state.ruins else None


def actions(state: RpgQuestState) -> list[Action]:
    """What a group may do at a fallen place: fight its invaders, or give gold to rebuild a ruin."""
    held = invaded_here(state)
    if held:
        monster = decks().foe(state.invaded[held])
        tests = ", ".join(f"{c.title()} {d}" for c, d in invaders_tests(monster.tests))
        return [Action("monster_attack", (), f"Monster Attack! Fight the {monster.name} holding "
                                             f"{world_data().locations[held].name} ({tests})")]
    key = here(state)
    if key is None or state.groups[state.actor].gold < REBUILD_COST:
        return []
    name = world_data().locations[key].name
    return [Action("rebuild", (), f"Help rebuild {name} ({REBUILD_COST:,}gp a damage token, "
                                  f"{state.ruins[key]} left; the last one gives {REBUILD_VP} VP)")]


def begin(state: RpgQuestState, action: Action) -> None:
    """The action to help rebuild the ruin on the group's hex: its gifts come one token at a time."""
    state.phase = "rebuild"


def rebuild_legal(state: RpgQuestState) -> list[Action]:
    key = here(state)
    assert key is not None
    actions = []
    if state.groups[state.actor].gold >= REBUILD_COST:
        last = " — the last one: the stand returns (+1 VP)" if state.ruins[key] == 1 else ""
        actions.append(Action("pay", (), f"Pay {REBUILD_COST:,}gp to remove a damage token "
                                         f"({state.ruins[key]} left){last}"))
    actions.append(Action("done", (), "Done rebuilding"))
    return actions


def rebuild_apply(state: RpgQuestState, action: Action) -> None:
    key = here(state)
    assert key is not None
    seat = state.actor
    if action.kind == "done":
        state.action_done()
        return
    group = state.groups[seat]
    group.gold -= REBUILD_COST
    state.ruins[key] -= 1
    name = world_data().locations[key].name
    state.log.append(f"{state.seat_name(seat)}'s group gives {REBUILD_COST:,}gp to rebuild {name}.")
    if state.ruins[key]:
        if group.gold < REBUILD_COST:
            state.action_done()
        return
    del state.ruins[key]
    group.win_vp(REBUILD_VP, "rebuilding")
    state.log.append(f"{name} stands again: {state.seat_name(seat)}'s group are those who most helped "
                     f"rebuild it (+{REBUILD_VP} VP).")
    state.action_done()
