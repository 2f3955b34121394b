"""Counts and articles as people write them, for log lines and move labels.

`count(1, "coin")` is "1 coin", `count(2, "Enemy")` is "2 Enemies";
`article("encounter action")` is "an encounter action".
"""

from __future__ import annotations


def plural(noun: str) -> str:
    """The plural of an English noun as the rulebooks use them (Enemy -> Enemies, coin -> coins)."""
    if noun.endswith("y") and noun[-2:-1].lower() not in ("a", "e", "i", "o", "u", ""):
        return noun[:-1] + "ies"
    return noun + "s"


def count(n: int, noun: str, many: str | None = None) -> str:
    """'1 coin', '3 coins'; `many` when the plural is irregular."""
    return f"{n} {noun if n == 1 else (many or plural(noun))}"


def article(words: str) -> str:
    """'a' or 'an' before `words`, by its first letter."""
    return f"{'an' if words[:1].lower() in ('a', 'e', 'i', 'o', 'u') else 'a'} {words}"
