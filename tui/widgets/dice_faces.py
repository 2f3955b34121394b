"""Dice drawn as boxed numbers, with whose die it is (or its size) underneath."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text


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


def plain_labels(dice: tuple[int, ...]) -> list[str]:
    """Each die named by its size: d6, d20."""
    return [f"d{faces}" for faces in dice]


def describe_roll(values: tuple[int, ...], labels: list[str], dice: tuple[int, ...]) -> str:
    """'2 + 6', or 'you 2, foe 6' when the dice belong to different sides."""
    if labels == plain_labels(dice):
        return " + ".join(str(v) for v in values)
    return ", ".join(f"{label} {value}" for label, value in zip(labels, values, strict=True))
