"""How RPGQuest's cards read in the card-detail panel: adventurers, magic items, Wandering Monsters,
missions, Orders and Rumours."""

from __future__ import annotations

from rich.text import Text

from engine.rpgquest.decks import decks
from engine.rpgquest.mission_data import card_lines, mission_data
from engine.rpgquest.outcomes import Outcome
from engine.rpgquest.places import item_line
from engine.rpgquest.rumour_cards import Rumour, rumour_cards
from engine.rpgquest.rumours import chance_text as rumour_chances
from engine.rpgquest.rumours import where_it_waits
from engine.rpgquest.stages import chance_text as stage_chances
from engine.rpgquest.world_data import CLASSES
from tui.rpgquest.lookup import group_bonus
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
            text = Text.assemble((name, "bold"), *(f"\n{line}" for line in rest))
            if card_id in mission_data().missions:
                _stage_chances(text, card_id, view["groups"][seat])
            return text
        if card_id in rumour_cards():
            return _rumour_face(rumour_cards()[card_id], view["groups"][seat])
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
        """The offer and the missions drawn, then every group's heroes, items and missions, then the public
        missions and the open Rumours."""
        cards = list(view["offer"]) + list(view["missions_drawn"])
        for group in view["groups"]:
            cards += [hero["id"] for hero in group["heroes"]] + sorted(group["items"])
            cards += [quest["card"] for quest in group["missions"] if quest["card"] in mission_data().missions]
        cards += [quest["card"] for quest in view["public_missions"] if quest["card"] in mission_data().missions]
        cards += view["rumours"]
        return list(dict.fromkeys(cards))


def _stage_chances(text: Text, card_id: str, group: dict) -> None:
    """The group's chance at each stage of the mission that tests, row by row on a result table."""
    bonus = group_bonus(group)
    for number, stage in enumerate(mission_data().missions[card_id].stages, 1):
        if stage.tests:
            text.append(f"\n{group['name']}'s chance at stage {number}: {stage_chances(stage, bonus, every_row=True)}",
                        "bold")


def _rumour_face(card: Rumour, group: dict) -> Text:
    text = Text(card.name, "bold")
    text.append(f"\nRumour: {where_it_waits(card)}\n{card.text}")
    if card.fight:
        text.append(f"\nFight: the {decks().foe(card.fight).name}")
    if card.tests:
        text.append("\nTests: " + ", ".join(f"{c.title()} {d}" for c, d in card.tests))
    text.append(f"\nFailing: {_gives(card.failure)}")
    for start, outcome in card.results:
        text.append(f"\n{f'{start}+' if start else 'Success'}: {_gives(outcome)}")
    if card.fight or card.tests:
        text.append(f"\n{group['name']}'s chance: {rumour_chances(card, group_bonus(group), every_row=True)}", "bold")
    return text


def _gives(outcome: Outcome) -> str:
    """'1,500gp, 1 VP, 1d3 damage, 2 magic items drawn (one kept)'."""
    parts = [f"{outcome.gold:,}gp"] if outcome.gold else []
    parts += [f"{outcome.vp} VP"] if outcome.vp else []
    parts += [f"{outcome.damage} damage"] if outcome.damage else []
    parts += [f"{outcome.items} magic item{'s' * (outcome.items != 1)} drawn (one kept)"] if outcome.items else []
    parts += [f"the title \"{outcome.title}\""] if outcome.title else []
    return ", ".join(parts) or "nothing"

