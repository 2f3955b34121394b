"""Fights against the Kingdom's enemies: which attack to use, and fight on or flee."""

from __future__ import annotations

from functools import lru_cache

from ai.heuristics.cartaventuras.gear import Gear, available, card_value, coin_value, life_value
from ai.heuristics.cartaventuras.values import DEATH, FLEE_COST
from engine.cartaventuras import combat, equipment
from engine.cartaventuras.cards import ZoneCard
from engine.cartaventuras.player import Player
from engine.cartaventuras.state import CartaventurasState


def fight_mode(player: Player, card: ZoneCard) -> tuple[str, float]:
    """The better kind of attack against an enemy card and its decisive-round win chance."""
    return _fight_mode(equipment.attack(player, "magic"), equipment.attack(player, "nonmagic"),
                       card.magic, card.nonmagic)


@lru_cache(maxsize=4096)
def _fight_mode(magic: int, nonmagic: int, their_magic: int, their_nonmagic: int) -> tuple[str, float]:
    best, best_p = "", -1.0
    for mode, mine, theirs in (("magic", magic, their_magic), ("nonmagic", nonmagic, their_nonmagic)):
        if theirs == 0:
            continue
        win, _, lose = combat.round_odds(mine, theirs)
        p = win / (win + lose) if mine else 0.0
        if p > best_p:
            best, best_p = mode, p
    return best, best_p


def reward_value(state: CartaventurasState, player: Player, card: ZoneCard, gear: Gear) -> float:
    if card.reward is None:
        return 0.0
    kind, value = card.reward
    if kind == "coins":
        return value * coin_value(player)
    if kind == "life":
        return min(value, 10 - player.life) * life_value(player)
    return card_value(state, player, value, gear) + 0.3 if available(state, value) else 0.0


def flee_risk(player: Player, card: ZoneCard) -> float:
    """Chance that fleeing this enemy costs a life: none in the character's own colour."""
    return 0.0 if card.colour == player.colour else FLEE_COST


def fleeing(life: int, risk: float, life_worth: float) -> float:
    """Worth of fleeing now: maybe a life, and with the last one, everything."""
    return -risk * (life_worth + (DEATH if life == 1 else 0.0))


@lru_cache(maxsize=65536)
def staying(p: float, reward: float, life: int, risk: float, life_worth: float) -> float:
    """Worth of fighting another round, then choosing again, at best, after each lost round."""
    if life <= 1:
        return p * reward - (1 - p) * (life_worth + DEATH)
    later = max(staying(p, reward, life - 1, risk, life_worth), fleeing(life - 1, risk, life_worth))
    return p * reward + (1 - p) * (later - life_worth)


def enemy_value(state: CartaventurasState, player: Player, card: ZoneCard, gear: Gear) -> float:
    """Expected worth of meeting this enemy: a first round, then fight on or flee, at best."""
    top = equipment.MAX_ATTACK  # the gear's attacks are the wielded ones (`equipment.attack`)
    _, p = _fight_mode(min(top, gear.magic), min(top, gear.nonmagic), card.magic, card.nonmagic)
    if p <= 0:
        return -life_value(player) - (DEATH if player.life == 1 else 0.0)
    reward = reward_value(state, player, card, gear)
    return staying(p, reward, player.life, flee_risk(player, card), life_value(player))
