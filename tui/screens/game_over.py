"""The end of a game: who won, the scores, why it ended, and what next."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from tui.plain import plain
from tui.table import Table
from tui.typed_app import tavern_app
from tui.widgets.dice_box_status import TavernFooter


def where_from(score: float, sources: tuple[tuple[str, float], ...]) -> list[str]:
    """The line under a seat's score saying where its points came from. A shared score (RPGQuest's
    cooperative game) names the seat's own part of it."""
    parts = " · ".join(f"{what} {points:g}" for what, points in sources)
    own = sum(points for _, points in sources)
    if own == score:
        return [f"    from {parts}"] if parts else []
    return [f"    its own part {own:g}" + (f": {parts}" if parts else "")]


class GameOverScreen(Screen):
    """Result and scores; R replays the game, N starts a new one, M goes to the menu."""

    BINDINGS = [
        Binding("r", "replay", "Replay"),
        Binding("n", "new", "New game"),
        Binding("m,escape", "menu", "Menu"),
    ]

    app = tavern_app()

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table

    def compose(self) -> ComposeResult:
        with Center():
            with Vertical(id="over-box"):
                yield Static("Game over", id="over-title", classes="heading")
                yield Static(plain(self.summary()), id="over-result")
                with Horizontal(classes="buttons"):
                    yield Button("Replay (r)", id="replay")
                    yield Button("New game (n)", id="new", variant="primary")
                    yield Button("Menu (m)", id="menu")
        yield TavernFooter()

    def summary(self) -> str:
        table = self.table
        result = table.result()
        lines = [f"{table.title}"]
        winners = [table.seat_name(seat) for seat in result.winners]
        if len(result.scores) == 1:
            lines.append(f"{table.seat_name(0)} wins!" if winners else f"Final score: {result.scores[0]:g}")
        elif not winners:
            lines.append("Nobody wins.")
        elif len(winners) == 1:
            lines.append(f"Winner: {winners[0]}")
        else:
            lines.append("Winners: " + ", ".join(winners))
        lines.append("")
        for seat, score in enumerate(result.scores):
            mark = "★ " if seat in result.winners else "  "
            lines.append(f"{mark}{table.seat_name(seat)}: {score:g}")
            if seat < len(result.sources):
                lines += where_from(score, result.sources[seat])
        lines += ["", result.reason]
        return "\n".join(lines)

    @on(Button.Pressed)
    async def pressed(self, event: Button.Pressed) -> None:
        await self.run_action(event.button.id or "menu")

    def action_replay(self) -> None:
        from tui.screens.replay import ReplayScreen

        if self.table.record is None:
            self.notify("The host keeps this table's record: its Replays have the game.", title="Replay")
            return
        self.app.switch_screen(ReplayScreen(self.table.record))

    def action_new(self) -> None:
        from tui.screens.new_game import NewGameScreen

        self.app.switch_screen(NewGameScreen(self.table.game))

    def action_menu(self) -> None:
        self.app.to_menu()
