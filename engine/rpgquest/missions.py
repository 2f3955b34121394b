"""The Mission Deck: looking for missions, activating them, and the Public Missions.

*Procurar por Missões*: once per Round at a tavern two cards are drawn, one at a time; with no
active mission both are activated, with one the player chooses one or both (the old one then
goes public), with two the player may swap one of them for a new one (the old one goes
public). *Missões Especializadas*: at a council cards are drawn until one of the council's
class or classless comes up. *A Rodada Zero*: every group starts with "The Call to
Adventure". Each player has two Direction Meeples, so a group has at most two active
missions (a transport occupies one); at most three missions are public, the oldest dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action
from engine.rpgquest import orders, places, stages, transport
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.quest import MEEPLES, Quest, quest_name, retire, shuffle_back
from engine.rpgquest.world_data import Location, world_data

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

DRAWN_AT_TAVERNS = 2
MAX_PUBLIC = 3


def deal_round_zero(state: RpgQuestState) -> None:
    """*A Rodada Zero*: every group is dealt "The Call to Adventure", its meeple placed at once."""
    call = mission_data().call_to_adventure
    for seat in range(state.seats):
        state.quests[seat].append(new_quest(state, seat, call))


def new_quest(state: RpgQuestState, seat: int, card: str) -> Quest:
    """A mission activated: the meeple goes on its first stage's bolt hex; a guild mission draws its Order."""
    mission = mission_data().missions[card]
    order = state.rng.choice(sorted(mission_data().orders)) if mission.guild else ""
    quest = Quest(card, 0, stages.bolt_hex(state, seat, mission.stages[0].at), order)
    if order:
        state.log.append(f"The Order behind {mission.name}: {mission_data().orders[order].name}.")
    return quest


def draw_mission(state: RpgQuestState) -> str | None:
    return state.mission_deck.pop() if state.mission_deck else None


def actions(state: RpgQuestState) -> list[Action]:
    """The mission moves of the action phase: stages on the group's hex (anywhere), and inside a
    Location looking for missions, Trade Demands and rising in an Order."""
    location = places.location_here(state, state.actor)
    actions = stages.arrival_actions(state, ends_movement=False) + stages.attempt_actions(state)
    if location is not None:
        actions += _look_actions(state, location) + transport.actions(state, location.id)
        actions += orders.illuminati_actions(state, location)
    return actions


def _look_actions(state: RpgQuestState, location: Location) -> list[Action]:
    """'Look for missions' where the Location offers it, once per Round, while the deck has cards."""
    if state.looked[state.actor] == state.turn or not state.mission_deck:
        return []
    if "missions" in location.actions:
        return [Action("missions", (), f"Look for missions ({DRAWN_AT_TAVERNS} drawn, once a Round)")]
    council_class = location.council_class
    if "missions_specialist" in location.actions and _specialist_in_deck(state, council_class):
        return [Action("missions", (), f"Look for {council_class} missions at the {location.name} (once a Round)")]
    return []


def _fits(card: str, council_class: str) -> bool:
    mission_class = mission_data().missions[card].mission_class
    return not mission_class or mission_class == council_class


def _specialist_in_deck(state: RpgQuestState, council_class: str) -> bool:
    return any(_fits(card, council_class) for card in state.mission_deck)


def look(state: RpgQuestState, action: Action) -> None:
    """The action begins: draw two at a tavern, or until a fitting one at a council."""
    seat = state.actor
    key = state.world.places[state.groups[seat].hex].location
    council_class = world_data().locations[key].council_class if key else ""
    state.looked[seat] = state.turn
    if council_class:
        passed = []
        while (card := draw_mission(state)) is not None and not _fits(card, council_class):
            passed.append(card)
            state.log.append(f"{mission_data().missions[card].title} is no {council_class} mission.")
        shuffle_back(state, passed)
        state.mission_drawn = [card] if card else []
    else:
        state.mission_drawn = [c for c in (draw_mission(state) for _ in range(DRAWN_AT_TAVERNS)) if c]
    names = ", ".join(mission_data().missions[c].title for c in state.mission_drawn)
    state.log.append(f"{state.seat_name(seat)} draws the mission{'s' * (len(state.mission_drawn) > 1)}: {names}.")
    if len(state.quests[seat]) + len(state.mission_drawn) <= MEEPLES and (
            not state.quests[seat] or council_class):
        _activate(state, list(state.mission_drawn), [])
        return
    state.phase = "missions"


