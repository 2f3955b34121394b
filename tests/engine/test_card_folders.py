"""`engine.cardfolders.cards_from`: a game reads another folder's card files only inside the block."""

import shutil
from importlib import import_module

import pytest

from engine.cardfolders import cards_from, chosen_folders
from engine.cardschema import CardError

elria_cards = import_module("engine.elria.cards")  # the package's `cards` is the function


def test_a_game_reads_the_chosen_folder_only_inside_the_block(tmp_path):
    shutil.copytree(elria_cards.DATA, tmp_path / "elria")
    locations = tmp_path / "elria" / "locations.toml"
    locations.write_text(locations.read_text(encoding="utf-8").replace('name = "', 'name = "Edited ', 1),
                         encoding="utf-8")
    shipped = elria_cards.cards()
    with cards_from("elria", tmp_path / "elria"):
        edited = elria_cards.cards()
        assert edited is not shipped and any(card.name.startswith("Edited ") for card in edited.cards)
        with cards_from("cartaventuras", tmp_path / "other"):  # another game's choice leaves Elria's alone
            assert elria_cards.cards() is edited
        assert chosen_folders() == {"elria": tmp_path / "elria"}
    assert elria_cards.cards() is shipped and chosen_folders() == {}


def test_the_choice_is_undone_when_the_block_raises(tmp_path):
    with pytest.raises(CardError), cards_from("elria", tmp_path):  # an empty folder: no card files
        elria_cards.cards()
    assert chosen_folders() == {}


def test_rpgquest_lays_out_its_map_and_deals_its_missions_and_rumours_from_the_chosen_folder(tmp_path):
    from engine.rpgquest.mission_data import mission_data
    from engine.rpgquest.rumour_cards import rumour_cards
    from engine.rpgquest.state import world_for
    from engine.rpgquest.world_data import DATA

    folder = tmp_path / "rpgquest"
    shutil.copytree(DATA, folder)
    tiles = folder / "tiles.toml"
    tiles.write_text(tiles.read_text(encoding="utf-8").replace("    .  w  .\n  .  =  =  w", "    M  w  .\n  .  =  =  w", 1),
                     encoding="utf-8")
    missions = folder / "missions.toml"
    missions.write_text(missions.read_text(encoding="utf-8").replace('name = "', 'name = "Edited ', 1), encoding="utf-8")
    shipped = world_for(0, False)
    with cards_from("rpgquest", folder):
        edited = world_for(0, False)
        assert edited is not shipped and world_for(0, False) is edited
        assert sorted(t.terrain.id for t in edited.places.values()) != sorted(t.terrain.id for t in shipped.places.values())
        assert any(m.name.startswith("Edited ") for m in mission_data().missions.values())
        assert rumour_cards() is not rumour_cards(DATA)
    assert world_for(0, False) is shipped
    assert not any(m.name.startswith("Edited ") for m in mission_data().missions.values())
