"""The Great Challenges: the great monsters of Arcádia, as data, and where they start.

*Combate*: "Some GREAT CHALLENGES require THREE Combat Tests to be defeated!" and a lost fight
deals 1d6 damage. *Movimentação dos Monstros*: each great monster marches on the nearest
civilised place; "The rules printed on the Card will always take precedence", which the
cards say with `moves` (hexes a Turn, 0 for one that stays in its lair) and `flies` (it
crosses water). `challenges.toml` is read by `decks()`, so `decks().foe()` knows them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.cardschema import CardError, Flag, MapOf, Table, Text, Whole, card_error, unique
from engine.rpgquest import hexes
from engine.rpgquest.hexes import Hex
from engine.rpgquest.world_data import CLASSES, Terrain, class_tests

if TYPE_CHECKING:
    from engine.rng import Rng
    from engine.rpgquest.state import RpgQuestState
    from engine.rpgquest.world import World

FULL_GAME = 3  # great challenges drawn at set-up (docs/rulings.md); the faster game draws one
FAST_GAME = 1
DAMAGE_DIE = "1d6"
BOUNTY_PER_RUIN = 1000  # *Grandes Destruições!*: "+$1,000gp" on the card for each place destroyed
LAIR_CLEARANCE = 3  # a great monster starts at least this many hexes from every Location


@dataclass(frozen=True, slots=True)
class GreatChallenge:
    """A Great Challenge card: 2 or 3 tests (class order), the bounty, its lair and its march."""

    id: str
    name: str
    tests: tuple[tuple[str, int], ...]
    gold: int
    vp: int
    text: str
    start_kingdom: int = 0  # 0: any Kingdom
    start_terrain: str = ""  # "": any terrain
    moves: int = 1
    flies: bool = False

    @property
    def damage(self) -> str:
        """Great Challenges deal 1d6 damage (*Combate*)."""
        return DAMAGE_DIE


CHALLENGE = Table({
    "name": Text(blank=False), "text": Text(blank=False),
    "tests": MapOf(keys=CLASSES, value=Whole(low=2, high=20), at_least=2),
    "gold": Whole(low=0, high=50_000), "vp": Whole(low=0, high=10),
    "start": Table({"kingdom": Whole(low=1, high=99, default=0), "terrain": Text(blank=False, default="")}),
    "moves": Whole(low=0, high=2, default=1), "flies": Flag(default=False),
})


def read_challenges(data: dict[str, Any], terrains: dict[str, Terrain]) -> dict[str, GreatChallenge]:
    """The cards of `challenges.toml`, checked against the world's terrains; ids are `great-<key>`."""
    cards: dict[str, GreatChallenge] = {}
    for key, raw in data.items():
        entry = CHALLENGE.card(raw, "challenges.toml", key)
        start = entry["start"]
        terrain = start["terrain"]
        if terrain and (terrain not in terrains or terrains[terrain].cost is None):
            land = ", ".join(sorted(t for t, kind in terrains.items() if kind.cost is not None))
            raise card_error("challenges.toml", key, "start.terrain", f"must be a land terrain: {land} "
                                                                      f"(got {terrain!r})")
        card_id = f"great-{key}"
        cards[card_id] = GreatChallenge(card_id, entry["name"], class_tests("challenges.toml", key, entry["tests"]),
                                        entry["gold"], entry["vp"], entry["text"], start["kingdom"], terrain,
                                        entry["moves"], entry["flies"])
    unique("name", (("challenges.toml", c.id[6:], c.name) for c in cards.values()))
    if not cards:
        raise CardError("challenges.toml: there must be at least one Great Challenge")
    return cards


def lair(world: World, card: GreatChallenge, rng: Rng, free: list[Hex], near: set[Hex]) -> Hex:
    """Where a great monster is placed at set-up: one of the `free` hexes (land, no Location), of its
    terrain in its Kingdom and not `near` a Location; the Kingdom, then the terrain, then the distance
    are let go if the map has no such hex (docs/rulings.md)."""
    places = world.places
    wishes = ((card.start_kingdom, card.start_terrain, True), (0, card.start_terrain, True), (0, "", True),
              (0, "", False))
    return rng.choice(next(found for kingdom, terrain, clear in wishes
                           if (found := [h for h in _in_kingdom(world, free, kingdom)
                                         if (not terrain or places[h].terrain.id == terrain)
                                         and not (clear and h in near)])))


def _in_kingdom(world: World, free: list[Hex], kingdom: int) -> list[Hex]:
    """The `free` hexes in `kingdom` (every one for 0), in the order of `free`."""
    if not kingdom:
        return free
    inside = set(world.kingdom_hexes.get(kingdom, ()))
    return [h for h in free if h in inside]


def deal(world: World, cards: dict[str, GreatChallenge], rng: Rng, fast: bool) -> list[tuple[str, Hex]]:
    """Set-up: the great challenges drawn (three, or one in the faster game) and their lairs, each at
    least `LAIR_CLEARANCE` hexes from every Location where the map allows."""
    order = sorted(cards)
    rng.shuffle(order)
    around = hexes.spiral((0, 0), LAIR_CLEARANCE - 1)
    near = {(q + dq, r + dr) for q, r in world.location_hexes.values() for dq, dr in around}
    free = sorted(h for h in world.land if not world.places[h].location)
    dealt = []
    for card_id in order[: FAST_GAME if fast else FULL_GAME]:
        where = lair(world, cards[card_id], rng, free, near)
        free.remove(where)
        dealt.append((card_id, where))
    return dealt


def beaten(state: RpgQuestState, card: GreatChallenge) -> None:
    """The group that beats a great challenge takes its bounty: the card's gold (paid with every
    victory) plus 1,000gp for each place it destroyed, and its Victory Points."""
    group = state.groups[state.actor]
    extra = state.bounty.pop(card.id, 0)
    group.gold += extra
    group.win_vp(card.vp, "Great Challenges")
    del state.great[card.id]
    state.log.append(f"The {card.name} is no more! {state.seat_name(state.actor)}'s group takes the bounty"
                     f"{f' (+{extra:,}gp for the places it destroyed)' if extra else ''} and {card.vp} VP.")
