"""A table of RPGQuest: setup, whose decision it is, and the flow of actions and Turns.

The rules live in their own modules — `turns` (the Action Markers and interrupts),
`movement`, `combat` and `places` (what groups do in Locations), and the steps several rules
share: `checks` (class tests), `wounds` (damage) and `outcomes` (rewards), which hand the table
on through `flow`. This class holds the table and routes to them: a decision to the module of
the current `phase` (`_LEGAL`, `_APPLY`), a chosen action to the module that starts it
(`_START`), and dice to the module whose roll is pending (`state.dice`).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.cardfolders import chosen_folders
from engine.core import Action, BaseState, ConfigError, DiceRequest, Result
from engine.rng import Rng, redeal
from engine.rpgquest import (
    caves,
    challenges,
    checks,
    combat,
    festivities,
    investigation,
    mana,
    missions,
    movement,
    negotiation,
    orders,
    outcomes,
    persist,
    places,
    portal,
    ruins,
    rumours,
    stages,
    transport,
    turns,
    villains,  # noqa: F401  (registers the villain fight's continuations)
    wounds,
)
from engine.rpgquest.checks import Check
from engine.rpgquest.combat import Combat
from engine.rpgquest.decks import WANDERING, decks
from engine.rpgquest.group import SEAT_NAMES, VP_SOURCES, Adventurer, Group
from engine.rpgquest.hexes import Hex
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.monsters_turn import CALENDAR
from engine.rpgquest.outcomes import Reward
from engine.rpgquest.quest import Quest
from engine.rpgquest.world import World, build_world
from engine.rpgquest.world_data import DATA, world_data
from engine.rpgquest.wounds import Wounds

# `result().reason`: short and fixed, so a designer's simulations can count them (`end_reasons`).
REASON_VP = "Victory Point target"
REASON_CHALLENGES = "great challenges defeated"
REASON_MONSTERS = "the monsters took four places"
REASON_TURN_LIMIT = "turn limit"
END_REASONS = (REASON_VP, REASON_CHALLENGES, REASON_MONSTERS, REASON_TURN_LIMIT)
STARTING_GOLD = 2000
WORK_DIE = 6



# Where the moves of the action phase come from: the core's and the Locations' own, then every part of
# the rules that offers moves of its own; letting the action pass comes last.
_ACTION_SOURCES = (places.action_legal, ruins.actions, missions.actions, rumours.actions, caves.mapping_actions,
                   caves.maps_action, portal.manipulate_actions, mana.actions, festivities.actions)


def _action_legal(state: RpgQuestState) -> list[Action]:
    return [action for offered in _ACTION_SOURCES for action in offered(state)] + [places.REST]


_LEGAL = {"action": _action_legal, "interrupt": turns.interrupt_legal, "move": movement.legal,
          "sail": movement.sail_legal, "after_roll": checks.after_roll_legal,
          "damage": wounds.legal, "reward": outcomes.reward_legal, "recruit": places.recruit_legal,
          "make_room": places.make_room_legal, "buy": places.buy_legal,
          "clinic": places.clinic_legal, "heal": places.heal_legal, "train": places.train_legal,
          "negotiate": negotiation.legal, "answer": negotiation.answer_legal,
          "rebuild": ruins.rebuild_legal,
          "missions": missions.choose_legal, "bonus": stages.bonus_legal}
_APPLY = {"interrupt": turns.interrupt_apply, "move": movement.apply, "sail": movement.sail_apply,
          "after_roll": checks.after_roll_apply, "damage": wounds.apply, "reward": outcomes.reward_apply,
          "recruit": places.recruit_apply, "make_room": places.make_room_apply,
          "buy": places.buy_apply, "clinic": places.clinic_apply, "heal": places.heal_apply,
          "train": places.train_apply, "negotiate": negotiation.apply,
          "answer": negotiation.answer_apply,
          "rebuild": ruins.rebuild_apply,
          "missions": missions.choose_apply, "bonus": stages.bonus_apply}
# What starts an action chosen in the action phase, once its Action Marker is spent.
_START = {"move": movement.begin, "negotiate": negotiation.begin, "fight": combat.fight,
          "monster_attack": combat.monster_attack, "rebuild": ruins.begin,
          "missions": missions.look, "attempt": stages.attempt, "transport": transport.begin,
          "illuminati": orders.rise,
          "map_caves": caves.map_more, "investigate": investigation.start, "bargain": investigation.start,
          "manipulate_portal": portal.manipulate, "explore_mana": mana.start, "sell_mana": mana.start,
          "create_item": mana.start, "alchemical_wedding": festivities.start, "elves_banquet": festivities.start}
FREE_ACTIONS = {"dismiss": places.dismiss, "resolve": stages.resolve_here,  # taken without spending a marker
                "deliver_maps": caves.deliver_maps}


class RpgQuestState(BaseState):
    """One table. Decisions go through `apply`, dice through `roll`."""

    def __init__(self, config: dict, seed: int) -> None:
        self.config = dict(config)
        self.seats = config["players"]
        self.world_seed = seed
        self.world: World = world_for(seed, self.fast)
        self.rng = Rng(seed ^ 0x5EED)
        cards = decks()
        self.hero_deck = sorted(cards.heroes)
        self.rng.shuffle(self.hero_deck)
        self.hero_discard: list[str] = []
        self.heroes_gone: list[str] = []
        self.item_deck = sorted(cards.items)
        self.rng.shuffle(self.item_deck)
        self.item_discard: list[str] = []
        self.bag = {monster.id: monster.tokens for monster in cards.monsters.values()}
        self.bag[WANDERING] = cards.wandering_tokens
        self.wandering_deck = sorted(cards.wandering)
        self.rng.shuffle(self.wandering_deck)
        self.wandering_discard: list[str] = []
        self.map_monsters: dict[tuple[int, int], list[str]] = {}
        self.groups = [Group(self.world.castle, STARTING_GOLD) for _ in range(self.seats)]
        for group in self.groups:
            group.heroes.append(Adventurer.recruited(self._deal_starting_hero()))
        self.great: dict[str, str] = {}  # the great challenges in play -> their target ("": none yet)
        self.bounty: dict[str, int] = {}  # gold added to a great challenge's bounty by its destructions
        for card_id, where in challenges.deal(self.world, cards.challenges, self.rng, self.fast):
            self.map_monsters.setdefault(where, []).append(card_id)
            self.great[card_id] = ""
        self.ruins: dict[str, int] = {}  # destroyed places -> damage tokens left to rebuild
        self.invaded: dict[str, str] = {}  # places held by lesser monsters -> the token under the stand
        self.hordes: list[list] = []  # the lesser hordes' targets, a row a token: [q, r, monster, Location key]
        self.attacks: list[list] = []  # the monsters' attacks still to fight: [seat, q, r, monster]
        self.monsters_moved = 0  # the last Turn whose monsters' turn has been played
        self.monster_steps: list[list] = []  # its steps: [log line, [q, r] or None, [[q, r, stack], ...]]
        self.turn = 1
        self.markers: list[list[int]] = [[] for _ in range(self.seats)]
        self.markers[0] = list(turns.MARKERS)
        self.passed: list[int] = []
        self.declined: set[int] = set()
        self.current = 0
        self.actor = 0
        self.phase = "action"
        self.dice: str | None = None
        self.mp = 0
        self.combat: Combat | None = None
        self.check: Check | None = None
        self.wounds: Wounds | None = None
        self.reward: Reward | None = None
        self.offer: list[str] = []
        self.offer_kind = ""
        self.set_aside: list[str] = []
        self.bought = 0
        self.heals_left = 0
        self.negotiator = 0
        self.refused: list[list] = []
        self.request: list = []
        self.request_kind = ""
        self.rumours = rumours.in_play(self.world)  # the Rumours open to every group (ids)
        self.rumour = ""  # the Rumour being resolved, and its hex
        self.rumour_at: list[int] = []
        self.revive = 0  # which fallen hero Bargaining with Death is played for
        self.dungeon_at: dict[Hex, str] = {}  # failed dungeons stay on their Cave hex
        self.explored: list[Hex] = []  # dungeons won: a Warrior token on the hex
        self.caves: list[Hex] = []  # known mouths of the Underground Kingdom, the first entrance first
        self.cave_mapper = -1  # the seat of the first group to explore the caves
        self.portal: list[list[int]] = []  # the Portal's two open bases, once awake
        self.winners: tuple[int, ...] = ()
        self.over_reason = ""
        self.mission_deck = mission_data().deck
        self.rng.shuffle(self.mission_deck)
        self.mission_drawn: list[str] = []
        self.missions_out: list[str] = []
        self.quests: list[list[Quest]] = [[] for _ in range(self.seats)]
        self.public: list[Quest] = []
        self.looked = [0] * self.seats  # the Turn in which each group last looked for missions
        self.resolving: list = []  # [owner, index, then] of the mission stage being resolved
        self.demands: list[str] = []
        self.villain: list = []  # [seat, villain, then] of a hidden villain revealed and fought
        missions.deal_round_zero(self)
        transport.set_up(self)
        self._legal: list[Action] | None = None
        starts = ", ".join(f"{self.seat_name(s)} with {g.heroes[0].name}" for s, g in enumerate(self.groups))
        self.log = [f"The groups gather at Castelo Lillith: {starts}."]

    # -- the contract -------------------------------------------------------
    @property
    def fast(self) -> bool:
        return bool(self.config["fast"])

    @property
    def cooperative(self) -> bool:
        return self.config["mode"] == "cooperative"

    @property
    def vp_target(self) -> int:
        return self.config["vp_target"]

    @property
    def turn_limit(self) -> int:
        return self.config["turn_limit"]

    def is_over(self) -> bool:
        return bool(self.over_reason)

    def result(self) -> Result:
        if self.cooperative:
            total = float(sum(group.vp for group in self.groups))
            scores = tuple(total for _ in self.groups)
        else:
            scores = tuple(float(group.vp) for group in self.groups)
        sources = tuple(tuple((what, float(group.vp_from[what])) for what in VP_SOURCES if group.vp_from.get(what))
                        for group in self.groups)
        gold = () if self.cooperative else tuple((("gold", float(group.gold)),) for group in self.groups)
        return Result(scores, self.winners, self.over_reason or "the game is not over", sources, "VP", gold)

    def to_move(self) -> int | None:
        if self.over_reason or self.dice:
            return None
        return self.actor

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = [] if self.to_move() is None else _LEGAL[self.phase](self)
        return list(self._legal)

    def _apply(self, action: Action) -> None:
        self._legal = None
        if self.phase != "action":
            _APPLY[self.phase](self, action)
        elif action.kind in FREE_ACTIONS:
            FREE_ACTIONS[action.kind](self, action)
        else:
            self.spend_action()
            _START.get(action.kind, places.start)(self, action)

    def dice_request(self) -> DiceRequest | None:
        if not self.dice or self.over_reason:
            return None
        if self.dice == "ambush":
            return movement.dice_request(self)
        if self.dice == "transport":
            return transport.dice_request(self)
        if self.dice == "mana":
            return mana.dice_request(self)
        if self.dice == "work":
            return DiceRequest((WORK_DIE,), f"Work: 1d6 x {places.WORK_PAY}gp", self.actor)
        if self.dice == "damage":
            return wounds.dice_request(self)
        return checks.dice_request(self)

    def _roll(self, values: tuple[int, ...]) -> None:
        self._legal = None
        if self.dice == "ambush":
            movement.roll(self, values)
        elif self.dice == "transport":
            transport.roll(self, values)
        elif self.dice == "damage":
            wounds.rolled(self, values)
        elif self.dice == "mana":
            mana.roll(self, values)
        elif self.dice == "work":
            self.dice = None
            pay = values[0] * places.WORK_PAY
            self.groups[self.actor].gold += pay
            self.log.append(f"{self.seat_name(self.actor)}'s group works and earns {pay}gp.")
            self.action_done()
        else:
            checks.roll(self, values)

    # -- the flow of actions -------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return SEAT_NAMES[seat]

    def spend_action(self) -> None:
        turns.spend_marker(self, self.actor)

    def action_done(self) -> None:
        """The action (and whatever followed from it) is over: who decides next?"""
        self.phase = "action"
        self.mp = 0
        self.declined.clear()
        self.next_decision()

    def next_decision(self) -> None:
        while not self.over_reason:
            seat = turns.interrupter(self)
            if seat is not None:
                self.actor, self.phase = seat, "interrupt"
                return
            if self.markers[self.current]:
                self.actor, self.phase = self.current, "action"
                return
            if self.current == self.seats - 1:
                turns.end_of_turn(self)
                if self.combat is not None:  # the monsters attack a group: its player decides
                    return
            else:
                self.current += 1
                self.declined.clear()

    def target_reached(self) -> bool:
        """The VP target is met (the long game, `end=challenges`, has none)."""
        if self.config["end"] == "challenges":
            return False
        goal = vp_goal(self.cooperative, self.vp_target, self.seats)
        if self.cooperative:
            return sum(group.vp for group in self.groups) >= goal
        return any(group.vp >= goal for group in self.groups)

    def finish_by_victory_points(self) -> None:
        if self.cooperative:
            self.log.append(f"Together the groups won {sum(g.vp for g in self.groups)} Victory Points: "
                            f"Arcádia sings of them all.")
            self._finish(tuple(range(self.seats)), REASON_VP)
        else:
            self._finish(self._leaders(), REASON_VP)

    def finish_by_turn_limit(self) -> None:
        self.log.append(f"The Calendar has run to {CALENDAR[self.turn_limit - 1]}: "
                        f"{self.turn_limit} Turns are over.")
        if self.cooperative:
            self.log.append("The groups have not become legends in time.")
        self._finish(() if self.cooperative else self._leaders(), REASON_TURN_LIMIT)

    def finish_by_challenges(self) -> None:
        """The long game's end: the last great challenge is beaten (*Fim de Jogo*)."""
        self.log.append("The last of the Great Challenges has fallen: Arcádia is at peace.")
        self._finish(tuple(range(self.seats)) if self.cooperative else self._leaders(), REASON_CHALLENGES)

    def finish_by_monsters(self) -> None:
        """*Salvar uma Cidade/Vila*: four civilised places destroyed or held — every player loses."""
        fallen = sorted(world_data().locations[k].name for k in (*self.ruins, *self.invaded))
        self.log.append(f"The monsters hold {', '.join(fallen)}: Arcádia has fallen.")
        self._finish((), REASON_MONSTERS)

    def _leaders(self) -> tuple[int, ...]:
        best = max((group.vp, group.gold) for group in self.groups)
        return tuple(seat for seat, group in enumerate(self.groups) if (group.vp, group.gold) == best)

    def _finish(self, winners: tuple[int, ...], reason: str) -> None:
        self.winners = winners
        self.over_reason = reason
        self.phase = "over"
        names = ", ".join(self.seat_name(s) for s in winners) or "nobody"
        self.log.append(f"The game is over: {reason}. Winners: {names}.")

    # -- decks, the bag, deaths -------------------------------------------------
    def _deal_starting_hero(self) -> str:
        """Every group sets out with one first-level adventurer who is no champion."""
        for index in range(len(self.hero_deck) - 1, -1, -1):
            if not decks().heroes[self.hero_deck[index]].champion:
                return self.hero_deck.pop(index)
        raise ConfigError("rpgquest: the Character Deck has too few heroes who are not champions")

    def hero_deck_size(self) -> int:
        return len(self.hero_deck) + len(self.hero_discard)

    def draw_heroes(self, count: int) -> list[str]:
        """Draw from the Character Deck, shuffling the discard pile in when it runs out."""
        return self._draw(self.hero_deck, self.hero_discard, count)

    def return_heroes(self, heroes: list[str]) -> None:
        """Heroes shuffled back into the Character Deck."""
        self.hero_deck.extend(heroes)
        self.hero_deck.sort()
        self.rng.shuffle(self.hero_deck)

    def draw_items(self, count: int) -> list[str]:
        """Draw from the Magic Item deck, shuffling the discard pile in when it runs out."""
        return self._draw(self.item_deck, self.item_discard, count)

    def _draw(self, deck: list[str], discard: list[str], count: int) -> list[str]:
        drawn = []
        for _ in range(count):
            if not deck:
                if not discard:
                    break
                deck.extend(sorted(discard))
                discard.clear()
                self.rng.shuffle(deck)
            drawn.append(deck.pop())
        return drawn

    def return_items(self, items: list[str]) -> None:
        self.item_deck.extend(items)
        self.item_deck.sort()
        self.rng.shuffle(self.item_deck)

    def draw_from_bag(self) -> str | None:
        tokens = [monster for monster, count in sorted(self.bag.items()) for _ in range(count)]
        if not tokens:
            return None
        monster = self.rng.choice(tokens)
        self.bag[monster] -= 1
        return monster

    def wandering_appears(self) -> str | None:
        """*Emboscadas*: the Wandering Monster token goes back into the bag and its top card is fought."""
        self.bag[WANDERING] += 1
        if not self.wandering_deck:
            self.wandering_deck = sorted(self.wandering_discard)
            self.wandering_discard = []
            self.rng.shuffle(self.wandering_deck)
        if not self.wandering_deck:
            return None
        card = decks().wandering[self.wandering_deck.pop()]
        self.log.append(f"The Wandering Monster! {card.name}: {card.text}")
        return card.id

    def hero_dies(self, seat: int, index: int) -> None:
        hero = self.groups[seat].heroes.pop(index)
        self.heroes_gone.append(hero.hero)
        self.groups[seat].dead.append(hero)  # *Pontos de Vida e Dano*: Bargaining with Death is drawn
        self.log.append(f"{hero.name} of {self.seat_name(seat)}'s group dies; {self.seat_name(seat)} draws the "
                        f"Rumour \"Bargaining with Death\" (played at the Cemetery).")

    def group_lost(self, seat: int) -> None:
        """The last hero has fallen: the group gathers again at Castelo Lillith (docs/rulings.md)."""
        group = self.groups[seat]
        group.hex = self.world.castle
        group.inside = True
        drawn = self.draw_heroes(1)
        if drawn:
            group.heroes.append(Adventurer.recruited(drawn[0]))
            self.log.append(f"{self.seat_name(seat)}'s group gathers again at Castelo Lillith "
                            f"around {group.heroes[0].name}.")

    # -- copies, views, saves ----------------------------------------------------
    def clone(self) -> RpgQuestState:
        return persist.clone(self)

    def view(self, seat: int) -> dict:
        return persist.view(self, seat)

    def hidden_from(self, seat: int) -> frozenset[str]:
        return (frozenset(self.hero_deck) | frozenset(self.item_deck) | frozenset(self.wandering_deck)
                | frozenset(self.mission_deck))

    def card_name(self, card_id: str) -> str:
        """The name printed on a card, for the ids `hidden_from` gives."""
        cards = decks()
        if card_id in mission_data().missions:
            return mission_data().missions[card_id].title
        if card_id in cards.heroes:
            return cards.heroes[card_id].name
        return cards.items[card_id].name if card_id in cards.items else cards.wandering[card_id].name

    def determinize(self, seat: int, rng: Any) -> RpgQuestState:
        """A copy whose face-down decks are reshuffled (sorted first, so tables the seat cannot
        tell apart deal alike), with a fresh generator for the bag."""
        other = self.clone()
        other.rng = redeal((other.hero_deck, other.item_deck, other.wandering_deck, other.mission_deck), rng)
        return other

    def to_json(self) -> dict:
        return persist.to_json(self)

    @staticmethod
    def from_json(data: dict) -> RpgQuestState:
        return persist.from_json(RpgQuestState, data)


def vp_goal(cooperative: bool, vp_target: int, seats: int) -> int:
    """The Victory Points that end the game: a group's own in the competitive game; in the cooperative
    game the groups' total, `vp_target` for each player (docs/rulings.md, *Fim de Jogo*)."""
    return vp_target * seats if cooperative else vp_target


def world_for(seed: int, fast: bool) -> World:
    """The map a seed lays out from the tiles in use (shipped, or chosen with `engine.cardfolders`)."""
    return _world_for(seed, fast, chosen_folders().get("rpgquest", DATA))


@lru_cache(maxsize=64)
def _world_for(seed: int, fast: bool, folder: Path) -> World:
    """Cached: a World never changes, so every copy of a table shares it."""
    return build_world(Rng(seed), fast, world_data(folder))
