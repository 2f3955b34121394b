"""`--sweep KEY=V1,V2`: the cross product of values, the same seeds in every cell, bad keys refused by name."""

import json

import pytest

from ai.lab.parallel import collect, iter_local
from ai.lab.sweep import Sweep, make_plan
from engine import ConfigError
from tui.cli import main


def test_sweep_is_the_cross_product_in_flag_order():
    plan = make_plan("elria", mode="solo", agents=["heuristic"], games=2,
                     sweeps=[Sweep("difficulty", ("normal", "hard")), Sweep("agents", ("random", "heuristic"))])
    assert [cell.settings for cell in plan.cells] == [
        {"difficulty": "normal", "agents": "random"}, {"difficulty": "normal", "agents": "heuristic"},
        {"difficulty": "hard", "agents": "random"}, {"difficulty": "hard", "agents": "heuristic"}]
    assert [cell.config["difficulty"] for cell in plan.cells] == ["normal", "normal", "hard", "hard"]
    assert plan.total == 8


def test_every_cell_plays_the_same_seeds():
    plan = make_plan("lucky-draw", games=5, seed=40, sweeps=[Sweep("agents", ("random", "heuristic+random"))])
    records = collect(iter_local(plan))
    seeds = {cell: [r["seed"] for r in records if r["cell"] == cell] for cell in (1, 2)}
    assert seeds == {1: [40, 41, 42, 43, 44], 2: [40, 41, 42, 43, 44]}
    assert {tuple(r["seats"]) for r in records if r["cell"] == 2} == {("heuristic", "random")}


def test_a_line_up_joins_its_seats_with_plus_and_a_list_option_its_names():
    plan = make_plan("lucky-draw", sweeps=[Sweep("agents", ("heuristic+random", "random"))])
    assert [cell.specs for cell in plan.cells] == [("heuristic", "random"), ("random", "random")]
    plan = make_plan("elria", mode="solo", sweeps=[Sweep("quest_cards", ("quest-03+quest-17",))],
                     config={"difficulty": "custom"})
    assert plan.cells[0].config["quest_cards"] == ["quest-03", "quest-17"]


def test_players_and_mode_can_be_swept():
    plan = make_plan("cartaventuras", sweeps=[Sweep("players", ("2", "4"))])
    assert [cell.specs for cell in plan.cells] == [("random",) * 2, ("random",) * 4]


@pytest.mark.parametrize(("sweeps", "config", "message"), [
    ([Sweep("colour", ("red",))], {}, "--sweep colour: elria has no such key"),
    ([Sweep("difficulty", ("normal", "hardest"))], {}, "--sweep difficulty=hardest: .*got 'hardest'"),
    ([Sweep("agents", ("random", "nobody"))], {}, "--sweep agents=nobody: .*unknown agent kind 'nobody'"),
    ([Sweep("players", ("7",))], {}, "--sweep players=7: .*7 players is not allowed"),
    ([Sweep("agents", ("random+random",))], {}, "--sweep agents=random\\+random: .*2 agents for 1 seats"),
    ([Sweep("difficulty", ("hard",)), Sweep("difficulty", ("easy",))], {}, "swept twice"),
    ([Sweep("difficulty", ("hard",))], {"difficulty": "easy"}, "also given with --config"),
])
def test_bad_sweep_keys_and_values_are_named(sweeps, config, message):
    with pytest.raises(ConfigError, match=message):
        make_plan("elria", mode="solo", sweeps=sweeps, config=config)


def exit_status(argv: list[str]) -> int | str | None:
    """What `tavern` exits with: `main`'s status, or argparse's when it refuses an option."""
    try:
        return main(argv)
    except SystemExit as exit:
        return exit.code


@pytest.mark.parametrize(("argv", "named"), [
    (["--sweep", "colour=red"], "--sweep colour"),
    (["--sweep", "difficulty=normal,hardest"], "--sweep difficulty=hardest"),
    (["--sweep", "agents=random,search:ms=abc"], "--sweep agents=search:ms=abc"),
    (["--sweep", "difficulty=hard,hard"], "names a value twice"),
    (["--sweep", "difficulty"], "must look like KEY=V1,V2"),
    (["--sweep", "difficulty=hard,"], "no empty value"),
    (["--sweep", "difficulty=hard,easy", "--compare", "1,3"], "the sweep has 2 cells"),
    (["--compare", "2,2"], "two different cells"),
    (["--out", "/no/such/folder/r.jsonl"], "--out /no/such/folder/r.jsonl: no such folder"),
    (["--csv", "/"], "--csv /: is a folder"),
])
def test_cli_exits_2_naming_the_bad_sweep(capsys, argv, named):
    assert exit_status(["sim", "elria", "--mode", "solo", "--games", "2", *argv]) == 2
    captured = capsys.readouterr()
    assert named in captured.err and captured.out == ""


def test_cli_sweep_prints_one_table_and_the_comparison(capsys):
    assert main(["sim", "lucky-draw", "--games", "30", "--workers", "1",
                 "--sweep", "agents=random,heuristic+random"]) == 0
    out = capsys.readouterr().out
    assert "2 cells of 30 games, the same seeds 0-29 in every cell" in out
    assert "agents=heuristic+random" in out and "seat 1 (heuristic)" in out
    assert "cell 2 against cell 1, paired on 30 games with the same seeds:" in out
    assert "seat 1 win rate" in out and "end reasons" in out


def test_cli_sweep_json_has_every_cell_report_and_the_table(capsys):
    assert main(["sim", "lucky-draw", "--games", "10", "--workers", "1", "--json",
                 "--sweep", "agents=random,heuristic"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [cell["agents"] for cell in report["cells"]] == [["random", "random"], ["heuristic", "heuristic"]]
    assert len(report["table"]) == 4 and report["comparison"]["cells"] == [1, 2]
    assert sum(report["cells"][0]["end_reasons"].values()) == 10
