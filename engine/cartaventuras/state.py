"""A table of Cartaventuras: setup, whose decision it is, and the turn cycle.

The rules of each phase live in their own modules (moves, arrival, combat,
trading); this class holds the table and routes decisions and dice to them.
"""

from __future__ import annotations

from typing import Any

from engine.cartaventuras import arrival, combat, ending, equipment, kingdom, moves, persist, trading
from engine.cartaventuras.cards import COLOURS, catalogue
from engine.cartaventuras.player import MAX_LIFE, Player
from engine.core import Action, BaseState, ConfigError, DiceRequest, Result
from engine.rng import Rng, redeal
from engine.words import count

BANK = 10 * 5 + 20
SOLO_MINUTES = {"easy": 40, "intermediate": 30, "hard": 20}
STANDARD_ROUNDS = 80
TIME_UP = Action("time_up", (), "Time is up")

_TRADE_PHASES = ("trade_partner", "trade_give", "trade_get", "trade_answer")
_LEGAL = {"main": moves.legal, "combat_mode": combat.legal, "combat": combat.legal,
          "shop": trading.shop_legal, **dict.fromkeys(_TRADE_PHASES, trading.trade_legal)}
_APPLY = {"main": moves.apply, "combat_mode": combat.apply, "combat": combat.apply,
          "shop": trading.shop_apply, **dict.fromkeys(_TRADE_PHASES, trading.trade_apply)}


def turn_budget(config: dict) -> int:
    """Rounds before the game ends with nobody having beaten the dragon."""
    if config.get("turn_budget"):
        return config["turn_budget"]
    if config["mode"] == "solo":
        return SOLO_MINUTES[config["difficulty"]]
    return STANDARD_ROUNDS


def deal_characters(config: dict, rng: Rng) -> list:
    by_name = {c.name.lower(): c for c in catalogue().characters}
    by_name.update({c.colour: c for c in catalogue().characters})
    wanted = config.get("characters") or []
    if len(wanted) > config["players"]:
        raise ConfigError(f"cartaventuras: {len(wanted)} characters named for {config['players']} players")
    chosen = []
    for name in wanted:
        if str(name).lower() not in by_name:
            known = ", ".join(c.colour for c in catalogue().characters)
            raise ConfigError(f"cartaventuras: unknown character {name!r} (characters: {known})")
        chosen.append(by_name[str(name).lower()])
    if len(set(chosen)) != len(chosen):
        raise ConfigError("cartaventuras: each character can be chosen only once")
    rest = [c for c in catalogue().characters if c not in chosen]
    rng.shuffle(rest)
    return chosen + rest[: config["players"] - len(chosen)]


