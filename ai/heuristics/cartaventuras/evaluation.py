"""Each seat's chance to win a Cartaventuras game from a position, fitted to heuristic games.

Search cuts its rollouts after a few decisions and asks `chances` who is winning. The answer is a
softmax over the seats (and one more outcome, nobody: the turn budget runs out or every adventurer
falls) of a weighted sum of a few plain features of each adventurer: the dragon odds at today's life
and at full life, the attacks of both kinds, life, coins, boosts and healing, the time left, and
the steps to a place to face the dragon from.
The weights live in `evaluation.toml`, written by `python -m ai.heuristics.cartaventuras.fit`
(`fit.py`), which plays heuristic games and fits them by maximum likelihood (`ai/fitted.py`,
`ai/fitting.py`). A feature added
here needs its line in that file (0 will do) before the fitter can run, since the weights are
checked when this module loads.
"""

from __future__ import annotations

from pathlib import Path

from ai import fitted
from ai.fitted import Weights
from ai.heuristics.cartaventuras.gear import Gear
from ai.heuristics.cartaventuras.plan import dragon_walk
from engine.cartaventuras.player import MAX_LIFE
from engine.cartaventuras.state import CartaventurasState

WEIGHTS_FILE = Path(__file__).with_name("evaluation.toml")
ATTACK_CAP = 8  # attacks beyond this win no more everyday fights
COIN_CAP = 10  # coins beyond this buy little more
WALK_CAP = 8  # steps to a place to face the dragon from: beyond this, far is far
FEATURES = ("dragon_now", "dragon_full_life", "magic", "nonmagic", "life", "coins", "dragon_now_by_time_left",
            "dragon_full_life_by_time_left", "to_move", "boosts", "healing", "dragon_now_squared",
            "dragon_full_life_squared", "time_left", "dragon_full_life_by_life", "dragon_placed",
            "dragon_spot_near", "dragon_now_by_near", "dragon_full_life_by_near", "dragon_spot_steps",
            "life_by_near", "time_left_by_near")


def features(state: CartaventurasState, seat: int) -> tuple[float, ...] | None:
    """The features of the adventurer at `seat`, in the order of FEATURES (None: fallen)."""
    player = state.players[seat]
    if not player.alive:
        return None
    gear = Gear(player)
    left = max(0.0, (state.budget - state.round) / state.budget)
    now = gear.dragon_chance(player.life)
    full = gear.dragon_chance(MAX_LIFE)
    life = player.life / MAX_LIFE
    walk = dragon_walk(state, seat)
    near = 1.0 / (1 + walk)  # 1 on a place to face the dragon from, 1/57 when there is none
    return (now, full, min(gear.magic, ATTACK_CAP) / ATTACK_CAP, min(gear.nonmagic, ATTACK_CAP) / ATTACK_CAP,
            life, min(player.coins, COIN_CAP) / COIN_CAP, now * left, full * left,
            1.0 if state.current == seat else 0.0, (gear.plus2 + gear.x2 + gear.two_rolls) / 3, gear.heal / MAX_LIFE,
            now * now, full * full, left, full * life, 1.0 if state.dragon_cell >= 0 else 0.0,
            near, now * near, full * near, min(walk, WALK_CAP) / WALK_CAP, life * near, left * near)


def read_weights(text: str, source: str = WEIGHTS_FILE.name) -> Weights:
    """The weights of a TOML text; a bad one names the file and the field."""
    return fitted.read_weights(text, FEATURES, source)


SHIPPED_WEIGHTS = read_weights(WEIGHTS_FILE.read_text(encoding="utf-8"))  # checked when the heuristic loads


def chances(state: CartaventurasState) -> tuple[float, ...]:
    """Each seat's chance to win from this (unfinished) position, by the shipped weights."""
    return SHIPPED_WEIGHTS.chances([features(state, seat) for seat in range(len(state.players))])
