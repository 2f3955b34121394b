"""The network load test at full size (not a test run by pytest): 50 tables at one `tavern host`
process on 127.0.0.1, each with an easy AI rival and a scripted player at its own connection
(in this process), every game to its end. Prints the tables, the errors (0 or the status is 1),
the messages the host sent a second, and the host process's CPU.

    .venv/bin/python tests/bench/bench_net.py              # 50 tables, a few minutes
    .venv/bin/python tests/bench/bench_net.py --tables 10  # quicker
    .venv/bin/python tests/bench/bench_net.py --saves /dev/shm  # autosaves in memory, not on disk

`tests/net/test_load.py` runs the same tables (fewer of them) inside pytest.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.net.load import Ending, errors, host_ending, host_errors, open_tables, play_all, seats_of, serve  # noqa: E402


async def host_role(count: int, folder: Path) -> None:
    """The host process: serve the tables, print their seats, and on "done" print how they ended."""
    tables = open_tables(folder, count)
    hosts = await serve(tables)
    started = time.process_time()
    print(json.dumps(seats_of(hosts)), flush=True)
    await asyncio.to_thread(sys.stdin.readline)
    cpu = time.process_time() - started
    for host in hosts:
        await host.close()
    print(json.dumps({"cpu": cpu, "messages": sum(host.messages for host in hosts),
                      "endings": [dataclasses.asdict(host_ending(table)) for table in tables],
                      "errors": [error for table in tables for error in host_errors(table)]}), flush=True)


def run(count: int, saves: Path | None) -> int:
    with tempfile.TemporaryDirectory(dir=saves) as folder:
        host = subprocess.Popen([sys.executable, __file__, "--host-role", folder, "--tables", str(count)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert host.stdin is not None and host.stdout is not None
        seats = [tuple(seat) for seat in json.loads(host.stdout.readline())]
        began = time.perf_counter()
        played = asyncio.run(play_all(seats))
        wall = time.perf_counter() - began
        host.stdin.write("done\n")
        host.stdin.flush()
        report = json.loads(host.stdout.readline())
        host.wait()
    found = errors([Ending(**ending) for ending in report["endings"]], played) + report["errors"]
    finished = sum(ending.over for ending, _ in played)
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores (shared), Python {platform.python_version()}, "
          f"load average {os.getloadavg()[0]:.1f}")
    print(f"tables {count}, games finished {finished}, errors {len(found)}")
    print(f"wall {wall:.1f} s, host sent {report['messages']:,} messages ({report['messages'] / wall:,.0f}/s)")
    print(f"host CPU {report['cpu']:.1f} s ({report['cpu'] / wall:.0%} of one core)")
    for error in found[:20]:
        print(f"  {error}")
    return 1 if found or finished < count else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--saves", type=Path, help="the folder the host autosaves the tables in "
                        "(default: the system's temporary folder; /dev/shm shows the cost of the disk)")
    parser.add_argument("--host-role", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.host_role is not None:
        asyncio.run(host_role(args.tables, args.host_role))
        return 0
    return run(args.tables, args.saves)


if __name__ == "__main__":
    sys.exit(main())
