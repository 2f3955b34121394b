"""How Elria's cards read: the whole face of a Location, Quest, Landmark, Upgrade or
Character, and a one-line summary for a move that involves one.

Covered icons come from the seat's view (every face-up card's entry carries its
covers); the card data comes from the card set. No rule is decided here.
"""

from __future__ import annotations

from collections.abc import Iterator

from rich.text import Text

from engine.elria.cards import EFFECTS, ICON_NAMES, CardSet, cards
from tui.elria.icons import space_text, spaces_text
from tui.widgets.card_detail import CardPresenter

KINDS = {"location": "Location", "quest": "Quest", "landmark": "Landmark", "upgrade": "Upgrade",
         "character": "Character"}
SPACE_KINDS = {"icon": "icon", "gem": "gem (one use)", "hybrid": "hybrid icon", "objective": "objective"}


def entries(view: dict) -> Iterator[dict]:
    """Every face-up card entry in the view (each has an `id` and its covers)."""
    yield from view.get("available", [])
    yield from view.get("landmarks", [])
    for player in view.get("players", []):
        yield player["character"]
        yield from player.get("journey") or []
        yield from player.get("landmarks", [])
        yield from player.get("quests", [])
    for pile in view.get("draft_piles", []):
        yield from pile
    if view.get("campaign"):
        yield from view["campaign"]["upgrades"]


def find(view: dict, card_id: str) -> dict:
    """The card's entry in the view, or an empty one for a card not on the table (a pick, the shop)."""
    return next((entry for entry in entries(view) if entry["id"] == card_id), {})


def space_lines(cs: CardSet, spaces: tuple[int, ...], covered: list[int]) -> Text:
    """One line per space: its icon, what it is, whether it is covered, what guards it."""
    text = Text()
    for space, cover in zip(spaces, covered, strict=False):
        text.append("\n  ")
        text.append_text(space_text(cs, space, cover))
        size = cs.sp_size[space]
        name = ICON_NAMES[cs.sp_icon[space]]
        text.append(f" {name}{f' x{size} linked' if size > 1 else ''} {SPACE_KINDS[cs.sp_kind[space]]}")
        if cs.sp_guards[space]:
            text.append(" · guarded by the Enemy before it")
        text.append(" — covered" if cover else " — open", "dim" if cover else "bold")
    return text


CONDITIONS = {"level": "Level", "landmarks": "Landmarks", "journey": "journey", "time": "Time"}


def condition_text(card, progress: int | None) -> str:
    """A condition Quest's need with how far its holder has come ("mountains 2/7", "journey 3/4"), or
    just the need ("mountains 7") for a Quest nobody holds yet."""
    kind, terrain, at_least = card.condition
    name = terrain if kind == "terrain" else CONDITIONS.get(kind, kind)
    return f"{name} {at_least}" if progress is None else f"{name} {progress}/{at_least}"


def covers(entry: dict, key: str, spaces: tuple[int, ...]) -> list[int]:
    return list(entry.get(key) or [0] * len(spaces))


class ElriaFaces(CardPresenter):
    """Elria's card faces, read from the view and the card set."""

    def face(self, card_id: str, view: dict, seat: int) -> Text | None:
        cs = cards()
        if card_id not in cs.by_id:
            return None
        card = cs.cards[cs.by_id[card_id]]
        entry = find(view, card_id)
        text = Text(card.name, "bold")
        text.append(f"\n{KINDS[card.kind]}")
        if card.kind == "location":
            text.append(f" · cost {card.cost} · {'red' if card.red else 'black'} banner",
                        "bold red" if card.red else "")
            if card.red:
                text.append("\n  (red: an Enemy Attack follows the Travel)", "dim")
        if card.terrains:
            text.append(f"\nTerrains: {', '.join(card.terrains)}")
        if card.gem:
            text.append(f"\nGem: <{ICON_NAMES[card.gem]}> (discard the card to use it)")
        if card.kind == "quest":
            text.append_text(self.quest(cs, card, entry))
        elif card.kind == "character":
            text.append(f"\nHero {card.hero} · {card.levels} Levels\nSkills:")
            text.append_text(space_lines(cs, card.spaces, covers(entry, "covered", card.spaces)))
        elif card.spaces:
            text.append("\nEvents:" if card.kind == "location" else "\nIcons:")
            text.append_text(space_lines(cs, card.spaces, covers(entry, "covered", card.spaces)))
        if card.kind == "landmark":
            text.append(f"\nTime: +{card.time} when discovered" if card.time else "\nTime: none")
        if card.kind == "upgrade":
            text.append(f"\nPrice: {card.cost} XP")
        if card.flavour:
            text.append(f"\n{card.flavour}", "italic dim")
        return text

    def quest(self, cs: CardSet, card, entry: dict) -> Text:
        text = Text(f" · value {card.value}")
        if card.objectives:
            text.append("\nObjectives:")
            text.append_text(space_lines(cs, card.objectives, covers(entry, "objectives", card.objectives)))
        elif card.condition:
            text.append(f"\nCondition: {condition_text(card, entry.get('progress'))}")
        text.append("\nReward: ")
        if card.reward == "time":
            text.append(f"{card.reward_time} Time")
        elif card.reward == "hybrid":
            text.append("these icons, once fulfilled:")
            text.append_text(space_lines(cs, card.spaces, covers(entry, "covered", card.spaces)))
        elif card.reward == "text":
            text.append(EFFECTS[card.reward_effect])
        else:
            text.append("none")
        if entry.get("fulfilled"):
            text.append("\nFulfilled ✓", "bold green")
        return text

    def summary(self, card_id: str, view: dict, seat: int) -> Text | None:
        cs = cards()
        if card_id not in cs.by_id:
            return None
        card = cs.cards[cs.by_id[card_id]]
        entry = find(view, card_id)
        text = Text(style="dim")
        if card.terrains:
            text.append(", ".join(card.terrains) + " ")
        if card.gem:
            text.append(f"gem <{ICON_NAMES[card.gem]}> ")
        if card.kind == "quest" and card.objectives:
            text.append("needs ")
            text.append_text(spaces_text(cs, card.objectives, covers(entry, "objectives", card.objectives)))
        elif card.kind == "quest" and card.condition:
            text.append(f"needs {condition_text(card, entry.get('progress'))}")
        elif card.spaces:
            text.append_text(spaces_text(cs, card.spaces, covers(entry, "covered", card.spaces)))
        reward = {"time": f"{card.reward_time} Time", "hybrid": "icons",
                  "text": EFFECTS.get(card.reward_effect, "")}.get(card.reward)
        if reward:
            text.append(f" · reward {reward}")
        if card.time:
            text.append(f" · +{card.time} Time")
        return text

    def visible(self, view: dict, seat: int) -> list[str]:
        return list(dict.fromkeys(entry["id"] for entry in entries(view)))
