"""The round of four actions: the Action Markers, interrupts, and the end of a Turn.

*O Que Fazer em uma Rodada?*: "The First Player holds the 4 Action Markers ... Each time a
Player chooses to take an Action, pass the Marker with the lowest number he holds to the
player on his left" and "A Player MAY interrupt the turn of the Player whose turn it is in
order to take an Action if he holds an Action Marker with a value LOWER than those he
already holds." Markers passed by the last player of the Turn wait for the next Turn, when
the monsters have had theirs (docs/rulings.md, `monsters_turn`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import monsters_turn, ruins

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

MARKERS = (1, 2, 3, 4)


def spend_marker(state: RpgQuestState, seat: int) -> int:
    """The seat takes an action: its lowest marker passes to the player on its left."""
    held = state.markers[seat]
    marker = min(held)
    held.remove(marker)
    if seat == state.seats - 1:
        state.passed.append(marker)
    else:
        state.markers[seat + 1].append(marker)
    return marker


def may_interrupt(state: RpgQuestState, seat: int) -> bool:
    """A seat holding a marker lower than every marker of the player whose round it is."""
    current = state.markers[state.current]
    held = state.markers[seat]
    return seat != state.current and bool(held) and bool(current) and min(held) < min(current)


def interrupter(state: RpgQuestState) -> int | None:
    """The next seat, clockwise from the player whose round it is, that may interrupt now."""
    for step in range(1, state.seats):
        seat = (state.current + step) % state.seats
        if seat not in state.declined and may_interrupt(state, seat):
            return seat
    return None


def interrupt_legal(state: RpgQuestState) -> list[Action]:
    seat = state.actor
    name = state.seat_name(state.current)
    marker = min(state.markers[seat])
    return [
        Action("interrupt", (), f"Interrupt {name}'s round: take an action now (marker {marker})"),
        Action("wait", (), f"Let {name} go on"),
    ]


def interrupt_apply(state: RpgQuestState, action: Action) -> None:
    if action.kind == "interrupt":
        state.log.append(f"{state.seat_name(state.actor)} interrupts {state.seat_name(state.current)}'s round.")
        state.phase = "action"
    else:
        state.declined.add(state.actor)
        state.next_decision()


def end_of_turn(state: RpgQuestState) -> None:
    """Every player has taken their 4 actions: the Turn is over, the monsters take theirs
    (*Fim de Turno*), and the next Turn begins — unless the game has ended (*Fim de Jogo*)."""
    if state.monsters_moved != state.turn:
        state.log.append(f"Turn {state.turn} is over.")
        if state.target_reached():
            state.finish_by_victory_points()
            return
        if state.config["end"] == "challenges" and not state.great:
            state.finish_by_challenges()
            return
        state.monsters_moved = state.turn
        monsters_turn.play(state)
        if ruins.monsters_won(state):
            state.finish_by_monsters()
            return
    if monsters_turn.next_attack(state):
        return
    if state.turn >= state.turn_limit:
        state.finish_by_turn_limit()
        return
    state.turn += 1
    state.passed.clear()
    state.markers = [[] for _ in range(state.seats)]
    state.markers[0] = list(MARKERS)
    for group in state.groups:
        group.heals = 0
    state.current = 0
    state.log.append(f"Turn {state.turn} begins.")
