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
