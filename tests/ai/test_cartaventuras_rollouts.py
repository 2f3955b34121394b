"""Search's cheap Cartaventuras rollouts: plain map decisions played at random, the rest scored."""

import random

from ai.heuristics.cartaventuras import CartaventurasHeuristic
from ai.search import Search
from engine.core import Action
from tests.ai.helpers import random_walk
from tests.ai.test_cartaventuras_heuristic import DIVINE_STAFF, DRAGONSLAYER, WHETSTONE, main_decision_with_dragon

MAP_MOVES = {"move", "jump", "explore"}


def favourite(judge, state, seat) -> Action:
    return max(state.legal_actions(), key=lambda a: judge.score_action(state, seat, a))


def test_a_plain_map_decision_offers_its_steps_and_cards_to_explore_but_not_the_unready_dragon():
    state = main_decision_with_dragon()
    plain = CartaventurasHeuristic().plain(state, 0, state.legal_actions())
    assert plain and {a.kind for a in plain} <= MAP_MOVES
    assert {a for a in state.legal_actions() if a.kind in MAP_MOVES} == set(plain)


def test_the_dragon_when_it_is_time_to_face_it_is_never_a_plain_decision():
    state = main_decision_with_dragon()
    me = state.players[0]
    me.cards += [DIVINE_STAFF, DRAGONSLAYER, WHETSTONE]
    me.life = 10
    judge = CartaventurasHeuristic()
    assert favourite(judge, state, 0).kind == "dragon"
    assert judge.plain(state, 0, state.legal_actions()) is None


def test_plain_decisions_through_whole_games_are_map_moves_the_heuristic_might_play():
    judge, plain_seen, kept = CartaventurasHeuristic(), 0, 0
    for seed in range(4):
        for state in random_walk("cartaventuras", "standard", 2, seed):
            seat, legal = state.to_move(), state.legal_actions()
            plain = judge.plain(state, seat, legal)
            if plain is None:
                kept += 1
                continue
            plain_seen += 1
            assert state.combat is None and {a.kind for a in plain} <= MAP_MOVES
            assert {a.kind for a in legal} <= MAP_MOVES | {"dragon", "propose", "rest"}
            best = favourite(judge, state, seat)
            assert best in plain, (seed, best)  # the heuristic's own move is among them: no dragon hidden
    assert plain_seen > 50 and kept > 50


def test_cheap_rollouts_leave_cartaventuras_search_deterministic_for_a_seed_and_budget():
    state = main_decision_with_dragon()

    def tree():
        root = Search(CartaventurasHeuristic(), random.Random(5)).run(state.clone(), 0, iters=120)
        return {action: (child.visits, child.totals) for action, child in root.children.items()}

    assert tree() == tree()
