"""Benchmark (not a test): how fast Tavern's app starts and answers keys while an AI thinks.

Run: .venv/bin/python tests/bench/bench_tui.py [--runs N]

1. Cold start: a fresh Python process importing the app (`import tui.app`).
2. Startup to the menu: `App.run_test` from launch to the menu on screen.
3. Key press to screen painted, in an all-AI game, while a hard AI searches
   (about a second per move, in its worker process) and, as a baseline, while
   fast AIs wait out the paced delay: `v` redraws the board for the other
   seat, `?` opens the help screen; on the RPGQuest screen also → on the
   map (the cursor moves and previews the hex and the route). Medians of N.
   `--games rpgquest` measures only what it names (`startup` is 1 and 2).
   The hard AI searches in the table's worker process; `--thread` also
   measures it searching in a thread of the app's own interpreter (as
   before the worker process), in the same run.
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

from textual import events  # noqa: E402

from tui.app import TavernApp  # noqa: E402
from tui.match import Match, Seat  # noqa: E402
from tui.screens.help import HelpScreen  # noqa: E402
from tui.screens.menu import MenuScreen  # noqa: E402
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


async def key_latency(app, key: str, happened) -> float:
    """Seconds from a key press to the screen painted after it took effect."""
    painted = asyncio.Event()
    start = time.perf_counter()
    app.post_message(events.Key(key, None))
    while not happened():
        await asyncio.sleep(0.001)
    app.call_after_refresh(painted.set)
    await painted.wait()
    return time.perf_counter() - start


async def keys_while_thinking(game: str, config: dict, level: str, runs: int,
                              in_thread: bool = False) -> dict[str, list[float]]:
    """Latency of `v` (redraw the board for the other seat) and `?` (open help) in an all-AI game.

    With `level="hard"` each press waits until an AI is thinking (a ~1 s search in the table's
    worker process, or with `in_thread` in a thread of this interpreter); with a fast level it is
    the same app with no search running (the baseline).
    """
    app = TavernApp(settings=Settings(speed="normal" if level != "hard" else "instant"))
    found: dict[str, list[float]] = {"v": [], "?": []}
    async with app.run_test(size=(100, 30)) as pilot:
        board = app.start_session(Match.new(game, config, 1, [Seat("ai", level), Seat("ai", level)]))
        if in_thread:  # a table whose worker process is "dead" searches in a thread, as before it had one
            board.table.worker.dead = "(measured in a thread)"
        await pilot.pause(0.3)
        for _ in range(runs):
            if game == "rpgquest":
                found.setdefault("right", []).append(await map_latency(app, board))
            while not board.activity:
                await asyncio.sleep(0.002)
            viewer = board.viewer
            found["v"].append(await key_latency(app, "v", lambda viewer=viewer: board.viewer != viewer))
            while not board.activity:
                await asyncio.sleep(0.002)
            found["?"].append(await key_latency(app, "question_mark",
                                                lambda: isinstance(app.screen, HelpScreen)))
            await pilot.press("escape")
            await pilot.pause(0.05)
    return found


async def map_latency(app, board) -> float:
    """RPGQuest: → on the map while an AI thinks: the cursor moves, its hex and route are previewed."""
    from tui.rpgquest.hexmap import HexMap

    while not board.activity:
        await asyncio.sleep(0.002)
    hexmap = board.query_one(HexMap)
    hexmap.focus()
    await asyncio.sleep(0.01)
    if hexmap.cursor != hexmap.home:
        hexmap.action_home()
    before = hexmap.cursor
    return await key_latency(app, "right", lambda: hexmap.cursor != before)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--games", default="startup,elria,cartaventuras,rpgquest",
                        help="what to measure, comma-separated: startup and the games")
    parser.add_argument("--thread", action="store_true",
                        help="also measure the hard AI searching in a thread of the app (the old way)")
    args = parser.parse_args()
    games = args.games.split(",")
    if "startup" in games:
        cold = [cold_import() for _ in range(3)]
        print(f"cold import of the app (median of 3): {ms(statistics.median(cold))}")
        menu = [asyncio.run(to_menu()) for _ in range(5)]
        print(f"startup to menu, run_test (median of 5): {ms(statistics.median(menu))} (max {ms(max(menu))})")
    tables: dict[str, dict] = {"elria": {"mode": "duel", "players": 2}, "cartaventuras": {"mode": "standard", "players": 2},
              "rpgquest": {"players": 2}}
    for game in (name for name in tables if name in games):
        config = tables[game]
        ways = [("easy", False, "AI idle between paced moves"), ("hard", False, "hard AI searching (worker process)")]
        if args.thread:
            ways.append(("hard", True, "hard AI searching in a thread"))
        for level, in_thread, when in ways:
            found = asyncio.run(keys_while_thinking(game, config, level, args.runs, in_thread))
            for key, what in (("v", "redraw board for other seat"), ("?", "open help"),
                              ("right", "map cursor east, hex and route previewed")):
                if key not in found:
                    continue
                values = found[key]
                print(f"{game}, {when}: key '{key}' ({what}) -> painted, median of {len(values)}: "
                      f"{ms(statistics.median(values))} (max {ms(max(values))})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
