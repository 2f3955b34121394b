"""Cartaventuras judgement: gear up, pick fights you can win, then face the dragon.

Everything is measured in turns: a step on the map costs one, and gear, life
and coins are worth what they add to the one fight that matters, the Great
Dragon (beaten once with magic and once without, to the death). Its exact odds
come from the two d6, the +2 / x2 / two-rolls objects and the healing carried.
It faces the dragon when all but sure to win, or sooner when a rival is ready to:
whoever strikes first takes the treasure.

It reads only what every player can see on the table (the Kingdom, everyone's
gear, life and coins, the open Purchase deck, the fight in progress) and the
printed card set; of a face-down deck it uses only which cards are still in
it, which anyone can work out from the cards already seen.
"""

from __future__ import annotations

import heapq

from ai.heuristics.dragon_odds import DRAGON, dragon_chance, dragon_fights
from engine.cartaventuras import combat, equipment, kingdom
from engine.cartaventuras.cards import COLOURS, catalogue
from engine.cartaventuras.moves import arrows, can_enter
from engine.core import Action, State

_C = catalogue()
STEP = 1.0          # one turn on the map
LIFE = 1.0          # one life point (three times that when life is short)
COIN = 0.4          # one coin: what it may buy later
RICH = 12           # coins enough for a good weapon and an object
LOW_LIFE = 3
DEATH = 45.0        # falling ends every hope of the treasure
DRAGON_PRIZE = 60.0  # the treasure, in turns
GEAR = 12.0         # what a sure dragon win adds to gear, in turns
SURE = 0.98         # declare at this chance while there is time to improve
PATIENCE = 12       # rounds before the end from which any chance starts to count
REVEAL = 3.0        # a new card opens new arrows
TOKEN = 0.6         # one of the 8 tokens, while all are left
TOKENS = 8

_BY_COLOUR = {colour: tuple(c for c in _C.zones.values() if c.colour == colour) for colour in COLOURS}
_FLEE_COST = 0.5  # chance the flee die shows 3 or less
_MODE = {"magic": "magic", "nonmagic": "non-magic"}
_MARKABLE = {c.id for c in _C.zones.values() if c.effect != "enemy" and (c.single_use or c.effect == "trade")}


def _pct(chance: float) -> str:
    return f"{round(100 * chance)}%"


# -- gear and the dragon ---------------------------------------------------------------
class Gear:
    """What a player brings to a fight: attacks, +2 uses, x2 and two-rolls uses, healing."""

    __slots__ = ("magic", "nonmagic", "weapon_magic", "weapon_nonmagic", "plus2", "x2", "two_rolls", "heal")

    def __init__(self, player) -> None:
        best = {"magic": 0, "nonmagic": 0}
        boosts = {"plus2": 0, "x2": 0, "two_rolls": 0}
        heal = 0
        for card_id in player.cards:
            card = _C.orange[card_id]
            if card.kind in best:
                best[card.kind] = max(best[card.kind], card.attack)
            elif card.effect in boosts:
                boosts[card.effect] += player.uses.get(card_id, card.uses)
            elif card.effect == "heal":
                heal += card.life * player.uses.get(card_id, card.uses)
        for boon in player.boons:
            if boon in boosts:
                boosts[boon] += 1
        self.weapon_magic, self.weapon_nonmagic = best["magic"], best["nonmagic"]
        character = player.character
        self.magic = best["magic"] or character.magic
        self.nonmagic = best["nonmagic"] or character.nonmagic
        self.plus2, self.x2, self.two_rolls = boosts["plus2"], boosts["x2"], boosts["two_rolls"]
        self.heal = heal

    def dragon_chance(self, life: int) -> float:
        return dragon_chance(self.magic, self.nonmagic, life + self.heal, self.plus2, self.x2, self.two_rolls)

    def worth(self, life: int = 10) -> float:
        """Gear in turns: attack levels for everyday fights, plus the dragon chance it gives."""
        levels = min(self.magic, 9) + min(self.nonmagic, 9)
        return 1.5 * levels + GEAR * self.dragon_chance(life) + 0.2 * min(self.heal, 8)

    def with_card(self, card_id: str, sign: int = 1) -> "Gear":
        """A copy with one more (or, sign -1, one fewer use of) this card; weapons by their best."""
        other = Gear.__new__(Gear)
        for slot in Gear.__slots__:
            setattr(other, slot, getattr(self, slot))
        card = _C.orange[card_id]
        if card.kind in combat.MODES and sign > 0:
            weapon = max(getattr(self, "weapon_" + card.kind), card.attack)
            setattr(other, "weapon_" + card.kind, weapon)
            setattr(other, card.kind, weapon)
        elif card.effect in ("plus2", "x2", "two_rolls"):
            setattr(other, card.effect, max(0, getattr(self, card.effect) + sign * card.uses))
        elif card.effect == "heal":
            other.heal = max(0, self.heal + sign * card.life * card.uses)
        return other


