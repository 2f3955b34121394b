"""RPGQuest's same-seed check (not a test): a digest of fixed random games, to compare before and after
a change meant to make the engine faster without changing a single game.

    .venv/bin/python tests/bench/rpgquest_fingerprint.py           # 6 games per table, ~5 s
    .venv/bin/python tests/bench/rpgquest_fingerprint.py --games 20

For competitive and cooperative tables, with and without the faster game, it plays seeded random games
and hashes every list of legal actions (labels included), every roll, and every 97th decision the save,
the deciding seat's view, a clone's save and a determinized copy's legal actions; then each game's log,
final save and result. Equal digests before and after a change: the same games, the same words.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ai.base import RandomAgent  # noqa: E402
from ai.lab.play import roll_virtual  # noqa: E402
from engine import new_game  # noqa: E402
from engine.core import State  # noqa: E402

TABLES = (("competitive", 1, False), ("competitive", 2, False), ("competitive", 4, False),
          ("cooperative", 2, False), ("cooperative", 4, False), ("competitive", 1, True),
          ("competitive", 3, True), ("cooperative", 3, True))
EVERY = 97


def _saved(state: State) -> bytes:
    return json.dumps(state.to_json(), sort_keys=True, default=str).encode()


def game_digest(digest: hashlib._Hash, mode: str, players: int, fast: bool, seed: int) -> None:
    """Feed one seeded random game into `digest`."""
    state = new_game("rpgquest", {"mode": mode, "players": players, "fast": fast}, seed)
    dice, agent, made = random.Random(seed), RandomAgent(seed), 0
    while not state.is_over():
        seat = state.to_move()
        if seat is None:
            values = roll_virtual(state, dice)
            digest.update(repr(("roll", values)).encode())
            state.roll(values)
            continue
        digest.update(repr(state.legal_actions()).encode())
        state.apply(agent.choose(state, seat))
        made += 1
        if made % EVERY == 0:
            digest.update(_saved(state) + json.dumps(state.view(seat), sort_keys=True, default=str).encode())
            digest.update(_saved(state.clone()) + repr(state.determinize(seat, random.Random(made)).legal_actions()).encode())
    digest.update("\n".join(state.log).encode() + _saved(state) + repr(state.result()).encode())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games per table (default 6)")
    games = parser.parse_args().games
    total = hashlib.sha256()
    for mode, players, fast in TABLES:
        digest = hashlib.sha256()
        for seed in range(games):
            game_digest(digest, mode, players, fast, seed)
        print(f"{mode} {players}{' fast' if fast else ''}: {digest.hexdigest()[:16]}")
        total.update(digest.digest())
    print(f"all: {total.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
