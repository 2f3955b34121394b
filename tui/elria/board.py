"""The Elria board: Time, character, Locations, Journey, Landmarks, Quests, campaign.

Renders `view(seat)` with the card set's public data (terrains, costs, icons).
In a duel the rival's tableau is shown below your own.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.elria.campaign import STAGES
from engine.elria.cards import EFFECTS, ICON_NAMES, cards
from engine.words import count
from tui.elria.faces import condition_text
from tui.elria.icons import LEGEND, spaces_text
from tui.widgets.card_detail import card_link
from tui.widgets.sectioned_board import SectionedBoard, heading

BETWEEN = ("pick", "shop")  # the campaign's phases between two Stages


class ElriaBoard(SectionedBoard):
    """The whole table for one seat, section by section."""

    PINNED = ("elria-glance",)
    SECTIONS = ("elria-status", "elria-locations", "elria-player", "elria-rival", "elria-landmarks",
                "elria-campaign", "elria-legend")

    def show(self, view: dict, table: Any, seat: int) -> None:
        cs = cards()
        me = view["players"][seat]
        self.set("elria-glance", self.glance(cs, view, table, seat))
        if view.get("campaign") and view["phase"] in BETWEEN:
            self.between_stages(cs, view, me)
            return
        self.set("elria-status", self.status(view, me, table, seat))
        self.set("elria-locations", self.locations(cs, view))
        whose = "watching" if table.seats[seat].is_ai else "your tableau"
        self.set("elria-player", self.tableau(cs, me, f"{table.seat_name(seat)} — {whose}"))
        rivals = [(i, p) for i, p in enumerate(view["players"]) if i != seat]
        self.set("elria-rival", Text("\n").join(
            self.rival(cs, view, i, p, f"{table.seat_name(i)} — rival") for i, p in rivals) if rivals else None)
        self.set("elria-landmarks", self.landmarks(cs, view))
        self.set("elria-campaign", self.campaign(cs, view.get("campaign")))
        self.set("elria-legend", Text(LEGEND, style="dim"))

    def between_stages(self, cs, view: dict, me: dict) -> None:
        """Between two campaign Stages: the campaign's standing and the Stage table, not the last Stage's board."""
        campaign, picking = view["campaign"], view["phase"] == "pick"
        text = Text()
        if picking:
            text.append(f"Campaign · choosing the cards of Stage {campaign['stage']} of 7\n", "bold")
        else:
            text.append(f"Campaign · Stage {campaign['stage']} complete · Upgrade shop\n", "bold")
        text.append(f"CP {campaign['cp']} · XP {campaign['xp']}"
                    f"{' to spend (unspent XP is lost)' if not picking and campaign['xp'] else ''} · "
                    f"retries left {campaign['retries']}\n")
        text.append(f"Cards left: {count(len(campaign['quest_pool']), 'Quest')}, "
                    f"{count(len(campaign['landmark_pool']), 'Landmark')}\n")
        fresh = {"id": me["character"]["id"], "covered": [0] * len(me["character"]["covered"])}
        text.append_text(character_lines(cs, {**me, "level": 1, "character": fresh}))  # as each Stage begins
        self.set("elria-status", text)
        self.set("elria-locations", stage_table(campaign["stage"] if picking else campaign["stage"] + 1,
                                                "choosing" if picking else "next"))
        self.set("elria-player", self.chosen(cs, view, me) if picking else None)
        self.set("elria-rival", None)
        self.set("elria-landmarks", None)
        self.set("elria-campaign", self.campaign(cs, campaign))
        self.set("elria-legend", Text(LEGEND, style="dim"))

    def chosen(self, cs, view: dict, me: dict) -> Text:
        """The cards taken so far for the Stage being chosen, and what is still to take."""
        stage = view["campaign"]["stage"]
        values, landmarks, _ = STAGES[stage - 1]
        text = heading(f"Stage {stage}: your choice")
        quests = [cs.cards[cs.index(q["id"])] for q in me["quests"]]
        text.append("Quests: ")
        text.append_text(Text(", ").join(card_link(f"{q.name} (value {q.value})", q.id) for q in quests)
                         if quests else Text("none yet"))
        taken = [cs.cards[cs.index(m["id"])] for m in view["landmarks"]]
        text.append("\nLandmarks: ")
        text.append_text(Text(", ").join(card_link(m.name, m.id) for m in taken) if taken else Text("none yet"))
        left = list(values[len(quests):])
        text.append("\nStill to take: " + ", ".join(
            [f"a Quest of value {v}" for v in left] + ([count(landmarks - len(taken), "Landmark")]
                                                      if landmarks > len(taken) else [])))
        return text

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
        text = Text()
        text.append(f"Turn {view['turn']} · {view['phase'].capitalize()} phase · {view['mode']}\n", "bold")
        text.append(f"Time card: {count(me['time'], 'Time cube')} · {supply_text(view['supply'])} · "
                    f"Location deck {view['deck_size']}\n")
        if view.get("travel"):
            travel = view["travel"]
            text.append(f"Travelling to {cs.names[cs.index(travel['to'])]} (cost {travel['cost']})\n")
        if view["to_move"] == seat or len(view["players"]) == 1:
            text.append_text(action_line(view))
        text.append_text(character_lines(cs, me))
        if me["out_of_time"]:
            text.append("\nOut of Time!", "bold reverse")
        return text

    def rival(self, cs, view: dict, index: int, player: dict, title: str) -> Text:
        """A rival's tableau headed by their Character and Skills, and the action they are taking."""
        head = character_lines(cs, player)
        head.append("\n")
        if view["to_move"] == index:
            head.append_text(action_line(view))
        return self.tableau(cs, player, title, head)

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

    def tableau(self, cs, player: dict, title: str, head: Text | None = None) -> Text:
        text = heading(title)
        if head is not None:
            text.append_text(head)
        text.append(f"Time {player['time']} · Level {player['level']}\n")
        text.append("Journey column:\n", "bold")
        for entry in player["journey"] or []:
            card = cs.cards[cs.index(entry["id"])]
            text.append("  ")
            text.append_text(card_link(card.name, card.id))
            text.append(": ")
            text.append_text(spaces_text(cs, card.spaces, entry["covered"]))
            text.append("\n")
            for landmark in player["landmarks"]:
                if landmark["at"] == entry["id"]:
                    text.append_text(self.landmark_line(cs, landmark))
        if not player["journey"]:
            text.append("  (empty)\n")
        text.append("Quests:\n", "bold")
        for quest in player["quests"]:
            text.append_text(self.quest_line(cs, quest))
        return text

    def landmark_line(self, cs, entry: dict) -> Text:
        """A discovered Landmark, drawn under the Location it extends, its icons named in words."""
        card = cs.cards[cs.index(entry["id"])]
        text = Text("    └ ★ Landmark ")
        text.append_text(card_link(card.name, card.id))
        text.append(": ")
        text.append_text(spaces_text(cs, card.spaces, entry["covered"]))
        text.append(f" {icon_words(cs, card.spaces)}\n", "dim")
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
            text.append(f"needs {condition_text(card, quest.get('progress'))}")
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
            text.append(" ")
            text.append_text(spaces_text(cs, card.spaces, entry["covered"]))
            text.append(f" · {', '.join(card.terrains)}")
            text.append(f" · {card.time} Time on discovery\n" if card.time else "\n")
        for number, pile in enumerate(view["draft_piles"]):
            text.append(f"  {pile_name(cs, pile)}{' (drafting now)' if number == 0 else ''}: ")
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


