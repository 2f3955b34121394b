"""The Mission Deck, its artifacts, hidden villains and the Orders, as data.

`mission_data()` reads `missions.toml` and `orders.toml` once and checks them with the shared
card-file schema: every problem is a `CardError` naming the file, the card and the field. A
mission is a list of stages, each on a bolt hex (`at`): one reached by movement (`go`), class
tests (`tests`), one test read on a result table (`table`), or a lesser monster to fight
(`hunt`); what each gives is an outcome in the vocabulary of `outcomes.py`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.cardfolders import chosen_folders
from engine.cardschema import (
    CardError,
    Either,
    Flag,
    ListOf,
    MapOf,
    OneOf,
    Table,
    Text,
    Whole,
    card_error,
    read_toml,
    unique,
)
from engine.rpgquest.decks import AmbushMonster, decks
from engine.rpgquest.outcomes import OUTCOME, Outcome
from engine.rpgquest.world_data import CLASSES, DATA, world_data

STAGE_KINDS = ("go", "tests", "table", "hunt")
MIN_MISSIONS = 40
ANYWHERE = ("anywhere", True)


@dataclass(frozen=True, slots=True)
class Stage:
    """One step of a mission: where its meeple stands and what is done there.

    `at` is ("location", key), ("kingdom", number), ("anywhere", True) or ("near", True). `tests` are
    (class, difficulty) in class order (a `table` stage has one, its `difficulty`); `results`
    are (from, outcome) rows, lowest first; `success` is the outcome of a `go` stage too.
    """

    at: tuple[str, Any]
    kind: str
    text: str = ""
    tests: tuple[tuple[str, int], ...] = ()
    success: Outcome | None = None
    failure: Outcome | None = None
    results: tuple[tuple[int, Outcome], ...] = ()
    monster: str = ""


@dataclass(frozen=True, slots=True)
class Bonus:
    """*Resolver uma Missão*: an optional extra stage ("carry the carcass to the King") for gold."""

    at: tuple[str, Any]
    gold: int
    text: str


@dataclass(frozen=True, slots=True)
class Mission:
    id: str
    name: str
    portuguese: str
    text: str
    stages: tuple[Stage, ...]
    mission_class: str = ""  # a council's specialised mission; "" for classless
    round_zero: bool = False
    guild: bool = False
    bonus: Bonus | None = None

    @property
    def title(self) -> str:
        """'The Hanged Man (O Pendurado)'."""
        return f"{self.name} ({self.portuguese})" if self.portuguese and self.portuguese != self.name else self.name


@dataclass(frozen=True, slots=True)
class Artifact:
    """A lasting bonus on one class's tests, won on a mission; never for sale."""

    id: str
    name: str
    artifact_class: str
    amount: int
    text: str


@dataclass(frozen=True, slots=True)
class Villain:
    """A great villain a very high result reveals; fought at once, in class order."""

    id: str
    name: str
    tests: tuple[tuple[str, int], ...]
    damage: str  # "1d3" or "1d6"
    reward: Outcome
    text: str


@dataclass(frozen=True, slots=True)
class Order:
    """One of the Orders of Arcádia and the two classes it gives +1 on."""

    id: str
    name: str
    portuguese: str
    classes: tuple[str, str]


@dataclass(frozen=True, slots=True)
class MissionData:
    missions: dict[str, Mission]
    artifacts: dict[str, Artifact]
    villains: dict[str, Villain]
    orders: dict[str, Order]

    @property
    def deck(self) -> list[str]:
        """The Mission Deck's cards (every mission but round zero's), sorted."""
        return sorted(m.id for m in self.missions.values() if not m.round_zero)

    @property
    def call_to_adventure(self) -> str:
        return next(m.id for m in self.missions.values() if m.round_zero)


WHERE = Either(options={"location": Text(blank=False), "kingdom": Whole(low=1, high=99),
                        "anywhere": Flag(), "near": Flag()})
