"""Snapshot scenes for Tavern's screens, shared by the snapshot test and the README screenshots.

Each scene opens a screen at a fixed seed with instant animation, so the
picture depends only on the code. Regenerate the committed snapshots with

    TAVERN_SNAPSHOT_UPDATE=1 .venv/bin/python -m pytest tests/tui/test_snapshots.py

and the README screenshots (docs/screenshots/) with

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

from tests.tui.drive import choose, roll_virtual, settle, start
from tui.app import TavernApp
from tui.dialogs.dice import DiceDialog
from tui.session import Seat
from tui.settings import Settings

SNAPSHOTS = Path(__file__).parent / "snapshots"
SIZES = ((80, 24), (120, 40))


def screen_text(app) -> str:
    """The screen as plain text, one line per terminal row."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True,
                      force_terminal=True, color_system="truecolor", legacy_windows=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text(styles=False)


async def opening(app, pilot, game: str, seats: list[Seat], config: dict, moves: int = 0) -> None:
    board = await start(app, pilot, game, seats, config, seed=2026)
    for _ in range(moves):
        if isinstance(app.screen, DiceDialog):
            await roll_virtual(pilot)
        else:
            await choose(pilot, 0)
        await settle(pilot)
    board.query_one("#moves").focus()
    await settle(pilot)


async def menu(app, pilot) -> None:
    await settle(pilot)


async def elria(app, pilot) -> None:
    await opening(app, pilot, "elria", [Seat()], {"mode": "solo"}, moves=4)


async def elria_duel(app, pilot) -> None:
    await opening(app, pilot, "elria", [Seat(), Seat()], {"mode": "duel", "players": 2}, moves=2)


async def cartaventuras(app, pilot) -> None:
    await opening(app, pilot, "cartaventuras", [Seat(), Seat()], {"mode": "standard", "players": 2},
                  moves=6)


SCENES = {"menu": menu, "elria": elria, "elria-duel": elria_duel, "cartaventuras": cartaventuras}


async def shoot(scene: str, size: tuple[int, int]) -> tuple[str, str]:
    """(svg, text) of a scene at a terminal size."""
    app = TavernApp(settings=Settings(speed="instant", theme="textual-dark"))
    async with app.run_test(size=size) as pilot:
        await SCENES[scene](app, pilot)
        return app.export_screenshot(title=f"Tavern — {scene}"), screen_text(app)


def main() -> int:
    """Write the README screenshots of every game screen to docs/screenshots/."""
    os.environ.setdefault("TAVERN_DATA_DIR", tempfile.mkdtemp())
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    for scene in SCENES:
        svg, _ = asyncio.run(shoot(scene, (120, 40)))
        (out / f"{scene}.svg").write_text(svg, encoding="utf-8")
        print(out / f"{scene}.svg")
    return 0


if __name__ == "__main__":
    sys.exit(main())
