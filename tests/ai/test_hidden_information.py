"""No agent may read hidden cards: a poisoned table (the same view, different
hidden cards and deck order) must lead to the same choice."""

import random
from typing import Any

import pytest

import engine
from ai import make_agent
from tests.ai.helpers import every_table, spread_states

AGENT_SPECS: list[tuple[str, dict[str, Any]]] = [("heuristic", {}), ("easy", {}), ("search", {"iters": 25})]


def poisoned(state, seat, seed):
    """A copy whose hidden part is re-dealt: same view for `seat`, other secrets."""
    copy = state.determinize(seat, random.Random(seed))
    assert copy.view(seat) == state.view(seat)
    return copy


def same_deal(state, other, seat):
    """Search sees a table only through determinize: tables alike to `seat` must deal alike."""
    mine, theirs = state.determinize(seat, random.Random(7)), other.determinize(seat, random.Random(7))
    return mine.to_json() == theirs.to_json()


@pytest.mark.parametrize("game, mode, players", every_table())
def test_agents_choose_the_same_whatever_the_hidden_cards(game, mode, players):
    for state in spread_states(game, mode, players, seed=17, count=6):
        seat = state.to_move()
        assert same_deal(state, poisoned(state, seat, 101), seat), (
            f"{game}: determinize(seat, rng) deals differently for tables that seat cannot tell "
            "apart, so search would depend on the secret order: put the hidden cards in a fixed "
            "order (e.g. sorted) before shuffling them")
        for kind, options in AGENT_SPECS:
            honest = make_agent(kind, game, seed=3, **options).choose(state, seat)
            for poison in (101, 202):
                other = make_agent(kind, game, seed=3, **options).choose(poisoned(state, seat, poison), seat)
                assert other == honest, f"{kind} on {game} {mode} changed its mind with other hidden cards"


def test_the_fixture_poison_really_changes_the_secrets():
    state = engine.new_game("lucky-draw", {}, 5)
    copy = poisoned(state, 0, 101)
    assert (copy.hands[1], copy.deck) != (state.hands[1], state.deck)


def test_the_rpgquest_poison_really_changes_the_secrets():
    """The poisoned RPGQuest table re-deals every face-down deck (heroes, items, Wandering Monsters,
    missions) and draws the bag from another generator, so the test above checks hidden cards indeed."""
    state = engine.new_game("rpgquest", {"mode": "competitive", "players": 2}, 5)
    copy = poisoned(state, 0, 101)
    for deck in ("hero_deck", "item_deck", "wandering_deck", "mission_deck"):
        assert sorted(getattr(copy, deck)) == sorted(getattr(state, deck))
        assert getattr(copy, deck) != getattr(state, deck), deck
    assert [copy.rng.random() for _ in range(3)] != [state.rng.random() for _ in range(3)]
