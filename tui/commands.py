"""Command palette (Ctrl+P) entries for the board: every move and command."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

SCREEN_COMMANDS = (
    ("Undo", "Go back to your last decision", "undo"),
    ("Hint", "Show the best moves with a reason", "hint"),
    ("Save game", "Save this game under a name", "save"),
    ("Help", "Keys and a rules summary for this game", "help"),
    ("Main menu", "Leave this game (it is autosaved)", "leave"),
)


class BoardCommands(Provider):
    """The current legal moves ("Move: …") and the board's commands."""

    def entries(self) -> list[tuple[str, str, Callable[[], object]]]:
        from tui.screens.board import BoardScreen

        screen = self.screen
        found: list[tuple[str, str, Callable[[], object]]] = []
        if isinstance(screen, BoardScreen):
            found += [(f"Move: {action}", "Play this move", partial(screen.play, action)) for action in screen.moves]
        found += [(name, help_text, partial(screen.run_action, action))
                  for name, help_text, action in SCREEN_COMMANDS]
        return found

    async def discover(self) -> Hits:
        for name, help_text, command in self.entries():
            yield DiscoveryHit(name, command, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, command in self.entries():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), command, help=help_text)
