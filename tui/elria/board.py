"""The Elria board: Time, character, Locations, Journey, Landmarks, Quests, campaign.

Renders `view(seat)` with the card set's public data (terrains, costs, icons).
In a duel the rival's tableau is shown below your own.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.elria.cards import EFFECTS, ICON_NAMES, cards
from engine.words import count
from tui.elria.icons import LEGEND, spaces_text
from tui.widgets.card_detail import card_link
from tui.widgets.sectioned_board import SectionedBoard, heading


class ElriaBoard(SectionedBoard):
    """The whole table for one seat, section by section."""

    PINNED = ("elria-glance",)
    SECTIONS = ("elria-status", "elria-locations", "elria-player", "elria-rival", "elria-landmarks",
                "elria-campaign", "elria-legend")

    def show(self, view: dict, table: Any, seat: int) -> None:
        cs = cards()
        me = view["players"][seat]
        self.set("elria-glance", self.glance(cs, view, table, seat))
        self.set("elria-status", self.status(view, me, table, seat))
        self.set("elria-locations", self.locations(cs, view))
        whose = "watching" if table.seats[seat].is_ai else "your tableau"
        self.set("elria-player", self.tableau(cs, me, f"{table.seat_name(seat)} — {whose}"))
        rivals = [(i, p) for i, p in enumerate(view["players"]) if i != seat]
        self.set("elria-rival", Text("\n").join(
            self.tableau(cs, p, f"{table.seat_name(i)} — rival") for i, p in rivals) if rivals else None)
        self.set("elria-landmarks", self.landmarks(cs, view))
        self.set("elria-campaign", self.campaign(cs, view.get("campaign")))
        self.set("elria-legend", Text(LEGEND, style="dim"))

    @staticmethod
    def glance(cs, view: dict, table: Any, seat: int) -> Text:
        """A line for every player, always in view: Time, Quests fulfilled, Level, Journey and Character."""
        lines = []
        for index, player in enumerate(view["players"]):
            character = cs.cards[cs.index(player["character"]["id"])]
            fulfilled = sum(1 for quest in player["quests"] if quest["fulfilled"])
            line = Text(f"{'▸' if index == seat else ' '}{table.seat_name(index)}", "bold")
            line.append(f": Time {player['time']} · Quests {fulfilled}/{len(player['quests'])} · "
                        f"Level {player['level']} · Journey {len(player['journey'])} · {character.name}")
            lines.append(line)
        return Text("\n").join(lines)

    def status(self, view: dict, me: dict, table: Any, seat: int) -> Text:
        cs = cards()
        character = cs.cards[cs.index(me["character"]["id"])]
        track = "".join("●" if n <= me["level"] else "○" for n in range(1, character.levels + 1))
        text = Text()
        text.append(f"Turn {view['turn']} · {view['phase'].capitalize()} phase · {view['mode']}\n", "bold")
        text.append(f"Time card: {count(me['time'], 'Time cube')} · {supply_text(view['supply'])} · "
                    f"Location deck {view['deck_size']}\n")
        if view.get("travel"):
            travel = view["travel"]
            text.append(f"Travelling to {cs.names[cs.index(travel['to'])]} (cost {travel['cost']})\n")
        action = view["action"]
        if action["type"]:
            text.append(f"Action: {ICON_NAMES.get(action['type'], action['type'])}, "
                        f"{action['count']} covered\n")
        text.append_text(card_link(character.name, character.id, "bold"))
        text.append(f" ({character.hero}) · Level {me['level']} {track}\n", "bold")
        text.append("Skills: ")
        text.append_text(spaces_text(cs, character.spaces, me["character"]["covered"]))
        if me["out_of_time"]:
            text.append("\nOut of Time!", "bold reverse")
        return text

    def location_line(self, cs, entry: dict) -> Text:
        card = cs.cards[cs.index(entry["id"])]
        text = Text()
        text.append_text(card_link(card.name, card.id, "bold"))
        banner = "red banner" if card.red else "black banner"
        text.append(f"  cost {card.cost} · {banner} · gem <{ICON_NAMES[card.gem]}>\n",
                    "red" if card.red else "")
        text.append(f"  {', '.join(card.terrains)}  ")
        text.append_text(spaces_text(cs, card.spaces, entry["covered"]))
        return text

    def locations(self, cs, view: dict) -> Text:
        text = heading("Available Locations")
        lines = [self.location_line(cs, entry) for entry in view["available"]] or [Text("  (none)")]
        return text + Text("\n").join(lines)

    def tableau(self, cs, player: dict, title: str) -> Text:
        text = heading(title)
        text.append(f"Time {player['time']} · Level {player['level']}\n")
        text.append("Journey column:\n", "bold")
        for entry in player["journey"] or []:
            card = cs.cards[cs.index(entry["id"])]
            text.append("  ")
            text.append_text(card_link(card.name, card.id))
            text.append(": ")
            text.append_text(spaces_text(cs, card.spaces, entry["covered"]))
            text.append("\n")
        if not player["journey"]:
            text.append("  (empty)\n")
        for entry in player["landmarks"]:
            card = cs.cards[cs.index(entry["id"])]
            text.append("  ★ Landmark ")
            text.append_text(card_link(card.name, card.id))
            text.append(": ")
            text.append_text(spaces_text(cs, card.spaces, entry["covered"]))
            text.append("\n")
        text.append("Quests:\n", "bold")
        for quest in player["quests"]:
            text.append_text(self.quest_line(cs, quest))
        return text

    def quest_line(self, cs, quest: dict) -> Text:
        card = cs.cards[cs.index(quest["id"])]
        mark = "✓ fulfilled" if quest["fulfilled"] else "…"
        text = Text(f"  {'[✓]' if quest['fulfilled'] else '[ ]'} ")
        text.append_text(card_link(card.name, card.id))
        text.append(f" (value {card.value}) ")
        if card.objectives:
            text.append_text(spaces_text(cs, card.objectives, quest["objectives"]))
            done = sum(1 for c in quest["objectives"] if c)
            text.append(f" {done}/{len(card.objectives)}")
        elif card.condition:
            kind, terrain, at_least = card.condition
            text.append(f"needs {kind}{' ' + terrain if terrain else ''} ≥ {at_least}")
        if card.reward == "time":
            text.append(f" · reward {card.reward_time} Time")
        elif card.reward == "hybrid":
            text.append(" · reward ")
            text.append_text(spaces_text(cs, card.spaces, quest["covered"]))
        elif card.reward == "text":
            text.append(f" · {EFFECTS[card.reward_effect]}")
        if quest["fulfilled"]:
            text.append(f" {mark}", "bold green")
        text.append("\n")
        return text

    def landmarks(self, cs, view: dict) -> Text | None:
        if not view["landmarks"] and not view["draft_piles"]:
            return None
        text = heading("Landmarks to discover")
        for entry in view["landmarks"]:
            card = cs.cards[cs.index(entry["id"])]
            text.append("  ")
            text.append_text(card_link(card.name, card.id))
            text.append(f" ({', '.join(card.terrains)}"
                        f"{f', +{card.time} Time' if card.time else ''}) ")
            text.append_text(spaces_text(cs, card.spaces, entry["covered"]))
            text.append("\n")
        for number, pile in enumerate(view["draft_piles"], start=1):
            text.append(f"  Quest pile {number}: ")
            text.append_text(Text(", ").join(card_link(cs.names[cs.index(q["id"])], q["id"]) for q in pile)
                             if pile else Text("(empty)"))
            text.append("\n")
        return text

    def campaign(self, cs, campaign: dict | None) -> Text | None:
        if not campaign:
            return None
        text = heading("Campaign")
        text.append(f"Stage {campaign['stage']} of 7 · CP {campaign['cp']} · XP {campaign['xp']} · "
                    f"retries left {campaign['retries']}\n")
        owned = campaign["upgrades"]
        text.append("Upgrades: ")
        if not owned:
            text.append("none")
        for entry in owned:
            card = cs.cards[cs.index(entry["id"])]
            text.append("\n  ")
            text.append_text(card_link(card.name, card.id))
            text.append(f" ({card.cost} XP) ")
            text.append_text(spaces_text(cs, card.spaces, entry["covered"]))
        shop = [cs.cards[u] for u in cs.upgrades
                if cs.ids[u] not in {e["id"] for e in owned} and cs.ids[u] not in campaign["upgrades_gone"]]
        text.append("\nUpgrade shop: ")
        text.append_text(Text(", ").join(card_link(f"{c.name} ({c.cost} XP)", c.id) for c in shop))
        text.append(f"\nCards left: {count(len(campaign['quest_pool']), 'Quest')}, "
                    f"{count(len(campaign['landmark_pool']), 'Landmark')}")
        return text


def supply_text(supply: int) -> str:
    """The cube supply; once empty, play goes on with borrowed cubes (docs/rulings.md)."""
    if supply >= 0:
        return f"supply {supply}"
    return f"supply empty, {count(-supply, 'cube')} borrowed"
