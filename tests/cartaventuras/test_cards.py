"""Components: the card set is exactly the rulebook's, and bad card files say what is wrong."""

import shutil

import pytest

from engine.cartaventuras.cards import DATA, CardError, catalogue, load_catalogue


def test_components_twenty_zone_cards_per_colour_numbered_consecutively():
    zones = catalogue().zones
    for colour in ("green", "red", "blue", "purple"):
        assert [c for c in zones if c.startswith(colour)] == [f"{colour}-{n:02d}" for n in range(1, 21)]


def test_components_45_orange_cards_in_three_decks_with_fragments_and_complete_objects():
    orange = catalogue().orange
    assert list(orange) == [f"orange-{n:02d}" for n in range(1, 46)]
    assert {c.deck for c in orange.values()} == {"purchase", "exploration", "forge"}
    fragments = [c for c in orange.values() if c.kind == "fragment"]
    assert len(fragments) == 6
    wholes = sorted({orange[c.part_of].title for c in fragments})
    assert wholes == ["Complete Map", "Divine Staff", "Dragonslayer Sword"]
    assert all(sum(g.part_of == f.part_of for g in fragments) == 2 for f in fragments)
    assert orange[fragments[0].part_of].deck == "forge"


def test_components_four_characters_one_per_zone_colour_and_the_two_special_cards():
    cat = catalogue()
    assert sorted(c.colour for c in cat.characters) == ["blue", "green", "purple", "red"]
    assert all(c.coins > 0 for c in cat.characters)
    assert cat.start.title == "¡Empiezas!" and all(arrow == "?" for _, arrow in cat.start.arrows)
    assert cat.final.title == "¡El tesoro!" and cat.final.magic > 0 and cat.final.nonmagic > 0


def test_cards_are_loaded_once():
    assert catalogue() is catalogue()


def _copy_with(tmp_path, file, old, new):
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    text = (folder / file).read_text(encoding="utf-8")
    assert old in text
    (folder / file).write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_a_bad_arrow_colour_names_file_card_and_field(tmp_path):
    folder = _copy_with(tmp_path, "zones.toml", 'id = "purple-01"', 'id = "purple-01"\nicons = []')
    text = (folder / "zones.toml").read_text(encoding="utf-8")
    start = text.index('id = "purple-01"')
    end = text.index("arrows = {", start)
    text = text[:end] + 'arrows = { left = "pink" }' + text[text.index("\n", end):]
    (folder / "zones.toml").write_text(text, encoding="utf-8")
    with pytest.raises(CardError) as error:
        load_catalogue(folder)
    assert str(error.value) == ("zones.toml: card 'Witch's Hut': field 'arrows.left' must be one of "
                                "green, red, blue, purple, multi (got 'pink')")


def test_cards_out_of_number_order_are_refused(tmp_path):
    folder = _copy_with(tmp_path, "orange.toml", 'id = "orange-07"', 'id = "orange-70"')
    with pytest.raises(CardError, match=r"orange.toml: card 'Apprentice Staff': field 'id' must be 'orange-07'"):
        load_catalogue(folder)


def test_an_unknown_effect_is_refused(tmp_path):
    folder = _copy_with(tmp_path, "zones.toml", 'effect = "portal"', 'effect = "teleport"')
    with pytest.raises(CardError, match=r"card 'Standing Stones': field 'effect' must be one of enemy, trade"):
        load_catalogue(folder)


def test_a_reward_naming_no_orange_card_is_refused(tmp_path):
    folder = _copy_with(tmp_path, "zones.toml", 'reward = { card = "orange-19" }', 'reward = { card = "orange-99" }')
    with pytest.raises(CardError, match=r"card 'Witch's Hut': field 'reward.card' must be one of"):
        load_catalogue(folder)


def test_the_start_cards_arrows_are_question_marks_on_all_four_sides(tmp_path):
    folder = _copy_with(tmp_path, "special.toml", 'up = "?"', 'up = "red"')
    with pytest.raises(CardError) as error:
        load_catalogue(folder)
    assert str(error.value) == "special.toml: card 'start': field 'arrows.up' must be one of ? (got 'red')"


def test_an_arrow_on_no_side_is_refused(tmp_path):
    folder = _copy_with(tmp_path, "zones.toml", 'arrows = { down = "multi", left = "blue"',
                        'arrows = { middle = "multi", left = "blue"')
    with pytest.raises(CardError, match=r"zones.toml: card 'Bandits on the Old Road': field 'arrows.middle' "
                                        r"is not one of up, down, left, right"):
        load_catalogue(folder)


def test_two_cards_with_one_title_are_refused(tmp_path):
    folder = _copy_with(tmp_path, "zones.toml", 'title = "The Wandering Wolf Pack"',
                        'title = "Bandits on the Old Road"')
    with pytest.raises(CardError, match=r"zones.toml: card 'Bandits on the Old Road': field 'title' must be unique"):
        load_catalogue(folder)


def test_a_missing_card_file_is_named(tmp_path):
    folder = _copy_with(tmp_path, "special.toml", "[final]", "[final]")
    (folder / "characters.toml").unlink()
    with pytest.raises(CardError, match=r"^characters.toml: file is missing from "):
        load_catalogue(folder)


def test_a_card_file_that_is_not_utf8_names_file_and_line(tmp_path):
    folder = _copy_with(tmp_path, "special.toml", "[final]", "[final]")
    path = folder / "orange.toml"
    path.write_bytes(path.read_bytes().replace(b'title = "', b'title = "\xff', 1))
    with pytest.raises(CardError, match=r"^orange.toml: line \d+ is not UTF-8 text"):
        load_catalogue(folder)


def test_a_card_entry_that_is_not_a_table_is_refused(tmp_path):
    folder = _copy_with(tmp_path, "special.toml", "[final]", "[final]")
    (folder / "characters.toml").write_text('character = ["Lady Verde"]\n', encoding="utf-8")
    with pytest.raises(CardError) as error:
        load_catalogue(folder)
    assert str(error.value) == "characters.toml: character entry 1 must be a table (got 'Lady Verde')"



def test_the_start_and_final_cards_may_not_share_an_id(tmp_path):
    folder = _copy_with(tmp_path, "special.toml", 'id = "final-card"', 'id = "start-card"')
    with pytest.raises(CardError) as error:
        load_catalogue(folder)
    assert str(error.value) == ("special.toml: card 'final': field 'id' must be unique "
                                "('start-card' is also card 'start')")


@pytest.mark.parametrize("taken, other", [("green-01", "zones.toml"), ("orange-01", "orange.toml"),
                                          ("character-red", "characters.toml")])
def test_a_special_cards_id_is_unique_across_the_games_files(tmp_path, taken, other):
    folder = _copy_with(tmp_path, "special.toml", 'id = "start-card"', f'id = "{taken}"')
    with pytest.raises(CardError, match=rf"^special.toml: card 'start': field 'id' must be unique \('{taken}' is "
                                        rf"also card '.+' in {other}\)$"):
        load_catalogue(folder)
