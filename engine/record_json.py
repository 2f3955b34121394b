"""The one place a record's JSON is checked before anything trusts it.

A save file comes from outside: a crash, a full disk, an editor or a
mischievous friend may have changed it. `parse_record_text` turns the text into
JSON values and `check_record` checks the shape of every field, so that a
malformed record of any kind ends as `SaveError` with a message, never as
another exception somewhere deeper. Whether the config suits the game is the
game's `normalise_config`'s business (its `ConfigError` becomes `SaveError` in
`replay`); whether each input applies is the rules' (`IllegalAction`, likewise).
"""

from __future__ import annotations

from typing import Any

from engine.core import RECORD_FORMAT, RECORD_VERSION, Action, SaveError, brief
from engine.json_text import MAX_DEPTH as JSON_DEPTH
from engine.json_text import JSONRefused, read_json

MAX_RECORD_BYTES = 16 * 1024 * 1024
"""The largest save file Tavern reads (a long Elria campaign is well under 2 MB)."""

MAX_DEPTH = JSON_DEPTH
"""The deepest nesting of lists and objects a record may hold (real records need 6)."""

SEED_RANGE = range(-(2**63), 2**64)
"""Seeds a record may carry: the 64 bits the games' generator uses, either sign."""

MAX_DIE_FACES = 1000


def parse_record_text(text: str) -> Any:
    """The JSON in `text`; `SaveError` if it is not JSON, nests too deeply (counted before it is
    decoded), holds absurd numbers or text that is not Unicode (`engine.json_text`, which the
    network protocol shares)."""
    try:
        return read_json(text, MAX_DEPTH)
    except JSONRefused as error:
        reason = str(error)
        if reason.startswith("it is not JSON"):
            raise SaveError(f"not valid JSON, the file is corrupt or cut short ({reason[len('it is not JSON ('):-1]})") \
                from None
        if reason.startswith("it holds a value"):
            reason = reason.replace("no Tavern JSON has", "no record has")
        raise SaveError(f"not a Tavern record: {reason}") from None


def check_record(data: Any, game: str | None, games: Any) -> tuple[str, dict, int, list, dict]:
    """`(game, config, seed, inputs, meta)` from a record's JSON, or `SaveError` naming the bad field.

    `games` is the registry of games (names the record may use); `game`, when
    given, is the one game the caller accepts.
    """
    if not isinstance(data, dict):
        raise SaveError("not a Tavern record: the file holds no JSON object")
    if data.get("format") != RECORD_FORMAT:
        raise SaveError(f"not a Tavern record (format is {brief(data.get('format'))})")
    version = data.get("version")
    if isinstance(version, bool) or version != RECORD_VERSION:
        raise SaveError(f"record version {brief(version)} is not supported "
                        f"(this Tavern reads version {RECORD_VERSION})")
    name = data.get("game")
    if not isinstance(name, str):
        raise SaveError(f"record 'game' must be a game's name (got {brief(name)})")
    if game is not None and name != game:
        raise SaveError(f"this record is a game of {brief(name)}, not {game!r}")
    if name not in games:
        raise SaveError(f"this record is for an unknown game {brief(name)}")
    config = data.get("config")
    if not isinstance(config, dict):
        raise SaveError("record has no 'config' object")
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError(f"record seed must be a whole number (got {brief(seed)})")
    if seed not in SEED_RANGE:
        raise SaveError(f"record seed {brief(seed)} is out of range (a seed fits in 64 bits)")
    raw_inputs = data.get("inputs")
    if not isinstance(raw_inputs, list):
        raise SaveError("record has no 'inputs' list")
    inputs = [_input(index, item) for index, item in enumerate(raw_inputs)]
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError(f"record 'meta' must be an object (got {brief(meta)})")
    return name, config, seed, inputs, meta


def _input(index: int, item: Any) -> Action | tuple:
    """One recorded input: an action `{"action": {...}}` or a roll `{"roll": [..]}`."""
    where = f"record input {index + 1}"
    if isinstance(item, dict) and "action" in item:
        data = item["action"]
        if isinstance(data, dict) and not _plain(data.get("args", [])):
            raise SaveError(f"{where}: action arguments must be text, numbers or lists of them")
        if isinstance(data, dict) and not isinstance(data.get("label", ""), str):
            raise SaveError(f"{where}: an action's 'label' must be text (got {brief(data['label'])})")
        try:
            return Action.from_json(data)
        except SaveError as error:
            raise SaveError(f"{where}: {error}") from error
    roll = item.get("roll") if isinstance(item, dict) else None
    if isinstance(roll, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in roll):
        if not all(0 < v <= MAX_DIE_FACES for v in roll):
            raise SaveError(f"{where}: a die shows a whole number from 1 to {MAX_DIE_FACES}")
        return tuple(roll)
    raise SaveError(f"{where} is neither an action nor a roll: {brief(item)}")


def _plain(value: Any) -> bool:
    """Whether `value` is text, a number, true/false/null or a list of such (what action args hold)."""
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (str, int, float, bool))
