"""Invariants over random games: bounds hold and every card is in exactly one place."""

import random
from collections import Counter

from hypothesis import example, given
from hypothesis import strategies as st

from engine.cartaventuras import GAME, combat, equipment
from engine.cartaventuras.state import BANK
from tests.cartaventuras.helpers import C
from tests.profiles import examples

ALL_CARDS = Counter([*C.zones, *C.orange, C.start.id, C.final.id])


def places(state) -> Counter:
    """Every card id wherever it lies: decks, Kingdom, discards, players, set aside."""
    found = Counter(card for card in state.grid if card is not None)
    for deck in state.decks.values():
        found.update(deck)
    for pile in (state.zone_discard, state.purchase, state.exploration, state.forge, state.discard):
        found.update(pile)
    for player in state.players:
        found.update(player.cards)
    if state.dragon_cell < 0:
        found[C.final.id] += 1
    return found


def check(state) -> None:
    assert places(state) == ALL_CARDS
    assert sum(p.coins for p in state.players) <= BANK
    for player in state.players:
        assert 0 <= player.coins and player.life <= 10 and 0 <= player.tokens <= 8
        for mode in combat.MODES:
            assert 0 <= equipment.attack(player, mode) <= equipment.MAX_ATTACK
        # an over-full backpack is always the next thing to settle, unless the game just ended
        # (a reward taken as the last round runs out): then nothing is left to settle
        settling = state.to_move() is not None or state.is_over()
        assert len(equipment.backpack(player)) <= equipment.BACKPACK or settling
    if state.combat and state.combat.mode:
        assert combat.my_attack(state, state.combat) <= equipment.MAX_ATTACK


@examples(25)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([1, 2, 3, 4]))
@example(seed=8413, players=4)  # a reward fills the backpack as the 80th round ends
def test_bounds_hold_and_every_card_is_in_exactly_one_place(seed, players):
    state = GAME.new({"players": players}, seed)
    rng = random.Random(seed)
    check(state)
    while not state.is_over():
        if state.to_move() is None:
            state.roll([rng.randint(1, f) for f in state.dice_request().dice])
        else:
            state.apply(rng.choice(state.legal_actions()))
        check(state)


def test_random_games_end_in_every_mode_and_seat_count():
    for config in ({"players": 1}, {"players": 2}, {"players": 3}, {"players": 4},
                   {"mode": "solo", "players": 1, "difficulty": "easy"}):
        for seed in range(20):
            state = GAME.new(config, seed)
            rng = random.Random(seed)
            decisions = 0
            while not state.is_over():
                if state.to_move() is None:
                    state.roll([rng.randint(1, f) for f in state.dice_request().dice])
                else:
                    state.apply(rng.choice(state.legal_actions()))
                    decisions += 1
            assert decisions <= GAME.max_decisions
            assert state.result().reason


@examples(15)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 3))
def test_trading_between_players_a_turn_of_eager_traders_still_ends(seed, players):
    """*Trading Between Players* "as many times as you like", bounded only so that a game
    ends: traders who always trade when they can still run out of new offers."""
    from engine.cartaventuras.trading import TRADE_KINDS
    from tests.cartaventuras.helpers import give, stand, start, table

    state = table(players, seed=seed)
    rng = random.Random(seed)
    titles = ["Healing Potion", "Dagger", "Whetstone", "Wand of Sparks", "Greater Potion", "Mace"]
    for i, title in enumerate(titles[: 2 * players]):
        give(state, i % players, title)
    for seat in range(players):
        stand(state, seat, start(state))
    decisions = 0
    while True:
        trades = [a for a in state.legal_actions() if a.kind in TRADE_KINDS and a.kind != "cancel"]
        if not trades and state.trade is None:
            break
        state.apply(rng.choice(trades) if trades else next(a for a in state.legal_actions() if a.kind == "cancel"))
        decisions += 1
        assert decisions < 20_000
        check(state)
    assert state.round == 1 and state.current == 0 and state.phase == "main"
