"""No text a seat can read names a card by its internal id.

Random games and AI games of every mode of every game are played, and every text a seat reads along
the way — the legal moves' labels, the log, each roll's reason and odds, the heuristic's hint phrases,
and RPGQuest's board and preview — is searched for the id of any card of the game's card data (a
`mission-...`, a `hero-...`, a snake_case key), unless that id is also the card's display name.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from functools import cache

import pytest

from ai import make_agent
from ai.fallback import game_heuristic
from engine import new_game
from engine.core import State
from tests.conformance.playout import TABLE_IDS, TABLES, table_config
from tui.odds import odds_lines

WORD = re.compile(r"[\w-]+")
ODDS_EVERY = 4  # the odds of every fourth roll are worked out (each tries every outcome)
HINTS_EVERY = 6  # the hint phrases of every sixth decision


def _rpgquest_ids() -> dict[str, str]:
    from engine.rpgquest.decks import decks
    from engine.rpgquest.mission_data import mission_data
    from engine.rpgquest.rumour_cards import rumour_cards
    from engine.rpgquest.world_data import world_data

    cards, missions = decks(), mission_data()
    ids = {key: hero.name for key, hero in cards.heroes.items()}
    ids |= {key: item.name for key, item in cards.items.items()}
    ids |= {key: card.name for key, card in cards.wandering.items()}
    ids |= {key: monster.name for key, monster in cards.monsters.items()}
    ids |= {key: great.name for key, great in cards.challenges.items()}
    ids |= {key: mission.title for key, mission in missions.missions.items()}
    ids |= {key: artifact.name for key, artifact in missions.artifacts.items()}
    ids |= {key: villain.name for key, villain in missions.villains.items()}
    ids |= {key: order.name for key, order in missions.orders.items()}
    ids |= {key: rumour.name for key, rumour in rumour_cards().items()}
    ids |= {key: place.name for key, place in world_data().locations.items()}
    return ids


def _elria_ids() -> dict[str, str]:
    from engine.elria.cards import cards

    return {card.id: card.name for card in cards().cards}


def _cartaventuras_ids() -> dict[str, str]:
    from engine.cartaventuras.cards import catalogue

    cards = catalogue()
    ids = {key: card.title for key, card in cards.zones.items()}
    ids |= {key: card.title for key, card in cards.orange.items()}
    ids |= {character.id: character.name for character in cards.characters}
    return ids | {cards.start.id: cards.start.title, cards.final.id: cards.final.title}


CARD_IDS: dict[str, Callable[[], dict[str, str]]] = {
    "rpgquest": _rpgquest_ids, "elria": _elria_ids, "cartaventuras": _cartaventuras_ids}


# every mode of the three games (the suite also registers games of its own, which have no card data)
GAME_TABLES = [(table, name) for table, name in zip(TABLES, TABLE_IDS, strict=True) if table[0] in CARD_IDS]


@cache
def internal_ids(game: str) -> frozenset[str]:
    """Every card id of the game's card data that is not also the card's name."""
    return frozenset(key for key, name in CARD_IDS[game]().items() if key != name)


def ids_in(game: str, text: str) -> frozenset[str]:
    return internal_ids(game) & set(WORD.findall(text))


def rpgquest_board_texts(state: State, seat: int) -> Iterator[str]:
    """What RPGQuest's board and the cursor's preview write for the seat: status, monsters, missions,
    groups, the hex the group stands on, and the preview of every mission's hex."""
    from tui.rpgquest.board import RpgQuestBoard
    from tui.rpgquest.lookup import world_of
    from tui.rpgquest.preview import preview

    view = state.view(seat)
    world = world_of(view)
    yield RpgQuestBoard.status(view).plain
    yield RpgQuestBoard.monsters(view).plain
    yield RpgQuestBoard.missions(view).plain
    yield RpgQuestBoard.groups(view, state).plain
    yield RpgQuestBoard.here(view, world).plain
    for quest in [*view["public_missions"], *(q for group in view["groups"] for q in group["missions"])]:
        yield preview(view, world, seat, (quest["hex"][0], quest["hex"][1]))[0].plain


def readable_texts(game: str, state: State, step: int) -> Iterator[tuple[str, str]]:
    """(where, text) for what the seat to move (or rolling) reads now."""
    seat = state.to_move()
    if seat is None:
        request = state.dice_request()
        assert request is not None
        yield "the dice request", request.reason
        if step % ODDS_EVERY == 0:
            for line in odds_lines(state, request, request.seat if request.seat is not None else 0):
                yield "the odds", line
        return
    legal = state.legal_actions()
    for action in legal:
        yield "a move's label", action.label
    if step % HINTS_EVERY == 0:
        heuristic = game_heuristic(game)
        for action in legal:
            yield "a hint's reason", heuristic.explain(state, seat, action)
        if game == "rpgquest":
            for text in rpgquest_board_texts(state, seat):
                yield "the board", text


def leaks_of_a_game(game: str, mode: str, players: int, seed: int, ai: bool) -> dict[str, str]:
    """id -> the first text a seat read it in, over a whole game (random or heuristic players)."""
    state = new_game(game, table_config(mode, players), seed)
    rng = random.Random(seed)
    agents = [make_agent("heuristic", game, seed=seed + seat) for seat in range(players)] if ai else []
    found: dict[str, str] = {}
    step = 0
    while not state.is_over():
        for where, text in readable_texts(game, state, step):
            for leak in ids_in(game, text):
                found.setdefault(leak, f"{where}: {text}")
        seat = state.to_move()
        if seat is None:
            request = state.dice_request()
            assert request is not None
            state.roll([rng.randint(1, faces) for faces in request.dice])
        else:
            state.apply(agents[seat].choose(state, seat) if ai else rng.choice(state.legal_actions()))
        step += 1
    for line in state.log:
        for leak in ids_in(game, line):
            found.setdefault(leak, f"the log: {line}")
    return found


@pytest.mark.parametrize("game, mode, players", [table for table, _ in GAME_TABLES],
                         ids=[name for _, name in GAME_TABLES])
def test_no_internal_id_in_what_a_seat_reads_in_random_games(game, mode, players):
    for seed in (3, 4):
        leaks = leaks_of_a_game(game, mode, players, seed, ai=False)
        assert not leaks, f"seed {seed}: {leaks}"


@pytest.mark.parametrize("game, mode, players", [table for table, _ in GAME_TABLES],
                         ids=[name for _, name in GAME_TABLES])
@pytest.mark.slow
def test_no_internal_id_in_what_a_seat_reads_in_ai_games(game, mode, players):
    leaks = leaks_of_a_game(game, mode, players, 0, ai=True)
    assert not leaks, leaks


def test_the_id_check_finds_an_id_as_a_whole_word_and_spares_display_names():
    assert ids_in("rpgquest", "1d3 damage from mission-the_sword_and_the_scales") == {
        "mission-the_sword_and_the_scales"}
    assert not ids_in("rpgquest", "1d3 damage from The Sword and the Scales")
    assert "tacas" in internal_ids("rpgquest") and not ids_in("rpgquest", "Taças in Hochma")
