"""Intervals that hold up: Wilson for rates, the bootstrap for means, and a paired comparison on common seeds.

Bootstraps use their own seeded generator, so a table prints the same
intervals every time it is built from the same games.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import sqrt

import numpy as np

Z95 = 1.96
ROUNDS = 2000
"""Bootstrap resamples: enough for a 95% interval steady to about a tenth of its width."""


def wilson_interval(wins: float, games: int, z: float = Z95) -> list[float]:
    """The 95% Wilson score interval for a win rate of `wins` out of `games`."""
    if games == 0:
        return [0.0, 1.0]
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return [max(0.0, centre - half), min(1.0, centre + half)]


def bootstrap_mean(values: list[float], rounds: int = ROUNDS, seed: int = 0) -> tuple[float, float]:
    """The 95% percentile-bootstrap interval of the mean of `values` (the value itself for one or none).

    A resample of n games is drawn as multinomial counts over the distinct
    values, which is the same distribution as drawing n games with
    replacement, at a cost that grows with the distinct scores, not the games.
    """
    data = np.asarray(values, dtype=float)
    if data.size < 2 or np.all(data == data[0]):
        mean = float(data.mean()) if data.size else 0.0
        return (mean, mean)
    distinct, counts = np.unique(data, return_counts=True)
    draws = np.random.default_rng(seed).multinomial(data.size, counts / data.size, size=rounds)
    means = draws @ distinct / data.size
    low, high = np.percentile(means, [2.5, 97.5])
    return (float(low), float(high))


def spread(values: list[float]) -> float:
    """The sample standard deviation (0 for fewer than two values)."""
    return float(np.std(values, ddof=1)) if len(values) > 1 else 0.0


@dataclass(frozen=True)
class Difference:
    """`b - a` over paired games: its mean, 95% bootstrap interval and how many pairs it rests on."""

    what: str
    mean: float
    low: float
    high: float
    pairs: int

    @property
    def within_noise(self) -> bool:
        """The interval includes no difference at all: these games cannot tell the two apart."""
        return self.low <= 0.0 <= self.high


def paired_difference(what: str, a: list[float], b: list[float]) -> Difference:
    """The mean of `b[i] - a[i]` (game i played on the same seed in both cells), with its interval."""
    diffs = [y - x for x, y in zip(a, b, strict=True)]
    low, high = bootstrap_mean(diffs)
    mean = float(np.mean(diffs)) if diffs else 0.0
    return Difference(what, mean, low, high, len(diffs))
