"""The load test on loopback, at the size `make test` can afford: 10 tables at one host, each with
an easy AI rival and a scripted player at its own connection, every game to its end with errors
0. `tests/bench/bench_net.py` plays the same tables at 50, with the host in a process of its own
for its CPU (the figure is in docs/performance.md)."""

from __future__ import annotations

from tests.net.load import errors, host_ending, host_errors, open_tables, play_all, seats_of, serve

TABLES = 10


async def test_ten_tables_at_one_host_all_finish_with_no_errors(tmp_path):
    tables = open_tables(tmp_path, TABLES)
    hosts = await serve(tables)
    try:
        played = await play_all(seats_of(hosts))
    finally:
        for host in hosts:
            await host.close()
    found = errors([host_ending(table) for table in tables], played)
    found += [error for table in tables for error in host_errors(table)]
    assert found == []
    assert all(ending.over for ending, _ in played)
    assert sum(host.messages for host in hosts) > 50 * TABLES
