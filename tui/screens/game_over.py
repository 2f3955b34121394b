"""The end of a game: who won, the scores, why it ended, and what next."""

from __future__ import annotations

import textwrap

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Static

from engine.core import Pairs, Result
from tui.plain import plain
from tui.table import Table
from tui.typed_app import tavern_app
from tui.widgets.dice_box_status import TavernFooter

LINE = 70
"""The longest line of the result: #over-box is 76 wide, less its border, padding and the scrollbar a
result taller than the screen brings (tavern.tcss)."""


def wrapped(text: str, first: str, rest: str = "      ") -> list[str]:
    """`text` in lines of at most LINE characters, the first after `first`, the others under `rest`;
    non-breaking spaces keep a name with its number ("Time left 12")."""
    return [line.replace("\xa0", " ") for line in textwrap.wrap(text, LINE, initial_indent=first,
                                                                subsequent_indent=rest)]


def where_from(score: float, sources: Pairs) -> list[str]:
    """The lines under a seat's score saying where its points came from. A shared score (RPGQuest's
    cooperative game) names the seat's own part of it."""
    parts = " · ".join(_pair(what, points) for what, points in sources)
    own = sum(points for _, points in sources)
    if own == score:
        return wrapped(f"from {parts}", "    ") if parts else []
    return wrapped(f"its own part {own:,g}" + (f": {parts}" if parts else ""), "    ")


def standing(result: Result, seat: int, name: str) -> list[str]:
    """A seat's lines: ★ for a winner, its score (when the game counts one), what else the rulebook weighs
    (Time left, gold) and how the game ended for it ("ran out of Time"); then where its points came from."""
    score = result.scores[seat]
    said = [f"{score:,g}\xa0{result.score_name}"] if result.score_name else []
    said += [_pair(what, number) for what, number in (result.details[seat] if seat < len(result.details) else ())]
    said += result.marks[seat] if seat < len(result.marks) else ()
    lines = wrapped(name + (f": {' · '.join(said)}" if said else ""), "★ " if seat in result.winners else "  ")
    return lines + (where_from(score, result.sources[seat]) if seat < len(result.sources) else [])


def _pair(what: str, number: float) -> str:
    """'Time left 12', never broken across lines."""
    return f"{what}\xa0{number:,g}".replace(" ", "\xa0")


class GameOverScreen(Screen):
    """Result and scores; R replays the game, N starts a new one, M goes to the menu; the arrows and
    PageUp/PageDown scroll a result taller than the screen (four RPGQuest groups at 80x24)."""

    BINDINGS = [
        Binding("r", "replay", "Replay"),
        Binding("n", "new", "New game"),
        Binding("m,escape", "menu", "Menu"),
        Binding("up,pageup", "scroll_result(-1)", "Scroll up", show=False),
        Binding("down,pagedown", "scroll_result(1)", "Scroll down", show=False),
    ]

    app = tavern_app()

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table

    def compose(self) -> ComposeResult:
        with Center():
            with VerticalScroll(id="over-box"):
                yield Static(f"Game over — {self.table.title}", id="over-title", classes="heading")
                yield Static(plain(self.summary()), id="over-result")
                with Horizontal(classes="buttons"):
                    yield Button("Replay (r)", id="replay")
                    yield Button("New game (n)", id="new", variant="primary")
                    yield Button("Menu (m)", id="menu")
        yield TavernFooter()

    def summary(self) -> str:
        """Who won, each seat's standing and why the game ended."""
        table = self.table
        result = table.result()
        winners = [table.seat_name(seat) for seat in result.winners]
        if not winners:
            headline = "Nobody wins."
        elif len(result.scores) == 1:
            headline = f"{winners[0]} wins!"
        else:
            headline = ("Winner: " if len(winners) == 1 else "Winners: ") + ", ".join(winners)
        lines = [headline, ""]
        for seat in range(len(result.scores)):
            lines += standing(result, seat, table.seat_name(seat))
        return "\n".join([*lines, "", f"The game ended: {result.reason}."])

    def action_scroll_result(self, direction: int) -> None:
        box = self.query_one("#over-box", VerticalScroll)
        if direction < 0:
            box.scroll_page_up(animate=False)
        else:
            box.scroll_page_down(animate=False)

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
