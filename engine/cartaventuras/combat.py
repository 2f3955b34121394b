"""Combat: choose magic or non-magic, one d6 each per round, flee from round two.

The Great Dragon is fought twice, once with each kind, to the death. The exact
odds of a round (`round_odds`) and of a whole fight (`fight_odds`) are here
too, for the players' AI.
"""

from __future__ import annotations

from functools import lru_cache

from engine.cartaventuras import ending, equipment, objects
from engine.cartaventuras.cards import catalogue
from engine.core import Action, DiceRequest

MODES = ("magic", "nonmagic")
MODE_NAMES = {"magic": "magic", "nonmagic": "non-magic"}
FLEE_SAFE_ABOVE = 3
ROLL = Action("roll", (), "Roll the dice")
RETREAT = Action("retreat", (), "Lose 1 life and flee: your attack is 0")


def foe_title(enemy: str, dragon: bool) -> str:
    """What the log and the board call the foe of a fight: the enemy card's title, or the Great Dragon."""
    return "the Great Dragon" if dragon else catalogue().zones[enemy].title


class Combat:
    """One fight in progress. `rounds` counts the rounds already fought."""

    __slots__ = ("cell", "enemy", "mode", "rounds", "dragon", "beaten", "bonus", "x2", "two_rolls")

    beaten: list[str]  # the combat modes already tried and lost

    def __init__(self, cell: int, enemy: str, dragon: bool) -> None:
        self.cell, self.enemy, self.dragon = cell, enemy, dragon
        self.mode, self.rounds, self.beaten = "", 0, []
        self.bonus, self.x2, self.two_rolls = 0, False, False

    def card(self):
        return catalogue().final if self.dragon else catalogue().zones[self.enemy]

    @property
    def title(self) -> str:
        return foe_title(self.enemy, self.dragon)

    def enemy_attack(self, mode: str | None = None) -> int:
        return getattr(self.card(), mode or self.mode)

    def clone(self) -> Combat:
        other = Combat.__new__(Combat)
        for slot in Combat.__slots__:
            setattr(other, slot, getattr(self, slot))
        other.beaten = list(self.beaten)
        return other

    def to_json(self) -> dict:
        return {slot: (list(v) if isinstance(v := getattr(self, slot), list) else v) for slot in Combat.__slots__}

    @staticmethod
    def from_json(data: dict) -> Combat:
        combat = Combat(data["cell"], data["enemy"], data["dragon"])
        for slot in Combat.__slots__:
            setattr(combat, slot, data[slot])
        combat.beaten = list(data["beaten"])
        return combat


def my_attack(state, combat: Combat, mode: str | None = None) -> int:
    player = state.players[state.current]
    return min(equipment.MAX_ATTACK, equipment.attack(player, mode or combat.mode) + combat.bonus)


def start(state, cell: int, dragon: bool = False) -> None:
    """The current player meets the enemy on `cell`."""
    player = state.players[state.current]
    combat = Combat(cell, catalogue().final.id if dragon else state.grid[cell], dragon)
    state.combat = combat
    for boon in [b for b in player.boons if b != "double_coins"]:
        player.boons.remove(boon)
        if boon == "plus2":
            combat.bonus += 2
        else:
            setattr(combat, boon, True)
    state.log.append(f"{player.name} faces {combat.title}.")
    card = combat.card()
    kinds = [mode for mode in MODES if getattr(card, mode) > 0]
    if len(kinds) == 2:
        state.phase = "combat_mode"
        return
    (mode,) = kinds
    combat.mode = mode
    state.phase = "combat"
    if unarmed(state, combat) and not equipment.holds_effect(player, "plus2"):
        _retreat(state)


def unarmed(state, combat: Combat) -> bool:
    """Forced to the enemy's only kind with an attack (bonuses included) of zero."""
    card = combat.card()
    return not combat.dragon and min(card.magic, card.nonmagic) == 0 and my_attack(state, combat) == 0


def _retreat(state) -> None:
    player, combat = state.players[state.current], state.combat
    state.log.append(f"{player.name} has no {MODE_NAMES[combat.mode]} attack against {combat.title}, "
                     f"loses 1 life and flees.")
    state.combat = None
    state.hurt(state.current, 1)
    state.end_turn()


def legal(state) -> list[Action]:
    combat = state.combat
    player = state.players[state.current]
    foe = combat.enemy
    if state.phase == "combat_mode":
        modes = [m for m in MODES if m not in combat.beaten]
        return [Action("fight", (m,), f"Fight with {MODE_NAMES[m]} (your {my_attack(state, combat, m)} "
                                      f"vs {combat.enemy_attack(m)}: "
                                      f"{roll_words(my_attack(state, combat, m), combat.enemy_attack(m))})", foe)
                for m in modes] + objects.offers(state, player)
    if unarmed(state, combat):
        return objects.offers(state, player) + [RETREAT]
    mine, theirs = my_attack(state, combat), combat.enemy_attack()
    dice = "two d6, keeping the better," if combat.two_rolls else "d6"
    double = " doubled" if combat.x2 else ""
    odds = roll_words(mine, theirs, 2 if combat.two_rolls else 1, combat.x2)
    actions = [Action("roll", (), f"Roll: your {dice}{double} + {mine} vs {combat.title}'s d6 + {theirs} ({odds})",
                      foe)]
    actions += objects.offers(state, player)
    if combat.rounds >= 1 and not combat.dragon:
        cost = "no roll in your own zone" if _own_zone(state) else "a d6 of 3 or less costs 1 life"
        actions.append(Action("flee", (), f"Flee ({cost})", foe))
    return actions