TESTS = MapOf(keys=CLASSES, value=Whole(low=2, high=20), at_least=1)
ROW = Table({**OUTCOME.fields, "from": Whole(low=2, high=30)})
STAGE = Table(
    {"at": WHERE, "kind": OneOf(choices=STAGE_KINDS), "text": Text(default="")},
    variants=("kind", {
        "go": {"reward": OUTCOME},
        "tests": {"tests": TESTS, "success": OUTCOME, "failure": Table(OUTCOME.fields, default=None)},
        "table": {"class": OneOf(choices=CLASSES), "difficulty": Whole(low=2, high=20),
                  "results": ListOf(item=ROW, at_least=2)},
        "hunt": {"monster": Text(blank=False), "success": OUTCOME},
    }),
)
BONUS = Table({"at": WHERE, "gold": Whole(low=100, high=10_000), "text": Text(blank=False)}, default=None)
MISSION = Table({
    "name": Text(blank=False), "portuguese": Text(default=""), "text": Text(blank=False),
    "class": OneOf(choices=CLASSES, default=""), "round_zero": Flag(default=False), "guild": Flag(default=False),
    "stage": ListOf(item=STAGE, at_least=1), "bonus": BONUS,
})
ARTIFACT = Table({"name": Text(blank=False), "class": OneOf(choices=CLASSES), "amount": Whole(low=1, high=3),
                  "text": Text(blank=False)})
VILLAIN = Table({"name": Text(blank=False), "tests": MapOf(keys=CLASSES, value=Whole(low=2, high=20), at_least=2),
                 "damage": OneOf(choices=("1d3", "1d6")),
                 "reward": OUTCOME, "text": Text(blank=False)})
ORDER = Table({"name": Text(blank=False), "portuguese": Text(blank=False),
               "classes": ListOf(item=OneOf(choices=CLASSES), at_least=2)})
FILE = "missions.toml"


def mission_data(folder: Path | None = None) -> MissionData:
    """The missions, artifacts, villains and Orders of `folder` (default: the shipped ones, or those chosen with `engine.cardfolders`)."""
    return _mission_data(folder or chosen_folders().get("rpgquest", DATA))


@lru_cache(maxsize=4)
def _mission_data(folder: Path) -> MissionData:
    """The missions, artifacts, villains and Orders of `folder`, read and checked (cached)."""
    raw = read_toml(folder, FILE)
    for section in raw:
        if section not in ("mission", "artifact", "villain"):
            raise CardError(f"{FILE}: unknown table {section!r} (the file holds [mission.*], [artifact.*] "
                            f"and [villain.*] cards)")
    tables = {section: raw.get(section, {}) for section in ("mission", "artifact", "villain")}
    for section, cards in tables.items():
        if not isinstance(cards, dict):
            raise CardError(f"{FILE}: [{section}] must hold one table per card")
    artifacts = {f"artifact-{key}": _artifact(key, value) for key, value in tables["artifact"].items()}
    villains = {f"villain-{key}": _villain(key, value) for key, value in tables["villain"].items()}
    monsters = decks(folder).monsters
    missions = {f"mission-{key}": _mission(key, value, monsters) for key, value in tables["mission"].items()}
    data = MissionData(missions, artifacts, villains, _orders(read_toml(folder, "orders.toml")))
    _check(folder, data)
    return data


def _artifact(key: str, raw: Any) -> Artifact:
    entry = ARTIFACT.card(raw, FILE, f"artifact.{key}")
    return Artifact(f"artifact-{key}", entry["name"], entry["class"], entry["amount"], entry["text"])


def _villain(key: str, raw: Any) -> Villain:
    card = f"villain.{key}"
    entry = VILLAIN.card(raw, FILE, card)
    if len(entry["tests"]) > 3:
        raise card_error(FILE, card, "tests", "must give 2 or 3 class tests")
    tests = tuple((c, entry["tests"][c]) for c in CLASSES if c in entry["tests"])
    return Villain(f"villain-{key}", entry["name"], tests, entry["damage"], Outcome.read(entry["reward"]),
                   entry["text"])


