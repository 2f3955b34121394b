"""Hand-written game records for the lab's tests, in the `--out` format."""

from __future__ import annotations


def record(cell: int, index: int, seats: list[str], scores: list[float], winners: list[int], reason: str | None,
           turns: int, settings: dict | None = None, error: str | None = None) -> dict:
    return {"format": "tavern-lab-game", "version": 1, "game": "lucky-draw", "cell": cell,
            "settings": settings if settings is not None else {"agents": f"line-up {cell}"},
            "config": {"mode": "standard", "players": 2}, "cards": None, "index": index, "seed": 100 + index, "seats": seats,
            "scores": scores, "winners": winners, "reason": reason, "turns": turns, "decisions": 2 * turns,
            "seconds": 0.01, "error": error}


def fixed_set() -> list[dict]:
    """Cell 1: agents a and b keep their seats, one game failed. Cell 2: they swap seats every game."""
    return [
        record(1, 0, ["a", "b"], [3, 1], [0], "r1", 10),
        record(1, 1, ["a", "b"], [2, 2], [0, 1], "r2", 12),
        record(1, 2, ["a", "b"], [0, 5], [1], "r1", 8),
        record(1, 3, ["a", "b"], [], [], None, 0, error="Traceback: boom"),
        record(2, 0, ["a", "b"], [4, 0], [0], "r1", 6),
        record(2, 1, ["b", "a"], [1, 3], [1], "r3", 7),
    ]


def without_time(records: list[dict]) -> list[dict]:
    """The records less their `seconds`, the one field a clock decides."""
    return [{key: value for key, value in record.items() if key != "seconds"} for record in records]
