"""Snapshot scenes for Tavern's screens, shared by the snapshot test and the README screenshots.

Each scene opens a screen at a fixed seed with instant animation, so the
picture depends only on the code. The snapshot test compares them with
pytest-textual-snapshot; after a deliberate change, look at the new pictures and
accept them with

    .venv/bin/python -m pytest tests/tui/test_snapshots.py --snapshot-update

The README screenshots (docs/screenshots/) come from the same scenes:

    .venv/bin/python -m tests.tui.snapshots
"""

from __future__ import annotations

import asyncio
import io
import os
import sys
import tempfile
from pathlib import Path

from rich.console import Console
from textual.widgets import Input

from tests.tui.drive import choose, finish_lab, roll_virtual, settle, start
from tui.app import TavernApp
from tui.dialogs.dice import DiceDialog
from tui.session import Seat
from tui.settings import Settings

SIZES = ((80, 24), (120, 40))
MAP_ROWS = 6  # the Cartaventuras scene plays until the Kingdom has this many rows of cards


def scene_app() -> TavernApp:
    """The app every scene starts from."""
    return TavernApp(settings=Settings(speed="instant", theme="textual-dark"))


def screen_text(app) -> str:
    """The screen as plain text, one line per terminal row."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True,
                      force_terminal=True, color_system="truecolor", legacy_windows=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text(styles=False)


async def play_first_moves(pilot, board, moves: int, prefer: str = "") -> None:
    """Play `moves` decisions by key: the first move of kind `prefer` if any, else the first."""
    for _ in range(moves):
        if isinstance(pilot.app.screen, DiceDialog):
            await roll_virtual(pilot)
        elif board.moves:
            preferred = [i for i, move in enumerate(board.moves) if move.kind == prefer]
            await choose(pilot, preferred[0] if preferred else 0)
        await settle(pilot)
    board.query_one("#moves").focus()
    await settle(pilot)


async def menu(pilot) -> None:
    await settle(pilot)


async def elria(pilot) -> None:
    board = await start(pilot.app, pilot, "elria", [Seat()], {"mode": "solo"}, seed=2026)
    await play_first_moves(pilot, board, 4)


async def elria_duel(pilot) -> None:
    board = await start(pilot.app, pilot, "elria", [Seat(), Seat()], {"mode": "duel", "players": 2}, seed=2026)
    await play_first_moves(pilot, board, 2)


async def cartaventuras(pilot) -> None:
    """Two adventurers exploring until the Kingdom is MAP_ROWS rows of cards tall."""
    board = await start(pilot.app, pilot, "cartaventuras", [Seat(), Seat()],
                        {"mode": "standard", "players": 2}, seed=2026)
    for _ in range(200):
        if len({cell["row"] for cell in board.session.state.view(0)["kingdom"]}) >= MAP_ROWS:
            break
        await play_first_moves(pilot, board, 1, prefer="explore")
    while isinstance(pilot.app.screen, DiceDialog) or board.session.state.to_move() is None:
        await play_first_moves(pilot, board, 1)


async def balance_lab(pilot) -> None:
    """The Balance lab after a small sweep of Elria's solo game: random players against the heuristic."""
    await pilot.press("b")
    await settle(pilot)
    pilot.app.screen.query_one("#lab-sweep", Input).value = "agents=random,heuristic"
    pilot.app.screen.query_one("#lab-games", Input).value = "10"
    await pilot.press("ctrl+r")
    await finish_lab(pilot)


async def rpgquest(pilot) -> None:
    """Two groups on the map of Arcádia; the first moves a few steps toward its first mission."""
    board = await start(pilot.app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2}, seed=2026)
    await play_first_moves(pilot, board, 4, prefer="step")
    while isinstance(pilot.app.screen, DiceDialog) or board.session.state.to_move() is None:
        await play_first_moves(pilot, board, 1)


SCENES = {"menu": menu, "elria": elria, "elria-duel": elria_duel, "cartaventuras": cartaventuras,
          "balance-lab": balance_lab, "rpgquest": rpgquest}


async def shoot(scene: str, size: tuple[int, int]) -> str:
    """The SVG of a scene at a terminal size."""
    app = scene_app()
    async with app.run_test(size=size) as pilot:
        await SCENES[scene](pilot)
        return app.export_screenshot(title=f"Tavern — {scene}")


def main() -> int:
    """Write the README screenshots of every game screen to docs/screenshots/."""
    os.environ.setdefault("TAVERN_DATA_DIR", tempfile.mkdtemp())
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    for scene in SCENES:
        (out / f"{scene}.svg").write_text(asyncio.run(shoot(scene, (120, 40))), encoding="utf-8")
        print(out / f"{scene}.svg")
    return 0


if __name__ == "__main__":
    sys.exit(main())
