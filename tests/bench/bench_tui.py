"""Benchmark (not a test): how fast Tavern's app starts and answers keys while an AI thinks.

Run: .venv/bin/python tests/bench/bench_tui.py [--runs N]

1. Cold start: a fresh Python process importing the app (`import tui.app`).
2. Startup to the menu: `App.run_test` from launch to the menu on screen.
3. Key press while a hard AI searches (about a second per move in its worker
   thread): `?` until the help screen is on top, then Escape; medians of N.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TAVERN_DATA_DIR", tempfile.mkdtemp())

from tui.app import TavernApp  # noqa: E402
from tui.screens.help import HelpScreen  # noqa: E402
from tui.screens.menu import MenuScreen  # noqa: E402
from tui.session import Seat, Session  # noqa: E402
from tui.settings import Settings  # noqa: E402


def cold_import() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import tui.app"], cwd=ROOT, check=True)
    return time.perf_counter() - start


async def to_menu() -> float:
    start = time.perf_counter()
    app = TavernApp(settings=Settings(speed="instant"))
    async with app.run_test(size=(100, 30)) as pilot:
        while not isinstance(app.screen, MenuScreen) or not app.screen.is_mounted:
            await pilot.pause(0.001)
        elapsed = time.perf_counter() - start
    return elapsed


async def keys_while_thinking(game: str, config: dict, runs: int) -> tuple[list[float], int]:
    """Latency of `?` while a hard AI thinks; also how many of those presses hit a thinking AI."""
    app = TavernApp(settings=Settings(speed="instant"))
    latencies, during = [], 0
    async with app.run_test(size=(100, 30)) as pilot:
        board = app.start_session(Session.new(game, config, 1, [Seat("ai", "hard"), Seat("ai", "hard")]))
        await pilot.pause(0.2)
        for _ in range(runs):
            while not board.thinking:
                await pilot.pause(0.01)
            during += 1
            start = time.perf_counter()
            await pilot.press("question_mark")
            while not isinstance(app.screen, HelpScreen):
                await pilot.pause(0.001)
            latencies.append(time.perf_counter() - start)
            await pilot.press("escape")
            await pilot.pause(0.05)
    return latencies, during


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    cold = [cold_import() for _ in range(3)]
    print(f"cold import of the app (median of 3): {ms(statistics.median(cold))}")
    menu = [asyncio.run(to_menu()) for _ in range(5)]
    print(f"startup to menu, run_test (median of 5): {ms(statistics.median(menu))} (max {ms(max(menu))})")
    for game, config in (("elria", {"mode": "duel", "players": 2}),
                         ("cartaventuras", {"mode": "standard", "players": 2})):
        latencies, during = asyncio.run(keys_while_thinking(game, config, args.runs))
        print(f"{game}: key press -> help screen while a hard AI thinks (median of {during}): "
              f"{ms(statistics.median(latencies))} (max {ms(max(latencies))})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
