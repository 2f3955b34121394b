"""The Travel phase: choose a Location, pay its cost (terrains and map icons
lower it), place it in the Journey column, and resolve an Enemy Attack.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Action
from engine.elria import turns
from engine.elria.cards import cards
from engine.elria.tableau import enemy_count, last_location, spaces_with
from engine.words import count

NO_MAP = "no_map"
NO_SHELTER = "no_shelter"


def matching_terrains(a: int, b: int) -> int:
    """Terrain symbols of card `a` that pair with one of card `b`, each symbol used once.

    One woods against two woods is 1 match; two woods against two woods is 2.
    """
    counts = cards().terrain_counts
    return sum(x if x < y else y for x, y in zip(counts[a], counts[b], strict=True))


def travel_cost(previous: int, destination: int) -> int:
    """The banner cost, minus 1 per matching Terrain symbol (never below 0)."""
    cost = cards().cards[destination].cost
    if previous >= 0:
        cost -= matching_terrains(previous, destination)
    return max(0, cost)


@dataclass(frozen=True, slots=True)
class TravelPrice:
    """What travelling to one Location will cost the seat, before it is chosen.

    `enemies` is the Enemy Attack's price (visible Enemies; 0 with a black
    banner or no Enemy in sight); `shelter` whether a Shelter icon could stop it.
    """

    base: int
    matches: int
    maps: int
    enemies: int
    shelter: bool
    time: int

    @property
    def cost(self) -> int:
        """The Travel cost after terrain matches (2. Travel Phase: never below 0)."""
        return max(0, self.base - self.matches)

    @property
    def with_maps(self) -> int:
        """The Travel cost if the seat covers a map icon."""
        return max(0, self.cost - self.maps)

    @property
    def fatal(self) -> bool:
        """Whether even the cheapest way (maps, shelter) leaves a cost the seat cannot pay."""
        return self.with_maps + (0 if self.shelter else self.enemies) > self.time

    def describe(self) -> str:
        """'4 Time: banner 5, 1 terrain match · a map lowers it to 2 · Enemy Attack 2 Time (or shelter)'."""
        parts = [f"{self.cost} Time: banner {self.base}"]
        if self.matches:
            parts[0] += f", {self.matches} terrain match{'es' * (self.matches > 1)}"
        if self.maps and self.cost:
            parts.append(f"a map lowers it to {self.with_maps}")
        if self.enemies:
            parts.append(f"Enemy Attack {self.enemies} Time{' (or shelter)' if self.shelter else ''}")
        if self.fatal:
            parts.append(f"you cannot pay it (you have {self.time}): your Time runs out")
        return " · ".join(parts)


def travel_price(st, seat: int, destination: int) -> TravelPrice:
    """The whole price of travelling to `destination` now: cost, maps, Enemy Attack."""
    cs = cards()
    previous = last_location(st, seat)
    matches = matching_terrains(previous, destination) if previous >= 0 else 0
    enemies = enemy_count(st, seat) if cs.cards[destination].red else 0
    return TravelPrice(cs.cards[destination].cost, matches, len(spaces_with(st, seat, "map")), enemies,
                       bool(enemies and spaces_with(st, seat, "shelter")), st.time[seat])


def travel_actions(st) -> list[Action]:
    cs = cards()
    result = []
    for card in st.available:
        price = travel_price(st, st.current, card)
        result.append(Action("travel", (card,), f"Travel to {cs.names[card]} ({price.describe()})", cs.ids[card]))
    return result


def apply_travel(st, action: Action) -> None:
    destination = action.args[0]
    st.travel_dest = destination
    st.travel_cost = travel_cost(last_location(st, st.current), destination)
    if st.travel_cost > 0 and spaces_with(st, st.current, "map"):
        st.phase = "map"
        return
    _arrive(st)


def map_actions(st) -> list[Action]:
    cs = cards()
    maps = spaces_with(st, st.current, "map")
    cost, lower = st.travel_cost, max(0, st.travel_cost - len(maps))
    result = [Action("map", (s,), f"Cover the {cs.space_label(s)}: travel costs {lower} instead of {cost}",
                     cs.ids[cs.sp_card[s]])
              for s in maps]
    result.append(Action(NO_MAP, (), f"Keep your maps: travel costs {cost}"))
    return result


def apply_map(st, action: Action) -> None:
    if action.kind == "map":
        visible = len(spaces_with(st, st.current, "map"))
        st.cover(action.args[0])
        st.travel_cost = max(0, st.travel_cost - visible)
        st.say(f"{st.who(st.current)} use{'s' if st.seats > 1 else ''} a map: {visible} map icon(s) lower the cost.")
    _arrive(st)


def _arrive(st) -> None:
    """Pay the Travel cost, place the card in the Journey column, then any Enemy Attack."""
    cs = cards()
    seat, destination = st.current, st.travel_dest
    st.available.remove(destination)
    st.journey[seat].append(destination)
    st.travel_dest = -1
    st.say(f"{st.who(seat)} travel{'s' if st.seats > 1 else ''} to {cs.names[destination]}.")
    if not st.pay(seat, st.travel_cost, f"travelling to {cs.names[destination]}") and turns.halted(st):
        return
    if cs.cards[destination].red:
        enemies = enemy_count(st, seat, skip=destination)
        if enemies == 0:
            st.say("Enemy Attack! No Enemy is visible in the Journey column, so nothing is lost.")
        elif spaces_with(st, seat, "shelter", skip=destination):
            st.travel_cost = enemies
            st.phase = "shelter"
            return
        elif not st.pay(seat, enemies, f"an Enemy Attack by {count(enemies, 'Enemy')}") and turns.halted(st):
            return
    turns.next_step(st)


def shelter_actions(st) -> list[Action]:
    cs = cards()
    enemies = st.travel_cost
    shelters = spaces_with(st, st.current, "shelter", skip=last_location(st, st.current))
    result = [Action("shelter", (s,), f"Take shelter: cover the {cs.space_label(s)} and lose nothing",
                     cs.ids[cs.sp_card[s]])
              for s in shelters]
    result.append(Action(NO_SHELTER, (), f"Face the Enemy Attack: pay {enemies} Time"))
    return result


def apply_shelter(st, action: Action) -> None:
    seat = st.current
    if action.kind == "shelter":
        st.cover(action.args[0])
        st.say(f"{st.who(seat)} take{'s' if st.seats > 1 else ''} shelter from the Enemy Attack "
               f"and avoid{'s' if st.seats > 1 else ''} losing {st.travel_cost} Time.")
    elif not st.pay(seat, st.travel_cost, f"an Enemy Attack by {count(st.travel_cost, 'Enemy')}") and turns.halted(st):
        return
    turns.next_step(st)
