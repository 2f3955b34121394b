"""The RPGQuest heuristic's weights, in Victory Points: what a thing is worth to a group."""

import math

from engine.rpgquest.routes import MP_PER_ACTION
from engine.rpgquest.ruins import REBUILD_COST
from engine.rpgquest.state import RpgQuestState

GOLD = 0.5 / 1000  # a thousand gold pieces: half a Victory Point (levels, heroes and items are bought)
WOUND = 0.15  # a damage marker on a hero who survives it
DEATH = 1.2  # a hero lost: the points, the levels and the recruiting fee
HERO_POINT = 0.12  # a class point in the group: every test it adds to
MP_COST = 0.01  # a Movement Point spent on the way
ACTION_COST = 0.05  # an action spent on the way
IDLE = -0.1  # an action let pass: every other action does something
DELAY = 0.3  # a goal elsewhere put off by one action, for something worth doing here first
TROPHY = 0.25  # one of the four monsters of a kind that make a title and a VP
RESERVE = 1000  # gold kept back for a recruit or a cleric
RECRUIT = 1000  # the fee of an adventurer
STOPPED = 0.1  # an ambush stops the move: the Movement Points left are lost
IDLE_GOLD = 0.25  # gold beyond what the group needs soon is worth this share of its price
SURPLUS = 3000  # gold beyond this buys little more than Victory Points: spending it costs half as much
HORIZON = 6  # Turns: with fewer left, strength bought for later (heroes, points, healing) pays less
FINISH = 2.0  # Victory Points that reach the target end the game with the group ahead: the win, not one VP more


def later(state: RpgQuestState) -> float:
    """The share of its worth that strength for later keeps with the Turns left (*Fim de Jogo*: the
    game ends after the last Turn of the Calendar; only Victory Points count then)."""
    return min(1.0, (state.turn_limit - state.turn + 1) / HORIZON)


def way(mp: float) -> float:
    """What a way of `mp` Movement Points costs the group: the points, and the actions they take."""
    return mp * MP_COST + math.ceil(mp / MP_PER_ACTION) * ACTION_COST


def spent(held: int, cost: int) -> float:
    """What paying `cost` out of `held` gold costs the group, in VP: the surplus goes cheaper."""
    cheap = min(cost, max(0, held - SURPLUS))
    return cheap * GOLD / 2 + (cost - cheap) * GOLD


def needed_soon(state: RpgQuestState, seat: int) -> int:
    """The gold the group needs soon: a reserve, a recruit's fee while it has room, its wounds healed,
    and the damage tokens of the places down (*Reconstruir*: 1,000gp a token)."""
    group = state.groups[seat]
    recruit = RECRUIT if 0 < len(group.heroes) < 4 else 0
    rebuilding = REBUILD_COST * sum(state.ruins.values())
    return RESERVE + recruit + 100 * sum(hero.damage for hero in group.heroes) + rebuilding


def spent_soon(state: RpgQuestState, seat: int, held: int, cost: int) -> float:
    """What paying `cost` out of `held` gold costs the group, in VP: gold it would not need soon goes cheaper."""
    idle = min(cost, max(0, held - needed_soon(state, seat)))
    return idle * GOLD * IDLE_GOLD + (cost - idle) * GOLD


def finishing(state: RpgQuestState, seat: int, vp: int) -> float:
    """What `vp` Victory Points are worth beyond themselves when they reach the target (*Fim de Jogo*):
    a competitive group then ends the game ahead of every other (level on VP: the gold decides, as now);
    cooperative groups, their shared total."""
    if vp <= 0:
        return 0.0
    groups = state.groups
    if state.cooperative:
        return FINISH if sum(group.vp for group in groups) + vp >= state.vp_target * state.seats else 0.0
    after, gold = groups[seat].vp + vp, groups[seat].gold
    ahead = all((after, gold) >= (group.vp, group.gold) for other, group in enumerate(groups) if other != seat)
    return FINISH if after >= state.vp_target and ahead else 0.0


def actions_left(state: RpgQuestState, seat: int) -> int:
    """The actions the group of `seat` has left this Turn: the markers it holds and those still to reach
    it from the players before it (each marker passes from seat to seat, *O Que Fazer em uma Rodada?*)."""
    return sum(len(state.markers[before]) for before in range(seat + 1))
