"""A host with `--certfile/--keyfile` speaks TLS: seats join with wss:// and a certificate they trust."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.net.tables import WatchedHost, open_table
from tui.cli import main
from tui.match import Seat
from tui.net.client import JoinError, RemoteTable
from tui.net.host_cli import tls_context
from tui.net.server import print_codes

TLS = Path(__file__).parent / "tls"  # a self-signed certificate for localhost and 127.0.0.1, for tests only


async def test_a_seat_joins_a_host_that_speaks_tls_and_a_plain_connection_cannot(tmp_path, monkeypatch):
    monkeypatch.setenv("SSL_CERT_FILE", str(TLS / "cert.pem"))  # the player trusts the host's certificate
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()])
    host = WatchedHost(table)
    await host.start("127.0.0.1", 0, tls=tls_context(TLS / "cert.pem", TLS / "key.pem"))
    code, port = table.codes_by_seat()[0][1], host.port
    try:
        player = await RemoteTable.join(f"wss://127.0.0.1:{port}", code)
        assert player.seat == 0 and player.view(0) == table.state.view(0)
        with pytest.raises(JoinError, match="cannot reach|did not welcome"):
            await RemoteTable.join(f"127.0.0.1:{port}", code)
        player.close()
    finally:
        await host.close()
    lines: list[str] = []
    print_codes(table, f"127.0.0.1:{port}", lines.append, tls=True)
    assert f"tavern join wss://127.0.0.1:{port} {code}" in lines[1]


async def test_a_seat_that_does_not_trust_the_certificate_is_told(tmp_path, monkeypatch):
    monkeypatch.setenv("SSL_CERT_FILE", str(tmp_path / "no-such-file.pem"))
    table = open_table(tmp_path, "elria", {"mode": "duel", "players": 2}, [Seat(), Seat()])
    host = WatchedHost(table)
    await host.start("127.0.0.1", 0, tls=tls_context(TLS / "cert.pem", TLS / "key.pem"))
    try:
        with pytest.raises(JoinError, match="certificate"):
            await RemoteTable.join(f"wss://127.0.0.1:{host.port}", table.codes_by_seat()[0][1])
    finally:
        await host.close()


@pytest.mark.parametrize("extra, said", [
    (["--certfile", "/no/such/cert.pem"], "cannot use the TLS certificate /no/such/cert.pem"),
    (["--keyfile", str(TLS / "key.pem")], "--keyfile needs --certfile"),
    (["--certfile", str(TLS / "key.pem"), "--keyfile", str(TLS / "key.pem")], "cannot use the TLS certificate"),
])
def test_a_tls_option_that_cannot_work_is_one_line_and_status_2(extra, said, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("TAVERN_DATA_DIR", str(tmp_path))
    assert main(["host", "elria", "--mode", "duel", "--players", "2", *extra]) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1
