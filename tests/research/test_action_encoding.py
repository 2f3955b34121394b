"""The stable action encoding: one index per action the engine can offer, the same in every state."""

from __future__ import annotations

from importlib.metadata import entry_points

import numpy as np
import pytest

from ai.research.encoding import ActionSpace, Kind, UnknownAction
from ai.research.spaces import BUILDERS, action_space
from engine.core import Action
from tests.research.tables import TABLE_IDS, TABLES, base_mode, random_walk


def encoding_problems(space: ActionSpace, legal: list[Action]) -> list[str]:
    """What is wrong with `space` on one state's legal actions: unknown, not round-tripping, or sharing an index."""
    problems, seen = [], {}
    for action in legal:
        try:
            index = space.encode(action)
        except UnknownAction as error:
            problems.append(str(error))
            continue
        back = space.decode(index)
        if (back.kind, back.args) != (action.kind, action.args):
            problems.append(f"{action.kind}{action.args} -> {index} -> {back.kind}{back.args}")
        if index in seen and seen[index] != action:
            problems.append(f"{seen[index].kind}{seen[index].args} and {action.kind}{action.args} share {index}")
        seen[index] = action
    return problems


def walk_problems(space: ActionSpace, name: str, mode: str, players: int, seed: int,
                  decisions: int | None) -> list[str]:
    problems = []
    for state in random_walk(name, mode, players, seed, decisions):
        problems += encoding_problems(space, state.legal_actions())
    return problems


def test_every_published_game_has_an_action_table():
    published = {point.name for point in entry_points(group="tavern.games")}
    assert published <= set(BUILDERS)


@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_actions_of_the_first_decisions_encode_and_decode_to_themselves(name, mode, players):
    space = action_space(name, base_mode(mode))
    assert walk_problems(space, name, mode, players, seed=1, decisions=300) == []


@pytest.mark.slow
@pytest.mark.parametrize("name,mode,players", TABLES, ids=TABLE_IDS)
def test_every_action_of_whole_random_games_encodes_and_decodes_to_itself(name, mode, players):
    space = action_space(name, base_mode(mode))
    for seed in (2, 3):
        assert walk_problems(space, name, mode, players, seed, decisions=None) == []


def test_the_mask_marks_exactly_the_legal_actions():
    space = action_space("cartaventuras", "standard")
    state = next(random_walk("cartaventuras", "standard", 2, seed=4))
    mask = space.mask(state.legal_actions())
    assert mask.dtype == np.int8 and mask.shape == (space.size,)
    assert sorted(np.flatnonzero(mask)) == sorted(space.encode(a) for a in state.legal_actions())
    assert {space.legal_at(state.legal_actions())[int(i)] for i in np.flatnonzero(mask)} == set(state.legal_actions())


def test_an_action_space_refuses_an_action_listed_twice():
    with pytest.raises(ValueError, match="twice"):
        ActionSpace([Kind.of("move", ("up", "down")), Kind.of("move", ("up",))])


class Colliding(ActionSpace):
    """A planted mistake: every action of a kind falls on the kind's first index."""

    def encode(self, action: Action) -> int:
        first = next(kind.args[0] for kind in self.kinds if kind.name == action.kind) if any(
            kind.name == action.kind for kind in self.kinds) else action.args
        return super().encode(Action(action.kind, first))


class Shifted(ActionSpace):
    """A planted mistake: decoding reads the neighbouring index."""

    def decode(self, index: int) -> Action:
        return super().decode((index + 1) % self.size)


def forgetting(kind: str):
    """A planted mistake: the table forgets a kind the game offers."""
    return lambda space: ActionSpace([k for k in space.kinds if k.name != kind])


MISTAKES = {
    "colliding": lambda space: Colliding(space.kinds),
    "shifted": lambda space: Shifted(space.kinds),
    "forgets-explore": forgetting("explore"),
    "forgets-travel": forgetting("travel"),
}


@pytest.mark.parametrize("mistake,name,mode,players", [
    ("colliding", "cartaventuras", "standard", 2), ("colliding", "elria", "solo", 1),
    ("shifted", "cartaventuras", "standard", 2), ("shifted", "rpgquest", "competitive", 2),
    ("forgets-explore", "cartaventuras", "standard", 2), ("forgets-travel", "elria", "solo", 1),
])
def test_the_check_catches_a_planted_mistake_in_the_encoder(mistake, name, mode, players):
    space = MISTAKES[mistake](action_space(name, mode))
    assert walk_problems(space, name, mode, players, seed=1, decisions=300) != []