def _mission(key: str, raw: Any, monsters: dict[str, AmbushMonster]) -> Mission:
    card = f"mission.{key}"
    entry = MISSION.card(raw, FILE, card)
    stages = tuple(_stage(card, index, stage, monsters) for index, stage in enumerate(entry["stage"]))
    bonus = entry["bonus"]
    return Mission(f"mission-{key}", entry["name"], entry["portuguese"], entry["text"], stages, entry["class"],
                   entry["round_zero"], entry["guild"],
                   Bonus(bonus["at"], bonus["gold"], bonus["text"]) if bonus else None)


def _stage(card: str, index: int, entry: dict[str, Any], monsters: dict[str, AmbushMonster]) -> Stage:
    kind = entry["kind"]
    base = {"at": entry["at"], "kind": kind, "text": entry["text"]}
    if kind == "go":
        return Stage(**base, success=Outcome.read(entry["reward"]))
    if kind == "tests":
        tests = tuple((c, entry["tests"][c]) for c in CLASSES if c in entry["tests"])
        failure = Outcome.read(entry["failure"]) if entry["failure"] else None
        return Stage(**base, tests=tests, success=Outcome.read(entry["success"]), failure=failure)
    if kind == "hunt":
        monster = entry["monster"]
        if monster not in monsters:
            raise card_error(FILE, card, f"stage[{index}].monster",
                             f"must be one of {', '.join(sorted(monsters))} (got {monster!r})")
        return Stage(**base, tests=monsters[monster].tests, monster=monster, success=Outcome.read(entry["success"]))
    rows = tuple((row.pop("from"), Outcome.read(row)) for row in (dict(r) for r in entry["results"]))
    if [start for start, _ in rows] != sorted({start for start, _ in rows}):
        raise card_error(FILE, card, f"stage[{index}].results", "must start at rising totals, each once")
    if rows[0][0] != 2:
        raise card_error(FILE, card, f"stage[{index}].results", "must start from 2, so every roll has a row")
    return Stage(**base, tests=((entry["class"], entry["difficulty"]),), results=rows)


def _orders(raw: dict[str, Any]) -> dict[str, Order]:
    orders = {}
    for key, value in raw.items():
        entry = ORDER.card(value, "orders.toml", key)
        classes = entry["classes"]
        if len(classes) != 2 or classes[0] == classes[1]:
            raise card_error("orders.toml", key, "classes", f"must name two different classes (got {classes!r})")
        orders[f"order-{key}"] = Order(f"order-{key}", entry["name"], entry["portuguese"], (classes[0], classes[1]))
    unique("name", (("orders.toml", o.id[6:], o.name) for o in orders.values()))
    if not orders:
        raise CardError("orders.toml: there must be at least one Order for the guild missions")
    return orders


def _check(folder: Path, data: MissionData) -> None:
    """What ties the cards together: places, monsters, artifacts and villains named must exist."""
    locations = world_data(folder).locations
    unique("name", ((FILE, m.id[8:], m.name) for m in data.missions.values()))
    zero = [m for m in data.missions.values() if m.round_zero]
    if len(zero) != 1:
        raise CardError(f"{FILE}: exactly one mission is 'round_zero', The Call to Adventure (found {len(zero)})")
    if len(data.missions) - 1 < MIN_MISSIONS:
        raise CardError(f"{FILE}: the Mission Deck needs at least {MIN_MISSIONS} cards (has {len(data.missions) - 1})")
    for mission in data.missions.values():
        card = f"mission.{mission.id[8:]}"
        places = [(f"stage[{i}].at", stage.at) for i, stage in enumerate(mission.stages)]
        if mission.bonus:
            places.append(("bonus.at", mission.bonus.at))
        for field_name, (how, where) in places:
            if how == "location" and where not in locations:
                raise card_error(FILE, card, field_name, f"names no Location ({where!r}; see locations.toml)")
        for index, stage in enumerate(mission.stages):
            for outcome_field, outcome in _outcomes(stage):
                _check_outcome(data, card, f"stage[{index}].{outcome_field}", outcome, mission)
    for villain in data.villains.values():
        _check_outcome(data, f"villain.{villain.id[8:]}", "reward", villain.reward, None)


