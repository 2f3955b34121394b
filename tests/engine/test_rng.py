"""The seeded generator every game keeps in its state."""

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from engine.rng import Rng


@given(st.integers(min_value=0, max_value=2**64 - 1))
def test_same_seed_same_sequence_and_clone_continues_it(seed):
    a, b = Rng(seed), Rng(seed)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = a.clone()
    assert a.randrange(1000) == c.randrange(1000)


@given(st.integers(min_value=0, max_value=2**32), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed, items):
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert Counter(shuffled) == Counter(items)


def test_randrange_is_roughly_uniform():
    rng = Rng(7)
    counts = Counter(rng.randint(1, 6) for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(9_000 < n < 11_000 for n in counts.values())