class CartaventurasState(BaseState):
    """One table. Decisions go through `apply`, dice through `roll`."""

    def __init__(self, config: dict, seed: int) -> None:
        self.config = dict(config)
        self.seats = config["players"]
        self.rng = Rng(seed)
        self.budget = turn_budget(config)
        start = kingdom.start_cell(self.seats)
        self.players = [Player(c, start) for c in deal_characters(config, self.rng)]
        self.grid: list[str | None] = [None] * kingdom.CELLS
        self.grid[start] = catalogue().start.id
        self.flipped: dict[int, int] = {}
        self.cleared: set[int] = set()
        self.marks: dict[str, int] = {}
        self.decks = {colour: sorted(c for c in catalogue().zones if c.startswith(colour + "-")) for colour in COLOURS}
        for colour in COLOURS:
            self.rng.shuffle(self.decks[colour])
        self.zone_discard: list[str] = []
        orange = sorted(catalogue().orange)
        self.purchase = [c for c in orange if catalogue().orange[c].deck == "purchase"]
        self.exploration = [c for c in orange if catalogue().orange[c].deck == "exploration"]
        self.forge = [c for c in orange if catalogue().orange[c].deck == "forge"]
        self.discard: list[str] = []
        self.dragon_cell = -1
        self.current = 0
        self.round = 1
        self.phase = "main"
        self.stage = "action"
        self.combat: combat.Combat | None = None
        self.trade: list | None = None
        self.offers: list[list] = []
        self.withdrawn: list[int] = []
        self.dice: str | None = None
        self.winners: tuple[int, ...] = ()
        self.over_reason = ""
        self._legal: list[Action] | None = None
        names = ", ".join(f"{p.name} ({p.colour})" for p in self.players)
        self.log = [f"The adventurers set out from ¡Empiezas!: {names}."]

    # -- the contract -------------------------------------------------------
    @property
    def turn(self) -> int:
        return self.round

    @property
    def solo(self) -> bool:
        return self.config["mode"] == "solo"

    def is_over(self) -> bool:
        return bool(self.over_reason)

    def result(self) -> Result:
        if not self.over_reason:
            return Result(tuple(0.0 for _ in range(self.seats)), (), "the game is not over")
        return ending.result(self)

    def overflow_seat(self) -> int | None:
        """A player whose backpack holds more than 5 cards must drop one first."""
        for seat, player in enumerate(self.players):
            if equipment.overflowing(player):
                return seat
        return None

    def to_move(self) -> int | None:
        if self.over_reason:
            return None
        if self.trade is not None:
            return trading.trader(self)
        seat = self.overflow_seat()
        if seat is not None:
            return seat
        if self.dice:
            return None
        return self.current

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            seat = self.to_move()
            if seat is None:
                self._legal = []
            elif self.trade is None and self.overflow_seat() is not None:
                self._legal = trading.drop_legal(self, seat) + trading.trade_away(self, seat)
            else:
                self._legal = _LEGAL[self.phase](self)
        return list(self._legal)

    def apply(self, action: Action) -> None:
        """As BaseState.apply, and in solo mode the app's clock may say `time_up` at any moment."""
        if action == TIME_UP and self.solo and not self.is_over():
            self._legal = None
            self.finish((), ending.TIME_IS_UP, "Time is up: the Great Dragon keeps its treasure.")
            return
        super().apply(action)

    def _apply(self, action: Action) -> None:
        self._legal = None
        seat = self.overflow_seat()
        if action.kind not in trading.TRADE_KINDS:
            self.withdrawn = []
        if action.kind == "propose":
            trading.propose(self, action.args[0])
        elif seat is not None and self.trade is None:
            trading.drop_apply(self, seat, action)
        else:
            _APPLY[self.phase](self, action)

    def dice_request(self) -> DiceRequest | None:
        if not self.dice or self.over_reason or self.overflow_seat() is not None:
            return None
        return combat.dice_request(self)

    def _roll(self, values: tuple[int, ...]) -> None:
        self._legal = None
        combat.roll(self, values)

    # -- shared rules used by the phases ---------------------------------------
    def bank(self) -> int:
        return BANK - sum(p.coins for p in self.players)

    def gain_coins(self, player: Player, amount: int) -> None:
        """Coins from the bank (never more than it holds); doubled by a boon or object."""
        if "double_coins" in player.boons:
            player.boons.remove("double_coins")
            amount *= 2
        else:
            purses = equipment.holds_effect(player, "double_coins")
            if purses:
                equipment.use_once(self, player, purses[0])
                amount *= 2
        amount = min(amount, self.bank())
        player.coins += amount
        self.log.append(f"{player.name} gains {count(amount, 'coin')}.")

    def heal(self, player: Player, amount: int) -> None:
        """Life never goes above 10."""
        player.life = min(MAX_LIFE, player.life + amount)
        self.log.append(f"{player.name} recovers life (now {player.life}).")

    def hurt(self, seat: int, amount: int) -> None:
        """Lose life; at 0 or less the adventurer is out of the game."""
        player = self.players[seat]
        player.life -= amount
        if player.life > 0:
            return
        player.alive = False
        player.coins = 0
        player.boons.clear()
        equipment.release_everything(self, player)
        if player.flipped_cell >= 0:
            self.flipped.pop(player.flipped_cell, None)
            self.cleared.add(player.flipped_cell)
            player.flipped_cell = -1
        player.cell = -1
        self.log.append(f"{player.name} has fallen and leaves the Kingdom.")
        if self.solo or not any(p.alive for p in self.players):
            self.finish((), ending.ALL_FALLEN, "Every adventurer has fallen: nobody defeated the dragon, so all lose.")

    def finish(self, winners: tuple[int, ...], reason: str, said: str) -> None:
        """The game is over: `reason` is one of `ending.END_REASONS`, `said` the log's sentence."""
        self.winners = winners
        self.over_reason = reason
        self.phase = "over"
        self.dice = None
        self.log.append(said)

    def after_resolution(self) -> None:
        """A card finished resolving: a start-of-turn replacement leads to the turn itself."""
        if self.over_reason:
            return
        if self.stage == "start" and self.players[self.current].alive:
            self.stage = "action"
            self.phase = "main"
        else:
            self.end_turn()

    def end_turn(self) -> None:
        """Play passes clockwise to the next adventurer still in the Kingdom."""
        if self.over_reason:
            return
        seat = self.current
        for _ in range(self.seats):
            seat = (seat + 1) % self.seats
            if seat == 0:
                self.round += 1
                if self.round > self.budget:
                    self.finish((), ending.ROUNDS_RAN_OUT,
                                f"The {'time' if self.solo else 'turn budget'} has run out "
                                f"({self.budget} rounds): nobody defeated the dragon, so all lose.")
                    return
            if self.players[seat].alive:
                break
        self.current = seat
        self.begin_turn()

    def begin_turn(self) -> None:
        player = self.players[self.current]
        player.portal_now, player.portal_next = player.portal_next, False
        self.offers, self.withdrawn = [], []
        self.phase = "main"
        self.stage = "action"
        cell = player.flipped_cell
        if cell >= 0:
            player.flipped_cell = -1
            self.stage = "start"
            arrival.replace_flipped(self, cell)

    # -- copies, views, saves ----------------------------------------------------
    def clone(self) -> CartaventurasState:
        return persist.clone(self)

    def view(self, seat: int) -> dict:
        return persist.view(self, seat)

    def hidden_from(self, seat: int) -> frozenset[str]:
        """The face-down zone cards. The Exploration and Forge decks are searched by name,
        never drawn, and every other place is open, so what they hold is known to all."""
        return frozenset(card for deck in self.decks.values() for card in deck)

    def card_name(self, card_id: str) -> str:
        """The title printed on a card, for the ids `hidden_from` gives."""
        return catalogue().title(card_id)

    def determinize(self, seat: int, rng: Any) -> CartaventurasState:
        """A copy whose face-down decks are reshuffled (sorted first, so tables
        `seat` cannot tell apart deal alike and search never reads the secret order)."""
        other = self.clone()
        other.rng = redeal((*other.decks.values(), other.exploration, other.forge), rng)
        return other

    def to_json(self) -> dict:
        return persist.to_json(self)

    @staticmethod
    def from_json(data: dict) -> CartaventurasState:
        return persist.from_json(CartaventurasState, data)
