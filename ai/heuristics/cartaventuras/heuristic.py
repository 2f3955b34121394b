"""The Cartaventuras heuristic: scores every action in the game's own terms.

Each kind of action has its scorer (`SCORES`) and its reason for hints (`REASONS`), in tables by
kind at the end of the class: a kind without one is an error, not a silent 0.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from ai.heuristic import ByKind, Heuristic
from ai.heuristics.cartaventuras.evaluation import chances
from ai.heuristics.cartaventuras.fights import fight_mode, flee_risk, fleeing, reward_value, staying
from ai.heuristics.cartaventuras.gear import Gear, card_value, dragon_odds, life_value
from ai.heuristics.cartaventuras.odds import DRAGON, dragon_fights
from ai.heuristics.cartaventuras.plan import Plan, readiness
from ai.heuristics.cartaventuras.values import COIN, DRAGON_PRIZE, FAIR, LOW_LIFE, PATIENCE, STEP, SURE
from ai.heuristics.cartaventuras.words import card_words, deck_words, worth_words
from ai.heuristics.cartaventuras.worth import Arrivals, Outlook, context
from engine.cartaventuras import combat, equipment, kingdom
from engine.cartaventuras.cards import catalogue
from engine.cartaventuras.player import Player
from engine.cartaventuras.state import CartaventurasState
from engine.cartaventuras.trading import describe
from engine.core import Action

# a kind's scorer and its reason: (heuristic, state, seat, the seat's player, action)
Scorer = Callable[["CartaventurasHeuristic", CartaventurasState, int, Player, Action], float]
Reason = Callable[["CartaventurasHeuristic", CartaventurasState, int, Player, Action], str]

_MODE = {"magic": "magic", "nonmagic": "non-magic"}
_PLAIN = frozenset({"move", "jump", "explore"})  # the map moves of a main decision
_IDLE = frozenset({"propose", "rest"})  # never the heuristic's choice while a map move is legal


def _pct(chance: float) -> str:
    return f"{round(100 * chance)}%"


class CartaventurasHeuristic(Heuristic[CartaventurasState]):
    """Scores actions in the game's own terms; `evaluate` is each seat's chance to win."""

    OUTLOOKS = 2048  # contexts remembered before the cache starts afresh
    BLUNDER = -100.0  # the dragon at poor odds, unforced, or a move nowhere: search never plays one
    UNREADY = -50.0   # the dragon at fair odds before the heuristic's bar: search may find it worth it
    DEPTH = 5         # search's rollouts: 5 decisions, then `evaluate` (20 cost 4-5x the time; issue #16)
    BIAS = 0.5        # progressive bias: what search's UCT adds to the favourite's value, over visits + 1
    # search's rollouts: the share of plain map decisions still scored (see `plain`). 1 scores them all:
    # on unseen seeds 64000-64063, 550 iterations so won 35 of 64 against the heuristic, 1,000 with
    # plain steps at random (0) 27 of 64 (docs/measurements/2026-12-01-cartaventuras-rival-targets.md); `search:mix=0` still plays the cheap rollouts
    MIX = 1.0

    def __init__(self) -> None:
        self._plan_key: tuple | None = None
        self._plan: Plan | None = None
        self._outlooks: dict[tuple, Outlook] = {}
        self._arrivals = Arrivals()  # shared by the outlooks: see `Outlook`

    def score_action(self, state: CartaventurasState, seat: int, action: Action) -> float:
        player = state.players[seat]
        return self.SCORES.find(action.kind)(self, state, seat, player, action)

    def plan(self, state: CartaventurasState, seat: int) -> Plan:
        """The map worth for this decision, computed once and reused for every action."""
        player = state.players[seat]
        key = (id(state), len(state.log), seat, player.cell, player.life, player.coins,
               tuple(player.cards), tuple(state.grid), state.round, state.dragon_cell)
        plan = self._plan
        if plan is None or key != self._plan_key:
            plan = Plan(self, state, seat, self.outlook(state, seat))
            self._plan_key, self._plan = key, plan
        return plan

    def outlook(self, state: CartaventurasState, seat: int) -> Outlook:
        """The cached card values for this seat's context."""
        key = context(state, seat)
        found = self._outlooks.get(key)
        if found is None:
            if len(self._outlooks) >= self.OUTLOOKS:
                self._outlooks.clear()
                self._arrivals.clear()
            found = self._outlooks[key] = Outlook(state, seat, self._arrivals)
        return found

    def plain(self, state: CartaventurasState, seat: int, actions: Sequence[Action]) -> list[Action] | None:
        """The sound moves of a plain map decision (steps, portals and cards to explore),
        which search's rollouts may play at random instead of scoring them all (the map
        pass is most of the cost of a rollout move). None where the move matters: fights,
        shops, trades, cards to use, and the dragon when it is time to face it."""
        if state.combat is not None:
            return None
        moves, dragon = [], False
        cell = state.players[seat].cell
        for action in actions:
            kind = action.kind
            if kind == "dragon" or (kind == "move" and kingdom.neighbour(cell, action.args[0]) == state.dragon_cell) \
                    or (kind == "jump" and action.args[0] == state.dragon_cell):
                dragon = True
            elif kind in _PLAIN:
                moves.append(action)
            elif kind not in _IDLE:
                return None
        if dragon and readiness(self, state, seat, Gear(state.players[seat]))[2]:
            return None
        return moves or None

    @staticmethod
    def dragon_threshold(state: CartaventurasState, walk: int = 0) -> float:
        """Sure enough while there is time to improve; near the end (counting the `walk`
        to where the dragon can be faced), any chance beats certain loss."""
        left = state.budget - state.round - walk
        return SURE * max(0.0, min(1.0, left / PATIENCE)) + 1e-9

    # -- the main decision ------------------------------------------------------------
    def _dragon(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        """Ready: the prize times the chance. Not ready: never the heuristic's choice; at
        poor odds a blunder, which search never plays either (`ai.search`)."""
        plan = self.plan(state, seat)
        if plan.ready:
            return DRAGON_PRIZE * plan.chance
        return self.BLUNDER if plan.chance < FAIR else self.UNREADY

    def _explore(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        plan = self.plan(state, seat)
        return plan.explore[action.args[1]] - STEP

    def _move(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        target = kingdom.neighbour(player.cell, action.args[0])
        return -100.0 if target is None else self.plan(state, seat).worth.get(target, -100.0)

    def _jump(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        worth = self.plan(state, seat).worth.get(action.args[0], -100.0)
        return worth - (0.0 if action.args[1] == "portal" else 1.5)

    def _rest(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return -STEP

    def _use(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        card = catalogue().orange[action.args[0]]
        fight = state.combat
        if card.effect == "heal":
            if fight is not None and fight.dragon:
                return 50.0 if player.life + card.life <= 10 or player.life <= 1 else -5.0
            return 50.0 if player.life <= LOW_LIFE and player.life + card.life <= 10 or player.life <= 1 else -5.0
        if fight is None:
            return -5.0
        if combat.unarmed(state, fight):  # a +2 or a life lost: keep the +2 for the dragon unless life is short
            return 10.0 if player.life <= 2 else -5.0
        if fight.dragon:
            if card.effect == "two_rolls" and (fight.x2 or equipment.holds_effect(player, "x2")):
                return -5.0
            return 40.0
        if not fight.mode:
            return -5.0  # the weapon kind first
        win, _, lose = combat.round_odds(combat.my_attack(state, fight), fight.enemy_attack())
        return 30.0 if player.life <= 2 and lose > win and fight.rounds == 0 else -5.0

    def _retreat(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return 0.0

    def _propose(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return -10.0

    # -- fights -----------------------------------------------------------------------
    def _fight(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        mode = action.args[0]
        fight = state.combat
        assert fight is not None  # a fight's mode is chosen in a fight
        if fight.dragon:
            gear = Gear(player)
            other = "nonmagic" if mode == "magic" else "magic"
            bonus = fight.bonus
            first = min(12, getattr(gear, mode) + bonus)
            second = min(12, getattr(gear, other) + bonus)
            return 10 * dragon_fights(first, DRAGON[mode], second, DRAGON[other],
                                       min(25, player.life + gear.heal), gear.x2, gear.two_rolls)
        win, _, lose = combat.round_odds(combat.my_attack(state, fight, mode), fight.enemy_attack(mode))
        return 10 * win / (win + lose) if win + lose else 0.0

    def _roll(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return 1.0

    def _flee(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        fight = state.combat
        assert fight is not None  # fleeing is from a fight
        win, _, lose = combat.round_odds(combat.my_attack(state, fight), fight.enemy_attack())
        p = win / (win + lose) if win + lose else 0.0
        card = fight.card()
        reward = reward_value(state, player, card, Gear(player))
        flee = flee_risk(player, card)
        return 2.0 if staying(p, reward, player.life, flee, life_value(player)) < fleeing(
            player.life, flee, life_value(player)) else 0.0

    # -- trading places, backpack and trades -----------------------------------------------
    def _buy(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        card_id = action.args[0]
        return card_value(state, player, card_id) - COIN * catalogue().orange[card_id].price

    def _sell(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return 3 * COIN - card_value(state, player, action.args[0])

    def _done(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return 0.0

    def _drop(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return -card_value(state, player, action.args[0])

    def _partner(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return -1.0  # it never starts a trade: handed the floor, it calls it off

    def _give(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return -self.item_value(state, player, tuple(action.args))

    def _ask(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        if action.args[0] == "nothing":
            return 0.0
        return self.item_value(state, player, tuple(action.args))

    def _cancel(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return 0.0

    def _accept(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        assert state.trade is not None  # a trade is answered while it stands
        _, _, give, ask, _ = state.trade
        gained = self.item_value(state, player, give)
        lost = self.item_value(state, player, ask)
        return 1.0 if gained > lost else -1.0

    def _decline(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> float:
        return 0.0

    def item_words(self, state: CartaventurasState, player: Player, item: tuple | None, losing: bool) -> str:
        """A trade item in the game's terms: what a card changes for the player, or what the coins
        got (or, `losing`, paid) are worth."""
        if item is None:
            return "nothing"
        kind, value = item
        if kind == "coins":
            worth = self.item_value(state, player, item)
            return worth_words(-worth if losing else worth)
        return card_words(state, player, value, self.item_value(state, player, item))

    @staticmethod
    def item_value(state: CartaventurasState, player: Player, item: tuple | None) -> float:
        """A trade item (card or coins) for this player: what getting it adds, or losing it costs."""
        if item is None:
            return 0.0
        kind, value = item
        if kind == "coins":
            return value * COIN
        return card_value(state, player, value)

    # -- hints --------------------------------------------------------------------------
    def explain(self, state: CartaventurasState, seat: int, action: Action) -> str:
        """One line in the game's terms on why `action` is (or is not) a good idea."""
        player = state.players[seat]
        return self.REASONS.find(action.kind)(self, state, seat, player, action)

    def _why_dragon(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        line = f"The Great Dragon: you beat it {_pct(dragon_odds(player))} of the time with this gear and {player.life} life"
        threat = self.plan(state, seat).threat
        return line + (f"; a rival ready to face it wins {_pct(threat)} of the time" if threat else "")

    def _why_explore(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        colour = action.args[1]
        worth = self.plan(state, seat).explore.get(colour, 0.0)
        return f"Draw a {colour} card ({deck_words(state, colour)}): on average a draw is {worth_words(worth)}"

    def _why_travel(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        """A step (`move`) or a passage (`jump`): where it leads."""
        cell = kingdom.neighbour(player.cell, action.args[0]) if action.kind == "move" else action.args[0]
        return "" if cell is None else self._destination(state, seat, player, cell)

    def _why_combat(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        """A fight's mode chosen, a round rolled or a flight: the odds of a round."""
        fight = state.combat
        if fight is None:
            return ""
        kind = action.kind
        return self._fight_line(state, seat, player, kind, action.args[0] if kind == "fight" else fight.mode)

    def _why_use(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        card = catalogue().orange[action.args[0]]
        if card.effect == "heal":
            return f"{card.title}: +{min(card.life, 10 - player.life)} life, now at {player.life}"
        return f"{card.title}: {'a boost in this fight' if state.combat else 'best kept for a fight'}"

    def _why_card(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        """A card bought, sold or dropped: what it is worth."""
        card_id = action.args[0]
        return f"{catalogue().title(card_id)}: {card_words(state, player, card_id, card_value(state, player, card_id))}"

    def _why_rest(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        return "Nowhere to go from here: rest"

    def _why_retreat(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        fight = state.combat
        if fight is None:
            return ""
        return f"{fight.title}: with an attack of 0 you lose 1 life and flee, unless a +2 lets you fight"

    # trades and leaving a trading place: what changes hands
    def _why_trade(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        """A trade proposed, or a partner chosen."""
        kind, args = action.kind, action.args
        return (f"A trade with {state.players[args[0]].name if kind == 'partner' else 'another adventurer'}: "
                "it takes no turn, and pays only if you get more than you give")

    def _why_item(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        """An item given or asked for."""
        kind, args = action.kind, action.args
        if args[0] == "nothing":
            return ""
        return f"{'Giving' if kind == 'give' else 'Getting'} {describe(tuple(args))}: " \
               f"{self.item_words(state, player, tuple(args), kind == 'give')}"

    def _why_answer(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        """A trade accepted or declined: what changes hands."""
        if state.trade is None:
            return ""
        proposer, _, give, ask, _ = state.trade
        gained, lost = self.item_value(state, player, give), self.item_value(state, player, ask)
        return (f"{state.players[proposer].name} offers {describe(give)} ({self.item_words(state, player, give, False)}) "
                f"for {describe(ask)} ({self.item_words(state, player, ask, True)}): "
                f"{'a good trade for you' if gained > lost else 'not worth it to you'}")

    def _why_cancel(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        return "Call the trade off: nothing changes hands"

    def _why_done(self, state: CartaventurasState, seat: int, player: Player, action: Action) -> str:
        return "Leave the trading place: nothing left here is worth its price to you"

    def _fight_line(self, state: CartaventurasState, seat: int, player: Player, kind: str, mode: str) -> str:
        fight = state.combat
        assert fight is not None
        mine, theirs = combat.my_attack(state, fight, mode), fight.enemy_attack(mode)
        if mine == 0:
            return f"{fight.title}: you cannot hurt it with {_MODE[mode]} attacks"
        win, _, lose = combat.round_odds(mine, theirs)
        line = (f"{fight.title}: your {_MODE[mode]} {mine} vs {theirs} — "
                f"you win {_pct(win / (win + lose))} of deciding rounds")
        if fight.dragon and kind == "fight":
            slay = self._fight(state, seat, player, Action("fight", (mode,))) / 10
            return f"{line}; starting so, you slay it {_pct(slay)} of the time"
        if kind == "flee":
            risk = flee_risk(player, fight.card())
            return f"{line}; fleeing {'costs a life half the time' if risk else 'is free in your colour'}"
        return line

    def _destination(self, state: CartaventurasState, seat: int, player: Player, cell: int) -> str:
        plan = self.plan(state, seat)
        card_id = state.grid[cell]
        if cell == state.dragon_cell:
            return f"The Great Dragon's lair: you beat it {_pct(plan.chance)} of the time"
        assert card_id is not None  # a step or a passage leads onto a card
        card = catalogue().zones.get(card_id)
        route = f"the way on from there is {worth_words(plan.worth.get(cell, 0.0))}"
        if card is None or cell in state.cleared or state.flipped.get(cell) is not None:
            return f"Through {catalogue().title(card_id)}: {route}"
        if card.effect == "enemy":
            mode, p = fight_mode(player, card)
            if not mode:
                return f"{card.title}: you cannot hurt it and will lose a life"
            return (f"{card.title}: your {_MODE[mode]} {equipment.attack(player, mode)} vs "
                    f"{getattr(card, mode)} — you win {_pct(p)} of deciding rounds; {route}")
        return f"{card.title}: arriving is {worth_words(plan.here.get(cell, 0.0))}; {route}"

    # -- positions ----------------------------------------------------------------------
    def evaluate(self, state: CartaventurasState) -> tuple[float, ...]:
        """Each seat's chance to win: the result once the game is over, else the chances fitted to
        heuristic games (`evaluation.py`)."""
        if state.is_over():
            return tuple(state.result().scores)
        return chances(state)

    # -- the tables: every kind of action the game has, its scorer and its reason --------
    SCORES: ClassVar[ByKind[Scorer]] = ByKind("CartaventurasHeuristic.SCORES", {
        "dragon": _dragon, "explore": _explore, "move": _move, "jump": _jump, "rest": _rest, "use": _use,
        "retreat": _retreat, "propose": _propose, "fight": _fight, "roll": _roll, "flee": _flee,
        "buy": _buy, "sell": _sell, "done": _done, "drop": _drop,
        "partner": _partner, "give": _give, "ask": _ask, "cancel": _cancel, "accept": _accept, "decline": _decline,
    })
    REASONS: ClassVar[ByKind[Reason]] = ByKind("CartaventurasHeuristic.REASONS", {
        "dragon": _why_dragon, "explore": _why_explore, "move": _why_travel, "jump": _why_travel, "rest": _why_rest,
        "use": _why_use, "retreat": _why_retreat, "propose": _why_trade, "fight": _why_combat, "roll": _why_combat,
        "flee": _why_combat, "buy": _why_card, "sell": _why_card, "done": _why_done, "drop": _why_card,
        "partner": _why_trade, "give": _why_item, "ask": _why_item, "cancel": _why_cancel, "accept": _why_answer,
        "decline": _why_answer,
    })
