"""The odds of a pending die roll, worked out from the rules themselves.

Every outcome is tried on a copy of the table; outcomes whose consequence
reads the same once numbers are set aside are grouped, so the player sees
"58%  you win the round" without the app knowing any rule.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from typing import Any

from engine.core import DiceRequest

MAX_OUTCOMES = 1296
_NUMBER = re.compile(r"[+-]?\d+")
_LEFTOVER = re.compile(r"^[(]?[+-]?\d+[)]?[:,.]?$")


def outcome_groups(state: Any, request: DiceRequest) -> list[tuple[float, str]]:
    """(chance, consequence) per distinct consequence, likeliest first.

    Words every consequence starts with are left out, so "… and beats the
    Witch" and "… and loses 1 life" read as just their difference.

    Empty when there are too many outcomes or every outcome reads alike.
    """
    total = 1
    for faces in request.dice:
        total *= faces
    if total > MAX_OUTCOMES:
        return []
    counts: Counter[str] = Counter()
    examples: dict[str, str] = {}
    for values in itertools.product(*(range(1, faces + 1) for faces in request.dice)):
        copy = state.clone()
        start = len(copy.log)
        copy.roll(values)
        text = " ".join(copy.log[start:]) or "nothing happens"
        key = _NUMBER.sub("#", text)
        counts[key] += 1
        examples.setdefault(key, text)
    if len(counts) < 2:
        return []
    shared = _shared_words(list(counts))
    return [(count / total, _difference(examples[key], shared)) for key, count in counts.most_common()]


def _difference(text: str, shared: int) -> str:
    """The words after the shared ones, without leftover numbers or a leading 'and'."""
    words = text.split()[shared:]
    while words and (_LEFTOVER.match(words[0]) or words[0] == "and"):
        words.pop(0)
    return " ".join(words) or text


def _shared_words(texts: list[str]) -> int:
    """How many leading words every text has in common (said once, not per outcome)."""
    words = [text.split() for text in texts]
    shared = 0
    for column in zip(*words, strict=False):
        if len(set(column)) > 1:
            break
        shared += 1
    return shared


def odds_lines(state: Any, request: DiceRequest, limit: int = 4) -> list[str]:
    """Short lines for the dice dialog; a plain description when nothing groups."""
    groups = outcome_groups(state, request)
    if not groups:
        faces = ", ".join(f"d{n}: each face 1 in {n}" for n in sorted(set(request.dice)))
        return [faces]
    lines = [f"{chance:4.0%}  {text}" for chance, text in groups[:limit]]
    if len(groups) > limit:
        rest = sum(chance for chance, _ in groups[limit:])
        lines.append(f"{rest:4.0%}  other outcomes")
    return lines
