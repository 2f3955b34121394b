"""What the Rumours, the caves, the Portal and Mana add to a table survives copies and saves, and holds
in any game: crystals never above 2 between actions, Rumours only leave, Dungeons only on Cave hexes."""

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from engine.rpgquest import portal
from engine.rpgquest.group import Adventurer
from engine.rpgquest.state import RpgQuestState
from tests.profiles import examples
from tests.rpgquest.helpers import table


def test_the_underground_the_portal_mana_and_the_fallen_survive_a_save_and_a_copy():
    state = table(players=2)
    state.caves = list(state.world.marked["cave"][:3])
    state.cave_mapper = 1
    state.dungeon_at[state.world.marked["cave"][3]] = "rumour-dungeon_giza"
    state.explored.append(state.world.marked["cave"][4])
    portal.open_to(state, portal.home(state))
    state.groups[1].mana = 2
    state.groups[1].maps = True
    state.groups[1].dead.append(Adventurer.recruited("hero-njani"))
    state.rumours.remove("rumour-great_storm")
    saved = json.loads(json.dumps(state.to_json()))
    loaded = RpgQuestState.from_json(saved)
    assert loaded.to_json() == saved and loaded.view(0) == state.view(0)
    copy = state.clone()
    copy.caves.append((0, 0))
    copy.groups[1].dead.clear()
    copy.portal[0][0] += 1
    copy.dungeon_at.clear()
    assert len(state.caves) == 3 and state.groups[1].dead and state.dungeon_at
    assert state.portal == loaded.portal


@examples(12)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4), fast=st.booleans())
def test_random_games_keep_crystals_rumours_and_dungeons_in_bounds(seed, players, fast):
    state = table(players=players, seed=seed, fast=fast)
    rng = random.Random(seed)
    caves = set(state.world.marked.get("cave", ()))
    open_rumours = set(state.rumours)
    while not state.is_over():
        if state.to_move() is None:
            state.roll(tuple(rng.randint(1, d) for d in state.dice_request().dice))
            continue
        if state.phase == "action":
            assert all(group.mana <= 2 for group in state.groups)
            assert set(state.rumours) <= open_rumours
            open_rumours = set(state.rumours)
            assert set(state.dungeon_at) | set(state.explored) <= caves - set(state.caves)
            assert len(state.caves) <= 3 and len(state.portal) in (0, 2)
        state.apply(rng.choice(state.legal_actions()))
