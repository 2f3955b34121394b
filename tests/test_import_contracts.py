"""The import contracts (`lint-imports`, run by `make lint`) hold here, and break when an arrow is broken.

Each case copies the four packages' modules and pyproject.toml into a fresh
folder, plants one forbidden import, and runs `lint-imports` there: the
contract that forbids it must fail by name, and the others must still hold.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "ai", "device", "tui")
CONTRACTS = {contract["id"]: contract["name"] for contract in
             tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]}
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def copy_of_the_project(folder: Path) -> Path:
    """The Python modules of engine, ai, device and tui, and pyproject.toml, in `folder`."""
    def not_python(directory: str, names: list[str]) -> list[str]:
        return [name for name in names
                if name in ("__pycache__", "node_modules") or
                (not name.endswith(".py") and not os.path.isdir(os.path.join(directory, name)))]

    for package in PACKAGES:
        shutil.copytree(ROOT / package, folder / package, ignore=not_python)
    shutil.copy(ROOT / "pyproject.toml", folder / "pyproject.toml")
    return folder


def plant(folder: Path, module: str, line: str) -> None:
    """Add `line` at the end of `module` (a path such as engine/words.py) in the copy."""
    path = folder / module
    path.write_text(path.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")


def lint_imports(folder: Path) -> subprocess.CompletedProcess[str]:
    """`lint-imports` run in `folder`, finding the packages there (not the installed ones)."""
    env = {**os.environ, "PYTHONPATH": str(folder), "COLUMNS": "200", "NO_COLOR": "1"}
    return subprocess.run([str(LINT_IMPORTS), "--no-cache", "--no-logo"], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=60)


def test_every_contract_holds_on_the_project_as_it_is(tmp_path):
    result = lint_imports(copy_of_the_project(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr
    for name in CONTRACTS.values():
        assert f"{name} KEPT" in result.stdout


PLANTED = [
    ("engine-alone", "engine/words.py", "from tui import saves"),
    ("engine-alone", "engine/elria/cards.py", "import ai.base"),
    ("engine-alone", "engine/words.py", "import textual"),
    ("engine-pure", "engine/rng.py", "import tempfile"),
    ("ai-headless", "ai/base.py", "from device import schema"),
    ("device-alone", "device/sources.py", "from tui.saves import slug"),
    ("device-engine-core", "device/link.py", "from engine import cardschema"),
    # an indirect import: tui.net.host imports tui.dice_words, which would bring textual with it
    ("headless-tui", "tui/dice_words.py", "from textual.widget import Widget"),
]


@pytest.mark.parametrize("contract, module, line", PLANTED, ids=[f"{c}: {m}: {line}" for c, m, line in PLANTED])
def test_a_forbidden_import_breaks_its_contract_by_name(tmp_path, contract, module, line):
    folder = copy_of_the_project(tmp_path)
    plant(folder, module, line)
    result = lint_imports(folder)
    assert result.returncode != 0, result.stdout
    broken = [name for key, name in CONTRACTS.items() if f"{name} BROKEN" in result.stdout]
    assert CONTRACTS[contract] in broken, result.stdout + result.stderr
    planted = module.removesuffix(".py").replace("/", ".")
    assert planted in result.stdout.split("Broken contracts", 1)[1]
