"""Cartaventuras: explore a Kingdom of cards, gear up, and beat the Great Dragon.

Config keys (besides `mode` and `players`): `difficulty` (solo: easy, intermediate,
hard = 40, 30, 20 minutes, played headless as that many turns), `characters`
(colours or names, seat by seat; the rest dealt at random) and `turn_budget`
(rounds before the game ends with everyone losing; 0 = the default: 80 in
standard mode, the difficulty's minutes in solo). In solo mode the app applies
`Action("time_up")` when the real clock runs out. See docs/cartaventuras.md.
"""

from __future__ import annotations

from engine.cartaventuras.cards import catalogue
from engine.cartaventuras.ending import END_REASONS
from engine.cartaventuras.state import STANDARD_ROUNDS, TIME_UP, CartaventurasState
from engine.core import GameInfo
from engine.message import Msg
from engine.options import Choice, Names, Number


def character_names() -> dict[str, str]:
    """What people call each character (a token on the dice box, say: its name, the name before
    "the", its colour; lower case) -> its colour, as the `characters` list takes it."""
    found = {}
    for character in catalogue().characters:
        short = character.name.lower().split(" the ")[0]
        for name in (character.name.lower(), short, character.colour):
            found[name] = character.colour
    return found


GAME = GameInfo(
    name="cartaventuras",
    title="Cartaventuras",
    modes={"standard": (1, 2, 3, 4), "solo": (1,)},
    new_state=CartaventurasState,
    from_json=CartaventurasState.from_json,
    max_decisions=6000,
    options={
        "difficulty": Choice(("easy", "intermediate", "hard"), "intermediate",
                             Msg("solo: 40, 30 or 20 minutes (headless: that many turns)"), label=Msg("Difficulty"),
                             names={"easy": Msg("easy"), "intermediate": Msg("intermediate"), "hard": Msg("hard")}),
        "characters": Names((), Msg("characters by colour or name, seat by seat; the rest at random"),
                            label=Msg("Characters")),
        "turn_budget": Number(0, Msg("rounds before everyone loses; 0 = {rounds} (standard) or the solo minutes",
                                     rounds=STANDARD_ROUNDS), low=0, label=Msg("Turn budget")),
    },
    mode_names={"standard": Msg("standard"), "solo": Msg("solo")},
    option_modes={"difficulty": ("solo",)},
    order=2,
    heuristic="ai.heuristics.cartaventuras:CartaventurasHeuristic",
    screen="tui.cartaventuras.screen:CartaventurasScreen",
    rules="tui.cartaventuras.rules:RULES",
    die_labels="tui.cartaventuras.dice:die_labels",
    character_options=("characters",),
    character_names=character_names,
    end_reasons=END_REASONS,
)

__all__ = ["GAME", "STANDARD_ROUNDS", "TIME_UP", "CartaventurasState"]
