"""Cartaventuras judgement: gear up, pick fights you can win, then face the dragon.

It reads only what every player can see on the table (the Kingdom, everyone's
gear, life and coins, the open Purchase deck, the fight in progress) and the
printed card set; never a face-down deck.
"""

from __future__ import annotations

from engine.cartaventuras import combat, equipment, kingdom
from engine.cartaventuras.cards import COLOURS, catalogue
from engine.core import Action, State

_C = catalogue()
DRAGON = (_C.final.magic, _C.final.nonmagic)
GO_FOR_DRAGON = 0.45
LOW_LIFE = 4

# The average enemy of each colour: what exploring that colour is likely to bring.
_ENEMY_STRENGTH = {
    colour: sum(max(c.magic, c.nonmagic) for c in _C.zones.values() if c.colour == colour and c.effect == "enemy")
    / max(1, sum(1 for c in _C.zones.values() if c.colour == colour and c.effect == "enemy"))
    for colour in COLOURS
}


def best_attack(player) -> dict[str, int]:
    return {mode: equipment.attack(player, mode) for mode in combat.MODES}


def dragon_odds(player, life: int | None = None) -> float:
    """Chance to beat the dragon twice, magic first or non-magic first (the better order)."""
    life = player.life if life is None else life
    attack = best_attack(player)
    first = combat.fight_odds(attack["magic"], DRAGON[0], life)
    second = combat.fight_odds(attack["nonmagic"], DRAGON[1], max(1, life - 2))
    other_first = combat.fight_odds(attack["nonmagic"], DRAGON[1], life)
    other_second = combat.fight_odds(attack["magic"], DRAGON[0], max(1, life - 2))
    return max(first * second, other_first * other_second)


def card_value(player, card_id: str) -> float:
    """How much a card would add to this player's gear."""
    card = _C.orange[card_id]
    if card.kind in combat.MODES:
        return max(0, card.attack - equipment.attack(player, card.kind)) * 1.5 + 0.1
    if card.kind == "fragment":
        pair = any(_C.orange[c].part_of == card.part_of for c in player.cards if c != card_id)
        return 5.0 if pair else 1.0
    uses = player.uses.get(card_id, card.uses)
    per_use = {"heal": 0.25 * card.life, "plus2": 1.0, "x2": 0.9, "two_rolls": 0.6,
               "double_coins": 0.3, "map": 1.0}[card.effect]
    return per_use * uses


