"""The search agent: information-set Monte Carlo tree search for any game.

Every iteration deals a fresh determinization of the table as the searching
seat sees it (`state.determinize(seat, rng)`), walks the shared tree with UCT
(each seat maximising its own return), rolls fair dice at chance nodes, adds
one node, and finishes with a short rollout guided by the game's heuristic.
The rollout stops after `depth` decisions and the heuristic's `evaluate`
judges the position; a finished game pays each winner an equal share.

The search never touches the real table except through `determinize`, so it
cannot see hidden cards. Its budget is milliseconds (`ms`), iterations
(`iters`) or both; with an iteration budget the choice depends only on the
seed. Tree reuse: after our move, if the next decision is ours again and the
move revealed nothing (no dice, no hidden card changed hands, no other seat
acted), the subtree under that move is exactly the new information set's
tree, so the agent starts from it. Anything else starts a fresh tree: an
opponent's move or a roll would need the subtree re-weighted by what we
observed, which plain visit counts cannot do.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import sqrt
from time import perf_counter as clock
from typing import Any

from ai.base import AGENT_KINDS
from ai.fallback import game_heuristic
from ai.heuristic import Heuristic
from ai.mcts_node import Node
from ai.playout import best_actions, play, roll_uniform, win_shares
from engine.core import Action, State

DEFAULT_MS = 1000
DEFAULT_EXPLORATION = 0.7
DEFAULT_GREED = 0.9
DEFAULT_ANCHOR = 1.0
UNBOUNDED_DEPTH = 10_000  # rollouts to the end when the game has no heuristic


class Search:
    """One configured search: heuristic, rollout depth, exploration and a generator."""

    def __init__(self, heuristic: Heuristic[Any], rng: random.Random, depth: int | None = None,
                 exploration: float = DEFAULT_EXPLORATION, greed: float = DEFAULT_GREED,
                 bias: float | None = None, mix: float | None = None) -> None:
        self.heuristic = heuristic
        self.rng = rng
        # the stand-in of a game with no heuristic knows nothing: search then rolls out to the end
        self.neutral = heuristic.neutral
        # rollout depth: as given, else the heuristic's own DEPTH (a game whose
        # `evaluate` judges a position well rolls out less; by default `ai.heuristic.DEFAULT_DEPTH`)
        self.depth = UNBOUNDED_DEPTH if self.neutral else depth if depth is not None else int(heuristic.DEPTH)
        self.exploration = exploration
        self.greed = greed
        # a game's heuristic may name the score at or below which a move is a blunder
        # (facing the Cartaventuras dragon at poor odds): search never plays one, not
        # even as a rollout's random move, unless nothing else is legal
        self.blunder: float | None = None if self.neutral else heuristic.BLUNDER
        # progressive bias: the weight of the heuristic's favourite in UCT (the
        # heuristic's own BIAS unless given; 0 is plain UCT)
        self.bias = 0.0 if self.neutral else float(heuristic.BIAS if bias is None else bias)
        self.judges = self.blunder is not None or self.bias > 0
        # a game's heuristic may pick out the plain decisions of a rollout (`plain`: their
        # sound moves, or None where the move matters); a rollout plays a random one of
        # those and asks the heuristic's favourite only `mix` of the time (the heuristic's
        # own MIX unless given; 1, or a heuristic with no plain decisions, scores every rollout move)
        self.mix = float(heuristic.MIX if mix is None else mix)

    def weighed(self, state: State, seat: int, legal: Sequence[Action]) -> list[Action]:
        """The root moves search weighs: the heuristic's `candidates` (by default every legal move).

        A game's heuristic may narrow the root to the moves worth weighing against each other (a
        subset of the legal moves holding its favourite); search then spends its budget there, and
        plays the one candidate of a settled decision."""
        if self.neutral or len(legal) < 2:
            return list(legal)
        return list(self.heuristic.candidates(state, seat, legal)) or list(legal)

    def run(self, state: State, seat: int, root: Node | None = None,
            ms: float | None = None, iters: int | None = None,
            moves: Sequence[Action] | None = None) -> Node:
        """Grow `root` (or a new tree) for `seat` until the budget is spent; at least one iteration.
        The root weighs `moves` (by default, those `weighed` picks)."""
        if state.to_move() != seat:
            raise ValueError(f"search: seat {seat} is not to move (to move: {state.to_move()})")
        root = root or Node(state.seats)
        deadline = None if ms is None else clock() + ms / 1000.0
        weighed = frozenset(self.weighed(state, seat, state.legal_actions()) if moves is None else moves)
        done = 0
        while True:
            self.iterate(state, seat, root, weighed)
            done += 1
            if iters is not None and done >= iters:
                break
            if deadline is not None and clock() >= deadline:
                break
        return root

    def iterate(self, state: State, seat: int, root: Node, weighed: frozenset[Action] = frozenset()) -> None:
        """One determinize-select-expand-rollout-backpropagate pass; at the root, only the
        `weighed` moves (all of them when empty)."""
        det = state.determinize(seat, self.rng)
        node = root
        path = [root]
        while not det.is_over():
            actor = det.to_move()
            if actor is None:
                roll_uniform(det, self.rng)
                continue
            legal = det.legal_actions()
            if node is root and weighed:
                legal = [action for action in legal if action in weighed] or legal
            if self.judges:
                if node.favoured is None:
                    self.judge(det, actor, legal, node)
                legal = sound(node, legal)
            untried = node.untried(legal)
            if untried:
                action = self.policy(det, actor, untried)
                path.append(node.expand(legal, action))
                play(det, action)
                break
            action, node = node.select(legal, actor, self.exploration, self.bias)
            path.append(node)
            play(det, action)
        returns = self.rollout(det)
        for visited in path:
            visited.update(returns)

    def judge(self, state: State, seat: int, legal: Sequence[Action], node: Node) -> None:
        """Remember at `node` the heuristic's favourites and blunders among `legal`."""
        score = self.heuristic.score_action
        scores = [score(state, seat, action) for action in legal]
        node.favoured = frozenset(best_actions(scores, legal))
        if self.blunder is not None:
            node.barred = frozenset(a for a, s in zip(legal, scores, strict=True) if s <= self.blunder)

    def rollout(self, det: State) -> tuple[float, ...]:
        """Play on with the rollout policy; the heuristic judges the cut-off position."""
        steps = 0
        while not det.is_over():
            actor = det.to_move()
            if actor is None:
                roll_uniform(det, self.rng)
                continue
            if steps >= self.depth:
                return tuple(self.heuristic.evaluate(det))
            play(det, self.rollout_move(det, actor, det.legal_actions()))
            steps += 1
        return win_shares(det.result(), det.seats)

    def rollout_move(self, state: State, seat: int, actions: Sequence[Action]) -> Action:
        """A plain decision's random sound move (but `mix` of the time), else `policy`."""
        if self.mix < 1 and not self.neutral and len(actions) > 1:
            plain = self.heuristic.plain(state, seat, actions)
            if plain and self.rng.random() >= self.mix:
                return plain[self.rng.randrange(len(plain))]
        return self.policy(state, seat, actions)

    def policy(self, state: State, seat: int, actions: Sequence[Action]) -> Action:
        """Mostly the heuristic's favourite (ties at random), sometimes any action
        but the heuristic's blunders."""
        if len(actions) == 1:
            return actions[0]
        rng = self.rng
        if self.neutral:
            return actions[rng.randrange(len(actions))]
        greedy = rng.random() < self.greed
        blunder = self.blunder
        if not greedy and blunder is None:
            return actions[rng.randrange(len(actions))]
        score = self.heuristic.score_action
        scores = [score(state, seat, action) for action in actions]
        if not greedy and blunder is not None:  # (always so when not greedy: see above)
            sound = [a for a, s in zip(actions, scores, strict=True) if s > blunder] or list(actions)
            return sound[rng.randrange(len(sound))]
        best = best_actions(scores, actions)
        return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