def dragon_odds(player, life: int | None = None) -> float:
    """This player's exact chance to beat the dragon now."""
    return Gear(player).dragon_chance(player.life if life is None else life)


def available(state, card_id: str) -> bool:
    """A named reward can still be taken: nobody holds it, it is not for sale nor discarded."""
    if card_id in state.purchase or card_id in state.discard:
        return False
    return not any(card_id in p.cards for p in state.players)


def card_value(state, player, card_id: str, gear: Gear | None = None) -> float:
    """What owning this card adds to the player, in turns."""
    gear = gear or Gear(player)
    card = _C.orange[card_id]
    if card.kind == "fragment":
        whole = card.part_of
        pair = any(_C.orange[c].part_of == whole for c in player.cards if c != card_id)
        worth = card_value(state, player, whole, gear) if _C.orange[whole].kind != "fragment" else 0.0
        if pair:
            return 0.9 * worth
        half = next(c for c, o in _C.orange.items() if o.part_of == whole and c != card_id)
        return 0.35 * worth if not any(half in p.cards for p in state.players) else 0.3
    if card.effect == "map":
        return 1.5 * player.uses.get(card_id, card.uses)
    if card.effect == "double_coins":
        return 0.5 * player.uses.get(card_id, card.uses)
    if card_id in player.cards:
        return gear.worth(player.life) - _without(gear, player, card_id).worth(player.life)
    return gear.with_card(card_id).worth(player.life) - gear.worth(player.life)


def _without(gear: Gear, player, card_id: str) -> Gear:
    card = _C.orange[card_id]
    if card.kind in combat.MODES:
        rest = [c for c in player.cards if c != card_id]
        best = max((_C.orange[c].attack for c in rest if _C.orange[c].kind == card.kind), default=0)
        other = gear.with_card(card_id, 0)
        setattr(other, "weapon_" + card.kind, best)
        setattr(other, card.kind, best or getattr(player.character, card.kind))
        return other
    return gear.with_card(card_id, -1)


def coin_value(player) -> float:
    """Coins buy gear; past a full shopping list they are worth less."""
    return COIN if player.coins < RICH else COIN / 3


def life_value(player) -> float:
    return LIFE * (3 if player.life <= LOW_LIFE else 1)


# -- fights ---------------------------------------------------------------------------
def fight_mode(player, card) -> tuple[str, float]:
    """The better kind of attack against an enemy card and its decisive-round win chance."""
    best, best_p = "", -1.0
    for mode in combat.MODES:
        if getattr(card, mode) == 0:
            continue
        mine = equipment.attack(player, mode)
        win, _, lose = combat.round_odds(mine, getattr(card, mode))
        p = win / (win + lose) if mine else 0.0
        if p > best_p:
            best, best_p = mode, p
    return best, best_p


def reward_value(state, player, card, gear: Gear) -> float:
    kind, value = card.reward
    if kind == "coins":
        return value * coin_value(player)
    if kind == "life":
        return min(value, 10 - player.life) * life_value(player)
    return card_value(state, player, value, gear) + 0.3 if available(state, value) else 0.0


def flee_risk(player, card) -> float:
    """Chance that fleeing this enemy costs a life: none in the character's own colour."""
    return 0.0 if card.colour == player.colour else _FLEE_COST


def fleeing(life: int, risk: float, life_worth: float) -> float:
    """Worth of fleeing now: maybe a life, and with the last one, everything."""
    return -risk * (life_worth + (DEATH if life == 1 else 0.0))


def staying(p: float, reward: float, life: int, risk: float, life_worth: float) -> float:
    """Worth of fighting another round, then choosing again, at best, after each lost round."""
    if life <= 1:
        return p * reward - (1 - p) * (life_worth + DEATH)
    later = max(staying(p, reward, life - 1, risk, life_worth), fleeing(life - 1, risk, life_worth))
    return p * reward + (1 - p) * (later - life_worth)


