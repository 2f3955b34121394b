"""Quests: when one is fulfilled, and what its reward does."""

from __future__ import annotations

from engine.elria import turns
from engine.elria.cards import EFFECTS, cards


def terrain_symbols(st, seat: int, terrain: str) -> int:
    """Symbols of `terrain` in the seat's Journey column, discovered Landmarks included (*Encounter*)."""
    terrains = cards().cards
    return sum(terrains[c].terrains.count(terrain) for c in st.journey[seat] + st.found[seat])


def condition_progress(st, seat: int, quest: int) -> int:
    """How far the seat has come towards a condition Quest's number (Level, Landmarks, ...)."""
    kind, terrain, _ = cards().cards[quest].condition
    if kind == "level":
        return st.level[seat]
    if kind == "landmarks":
        return len(st.found[seat])
    if kind == "journey":
        return len(st.journey[seat])  # Locations travelled to: a Landmark extends one, it is not another
    if kind == "terrain":
        return terrain_symbols(st, seat, terrain)
    return st.time[seat]


def condition_holds(st, seat: int, quest: int) -> bool:
    """Whether a condition Quest's condition is met now."""
    return condition_progress(st, seat, quest) >= cards().cards[quest].condition[2]


def can_fulfil(st, seat: int, quest: int) -> bool:
    """All objective icons covered, or the condition holds (and not yet fulfilled)."""
    if quest in st.fulfilled[seat]:
        return False
    objectives = cards().cards[quest].objectives
    if objectives:
        covered = st.covered
        return all(covered[s] for s in objectives)
    return condition_holds(st, seat, quest)


def fulfillable(st, seat: int) -> list[int]:
    """The seat's Quests it may fulfil now."""
    return [q for q in st.quests[seat] if can_fulfil(st, seat, q)]


def open_objectives(st, seat: int, icon: str, most: int) -> list[int]:
    """Uncovered objective spaces of `icon` on unfulfilled Quests, linking at most `most` icons."""
    cs = cards()
    covered = st.covered
    return [s for q in st.quests[seat] if q not in st.fulfilled[seat]
            for s in cs.cards[q].objectives
            if not covered[s] and cs.sp_icon[s] == icon and cs.sp_size[s] <= most]


def fulfil(st, seat: int, quest: int) -> None:
    """Fulfil a Quest, resolve its reward, and check for the end of the adventure."""
    cs = cards()
    card = cs.cards[quest]
    st.fulfilled[seat].append(quest)
    st.say(f"{st.who(seat)} fulfil{'s' if st.seats > 1 else ''} the quest {card.name} (value {card.value}).")
    if card.reward == "time":
        st.gain(seat, card.reward_time)
        st.say(f"Reward: {card.reward_time} Time.")
    elif card.reward == "hybrid":
        st.say(f"Reward: a one-use {cs.sp_icon[card.spaces[0]]} hybrid icon.")
    elif card.reward == "text":
        apply_effect(st, seat, card.reward_effect)
    if len(st.fulfilled[seat]) == len(st.quests[seat]):
        turns.all_fulfilled(st, seat)


def apply_effect(st, seat: int, effect: str) -> None:
    """Resolve a text reward from the effect vocabulary (see cards.EFFECTS)."""
    st.say(f"Reward: {EFFECTS[effect]}")
    if effect == "level_up":
        st.level[seat] = min(st.level[seat] + 1, cards().cards[st.character[seat]].levels)
    elif effect == "time_per_landmark":
        st.gain(seat, len(st.found[seat]))
    elif effect == "time_per_level":
        st.gain(seat, st.level[seat])