def sound(node: Node, legal: Sequence[Action]) -> list[Action]:
    """The legal actions but those the heuristic judged blunders at `node` (all if nothing else is left)."""
    barred = node.barred
    if not barred:
        return list(legal)
    return [action for action in legal if action not in barred] or list(legal)


def ranked_children(root: Node, legal: Sequence[Action], seat: int) -> list[tuple[Action, Node | None]]:
    """Legal root actions, most visited first (then best average), unvisited last;
    the heuristic's blunders are left out (unless nothing else is legal)."""
    legal = sound(root, legal)
    def key(action: Action) -> tuple[int, float]:
        child = root.children.get(action)
        return (child.visits, child.mean(seat)) if child else (0, 0.0)

    ordered = sorted(legal, key=key, reverse=True)
    return [(action, root.children.get(action)) for action in ordered]


def favourite(heuristic: Heuristic[Any], state: State, seat: int, legal: Sequence[Action]) -> Action:
    """The heuristic's favourite legal action (the first of any tie)."""
    score = heuristic.score_action
    return best_actions([score(state, seat, action) for action in legal], legal)[0]


def anchored(heuristic: Heuristic[Any], state: State, seat: int, legal: Sequence[Action], root: Node,
             searched: Action, anchor: float = DEFAULT_ANCHOR) -> Action:
    """The heuristic's favourite move, unless search is confident another is better.

    With a few hundred iterations the root's averages are noisy, and a
    search that drops a good plan on noise plays worse than the plan. So
    search overrules the heuristic only when its move's average return
    beats the favourite's by more than `anchor` standard errors (returns
    lie in [0, 1], so each average's variance is at most 1/4 per visit).
    """
    liked = favourite(heuristic, state, seat, legal)
    if liked == searched:
        return searched
    mine, theirs = root.children[searched], root.children.get(liked)
    if theirs is None or theirs.visits == 0:
        return liked
    margin = anchor * sqrt(0.25 / mine.visits + 0.25 / theirs.visits)
    return searched if mine.mean(seat) - theirs.mean(seat) > margin else liked


