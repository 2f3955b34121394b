"""Open World: Elria — solo adventures, duels and the open campaign.

The card set is data (`data/*.toml`, validated once at import); the rules
are split by rulebook section across this package's modules.
"""

from __future__ import annotations

from engine.core import GameInfo
from engine.elria.cards import cards
from engine.elria.reasons import END_REASONS
from engine.elria.setup import CHARACTERS, DIFFICULTY, new_state
from engine.elria.state import ElriaState
from engine.message import Msg
from engine.options import Choice, Names

cards()  # load and validate the card files at start-up

_COUNTS = tuple(range(0, 12))
_DIFFICULTY_NAMES = {"easy": Msg("easy"), "normal": Msg("normal"), "hard": Msg("hard"),
                     "very_hard": Msg("very hard"), "extreme": Msg("extreme"), "custom": Msg("custom")}
_CHARACTER_NAMES = {"random": Msg("random"), "warrior": Msg("Warrior"), "sorceress": Msg("Sorceress"),
                    "rogue": Msg("Rogue"), "explorer": Msg("Explorer"), "priest": Msg("Priest")}


def character_names() -> dict[str, str]:
    """What people call each Character (a token on the dice box, say) -> the `character` value."""
    return {name: name for name in CHARACTERS}


GAME = GameInfo(
    name="elria",
    title=Msg("Open World: Elria"),
    modes={"solo": (1,), "duel": (2,), "campaign": (1,)},
    new_state=new_state,
    from_json=ElriaState.from_json,
    max_decisions=40000,
    options={
        "difficulty": Choice(tuple(DIFFICULTY) + ("custom",), "normal",
                             Msg("Quests drawn from the piles (custom: use quests_low/mid/high and landmarks)"),
                             label=Msg("Difficulty"), names=_DIFFICULTY_NAMES),
        "character": Choice(("random",) + CHARACTERS, "random", Msg("your Character (player 1 in a duel)"),
                            label=Msg("Character"), names=_CHARACTER_NAMES),
        "rival": Choice(("random",) + CHARACTERS, "random", Msg("player 2's Character in a duel"),
                        label=Msg("Rival"), names=_CHARACTER_NAMES),
        "quests_low": Choice(_COUNTS, 2, Msg("custom difficulty: Quests of value 1 or 2 per player"),
                             label=Msg("Quests low")),
        "quests_mid": Choice(_COUNTS, 1, Msg("custom difficulty: Quests of value 3 or 4 per player"),
                             label=Msg("Quests mid")),
        "quests_high": Choice(_COUNTS, 1, Msg("custom difficulty: Quests of value 5 or 6 per player"),
                              label=Msg("Quests high")),
        "landmarks": Choice(tuple(range(0, 21)), 4, Msg("custom difficulty: Landmarks revealed"),
                            label=Msg("Landmarks")),
        "quest_cards": Names((), Msg("Quests to play, by id (quest-03,quest-17); the piles' other Quests are drawn"),
                             label=Msg("Quest cards")),
        "landmark_cards": Names((), Msg("Landmarks to reveal, by id (lmk-05,lmk-12); the others are drawn"),
                                label=Msg("Landmark cards")),
        "retries": Choice(tuple(range(0, 11)), 3,
                          Msg("campaign: how many times a lost Stage may be retried or the campaign restarted"),
                          label=Msg("Retries")),
    },
    mode_names={"solo": Msg("solo"), "duel": Msg("duel"), "campaign": Msg("campaign")},
    option_modes={
        "rival": ("duel",), "retries": ("campaign",),
        **{key: ("solo", "duel") for key in ("difficulty", "quests_low", "quests_mid", "quests_high",
                                             "landmarks", "quest_cards", "landmark_cards")},
    },
    order=1,
    heuristic="ai.heuristics.elria:ElriaHeuristic",
    screen="tui.elria.screen:ElriaScreen",
    rules="tui.elria.rules:RULES",
    character_options=("character", "rival"),
    character_names=character_names,
    end_reasons=END_REASONS,
)

__all__ = ["GAME", "ElriaState"]
