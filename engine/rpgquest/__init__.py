"""RPGQuest: A Jornada do Herói — groups of heroes in search of fame across Arcádia.

Config keys (besides `mode` and `players`): `fast` (the rulebook's Faster Games: 16
Kingdoms, no villages), `vp_target` (Victory Points that end the game; in cooperative mode
the groups' total must reach it once per player), `turn_limit` (Turns before the game
ends anyway; 12, the calendar from Aries to Pisces, at most) and `end` (`vp`, or `challenges`:
the long game, which ends when the last great challenge is defeated). See docs/rpgquest.md.
"""

from __future__ import annotations

from engine.core import GameInfo
from engine.message import Msg
from engine.options import Choice, Flag, Number
from engine.rpgquest.monsters_turn import CALENDAR
from engine.rpgquest.state import END_REASONS, RpgQuestState

GAME = GameInfo(
    name="rpgquest",
    title="RPGQuest: A Jornada do Herói",
    modes={"competitive": (1, 2, 3, 4), "cooperative": (2, 3, 4)},
    new_state=RpgQuestState,
    from_json=RpgQuestState.from_json,
    max_decisions=30000,
    options={
        "fast": Flag(False, Msg("the Faster Games: 16 Kingdoms (1-11 always), no villages, one great challenge"),
                     label=Msg("Fast")),
        "vp_target": Number(10, Msg("Victory Points that end the game (cooperative: the total, per player)"), low=1,
                            label=Msg("VP target")),
        "turn_limit": Number(len(CALENDAR), Msg("Turns before the game ends anyway (at most 12: Aries to Pisces)"),
                             low=1, high=len(CALENDAR), label=Msg("Turn limit")),
        "end": Choice(("vp", "challenges"), "vp", Msg("what ends the game: the VP target, or (the long game) the last "
                                                      "great challenge defeated"),
                      label=Msg("Game end"), names={"vp": Msg("VP target"), "challenges": Msg("great challenges")}),
    },
    mode_names={"competitive": Msg("competitive"), "cooperative": Msg("cooperative")},
    order=3,
    heuristic="ai.heuristics.rpgquest:RpgQuestHeuristic",
    screen="tui.rpgquest.screen:RpgQuestScreen",
    rules="tui.rpgquest.rules:RULES",
    passes=("wait",),
    end_reasons=END_REASONS,
)

__all__ = ["GAME", "RpgQuestState"]