class SearchAgent:
    """ISMCTS with a time and/or iteration budget and sound tree reuse."""

    name = "search"

    def __init__(self, heuristic: Heuristic[Any], seed: int | None = None, ms: float | None = None,
                 iters: int | None = None, depth: int | None = None,
                 exploration: float = DEFAULT_EXPLORATION, greed: float = DEFAULT_GREED,
                 reuse: bool = True, anchor: float = DEFAULT_ANCHOR, bias: float | None = None,
                 mix: float | None = None) -> None:
        if ms is None and iters is None:
            ms = DEFAULT_MS
        if ms is not None and ms <= 0:
            raise ValueError(f"search agent: ms must be positive (got {ms!r})")
        if iters is not None and iters < 1:
            raise ValueError(f"search agent: iters must be at least 1 (got {iters!r})")
        self.ms = ms
        self.iters = iters
        self.reuse = bool(reuse)
        self.anchor = anchor
        self.search = Search(heuristic, random.Random(seed), depth, exploration, greed, bias, mix)
        self._kept: tuple[int, dict, Node] | None = None
        self.last_iterations = 0
        self.reused_visits = 0

    def choose(self, state: State, seat: int) -> Action:
        legal = self.search.weighed(state, seat, state.legal_actions())
        if len(legal) == 1:  # forced, or settled by the heuristic
            self._kept = None
            self.last_iterations = self.reused_visits = 0
            return legal[0]
        root = self._reused(state, seat) or Node(state.seats)
        self.reused_visits = root.visits
        self.search.run(state, seat, root, self.ms, self.iters, legal)
        self.last_iterations = root.visits - self.reused_visits
        action = ranked_children(root, legal, seat)[0][0]
        if self.anchor > 0 and not self.search.neutral:
            action = anchored(self.search.heuristic, state, seat, legal, root, action, self.anchor)
        self._keep(state, seat, action, root)
        return action

    def _reused(self, state: State, seat: int) -> Node | None:
        kept, self._kept = self._kept, None
        if kept and kept[0] == seat and kept[1] == state.view(seat):
            return kept[2]
        return None

    def _keep(self, state: State, seat: int, action: Action, root: Node) -> None:
        child = root.children.get(action)
        if not self.reuse or child is None:
            return
        after = state.clone()
        after.apply(action)
        if after.to_move() == seat and after.hidden_from(seat) == state.hidden_from(seat):
            self._kept = (seat, after.view(seat), child)


def _make(game: str, seed: int | None = None, ms: float | None = None, iters: int | None = None,
          depth: int | None = None, c: float = DEFAULT_EXPLORATION, greed: float = DEFAULT_GREED,
          reuse: int = 1, anchor: float = DEFAULT_ANCHOR, bias: float | None = None,
          mix: float | None = None, heuristic: Heuristic[Any] | None = None) -> SearchAgent:
    return SearchAgent(heuristic or game_heuristic(game), seed=seed, ms=ms, iters=iters,
                       depth=depth, exploration=c, greed=greed, reuse=bool(reuse), anchor=anchor,
                       bias=bias, mix=mix)


AGENT_KINDS["search"] = _make
