"""`--cards DIR` and `--sweep cards=...`: a designer's edited copy of a game's data folder, checked before play."""

import json
import shutil

import pytest

from ai.lab.parallel import collect, iter_local
from ai.lab.sweep import Sweep, make_plan
from engine import ConfigError
from engine.cartaventuras.cards import DATA, catalogue
from tests.ai.lab.records import without_time
from tui.cli import main


@pytest.fixture
def edited(tmp_path):
    """A copy of Cartaventuras' data folder in which the Corsair has a new name and the Great Dragon is weak."""
    folder = tmp_path / "my-cartaventuras"
    shutil.copytree(DATA, folder)
    characters = folder / "characters.toml"
    characters.write_text(characters.read_text(encoding="utf-8").replace("Marea the Corsair", "Marea the Tester"),
                          encoding="utf-8")
    special = folder / "special.toml"
    weak = special.read_text(encoding="utf-8").replace("magic = 9\nnonmagic = 9", "magic = 1\nnonmagic = 1")
    assert weak != special.read_text(encoding="utf-8")
    special.write_text(weak, encoding="utf-8")
    return folder


def mean_turns(records: list[dict]) -> float:
    return sum(record["turns"] for record in records) / len(records)


def test_a_sweep_plays_the_edited_cards_beside_the_shipped_ones_and_leaves_no_trace(edited):
    plan = make_plan("cartaventuras", players=2, agents=["heuristic"], games=16, seed=2,
                     sweeps=[Sweep("cards", ("shipped", str(edited)))])
    records = collect(iter_local(plan, 2, size=4))
    shipped, mine = ([r for r in records if r["cell"] == cell] for cell in (1, 2))
    assert mean_turns(mine) < mean_turns(shipped)  # the weak dragon falls sooner: only cell 2 plays the edit
    assert records[-1]["settings"] == {"cards": str(edited)} and records[-1]["cards"] == str(edited.resolve())
    assert records[0]["cards"] is None
    assert without_time(collect(iter_local(plan, 1))) == without_time(records)
    assert catalogue().characters[2].name == "Marea the Corsair"  # outside the sweep, the shipped cards


def test_a_broken_card_file_is_named_before_the_first_game(edited, capsys):
    zones = edited / "zones.toml"
    zones.write_text(zones.read_text(encoding="utf-8").replace('effect = "enemy"', 'effect = "dragonfly"', 1),
                     encoding="utf-8")
    with pytest.raises(ConfigError, match=f"--cards {edited}: zones.toml: card .*field 'effect'"):
        make_plan("cartaventuras", cards=str(edited))
    assert main(["sim", "cartaventuras", "--cards", str(edited), "--games", "3"]) == 2
    assert "zones.toml" in capsys.readouterr().err


def test_a_missing_folder_is_named(tmp_path, capsys):
    assert main(["sim", "elria", "--sweep", f"cards=shipped,{tmp_path / 'nowhere'}", "--games", "2"]) == 2
    assert "nowhere: no such folder" in capsys.readouterr().err


def test_cards_flag_plays_the_folder_in_every_game(edited, capsys):
    reports = []
    for cards in ([], ["--cards", str(edited)]):
        assert main(["sim", "cartaventuras", "--players", "2", "--agents", "heuristic", "--games", "12",
                     *cards, "--json", "--workers", "1"]) == 0
        reports.append(json.loads(capsys.readouterr().out))
    assert reports[1]["mean_turns"] < reports[0]["mean_turns"]  # the weak dragon falls sooner
