"""`tavern lab plot results.jsonl` draws win rates and score distributions in the terminal and as files."""

import sys

from ai.lab.export import write_jsonl
from ai.lab.plot import series, terminal_plot
from tests.ai.lab.records import fixed_set
from tui.cli import main


def test_plot_from_a_saved_jsonl_in_the_terminal_and_as_svg_and_png(tmp_path, capsys):
    results, svg, png = tmp_path / "results.jsonl", tmp_path / "report.svg", tmp_path / "report.png"
    write_jsonl(fixed_set(), results)
    assert main(["lab", "plot", str(results), "--svg", str(svg), "--png", str(png)]) == 0
    out = capsys.readouterr().out
    assert "win rate by cell, with 95% Wilson intervals" in out and "final scores by cell" in out
    assert "c1 s1 = cell 1 (agents=line-up 1), seat 1 (a)" in out and "c2 b = cell 2" in out
    assert "\x1b[" not in out  # no colour codes when stdout is not a terminal
    assert "<svg" in svg.read_text() and png.read_bytes().startswith(b"\x89PNG")


def test_plot_series_follow_the_table():
    data = series(fixed_set())
    assert [s.short for s in data] == ["c1 s1", "c1 s2", "c2 a", "c2 b"]
    assert data[0].scores == [3, 2, 0] and data[2].scores == [4.0, 3.0]


def test_terminal_plot_is_sized_as_asked():
    lines = terminal_plot(fixed_set(), width=60, height=12).splitlines()
    assert max(len(line) for line in lines[:12]) <= 60


def test_plot_refuses_a_bad_file_or_a_wrong_suffix(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("hello\n")
    assert main(["lab", "plot", str(bad)]) == 2
    assert "bad.jsonl: line 1: not JSON" in capsys.readouterr().err
    write_jsonl(fixed_set(), tmp_path / "good.jsonl")
    assert main(["lab", "plot", str(tmp_path / "good.jsonl"), "--svg", str(tmp_path / "chart.png")]) == 2
    assert "must end in .svg" in capsys.readouterr().err
    assert main(["lab"]) == 2


def test_sim_out_then_plot_round_trip(tmp_path, capsys):
    results, table = tmp_path / "r.jsonl", tmp_path / "t.csv"
    assert main(["sim", "lucky-draw", "--games", "12", "--workers", "2", "--sweep", "agents=random,heuristic",
                 "--out", str(results), "--csv", str(table)]) == 0
    assert len(results.read_text().splitlines()) == 24 and len(table.read_text().splitlines()) == 5
    assert main(["lab", "plot", str(results)]) == 0
    assert "c2 s1 = cell 2 (agents=heuristic), seat 1 (heuristic)" in capsys.readouterr().out


def test_plot_without_the_lab_extra_says_how_to_add_it(tmp_path, capsys, monkeypatch):
    write_jsonl(fixed_set(), tmp_path / "good.jsonl")
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if `pip install tavern-table` alone
    assert main(["lab", "plot", str(tmp_path / "good.jsonl")]) == 2
    err = capsys.readouterr().err
    assert "matplotlib missing" in err and "pip install 'tavern-table[lab]'" in err
