"""The shared card-file schema: its vocabulary, and mutated card files of every game give only CardError."""

from __future__ import annotations

import shutil
import tempfile
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cardschema import (
    CardError,
    Either,
    ListOf,
    MapOf,
    OneOf,
    Table,
    Text,
    Where,
    Whole,
)
from engine.cartaventuras.cards import DATA as CARTAVENTURAS_DATA
from engine.cartaventuras.cards import load_catalogue
from engine.elria.cards import DATA as ELRIA_DATA
from engine.elria.cards import load_cards
from engine.rpgquest.decks import decks
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.rumour_cards import rumour_cards
from engine.rpgquest.world_data import DATA as RPGQUEST_DATA
from engine.rpgquest.world_data import world_data
from tests.profiles import examples

HERE = Where("cards.toml", "The Two Coins")


def test_a_whole_number_out_of_range_names_the_range():
    with pytest.raises(CardError) as error:
        Whole(1, 6).read(7, HERE.at("value"))
    assert str(error.value) == "cards.toml: card 'The Two Coins': field 'value' must be a whole number from 1 to 6 (got 7)"


def test_true_is_not_a_whole_number_and_numbers_are_not_words():
    with pytest.raises(CardError, match="must be a whole number"):
        Whole().read(True, HERE)
    with pytest.raises(CardError, match=r"must be one of 1, 2 \(got \[1\]\)"):
        OneOf((1, 2)).read([1], HERE)


def test_a_table_fills_defaults_refuses_unknown_fields_and_names_nested_fields():
    schema = Table({"name": Text(), "cost": Whole(0, default=0),
                    "reward": Either({"coins": Whole(1), "card": OneOf(("orange-01",))}, default=None)})
    assert schema.read({"name": "Grove"}, HERE) == {"name": "Grove", "cost": 0, "reward": None}
    with pytest.raises(CardError, match=r"field 'colour' is unknown \(known fields: cost, name, reward\)"):
        schema.read({"name": "Grove", "colour": "red"}, HERE)
    with pytest.raises(CardError, match=r"field 'reward.card' must be one of orange-01 \(got 'x'\)"):
        schema.read({"name": "Grove", "reward": {"card": "x"}}, HERE)
    with pytest.raises(CardError, match=r"field 'name' is missing"):
        schema.read({}, HERE)


def test_variants_add_the_fields_of_the_case_named_and_only_those():
    schema = Table({"effect": OneOf(("heal", "none"))}, variants=("effect", {"heal": {"life": Whole(1, 10)}}))
    assert schema.read({"effect": "heal", "life": 3}, HERE) == {"effect": "heal", "life": 3}
    with pytest.raises(CardError, match="field 'life' is missing"):
        schema.read({"effect": "heal"}, HERE)
    with pytest.raises(CardError, match="field 'life' is unknown"):
        schema.read({"effect": "none", "life": 3}, HERE)


def test_lists_and_maps_name_the_entry_that_is_wrong():
    with pytest.raises(CardError, match=r"field 'sells\[1\]' must be one of magic"):
        ListOf(OneOf(("magic",))).read(["magic", "gold"], HERE.at("sells"))
    with pytest.raises(CardError, match=r"field 'arrows.left' must be one of red"):
        MapOf(("left", "right"), OneOf(("red",))).read({"left": "pink"}, HERE.at("arrows"))


# --------------------------------------------------------------------------- mutated card files

GAMES: dict[str, tuple[Path, Callable[[Path], Any]]] = {
    "elria": (ELRIA_DATA, load_cards),
    "cartaventuras": (CARTAVENTURAS_DATA, load_catalogue),
    "rpgquest": (RPGQUEST_DATA, lambda folder: (world_data(folder), decks(folder), mission_data(folder),
                                                rumour_cards(folder))),
}
# Files whose cards another file uses by a key: a changed key is refused where it is used.
DEPENDS_ON = {("rpgquest", "terrain.toml"): ("tiles.toml",), ("rpgquest", "locations.toml"): ("missions.toml",),
              ("rpgquest", "monsters.toml"): ("missions.toml", "rumours.toml"),
              ("rpgquest", "tiles.toml"): ("rumours.toml",)}
ODD_VALUES = st.one_of(st.integers(-3, 30), st.booleans(), st.text(max_size=6), st.floats(allow_nan=False),
                       st.lists(st.integers(0, 3), max_size=2), st.just({}), st.just({"coins": 2}),
                       st.sampled_from(["enemy", "multi", "orange-01", "hybrid:combat", "treasure+treasure"]))


