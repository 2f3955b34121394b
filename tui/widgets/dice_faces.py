"""Dice drawn as boxed numbers, with whose die it is (or its size) underneath."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from tui.dice_words import describe_roll, plain_labels

__all__ = ["describe_roll", "dice_row", "die_text", "plain_labels"]


def die_text(value: int | None, label: str) -> Text:
    """A three-line die: the number large and plain, so no colour is needed."""
    shown = "?" if value is None else str(value)
    return Text(f"┌─────┐\n│{shown:^5}│\n└{label[:5]:─^5}┘")


def dice_row(values: Sequence[int | None], labels: list[str]) -> Text:
    """Several dice side by side."""
    rows = ["", "", ""]
    for value, label in zip(values, labels, strict=True):
        for index, line in enumerate(die_text(value, label).plain.split("\n")):
            rows[index] += line + " "
    return Text("\n".join(row.rstrip() for row in rows), style="bold")
