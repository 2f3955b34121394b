"""Hypothesis budgets that follow the profile in use (see tests/conftest.py)."""

from __future__ import annotations

from hypothesis import settings

# How many examples each profile runs, as a multiple of the `ci` budget.
PROFILES = {"dev": 0.2, "ci": 1.0, "thorough": 10.0}


def examples(ci: int) -> settings:
    """A property test's settings: `ci` examples under the `ci` profile, scaled under the others."""
    scale = settings.default.max_examples / 50
    return settings(max_examples=max(1, round(ci * scale)), deadline=None)