class CartaventurasHeuristic:
    """Scores actions in the game's own terms; `evaluate` is each seat's dragon chance."""

    def score_action(self, state: State, seat: int, action: Action) -> float:
        player = state.players[seat]
        handler = getattr(self, "_" + action.kind, None)
        return handler(state, player, action) if handler else 0.0

    # -- the main decision ------------------------------------------------------------
    def _dragon(self, state, player, action) -> float:
        odds = dragon_odds(player)
        return 100 + odds if odds >= self.dragon_threshold(state) else -100.0

    @staticmethod
    def dragon_threshold(state) -> float:
        """The chance worth risking: high early, lower as the rounds run out."""
        left = max(0, state.budget - state.round) / state.budget
        return max(0.03, GO_FOR_DRAGON * left)

    def _explore(self, state, player, action) -> float:
        colour = action.args[1]
        strongest = max(best_attack(player).values())
        danger = _ENEMY_STRENGTH[colour] - strongest
        own = 0.5 if colour == player.colour else 0.0
        return 3.0 - max(0.0, danger) * 0.6 + own + (0.5 if player.life > LOW_LIFE else -1.0)

    def _move(self, state, player, action) -> float:
        return self.cell_value(state, player, kingdom.neighbour(player.cell, action.args[0])) - 0.2

    def _jump(self, state, player, action) -> float:
        cost = 0.0 if action.args[1] == "portal" else 1.0
        return self.cell_value(state, player, action.args[0]) - cost

    def _rest(self, state, player, action) -> float:
        return -1.0

    def _use(self, state, player, action) -> float:
        card = _C.orange[action.args[0]]
        if card.effect == "heal":
            return 50.0 if player.life <= LOW_LIFE or player.life + card.life <= 10 and state.combat else -5.0
        fight = state.combat
        if fight is None:
            return -5.0
        win, _, lose = combat.round_odds(combat.my_attack(state, fight), fight.enemy_attack())
        return 40.0 if fight.dragon or win < 0.55 else -5.0

    def _propose(self, state, player, action) -> float:
        return -10.0

    def cell_value(self, state, player, cell: int) -> float:
        """What stepping onto a revealed card is worth to this player."""
        seat = state.players.index(player)
        card_id = state.grid[cell]
        if cell == state.dragon_cell:
            return 100.0 if dragon_odds(player) >= self.dragon_threshold(state) else -100.0
        if card_id not in _C.zones or cell in state.cleared:
            return 0.0
        card = _C.zones[card_id]
        used = state.marks.get(card_id, 0) >> seat & 1
        if card.effect == "enemy":
            win, lose = max(self.odds(player, card, mode) for mode in combat.MODES if getattr(card, mode))
            reward = card.reward
            gain = 2.0 if reward[0] != "card" else card_value(player, reward[1]) + 0.5
            return (win - lose) * 3 + gain * win - (2.0 if player.life <= LOW_LIFE else 0.0)
        if used and (card.single_use or card.effect == "trade"):
            return -0.5
        if card.effect == "trade":
            return 4.0 if player.coins >= 2 else 0.5
        if card.effect == "heal":
            return (10 - player.life) * 0.5 * min(card.life, 10 - player.life) / card.life
        if card.effect in ("coins", "find", "boon"):
            return 2.0
        if card.effect == "trap":
            return -2.0 * card.life - 0.3 * card.coins
        if card.effect in ("portal", "passage"):
            return 0.5
        return 0.0

    @staticmethod
    def odds(player, card, mode: str) -> tuple[float, float]:
        """Round chances (win, lose) against an enemy card with one kind of attack."""
        mine = equipment.attack(player, mode)
        if mine == 0:
            return 0.0, 1.0
        win, _, lose = combat.round_odds(mine, getattr(card, mode))
        return win, lose

    # -- fights -----------------------------------------------------------------------
    def _fight(self, state, player, action) -> float:
        mode = action.args[0]
        return combat.round_odds(combat.my_attack(state, state.combat, mode),
                                 state.combat.enemy_attack(mode))[0] * 10

    def _roll(self, state, player, action) -> float:
        return 1.0

    def _flee(self, state, player, action) -> float:
        fight = state.combat
        win, _, lose = combat.round_odds(combat.my_attack(state, fight), fight.enemy_attack())
        if player.life <= 2 or win < 0.2 or (player.life <= LOW_LIFE and lose > win):
            return 2.0
        return 0.0

    # -- trading places, backpack and trades -----------------------------------------------
    def _buy(self, state, player, action) -> float:
        card_id = action.args[0]
        value = card_value(player, card_id)
        return value - 0.15 * _C.orange[card_id].price

    def _sell(self, state, player, action) -> float:
        return 0.5 - card_value(player, action.args[0])

    def _done(self, state, player, action) -> float:
        return 0.0

    def _drop(self, state, player, action) -> float:
        return -card_value(player, action.args[0])

    def _give(self, state, player, action) -> float:
        return -1.0

    def _cancel(self, state, player, action) -> float:
        return 0.0

    def _accept(self, state, player, action) -> float:
        _, give, ask = state.trade
        gained = card_value(player, give[1]) if give[0] == "card" else give[1] * 0.3
        lost = 0.0 if ask is None else (card_value(player, ask[1]) if ask[0] == "card" else ask[1] * 0.3)
        return 1.0 if gained > lost else -1.0

    def _decline(self, state, player, action) -> float:
        return 0.0

    # -- positions ----------------------------------------------------------------------
    def evaluate(self, state: State) -> tuple[float, ...]:
        if state.is_over():
            return tuple(state.result().scores)
        values = []
        for player in state.players:
            if not player.alive:
                values.append(0.0)
                continue
            values.append(min(1.0, 0.05 + 0.9 * dragon_odds(player)))
        return tuple(values)