def choose_legal(state: RpgQuestState) -> list[Action]:
    """Which drawn missions to activate, and which active one goes public to make room."""
    seat = state.actor
    drawn = state.mission_drawn
    owned = state.quests[seat]
    movable = [i for i, quest in enumerate(owned) if quest.movable]
    actions = []
    for card in drawn:
        name = mission_data().missions[card].title
        if len(owned) < MEEPLES:
            actions.append(Action("activate", (card, -1), f"Activate {name}", card))
        for index in movable if len(owned) == MEEPLES else []:
            old = quest_name(owned[index])
            actions.append(Action("activate", (card, index), f"Activate {name}; {old} becomes public", card))
    if len(drawn) == MEEPLES and len(owned) == 1 and movable:
        both = " and ".join(mission_data().missions[c].title for c in drawn)
        actions.append(Action("activate_both", (), f"Activate {both}; {quest_name(owned[0])} becomes public",
                              drawn[0]))
    actions.append(Action("decline", (), "Take none of them (shuffled back into the deck)"))
    return actions


def choose_apply(state: RpgQuestState, action: Action) -> None:
    drawn = state.mission_drawn
    if action.kind == "decline":
        _activate(state, [], [])
    elif action.kind == "activate_both":
        _activate(state, list(drawn), [0])
    else:
        card, index = action.args
        _activate(state, [card], [] if index < 0 else [index])


def _activate(state: RpgQuestState, cards: list[str], to_public: list[int]) -> None:
    seat = state.actor
    owned = state.quests[seat]
    for index in sorted(to_public, reverse=True):
        make_public(state, owned.pop(index))
    shuffle_back(state, [c for c in state.mission_drawn if c not in cards])
    state.mission_drawn = []
    for card in cards:
        owned.append(new_quest(state, seat, card))
        state.log.append(f"{state.seat_name(seat)} activates {mission_data().missions[card].title}.")
    state.action_done()


def make_public(state: RpgQuestState, quest: Quest) -> None:
    """The mission goes to the Public Missions with a white meeple; past three, the oldest is lost."""
    state.public.append(quest)
    state.log.append(f"{quest_name(quest)} becomes a Public Mission.")
    if len(state.public) > MAX_PUBLIC:
        dropped = state.public.pop(0)
        retire(state, dropped.card)
        state.log.append(f"Another group of heroes won fame for {quest_name(dropped)}: it leaves the game.")


def quest_view(quest: Quest) -> dict:
    """A mission in play as every seat sees it (everything on the RPGQuest table is open): its card, the
    stage reached, its meeple's hex, the Order drawn for a guild mission, a transport's destination (a
    Location) and gold. What never changes (the title, the stages) stays on the card: a board reads it
    with `quest_of_view`, then `quest_name` and `stages.stage_text`."""
    view: dict = {"card": quest.card, "stage": quest.stage, "hex": list(quest.hex), "bonus": quest.bonus}
    if quest.order:
        view["order"] = quest.order
    if quest.destination:
        view.update(destination=quest.destination, gold=quest.gold)
    return view


def quest_of_view(entry: dict) -> Quest:
    """The mission in play a `quest_view` entry shows."""
    return Quest(entry["card"], entry["stage"], (entry["hex"][0], entry["hex"][1]), entry.get("order", ""),
                 entry["bonus"], entry.get("destination", ""), entry.get("gold", 0))
