"""The monsters' turn shown step by step (an interlude of the board screen): the engine plays it inside
one decision, and its view keeps every step (`monsters_turn`: each log line, the hex it happens on, the monsters on the map
after it); the screen shows them one at a time, at the animation speed, until the last or a skip.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rpgquest.hexes import Hex


@dataclass
class MonstersReplay:
    """The steps of one monsters' turn and the one on screen."""

    steps: list[dict]
    first_line: int  # the log line of the first step
    at: int = 0

    @property
    def activity(self) -> str:
        return "The monsters' turn (Space skips)…"

    def forward(self) -> bool:
        """On to the next step; False when the last one is on screen."""
        if self.at + 1 >= len(self.steps):
            return False
        self.at += 1
        return True

    @staticmethod
    def of(view: dict, lines: list[str]) -> MonstersReplay | None:
        """The replay of the view's last monsters' turn, found in the log (None if it is not there)."""
        steps = view["monsters_turn"]["steps"]
        if not steps:
            return None
        opening = steps[0]["text"]
        first = next((n for n in range(len(lines) - 1, -1, -1) if lines[n] == opening), None)
        return None if first is None else MonstersReplay(steps, first)

    @property
    def step(self) -> dict:
        return self.steps[self.at]

    @property
    def spotlight(self) -> Hex | None:
        at = self.step["at"]
        return (at[0], at[1]) if at else None

    def lines_shown(self) -> int:
        """How many log lines are on screen: those before the monsters' turn and its steps so far."""
        return self.first_line + self.at + 1

    def frame(self, view: dict) -> dict:
        """The view as it was at this step: the monsters (the great challenges among them) where they stood."""
        return dict(view, monsters=self.step["monsters"])

    def caption(self) -> str:
        """'The monsters' turn, step 3 of 9: The Orcs move one hex toward Aleph, to forest in Hod.'"""
        return f"The monsters' turn, step {self.at + 1} of {len(self.steps)}: {self.step['text']}"
