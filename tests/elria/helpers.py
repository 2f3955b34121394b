"""Scenario building for Elria rule tests: put named cards where a test needs them."""

from __future__ import annotations

from engine.core import Action
from engine.elria import GAME
from engine.elria.cards import TOTAL_CUBES, cards

CS = cards()


def card(name: str) -> int:
    """A card's index from its name or id."""
    return CS.index(name)


def space(name: str, icon: str, nth: int = 0, kind: str | None = None) -> int:
    """The nth space with `icon` on the named card (objectives included)."""
    c = CS.cards[card(name)]
    found = [s for s in c.objectives + c.spaces if CS.sp_icon[s] == icon and (kind is None or CS.sp_kind[s] == kind)]
    return found[nth]


def table(mode: str = "solo", seed: int = 0, **config):
    """A fresh table of the given mode."""
    players = 2 if mode == "duel" else 1
    return GAME.new({"mode": mode, "players": players, **config}, seed)


def _take(st, index: int) -> None:
    for pile in (st.deck, st.discard, st.available, *st.journey):
        if index in pile:
            pile.remove(index)


def stage(st, seat: int = 0, journey=(), available=None, time=None, level=None, quests=None,
          character=None, landmarks=None, phase="travel"):
    """Arrange seat's cards as named, keeping every Location in exactly one place."""
    if journey:
        for name in journey:
            _take(st, card(name))
        st.journey[seat] = [card(n) for n in journey]
    if available is not None:
        st.deck.extend(st.available)
        st.available = []
        for name in available:
            _take(st, card(name))
        st.available = [card(n) for n in available]
    if character is not None:
        st.character[seat] = card(character)
    if quests is not None:
        st.quests[seat] = [card(n) for n in quests]
        st.fulfilled[seat] = []
    if landmarks is not None:
        st.open_landmarks = [card(n) for n in landmarks]
    if level is not None:
        st.level[seat] = level
    if time is not None:
        st.time[seat] = time
    st.supply = TOTAL_CUBES - sum(st.time) - sum(st.covered)
    st.phase, st.current, st.step = phase, seat, 0 if phase == "travel" else len(st.order)
    if phase == "action":
        st.main_done = st.bonus_used = False
    return st


def find(st, kind: str, *args) -> Action:
    """The legal action of `kind` with these args (fails loudly if it is not legal)."""
    for action in st.legal_actions():
        if action.kind == kind and action.args[: len(args)] == args:
            return action
    raise AssertionError(f"no legal {kind}{args}; legal: {[str(a) for a in st.legal_actions()]}")


def kinds(st) -> set[str]:
    return {a.kind for a in st.legal_actions()}


def play(st, kind: str, *args) -> None:
    st.apply(find(st, kind, *args))


def bare(st, seat: int = 0):
    """Cover every space on the seat's Character card, so only the scenario's cards matter."""
    for s in CS.card_spaces[st.character[seat]]:
        st.covered[s] = 1
    st.supply = TOTAL_CUBES - sum(st.time) - sum(st.covered)
    return st
