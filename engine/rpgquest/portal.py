"""The Portal: its bases, passing through, and moving its other base.

*Investigar o Portal*: the Portal stands in Daath; "The Mysterious Portal" rumour wakes it, and
its other base opens on a `p` hex drawn among the other bases. Once awake, a group at either open
base passes to the other for 1 Movement Point; at any base a group may spend an action and pass
a Mage test of 10 to re-draw where the other base goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import checks, movement
from engine.rpgquest.flow import continuation
from engine.rpgquest.hexes import Hex

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

DAATH = 11  # the Kingdom where the Portal stands
PASSAGE_MP = 1
MANIPULATE = ("mage", 10)


def bases(state: RpgQuestState) -> tuple[Hex, ...]:
    return state.world.marked.get("portal", ())


def home(state: RpgQuestState) -> Hex | None:
    """The Portal's own base in Daath, where "The Mysterious Portal" waits."""
    return next((h for h in bases(state) if state.world.places[h].kingdom == DAATH), None)


def open_to(state: RpgQuestState, base: Hex) -> None:
    """Link `base` with another base drawn among the rest."""
    other = state.rng.choice([h for h in bases(state) if h != base])
    state.portal = [list(base), list(other)]
    state.log.append(f"The Portal opens between {movement.describe(state, base)} and {movement.describe(state, other)}.")


def linked(state: RpgQuestState) -> list[Hex]:
    return [(q, r) for q, r in state.portal]


def steps(state: RpgQuestState) -> list[Action]:
    """The movement step through an open Portal (1 MP)."""
    group = state.groups[state.actor]
    ends = linked(state)
    if group.hex not in ends or state.mp < PASSAGE_MP:
        return []
    other = ends[1 - ends.index(group.hex)]
    return [Action("portal", other, f"Through the Portal to {movement.describe(state, other)} ({PASSAGE_MP} MP)")]


def travel(state: RpgQuestState, there: Hex) -> None:
    group = state.groups[state.actor]
    state.mp -= PASSAGE_MP
    group.hex = there
    group.inside = False
    state.log.append(f"{state.seat_name(state.actor)}'s group steps through the Portal to {movement.describe(state, there)}.")


def manipulate_actions(state: RpgQuestState) -> list[Action]:
    """At any base of an awake Portal: try to move its other base."""
    group = state.groups[state.actor]
    if not state.portal or group.hex not in bases(state) or len(bases(state)) < 2:
        return []
    return [Action("manipulate_portal", (), "Manipulate the Portal: re-draw where its other base goes "
                                            "(Mage test 10)")]


def manipulate(state: RpgQuestState, action: Action) -> None:
    checks.start(state, (MANIPULATE,), subject="portal", label="to move the Portal's other base",
                 then="portal-manipulated")


@continuation("portal-manipulated")
def _manipulated(state: RpgQuestState) -> None:
    check = state.check
    assert check is not None
    state.check = None
    if check.won:
        open_to(state, state.groups[state.actor].hex)
    else:
        state.log.append("The Portal does not answer.")
    state.action_done()

