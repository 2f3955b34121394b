"""The Balance lab screen: a small sweep from the menu, its live table and chart, mistakes said plainly."""

from __future__ import annotations

from textual.widgets import DataTable, Input, Select, Static

from tests.tui.drive import finish_lab, settle
from tui.screens.lab import BalanceLabScreen
from tui.screens.menu import MenuScreen


def status(screen) -> str:
    return str(screen.query_one("#lab-status", Static).render())


async def open_lab(pilot, game: str | None = None) -> BalanceLabScreen:
    """The Balance lab, from the menu's key, with `game` chosen."""
    await pilot.press("b")
    await settle(pilot)
    lab = pilot.app.screen
    assert isinstance(lab, BalanceLabScreen)
    if game:
        lab.query_one("#lab-game", Select).value = game
        await settle(pilot)
    return lab


async def run_sweep(pilot, lab: BalanceLabScreen, sweep: str, games: str) -> None:
    """Type the sweep and the games per cell, and press Ctrl+R."""
    lab.query_one("#lab-sweep", Input).value = sweep
    lab.query_one("#lab-games", Input).value = games
    await pilot.press("ctrl+r")
    await settle(pilot)


async def test_the_menu_opens_the_lab_which_runs_a_sweep_into_its_table_and_chart(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        lab = await open_lab(pilot, "lucky-draw")
        assert lab.query_one("#lab-mode", Select).value == "standard"
        await run_sweep(pilot, lab, "agents=random,heuristic+random", "12")
        await finish_lab(pilot)
        table = lab.query_one("#lab-table", DataTable)
        assert table.row_count == 4  # two cells, two seats each
        cells = [str(table.get_row_at(index)[2]) for index in range(4)]
        assert cells == ["seat 1 (random)", "seat 2 (random)", "seat 1 (heuristic)", "seat 2 (random)"]
        assert status(lab) == "done: 24 games"
        chart = str(lab.query_one("#lab-chart", Static).render())
        assert "c2 seat 1 (heuristic)" in chart and "├" in chart and "┤" in chart
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


async def test_a_bad_sweep_is_said_on_the_screen_and_nothing_runs(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        lab = await open_lab(pilot)
        await run_sweep(pilot, lab, "colour=[red],blue", "20")
        assert "--sweep colour: elria has no such key" in status(lab)
        await run_sweep(pilot, lab, "agents=random", "lots")
        assert "games per cell must be a whole number" in status(lab)
        assert lab.query_one("#lab-table", DataTable).row_count == 0
        assert not [worker for worker in app.workers if worker.group == "lab"]


async def test_the_game_choice_offers_that_games_modes(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        lab = await open_lab(pilot, "cartaventuras")
        mode = lab.query_one("#lab-mode", Select)
        assert mode.value == "standard"
        mode.value = "solo"  # a Select refuses a value it does not offer
        assert mode.value == "solo"


async def test_a_browser_session_plays_only_the_shipped_cards(make_app, monkeypatch, tmp_path):
    """Under `tavern serve` the app runs on someone else's computer: a card folder would read its files."""
    monkeypatch.setenv("TAVERN_SERVED", "1")
    (tmp_path / "cards").mkdir()
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        lab = await open_lab(pilot)
        await run_sweep(pilot, lab, f"cards=shipped,{tmp_path / 'cards'}", "4")
        assert "cards: in a browser the Balance lab plays only the shipped cards" in status(lab)
        assert lab.query_one("#lab-table", DataTable).row_count == 0
        await run_sweep(pilot, lab, "cards=shipped", "4")
        await finish_lab(pilot)
        assert status(lab) == "done: 4 games"
