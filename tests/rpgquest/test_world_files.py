"""A wrong world file is a `CardError` naming the file, the entry and the field."""

import shutil
from pathlib import Path

import pytest

from engine.cardschema import CardError
from engine.rpgquest.world_data import DATA, world_data


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    copy = tmp_path / "data"
    shutil.copytree(DATA, copy)
    return copy


def edit(folder: Path, file: str, old: str, new: str) -> None:
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def error_for(folder: Path) -> str:
    with pytest.raises(CardError) as caught:
        world_data(folder)
    return str(caught.value)


def test_the_shipped_files_are_valid():
    assert len(world_data().kingdoms) == 20


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        ("tiles.toml", "    .  w  .\n  .  =  =  w", "    .  w\n  .  =  =  w",
         "tiles.toml: card 'kingdom 1': field 'hexes' must be 5 rows of 3, 4, 5, 4, 3"),
        ("tiles.toml", " w  .  @  =  .", " w  .  q  =  .", "card 'kingdom 1': field 'hexes' hex 'q': 'q' is no terrain letter"),
        ("tiles.toml", " w  .  @  =  .", " w  .  .  =  .", "exactly one Point of Interest"),
        ("tiles.toml", "    .  w  .\n  .  =", "    ~  w  .\n  .  =", "open water off its outer ring"),
        ("tiles.toml", "number = 2\n", "number = 1\n", "card 'kingdom 1': field 'number' is used by two"),
        ("tiles.toml", 'title = "the Crown of Arcádia"', 'title = "the Crown of Arcádia"\nmotto = "x"',
         "card 'kingdom #1': field 'motto' is unknown"),
        ("tiles.toml", "  .x  =  .  f", "  .z  =  .  f", "unknown feature mark"),
        ("terrain.toml", "cost = 4", "cost = 40", "terrain.toml: card 'mountain': field 'cost' must be a whole number from 1 to 9"),
        ("terrain.toml", 'letter = "w"', 'letter = "."', "'.' is already used"),
        ("locations.toml", 'kind = "city"', 'kind = "town"', "locations.toml: card 'bastoes': field 'kind' must be one of"),
        ("locations.toml", 'suit = "wands"', 'suit = 3', "field 'suit' must be one of coins, swords, cups, wands (got 3)"),
        ("locations.toml", '"levels", "transport", "work"]', '"levels", "fly", "work"]',
         "card 'castelo_lillith': field 'actions[5]' must be one of recruit,"),
        ("locations.toml", "items_kept = 2", "items_kept = 5", "card 'mercado': field 'items_kept' must be at most items_shown (3)"),
        ("map.toml", "across = [5, -2]", "across = [5]", "map.toml: card 'the map': field 'across' must hold [i, j] pairs"),
        ("map.toml", "[-2, 1], [2, -1], [-1, -2]", "[-2, 1], [-2, 1], [-1, -2]", "names a slot twice"),
    ],
)
def test_a_wrong_entry_names_file_entry_and_field(folder, file, old, new, expected):
    edit(folder, file, old, new)
    assert expected in error_for(folder)


def test_a_missing_file_is_named(folder):
    (folder / "locations.toml").unlink()
    assert "locations.toml: file is missing" in error_for(folder)


def test_bytes_that_are_not_utf8_are_named(folder):
    (folder / "tiles.toml").write_bytes(b"\xff\xfe[[kingdom]]")
    assert "tiles.toml: line 1 is not UTF-8 text" in error_for(folder)


def test_broken_toml_is_named(folder):
    (folder / "map.toml").write_text("slots = [", encoding="utf-8")
    assert "map.toml: not valid TOML" in error_for(folder)


def test_an_entry_that_is_not_a_table_is_named(folder):
    (folder / "terrain.toml").write_text('valley = "green"\n', encoding="utf-8")
    assert "terrain.toml: card 'valley' must be a table" in error_for(folder)


def test_the_faster_game_needs_kingdoms_1_to_11(folder):
    edit(folder, "tiles.toml", "number = 11\n", "number = 21\n")
    assert "Kingdoms 1 to 11 are always played; 11 is missing" in error_for(folder)


def test_only_water_may_have_no_movement_cost(folder):
    edit(folder, "terrain.toml", 'letter = "."\ncost = 1\n', 'letter = "."\n')
    assert "terrain.toml: card 'valley': field 'cost' is missing (only water" in error_for(folder)
