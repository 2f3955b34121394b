"""The Cartaventuras board: a line for every adventurer always in view, any fight, trade or wares, the
Kingdom map, the card you stand on and every adventurer whole. Every card's name opens its detail when
clicked."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.cartaventuras.cards import catalogue
from engine.cartaventuras.combat import foe_title
from engine.cartaventuras.trading import describe
from engine.words import count
from tui.cartaventuras.faces import character, zone
from tui.cartaventuras.mosaic import LEGEND, fit, mosaic
from tui.widgets.card_detail import card_link
from tui.widgets.sectioned_board import SectionedBoard, heading

MODE_NAMES = {"magic": "magic", "nonmagic": "non-magic"}


def title(card_id: str | None) -> Text:
    """A card's title that opens its detail, or '–' for none."""
    return Text("–") if not card_id else card_link(catalogue().title(card_id), card_id)


class CartaventurasBoard(SectionedBoard):
    """A line for every adventurer over the rest: any fight or wares, the mosaic, the card you stand on,
    every adventurer whole."""

    PINNED = ("carta-status",)
    SECTIONS = ("carta-combat", "carta-shop", "carta-mosaic", "carta-here", "carta-players", "carta-legend")
    """A fight and a trading place's wares, when there are, come first: what the player decides about."""
    shown: tuple[dict, Any, int] | None = None

    def show(self, view: dict, table: Any, seat: int) -> None:
        self.shown = (view, table, seat)
        decks = view["decks"]
        timed = table.config.get("mode") == "solo"  # the real clock counts, not rounds
        budget = "" if timed else f"/{view['turn_budget']}"
        status = Text(f"Round {view['round']}{budget} · {table.seat_name(view['current'])}'s turn", "bold")
        self.set("carta-status", Text("\n").join([status, *self.glance(view, seat)]))
        self.set("carta-mosaic", mosaic(view, fit(*self.map_room())))
        self.set("carta-here", self.here(view, seat))
        self.set("carta-combat", self.combat(view, table))
        self.set("carta-shop", self.shop(view, table, seat))
        self.set("carta-players", self.players(view, table, seat))
        self.set("carta-legend", Text(
            f"Decks: green {decks['green']} red {decks['red']} blue {decks['blue']} purple {decks['purple']}"
            f" · exploration {decks['exploration']} · forge {decks['forge']}\n{LEGEND}", style="dim"))

    def map_room(self) -> tuple[int, int]:
        """The map's room: the board's width less a scrollbar's, shown or not (so a scrollbar coming and
        going never changes the boxes), and its height less the status lines."""
        region = self.scrollable_content_region
        gutter = self.styles.scrollbar_size_vertical
        width = region.width + (gutter if self.show_vertical_scrollbar else 0) - gutter
        return (width if region.width else 80), (region.height or 40) - 3

    @staticmethod
    def glance(view: dict, seat: int) -> list[Text]:
        """A line for every adventurer, always in view: life, coins, attack and backpack."""
        lines = []
        for player in view["players"]:
            number = player["seat"]
            line = Text(f"{'▸' if number == seat else ' '}{number + 1} {character(player).name}", "bold")
            line.append((": OUT · " if not player["alive"] else ": ")
                        + f"life {player['life']}/10 · {count(player['coins'], 'coin')} · "
                        f"magic {player['attack']['magic']} · non-magic {player['attack']['nonmagic']} · "
                        f"backpack {len(player['backpack'])}/5")
            lines.append(line)
        return lines

    def on_resize(self) -> None:
        """A new size may need another size of map."""
        if self.shown is not None:
            self.show(*self.shown)

    def shop(self, view: dict, table: Any, seat: int) -> Text | None:
        """The Purchase deck's wares at a trading place, each marked if you cannot buy it."""
        if view["phase"] != "shop" or view["current"] != seat:
            return None
        cards, coins = catalogue(), view["players"][seat]["coins"]
        buyable = {action.card for action in table.legal_actions() if action.kind == "buy"}
        text = heading(f"Wares (you have {count(coins, 'coin')})")
        for card_id in view["purchase"]:
            card = cards.orange[card_id]
            line = Text("  ")
            line.append_text(card_link(card.title, card_id, "bold" if card_id in buyable else "dim"))
            attack = f" attack {card.attack}" if card.attack else ""
            line.append(f" · {card.kind}{attack} · {count(card.price, 'coin')}", "" if card_id in buyable else "dim")
            if card_id not in buyable:
                line.append(" — too dear" if card.price > coins else " — not sold here", "italic")
            text.append_text(line)
            text.append("\n")
        return text

    def here(self, view: dict, seat: int) -> Text | None:
        me = view["players"][seat]
        cell = next((c for c in view["kingdom"] if (c["row"], c["col"]) == (me["row"], me["col"])), None)
        if cell is None:
            return None
        card = zone(cell["card"])
        assert card is not None, cell["card"]
        text = Text("You stand on: ", "bold")
        text.append_text(card_link(card.title, card.id, "bold"))
        if card.effect == "enemy":
            text.append(f"  (enemy: magic {card.magic}, non-magic {card.nonmagic})")
        text.append(f"\n{card.text}")
        return text

    def combat(self, view: dict, table: Any) -> Text | None:
        combat, trade = view["combat"], view["trade"]
        if combat is None and trade is None:
            return None
        text = Text()
        if combat is not None:
            enemy = catalogue().zones.get(combat["enemy"]) if combat["enemy"] else None
            foe = foe_title(combat["enemy"], combat["dragon"])
            text.append(f"COMBAT: {table.seat_name(view['current'])} vs {foe}\n", "bold reverse")
            if enemy is not None:
                text.append(f"{foe}: magic {enemy.magic}, non-magic {enemy.nonmagic}\n")
            mode = MODE_NAMES.get(combat["mode"], combat["mode"] or "not chosen yet")
            text.append(f"Fighting with: {mode} · round {combat['rounds'] + 1}")
            if combat["bonus"]:
                text.append(f" · bonus +{combat['bonus']}")
            if combat["x2"]:
                text.append(" · die doubled")
            if combat["two_rolls"]:
                text.append(" · two rolls")
            if combat["dragon"]:
                beaten = ", ".join(MODE_NAMES[m] for m in combat["beaten"]) or "nothing yet"
                text.append(f"\nThe Great Dragon: beat it with magic and non-magic (beaten: {beaten}); no fleeing")
            if view["dice"]:
                text.append(f"\nDice: {view['dice']['reason']}")
        if trade is not None:
            text.append(f"TRADE with {table.seat_name(trade['partner'])}: give "
                        f"{describe(trade['give'])} · ask {describe(trade['ask'])}", "bold")
        return text

    def players(self, view: dict, table: Any, seat: int) -> Text:
        text = heading("Adventurers")
        for player in view["players"]:
            number = player["seat"]
            mark = (" (watching)" if table.seats[seat].is_ai else " (you)") if number == seat else ""
            state = "" if player["alive"] else " — OUT"
            who = character(player)
            text.append(f"{number + 1} {who.name} ({who.colour}){mark}{state}\n", "bold")
            text.append(f"  life {player['life']}/10 · coins {player['coins']} · tokens {player['tokens']} · "
                        f"attack magic {player['attack']['magic']}, non-magic {player['attack']['nonmagic']}\n")
            wield = player["wielded"]
            text.append("  wields: magic ")
            text.append_text(title(wield["magic"]))
            text.append(", non-magic ")
            text.append_text(title(wield["nonmagic"]))
            text.append(f"\n  backpack ({len(player['backpack'])}/5): ")
            text.append_text(Text(", ").join(title(c) for c in player["backpack"]) or Text("empty"))
            text.append("\n")
            extras = [f"boons: {', '.join(player['boons'])}"] if player["boons"] else []
            if player["portal_ready"] or player["portal_next_turn"]:
                extras.append("portal ready" if player["portal_ready"] else "portal next turn")
            if extras:
                text.append("  " + " · ".join(extras) + "\n")
        return text
