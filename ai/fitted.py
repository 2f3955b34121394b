"""A judge of positions fitted to games, for any game whose search cuts its rollouts short.

Search stops a rollout after a few decisions and asks the game's `evaluate` who is winning. A
fitted judge answers with a softmax over the seats, and one more outcome, nobody (the game ends
with no single winner), of a weighted sum of a few plain features of each seat. The weights are
data: a TOML file beside the game's heuristic, checked when it is read (a bad file names the file
and the field), and written by the game's fitter (`ai/fitting.py`). Cartaventuras and RPGQuest
each have one: their `evaluation.py` names the features, their `fit.py` runs the fitter.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cardschema import CardError

Row = tuple[float, ...] | None  # one seat's features; None: the seat is out of the game


@dataclass(frozen=True)
class Weights:
    """A weight for each named feature, and the score of the outcome where nobody wins."""

    names: tuple[str, ...]
    weights: tuple[float, ...]
    nobody: float

    def chances(self, rows: Sequence[Row]) -> tuple[float, ...]:
        """Each seat's chance to win, given its features (None: out of the game, no chance)."""
        scores = [None if row is None else sum(w * f for w, f in zip(self.weights, row, strict=True)) for row in rows]
        top = max([score for score in scores if score is not None] + [self.nobody])
        shares = [0.0 if score is None else math.exp(score - top) for score in scores]
        total = sum(shares) + math.exp(self.nobody - top)
        return tuple(share / total for share in shares)

    def to_toml(self, note: str) -> str:
        lines = [f"# {line}" for line in note.splitlines()]
        lines += ["", f"nobody = {self.nobody:.6f}", "", "[weights]"]
        lines += [f"{name} = {weight:.6f}" for name, weight in zip(self.names, self.weights, strict=True)]
        return "\n".join(lines) + "\n"


class WeightsError(CardError):
    """A weights file is missing a feature or holds something that is not a number.

    It is one of the game's data files, so `tavern` reports it in one line as it does a bad card file.
    """


def read_weights(text: str, names: Sequence[str], source: str) -> Weights:
    """The weights of a TOML text for the features `names`; a bad one names the file and the field."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise WeightsError(f"{source}: not valid TOML ({error})") from None
    table = data.get("weights")
    if not isinstance(table, dict):
        raise WeightsError(f"{source}: no [weights] table")
    unknown = sorted(set(table) - set(names))
    if unknown:
        raise WeightsError(f"{source}: weights.{unknown[0]} is not a feature (known: {', '.join(names)})")
    values = []
    for field, value in [*((f"weights.{name}", table.get(name)) for name in names), ("nobody", data.get("nobody"))]:
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            raise WeightsError(f"{source}: {field} must be a number (got {value!r})")
        values.append(float(value))
    return Weights(tuple(names), tuple(values[:-1]), values[-1])
