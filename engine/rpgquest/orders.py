"""The Orders of Arcádia: initiation through a guild mission, the +1 bonuses, the Illuminati.

*Iniciar-se em uma Ordem*: a guild mission invites the group into an Order, drawn when the
mission is activated; an initiated group makes the tests of the Order's two classes at +1.
*Elevar-se dentro de uma Ordem*: for 4,000gp and an action at a civilised place the group
becomes Illuminati of its Order, +1 more on one of the two classes, the player's choice. A
group belongs to one Order at a time: joining another leaves the first (docs/rulings.md).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest.world_data import Location

if TYPE_CHECKING:
    from engine.rpgquest.group import Group
    from engine.rpgquest.mission_data import MissionData
    from engine.rpgquest.state import RpgQuestState

ILLUMINATI_COST = 4000


def mission_data() -> MissionData:
    """The missions' data, read on first use (class tests count Orders and artifacts, and the card
    files' outcomes are themselves read through the tests' modules)."""
    from engine.rpgquest.mission_data import mission_data as read

    return read()


def bonus(group: Group, class_name: str) -> int:
    """What the group's Order adds to a test of `class_name`: +1 initiated, +1 more as Illuminati."""
    return order_bonus(group.order, group.illuminati, class_name)


def order_bonus(order: str, illuminati: str, class_name: str) -> int:
    """What an Order (`order`, "" for none; risen to Illuminati on `illuminati`) adds to a test of `class_name`."""
    if not order:
        return 0
    initiated = class_name in mission_data().orders[order].classes
    return initiated + (illuminati == class_name)


def artifact_bonus(artifacts: Iterable[str], class_name: str) -> int:
    """What a group's artifacts add to a test of `class_name` (lasting, like the Orders' bonus)."""
    known = mission_data().artifacts
    return sum(known[a].amount for a in artifacts if known[a].artifact_class == class_name)


def lasting_bonus(order: str, illuminati: str, artifacts: Iterable[str], class_name: str) -> int:
    """What a group's Order and artifacts add to every test of `class_name`, beside its heroes' and items'
    points (`checks.points` adds them to every roll; a board reads them from a view's group)."""
    return order_bonus(order, illuminati, class_name) + (artifact_bonus(artifacts, class_name) if artifacts else 0)


def join(state: RpgQuestState, seat: int, order_id: str) -> None:
    group = state.groups[seat]
    order = mission_data().orders[order_id]
    if group.order == order_id:
        state.log.append(f"{state.seat_name(seat)}'s group already belongs to the {order.name}.")
        return
    if group.order:
        state.log.append(f"{state.seat_name(seat)}'s group leaves the {mission_data().orders[group.order].name}.")
    group.order, group.illuminati = order_id, ""
    classes = " and ".join(c.title() for c in order.classes)
    state.log.append(f"{state.seat_name(seat)}'s group is initiated into the {order.name} ({order.portuguese}): "
                     f"+1 on {classes} tests.")


def illuminati_actions(state: RpgQuestState, location: Location) -> list[Action]:
    """At a civilised place, a group of an Order with 4,000gp may rise to Illuminati."""
    group = state.groups[state.actor]
    if not (location.stand and group.order and not group.illuminati and group.gold >= ILLUMINATI_COST):
        return []
    order = mission_data().orders[group.order]
    return [Action("illuminati", (class_name,), f"Rise to Illuminati of the {order.name}: +1 more on "
                                               f"{class_name.title()} tests ({ILLUMINATI_COST:,}gp)", group.order)
            for class_name in order.classes]


def rise(state: RpgQuestState, action: Action) -> None:
    """The group invests 4,000gp and becomes Illuminati, +1 more on the class chosen."""
    class_name = action.args[0]
    group = state.groups[state.actor]
    group.gold -= ILLUMINATI_COST
    group.illuminati = class_name
    order = mission_data().orders[group.order]
    state.log.append(f"{state.seat_name(state.actor)}'s group are Illuminati of the {order.name} "
                     f"(+1 more on {class_name.title()}).")
    state.action_done()
