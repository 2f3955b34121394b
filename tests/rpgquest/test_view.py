"""A seat's view: ids and what changes in play, never what a card says (issue #34).

The view is built at every board refresh, every search decision and every network message; the
board reads names, texts, tests and rewards from the card files by id (tests/tui/test_rpgquest.py).
"""

from __future__ import annotations

import json
import random

from engine.rpgquest.decks import decks
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.quest import TRANSPORT, Quest
from engine.rpgquest.rumour_cards import rumour_cards
from engine.rpgquest.world_data import world_data
from tests.conformance.playout import strings_in
from tests.rpgquest.helpers import table


def card_texts() -> set[str]:
    """Every name and text printed on RPGQuest's cards and boards."""
    cards, missions, world = decks(), mission_data(), world_data()
    texts = {c.name for c in [*cards.heroes.values(), *cards.items.values(), *cards.monsters.values(),
                              *cards.wandering.values(), *cards.challenges.values()]}
    texts |= {c.text for c in [*cards.wandering.values(), *cards.challenges.values()]}
    texts |= {m.name for m in missions.missions.values()} | {m.title for m in missions.missions.values()}
    texts |= {m.text for m in missions.missions.values() if m.text}
    texts |= {o.name for o in [*missions.orders.values(), *missions.artifacts.values()]}
    texts |= {r.name for r in rumour_cards().values()} | {r.text for r in rumour_cards().values()}
    texts |= {place.name for place in world.locations.values()} | {k.name for k in world.kingdoms.values()}
    return texts


def with_everything(state) -> None:
    """A table where a group holds an artifact, an Order and a transport, has lost a hero, and the
    monsters have taken places and raised a bounty."""
    group = state.groups[0]
    group.artifacts = ["artifact-star_shard"]
    group.order, group.illuminati = "order-golden_dawn", "mage"
    group.dead = list(group.heroes)
    state.quests[0][-1:] = [Quest(TRANSPORT, 0, group.hex, destination="tacas", gold=2000)]
    state.ruins, state.invaded = {"tacas": 4}, {"bastoes": "orcs"}
    great = next(iter(state.great))
    state.great[great], state.bounty[great] = "moedas", 1000


def test_a_view_names_every_card_by_its_id_and_carries_none_of_its_text():
    texts = card_texts()
    for players, fast in ((1, False), (4, True)):
        state, rng = table(players=players, fast=fast, seed=5), random.Random(5)
        for decision in range(400):
            if state.is_over():
                break
            request = state.dice_request()
            if request is not None:
                state.roll(tuple(rng.randint(1, faces) for faces in request.dice))
                continue
            if decision % 40 == 0:
                view = state.view(0)
                assert not set(strings_in(view)) & texts, "a view carries what a card says"
                assert json.loads(json.dumps(view)) == view  # plain JSON data
            state.apply(rng.choice(state.legal_actions()))
        with_everything(state)
        view = state.view(0)
        assert not set(strings_in(view)) & texts
        mine = view["groups"][0]
        assert mine["artifacts"] == ["artifact-star_shard"] and mine["order"] == "order-golden_dawn"
        assert mine["missions"][-1] == {"card": TRANSPORT, "stage": 0, "hex": list(state.groups[0].hex),
                                        "bonus": False, "destination": "tacas", "gold": 2000}
        assert view["ruins"] == {"tacas": 4} and view["invaded"] == {"bastoes": "orcs"}
        assert {"target": "moedas", "bounty": 1000} in [
            {k: v for k, v in great.items() if k != "id"} for great in view["great_challenges"]]
        assert view["rumours"][-1] == "rumour-bargaining_with_death"
