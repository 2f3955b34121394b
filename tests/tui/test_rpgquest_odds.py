"""RPGQuest's rolls in the dice dialog: the odds of each consequence, in the game's words, never naming
what the rolling seat cannot know."""

from __future__ import annotations

from engine.rpgquest.decks import WANDERING
from engine.rpgquest.routes import ambush_value
from tests.rpgquest.helpers import place, play, table
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


def ambush_roll(seed: int):
    """A solo group has stepped into desert (ambush on 1-2): the ambush test's 1d10 is asked for."""
    state = table(seed=seed)
    where = next(h for h in sorted(state.world.land) if ambush_value(state.world, h) == 2)
    place(state, 0, where, inside=False)
    state.phase, state.mp, state.dice = "move", 3, "ambush"
    return state


def test_ambush_odds_say_a_token_comes_from_the_bag_with_each_monsters_share_and_name_none_as_drawn():
    for seed in range(6):
        state = ambush_roll(seed)
        request = state.dice_request()
        assert request.reason.endswith(": 1-2 is an ambush from the bag")
        assert odds_lines(state, request, 0) == [
            " 80%  nothing happens",
            " 20%  Ambush! A token comes out of the ambush bag (Bergahazzas 4/25, Bullywugs 4/25, Gnolls 4/25, "
            "Orcs 4/25, Skeletons 4/25, Zombies 4/25, a Wandering Monster 1/25). …",
        ]


def test_the_share_of_the_bag_counts_only_the_tokens_left_in_it():
    state = ambush_roll(0)
    state.bag = {"orcs": 3, "gnolls": 1, "skeletons": 0, WANDERING: 1}
    state.roll((1,))
    assert "Ambush! A token comes out of the ambush bag (Orcs 3/5, Gnolls 1/5, a Wandering Monster 1/5)." in state.log
