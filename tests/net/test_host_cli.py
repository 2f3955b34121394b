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
    from engine.core import SaveError, save
    from tui.session import Seat, Session

    path = tmp_path / "local.json"
    save(Session.new("elria", {"mode": "duel", "players": 2}, 1, [Seat(), Seat()]).record, path)
    with pytest.raises(SaveError, match="not a hosted table's save"):
        HostTable.resume(path)
