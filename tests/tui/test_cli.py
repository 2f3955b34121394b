"""The `tavern` command: bad input is one line on stderr and exit status 2, never a traceback."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import tui.serve
from tui.cli import main

ROOT = Path(__file__).resolve().parents[2]

BAD_INPUT = [
    (["sim", "elria", "--agents", "nosuch"], "unknown agent kind 'nosuch'"),
    (["sim", "elria", "--agents", "search:ms=abc"], "option ms must be a number (got 'abc')"),
    (["sim", "elria", "--agents", "heuristic:blunder=abc"], "option blunder must be a number (got 'abc')"),
    (["sim", "elria", "--agents", "random:foo=1"], "agent 'random' has no option foo"),
    (["sim", "elria", "--agents", "random,,random"], "argument --agents: needs an agent spec for each seat"),
    (["sim", "elria", "--agents", ""], "argument --agents: needs an agent spec for each seat"),
    (["sim", "cartaventuras", "--config", "characters=nobody"], "unknown character 'nobody'"),
    (["sim", "elria", "--config", "characters=nobody"], "unknown config key 'characters'"),
    (["sim", "elria", "--games", "-1"], "argument --games: must be a whole number of at least 1 (got '-1')"),
    (["sim", "elria", "--players", "0"], "argument --players: must be a whole number of at least 1 (got '0')"),
    (["sim", "elria", "--games", "many"], "argument --games: must be a whole number"),
    (["sim", "chess"], "unknown game 'chess'"),
    (["bench", "elria", "--seconds", "-1"], "argument --seconds: must be a number above 0 (got '-1')"),
    (["bench", "--search-ms", "abc"], "argument --search-ms: must be a number above 0 (got 'abc')"),
    (["bench", "chess"], "unknown game 'chess'"),
    (["serve", "--port", "99999"], "argument --port: must be a whole number from 1 to 65535 (got '99999')"),
    (["sim", "elria", "--gmaes", "3"], "unrecognized arguments: --gmaes"),
]


def run_main(argv: list[str]) -> int:
    try:
        return main(argv)
    except SystemExit as stop:  # argparse's own refusals
        return int(stop.code or 0)


@pytest.mark.parametrize(("argv", "problem"), BAD_INPUT, ids=[" ".join(a) or "''" for a, _ in BAD_INPUT])
def test_bad_input_exits_2_with_one_line_naming_the_problem(capsys, argv, problem):
    assert run_main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and problem in captured.err, captured.err


def test_a_bad_agent_is_refused_by_the_real_command_before_any_game():
    done = subprocess.run([sys.executable, "-m", "tui.cli", "sim", "elria", "--mode", "duel",
                           "--agents", "heuristic,nosuch"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        ("tavern sim: --agents 'nosuch': unknown agent kind 'nosuch' (kinds: easy, hard, heuristic, normal, "
        "random, search)")]


def test_version_names_the_installed_tavern(capsys):
    assert run_main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("tavern 0.")


def test_a_bad_card_file_at_start_up_is_one_clear_message():
    """A Quest of value 7 in the card files: the command stops with one line naming file, card and field."""
    script = textwrap.dedent("""
        import sys, tomllib
        real = tomllib.loads
        def loads(text, **options):
            data = real(text, **options)
            if "quest" in data:
                data["quest"][0]["value"] = 7
            return data
        tomllib.loads = loads
        from tui.cli import main
        sys.exit(main(["sim", "elria", "--games", "1"]))
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        ("tavern: a data file is wrong: quests.toml: card 'A Debt Repaid': field 'value' "
        "must be a whole number from 1 to 6 (got 7)")]


def test_a_bad_weights_file_is_one_clear_message_before_any_game_is_played():
    """Cartaventuras search's weights hold a word where a number belongs: one line names file and field."""
    script = textwrap.dedent("""
        import sys, tomllib
        real = tomllib.loads
        def loads(text, **options):
            data = real(text, **options)
            if "weights" in data and "nobody" in data:
                data["weights"]["coins"] = "many"
            return data
        tomllib.loads = loads
        from tui.cli import main
        sys.exit(main(["sim", "cartaventuras", "--players", "2", "--agents", "heuristic", "--games", "1"]))
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2
    assert done.stderr.splitlines() == ["tavern sim: evaluation.toml: weights.coins must be a number (got 'many')"]


def test_serve_without_textual_serve_names_a_command_that_installs_it_here(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "textual_serve", None)
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    assert run_main(["serve", "--port", "8123"]) == 1
    err = capsys.readouterr().err
    assert f"{sys.executable} -m pip install textual-serve" in err
    assert "http://localhost:8123" in err
    assert tui.serve.install_command().startswith(sys.executable)
