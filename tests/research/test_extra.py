"""The `research` extra: what it pulls in, and that `make test` and `make check` install it."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")


def test_the_research_extra_brings_openspiel_pettingzoo_and_gymnasium():
    extra = PROJECT["project"]["optional-dependencies"]["research"]
    assert {re.split(r"[<>=]", requirement)[0] for requirement in extra} == {"open_spiel", "pettingzoo", "gymnasium"}


def test_the_makefile_installs_the_research_extra_for_the_tests():
    installs = re.findall(r"pip install --quiet -e '\.\[([a-z,]+)\]'", MAKEFILE)
    assert installs and all("research" in extras.split(",") for extras in installs)


def test_the_agents_the_encoding_and_the_observations_need_none_of_the_research_libraries():
    script = ("import sys, ai, ai.research.spaces, ai.research.observation; "
              "print(sorted({'pyspiel', 'pettingzoo', 'gymnasium'} & set(sys.modules)))")
    run = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"
