"""The lab's two stable file formats: one JSON line per game (`--out`) and the summary table as CSV (`--csv`).

Both are documented in docs/lab.md; a new field may be added at the end of a
version, a changed or removed one raises the version.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any, TextIO

from ai.lab.play import FORMAT, VERSION
from ai.lab.summary import Row

GAME_FIELDS = ("format", "version", "game", "cell", "settings", "config", "cards", "index", "seed", "seats", "scores",
               "winners", "reason", "turns", "decisions", "seconds", "error")
CSV_FIELDS = tuple(f.name for f in fields(Row))


class LabFileError(ValueError):
    """A results file that is not the lab's JSONL: names the file, the line and what is wrong."""


def write_jsonl(records: Iterable[dict], path: str | Path) -> None:
    """One compact JSON object per game, one game per line."""
    with open(path, "w", encoding="utf-8") as out:
        for record in records:
            out.write(json.dumps({key: record[key] for key in GAME_FIELDS}, separators=(",", ":")) + "\n")


def read_jsonl(path: str | Path) -> list[dict]:
    """The game records of a `--out` file; a line that is not one is a `LabFileError`."""
    records = []
    try:
        with open(path, encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                if line.strip():
                    records.append(_record(line, f"{path}: line {number}"))
    except OSError as error:
        raise LabFileError(f"{path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise LabFileError(f"{path}: not a text file") from None
    if not records:
        raise LabFileError(f"{path}: no games in it")
    return records


def _record(line: str, where: str) -> dict:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as error:
        raise LabFileError(f"{where}: not JSON ({error.msg})") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise LabFileError(f"{where}: not a {FORMAT} line")
    if record.get("version") != VERSION:
        raise LabFileError(f"{where}: version {record.get('version')!r} (this Tavern reads version {VERSION})")
    missing = [key for key in GAME_FIELDS if key not in record]
    if missing:
        raise LabFileError(f"{where}: missing {', '.join(missing)}")
    wrong = [key for key, kind in _KINDS.items() if not isinstance(record[key], kind)]
    if wrong or not all(isinstance(score, int | float) for score in record["scores"]):
        raise LabFileError(f"{where}: {', '.join(wrong) or 'scores'} of the wrong kind")
    return record


_KINDS: dict[str, Any] = {"cell": int, "index": int, "seed": int, "settings": dict, "config": dict, "seats": list,
                          "scores": list, "winners": list, "turns": int, "decisions": int, "seconds": int | float}


def write_csv(rows: list[Row], out: TextIO) -> None:
    """The summary table, one row per cell and seat or agent; `end_reasons` is a JSON object."""
    writer = csv.DictWriter(out, CSV_FIELDS, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({**asdict(row), "end_reasons": json.dumps(row.end_reasons)})


def read_csv(source: TextIO) -> list[Row]:
    """Rows written by `write_csv`, as they were."""
    numbers = {f.name: f.type for f in fields(Row)}
    rows = []
    for line in csv.DictReader(source):
        values: dict[str, Any] = {}
        for key in CSV_FIELDS:
            kind = numbers[key]
            text = line[key]
            values[key] = (json.loads(text) if key == "end_reasons" else int(text) if kind == "int"
                           else float(text) if kind == "float" else text)
        rows.append(Row(**values))
    return rows
