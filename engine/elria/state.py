"""The Elria table: every field of a game in play, and the engine contract.

The rules live in sibling modules (turns, travel, actions, quests, duel,
campaign); this class holds the data, dispatches decisions by phase, and
implements clone / JSON / view / hidden information. Cards and spaces are
integers indexing the card set (`cards()`); covers are one flat bytearray.
"""

from __future__ import annotations

from engine.core import Action, BaseState, DiceRequest, Result
from engine.elria import actions, campaign, final, quests, travel, turns
from engine.elria.cards import cards
from engine.rng import Rng, redeal

# how each field is copied by clone() and read back by from_json()
_VALUES = ("config", "mode", "seats", "phase", "current", "turn_no", "supply", "bonus_used",
           "main_done", "act_type", "act_count", "act_credits", "act_qcredits", "travel_dest",
           "travel_cost", "step", "first_last", "end_flag", "over", "reason", "stage", "cp",
           "xp", "retries", "abandoned", "lmk_needed")
_LISTS = ("deck", "discard", "available", "open_landmarks", "time", "level", "character",
          "upgrades", "upg_gone", "order", "out", "winners", "scores", "pool_q",
          "pool_l", "snap_q", "snap_l", "picks", "draft_first")
_NESTED = ("journey", "found", "found_at", "quests", "fulfilled", "draft_piles")
_FIELDS = _VALUES + _LISTS + _NESTED + ("covered", "rng", "log")

_HANDLERS = {
    "draft": (turns.draft_actions, turns.apply_draft),
    "travel": (travel.travel_actions, travel.apply_travel),
    "map": (travel.map_actions, travel.apply_map),
    "shelter": (travel.shelter_actions, travel.apply_shelter),
    "action": (actions.menu_actions, actions.apply_menu),
    "act": (actions.act_actions, actions.apply_act),
    "pick": (campaign.pick_actions, campaign.apply_pick),
    "shop": (campaign.shop_actions, campaign.apply_shop),
    "failed": (campaign.failed_actions, campaign.apply_failed),
}


