"""The RPGQuest board: the map of Arcádia, what the cursor is on, every group, the offer.

The map (`HexMap`) takes the upper part; under it, always in view, the cursor's preview, the
status and a line for every group; under those the rest scrolls (`b` puts the keys on it): the
monsters, the hex the group stands on, the offer, the missions and every group whole. Everything
comes from the seat's view and the engine's own functions, never from a rule of its own.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from engine.rpgquest.caves import why_no_tunnel
from engine.rpgquest.decks import decks
from engine.rpgquest.group import VP_SOURCES
from engine.rpgquest.hexes import Hex
from engine.rpgquest.mission_data import card_lines
from engine.rpgquest.movement import describe_place
from engine.rpgquest.places import hero_line, item_line
from engine.rpgquest.state import vp_goal
from engine.rpgquest.world import World
from engine.rpgquest.world_data import CLASSES
from engine.words import count
from tui.rpgquest.hexgrid import LEGEND, Marks
from tui.rpgquest.hexmap import HexMap
from tui.rpgquest.lookup import (
    artifact_name,
    foe_name,
    group_points,
    hero_hp,
    hero_name,
    is_mission,
    monster_hex,
    order_name,
    place_name,
    quest_doing,
    quest_stages,
    quest_title,
    whereabouts,
    world_of,
)
from tui.rpgquest.preview import preview
from tui.widgets.card_detail import card_link
from tui.widgets.sectioned_board import SectionedBoard, show_section

PHASES = {"action": "choosing an action", "interrupt": "may interrupt", "move": "moving",
          "sail": "aboard the ship", "check": "testing", "after_roll": "after the roll",
          "damage": "placing damage", "reward": "choosing a reward",
          "recruit": "recruiting", "make_room": "making room", "buy": "buying", "clinic": "at the cleric",
          "heal": "healing", "train": "training", "negotiate": "negotiating", "answer": "answering",
          "rebuild": "rebuilding", "missions": "choosing missions", "bonus": "deciding on a bonus",
          "over": "the game is over"}


PINNED = ("rq-step", "rq-cursor", "rq-status", "rq-glance")
"""What stays in view under the map: the monsters' turn on show, the cursor's preview, the status, a line
for every group."""


class RpgQuestSections(SectionedBoard):
    """The text under the map that scrolls."""

    SECTIONS = ("rq-monsters", "rq-legend", "rq-here", "rq-offer", "rq-missions", "rq-groups")


class RpgQuestBoard(Vertical):
    """The map above; the cursor's preview, the status and a line for every group under it, always in
    view; the monsters, the hex you stand on, any offer, the missions and the groups whole below."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: dict = {}
        self.seat = 0

    def compose(self) -> ComposeResult:
        yield HexMap(id="rq-map")
        for section in PINNED:
            yield Static(id=section, classes="board-section rq-pinned")
        yield RpgQuestSections(id="rq-sections")

    def pin(self, section: str, text: Text | None) -> None:
        """Fill a section that stays in view (or hide it for `None`)."""
        show_section(self.query_one(f"#{section}", Static), text)

    def show(self, view: dict, table: Any, seat: int) -> None:
        self.view, self.seat = view, seat
        world = world_of(view)
        groups: dict[Hex, list[int]] = {}
        for index, group in enumerate(view["groups"]):
            groups.setdefault((group["hex"][0], group["hex"][1]), []).append(index)
        mine = view["groups"][seat]
        meeples = frozenset((q["hex"][0], q["hex"][1]) for q in [*mine["missions"], *view["public_missions"]])
        marks = Marks(groups, frozenset((q, r) for q, r, _ in view["monsters"]), meeples=meeples)
        hexmap = self.query_one(HexMap)
        hexmap.show_table(world, marks, (mine["hex"][0], mine["hex"][1]))
        self.pin("rq-status", self.status(view))
        self.pin("rq-glance", self.glance(view, seat))
        sections = self.query_one(RpgQuestSections)
        sections.set("rq-monsters", self.monsters(view))
        sections.set("rq-legend", Text(LEGEND, style="dim"))
        sections.set("rq-here", self.here(view, world))
        sections.set("rq-offer", self.offer(view))
        sections.set("rq-missions", self.missions(view))
        sections.set("rq-groups", self.groups(view, table))
        self.show_cursor()

    def show_step(self, caption: str | None, where: Hex | None) -> None:
        """The step of the monsters' turn on screen (its line above the status, its hex marked on the map),
        or none."""
        text = None if caption is None else Text(caption + "  (Space skips)", "bold white on dark_red")
        self.pin("rq-step", text)
        self.query_one(HexMap).show_spotlight(where)

    def show_cursor(self) -> None:
        """The preview of the hex under the map's cursor, and the route there on the map."""
        hexmap = self.query_one(HexMap)
        if not self.view or hexmap.world is None or hexmap.cursor is None:
            return
        text, found = preview(self.view, hexmap.world, self.seat, hexmap.cursor)
        self.pin("rq-cursor", text)
        hexmap.show_route(frozenset(found.path) if found else frozenset())

    def on_hex_map_cursor_moved(self, message: HexMap.CursorMoved) -> None:
        self.show_cursor()

    @staticmethod
    def status(view: dict) -> Text:
        names = [group["name"] for group in view["groups"]]
        text = Text(f"Turn {view['turn']}/{view['turn_limit']} · {_goal(view)} · "
                    f"{names[view['current']]}'s round · "
                    f"{names[view['actor']]} {PHASES.get(view['phase'], view['phase'])}", "bold")
        if view["phase"] == "move":
            text.append(f" · {view['mp']} MP left")
        if view["phase"] == "damage" and view["wounds"]:
            _, amount, _, source, _, _ = view["wounds"]
            text.append(f" · {count(amount, 'damage marker')} from {source} to place, hero by hero")
        markers = ", ".join(f"{names[s]} {' '.join(map(str, held))}"
                            for s, held in enumerate(view["markers"]) if held)
        text.append(f"\nAction Markers: {markers or 'all spent'}", "")
        return text

    @staticmethod
    def glance(view: dict, seat: int) -> Text:
        """A line for every group: its Victory Points, gold, each hero's Hit Points left and its missions."""
        lines = []
        for index, group in enumerate(view["groups"]):
            line = Text(f"{'▸' if index == seat else ' '}{index + 1} {group['name']}", "bold")
            hit_points = " ".join(f"{hero_hp(hero) - hero['damage']}/{hero_hp(hero)}" for hero in group["heroes"])
            line.append(f" {group['vp']} VP · {group['gold']:,}gp · HP {hit_points or '–'} · "
                        f"{count(len(group['missions']), 'mission')}")
            lines.append(line)
        return Text("\n").join(lines)

    @staticmethod
    def monsters(view: dict) -> Text:
        """The Calendar, the great challenges (where, by the name of the place; target, bounty), and the places
        that have fallen."""
        world = world_of(view)
        text = Text(f"The monsters' turn at this Turn's end: {view['calendar']}", "bold")
        for great in view["great_challenges"]:
            card = decks().challenges[great["id"]]
            where = monster_hex(view, card.id)
            at = f" at {whereabouts(world, where)}" if where else ""
            target = f" → {place_name(great['target'])}" if great["target"] else ""
            text.append(f"\n  ☠ {card.name}{at}{target} · bounty {card.gold + great['bounty']:,}gp, {card.vp} VP")
        fallen = [f"{place_name(key)} (ruin, {tokens} to rebuild)" for key, tokens in sorted(view["ruins"].items())]
        fallen += [f"{place_name(key)} (held by {foe_name(monster)})" for key, monster in sorted(view["invaded"].items())]
        if fallen:
            text.append(f"\n  Fallen ({len(fallen)} of 4): {', '.join(fallen)}", "red")
        return text

    @staticmethod
    def here(view: dict, world: World) -> Text:
        """Where the acting group stands, the monsters there, and at a Cave hex why the caves are not on
        offer yet (when they are not)."""
        group = view["groups"][view["actor"]]
        where = (group["hex"][0], group["hex"][1])
        place = world.places[where]
        text = Text(f"{view['groups'][view['actor']]['name']}'s group: ", "bold")
        text.append(describe_place(world, where))
        if place.location:
            text.append(" (inside)" if group["inside"] else " (passing through)")
        if place.terrain.ambush and not place.location:
            text.append(f" · ambush on 1-{place.terrain.ambush} in 10")
        for q, r, stack in view["monsters"]:
            if (q, r) == where:
                names = [decks().foe(m).name for m in stack]
                text.append(f"\nMonsters here: {', '.join(names)} (top: {names[-1]})", "bold red")
        mouths = [(q, r) for q, r in view["caves"]["mouths"]]
        why = why_no_tunnel(world, mouths, where, view["mp"] if view["phase"] == "move" else None)
        if why:
            text.append(f"\n{why}", "italic")
        return text

    @staticmethod
    def offer(view: dict) -> Text | None:
        if not view["offer"]:
            return None
        cards = decks()
        text = Text("On offer:", "bold")
        for card in view["offer"]:
            text.append("\n  ")
            text.append_text(card_link(hero_line(card) if card in cards.heroes else item_line(card), card))
        return text

    @staticmethod
    def missions(view: dict) -> Text:
        """The missions drawn, the Public Missions and the Trade Demands of the cities board."""
        world = world_of(view)
        text = Text("Public Missions: ", "bold")
        if not view["public_missions"]:
            text.append("none", "")
        for quest in view["public_missions"]:
            text.append("\n  ○ ")
            text.append_text(_quest_line(quest, world))
        if view["missions_drawn"]:
            text.append("\nDrawn: ", "bold")
            for index, card in enumerate(view["missions_drawn"]):
                text.append(", " * bool(index))
                text.append_text(card_link(card_lines(card)[0], card, "underline"))
        text.append("\nTrade Demands: ", "bold")
        text.append(", ".join(place_name(key) for key in view["trade_demands"]) or "none")
        text.append(f" · Mission Deck: {view['mission_deck']} cards", "dim")
        return text

    @staticmethod
    def groups(view: dict, table: Any) -> Text:
        world = world_of(view)
        text = Text()
        for seat, group in enumerate(view["groups"]):
            if seat:
                text.append("\n")
            text.append(f"{seat + 1} {group['name']}", "bold")
            text.append(f" ({table.seat_name(seat)})")
            text.append(f"  {group['vp']} VP")
            if group["vp_from"]:  # in the order the final scores list them
                sources = sorted(group["vp_from"].items(), key=lambda source: VP_SOURCES.index(source[0]))
                text.append(" (" + ", ".join(f"{what} {vp}" for what, vp in sources) + ")", "dim")
            text.append(f" · {group['gold']:,}gp")
            if group["titles"]:
                text.append(" · " + ", ".join(group["titles"]))
            totals = " · ".join(f"{c.title()} {p}" for c, p in zip(CLASSES, group_points(group), strict=True))
            text.append(f"\n  A test adds: {totals}", "dim")
            for hero in group["heroes"]:
                points = " ".join(f"{c[0].upper()}{p}" for c, p in zip(CLASSES, hero["points"], strict=True) if p)
                text.append("\n  ")
                text.append_text(card_link(hero_name(hero["id"]), hero["id"], "underline"))
                hp = hero_hp(hero)
                text.append(f" (level {hero['level']}, {points}) {hp - hero['damage']}/{hp} HP")
            for item, uses in sorted(group["items"].items()):
                left = f", {uses} left" if uses else ""
                text.append("\n  ✦ ")
                text.append_text(card_link(decks().items[item].name, item, "underline"))
                text.append(left)
            for artifact in group["artifacts"]:
                text.append(f"\n  ✧ {artifact_name(artifact)} (artifact)")
            if group["order"]:
                text.append(f"\n  Order: {order_name(group['order'])}")
                if group["illuminati"]:
                    text.append(f" (Illuminati, +1 more on {group['illuminati'].title()})")
            for quest in group["missions"]:
                text.append("\n  ▸ ")
                text.append_text(_quest_line(quest, world))
            trophies = ", ".join(f"{decks().monsters[m].name} x{n}" for m, n in sorted(group["trophies"].items()))
            if trophies:
                text.append(f"\n  Beaten: {trophies}")
            if group["mana"]:
                text.append(f"\n  Mana Crystals: {group['mana']}")
            if group["maps"]:
                text.append("\n  Carrying the maps of the Underground Kingdom")
            if group["dead"]:
                text.append("\n  Fallen: " + ", ".join(f"{hero_name(h['id'])} (level {h['level']})" for h in group["dead"]))
        return text


def _goal(view: dict) -> str:
    """What wins: '10 VP to win', the groups' '30 VP together to win (8 so far)', or the long game's end."""
    if view["end"] == "challenges":
        return "the last great challenge's fall ends the game"
    groups = view["groups"]
    cooperative = view["mode"] == "cooperative"
    goal = vp_goal(cooperative, view["vp_target"], len(groups))
    if cooperative:
        return f"{goal} VP together to win ({sum(group['vp'] for group in groups)} so far)"
    return f"{goal} VP to win"


def _quest_line(quest: dict, world: World) -> Text:
    """'The Hanged Man (O Pendurado), stage 1/1: Mage 9 on the result table at forest in Hod'."""
    if not is_mission(quest):
        return Text(f"{quest_title(quest)}: go to {place_name(quest['destination'])} ({quest['gold']:,}gp)")
    line = card_link(quest_title(quest), quest["card"], "underline")
    stage = "bonus" if quest["bonus"] else f"stage {quest['stage'] + 1}/{quest_stages(quest)}"
    line.append(f", {stage}: {quest_doing(quest, world)}")
    if quest.get("order"):
        line.append(f" · Order: {order_name(quest['order'])}")
    return line