def enemy_value(state, player, card, gear: Gear) -> float:
    """Expected worth of meeting this enemy: a first round, then fight on or flee, at best."""
    _, p = fight_mode(player, card)
    if p <= 0:
        return -life_value(player) - (DEATH if player.life == 1 else 0.0)
    reward = reward_value(state, player, card, gear)
    return staying(p, reward, player.life, flee_risk(player, card), life_value(player))


# -- what a card on the map is worth ----------------------------------------------------
def arrival_value(state, seat: int, card_id: str, gear: Gear, fresh: bool = False) -> float:
    """Worth of arriving on a zone card (`fresh`: just drawn, so nobody has marked it)."""
    player = state.players[seat]
    card = _C.zones[card_id]
    effect = card.effect
    if effect == "enemy":
        return enemy_value(state, player, card, gear)
    if card.single_use or effect == "trade":
        if player.tokens == 0 or (not fresh and state.marks.get(card_id, 0) >> seat & 1):
            return 0.0
        return _marked_value(state, player, card, gear) - token_value(player)
    return _marked_value(state, player, card, gear)


def token_value(player) -> float:
    """A token marks a trading place or single-use card: dear when few are left."""
    return TOKEN * TOKENS / player.tokens


def _marked_value(state, player, card, gear: Gear) -> float:
    effect = card.effect
    if effect == "trade":
        return shop_value(state, player, card, gear)
    if effect == "heal":
        return min(card.life, 10 - player.life) * life_value(player)
    if effect == "coins":
        return card.coins * coin_value(player)
    if effect == "trap":
        death = DEATH if card.life >= player.life else 0.0
        return -card.life * life_value(player) - min(player.coins, card.coins) * COIN - death
    if effect in ("portal", "passage"):
        return 0.5
    if effect == "find":
        return card_value(state, player, card.card, gear) if available(state, card.card) else 0.0
    if effect == "boon":
        return {"plus2": 2.0, "x2": 2.0, "two_rolls": 1.0, "double_coins": 0.5}[card.boon]
    return 0.0


def shop_value(state, player, card, gear: Gear) -> float:
    """What this trading place offers the player now: the good buys, best first, while coins last."""
    buys = []
    for ware in state.purchase:
        offer = _C.orange[ware]
        if offer.price <= player.coins and (offer.kind == "fragment" or offer.kind in card.sells):
            gain = card_value(state, player, ware, gear) - COIN * offer.price
            if gain > 0:
                buys.append((gain, offer.price))
    total, coins = 0.0, player.coins
    for gain, cost in sorted(buys, reverse=True):
        if cost <= coins:
            total, coins = total + gain, coins - cost
    return total


class Outlook:
    """One player's view of every zone card for one table context (their gear, life,
    coins and tokens, the Purchase deck, who holds which orange card): each card's
    worth on a fresh arrival, worked out once and reused by every later decision."""

    __slots__ = ("seat", "gear", "fresh")

    def __init__(self, state, seat: int) -> None:
        self.seat = seat
        self.gear = Gear(state.players[seat])
        self.fresh: dict[str, float] = {}

    def arrival(self, state, card_id: str) -> float:
        """`arrival_value` of a fresh card, cached; `state` must be in this outlook's context."""
        value = self.fresh.get(card_id)
        if value is None:
            value = self.fresh[card_id] = arrival_value(state, self.seat, card_id, self.gear, fresh=True)
        return value

    def here(self, state, card_id: str) -> float:
        """Worth of arriving on a revealed card: as fresh, unless this seat has marked it."""
        if card_id in _MARKABLE and state.marks.get(card_id, 0) >> self.seat & 1:
            return 0.0
        return self.arrival(state, card_id)

    def explore(self, state, colour: str) -> float:
        """Average worth of the cards of this colour nobody has seen yet, plus opening the map."""
        seen = set(state.grid)
        seen.update(state.zone_discard)
        total = count = 0
        for card in _BY_COLOUR[colour]:
            if card.id not in seen:
                total += self.arrival(state, card.id)
                count += 1
        return total / count + REVEAL if count else -10.0


def context(state, seat: int) -> tuple:
    """Everything a card's worth to this seat depends on, as a hashable key."""
    player = state.players[seat]
    return (seat, player.character.id, player.life, player.coins, player.tokens, tuple(player.cards),
            tuple(player.uses.items()), tuple(player.boons), tuple(state.purchase),
            tuple(state.discard), tuple(len(p.cards) for p in state.players),
            tuple(c for p in state.players for c in p.cards))


