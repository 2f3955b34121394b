"""What a result gives: the small vocabulary mission, rumour and dungeon cards are written in.

*Resolver uma Missão*: "the Player receives the Money, Victory Points, Artifacts and/or Magic
Items corresponding to it". A result row on a card is a TOML table read by `OUTCOME`:

    { text = "The bandits scatter.", gold = 1500, vp = 1, damage = "1d3", items = 2, title = "..." }

Every field may be left out. `gold` may be negative (a fee or a loss, never below 0gp in
hand); `damage` is "1d3", "1d6" or a number of markers; `items` draws that many magic items,
of which the group keeps one, free. Missions add three: `artifact` (an artifact of
`missions.toml` the group keeps: a lasting bonus), `order = true` (the group is initiated into
the Order drawn for the guild mission) and `fight` (a hidden villain of `missions.toml`,
revealed and fought at once). `grant` applies a result in that order — gold, VP, title,
artifact and Order at once, then the damage, then the choice of item, then the villain — and
carries on with `then`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.cardschema import Field, Flag, Table, Text, Where, Whole
from engine.core import Action
from engine.rpgquest import wounds
from engine.rpgquest.decks import decks
from engine.rpgquest.flow import carry_on, continuation
from engine.rpgquest.places import item_line

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

MAX_ITEMS_DRAWN = 4
MAX_MARKERS = 10


@dataclass(frozen=True)
class Damage(Field):
    """A card's damage: "1d3", "1d6", or a number of markers."""

    def read(self, value: Any, where: Where) -> str | int:
        if isinstance(value, str) and value in wounds.DICE:
            return value
        if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_MARKERS:
            return value
        raise where.fail(f"must be {', '.join(wounds.DICE)} or a number of markers from 1 to {MAX_MARKERS} "
                         f"(got {value!r})")


OUTCOME = Table({
    "text": Text(default=""),
    "gold": Whole(low=-100_000, high=100_000, default=0),
    "vp": Whole(low=0, high=10, default=0),
    "damage": Damage(default=0),
    "items": Whole(low=0, high=MAX_ITEMS_DRAWN, default=0),
    "title": Text(default=""),
    "artifact": Text(default=""),
    "order": Flag(default=False),
    "fight": Text(default=""),
})
ORDER_DRAWN = "drawn"  # `order = true` on a card: the Order drawn when its guild mission was activated


@dataclass(frozen=True, slots=True)
class Outcome:
    """One result: what the group gains and suffers."""

    text: str = ""
    gold: int = 0
    vp: int = 0
    damage: str | int = 0  # "1d3", "1d6" or a number of markers
    items: int = 0
    title: str = ""
    artifact: str = ""  # an artifact id ("artifact-star_shard")
    order: str = ""  # an Order id, or ORDER_DRAWN until the mission names its Order
    fight: str = ""  # a villain id ("villain-the_hollow_king")

    @staticmethod
    def read(raw: dict[str, Any]) -> Outcome:
        """An `Outcome` from a table `OUTCOME` has read (card keys become ids)."""
        return Outcome(raw["text"], raw["gold"], raw["vp"], raw["damage"], raw["items"], raw["title"],
                       f"artifact-{raw['artifact']}" if raw["artifact"] else "", ORDER_DRAWN if raw["order"] else "",
                       f"villain-{raw['fight']}" if raw["fight"] else "")


@dataclass(slots=True)
class Reward:
    """Magic items drawn for a group to keep one of, and what follows."""

    seat: int
    items: int
    then: str
    drawn: list[str] = field(default_factory=list)

    def clone(self) -> Reward:
        return Reward(self.seat, self.items, self.then, list(self.drawn))

    def to_json(self) -> list:
        return [self.seat, self.items, self.then, list(self.drawn)]

    @staticmethod
    def from_json(data: list) -> Reward:
        seat, items, then, drawn = data
        return Reward(seat, items, then, list(drawn))


def grant(state: RpgQuestState, seat: int, outcome: Outcome, *, then: str, source: str, counts_as: str) -> None:
    """Give the group of `seat` what `outcome` says, then carry on with `then`; its Victory Points count
    under `counts_as` (one of `group.VP_SOURCES`) in the final scores."""
    group = state.groups[seat]
    name = state.seat_name(seat)
    if outcome.text:
        state.log.append(outcome.text)
    if outcome.gold:
        paid = max(outcome.gold, -group.gold)
        group.gold += paid
        state.log.append(f"{name}'s group {'earns' if paid >= 0 else 'loses'} {abs(paid):,}gp.")
    if outcome.vp:
        group.win_vp(outcome.vp, counts_as)
        state.log.append(f"{name}'s group wins {outcome.vp} Victory Point{'s' * (outcome.vp != 1)}.")
    if outcome.title and outcome.title not in group.titles:
        group.titles.append(outcome.title)
        state.log.append(f"{name}'s group are now known as \"{outcome.title}\".")
    _honours(state, seat, outcome)
    if outcome.fight:
        state.villain = [seat, outcome.fight, then]
        then = VILLAIN_APPEARS
    state.reward = Reward(seat, outcome.items, then) if outcome.items else None
    after = "reward_items" if outcome.items else then
    if isinstance(outcome.damage, str):
        wounds.roll(state, seat, outcome.damage, then=after, source=source)
    elif outcome.damage:
        wounds.take(state, seat, outcome.damage, then=after, source=source)
    else:
        carry_on(state, after)


VILLAIN_APPEARS = "villain_appears"  # villains.py fights the villain a result reveals


def _honours(state: RpgQuestState, seat: int, outcome: Outcome) -> None:
    """An artifact kept, an Order joined (mission cards; read here to keep one interpreter)."""
    from engine.rpgquest import orders
    from engine.rpgquest.mission_data import mission_data

    if outcome.artifact:
        state.groups[seat].artifacts.append(outcome.artifact)
        artifact = mission_data().artifacts[outcome.artifact]
        state.log.append(f"{state.seat_name(seat)}'s group finds {artifact.name}: +{artifact.amount} "
                         f"{artifact.artifact_class.title()} on every test.")
    if outcome.order and outcome.order != ORDER_DRAWN:
        orders.join(state, seat, outcome.order)


@continuation("reward_items")
def _draw_reward(state: RpgQuestState) -> None:
    reward = state.reward
    assert reward is not None
    reward.drawn = state.draw_items(reward.items)
    if not reward.drawn or not state.groups[reward.seat].heroes:
        state.return_items(reward.drawn)
        state.reward = None
        state.log.append("There is no magic item left to find.")
        carry_on(state, reward.then)
        return
    state.actor = reward.seat
    state.phase = "reward"
    state.log.append(f"Magic items found: {', '.join(item_line(i) for i in reward.drawn)}.")


def reward_legal(state: RpgQuestState) -> list[Action]:
    reward = state.reward
    assert reward is not None
    return [Action("keep", (item,), f"Keep {item_line(item)}", item) for item in reward.drawn]


def reward_apply(state: RpgQuestState, action: Action) -> None:
    reward = state.reward
    assert reward is not None
    item = action.args[0]
    group = state.groups[reward.seat]
    group.items[item] = group.items.get(item, 0) + decks().items[item].uses
    reward.drawn.remove(item)
    state.return_items(reward.drawn)
    state.reward = None
    state.log.append(f"{state.seat_name(reward.seat)}'s group keeps {decks().items[item].name}.")
    carry_on(state, reward.then)
