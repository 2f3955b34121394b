"""How RPGQuest's cards read in the card-detail panel: adventurers, magic items, Wandering Monsters,
missions and Orders."""

from __future__ import annotations

from rich.text import Text

from engine.rpgquest.decks import decks
from engine.rpgquest.mission_data import card_lines, mission_data
from engine.rpgquest.places import item_line
from engine.rpgquest.world_data import CLASSES
from tui.widgets.card_detail import CardPresenter


class RpgQuestFaces(CardPresenter):
    """Turns a card id of the view into its face; ids the seat may not see have none."""

    def face(self, card_id: str, view: dict, seat: int) -> Text | None:
        cards = decks()
        if card_id in cards.heroes:
            hero = cards.heroes[card_id]
            text = Text(hero.name, "bold")
            text.append(f"\n{hero.hero_class}")
            for class_name, points in zip(CLASSES, hero.points, strict=True):
                if points:
                    text.append(f"\n{class_name.title()}: {points}")
            text.append(f"\nHit Points: {hero.hit_points}\nRecruiting: {hero.recruit_cost:,}gp")
            if hero.champion:
                text.append(" (a champion)")
            return text
        if card_id in cards.items:
            return Text(item_line(card_id))
        if card_id in mission_data().missions or card_id in mission_data().orders:
            name, *rest = card_lines(card_id)
            return Text.assemble((name, "bold"), *(f"\n{line}" for line in rest))
        if card_id in cards.wandering:
            monster = cards.wandering[card_id]
            tests = ", ".join(f"{c.title()} {d}" for c, d in monster.tests)
            return Text.assemble((monster.name, "bold"), f"\nWandering Monster: {tests}",
                                 f"\nPays {monster.gold:,}gp; a lost fight deals 1d3+1 damage", f"\n{monster.text}")
        return None

    def summary(self, card_id: str, view: dict, seat: int) -> Text | None:
        """None: RPGQuest's moves already name the hero or item with its points, price and uses."""
        return None

    def visible(self, view: dict, seat: int) -> list[str]:
        """The offer and the missions drawn, then every group's heroes, items and missions, then the public ones."""
        cards = list(view["offer"]) + list(view["missions_drawn"])
        for group in view["groups"]:
            cards += [hero["id"] for hero in group["heroes"]] + [item for item, _ in group["items"]]
            cards += [quest["card"] for quest in group["missions"] if quest["card"] in mission_data().missions]
        cards += [quest["card"] for quest in view["public_missions"] if quest["card"] in mission_data().missions]
        return list(dict.fromkeys(cards))
