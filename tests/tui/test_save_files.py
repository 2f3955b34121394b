"""Save files on disk: names in any language, collisions, the lists, atomic settings and tokens, orphans."""

from __future__ import annotations

import errno
import json
import os
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from device.token_book import TokenBookError
from engine.core import Record, SaveError
from tests.profiles import examples
from tests.tui.games import WAIT
from tui import saves
from tui.match import Match, Seat
from tui.settings import Settings, settings_path
from tui.storage import TokenFile, write_atomic


def _game(seats: list[Seat] | None = None) -> Record:
    session = Match.new("lucky-wait", {}, 7, seats or [Seat(), Seat("ai", "hard")])
    session.apply(WAIT)
    return session.record


@pytest.mark.parametrize("name, file", [
    ("Año nuevo", "ano-nuevo"),
    ("Herói", "heroi"),
    ("Crème brûlée!", "creme-brulee"),
    ("名前", "名前"),
    ("ゲーム", "ゲーム"),
    ("Ｆｕｌｌ width", "full-width"),
    ("  ...  ", "save"),
])
def test_a_save_name_keeps_its_letters_in_the_file_name(name, file):
    assert saves.slug(name) == file


def test_a_save_name_longer_than_the_disk_allows_still_saves_and_keeps_the_whole_name():
    name = "Friday night at the tavern " * 12  # over 300 characters
    path = saves.save_named(_game(), name)
    assert len(path.name.encode()) < 200
    assert saves.read(path).meta["name"] == name
    assert len(saves.slug("名" * 300).encode()) <= saves.SLUG_BYTES


@pytest.mark.parametrize("first, second", [("名前", "ゲーム"), ("My game!", "my game"), ("Año", "Ano")])
def test_two_names_that_make_the_same_file_name_never_overwrite_each_other(first, second):
    one = saves.save_named(_game(), first)
    two = saves.save_named(_game(), second)
    assert one != two
    assert {saves.saved_name(one), saves.saved_name(two)} == {first, second}


def test_a_save_name_already_used_is_found_whatever_its_unicode_form():
    saves.save_named(_game(), unicodedata.normalize("NFD", "Herói"))
    path, taken = saves.named_save_path(unicodedata.normalize("NFC", "Herói"))
    assert taken and path.name == "heroi.json"
    assert saves.named_save_path("Heroi") == (saves.saves_dir() / "heroi-2.json", False)


def test_the_lists_show_name_game_mode_seats_and_date():
    saves.save_named(_game(), "Año nuevo")
    [entry] = [e for e in saves.list_saves() if e.kind == "named"]
    assert entry.label.startswith("Saved “Año nuevo”: Lucky Wait (test fixture), standard, 2 seats: "
                                  "Player 1, AI 2 (hard) — 20")


def test_a_damaged_save_is_listed_as_damaged():
    saves.saves_dir().mkdir(parents=True)
    (saves.saves_dir() / "broken.json").write_text("{", encoding="utf-8")
    [entry] = saves.list_saves()
    assert "broken.json — damaged" in entry.label


@pytest.mark.parametrize("where", ["unwritable folder", "full disk"])
def test_a_disk_that_says_no_is_a_save_error_with_the_fix(data_dir, monkeypatch, where):
    if where == "full disk":
        def full(fd):
            raise OSError(errno.ENOSPC, "No space left on device")
        monkeypatch.setattr(os, "fsync", full)
    else:
        blocked = data_dir / "blocked"
        blocked.write_text("a file where the folder should be")
        monkeypatch.setenv("TAVERN_DATA_DIR", str(blocked))
    with pytest.raises(SaveError, match="cannot save to .*check that the folder is writable"):
        saves.autosave(_game())
    assert not list(data_dir.rglob("*.tmp"))


def test_settings_survive_a_write_interrupted_before_it_is_done(monkeypatch):
    Settings(speed="slow").save()

    def killed(src, dst):
        raise KeyboardInterrupt  # the process ends between writing and renaming

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        Settings(speed="fast").save()
    assert json.loads(settings_path().read_text())["speed"] == "slow"
    assert Settings.load().speed == "slow"