def _own_zone(state) -> bool:
    return state.combat.card().colour == state.players[state.current].colour


def apply(state, action: Action) -> None:
    combat = state.combat
    player = state.players[state.current]
    if action.kind == "fight":
        combat.mode = action.args[0]
        state.phase = "combat"
        state.log.append(f"{player.name} fights {combat.title} with {MODE_NAMES[combat.mode]}.")
    elif action.kind == "roll":
        state.dice = "combat"
    elif action.kind == "use":
        objects.use(state, player, action.args[0])
    elif action.kind == "retreat":
        _retreat(state)
    elif action.kind == "flee":
        if _own_zone(state):
            state.log.append(f"{player.name} flees from {combat.title}, safe in their own zone.")
            state.combat = None
            state.end_turn()
        else:
            state.dice = "flee"


def dice_request(state) -> DiceRequest:
    combat = state.combat
    seat = state.current
    if state.dice == "flee":
        return DiceRequest((6,), f"fleeing {combat.title}: 3 or less costs 1 life", seat=seat)
    mine = "two d6 (the better counts)" if combat.two_rolls else "your d6"
    if combat.x2:
        mine += " doubled"
    dice = (6, 6, 6) if combat.two_rolls else (6, 6)
    return DiceRequest(dice, f"{mine} + {my_attack(state, combat)} vs {combat.title}'s d6 + "
                             f"{combat.enemy_attack()}", seat=seat)


def roll(state, values: tuple[int, ...]) -> None:
    combat = state.combat
    player = state.players[state.current]
    if state.dice == "flee":
        state.dice = None
        state.combat = None
        hurt = values[0] <= FLEE_SAFE_ABOVE
        state.log.append(f"{player.name} flees from {combat.title} (rolled {values[0]})"
                         + (" and is wounded." if hurt else " unharmed."))
        if hurt:
            state.hurt(state.current, 1)
        state.end_turn()
        return
    state.dice = None
    die = max(values[:-1]) * (2 if combat.x2 else 1)
    mine = my_attack(state, combat) + die
    theirs = combat.enemy_attack() + values[-1]
    combat.x2 = combat.two_rolls = False
    combat.rounds += 1
    if mine > theirs:
        state.log.append(f"{player.name} rolls {die} ({mine}) against {values[-1]} ({theirs}) "
                         f"and beats {combat.title}.")
        _won(state, combat)
    elif mine < theirs:
        state.log.append(f"{player.name} rolls {die} ({mine}) against {values[-1]} ({theirs}) "
                         f"and loses 1 life.")
        state.hurt(state.current, 1)
        if not player.alive:
            state.combat = None
            state.end_turn()
    else:
        state.log.append(f"{player.name} rolls {die} ({mine}) against {values[-1]} ({theirs}): a tie.")


def _won(state, combat: Combat) -> None:
    player = state.players[state.current]
    if combat.dragon:
        combat.beaten.append(combat.mode)
        if len(combat.beaten) == 2:
            state.combat = None
            state.finish((state.current,), ending.DRAGON_DEFEATED,
                         f"{player.name} defeated the Great Dragon and takes its treasure!")
            return
        other = next(m for m in MODES if m not in combat.beaten)
        combat.mode, combat.rounds = other, 0
        state.log.append(f"The dragon is wounded; now {player.name} must beat it with {MODE_NAMES[other]}.")
        return
    kind, value = combat.card().reward
    if kind == "coins":
        state.gain_coins(player, value)
    elif kind == "life":
        state.heal(player, value)
    elif equipment.take_from_decks(state, value):
        equipment.gain(state, player, value)
        state.log.append(f"{player.name} takes the {catalogue().orange[value].title} as a reward.")
    else:
        state.log.append(f"The {catalogue().orange[value].title} is not available; the reward is ignored.")
    state.flipped[combat.cell] = state.current
    player.flipped_cell = combat.cell
    state.combat = None
    state.end_turn()


def round_odds(mine: int, theirs: int, my_dice: int = 1, x2: bool = False) -> tuple[float, float, float]:
    """Exact chances (win, tie, lose) of one round."""
    return _round_odds(mine, theirs, my_dice, x2)


def roll_words(mine: int, theirs: int, my_dice: int = 1, x2: bool = False) -> str:
    """A roll's risk in words, for the choice before it: 'a roll wins 42%, loses 1 life 44%'."""
    win, _, lose = _round_odds(mine, theirs, my_dice, x2)
    return f"a roll wins {win:.0%}, loses 1 life {lose:.0%}"


@lru_cache(maxsize=4096)
def _round_odds(mine: int, theirs: int, my_dice: int, x2: bool) -> tuple[float, float, float]:
    faces = range(1, 7)
    mine_dist: dict[int, int] = {}
    for a in faces:
        for b in (faces if my_dice == 2 else (a,)):
            die = max(a, b) * (2 if x2 else 1)
            mine_dist[die] = mine_dist.get(die, 0) + 1
    total = sum(mine_dist.values()) * 6
    win = tie = 0
    for die, count in mine_dist.items():
        for enemy in faces:
            diff = mine + die - theirs - enemy
            win += count * (diff > 0)
            tie += count * (diff == 0)
    return win / total, tie / total, (total - win - tie) / total


@lru_cache(maxsize=4096)
def fight_odds(mine: int, theirs: int, life: int) -> float:
    """Chance of winning a fight to the death with `life` life points."""
    win, _, lose = _round_odds(mine, theirs, 1, False)
    if win == 0:
        return 0.0
    p = win / (win + lose)
    return 1 - (1 - p) ** max(life, 0)