def _entries(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Every card table of a parsed file (an array of tables, or the top-level tables; else the file itself)."""
    tables = [value for value in data.values() if isinstance(value, dict)]
    arrays = [entry for value in data.values() if isinstance(value, list) and all(isinstance(e, dict) for e in value)
              for entry in value]
    return tables + arrays or [data]


def _dump(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_dump(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f'"{k}" = {_dump(v)}' for k, v in value.items()) + " }"
    return repr(value)


def _write(data: dict[str, Any], path: Path) -> None:
    """A minimal TOML writer for card files (tables, arrays of tables, inline values)."""
    lines = []
    for key, value in data.items():
        if isinstance(value, dict):
            lines.append(f"[{key}]")
            lines += [f'"{k}" = {_dump(v)}' for k, v in value.items()]
        elif not isinstance(value, list) or not value or not all(isinstance(entry, dict) for entry in value):
            lines.append(f"{key} = {_dump(value)}")
        else:
            for entry in value:
                lines.append(f"[[{key}]]")
                lines += [f'"{k}" = {_dump(v)}' for k, v in entry.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _named_tables(parsed: dict[str, Any]) -> list[dict[str, Any]]:
    """The cards of a file whose cards are its top-level tables (RPGQuest's), those with a name."""
    return [value for value in parsed.values() if isinstance(value, dict) and isinstance(value.get("name"), str)]


def _with_ids(parsed: dict[str, Any]) -> list[dict[str, Any]]:
    return [entry for entry in _entries(parsed) if isinstance(entry.get("id"), str)]


def _mutate(data: st.DataObject, parsed: dict[str, Any], others: dict[str, dict[str, Any]]) -> tuple[bool, tuple[str, ...]]:
    """Change one card of a parsed file; whether the change must be refused, and the other files the refusal may
    name (a card's id taken from another file's card: either file may be the one named)."""
    arrays = [value for value in parsed.values()
              if isinstance(value, list) and value and all(isinstance(entry, dict) for entry in value)]
    tables = _named_tables(parsed)
    taken = {name: _with_ids(other) for name, other in others.items() if _with_ids(other)}
    mutation = data.draw(st.sampled_from(["drop", "alter", "add"] + ["twin", "scalar"] * bool(arrays)
                                         + ["twin table"] * (len(tables) >= 2)
                                         + ["twin id"] * bool(taken and _with_ids(parsed))), label="mutation")
    if mutation == "twin id":  # a card's id is unique across the game's files
        other = data.draw(st.sampled_from(sorted(taken)), label="other file")
        entry = data.draw(st.sampled_from(_with_ids(parsed)), label="card")
        entry["id"] = data.draw(st.sampled_from(taken[other]), label="other card")["id"]
        return True, (other,)
    if mutation == "twin table":  # two cards of one file with one name
        first, second = data.draw(st.lists(st.sampled_from(tables), min_size=2, max_size=2, unique_by=id))
        first["name"] = second["name"]
        return True, ()
    if mutation in ("twin", "scalar"):
        cards = data.draw(st.sampled_from(arrays))
        first, second = data.draw(st.lists(st.integers(0, len(cards) - 1), min_size=2, max_size=2, unique=True))
        if mutation == "scalar":
            cards[first] = data.draw(ODD_VALUES.filter(lambda value: not isinstance(value, dict)), label="entry")
        else:
            key = "name" if "name" in cards[first] else "title"
            cards[first][key] = cards[second][key]
        return True, ()
    entry = data.draw(st.sampled_from(_entries(parsed)), label="card")
    if mutation == "drop":
        del entry[data.draw(st.sampled_from(sorted(entry)), label="field")]
    else:
        names = st.sampled_from(sorted(entry)) if mutation == "alter" else st.text("abcxyz", min_size=1, max_size=4)
        entry[data.draw(names, label="field")] = data.draw(ODD_VALUES, label="value")
    return False, ()


@settings(examples(200), suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(sorted(GAMES)), data=st.data())
def test_mutated_card_files_give_only_a_card_error_naming_the_file(game, data):
    folder, load = GAMES[game]
    file = data.draw(st.sampled_from(sorted(p.name for p in folder.glob("*.toml"))), label="file")
    parsed = tomllib.loads((folder / file).read_text(encoding="utf-8"))
    others = {p.name: tomllib.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.toml"))
              if p.name != file}
    refused, also_named = _mutate(data, parsed, others)
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "data"
        shutil.copytree(folder, copy)
        _write(parsed, copy / file)
        try:
            load(copy)
        except CardError as error:
            named = (file, *also_named, *DEPENDS_ON.get((game, file), ()))
            assert str(error).startswith(tuple(f"{name}: " for name in named)), str(error)
        else:
            assert not refused, "a duplicate name or id, or an entry that is not a table, was accepted"


def _load_with(game: str, file: str, parsed: dict[str, Any]) -> None:
    """Load the game's cards with `file` replaced by `parsed`."""
    folder, load = GAMES[game]
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "data"
        shutil.copytree(folder, copy)
        _write(parsed, copy / file)
        load(copy)


ID_PAIRS = [(game, file, other) for game, (folder, _) in sorted(GAMES.items())
            for file in sorted(p.name for p in folder.glob("*.toml"))
            for other in sorted(p.name for p in folder.glob("*.toml"))
            if file != other and all(_with_ids(tomllib.loads((folder / name).read_text(encoding="utf-8")))
                                     for name in (file, other))]
NAMED_FILES = [(game, p.name) for game, (folder, _) in sorted(GAMES.items()) for p in sorted(folder.glob("*.toml"))
               if len(_named_tables(tomllib.loads(p.read_text(encoding="utf-8")))) >= 2]


@pytest.mark.parametrize("game, file, other", ID_PAIRS)
def test_a_card_id_taken_from_another_file_of_the_game_is_refused_naming_a_file_card_and_field(game, file, other):
    folder, _ = GAMES[game]
    parsed = tomllib.loads((folder / file).read_text(encoding="utf-8"))
    entries, others = _with_ids(parsed), _with_ids(tomllib.loads((folder / other).read_text(encoding="utf-8")))
    entries[-1]["id"] = others[-1]["id"]
    with pytest.raises(CardError, match=rf"^({file}|{other}): card '.+': field 'id' must "):
        _load_with(game, file, parsed)


@pytest.mark.parametrize("game, file", NAMED_FILES)
def test_two_cards_of_one_file_with_one_name_are_refused_also_where_cards_are_tables(game, file):
    folder, _ = GAMES[game]
    parsed = tomllib.loads((folder / file).read_text(encoding="utf-8"))
    first, second = _named_tables(parsed)[:2]
    first["name"] = second["name"]
    with pytest.raises(CardError, match=rf"^{file}: card '.+': field 'name' must be unique"):
        _load_with(game, file, parsed)
