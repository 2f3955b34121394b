"""Property tests: cubes and Location cards are conserved through any game."""

from __future__ import annotations

from collections import Counter

from hypothesis import example, given
from hypothesis import strategies as st_

from engine.elria.cards import TOTAL_CUBES
from tests.elria.helpers import CS, table
from tests.profiles import examples


def check(state):
    # cubes: Time cards + supply + cubes on covered spaces are the 70 of the box
    assert sum(state.time) + state.supply + sum(state.covered) == TOTAL_CUBES
    assert all(t >= 0 for t in state.time)
    # every Location card is in exactly one place
    places = state.deck + state.discard + state.available + [c for j in state.journey for c in j]
    assert Counter(places) == Counter(CS.locations)
    landmarks = state.open_landmarks + [m for f in state.found for m in f]
    assert len(set(landmarks)) == len(landmarks)


# Found by hypothesis: a Stage lost, then retried, chose again a Landmark its failed attempt had discovered.
RETRIED_STAGE = [
    0, 981, 315, 709, 310, 0, 563, 0, 0, 0, 0, 0, 0, 922, 0, 0, 0, 0, 0, 0, 0, 0, 656, 0, 110, 291, 446, 203,
    0, 0, 0, 0, 55, 0, 0, 949, 0, 0, 71, 0, 0, 0, 0, 0, 332, 878, 802, 0, 0, 11, 369, 295, 4, 0, 0, 0, 0, 0,
    135, 0, 211, 0, 779, 0, 409, 0, 343, 0, 116, 387, 0, 188, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 502, 0, 0, 0, 0,
    19,
]


@examples(25)
@given(mode=st_.sampled_from(["solo", "duel", "campaign"]), seed=st_.integers(0, 10_000),
       picks=st_.lists(st_.integers(0, 1000), min_size=50, max_size=400))
@example(mode="campaign", seed=532, picks=RETRIED_STAGE)
def test_cubes_and_cards_are_conserved(mode, seed, picks):
    state = table(mode, seed)
    check(state)
    for pick in picks:
        if state.is_over():
            break
        legal = state.legal_actions()
        state.apply(legal[pick % len(legal)])
        check(state)


@examples(15)
@given(seed=st_.integers(0, 10_000), picks=st_.lists(st_.integers(0, 1000), min_size=20, max_size=200))
def test_time_changes_only_through_payments_and_gains(seed, picks):
    state = table("solo", seed)
    for pick in picks:
        if state.is_over():
            break
        before_time, before_supply, before_covered = state.time[0], state.supply, sum(state.covered)
        legal = state.legal_actions()
        action = legal[pick % len(legal)]
        state.apply(action)
        gained = state.time[0] - before_time
        if action.kind in ("end_action", "discard", "no_shelter") or state.phase == "over":
            continue
        # covering never touches the Time card; only travel, attacks, treasure, levels, landmarks, rewards do
        if action.kind in ("cover", "defeat", "quest", "bonus", "shelter", "map") and state.act_type != "":
            assert gained == 0 or (action.kind == "cover" and state.act_type == "levelup")
        assert state.supply - before_supply == -gained - (sum(state.covered) - before_covered)
