"""Components and the card files: exact counts, and errors that name file, card and field."""

from __future__ import annotations

import shutil
from collections import Counter

import pytest

from engine.elria.cards import DATA, CardError, cards, load_cards
from tests.elria.helpers import CS, card


def test_components_have_the_rulebook_counts():
    assert (len(CS.locations), len(CS.landmarks), len(CS.quests), len(CS.characters), len(CS.upgrades)) == (
        45, 20, 31, 5, 13)
    assert sorted(CS.names[c] for c in CS.characters) == ["Explorer", "Priest", "Rogue", "Sorceress", "Warrior"]


def test_quest_values_follow_the_open_campaign_table():
    values = Counter(CS.cards[q].value for q in CS.quests)
    assert [values[v] for v in range(1, 7)] == [6, 5, 6, 8, 3, 3]


def test_every_location_shows_terrain_cost_banner_and_gem():
    for c in CS.locations:
        loc = CS.cards[c]
        assert loc.terrains and loc.cost >= 0 and loc.gem in ("combat", "treasure", "encounter", "levelup", "wild")
        assert loc.spaces


def test_the_card_set_is_loaded_once():
    assert cards() is cards()


@pytest.fixture
def folder(tmp_path):
    for path in DATA.iterdir():
        shutil.copy(path, tmp_path / path.name)
    return tmp_path


def _edit(folder, file, old, new):
    path = folder / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_a_copy_of_the_shipped_files_loads(folder):
    assert len(load_cards(folder).cards) == len(CS.cards)


def test_unknown_reward_names_file_card_and_field(folder):
    _edit(folder, "quests.toml", 'name = "The Two Coins"', 'name = "The Two Coins"\nreward = "coins"')
    text = (folder / "quests.toml").read_text()
    start = text.index('name = "The Two Coins"')
    end = text.index("[[quest]]", start)
    block = text[start:end].replace('reward = "time"\nreward_time = 2\n', "")
    (folder / "quests.toml").write_text(text[:start] + block + text[end:])
    with pytest.raises(CardError) as error:
        load_cards(folder)
    assert str(error.value) == ("quests.toml: card 'The Two Coins': field 'reward' must be one of "
                                "time, hybrid, text (got 'coins')")


def test_unknown_icon_is_named(folder):
    _edit(folder, "locations.toml", 'event = ["enemy", "treasure"]', 'event = ["enemy", "dragon"]')
    with pytest.raises(CardError, match=r"locations.toml: card 'Grove': field 'event' must be one of .* \(got 'dragon'\)"):
        load_cards(folder)


def test_wrong_count_is_named(folder):
    text = (folder / "landmarks.toml").read_text()
    (folder / "landmarks.toml").write_text(text[: text.rindex("[[landmark]]")])
    with pytest.raises(CardError, match="landmarks.toml: the set needs exactly 20 landmark cards \\(got 19\\)"):
        load_cards(folder)


def test_quest_value_counts_are_checked(folder):
    _edit(folder, "quests.toml", 'value = 1\nname = "A Debt Repaid"', 'value = 2\nname = "A Debt Repaid"')
    with pytest.raises(CardError, match="quests.toml: field 'value': the set needs 6 Quests of value 1"):
        load_cards(folder)


def test_a_quest_that_can_never_be_fulfilled_is_rejected(folder):
    _edit(folder, "quests.toml", 'objectives = ["treasure+treasure"]', 'objectives = ["treasure+treasure+treasure+treasure+treasure+treasure"]')
    with pytest.raises(CardError, match="card 'The Two Coins': field 'objectives' links 6 icons but no Character reaches Level 6"):
        load_cards(folder)


def test_an_impossible_condition_is_rejected(folder):
    _edit(folder, "quests.toml", 'kind = "level", at_least = 4', 'kind = "level", at_least = 7')
    with pytest.raises(CardError, match="card 'Legend of Elria': field 'condition.at_least' asks for 7"):
        load_cards(folder)


