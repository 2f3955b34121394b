"""A tiny game that exercises the whole engine contract, for tests only.

"Lucky Draw": two seats, a hidden deck of twelve numbered cards, a hand of
two hidden cards each, and a die. On your turn either play a card from your
hand (score its value, draw a replacement) or gamble (roll a d6: 3 or more
scores the die). First to 15 points, or the higher score after 10 rounds,
wins. It is registered only by the test suite, never in the product.
"""

from __future__ import annotations

from engine.core import Action, BaseState, DiceRequest, GameInfo, Line, Result
from engine.rng import Rng

CARD_VALUES = {f"card-{i}": 1 + i % 6 for i in range(12)}
TARGET = 15
ROUNDS = 10
GAMBLE = Action("gamble", (), "Gamble on a d6")


class LuckyDrawState(BaseState):
    def __init__(self, config: dict, seed: int) -> None:
        self.config = config
        self.seats = config["players"]
        self.rng = Rng(seed)
        self.deck = sorted(CARD_VALUES)
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop(), self.deck.pop()] for _ in range(self.seats)]
        self.scores = [0] * self.seats
        self.current = 0
        self.round = 1
        self.pending_roll = False
        self.log = ["The deck is shuffled and two cards dealt to each player."]

    # -- contract ---------------------------------------------------------
    @property
    def turn(self) -> int:
        return self.round

    def to_move(self) -> int | None:
        if self.is_over() or self.pending_roll:
            return None
        return self.current

    def legal_actions(self) -> list[Action]:
        if self.to_move() is None:
            return []
        hand = self.hands[self.current]
        plays = [Action("play", (card,), f"Play {card} ({CARD_VALUES[card]})") for card in hand]
        return plays + [GAMBLE]

    def _apply(self, action: Action) -> None:
        seat = self.current
        if action.kind == "gamble":
            self.pending_roll = True
            self.log.append(f"Player {seat + 1} gambles.")
            return
        card = action.args[0]
        self.hands[seat].remove(card)
        self.scores[seat] += CARD_VALUES[card]
        self.log.append(f"Player {seat + 1} plays {card} for {CARD_VALUES[card]}.")
        if self.deck:
            self.hands[seat].append(self.deck.pop())
            self.log.append(Line(f"You draw {self.hands[seat][-1]}.", (seat,)))  # the drawing seat reads it
        self._next_turn()

    def dice_request(self) -> DiceRequest | None:
        if not self.pending_roll:
            return None
        return DiceRequest((6,), "gamble: 3 or more scores the die", seat=self.current)

    def _roll(self, values: tuple[int, ...]) -> None:
        (die,) = values
        self.pending_roll = False
        if die >= 3:
            self.scores[self.current] += die
        self.log.append(f"Player {self.current + 1} rolls {die}.")
        self._next_turn()

    def _next_turn(self) -> None:
        self.current = (self.current + 1) % self.seats
        if self.current == 0:
            self.round += 1

    def is_over(self) -> bool:
        return max(self.scores) >= TARGET or self.round > ROUNDS

    def result(self) -> Result:
        best = max(self.scores)
        winners = tuple(i for i, s in enumerate(self.scores) if s == best)
        return Result(tuple(self.scores), winners, "highest score")

    def clone(self) -> LuckyDrawState:
        other = LuckyDrawState.__new__(LuckyDrawState)
        other.config = self.config
        other.seats = self.seats
        other.rng = self.rng.clone()
        other.deck = list(self.deck)
        other.hands = [list(h) for h in self.hands]
        other.scores = list(self.scores)
        other.current = self.current
        other.round = self.round
        other.pending_roll = self.pending_roll
        other.log = list(self.log)
        return other

    def view(self, seat: int) -> dict:
        return {
            "seat": seat,
            "hand": list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "scores": list(self.scores),
            "current": self.current,
            "round": self.round,
            "pending_roll": self.pending_roll,
        }

    def hidden_from(self, seat: int) -> frozenset[str]:
        hidden = set(self.deck)
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.update(hand)
        return frozenset(hidden)

    def determinize(self, seat: int, rng) -> LuckyDrawState:
        other = self.clone()
        unseen = sorted(self.hidden_from(seat))
        rng.shuffle(unseen)
        for index, hand in enumerate(other.hands):
            if index != seat:
                other.hands[index] = [unseen.pop() for _ in hand]
        other.deck = unseen
        other.rng = Rng(rng.randrange(1 << 62))
        return other

    def to_json(self) -> dict:
        return {
            "config": self.config,
            "rng": self.rng.state,
            "deck": self.deck,
            "hands": self.hands,
            "scores": self.scores,
            "current": self.current,
            "round": self.round,
            "pending_roll": self.pending_roll,
            "log": self.log,
        }

    @staticmethod
    def from_json(data: dict) -> LuckyDrawState:
        state = LuckyDrawState.__new__(LuckyDrawState)
        state.config = dict(data["config"])
        state.seats = state.config["players"]
        state.rng = Rng(data["rng"])
        state.deck = list(data["deck"])
        state.hands = [list(h) for h in data["hands"]]
        state.scores = list(data["scores"])
        state.current = data["current"]
        state.round = data["round"]
        state.pending_roll = data["pending_roll"]
        state.log = list(data["log"])
        return state


GAME = GameInfo(
    name="lucky-draw",
    title="Lucky Draw (test fixture)",
    modes={"standard": (2,)},
    new_state=LuckyDrawState,
    from_json=LuckyDrawState.from_json,
    max_decisions=100,
    end_reasons=("highest score",),
)
