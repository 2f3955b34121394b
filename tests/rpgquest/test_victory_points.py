"""*Pontos de Vitória*: every Victory Point a group wins is counted under where it came from, so the final
scores can say it (missions, Great Challenges, hero levels, ...)."""

from __future__ import annotations

import random

import pytest

from engine.core import Result
from engine.rpgquest.group import VP_SOURCES
from tests.rpgquest.helpers import table


def _play_to_the_end(state, seed: int) -> None:
    rng = random.Random(seed)
    while not state.is_over():
        request = state.dice_request()
        if request is not None:
            state.roll(tuple(rng.randint(1, die) for die in request.dice))
        else:
            state.apply(rng.choice(state.legal_actions()))
        for group in state.groups:
            assert sum(group.vp_from.values()) == group.vp and set(group.vp_from) <= set(VP_SOURCES)


@pytest.mark.parametrize("mode", ["competitive", "cooperative"])
def test_pontos_de_vitoria_every_point_is_counted_under_its_source_and_the_result_says_so(mode):
    won = 0
    for seed in range(6):
        state = table(players=3, mode=mode, seed=seed, fast=True)
        _play_to_the_end(state, seed)
        result = state.result()
        for seat, group in enumerate(state.groups):
            sources = dict(result.sources[seat])
            assert sources == {what: float(vp) for what, vp in group.vp_from.items() if vp}
            assert list(sources) == [what for what in VP_SOURCES if what in sources]  # the final scores' order
            assert state.view(seat)["groups"][seat]["vp_from"] == {k: int(v) for k, v in sources.items()}
            won += group.vp
        assert Result.from_json(result.to_json()) == result
    assert won  # the sample has Victory Points to count
