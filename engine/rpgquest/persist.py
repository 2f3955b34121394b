"""Copies, per-seat views and the JSON form of an RPGQuest table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.rng import Rng
from engine.rpgquest import rumours
from engine.rpgquest.checks import Check
from engine.rpgquest.combat import Combat
from engine.rpgquest.group import SEAT_NAMES, Group
from engine.rpgquest.missions import quest_view
from engine.rpgquest.monsters_turn import sign
from engine.rpgquest.outcomes import Reward
from engine.rpgquest.quest import Quest
from engine.rpgquest.wounds import Wounds

if TYPE_CHECKING:
    from engine.rpgquest.state import RpgQuestState

_SIMPLE = ("world_seed", "turn", "current", "actor", "phase", "dice", "mp", "offer_kind", "bought",
           "heals_left", "over_reason", "negotiator", "request_kind",
           "monsters_moved", "rumour", "cave_mapper", "revive")
_DICTS = ("great", "bounty", "ruins", "invaded")  # the monsters' campaign: plain str -> str/int tables
_MISSION_LISTS = ("mission_deck", "mission_drawn", "missions_out", "looked", "demands", "resolving", "villain")
_LISTS = ("hero_deck", "hero_discard", "heroes_gone", "item_deck", "item_discard", "passed", "offer",
          "set_aside", "refused", "request", "wandering_deck", "wandering_discard",
          "rumours", "rumour_at", "monster_steps")  # (a step is never changed once told: shared by copies)
_HEX_LISTS = ("explored", "caves")


def clone(state: RpgQuestState) -> RpgQuestState:
    other = state.__class__.__new__(state.__class__)
    for name in _SIMPLE:
        setattr(other, name, getattr(state, name))
    for name in _LISTS:
        setattr(other, name, list(getattr(state, name)))
    for name in _MISSION_LISTS:
        setattr(other, name, list(getattr(state, name)))
    other.quests = [[quest.clone() for quest in held] for held in state.quests]
    other.public = [quest.clone() for quest in state.public]
    other.config = state.config
    other.seats = state.seats
    other.world = state.world
    other.rng = state.rng.clone()
    other.bag = dict(state.bag)
    other.map_monsters = {where: list(stack) for where, stack in state.map_monsters.items()}
    for name in _DICTS:
        setattr(other, name, dict(getattr(state, name)))
    other.attacks = [list(attack) for attack in state.attacks]
    other.hordes = [list(row) for row in state.hordes]
    for name in _HEX_LISTS:
        setattr(other, name, list(getattr(state, name)))
    other.dungeon_at = dict(state.dungeon_at)
    other.portal = [list(base) for base in state.portal]
    other.groups = [group.clone() for group in state.groups]
    other.markers = [list(held) for held in state.markers]
    other.declined = set(state.declined)
    other.combat = state.combat.clone() if state.combat else None
    other.check = state.check.clone() if state.check else None
    other.wounds = state.wounds.clone() if state.wounds else None
    other.reward = state.reward.clone() if state.reward else None
    other.winners = state.winners
    other.log = list(state.log)
    other._legal = state._legal
    return other


def to_json(state: RpgQuestState) -> dict:
    data: dict[str, Any] = {name: getattr(state, name) for name in _SIMPLE}
    data.update({name: list(getattr(state, name)) for name in _LISTS})
    data.update({name: dict(sorted(getattr(state, name).items())) for name in _DICTS})
    data["attacks"] = [list(attack) for attack in state.attacks]
    data["hordes"] = [list(row) for row in state.hordes]
    data.update({name: list(getattr(state, name)) for name in _MISSION_LISTS})
    data.update(quests=[[quest.to_json() for quest in held] for held in state.quests],
                public=[quest.to_json() for quest in state.public])
    data.update(
        config=dict(state.config),
        rng=state.rng.state,
        bag=dict(sorted(state.bag.items())),
        map_monsters=[[where[0], where[1], list(stack)] for where, stack in sorted(state.map_monsters.items())],
        groups=[group.to_json() for group in state.groups],
        markers=[list(held) for held in state.markers],
        declined=sorted(state.declined),
        combat=state.combat.to_json() if state.combat else None,
        check=state.check.to_json() if state.check else None,
        wounds=state.wounds.to_json() if state.wounds else None,
        reward=state.reward.to_json() if state.reward else None,
        winners=list(state.winners),
        log=list(state.log),
    )
    data.update({name: [list(where) for where in getattr(state, name)] for name in _HEX_LISTS})
    data.update(dungeon_at=[[where[0], where[1], card] for where, card in sorted(state.dungeon_at.items())],
                portal=[list(base) for base in state.portal])
    return data


def from_json(cls: type[RpgQuestState], data: dict) -> RpgQuestState:
    from engine.rpgquest.state import world_for

    state = cls.__new__(cls)
    for name in _SIMPLE:
        setattr(state, name, data[name])
    for name in _LISTS:
        setattr(state, name, list(data[name]))
    for name in _MISSION_LISTS:
        setattr(state, name, list(data[name]))
    state.quests = [[Quest.from_json(quest) for quest in held] for held in data["quests"]]
    state.public = [Quest.from_json(quest) for quest in data["public"]]
    state.config = dict(data["config"])
    state.seats = state.config["players"]
    state.world = world_for(state.world_seed, bool(state.config["fast"]))
    state.rng = Rng(data["rng"])
    state.bag = dict(data["bag"])
    state.map_monsters = {(q, r): list(stack) for q, r, stack in data["map_monsters"]}
    for name in _DICTS:
        setattr(state, name, dict(data[name]))
    state.attacks = [list(attack) for attack in data["attacks"]]
    state.hordes = [list(row) for row in data.get("hordes", [])]  # (a table saved before hordes kept targets)
    state.groups = [Group.from_json(group) for group in data["groups"]]
    state.markers = [list(held) for held in data["markers"]]
    state.declined = set(data["declined"])
    state.combat = Combat.from_json(data["combat"]) if data["combat"] else None
    state.check = Check.from_json(data["check"]) if data["check"] else None
    state.wounds = Wounds.from_json(data["wounds"]) if data["wounds"] else None
    state.reward = Reward.from_json(data["reward"]) if data["reward"] else None
    state.winners = tuple(data["winners"])
    for name in _HEX_LISTS:
        setattr(state, name, [(q, r) for q, r in data[name]])
    state.dungeon_at = {(q, r): card for q, r, card in data["dungeon_at"]}
    state.portal = [list(base) for base in data["portal"]]
    state.log = list(data["log"])
    state._legal = None
    return state


def view(state: RpgQuestState, seat: int) -> dict:
    """Everything on the table is open in RPGQuest; only the order of the decks is hidden.

    The view holds ids and what changes during play. What a card says (a hero's, a monster's, a
    Location's name, a mission's title and stages, a Rumour's tests and rewards) never changes: the
    boards, and a seat across the network, read it from the same card files by id; the map comes from
    `world_for(seed, fast)`. It is built at every board refresh, every search decision and every
    network message, so it copies only what it must, and an empty list or table only when it has to
    (tests/bench/bench_view.py times it)."""
    config, bounty, monsters = state.config, state.bounty, state.map_monsters
    caves, explored, dungeons, opened = state.caves, state.explored, state.dungeon_at, state.portal
    return {
        "seat": seat,
        "turn": state.turn,
        "turn_limit": config["turn_limit"],
        "vp_target": config["vp_target"],
        "mode": config["mode"],
        "end": config["end"],
        "current": state.current,
        "actor": state.actor,
        "phase": state.phase,
        "mp": state.mp,
        "markers": [sorted(held) for held in state.markers],
        "world": {"seed": state.world_seed, "fast": bool(config["fast"])},
        "groups": [_group_view(group, name, quests)  # (SEAT_NAMES has a name for every seat there may be)
                   for group, name, quests in zip(state.groups, SEAT_NAMES, state.quests, strict=False)],
        "monsters": [[q, r, list(monsters[(q, r)])] for q, r in sorted(monsters)],
        "bag": dict(state.bag),  # monster id (or "wandering") -> tokens in the ambush bag
        "offer": list(state.offer) if state.offer else [],
        "hero_deck": len(state.hero_deck),
        "hero_discard": list(state.hero_discard) if state.hero_discard else [],
        "item_deck": len(state.item_deck),
        "combat": state.combat.to_json() if state.combat else None,
        "public_missions": [quest_view(quest) for quest in state.public] if state.public else [],
        "mission_deck": len(state.mission_deck),
        "missions_drawn": list(state.mission_drawn) if state.mission_drawn else [],
        "missions_out": list(state.missions_out) if state.missions_out else [],
        "trade_demands": list(state.demands) if state.demands else [],  # Location keys
        "check": state.check.to_json() if state.check else None,
        "wounds": state.wounds.to_json() if state.wounds else None,
        "reward": state.reward.to_json() if state.reward else None,
        "rumours": rumours.view(state),
        "caves": {"mouths": [list(h) for h in caves] if caves else [], "mapper": state.cave_mapper,
                  "dungeons": [[h[0], h[1], card] for h, card in sorted(dungeons.items())] if dungeons else [],
                  "explored": [list(h) for h in explored] if explored else []},
        "portal": {"open": [list(base) for base in opened] if opened else []},
        # The monsters' campaign: the Calendar; the great challenges (they stand among the monsters) with
        # the Location they march on and the gold their destructions added to the bounty; the lesser
        # hordes, [q, r, monster, Location]; the ruins and the invaded places (Location keys); the last
        # monsters' turn step by step: each log line, its hex, and the monsters on the map after it (a
        # step is never changed once told: every copy of the table shares it, and so does the view).
        "calendar": sign(state.turn),
        "great_challenges": [{"id": card_id, "target": target or None, "bounty": bounty.get(card_id, 0)}
                             for card_id, target in state.great.items()],
        "hordes": [list(row) for row in state.hordes] if state.hordes else [],
        "ruins": dict(state.ruins) if state.ruins else {},
        "invaded": dict(state.invaded) if state.invaded else {},
        "monsters_turn": {"turn": state.monsters_moved,
                          "steps": [{"text": text, "at": at, "monsters": stand}
                                    for text, at, stand in state.monster_steps]},
    }


def _group_view(group: Group, name: str, quests: list[Quest]) -> dict:
    """A group as every seat sees it. What a test of each class adds and each hero's Hit Points follow
    from its heroes' points and its items' cards (`group.class_points`, `group.hit_points`)."""
    vp_from, dead = group.vp_from, group.dead
    return {
        "name": name,
        "hex": list(group.hex),
        "inside": group.inside,
        "gold": group.gold,
        "vp": group.vp,
        "vp_from": {what: vp for what, vp in vp_from.items() if vp} if vp_from else {},  # (in the order won)
        "heroes": [{"id": h.hero, "level": h.level, "points": list(h.points), "damage": h.damage}
                   for h in group.heroes],
        "items": dict(group.items) if group.items else {},  # item id -> uses left (0: lasting)
        "trophies": dict(group.trophies) if group.trophies else {},  # monster id -> how many beaten
        "titles": list(group.titles) if group.titles else [],
        "missions": [quest_view(quest) for quest in quests],
        "artifacts": list(group.artifacts) if group.artifacts else [],
        "order": group.order,
        "illuminati": group.illuminati,
        "mana": group.mana,
        "dead": [{"id": h.hero, "level": h.level} for h in dead] if dead else [],
        "maps": group.maps,
    }
