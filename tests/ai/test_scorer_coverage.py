"""Every kind of action a game can put before a player has a scorer and a reason in its heuristic's tables.

A rival that met a kind its heuristic had no scorer for used to score it 0 without a word; now it
raises `UnknownKind`, so the tables must hold every kind the engine can emit. The kinds are collected
from random games of every mode and seat count (with the variants the conformance suite plays), from
every `Action("kind", ...)` the engine's source writes out, and from the kind lists an engine declares.
"""

from __future__ import annotations

import ast
import functools
import inspect
import random
from pathlib import Path

import pytest

import engine
from ai.heuristic import ByKind, Heuristic, UnknownKind
from ai.heuristics import heuristic_for
from ai.playout import roll_uniform
from engine.cartaventuras import trading
from engine.core import Action
from engine.registry import installed_games
from engine.rpgquest import festivities
from tests.conformance.playout import TABLES, new_table

GAMES = sorted(installed_games())  # the games Tavern ships (not the suite's fixture game)
SEEDS = range(3)  # random games per table (the engine's source names the rarer kinds)
# kind lists the engines declare
DECLARED: dict[str, frozenset[str]] = {"cartaventuras": trading.TRADE_KINDS, "rpgquest": frozenset(festivities.FEASTS)}
# kinds the engine writes that no seat ever chooses among its legal actions
NEVER_CHOSEN: dict[str, frozenset[str]] = {
    "cartaventuras": frozenset({"time_up"}),  # the app's clock ends a solo game (CartaventurasState.apply)
}


@functools.cache
def played(game: str) -> frozenset[tuple[str, str]]:
    """(phase, kind) of every legal action met in random games of every mode and seat count of `game`."""
    seen: set[tuple[str, str]] = set()
    for name, mode, players in TABLES:
        if name != game:
            continue
        for seed in SEEDS:
            state, _ = new_table(name, mode, players, seed)
            rng = random.Random(seed)
            while not state.is_over():
                if state.to_move() is None:
                    roll_uniform(state, rng)
                    continue
                legal = state.legal_actions()
                seen.update((state.phase, action.kind) for action in legal)
                state.apply(rng.choice(legal))
    return frozenset(seen)


@functools.cache
def written(game: str) -> frozenset[str]:
    """The kind of every `Action("kind", ...)` in the source of `game`'s engine package (or `Action(NAME, ...)`
    with `NAME = "kind"` in the same module)."""
    package = Path(inspect.getfile(engine.GAMES[game].new_state)).parent
    found = set()
    for path in sorted(package.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {target.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
                 and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
                 for target in node.targets if isinstance(target, ast.Name)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Action" and node.args:
                kind = node.args[0]
                if isinstance(kind, ast.Constant) and isinstance(kind.value, str):
                    found.add(kind.value)
                elif isinstance(kind, ast.Name) and kind.id in names:
                    found.add(names[kind.id])
    return frozenset(found)


def emitted(game: str) -> tuple[frozenset[tuple[str, str]], frozenset[str]]:
    """What `game` can put before a player: (phase, kind) pairs met in play, and kinds known without a phase."""
    known = (written(game) | DECLARED.get(game, frozenset())) - NEVER_CHOSEN.get(game, frozenset())
    return played(game), known


def uncovered(table: ByKind, seen: frozenset[tuple[str, str]], known: frozenset[str]) -> list[str]:
    """The kinds of `seen` and `known` with no entry in `table`: "kind", or "phase/kind" for a kind
    met in a phase that its phase-keyed entries leave out."""
    missing = [f"{phase}/{kind}" if kind in {k for _, k in table.phases} else kind
               for phase, kind in table.missing(seen)]
    held = set(table.kinds) | {kind for _, kind in table.phases}
    return sorted(set(missing) | {kind for kind in known if kind not in held})


def tables(game: str) -> tuple[Heuristic, ByKind, ByKind]:
    heuristic = heuristic_for(game)
    assert heuristic.SCORES is not None and heuristic.REASONS is not None, \
        f"{game}'s heuristic keeps no tables of scorers and reasons by kind"
    return heuristic, heuristic.SCORES, heuristic.REASONS


def test_the_engines_are_played_for_their_kinds_in_every_mode():
    for game in GAMES:
        modes = {mode.split("+")[0] for name, mode, _ in TABLES if name == game}
        assert modes == set(engine.GAMES[game].modes), game
        assert played(game), game


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_the_engine_emits_has_a_scorer_and_a_reason(game):
    _, scores, reasons = tables(game)
    seen, known = emitted(game)
    assert uncovered(scores, seen, known) == [], f"{scores.name}: no scorer"
    assert uncovered(reasons, seen, known) == [], f"{reasons.name}: no reason"


@pytest.mark.parametrize("game", GAMES)
def test_the_tables_name_no_kind_the_engine_never_emits(game):
    """A scorer filed under a misspelt kind would leave the real kind without one."""
    _, scores, reasons = tables(game)
    seen, known = emitted(game)
    every = known | {kind for _, kind in seen}
    for table in (scores, reasons):
        held = set(table.kinds) | {kind for _, kind in table.phases}
        assert sorted(held - every) == [], table.name


@pytest.mark.parametrize("game", GAMES)
def test_a_planted_omission_is_named(game):
    """The check above finds a kind left out of a copy of each table (the first and the last it holds),
    and a phase left out of a kind judged phase by phase."""
    _, scores, reasons = tables(game)
    seen, known = emitted(game)
    for table in (scores, reasons):
        kinds = list(table.kinds)
        for kind in (kinds[0], kinds[-1]):
            assert uncovered(table.without(kind), seen, known) == [kind], (table.name, kind)
        met = sorted(pair for pair in table.phases if pair in seen)
        if met:
            phase, kind = met[0]
            assert f"{phase}/{kind}" in uncovered(table.without(kind, phase), seen, known), (table.name, kind)


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_kind_is_an_error_not_a_silent_zero(game):
    heuristic = heuristic_for(game)
    state = engine.new_game(game, {}, 1)
    seat = state.to_move()
    assert seat is not None
    stranger = Action("no_such_kind")
    with pytest.raises(UnknownKind, match="no entry for action kind 'no_such_kind'"):
        heuristic.score_action(state, seat, stranger)
    with pytest.raises(UnknownKind, match="no_such_kind"):
        heuristic.explain(state, seat, stranger)


def test_a_kind_has_one_home_in_a_table():
    with pytest.raises(ValueError, match="both by kind and by phase: done"):
        ByKind("T", {"done": 1}, {("shop", "done"): 2})
    table = ByKind("T", {"step": 1}, {("clinic", "cure"): 2, ("heal", "cure"): 3})
    assert (table.find("step", "move"), table.find("cure", "clinic"), table.find("cure", "heal")) == (1, 2, 3)
    with pytest.raises(UnknownKind, match="T has no entry for action kind 'cure' in phase 'shop'"):
        table.find("cure", "shop")