# -- the map: where to go -----------------------------------------------------------------
def dragon_spot(state, cell: int) -> bool:
    """The dragon can be faced from here: its cell, or a card with an arrow to an empty place."""
    if state.dragon_cell >= 0:
        return cell == state.dragon_cell
    if state.grid[cell] not in _C.zones and state.grid[cell] != _C.start.id:
        return False
    for side, _ in arrows(state, cell):
        target = kingdom.neighbour(cell, side)
        if target is not None and state.grid[target] is None:
            return True
    return False


def dragon_walk(state, seat: int) -> int:
    """Steps from this seat's cell to the nearest place to face the dragon (the map's size if none)."""
    start = state.players[seat].cell
    frontier, seen, steps = [start], {start}, 0
    while frontier:
        if any(dragon_spot(state, cell) for cell in frontier):
            return steps
        steps += 1
        ahead = []
        for cell in frontier:
            for other in kingdom.NEIGHBOURS[cell].values():
                if other not in seen and can_enter(state, other, seat):
                    seen.add(other)
                    ahead.append(other)
        frontier = ahead
    return kingdom.CELLS


def rival_threat(heuristic, state, seat: int) -> float:
    """The best chance any rival who is ready to face the dragon has of beating it."""
    threat = 0.0
    for other, rival in enumerate(state.players):
        if other == seat or not rival.alive:
            continue
        chance = Gear(rival).dragon_chance(rival.life)
        if chance > threat and chance >= heuristic.dragon_threshold(state, dragon_walk(state, other)):
            threat = chance
    return threat


class Plan:
    """For one player's main decision: what entering each cell is worth, paths included."""

    def __init__(self, heuristic, state, seat: int, outlook: Outlook) -> None:
        player = state.players[seat]
        self.gear = gear = outlook.gear
        self.chance = gear.dragon_chance(player.life)
        walk = dragon_walk(state, seat) if self.chance > 0 else 0
        sure = heuristic.dragon_threshold(state, walk)
        # a rival about to face the dragon wins unless we go first: our best shot is now
        threat = rival_threat(heuristic, state, seat) if self.chance > 0 else 0.0
        self.ready = self.chance >= min(sure, (1 - threat) * SURE + 1e-9)
        self.explore = {c: outlook.explore(state, c) for c in COLOURS if state.decks[c]}
        here = {}
        for cell, card_id in enumerate(state.grid):
            if card_id is None or not can_enter(state, cell, seat):
                continue
            if cell == state.dragon_cell:
                here[cell] = DRAGON_PRIZE * self.chance if self.ready else -1000.0
            elif card_id in _C.zones and cell not in state.cleared and state.flipped.get(cell) is None:
                here[cell] = outlook.here(state, card_id)
            else:
                here[cell] = 0.0
        self.here = here
        self.worth = self._paths(state, player, here)

    def goal(self, state, cell: int) -> float:
        """What there is to do on arriving at `cell` besides the card itself."""
        best = 0.0
        if state.grid[cell] not in _C.zones and state.grid[cell] != _C.start.id:
            return best
        for side, arrow in arrows(state, cell):
            target = kingdom.neighbour(cell, side)
            if target is None or state.grid[target] is not None:
                continue
            if self.ready and state.dragon_cell < 0:
                return DRAGON_PRIZE * self.chance - STEP
            colours = COLOURS if arrow == "multi" else (arrow,)
            best = max([best] + [self.explore[c] - STEP for c in colours if c in self.explore])
        return best

    def _paths(self, state, player, here: dict[int, float]) -> dict[int, float]:
        """Best worth of entering each cell: its own card and goal, or passing on (costs only)."""
        worth = {cell: value + self.goal(state, cell) - STEP for cell, value in here.items()
                 if cell != state.dragon_cell or self.ready}
        heap = [(-value, cell) for cell, value in worth.items()]
        heapq.heapify(heap)
        done = set()
        while heap:
            value, cell = heapq.heappop(heap)
            if cell in done:
                continue
            done.add(cell)
            for other in kingdom.NEIGHBOURS[cell].values():
                if other in worth and other not in done and other != state.dragon_cell:
                    passing = -value - STEP + min(here[other], 0.0)
                    if passing > worth[other]:
                        worth[other] = passing
                        heapq.heappush(heap, (-passing, other))
        return worth


