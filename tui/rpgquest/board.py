"""The RPGQuest board: the map at a glance, where you stand, every group, what is on offer.

An early board, until the full hex map with zoom and route previews lands; everything comes
from the seat's view and the engine's own descriptions, never from a rule of its own.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.rpgquest.decks import decks
from engine.rpgquest.movement import describe_place
from engine.rpgquest.places import hero_line, item_line
from engine.rpgquest.state import world_for
from engine.rpgquest.world import World
from engine.rpgquest.world_data import CLASSES
from tui.rpgquest.atlas import LEGEND, atlas
from tui.widgets.card_detail import card_link
from tui.widgets.sectioned_board import SectionedBoard

PHASES = {"action": "choosing an action", "interrupt": "may interrupt", "move": "moving",
          "sail": "aboard the ship", "after_roll": "after the roll", "damage": "placing damage",
          "recruit": "recruiting", "make_room": "making room", "buy": "buying", "clinic": "at the cleric",
          "heal": "healing", "train": "training", "negotiate": "negotiating", "answer": "answering",
          "over": "the game is over"}


class RpgQuestBoard(SectionedBoard):
    """Status and markers, the map, the hex you stand on, the groups, and any offer."""

    SECTIONS = ("rq-status", "rq-map", "rq-legend", "rq-here", "rq-offer", "rq-groups")

    def show(self, view: dict, table: Any, seat: int) -> None:
        world = world_for(view["world"]["seed"], view["world"]["fast"])
        groups = [(g["hex"][0], g["hex"][1]) for g in view["groups"]]
        monsters = {(q, r) for q, r, _ in view["monsters"]}
        self.set("rq-status", self.status(view))
        width = self.scrollable_content_region.width
        self.set("rq-map", atlas(world, groups, monsters, width, groups[view["actor"]]))
        self.set("rq-legend", Text(LEGEND, style="dim"))
        self.set("rq-here", self.here(view, world))
        self.set("rq-offer", self.offer(view))
        self.set("rq-groups", self.groups(view, table))

    @staticmethod
    def status(view: dict) -> Text:
        names = [group["name"] for group in view["groups"]]
        text = Text(f"Turn {view['turn']}/{view['turn_limit']} · {view['vp_target']} VP to win · "
                    f"{names[view['current']]}'s round · "
                    f"{names[view['actor']]} {PHASES.get(view['phase'], view['phase'])}", "bold")
        if view["phase"] == "move":
            text.append(f" · {view['mp']} MP left")
        markers = ", ".join(f"{names[s]} {' '.join(map(str, held))}"
                            for s, held in enumerate(view["markers"]) if held)
        text.append(f"\nAction Markers: {markers or 'all spent'}", "")
        return text

    @staticmethod
    def here(view: dict, world: World) -> Text:
        group = view["groups"][view["actor"]]
        where = (group["hex"][0], group["hex"][1])
        place = world.places[where]
        text = Text(f"{view['groups'][view['actor']]['name']}'s group: ", "bold")
        text.append(describe_place(world, where))
        if place.location:
            text.append(" (inside)" if group["inside"] else " (passing through)")
        if place.terrain.ambush and not place.location:
            text.append(f" · ambush on 1-{place.terrain.ambush} in 10")
        for q, r, names in view["monsters"]:
            if (q, r) == where:
                text.append(f"\nMonsters here: {', '.join(names)} (top: {names[-1]})", "bold red")
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
    def groups(view: dict, table: Any) -> Text:
        text = Text()
        for seat, group in enumerate(view["groups"]):
            if seat:
                text.append("\n")
            text.append(f"{seat + 1} {group['name']}", "bold")
            text.append(f" ({table.seat_name(seat)})")
            text.append(f"  {group['vp']} VP · {group['gold']:,}gp")
            if group["titles"]:
                text.append(" · " + ", ".join(group["titles"]))
            for hero in group["heroes"]:
                points = " ".join(f"{c[0].upper()}{p}" for c, p in zip(CLASSES, hero["points"], strict=True) if p)
                text.append("\n  ")
                text.append_text(card_link(hero["name"], hero["id"], "underline"))
                text.append(f" (level {hero['level']}, {points}) {hero['hp'] - hero['damage']}/{hero['hp']} HP")
            for item, uses in group["items"]:
                left = f", {uses} left" if uses else ""
                text.append("\n  ✦ ")
                text.append_text(card_link(decks().items[item].name, item, "underline"))
                text.append(left)
            trophies = ", ".join(f"{decks().monsters[m].name} x{n}" for m, n in group["trophies"].items())
            if trophies:
                text.append(f"\n  Beaten: {trophies}")
        return text
