"""The dice box depends on engine.core (and engine.storage, the one way to write files) only:
never on the app, the AI or textual."""

import ast
from pathlib import Path

DEVICE = Path(__file__).parents[2] / "device"
FORBIDDEN = ("textual", "tui", "ai")


def imported_modules(path):
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.module


def test_device_imports_nothing_from_the_app_or_the_ai():
    for path in DEVICE.rglob("*.py"):
        for module in imported_modules(path):
            top = module.split(".")[0]
            assert top not in FORBIDDEN, f"{path}: imports {module}"
            if top == "engine":
                assert module in ("engine.core", "engine.storage"), \
                    f"{path}: imports {module}; use engine.core (and engine.storage) only"
