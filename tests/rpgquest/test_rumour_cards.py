"""The Rumour cards (`rumours.toml`): *Rumores*, *Lista de Dungeons*."""

import shutil
from pathlib import Path

import pytest

from engine.cardschema import CardError
from engine.rpgquest import rumours
from engine.rpgquest.rumour_cards import rumour_cards
from engine.rpgquest.world_data import DATA, world_data
from tests.rpgquest.helpers import table

DUNGEONS = {"The Lost Temple of Angkhor-Wat", "The Necropolis of Giza", "The Ossuary of Sedlek",
            "The Caves of Newgrange", "The Caves of Plato", "The Necropolis of Sekhmet",
            "The Valley of the Kings", "The Dragon's Lair"}


def test_lista_de_dungeons_the_eight_dungeons_of_season_1():
    cards = rumour_cards()
    assert {c.name for c in cards.values() if c.place == "dungeon"} == DUNGEONS


def test_rumores_the_places_and_the_regions_each_have_their_rumours():
    cards = rumour_cards().values()
    names = {c.name for c in cards}
    assert {"The Mysterious Portal", "The Great Storm", "The Labyrinth", "The Cursed Cemetery", "The Orc Camp",
            "Bargaining with Death", "Cave Exploration"} <= names
    regions = {c.kingdom for c in cards if c.kingdom}
    marked = {n for n, k in world_data().kingdoms.items() if any("rumour" in m for m in k.features.values())}
    assert regions == marked  # "Every Region that has a Victory Point Marker ... has a Rumour"


def test_rumores_a_region_rumour_waits_on_its_kingdoms_v_hex():
    state = table()
    for where in state.world.marked["rumour"]:
        found = rumours.here(state, where)
        assert found and all(rumour_cards()[c].kingdom == state.world.places[where].kingdom for c in found)


def test_rumores_several_rumours_at_one_place_are_all_offered_to_draw_among():
    state = table()
    labyrinth = state.world.location_hexes["labirinto"]
    assert set(rumours.here(state, labyrinth)) == {"rumour-labyrinth", "rumour-goblin_kings_riddle"}


def test_rumores_the_results_give_the_best_band_the_total_reaches():
    storm = rumour_cards()["rumour-great_storm"]
    assert storm.result_for(9).gold == 1000
    assert storm.result_for(13).vp == 1


@pytest.mark.parametrize(("old", "new", "message"), [
    ("kingdom = 11\n", "kingdom = 11\nplace = \"labirinto\"\n", "field 'place' or 'kingdom' must be given"),
    ("kingdom = 11\n", "kingdom = 1\n", "field 'kingdom' must have a `v` hex"),
    ("fight = \"orcs\"", "fight = \"dragons\"", "field 'fight' must be a monster of monsters.toml"),
    ("{ text = \"The group reads", "{ from = 1, text = \"The group reads",
     "field 'results' need one row without `from`"),
    ("{ text = \"The group reads", "{ from = 13, text = \"The group reads",
     "field 'results' need one row without `from`"),
])
def test_rumour_cards_are_checked_at_start_up_naming_the_card_and_field(tmp_path: Path, old, new, message):
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    text = (folder / "rumours.toml").read_text(encoding="utf-8")
    assert old in text
    (folder / "rumours.toml").write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CardError, match=f"rumours.toml: card '.*': {message}"):
        rumour_cards(folder)
