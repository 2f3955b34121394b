"""The odds of a pending die roll, worked out from the rules themselves.

Every outcome is tried on a copy of the table that the rolling seat could
know (`determinize`), and a card hidden from that seat is never named: it
reads "a card from the deck", and what that card would then do is left out;
so is whatever follows a draw the rules make by chance (a token from a bag).
Outcomes whose consequence reads the same once
numbers are set aside are grouped, so the player sees "58%  you win the
round" without the app knowing any rule.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from typing import Any

from engine.core import DiceRequest, readable
from engine.rng import Rng

MAX_OUTCOMES = 1296
_NUMBER = re.compile(r"[+-]?\d+(?:,\d{3})*")
_LEFTOVER = re.compile(r"^[(]?[+-]?\d+[)]?[:,.]?$")
UNSEEN = "a card from the deck"


def outcome_groups(state: Any, request: DiceRequest, seat: int) -> list[tuple[float, str]]:
    """(chance, consequence) per distinct consequence, likeliest first, as `seat` may know them.

    Words every consequence starts with are left out, so "… and beats the
    Witch" and "… and loses 1 life" read as just their difference.

    Empty when there are too many outcomes or every outcome reads alike.
    """
    return groups_of(outcomes(state, request, seat))


def groups_of(texts: list[str] | None) -> list[tuple[float, str]]:
    """`outcome_groups` from the `outcomes` already worked out."""
    if texts is None:
        return []
    members: dict[str, list[str]] = {}
    for text in texts:
        members.setdefault(_NUMBER.sub("#", text or "nothing happens"), []).append(text or "nothing happens")
    if len(members) < 2:
        return []
    keys = sorted(members, key=lambda key: -len(members[key]))
    shared = _shared_words(keys)
    counted = _counted_number(keys, members, shared)
    if counted is not None:
        return [(len(members[key]) / len(texts), " ".join(_ranged(members[key], counted).split()[counted:]))
                for key in keys]
    return [(len(members[key]) / len(texts), _difference(members[key][0], shared)) for key in keys]


def _counted_number(keys: list[str], members: dict[str, list[str]], shared: int) -> int | None:
    """The word of the shared words that holds a number telling the consequences apart ("takes 1 damage
    marker" and "takes 3 damage markers" share "takes # damage", but the count is the difference): the
    last word with a number, one of the last two shared, whose values never meet from one consequence
    to another; None when there is none."""
    for index in range(shared - 1, max(shared - 3, -1), -1):
        if "#" not in keys[0].split()[index]:
            continue
        seen: set[str] = set()
        for key in keys:
            values = {text.split()[index] for text in members[key]}
            if seen & values:
                return None
            seen |= values
        return index
    return None


def _ranged(texts: list[str], index: int) -> str:
    """The first text, its `index`-th word's number written as the range the texts reach ("2 to 3")."""
    words = texts[0].split()
    values = sorted({int(found.replace(",", "")) for text in texts for found in _NUMBER.findall(text.split()[index])})
    if len(values) > 1:
        words[index] = _NUMBER.sub(f"{values[0]:,} to {values[-1]:,}", words[index], count=1)
    return " ".join(words)


def outcomes(state: Any, request: DiceRequest, seat: int) -> list[str] | None:
    """What each outcome of the roll does ("" for nothing), in `itertools.product` order of the
    dice's faces, worked out on a table `seat` could know and never naming a card hidden from it;
    None when there are more than `MAX_OUTCOMES`."""
    if math.prod(request.dice) > MAX_OUTCOMES:
        return None
    table = state.determinize(seat, random.Random(len(state.log)))
    secret = _secret_names(table, seat)
    texts = []
    for values in itertools.product(*(range(1, faces + 1) for faces in request.dice)):
        copy = table.clone()
        start = len(copy.log)
        chance = _watch_chance(copy)
        copy.roll(values)
        end = len(copy.log) if chance is None or chance.written is None else chance.written
        text = " ".join(line for line in copy.log[start:end] if readable(line, seat))
        if end < len(copy.log):
            text = f"{text} …" if text else "…"
        texts.append(_unseen(text, secret) if secret is not None else text)
    return texts


class _WatchedRng(Rng):
    """A copy's generator that notes how much of the log was written when the rules first drew by chance
    (a token from a bag, a hex drawn, a shuffle): what the copy writes after that, the seat cannot know."""

    __slots__ = ("log", "written")

    def __init__(self, seed: int, log: list) -> None:
        super().__init__(seed)
        self.log = log
        self.written: int | None = None

    def next64(self) -> int:
        if self.written is None:
            self.written = len(self.log)
        return super().next64()


def _watch_chance(copy: Any) -> _WatchedRng | None:
    """Watch the copy's generator (the games keep theirs, an `engine.rng.Rng`, as `rng`), if it has one."""
    rng = getattr(copy, "rng", None)
    if not isinstance(rng, Rng):
        return None
    copy.rng = _WatchedRng(rng.state, copy.log)
    return copy.rng


def _secret_names(state: Any, seat: int) -> re.Pattern[str] | None:
    """A pattern matching the name of every card hidden from `seat` (with a leading 'the')."""
    card_name = getattr(state, "card_name", None)
    if card_name is None:
        return None
    names = sorted({card_name(card) for card in state.hidden_from(seat)}, key=len, reverse=True)
    if not names:
        return None
    return re.compile(r"(?<!\w)(?:[Tt]he )?(?:" + "|".join(map(re.escape, names)) + r")(?!\w)")


def _unseen(text: str, secret: re.Pattern[str]) -> str:
    """The text up to the first sentence naming a hidden card, which reads UNSEEN.

    What follows depends on that card, which the copy only guessed."""
    found = secret.search(text)
    if found is None:
        return text
    end = text.find(". ", found.end())
    cut = text if end < 0 else text[: end + 1] + " …"
    return secret.sub(UNSEEN, cut)


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


def odds_lines(state: Any, request: DiceRequest, seat: int, limit: int = 4) -> list[str]:
    """Short lines for the dice dialog as `seat` may know them; a plain description when nothing groups."""
    return lines_of(outcome_groups(state, request, seat), request, limit)


def lines_of(groups: list[tuple[float, str]], request: DiceRequest, limit: int = 4) -> list[str]:
    """`odds_lines` from the `outcome_groups` already worked out."""
    if not groups:
        faces = ", ".join(f"d{n}: each face 1 in {n}" for n in sorted(set(request.dice)))
        return [faces]
    lines = [f"{chance:4.0%}  {text}" for chance, text in groups[:limit]]
    if len(groups) > limit:
        rest = sum(chance for chance, _ in groups[limit:])
        lines.append(f"{rest:4.0%}  other outcomes")
    return lines
