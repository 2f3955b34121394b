"""Dice drawn as boxed numbers, the die size written underneath."""

from __future__ import annotations

from rich.text import Text



def die_text(value: int | None, faces: int) -> Text:
    """A three-line die: the number large and plain, so no colour is needed."""
    shown = "?" if value is None else str(value)
    body = f"{shown:^5}"
    label = f"d{faces}"
    return Text(f"┌─────┐\n│{body}│\n└{label:─^5}┘")


def dice_row(values: list[int | None], dice: tuple[int, ...]) -> Text:
    """Several dice side by side."""
    rows = ["", "", ""]
    for value, faces in zip(values, dice):
        for index, line in enumerate(die_text(value, faces).plain.split("\n")):
            rows[index] += line + " "
    return Text("\n".join(row.rstrip() for row in rows), style="bold")
