"""Snapshot scenes for Tavern's screens, shared by the snapshot test and the README screenshots.

Each scene opens a screen at a fixed seed with instant animation, so the
picture depends only on the code. A game's scene plays its table headless through the
engine (as the first keys a person would press) and then opens the board on it. The snapshot test compares them with
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

from tests.tui.drive import finish_lab, settle
from tui.app import TavernApp
from tui.match import Match, Seat
from tui.settings import Settings
from tui.widgets.card_detail import CardDetail

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


def play_first_moves(session: Match, decisions: int, prefer: str = "") -> None:
    """Play `decisions` inputs headless, as a person pressing the first key would: the first move
    of kind `prefer` if any, else the first; a pending roll (counted as one) with virtual dice."""
    for _ in range(decisions):
        request = session.state.dice_request()
        if request is not None:
            session.roll(session.virtual_roll(request))
            continue
        moves = session.state.legal_actions()
        session.apply(next((move for move in moves if move.kind == prefer), moves[0]))


def play_to_a_decision(session: Match) -> None:
    """Roll any pending dice, so that the table waits for a person's decision."""
    while session.state.to_move() is None and not session.state.is_over():
        play_first_moves(session, 1)


async def open_board(pilot, session: Match) -> None:
    """Open the app's board on a table already in play, the moves list focused and a card
    in the card panel (the highlighted move's, or else the first on the table, as `c` shows)."""
    board = pilot.app.start_session(session)
    await settle(pilot)
    board.query_one("#moves").focus()
    if not board.query_one(CardDetail).display:
        await pilot.press("c")
    await settle(pilot)


async def menu(pilot) -> None:
    await settle(pilot)


async def elria(pilot) -> None:
    session = Match.new("elria", {"mode": "solo"}, 2026, [Seat()])
    play_first_moves(session, 4)
    await open_board(pilot, session)


async def elria_duel(pilot) -> None:
    session = Match.new("elria", {"mode": "duel", "players": 2}, 2026, [Seat(), Seat()])
    play_first_moves(session, 2)
    await open_board(pilot, session)


async def cartaventuras(pilot) -> None:
    """Two adventurers exploring until the Kingdom is MAP_ROWS rows of cards tall."""
    session = Match.new("cartaventuras", {"mode": "standard", "players": 2}, 2026, [Seat(), Seat()])
    for _ in range(200):
        if len({cell["row"] for cell in session.state.view(0)["kingdom"]}) >= MAP_ROWS:
            break
        play_first_moves(session, 1, prefer="explore")
    play_to_a_decision(session)
    await open_board(pilot, session)


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
    session = Match.new("rpgquest", {"players": 2}, 2026, [Seat(), Seat()])
    play_first_moves(session, 4, prefer="step")
    play_to_a_decision(session)
    await open_board(pilot, session)


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
