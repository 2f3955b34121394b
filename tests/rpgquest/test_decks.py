"""The Character Deck, the Magic Items and the ambush bag, as the rulebook describes them."""

import shutil
from pathlib import Path

import pytest

from engine.cardschema import CardError
from engine.rpgquest.decks import decks
from engine.rpgquest.world_data import DATA


def test_pontos_de_vida_one_hp_and_one_more_for_every_warrior_point():
    heroes = decks().heroes
    by_class = {hero.hero_class: hero.hit_points for hero in heroes.values()}
    assert by_class["Barbarian"] == 5
    assert by_class["Warrior"] == by_class["Paladin"] == by_class["Warlock"] == 4
    assert by_class["Druid"] == by_class["Ranger"] == by_class["Monk"] == by_class["Ninja"] == 3
    assert by_class["Mage"] == by_class["Cleric"] == by_class["Thief"] == 2
    assert by_class["Healer"] == by_class["Bard"] == by_class["Scholar"] == 1


def test_combate_brazmulir_and_njani_have_3_warrior_2_cleric_and_3_mage_points():
    heroes = decks().heroes
    together = [a + b for a, b in zip(heroes["hero-brazmulir"].points, heroes["hero-njani"].points, strict=True)]
    assert together == [3, 0, 2, 3]


def test_recrutar_an_adventurer_costs_1000gp_and_a_champion_3000gp():
    heroes = decks().heroes
    assert heroes["hero-njani"].recruit_cost == 1000
    champions = [hero for hero in heroes.values() if hero.champion]
    assert champions and all(hero.recruit_cost == 3000 for hero in champions)


def test_recrutar_especializados_the_torre_example_heroes_have_the_right_mage_points():
    heroes = decks().heroes
    mage = 3
    assert [heroes["hero-" + h].points[mage] > 0 for h in ("felix", "gabrielle", "elara", "brutus",
                                                 "bellatrix")] == [False, True, False, False, True]


def test_about_thirty_adventurers_of_every_kind():
    heroes = decks().heroes
    assert 28 <= len(heroes) <= 36
    for class_index in range(4):
        assert sum(hero.points[class_index] > 0 for hero in heroes.values()) >= 6


def test_emboscadas_the_six_ambush_monsters_and_their_tests():
    monsters = decks().monsters
    assert {m.name: m.tests for m in monsters.values()} == {
        "Orcs": (("warrior", 8), ("rogue", 8)),
        "Skeletons": (("warrior", 8), ("cleric", 8)),
        "Zombies": (("rogue", 8), ("cleric", 8)),
        "Gnolls": (("warrior", 8), ("mage", 8)),
        "Bullywugs": (("rogue", 8), ("mage", 8)),
        "Bergahazzas": (("cleric", 8), ("mage", 8)),
    }
    assert decks().wandering_tokens == 1
    assert all(m.tokens >= 2 for m in monsters.values())  # x1 and x2 need a duplicate


def test_comprar_itens_magicos_items_of_every_effect_with_prices():
    items = decks().items.values()
    assert {item.effect for item in items} == {"bonus", "after_roll", "reroll", "protection"}
    assert any(item.price == 1500 for item in items)  # the Torre example's price


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    copy = tmp_path / "data"
    shutil.copytree(DATA, copy)
    return copy


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        ("heroes.toml", "class = \"Barbarian\"\nwarrior = 4\n", "class = \"Barbarian\"\nwarrior = 5\n",
         "heroes.toml: card 'brutus': field 'warrior' must be a whole number from 0 to 4"),
        ("heroes.toml", "class = \"Gladiatrix\"\nwarrior = 3\n", "class = \"Gladiatrix\"\nwarrior = 2\n",
         "card 'diane': field 'warrior' and the other class points must add up to 4"),
        ("heroes.toml", 'name = "Njani"', 'name = "Brazmulir Ironfoot"',
         "card 'njani': field 'name' must be unique ('Brazmulir Ironfoot' is also card 'brazmulir')"),
        ("heroes.toml", "champion = 2000", "champion = true", "field 'champion' must be a whole number"),
        ("items.toml", 'effect = "reroll"', 'effect = "teleport"', "field 'effect' must be one of"),
        ("items.toml", 'name = "Coin of Fortune"\nprice = 1000', 'name = "Coin of Fortune"\nprice = -1',
         "card 'coin_of_fortune': field 'price' must be a whole number from 100"),
        ("monsters.toml", "tests = { warrior = 8, rogue = 8 }", "tests = { warrior = 8, bard = 8 }",
         "card 'orcs': field 'tests.bard' is not one of warrior, rogue, cleric, mage"),
        ("monsters.toml", "wandering = 1", "wandering = \"one\"", "'wandering' must be a whole number"),
    ],
)
def test_a_wrong_card_names_file_card_and_field(folder, file, old, new, expected):
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CardError) as caught:
        decks(folder)
    assert expected in str(caught.value)


def test_emboscadas_wandering_monster_cards_test_two_or_three_classes():
    cards = decks().wandering
    assert len(cards) >= 6
    assert all(2 <= len(card.tests) <= 3 and card.extra_damage == 1 for card in cards.values())
    assert all(monster.extra_damage == 0 for monster in decks().monsters.values())