def test_objective_icons_must_be_coverable_by_an_action(folder):
    _edit(folder, "quests.toml", 'objectives = ["treasure"]', 'objectives = ["map"]')
    with pytest.raises(CardError, match="card 'A Debt Repaid': field 'objectives' must be one of enemy, treasure, encounter"):
        load_cards(folder)


def test_unknown_field_is_named(folder):
    _edit(folder, "upgrades.toml", "cost = 1\n", "cost = 1\ncolour = \"blue\"\n")
    with pytest.raises(CardError, match=r"upgrades.toml: card 'Sturdy Boots': field 'colour' is unknown "
                                        r"\(known fields: cost, event, flavour, gems, id, name\)"):
        load_cards(folder)


def test_linked_groups_must_share_one_icon(folder):
    _edit(folder, "locations.toml", 'event = ["enemy", "treasure"]', 'event = ["enemy", "treasure+combat"]')
    with pytest.raises(CardError, match="card 'Grove': field 'event' linked icons must all be the same icon"):
        load_cards(folder)


def test_icon_kinds_parse_linked_guarded_and_hybrid():
    linked = space_of("Denarian", size=2)
    assert CS.sp_icon[linked] == "levelup" and CS.sp_size[linked] == 2
    guarded = [s for s in CS.cards[card("Fallowfield")].spaces if CS.sp_guards[s]]
    assert [CS.sp_icon[s] for s in guarded] == ["map", "combat"]
    assert all(CS.sp_icon[g] == "enemy" for s in guarded for g in CS.sp_guards[s])
    assert [CS.sp_kind[s] for s in CS.cards[card("Tesart")].spaces] == ["icon", "hybrid"]


def space_of(name, size):
    return next(s for s in CS.cards[card(name)].spaces if CS.sp_size[s] == size)


def test_a_quest_value_out_of_range_names_file_card_and_field(folder):
    _edit(folder, "quests.toml", "value = 1\n", "value = 7\n")
    with pytest.raises(CardError) as error:
        load_cards(folder)
    assert str(error.value) == "quests.toml: card 'A Debt Repaid': field 'value' must be a whole number from 1 to 6 (got 7)"


def test_two_cards_with_one_name_are_refused(folder):
    _edit(folder, "landmarks.toml", 'name = "', 'name = "Grove"\nxname = "')
    _edit(folder, "landmarks.toml", "xname", "flavour")
    with pytest.raises(CardError, match=r"landmarks.toml: card 'Grove': field 'name' must be unique "
                                        r"\('Grove' is also card 'Grove' in locations.toml\)"):
        load_cards(folder)


def test_a_missing_card_file_is_named(folder):
    (folder / "upgrades.toml").unlink()
    with pytest.raises(CardError, match=r"^upgrades.toml: file is missing from "):
        load_cards(folder)


def test_a_card_file_that_is_not_utf8_names_file_and_line(folder):
    path = folder / "characters.toml"
    path.write_bytes(path.read_bytes().replace(b"Warrior", b"Warri\xf6r", 1))
    with pytest.raises(CardError, match=r"^characters.toml: line \d+ is not UTF-8 text"):
        load_cards(folder)


def test_a_card_entry_that_is_not_a_table_is_refused(folder):
    (folder / "upgrades.toml").write_text('upgrade = ["Sturdy Boots"]\n')
    with pytest.raises(CardError) as error:
        load_cards(folder)
    assert str(error.value) == "upgrades.toml: upgrade entry 1 must be a table (got 'Sturdy Boots')"


def test_encounter_a_terrain_condition_counts_the_landmarks_of_the_journey_column_too(folder):
    # 17 woods on Locations and 6 on Landmarks: more than 17 can be gathered only with Landmarks.
    _edit(folder, "quests.toml", 'terrain = "woods", at_least = 9', 'terrain = "woods", at_least = 23')
    assert load_cards(folder)
    _edit(folder, "quests.toml", 'terrain = "woods", at_least = 23', 'terrain = "woods", at_least = 24')
    with pytest.raises(CardError, match="card 'Secrets of the Woods': field 'condition.at_least' asks for 24 "
                                        "but the card set allows at most 23"):
        load_cards(folder)