def test_interrupted_writes_are_cleaned_up_but_not_a_write_under_way(data_dir):
    saves.saves_dir().mkdir(parents=True)
    orphans = [data_dir / ".autosave.json.k3j4.tmp", saves.saves_dir() / ".friday.json.x1.tmp"]
    fresh = data_dir / ".autosave.json.new1.tmp"
    for temp in orphans + [fresh]:
        temp.write_text("{")
    for temp in orphans:
        os.utime(temp, (1000.0, 1000.0))
    removed = saves.remove_interrupted_writes(now=1000.0 + saves.ORPHAN_AGE + 1)
    assert sorted(removed) == sorted(orphans)
    assert fresh.exists() and not any(temp.exists() for temp in orphans)


def test_one_atomic_write_serves_saves_settings_and_tokens(monkeypatch):
    written = []
    monkeypatch.setattr("tui.storage.os.replace", lambda src, dst: written.append(os.path.basename(dst)))
    saves.autosave(_game())
    Settings().save()
    book = TokenFile().read()
    book.bind("04A1", "Warrior")
    TokenFile().write(book)
    assert written == ["autosave.json", "settings.json", "tokens.toml"]


def test_tokens_file_follows_the_data_folder_and_any_name_reads_back(data_dir):
    assert TokenFile().path == data_dir / "tokens.toml"
    book = TokenFile().read()
    names = ["Del\x7fete", 'Quote " and \\ back', "Tab\tand\nnewline", "名前", "[/x]"]
    for number, name in enumerate(names):
        if name.isprintable():
            book.bind(f"04A{number}", name)
        else:  # `learn` refuses such names, but a file written by hand or an older Tavern may hold them
            with pytest.raises(TokenBookError, match="printable"):
                book.bind(f"04A{number}", name)
            book.names[f"04A{number}"] = name
    TokenFile().write(book)
    assert [TokenFile().read().name_for(f"04A{n}") for n in range(len(names))] == names


def test_the_one_atomic_write_leaves_the_old_file_when_the_rename_fails(tmp_path, monkeypatch):
    target = tmp_path / "file.txt"
    write_atomic(target, "old")
    monkeypatch.setattr(os, "replace", lambda src, dst: (_ for _ in ()).throw(OSError("disk full")))
    with pytest.raises(OSError):
        write_atomic(target, "new")
    assert target.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["file.txt"]


def test_a_saved_setup_the_game_refuses_is_a_save_error():
    record = Record("cartaventuras", {"mode": "standard", "players": 1, "characters": ["nobody"]}, 1)
    with pytest.raises(SaveError, match="unknown character 'nobody'"):
        Match.from_record(record)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["human", "ai", "hard", "virtual", "device"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@settings(examples(150), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(key=st.sampled_from(["seats", "dice", "name", "saved_at", "finished", "clock_elapsed"]),
       value=JSON_VALUES, kind=st.sampled_from(["autosave", "named", "finished"]))
def test_any_json_in_the_apps_part_of_a_save_is_opened_listed_or_refused_cleanly(key, value, kind):
    record = _game()
    data = record.to_json()
    data["meta"][key] = value
    saves.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    assert saves.SaveEntry.of(saves.autosave_path(), kind).label
    assert saves.unfinished_autosave() in (True, False)
    try:
        Match.from_record(saves.read(saves.autosave_path()))
    except SaveError as error:
        assert str(error)


@pytest.mark.parametrize("banked", [[], "ten", None, True, {"s": 1}])
def test_a_damaged_solo_clock_in_a_save_starts_the_countdown_afresh(banked):
    from tui.cartaventuras.clock import SoloClock

    assert SoloClock({"clock_elapsed": banked}, "easy").elapsed == 0.0


def test_settings_nested_thousands_deep_fall_back_to_defaults():
    settings_path().write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    assert Settings.load() == Settings()


def test_a_tokens_file_nested_thousands_deep_is_a_token_book_error(data_dir):
    (data_dir / "tokens.toml").write_text("x = " + "[" * 5000 + "]" * 5000, encoding="utf-8")
    with pytest.raises(TokenBookError, match="not a readable TOML file"):
        TokenFile().read()
