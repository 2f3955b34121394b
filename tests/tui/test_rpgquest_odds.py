"""RPGQuest's rolls in the dice dialog: the odds of each consequence, in the game's words, never naming
what the rolling seat cannot know."""

from __future__ import annotations

from tests.rpgquest.helpers import play
from tests.rpgquest.test_mission_tests import on_mission
from tui.odds import odds_lines


def test_damage_odds_keep_how_many_markers_and_name_the_mission_by_its_title():
    state = on_mission("the_sword_and_the_scales", "elara")  # Rogue 2
    play(state, "attempt", 0, 0)
    state.roll((1, 2))  # below the difficulty: "The trail leads into an ambush", 1d3 damage
    request = state.dice_request()
    assert request.reason == "1d3 damage from The Sword and the Scales (A Espada e a Balança)"
    assert odds_lines(state, request, 0) == [
        " 67%  2 to 3 damage markers from The Sword and the Scales (A Espada e a Balança).",
        " 33%  1 damage marker from The Sword and the Scales (A Espada e a Balança).",
    ]
