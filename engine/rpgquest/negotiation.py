"""*Negociar com outro Grupo* (cooperative mode): groups on one hex trade what they carry.

"If two or more Groups of Adventurers are on the same Hex, the Players are allowed to
negotiate. The Player whose Round it is spends an Action and the following negotiations may
be carried out: Sell, Trade or Give away Magic Items and Artifacts; Lend, or Trade
Characters". The negotiator gives freely; what they ask of another group, that group's
player accepts or refuses. A refused request is not asked again in the same negotiation.
Healing the other group is the clerics' healing action, which reaches every group on the hex.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest.decks import decks
from engine.rpgquest.group import MAX_HEROES

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

GOLD_STEP = 500


def partners(state: RpgQuestState) -> list[int]:
    """The other groups on the negotiator's hex (cooperative mode only)."""
    if not state.cooperative:
        return []
    here = state.groups[state.actor].hex
    return [seat for seat, group in enumerate(state.groups) if seat != state.actor and group.hex == here]


def begin(state: RpgQuestState, action: Action) -> None:
    state.phase = "negotiate"
    state.negotiator = state.actor
    state.refused = []


def legal(state: RpgQuestState) -> list[Action]:
    me = state.groups[state.actor]
    actions = []
    for seat in partners(state):
        other = state.groups[seat]
        name = state.seat_name(seat)
        for item in sorted(me.items):
            actions.append(Action("give_item", (seat, item), f"Give {decks().items[item].name} to {name}", item))
        if me.gold >= GOLD_STEP:
            actions.append(Action("give_gold", (seat,), f"Give {GOLD_STEP}gp to {name}"))
        if len(me.heroes) > 1 and len(other.heroes) < MAX_HEROES:
            for index, hero in enumerate(me.heroes):
                actions.append(Action("give_hero", (seat, index), f"Lend {hero.name} to {name}'s group"))
        for request in _requests(state, seat):
            if list(request.args) not in state.refused:
                actions.append(request)
    actions.append(Action("done", (), "End the negotiation"))
    return actions


def _requests(state: RpgQuestState, seat: int) -> list[Action]:
    me, other = state.groups[state.actor], state.groups[seat]
    name = state.seat_name(seat)
    asks = [Action("ask_item", (seat, item), f"Ask {name} for {decks().items[item].name}", item)
            for item in sorted(other.items)]
    if other.gold >= GOLD_STEP:
        asks.append(Action("ask_gold", (seat,), f"Ask {name} for {GOLD_STEP}gp"))
    if len(other.heroes) > 1 and len(me.heroes) < MAX_HEROES:
        asks += [Action("ask_hero", (seat, index), f"Ask {name} to lend you {hero.name}")
                 for index, hero in enumerate(other.heroes)]
    return asks


def apply(state: RpgQuestState, action: Action) -> None:
    if action.kind == "done":
        state.action_done()
        return
    seat = action.args[0]
    if action.kind.startswith("give_"):
        _move(state, action.kind[5:], state.actor, seat, action.args[1:])
        return
    state.request = list(action.args)
    state.request_kind = action.kind[4:]
    state.phase = "answer"
    state.actor = seat


def answer_legal(state: RpgQuestState) -> list[Action]:
    asker = state.seat_name(state.negotiator)
    what = _describe(state, state.request_kind, state.actor, state.request[1:])
    return [Action("agree", (), f"Give {asker} {what}"), Action("refuse", (), f"Refuse {asker} {what}")]


def answer_apply(state: RpgQuestState, action: Action) -> None:
    giver = state.actor
    state.actor = state.negotiator
    state.phase = "negotiate"
    if action.kind == "agree":
        _move(state, state.request_kind, giver, state.negotiator, state.request[1:])
    else:
        state.refused.append(list(state.request))
        state.log.append(f"{state.seat_name(giver)} refuses.")


def _describe(state: RpgQuestState, kind: str, owner: int, args: list) -> str:
    if kind == "item":
        return decks().items[args[0]].name
    if kind == "gold":
        return f"{GOLD_STEP}gp"
    return state.groups[owner].heroes[args[0]].name


def _move(state: RpgQuestState, kind: str, giver: int, taker: int, args: list | tuple) -> None:
    source, target = state.groups[giver], state.groups[taker]
    what = _describe(state, kind, giver, list(args))
    if kind == "item":
        target.items[args[0]] = source.items.pop(args[0])
    elif kind == "gold":
        source.gold -= GOLD_STEP
        target.gold += GOLD_STEP
    else:
        target.heroes.append(source.heroes.pop(args[0]))
    state.log.append(f"{state.seat_name(giver)} gives {what} to {state.seat_name(taker)}.")
