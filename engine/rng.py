"""A small seeded random generator whose whole state is one integer.

Every game keeps one of these inside its state, so shuffles and draws replay
exactly from the seed, and cloning or saving a state copies a single number.
The algorithm is SplitMix64: fast in pure Python, well mixed, and simple.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """Deterministic generator with the subset of `random.Random` games need."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in `[0, n)` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError(f"randrange needs a positive bound (got {n})")
        limit = _MASK - (_MASK % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in `[low, high]`."""
        return low + self.randrange(high - low + 1)

    def random(self) -> float:
        """A float in `[0, 1)`."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def clone(self) -> Rng:
        return Rng(self.state)


def redeal(decks: Sequence[list], searcher: Any) -> Rng:
    """Re-deal the face-down decks of a `determinize` copy, and give the copy a new generator.

    Each deck is sorted first, so tables a seat cannot tell apart deal alike and a search never
    reads the secret order; then it is shuffled with the searcher's own generator.
    """
    for deck in decks:
        deck.sort()
        searcher.shuffle(deck)
    return Rng(searcher.randrange(1 << 62))