class ElriaState(BaseState):
    """One Elria table: solo adventure, duel or open campaign."""

    __slots__ = _FIELDS

    # the fields _FIELDS names, for the type checker (cards and spaces are card-set indices)
    config: dict
    mode: str
    phase: str
    current: int
    turn_no: int
    supply: int
    bonus_used: bool
    main_done: bool
    act_type: str
    act_count: int
    act_credits: int
    act_qcredits: int
    travel_dest: int
    travel_cost: int
    step: int
    first_last: int
    end_flag: bool
    over: bool
    reason: str
    stage: int
    cp: int
    xp: int
    retries: int
    abandoned: int
    lmk_needed: int
    deck: list[int]
    discard: list[int]
    available: list[int]
    open_landmarks: list[int]
    time: list[int]
    level: list[int]
    character: list[int]
    upgrades: list[int]
    upg_gone: list[int]
    order: list[int]
    out: list[bool]
    winners: list[int]
    scores: list[int]
    pool_q: list[int]
    pool_l: list[int]
    snap_q: list[int]
    snap_l: list[int]
    picks: list[int]
    draft_first: list[int]
    journey: list[list[int]]
    found: list[list[int]]
    found_at: list[list[int]]
    quests: list[list[int]]
    fulfilled: list[list[int]]
    draft_piles: list[list[int]]
    covered: bytearray
    rng: Rng

    # -- contract ---------------------------------------------------------
    @property
    def turn(self) -> int:
        return self.turn_no

    def to_move(self) -> int | None:
        return None if self.over else self.current

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        return _HANDLERS[self.phase][0](self)

    def _apply(self, action: Action) -> None:
        _HANDLERS[self.phase][1](self, action)

    def dice_request(self) -> DiceRequest | None:
        return None

    def is_over(self) -> bool:
        return self.over

    def result(self) -> Result:
        if not self.over:
            return Result(tuple(self.scores), (), "")
        return final.result(self)

    def clone(self) -> ElriaState:
        other = ElriaState.__new__(ElriaState)
        for name in _VALUES:
            setattr(other, name, getattr(self, name))
        for name in _LISTS:
            setattr(other, name, getattr(self, name)[:])
        for name in _NESTED:
            setattr(other, name, [x[:] for x in getattr(self, name)])
        other.covered = bytearray(self.covered)
        other.rng = Rng(self.rng.state)
        other.log = self.log[:]
        return other

    # -- saving -----------------------------------------------------------
    def to_json(self) -> dict:
        data = {name: getattr(self, name) for name in _VALUES + _LISTS + _NESTED}
        data["config"] = dict(self.config)
        data["covered"] = self.covered.hex()
        data["rng"] = self.rng.state
        data["log"] = list(self.log)
        return {k: (list(v) if isinstance(v, list) else v) for k, v in data.items()}

    @staticmethod
    def from_json(data: dict) -> ElriaState:
        """A state from `to_json()` output."""
        state = ElriaState.__new__(ElriaState)
        for name in _VALUES:
            setattr(state, name, data[name])
        state.config = dict(data["config"])
        for name in _LISTS:
            setattr(state, name, list(data[name]))
        for name in _NESTED:
            setattr(state, name, [list(x) for x in data[name]])
        state.covered = bytearray.fromhex(data["covered"])
        state.rng = Rng(data["rng"])
        state.log = list(data["log"])
        return state

    # -- hidden information -----------------------------------------------
    def hidden_from(self, seat: int) -> frozenset[str]:
        cs = cards()
        hidden = [cs.ids[c] for c in self.deck]
        if self.mode != "campaign":
            shown_q = set().union(*self.quests, *self.draft_piles)
            shown_l = set(self.open_landmarks).union(*self.found)
            hidden += [cs.ids[q] for q in cs.quests if q not in shown_q]
            hidden += [cs.ids[m] for m in cs.landmarks if m not in shown_l]
        return frozenset(hidden)

    def card_name(self, card_id: str) -> str:
        """The name printed on a card, for the ids `hidden_from` gives."""
        cs = cards()
        return cs.names[cs.ids.index(card_id)]

    def determinize(self, seat: int, rng) -> ElriaState:
        """A copy whose Location deck is reshuffled (the only unknown order).

        The deck is sorted first, so tables that `seat` cannot tell apart deal
        alike: what a search agent samples never depends on the secret order.
        """
        other = self.clone()
        other.rng = redeal((other.deck,), rng)
        return other

    def view(self, seat: int) -> dict:
        """What `seat` may know: everything on the table, no deck order, no boxed cards.

        A face-up card is its id and the cubes on its spaces; what the card says (its name, terrains,
        icons) is read from the card set by id, by the board and by a seat across the network alike."""
        cs = cards()

        def card(c: int) -> dict:
            return {"id": cs.ids[c], "covered": [self.covered[s] for s in cs.card_spaces[c]]}

        players = []
        for p in range(self.seats):
            players.append({
                "character": card(self.character[p]),
                "level": self.level[p],
                "time": self.time[p],
                "journey": [card(c) for c in self.journey[p]],
                "landmarks": [dict(card(m), at=cs.ids[at]) for m, at in zip(self.found[p], self.found_at[p], strict=True)],
                "quests": [dict(card(q), fulfilled=q in self.fulfilled[p],
                                objectives=[self.covered[s] for s in cs.cards[q].objectives],
                                progress=quests.condition_progress(self, p, q) if cs.cards[q].condition else None)
                           for q in self.quests[p]],
                "out_of_time": self.out[p],
            })
        view = {
            "mode": self.mode, "seat": seat, "turn": self.turn_no, "phase": self.phase,
            "to_move": self.to_move(), "deck_size": len(self.deck),
            "discard": [cs.ids[c] for c in self.discard],
            "available": [card(c) for c in self.available],
            "landmarks": [card(m) for m in self.open_landmarks],
            "players": players, "supply": self.supply,
            "draft_piles": [[card(q) for q in pile] for pile in self.draft_piles],
            "action": {"type": self.act_type, "count": self.act_count, "credits": self.act_credits,
                       "quest_credits": self.act_qcredits, "bonus_used": self.bonus_used,
                       "main_done": self.main_done},
            "travel": None if self.travel_dest < 0 else {"to": cs.ids[self.travel_dest], "cost": self.travel_cost},
        }
        if self.mode == "campaign":
            view["campaign"] = {
                "stage": self.stage + 1, "cp": self.cp, "xp": self.xp, "retries": self.retries,
                "quest_pool": [cs.ids[q] for q in self.pool_q],
                "landmark_pool": [cs.ids[m] for m in self.pool_l],
                "upgrades": [card(u) for u in self.upgrades],
                "upgrades_gone": [cs.ids[u] for u in self.upg_gone],
            }
        if self.over:
            view["result"] = self.result().to_json()
        return view

    # -- helpers the rule modules share -------------------------------------
    def say(self, sentence: str) -> None:
        """Add a sentence to the game log."""
        self.log.append(sentence)

    def who(self, seat: int) -> str:
        """'You' in solo, 'Player 2 (Rogue)' in a duel."""
        if self.seats == 1:
            return "You"
        return f"Player {seat + 1} ({cards().names[self.character[seat]]})"

    def gain(self, seat: int, amount: int) -> None:
        """Take `amount` Time cubes from the supply onto the seat's Time card."""
        if amount > 0:
            self.time[seat] += amount
            self.supply -= amount

    def pay(self, seat: int, amount: int, why: str) -> bool:
        """Return Time cubes to the supply; False (and out of time) if the seat cannot pay it all."""
        if amount <= 0:
            return True
        if amount > self.time[seat]:
            self.supply += self.time[seat]
            self.time[seat] = 0
            self.out[seat] = True
            self.say(f"{self.who(seat)} cannot pay {amount} Time for {why}: time has run out.")
            turns.out_of_time(self, seat)
            return False
        self.time[seat] -= amount
        self.supply += amount
        self.say(f"{self.who(seat)} pay{'s' if self.seats > 1 else ''} {amount} Time for {why}.")
        return True

    def cover(self, space: int) -> None:
        """Cover a grey space (or spend a gem) with a cube from the supply."""
        self.covered[space] = 1
        self.supply -= 1

    def finish(self, winners: tuple[int, ...], scores: tuple, reason: str) -> None:
        """End the game; `reason` is one of `reasons.END_REASONS` (the caller logs who and how much)."""
        self.over = True
        self.winners = list(winners)
        self.scores = list(scores)
        self.reason = reason
        self.phase = "over"
        self.say(f"The adventure ends: {reason}.")

