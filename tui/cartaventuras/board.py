"""The Cartaventuras board: the mosaic, the card you stand on, every adventurer,
combat and trades."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.cartaventuras.cards import catalogue
from engine.cartaventuras.trading import describe
from tui.cartaventuras.mosaic import LEGEND, mosaic
from tui.widgets.sectioned_board import SectionedBoard

MODE_NAMES = {"magic": "magic", "nonmagic": "non-magic"}


def title(card_id: str | None) -> str:
    return "–" if not card_id else catalogue().title(card_id)


class CartaventurasBoard(SectionedBoard):
    """Mosaic first; then the current card, the players, combat and trade."""

    SECTIONS = ("carta-status", "carta-mosaic", "carta-here", "carta-combat", "carta-players",
                "carta-legend")

    def show(self, view: dict, session: Any, seat: int) -> None:
        decks = view["decks"]
        timed = session.record.config.get("mode") == "solo"  # the real clock counts, not rounds
        budget = "" if timed else f"/{view['turn_budget']}"
        self.set("carta-status", Text(
            f"Round {view['round']}{budget} · {session.seat_name(view['current'])}'s turn\n"
            f"Decks: green {decks['green']} red {decks['red']} blue {decks['blue']} purple {decks['purple']}"
            f" · exploration {decks['exploration']} · forge {decks['forge']}"))
        self.set("carta-mosaic", mosaic(view))
        self.set("carta-here", self.here(view, seat))
        self.set("carta-combat", self.combat(view, session))
        self.set("carta-players", self.players(view, session, seat))
        self.set("carta-legend", Text(LEGEND, style="dim"))

    def here(self, view: dict, seat: int) -> Text | None:
        me = view["players"][seat]
        cell = next((c for c in view["kingdom"] if (c["row"], c["col"]) == (me["row"], me["col"])), None)
        if cell is None:
            return None
        cards = catalogue()
        card = cards.zones.get(cell["card"]) or (cards.start if cell["card"] == cards.start.id else cards.final)
        text = Text(f"You stand on: {card.title}", "bold")
        if card.effect == "enemy":
            text.append(f"  (enemy: magic {card.magic}, non-magic {card.nonmagic})")
        text.append(f"\n{card.text}")
        return text

    def combat(self, view: dict, session: Any) -> Text | None:
        combat, trade = view["combat"], view["trade"]
        if combat is None and trade is None:
            return None
        text = Text()
        if combat is not None:
            enemy = catalogue().zones.get(combat["enemy"]) if combat["enemy"] else None
            foe = combat["title"]
            text.append(f"COMBAT: {session.seat_name(view['current'])} vs {foe}\n", "bold reverse")
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
            text.append(f"TRADE with {session.seat_name(trade['partner'])}: give "
                        f"{describe(trade['give'])} · ask {describe(trade['ask'])}", "bold")
        return text

    def players(self, view: dict, session: Any, seat: int) -> Text:
        text = Text("Adventurers\n", "bold underline")
        for player in view["players"]:
            number = player["seat"]
            mark = (" (watching)" if session.seats[seat].is_ai else " (you)") if number == seat else ""
            state = "" if player["alive"] else " — OUT"
            text.append(f"{number + 1} {player['name']} ({player['colour']}){mark}{state}\n", "bold")
            text.append(f"  life {player['life']}/10 · coins {player['coins']} · tokens {player['tokens']} · "
                        f"attack magic {player['attack']['magic']}, non-magic {player['attack']['nonmagic']}\n")
            wield = player["wielded"]
            text.append(f"  wields: magic {title(wield['magic'])}, non-magic {title(wield['nonmagic'])}\n")
            pack = ", ".join(title(c) for c in player["backpack"]) or "empty"
            text.append(f"  backpack ({len(player['backpack'])}/5): {pack}\n")
            extras = [f"boons: {', '.join(player['boons'])}"] if player["boons"] else []
            if player["portal_ready"] or player["portal_next_turn"]:
                extras.append("portal ready" if player["portal_ready"] else "portal next turn")
            if extras:
                text.append("  " + " · ".join(extras) + "\n")
        return text
