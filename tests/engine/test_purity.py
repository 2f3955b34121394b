"""The engine is pure: no I/O, clock, UI or global randomness; dependencies point one way."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN_EVERYWHERE = {"textual", "serial", "ai", "tui", "device"}
FORBIDDEN_IN_RULES = {"os", "io", "time", "datetime", "random", "socket", "tempfile", "subprocess", "threading"}
ENGINE_FILES = sorted((ROOT / "engine").rglob("*.py"))


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", ENGINE_FILES, ids=[str(p.relative_to(ROOT)) for p in ENGINE_FILES])
def test_engine_modules_import_no_io_clock_ui_or_random(path):
    imports = imported_modules(path)
    assert not imports & FORBIDDEN_EVERYWHERE, f"{path.name} imports {imports & FORBIDDEN_EVERYWHERE}"
    if path.name not in ("core.py", "storage.py"):  # these alone write and read files
        assert not imports & FORBIDDEN_IN_RULES, f"{path.name} imports {imports & FORBIDDEN_IN_RULES}"


def test_only_tui_imports_textual():
    for package in ("engine", "ai", "device"):
        for path in (ROOT / package).rglob("*.py"):
            assert "textual" not in imported_modules(path), f"{path} imports textual"
