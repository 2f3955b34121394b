"""Value types for the headless commands' options (`tavern sim`, `bench`, `serve`, `host`).

Each turns the text typed after a flag into a value, or refuses it with a
message that argparse prints on one line: `argument --games: must be a whole
number of at least 1 (got '-1')`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from engine.core import ConfigError


def whole(low: int, high: int | None = None) -> Callable[[str], int]:
    """A whole number from `low` (to `high`)."""
    wanted = f"a whole number from {low} to {high}" if high is not None else f"a whole number of at least {low}"

    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be {wanted} (got {text!r})") from None
        if value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"must be {wanted} (got {text!r})")
        return value

    return convert


def positive(text: str) -> float:
    """A number above 0 (seconds, milliseconds)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number above 0 (got {text!r})") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a number above 0 (got {text!r})")
    return value


def agent_specs(text: str) -> list[str]:
    """`heuristic,search:ms=500`: agent specs separated by commas, none of them empty."""
    specs = [spec.strip() for spec in text.split(",")]
    if not all(specs):
        raise argparse.ArgumentTypeError(
            f"needs an agent spec for each seat, separated by commas, e.g. heuristic,random (got {text!r})")
    return specs


def parse_config(pairs: list[str]) -> dict:
    """The `--config KEY=VALUE` flags as a game's config (values as text: the game's
    `normalise_config` types them); `ConfigError` for a flag without `=`."""
    config = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ConfigError(f"--config {pair!r} must look like KEY=VALUE")
        config[key.strip()] = value.strip()
    return config
