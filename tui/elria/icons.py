"""Elria's icons as letters, so a covered icon reads differently without colour.

An open icon is `[C]`; a covered one `(c)`. Gems are `<C>`, hybrid spaces
`{C}`, linked icons repeat the letter (`[TT]`), guarded icons follow their
Enemies after a bar (`[X]|[M]`).
"""

from __future__ import annotations

from rich.text import Text

LETTERS = {"combat": "C", "treasure": "T", "encounter": "E", "levelup": "L", "wild": "W",
           "map": "M", "shelter": "S", "enemy": "X"}
STYLES = {"combat": "bold red", "treasure": "bold yellow", "encounter": "bold green",
          "levelup": "bold magenta", "wild": "bold cyan", "map": "bold blue", "shelter": "bold",
          "enemy": "bold red"}
LEGEND = ("[C]ombat [T]reasure [E]ncounter [L]evel up [W]ild [M]ap [S]helter [X] Enemy · "
          "(c) covered · <C> gem · {C} hybrid")
BRACKETS = {"icon": ("[", "]"), "gem": ("<", ">"), "hybrid": ("{", "}"), "objective": ("[", "]")}


def space_text(cs, space: int, covered: int) -> Text:
    """One space: its letter(s) in the bracket of its kind, lower-case and dim when covered."""
    icon, size, kind = cs.sp_icon[space], cs.sp_size[space], cs.sp_kind[space]
    letters = LETTERS[icon] * size
    if covered:
        return Text(f"({letters.lower()})", style="dim strike")
    left, right = BRACKETS[kind]
    return Text(f"{left}{letters}{right}", style=STYLES[icon])


def spaces_text(cs, spaces, covered) -> Text:
    """A card's spaces in order; a guarded space is joined to its Enemies by `|`."""
    text = Text()
    for position, (space, cover) in enumerate(zip(spaces, covered, strict=True)):
        if position:
            text.append("|" if cs.sp_guards[space] else " ")
        text.append_text(space_text(cs, space, cover))
    return text