def stage_table(upcoming: int, mark: str) -> Text:
    """The rulebook's Stage table (Quest values, Landmarks, starting Time), the Stages played and the next one marked."""
    text = heading("The Stages")
    text.append("  Stage  Quests of value      Landmarks  Time\n", "bold")
    for number, (values, landmarks, time) in enumerate(STAGES, start=1):
        note = "played" if number < upcoming else mark if number == upcoming else ""
        line = f"  {number:>5}  {', '.join(map(str, values)):<19}  {landmarks:>9}  {time:>4}  {note}\n"
        text.append(line, "bold" if number == upcoming else "dim" if number < upcoming else "")
    return text


def character_lines(cs, player: dict) -> Text:
    """A player's Character, hero and Level track, and the Skills on the card."""
    character = cs.cards[cs.index(player["character"]["id"])]
    track = "".join("●" if n <= player["level"] else "○" for n in range(1, character.levels + 1))
    text = card_link(character.name, character.id, "bold")
    text.append(f" ({character.hero}) · Level {player['level']} {track}\n", "bold")
    text.append("Skills: ")
    text.append_text(spaces_text(cs, character.spaces, player["character"]["covered"]))
    return text


def action_line(view: dict) -> Text:
    """The action under way ("Action: combat, 1 covered"), or nothing."""
    action = view["action"]
    if not action["type"]:
        return Text()
    return Text(f"Action: {ICON_NAMES.get(action['type'], action['type'])}, {action['count']} covered\n")


def icon_words(cs, spaces) -> str:
    """A Landmark's icons in words ("treasure icon, map icon"), so its letters are never read as Time."""
    words = [f"{ICON_NAMES[cs.sp_icon[s]]}{f' x{cs.sp_size[s]}' if cs.sp_size[s] > 1 else ''}" for s in spaces]
    return f"({', '.join(words)} {'icon' if len(words) == 1 else 'icons'})" if words else "(no icons)"


def pile_name(cs, pile: list[dict]) -> str:
    """A draft pile named by its values (the rulebook's piles of 1 or 2, 3 or 4, 5 or 6), so a pile keeps
    its name when the one before it is used up."""
    low = min(cs.cards[cs.index(q["id"])].value for q in pile) if pile else 1
    first = low - (low - 1) % 2
    return f"Value {first}-{first + 1} pile"


def supply_text(supply: int) -> str:
    """The cube supply; once empty, play goes on with borrowed cubes (docs/rulings.md)."""
    if supply >= 0:
        return f"supply {supply}"
    return f"supply empty, {count(-supply, 'cube')} borrowed"
