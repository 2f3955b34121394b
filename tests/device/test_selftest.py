"""The firmware's self-tests (also run under real MicroPython by `make test-firmware`)."""

import ast
from pathlib import Path

from device.firmware import selftest

FIRMWARE = Path(__file__).parents[2] / "device" / "firmware"
PURE = ("proto.py", "dice.py", "tokens.py", "buttons.py", "main.py", "selftest.py")


def test_selftests_pass_under_cpython():
    assert selftest.run() > 300


def test_pure_modules_stay_in_micropythons_subset():
    for name in PURE:
        tree = ast.parse((FIRMWARE / name).read_text())
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
                assert not {"typing", "dataclasses", "__future__", "enum"} & set(names), name
            assert not isinstance(node, (ast.AnnAssign, ast.JoinedStr)), f"{name}:{node.lineno}"
            if isinstance(node, ast.FunctionDef):
                assert node.returns is None and all(a.annotation is None for a in node.args.args), name