class CartaventurasHeuristic:
    """Scores actions in the game's own terms; `evaluate` is each seat's chance to win."""

    OUTLOOKS = 2048  # contexts remembered before the cache starts afresh

    def __init__(self) -> None:
        self._plan_key: tuple | None = None
        self._plan: Plan | None = None
        self._outlooks: dict[tuple, Outlook] = {}

    def score_action(self, state: State, seat: int, action: Action) -> float:
        player = state.players[seat]
        handler = getattr(self, "_" + action.kind, None)
        return handler(state, seat, player, action) if handler else 0.0

    def plan(self, state, seat: int) -> Plan:
        """The map worth for this decision, computed once and reused for every action."""
        player = state.players[seat]
        key = (id(state), len(state.log), seat, player.cell, player.life, player.coins,
               tuple(player.cards), tuple(state.grid), state.round, state.dragon_cell)
        if key != self._plan_key:
            self._plan_key, self._plan = key, Plan(self, state, seat, self.outlook(state, seat))
        return self._plan

    def outlook(self, state, seat: int) -> Outlook:
        """The cached card values for this seat's context."""
        key = context(state, seat)
        found = self._outlooks.get(key)
        if found is None:
            if len(self._outlooks) >= self.OUTLOOKS:
                self._outlooks.clear()
            found = self._outlooks[key] = Outlook(state, seat)
        return found

    @staticmethod
    def dragon_threshold(state, walk: int = 0) -> float:
        """Sure enough while there is time to improve; near the end (counting the `walk`
        to where the dragon can be faced), any chance beats certain loss."""
        left = state.budget - state.round - walk
        return SURE * max(0.0, min(1.0, left / PATIENCE)) + 1e-9

    # -- the main decision ------------------------------------------------------------
    def _dragon(self, state, seat, player, action) -> float:
        plan = self.plan(state, seat)
        return DRAGON_PRIZE * plan.chance if plan.ready else -100.0

    def _explore(self, state, seat, player, action) -> float:
        plan = self.plan(state, seat)
        return plan.explore[action.args[1]] - STEP

    def _move(self, state, seat, player, action) -> float:
        target = kingdom.neighbour(player.cell, action.args[0])
        return self.plan(state, seat).worth.get(target, -100.0)

    def _jump(self, state, seat, player, action) -> float:
        worth = self.plan(state, seat).worth.get(action.args[0], -100.0)
        return worth - (0.0 if action.args[1] == "portal" else 1.5)

    def _rest(self, state, seat, player, action) -> float:
        return -STEP

    def _use(self, state, seat, player, action) -> float:
        card = _C.orange[action.args[0]]
        fight = state.combat
        if card.effect == "heal":
            if fight is not None and fight.dragon:
                return 50.0 if player.life + card.life <= 10 or player.life <= 1 else -5.0
            return 50.0 if player.life <= LOW_LIFE and player.life + card.life <= 10 or player.life <= 1 else -5.0
        if fight is None:
            return -5.0
        if fight.dragon:
            if card.effect == "two_rolls" and (fight.x2 or equipment.holds_effect(player, "x2")):
                return -5.0
            return 40.0
        win, _, lose = combat.round_odds(combat.my_attack(state, fight), fight.enemy_attack())
        return 30.0 if player.life <= 2 and lose > win and fight.rounds == 0 else -5.0

    def _propose(self, state, seat, player, action) -> float:
        return -10.0

    # -- fights -----------------------------------------------------------------------
    def _fight(self, state, seat, player, action) -> float:
        mode = action.args[0]
        fight = state.combat
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

    def _roll(self, state, seat, player, action) -> float:
        return 1.0

    def _flee(self, state, seat, player, action) -> float:
        fight = state.combat
        win, _, lose = combat.round_odds(combat.my_attack(state, fight), fight.enemy_attack())
        p = win / (win + lose) if win + lose else 0.0
        card = fight.card()
        reward = reward_value(state, player, card, Gear(player))
        flee = flee_risk(player, card)
        return 2.0 if staying(p, reward, player.life, flee, life_value(player)) < fleeing(
            player.life, flee, life_value(player)) else 0.0

    # -- trading places, backpack and trades -----------------------------------------------
    def _buy(self, state, seat, player, action) -> float:
        card_id = action.args[0]
        return card_value(state, player, card_id) - COIN * _C.orange[card_id].price

    def _sell(self, state, seat, player, action) -> float:
        return 3 * COIN - card_value(state, player, action.args[0])

    def _done(self, state, seat, player, action) -> float:
        return 0.0

    def _drop(self, state, seat, player, action) -> float:
        return -card_value(state, player, action.args[0])

    def _give(self, state, seat, player, action) -> float:
        return -self.item_value(state, player, tuple(action.args))

    def _ask(self, state, seat, player, action) -> float:
        if action.args[0] == "nothing":
            return 0.0
        return self.item_value(state, player, tuple(action.args))

    def _cancel(self, state, seat, player, action) -> float:
        return 0.0

    def _accept(self, state, seat, player, action) -> float:
        _, give, ask = state.trade
        gained = self.item_value(state, player, give)
        lost = self.item_value(state, player, ask)
        return 1.0 if gained > lost else -1.0

    def _decline(self, state, seat, player, action) -> float:
        return 0.0

    @staticmethod
    def item_value(state, player, item) -> float:
        """A trade item (card or coins) for this player: what getting it adds, or losing it costs."""
        if item is None:
            return 0.0
        kind, value = item
        if kind == "coins":
            return value * COIN
        return card_value(state, player, value)

    # -- hints --------------------------------------------------------------------------
    def explain(self, state: State, seat: int, action: Action) -> str:
        """One line in the game's terms on why `action` is (or is not) a good idea."""
        player = state.players[seat]
        kind, args, fight = action.kind, action.args, state.combat
        if kind == "dragon":
            chance = dragon_odds(player)
            return f"The Great Dragon: you beat it {_pct(chance)} of the time with this gear and {player.life} life"
        if kind == "explore":
            worth = self.plan(state, seat).explore.get(args[1], 0.0)
            return f"Draw a {args[1]} card: the unseen ones are worth {worth:+.1f} turns to you on average"
        if kind in ("move", "jump"):
            cell = kingdom.neighbour(player.cell, args[0]) if kind == "move" else args[0]
            return self._destination(state, seat, player, cell)
        if kind in ("fight", "roll", "flee") and fight is not None:
            return self._fight_line(state, seat, player, kind, args[0] if kind == "fight" else fight.mode)
        if kind == "use":
            card = _C.orange[args[0]]
            if card.effect == "heal":
                return f"{card.title}: +{min(card.life, 10 - player.life)} life, now at {player.life}"
            return f"{card.title}: {'a boost in this fight' if fight else 'best kept for a fight'}"
        if kind in ("buy", "sell", "drop"):
            return f"{_C.title(args[0])} is worth {card_value(state, player, args[0]):+.1f} turns to you"
        if kind == "rest":
            return "Nowhere to go from here: rest"
        return ""

    def _fight_line(self, state, seat: int, player, kind: str, mode: str) -> str:
        fight = state.combat
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

    def _destination(self, state, seat: int, player, cell: int) -> str:
        plan = self.plan(state, seat)
        card_id = state.grid[cell]
        if cell == state.dragon_cell:
            return f"The Great Dragon's lair: you beat it {_pct(plan.chance)} of the time"
        card = _C.zones.get(card_id)
        route = f"the route from there is worth {plan.worth.get(cell, 0.0):+.1f} turns"
        if card is None or cell in state.cleared or state.flipped.get(cell) is not None:
            return f"Through {_C.title(card_id)}: {route}"
        if card.effect == "enemy":
            mode, p = fight_mode(player, card)
            if not mode:
                return f"{card.title}: you cannot hurt it and will lose a life"
            return (f"{card.title}: your {_MODE[mode]} {equipment.attack(player, mode)} vs "
                    f"{getattr(card, mode)} — you win {_pct(p)} of deciding rounds; {route}")
        return f"{card.title}: worth {plan.here.get(cell, 0.0):+.1f} turns on arrival; {route}"

    # -- positions ----------------------------------------------------------------------
    def evaluate(self, state: State) -> tuple[float, ...]:
        """Each seat's chance to beat the dragon first: its chance now, grown by the time
        left to gear up, and shrunk by the rivals' chances."""
        if state.is_over():
            return tuple(state.result().scores)
        left = max(0.0, (state.budget - state.round) / state.budget)
        hopes = []
        for player in state.players:
            if not player.alive:
                hopes.append(0.0)
                continue
            gear = Gear(player)
            now = gear.dragon_chance(player.life)
            progress = (min(gear.magic, 8) + min(gear.nonmagic, 8)) / 16
            hopes.append(now + (1 - now) * 0.8 * left * (0.3 + 0.7 * progress))
        values = []
        for seat, hope in enumerate(hopes):
            rivals = 1.0
            for other, theirs in enumerate(hopes):
                if other != seat:
                    rivals *= 1 - 0.5 * theirs
            values.append(min(1.0, max(0.0, hope * rivals)))
        return tuple(values)
