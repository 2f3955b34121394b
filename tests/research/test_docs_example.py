"""docs/research.md's numpy-only example runs as printed (with two games instead of fifty)."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "research.md"


def example() -> str:
    """The python block of the section "A numpy-only example"."""
    section = DOC.read_text(encoding="utf-8").split("## A numpy-only example", 1)[1]
    found = re.search(r"```python\n(.*?)```", section, re.S)
    assert found, "docs/research.md: the numpy-only example has no python block"
    return found.group(1)


def test_the_numpy_only_example_evaluates_both_policies(capsys):
    code = example()
    assert "GAMES = 50" in code
    exec(compile(code.replace("GAMES = 50", "GAMES = 2"), str(DOC), "exec"), {"__name__": "example"})
    printed = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in printed] == ["uniform", "linear"]
    assert all(line.endswith("of 2 solo games won") for line in printed)