def _outcomes(stage: Stage) -> list[tuple[str, Outcome]]:
    found = [("success", stage.success), ("failure", stage.failure)]
    found += [(f"results[{i}]", row) for i, (_, row) in enumerate(stage.results)]
    return [(name, outcome) for name, outcome in found if outcome]


def _check_outcome(data: MissionData, card: str, field_name: str, outcome: Outcome, mission: Mission | None) -> None:
    if outcome.artifact and outcome.artifact not in data.artifacts:
        raise card_error(FILE, card, f"{field_name}.artifact",
                         f"names no [artifact.*] card ({outcome.artifact.removeprefix('artifact-')!r})")
    if outcome.fight and (mission is None or outcome.fight not in data.villains):
        raise card_error(FILE, card, f"{field_name}.fight", f"names no [villain.*] card "
                                                            f"({outcome.fight.removeprefix('villain-')!r})"
                         + ("" if mission else "; a villain's reward reveals no other villain"))
    if outcome.order and (mission is None or not mission.guild):
        raise card_error(FILE, card, f"{field_name}.order", "initiates into an Order only on a guild mission")


def card_lines(card_id: str) -> list[str]:
    """A mission card or an Order as plain lines, the name first, for the card panel."""
    data = mission_data()
    if card_id in data.orders:
        order = data.orders[card_id]
        return [order.name, order.portuguese, f"+1 on {' and '.join(c.title() for c in order.classes)} tests",
                "Illuminati (4,000gp at a civilised place): +1 more on one of them"]
    mission = data.missions[card_id]
    kind = f"{mission.mission_class.title()} mission" if mission.mission_class else "Mission"
    lines = [mission.name, mission.portuguese, "Guild mission: an Order is drawn" if mission.guild else kind,
             mission.text]
    for number, stage in enumerate(mission.stages, 1):
        lines.append(f"{number}. {_where_text(stage.at)}: {_stage_text(data, stage)}")
    if mission.bonus:
        lines.append(f"Bonus (optional): {mission.bonus.text} (at {_where_text(mission.bonus.at)}, "
                     f"+{mission.bonus.gold:,}gp)")
    return [line for line in lines if line]


def _where_text(at: tuple[str, Any]) -> str:
    how, what = at
    if how == "location":
        return f"the bolt hex of {world_data().locations[what].name}'s Kingdom"
    if how == "kingdom":
        kingdom = world_data().kingdoms.get(what)
        return f"the bolt hex of {kingdom.name if kingdom else f'Kingdom {what}'}"
    if how == "near":
        return "a bolt hex drawn in a Kingdom next to the group's"
    return "a bolt hex drawn when it is activated"


def _stage_text(data: MissionData, stage: Stage) -> str:
    tests = ", ".join(f"{c.title()} {d}" for c, d in stage.tests)
    if stage.kind == "go":
        return f"get there; {outcome_text(data, stage.success)}"
    if stage.kind == "hunt":
        return f"hunt {decks().monsters[stage.monster].name} ({tests}); won: {outcome_text(data, stage.success)}"
    if stage.kind == "tests":
        failed = f"; failed: {outcome_text(data, stage.failure)}" if stage.failure else ""
        return f"{tests}; passed: {outcome_text(data, stage.success)}{failed}"
    rows = "; ".join(f"{start}+: {outcome_text(data, row)}" for start, row in stage.results)
    return f"{tests}, read on the table: {rows}"


def outcome_text(data: MissionData, outcome: Outcome | None) -> str:
    """'1,500gp, 1 VP, the Shard of the Fallen Star'."""
    if outcome is None:
        return "nothing"
    parts = [f"{outcome.gold:,}gp" if outcome.gold else "", f"{outcome.vp} VP" if outcome.vp else "",
             f"{outcome.damage} damage" if outcome.damage else "",
             f"one of {outcome.items} magic items drawn" if outcome.items else "",
             f"the title \"{outcome.title}\"" if outcome.title else "",
             data.artifacts[outcome.artifact].name if outcome.artifact else "",
             "initiation into the Order" if outcome.order else "",
             f"{data.villains[outcome.fight].name} is revealed and fought" if outcome.fight else ""]
    return ", ".join(part for part in parts if part) or "nothing"
