"""`tavern host`: its options, and one clear line for each mistake."""

from __future__ import annotations

import pytest

from tui.cli import main
from tui.net.host import HostTable
from tui.net.host_cli import parse_seats


def test_seats_are_people_unless_named_ai():
    seats = parse_seats(["2=ai:hard", "3=human"], 3)
    assert [(seat.kind, seat.level) for seat in seats] == [("human", "normal"), ("ai", "hard"), ("human", "normal")]


@pytest.mark.parametrize("argv, said", [
    (["host"], "name a game"),
    (["host", "chess"], "unknown game 'chess'"),
    (["host", "elria", "--mode", "duel", "--players", "2", "--seat", "5=ai"], "N from 1 to 2"),
    (["host", "elria", "--mode", "duel", "--players", "2", "--seat", "2=ai:genius"], "LEVEL one of easy"),
    (["host", "elria", "--seat", "1=ai"], "every seat is an AI"),
    (["host", "elria", "--mode", "duel", "--players", "2", "--seat", "2=ai", "--own-dice", "2"], "no human seat 2"),
    (["host", "elria", "--config", "nonsense"], "must look like KEY=VALUE"),
    (["host", "--resume", "/no/such/save.json"], "no such save file"),
])
def test_a_mistake_is_one_line_and_status_2(argv, said, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("TAVERN_DATA_DIR", str(tmp_path))
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1


def test_a_save_that_was_not_hosted_cannot_be_resumed(tmp_path, monkeypatch):
    from engine.core import SaveError
    from tui.match import Match, Seat
    from tui.storage import save_record

    path = tmp_path / "local.json"
    save_record(Match.new("elria", {"mode": "duel", "players": 2}, 1, [Seat(), Seat()]).record, path)
    with pytest.raises(SaveError, match="not a hosted table's save"):
        HostTable.resume(path)


def test_the_host_logs_a_client_dropping_while_greeted_as_one_line_to_its_log_file(tmp_path):
    """`tavern host --log-file`: a connection that says hello and drops before its welcome, and one
    that sends garbage first, are one line each in the log, with no traceback anywhere."""
    import asyncio
    import os
    import re
    import signal
    import subprocess
    import sys
    import time

    from websockets.asyncio.client import connect

    from tui.net.protocol import encode

    log = tmp_path / "host.log"
    command = [sys.executable, "-c", "import sys; from tui.cli import main; sys.exit(main(sys.argv[1:]))",
               "host", "elria", "--mode", "duel", "--players", "2", "--port", "0", "--ai-delay", "0.01",
               "--save", str(tmp_path / "table.json"), "--log-file", str(log)]
    host = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "TAVERN_DATA_DIR": str(tmp_path)})
    try:
        assert host.stdout is not None
        joined = None
        while joined is None:
            line = host.stdout.readline()
            assert line, host.stderr.read() if host.stderr else ""
            joined = re.search(r"tavern join 127\.0\.0\.1:(\d+) (\w+)", line)
        port, code = joined.group(1), joined.group(2)

        async def visit() -> None:
            socket = await connect(f"ws://127.0.0.1:{port}")
            await socket.send(encode("hello", code=code))
            socket.transport.abort()
            async with connect(f"ws://127.0.0.1:{port}") as rude:
                await rude.send('{"tavern": 2, "type": "act", "action": {"kind": "x", "args": ' + "[" * 600 + "]" * 600 + "}}")
                await rude.recv()

        asyncio.run(visit())
        deadline = time.monotonic() + 20
        while not ("turned away" in log.read_text() and re.search(r"Player 1 is away|closed before", log.read_text())):
            assert time.monotonic() < deadline, log.read_text()
            time.sleep(0.05)
    finally:
        host.send_signal(signal.SIGINT)
        _, err = host.communicate(timeout=20)
    text = log.read_text()
    assert "Traceback" not in text and "Traceback" not in err
    assert all(re.match(r"\d{4}-\d\d-\d\d [\d:,]+ (INFO|WARNING|ERROR) ", line) for line in text.splitlines())
