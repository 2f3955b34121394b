"""`tavern serve` gives each browser session a data folder of its own (at the level of the server: real
WebSocket connections to it, a stand-in app that says which folder it was given)."""

from __future__ import annotations

import argparse
import shlex
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import quote

import pytest
from aiohttp.test_utils import TestClient

from tests.web.served import folder_of, serving
from tui.cli import main
from tui.serve import JOINABLE, SERVED, add_arguments, sessions_root
from tui.serve_server import SESSION_SCRIPT, session_command
from tui.serve_sessions import folder_name

TAB_A, TAB_B = "0123456789abcdef" * 2, "fedcba9876543210" * 2


@pytest.fixture
def grace() -> float:
    """How long a connection waits for its id's folder: long, so a busy machine never fails a reload."""
    return 60.0


@pytest.fixture
async def client(tmp_path, grace) -> AsyncIterator[TestClient]:
    async with serving(tmp_path / "serve", grace=grace) as (client, _):
        yield client


async def test_two_tabs_get_two_folders_under_the_serve_root(client, tmp_path):
    first, socket_a = await folder_of(client, f"/ws/{TAB_A}")
    second, socket_b = await folder_of(client, f"/ws/{TAB_B}")
    assert first != second
    assert first.parent == second.parent == tmp_path / "serve" and first.is_dir() and second.is_dir()
    assert TAB_A not in str(first) and first.name == folder_name(TAB_A)
    await socket_a.close()
    await socket_b.close()


async def test_a_reload_gets_its_folder_back_even_before_the_old_connection_has_ended(client):
    first, socket = await folder_of(client, f"/ws/{TAB_A}")
    (first / "autosave.json").write_text("{}")
    await socket.close()  # the page goes; its app may still be ending when the reloaded page connects
    again, socket = await folder_of(client, f"/ws/{TAB_A}")
    assert again == first and (again / "autosave.json").exists()
    await socket.close()


@pytest.mark.parametrize("grace", [0.5])  # the first tab stays open: how long it is waited for is all it costs
async def test_a_duplicated_tab_with_the_same_id_gets_a_fresh_folder(client):
    first, socket_a = await folder_of(client, f"/ws/{TAB_A}")
    copy, socket_b = await folder_of(client, f"/ws/{TAB_A}")  # the first tab is still open
    assert copy != first and copy.parent == first.parent and copy.name != folder_name(TAB_A)
    await socket_a.close()
    await socket_b.close()


@pytest.mark.parametrize("path", ["/ws", "/ws/..", "/ws/%2e%2e", "/ws/..%2Fescaped", "/ws/" + "A" * 32,
                                  "/ws/" + "0" * 31, "/ws/" + "0" * 64, "/ws/OUTSIDE"])
async def test_an_id_from_outside_that_is_not_a_session_id_gets_a_fresh_folder(client, tmp_path, path):
    outside = tmp_path / "outside"
    folder, socket = await folder_of(client, path.replace("OUTSIDE", quote(str(outside), safe="")))
    assert folder.parent == tmp_path / "serve" and folder.is_dir()
    assert sorted(p.name for p in (tmp_path / "serve").iterdir()) == [folder.name]
    assert not (tmp_path / "escaped").exists() and not outside.exists()
    await socket.close()


async def test_the_page_keeps_a_session_id_for_the_tab_and_is_never_cached(client):
    page = await client.get("/")
    text = await page.text()
    assert page.status == 200 and SESSION_SCRIPT in text and "sessionStorage" in SESSION_SCRIPT
    assert page.headers["Cache-Control"] == "no-store"


def test_the_sessions_live_in_serve_inside_the_data_folder_unless_told(tmp_path, monkeypatch):
    monkeypatch.setenv("TAVERN_DATA_DIR", str(tmp_path))
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert sessions_root(parser.parse_args([])) == tmp_path / "serve"
    assert sessions_root(parser.parse_args(["--sessions-dir", "/srv/tavern"])) == Path("/srv/tavern")


def test_a_sessions_folder_that_cannot_be_made_is_one_line_and_status_2(tmp_path, capsys):
    taken = tmp_path / "a-file"
    taken.write_text("not a folder")
    assert main(["serve", "--port", "8123", "--sessions-dir", str(taken / "serve")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"cannot keep the browser sessions' folders in {taken / 'serve'}" in err
    assert "--sessions-dir" in err


def test_every_session_app_knows_it_is_served_with_its_own_folder(tmp_path):
    command = shlex.split(session_command(["tavern"], tmp_path / "one", ["192.168.1.5:8765", "tables.lan"]))
    assert command[:2] == ["exec", "env"]
    assert f"TAVERN_DATA_DIR={tmp_path / 'one'}" in command and f"{SERVED}=1" in command
    assert f"{JOINABLE}=192.168.1.5:8765 tables.lan" in command
    assert command[-1] == "tavern"
