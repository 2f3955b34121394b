"""How Cartaventuras cards read: a Kingdom zone card or an orange card (weapon, object,
fragment) whole, and a one-line summary for a move that involves one.

What lies on the table (who stands where, beaten enemies, tokens) comes from the
seat's view; the card text from the catalogue. No rule is decided here.
"""

from __future__ import annotations

from rich.text import Text

from engine.cartaventuras import kingdom
from engine.cartaventuras.cards import Character, OrangeCard, ZoneCard, catalogue
from engine.words import count
from tui.widgets.card_detail import CardPresenter

COLOURS = {"green": "green", "red": "red", "blue": "blue", "purple": "purple", "start": "start",
           "final": "the Great Dragon's"}
WEAPONS = {"magic": "magic weapon", "nonmagic": "non-magic weapon", "object": "object", "fragment": "fragment"}
BOONS = {"x2": "your next die counts double", "plus2": "+2 attack this fight",
         "double_coins": "your next coin gain is doubled", "two_rolls": "next roll: two dice, keep the better",
         "heal": "heals", "map": "travel to any revealed card"}


def zone(card_id: str) -> ZoneCard | None:
    cards = catalogue()
    if card_id == cards.start.id:
        return cards.start
    if card_id == cards.final.id:
        return cards.final
    return cards.zones.get(card_id)


def character(player: dict) -> Character:
    """A player of the view's character card (its name and colour)."""
    return catalogue().character(player["character"])


def reward(value: tuple | None) -> str:
    if value is None:
        return "nothing"
    kind, amount = value
    return catalogue().title(amount) if kind == "card" else f"{amount} {kind}"


def effect_line(card: ZoneCard) -> str:
    """What the card does, in a few words."""
    if card.colour == "final":
        return (f"The Great Dragon: magic {card.magic}, non-magic {card.nonmagic} · beat it with both, "
                "to the death")
    if card.effect == "enemy":
        return f"Enemy: magic {card.magic}, non-magic {card.nonmagic} · beaten, it gives {reward(card.reward)}"
    return {
        "trade": f"Trading place: sells {', '.join(WEAPONS[w] + 's' for w in card.sells)}",
        "heal": f"Heals {card.life} life",
        "coins": f"Gives {count(card.coins, 'coin')}",
        "trap": "Trap: " + " and ".join(part for part in (f"lose {card.life} life" * bool(card.life),
                                                         f"lose {count(card.coins, 'coin')}" * bool(card.coins)) if part),
        "portal": "Portal: next turn, travel to any revealed card",
        "passage": f"Secret passage: next turn, travel to any {card.colour} card",
        "find": f"Find: {catalogue().title(card.card)} (if it still lies in a deck)" if card.card else "",
        "boon": f"Boon: {BOONS.get(card.boon, card.boon)}",
    }.get(card.effect, "")


USED = "Single use, already used by you: now a mere passage for you"


def used(card: ZoneCard, view: dict, seat: int) -> bool:
    """Whether `seat` has already had this single-use card's effect (its token lies on it)."""
    return card.single_use and any(cell["card"] == card.id and seat in cell["tokens"]
                                   for cell in view.get("kingdom", []))


class CartaventurasFaces(CardPresenter):
    """Zone cards and orange cards as the seat sees them."""

    def face(self, card_id: str, view: dict, seat: int) -> Text | None:
        card = zone(card_id)
        if card is not None:
            return self.zone_face(card, view, seat)
        orange = catalogue().orange.get(card_id)
        return None if orange is None else self.orange_face(orange, view, seat)

    def zone_face(self, card: ZoneCard, view: dict, seat: int) -> Text:
        text = Text(card.title, "bold")
        text.append(f"\n{COLOURS.get(card.colour, card.colour).capitalize()} card")
        spent = used(card, view, seat)
        if card.single_use:
            text.append(" · single use", "bold")
        text.append(f"\n{card.text}")
        if spent:
            text.append(f"\n{USED}", "bold")
        elif effect_line(card):
            text.append(f"\n{effect_line(card)}", "bold red" if card.effect in ("enemy", "trap") else "bold")
        if card.arrows:
            text.append("\nArrows: " + ", ".join(f"{side} {colour}" for side, colour in card.arrows))
        for cell in view.get("kingdom", []):
            if cell["card"] == card.id:
                text.append(f"\nAt {kingdom.where(cell['cell'])}")
                if cell["cleared"]:
                    text.append(" · beaten")
                if cell["flipped_by"] is not None:
                    text.append(f" · face down (won by seat {cell['flipped_by'] + 1})")
                here = [character(p).name for p in view.get("players", [])
                        if p["alive"] and (p["row"], p["col"]) == (cell["row"], cell["col"])]
                if here:
                    text.append(" · here: " + ", ".join(here))
                if cell["tokens"]:
                    text.append(" · tokens of seats " + ", ".join(str(s + 1) for s in cell["tokens"]))
        return text

    def orange_face(self, card: OrangeCard, view: dict, seat: int) -> Text:
        text = Text(card.title, "bold")
        text.append(f"\n{WEAPONS.get(card.kind, card.kind).capitalize()}")
        if card.attack:
            text.append(f" · attack {card.attack}")
        if card.price:
            text.append(f" · price {count(card.price, 'coin')}")
        me = view.get("players", [])[seat] if seat < len(view.get("players", [])) else None
        if me is not None and card.id in view.get("purchase", []) and card.price > me["coins"]:
            text.append(f"\nToo dear: you have {count(me['coins'], 'coin')}", "bold red")
        text.append(f"\n{card.text}")
        if card.effect:
            text.append(f"\nEffect: {BOONS.get(card.effect, card.effect)}")
        if card.life:
            text.append(f" (+{card.life} life)")
        if card.uses > 1:
            text.append(f"\nUses: {card.uses}")
        if card.part_of:
            text.append(f"\nPart of: {catalogue().title(card.part_of)}")
        return text

    def summary(self, card_id: str, view: dict, seat: int) -> Text | None:
        card = zone(card_id)
        if card is None:
            orange = catalogue().orange.get(card_id)
            if orange is None:
                return None
            attack = f"attack {orange.attack} " if orange.attack else ""
            whole = f"of the {catalogue().title(orange.part_of)} " if orange.part_of else ""
            return Text(f"{WEAPONS.get(orange.kind, orange.kind)} {whole}{attack}· {orange.text}", "dim")
        cell = next((c for c in view.get("kingdom", []) if c["card"] == card_id), None)
        beaten = cell is not None and cell["cleared"]
        if card.effect == "enemy" and not beaten:
            return Text(f"⚔ {effect_line(card)}", "bold red")
        if used(card, view, seat):
            return Text(USED, "dim")
        if card.effect == "trap":
            return Text(f"⚠ {effect_line(card)}", "bold red")
        line = "beaten enemy" if beaten else effect_line(card) or card.text
        return Text(line, "dim")

    def visible(self, view: dict, seat: int) -> list[str]:
        cards = [cell["card"] for cell in view.get("kingdom", [])]
        for player in view.get("players", []):
            cards += [c for c in player["wielded"].values() if c] + list(player["backpack"])
        return list(dict.fromkeys(cards))
