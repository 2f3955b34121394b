"""`tavern bench` measures every registered game; here with tiny budgets."""

import json
import sys

import pytest

from ai.bench import format_table, run_bench
from tui.cli import main


def test_bench_measures_throughput_copies_search_and_memory():
    report = run_bench(["lucky-draw"], seconds=0.05, ms=20)
    [row] = report["results"]
    assert (row["game"], row["mode"], row["players"]) == ("lucky-draw", "standard", 2)
    for key in ("decisions_per_sec", "games_per_sec", "decisions_per_game", "clone_us",
                "determinize_us", "search_iters_per_sec", "hard_decision_max_s", "search_peak_mb"):
        assert row[key] > 0, key
    assert row["search_heuristic"] is True
    assert report["machine"]["cpus"] and report["date"] and report["max_rss_mb"] > 0
    table = format_table(report)
    assert "| lucky-draw | standard | 2 |" in table and "decisions/s" in table


def test_bench_names_an_unknown_game():
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        run_bench(["chess"], seconds=0.01, ms=5)


def test_cli_bench_json(capsys):
    assert main(["bench", "lucky-draw", "--seconds", "0.05", "--search-ms", "10", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["search_ms"] == 10 and report["results"][0]["game"] == "lucky-draw"


def test_bench_runs_where_the_resource_module_is_missing(monkeypatch):
    """Windows has no `resource`: the run's peak memory is then reported as not measured."""
    import importlib

    import ai.bench

    monkeypatch.setitem(sys.modules, "resource", None)  # `import resource` now fails
    try:
        bench = importlib.reload(ai.bench)
        report = bench.run_bench(["lucky-draw"], seconds=0.02, ms=5)
        assert report["max_rss_mb"] is None
        assert "peak resident memory of the whole run: not measured on this system" in bench.format_table(report)
    finally:
        monkeypatch.undo()
        importlib.reload(ai.bench)


def test_bench_measures_one_mode_with_game_options_and_names_them_in_the_row():
    report = run_bench(["rpgquest"], seconds=0.05, ms=5, mode="cooperative", config={"fast": "true"})
    rows = report["results"]
    assert [(row["mode"], row["players"]) for row in rows] == [("cooperative", 2), ("cooperative", 3),
                                                               ("cooperative", 4)]
    assert all(row["options"] == {"fast": True} for row in rows)
    assert "| rpgquest | cooperative (fast=true) | 2 |" in format_table(report)


def test_bench_refuses_an_unknown_mode_or_option_before_measuring_anything():
    with pytest.raises(ValueError, match="rpgquest: unknown mode 'solo'"):
        run_bench(["rpgquest"], seconds=0.01, ms=5, mode="solo")
    with pytest.raises(ValueError, match="unknown config key 'speed'"):
        run_bench(["lucky-draw"], seconds=0.01, ms=5, config={"speed": "1"})


def test_cli_bench_takes_a_mode_and_repeatable_config(capsys):
    assert main(["bench", "rpgquest", "--mode", "competitive", "--config", "fast=true", "--config",
                 "turn_limit=2", "--seconds", "0.02", "--search-ms", "5", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert {row["mode"] for row in report["results"]} == {"competitive"}
    assert report["results"][0]["options"] == {"fast": True, "turn_limit": 2}
    assert main(["bench", "rpgquest", "--config", "fast"]) == 2
    assert "tavern bench: --config 'fast' must look like KEY=VALUE" in capsys.readouterr().err
