"""`tavern host`'s server: the `HostTable` over WebSocket (the `websockets` library, asyncio).

A connection's first message is `hello` with a join code; the host answers `welcome` and the
seat's `table`, and from then on sends every seat its `table` after each change. A seat's
message that cannot be read or is not allowed is answered `refused` and changes nothing. A seat
whose connection drops (or stops answering the keepalive pings: the heartbeat) is away: the
others are told and the table waits for it, or its AI plays while the table allows it; it comes
back with the same code, even after the host restarted from its save. Every change is saved
off the event loop before any seat is sent it (`Host.update`).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import ipaddress
import logging
import math
import ssl
import sys
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.core import SaveError
from tui.match import AI, ROLL
from tui.net.flood import BURST, RATE, FailedJoins, Flood
from tui.net.frames import SeatConnection, unread
from tui.net.host import HostTable, Refused
from tui.net.protocol import CLIENT, MAX_CLIENT_BYTES, ProtocolError, decode, encode

HELLO_WAIT = 10.0  # seconds a new connection has to say hello
LOG_BURST, LOG_RATE = 20, 1.0  # lines about connections that took no seat: at once, then a second
REPLACED = "your seat is now played on another screen: a newer connection with your code took it"

log = logging.getLogger("tavern.host")


class Host:
    """Serves one `HostTable`: who is connected, what each has been sent, and the flow of play."""

    def __init__(self, table: HostTable, ai_delay: float = 0.3, heartbeat: float = 10.0,
                 report: Callable[[str], None] | None = None, clock: Callable[[], float] | None = None) -> None:
        self.table = table
        self.clock = clock or (lambda: asyncio.get_running_loop().time())
        self.ai_delay = ai_delay
        self.heartbeat = heartbeat
        self.report = report or log.info
        self.warn = report or log.warning
        self.sockets: dict[int, ServerConnection] = {}
        self.sent: dict[int, int] = {}  # seat -> log lines it has
        self.seen: set[int] = set()  # seats that have joined since the host started
        self.running = False
        self.server: Server | None = None
        self.save_problem = ""
        self.updating = asyncio.Lock()
        self.failed_joins = FailedJoins()
        self.strangers = Flood(LOG_BURST, LOG_RATE)  # log lines about connections that took no seat
        self.unlogged = 0
        self.leaving: set[asyncio.Task[None]] = set()  # replaced connections being told and closed

    async def start(self, host: str, port: int, tls: ssl.SSLContext | None = None) -> Server:
        """Listen on host:port (port 0: any free port; `self.port` says which), speaking TLS with `tls`."""
        self.server = await serve(self.connection, host, port, max_size=MAX_CLIENT_BYTES, compression=None,
                                  create_connection=SeatConnection, ssl=tls,
                                  ping_interval=self.heartbeat, ping_timeout=self.heartbeat)
        await self.advance()
        return self.server

    @property
    def port(self) -> int:
        assert self.server is not None
        return int(next(iter(self.server.sockets)).getsockname()[1])

    # -- connections ------------------------------------------------------
    async def connection(self, socket: ServerConnection) -> None:
        """One connection, from its `hello` to its end: whatever ends it, the seat it took is let
        go (away, for the others and for `--away ai`) unless a newer connection took it meanwhile."""
        where = address_of(socket)
        try:
            seat = await self.greet(socket, where)
        except ConnectionClosed:
            self.stranger(f"{where}: a connection closed before it said hello")
            return
        if seat is None:
            return
        back = self.take(seat, socket)
        try:
            await self.welcome(seat, socket, back)
            await self.listen(seat, socket)
        except ConnectionClosed:
            pass
        finally:
            await self.left(seat, socket)

    async def greet(self, socket: ServerConnection, where: str) -> int | None:
        """The seat a new connection's `hello` names, or None (told why in one line, and closed)."""
        try:
            data = await asyncio.wait_for(socket.recv(), HELLO_WAIT)
        except TimeoutError:
            await self.turn_away(socket, where, "no hello in time: the first message must be hello "
                                 "with your join code", "message")
            return None
        wait = self.failed_joins.wait(where, asyncio.get_running_loop().time())
        if wait > 0:  # (not read: while guessing is held up a guess tells nothing, not even the right code)
            await self.turn_away(socket, where, f"too many wrong join codes from your address or at this "
                                 f"table: try again in {math.ceil(wait)} s", "busy")
            return None
        try:
            message = seat_message(data)
            if message["type"] != "hello":
                raise ProtocolError("the first message must be hello with your join code")
        except ProtocolError as error:
            await self.turn_away(socket, where, str(error), "message")
            return None
        try:
            return self.table.seat_of(message["code"])
        except Refused as error:
            self.failed_joins.failed(where, asyncio.get_running_loop().time())
            await self.turn_away(socket, where, error.reason, "code")
            return None

    async def turn_away(self, socket: ServerConnection, where: str, reason: str, why: str) -> None:
        self.stranger(f"{where}: turned away ({reason})")
        with contextlib.suppress(ConnectionClosed):
            await socket.send(encode("error", reason=reason, why=why))
            await socket.close()

    def stranger(self, line: str) -> None:
        """Log a line about a connection that took no seat, within an allowance (`LOG_BURST` lines,
        then `LOG_RATE` a second), so connections from anyone who can reach the port cannot flood
        the log; the lines left out are counted in the next one."""
        if not self.strangers.take(asyncio.get_running_loop().time()):
            self.unlogged += 1
            return
        if self.unlogged:
            line += f" (and {self.unlogged} more such lines left out)"
            self.unlogged = 0
        log.info(line)

    def take(self, seat: int, socket: ServerConnection) -> bool:
        """The seat is this connection's from now on (a newer connection with the same code wins: the
        older is told, without waiting for it, which may be half dead); whether the seat is back."""
        old = self.sockets.get(seat)
        self.sockets[seat] = socket
        self.sent[seat] = 0
        back = seat in self.seen and seat not in self.table.present
        self.seen.add(seat)
        self.table.present.add(seat)
        self.table.dropped.discard(seat)
        if old is not None:
            task = asyncio.get_running_loop().create_task(self.replaced(old))
            self.leaving.add(task)
            task.add_done_callback(self.leaving.discard)
        return back

    async def replaced(self, old: ServerConnection) -> None:
        """Tell a replaced connection why it ends, and close it (off the newer one's way)."""
        with contextlib.suppress(ConnectionClosed, TimeoutError):
            async with asyncio.timeout(self.heartbeat):
                await old.send(encode("error", reason=REPLACED, why="replaced"))
        await old.close()

    async def welcome(self, seat: int, socket: ServerConnection, back: bool) -> None:
        await socket.send(encode("welcome", **self.table.welcome(seat)))
        name = self.table.match.seat_name(seat)
        self.report(f"{name} {'is back' if back else 'joined'} ({address_of(socket)})")
        await self.tell_all(f"{name} {'is back' if back else 'took their seat'}.", but=seat)
        await self.update()
        await self.advance()

    async def listen(self, seat: int, socket: ServerConnection) -> None:
        """The seat's messages, within its allowance, until it leaves or a newer connection takes the seat."""
        flood = Flood()
        async for data in socket:
            if self.sockets.get(seat) is not socket:
                return
            if flood.take(self.clock()):
                await self.received(seat, socket, data)
            elif not flood.told:
                flood.told = True
                log.warning("%s (%s) floods the host: not heard until it sends fewer",
                            self.table.match.seat_name(seat), address_of(socket))
                await socket.send(encode("refused", reason=f"too many messages (over {BURST} at once or "
                                         f"{RATE} a second): the host does not hear this seat until it "
                                         "sends fewer", about=""))

    async def left(self, seat: int, socket: ServerConnection) -> None:
        """The connection ended: its seat is away, unless a newer connection holds it."""
        if self.sockets.get(seat) is not socket:
            return
        del self.sockets[seat]
        self.table.present.discard(seat)
        self.table.dropped.add(seat)
        name = self.table.match.seat_name(seat)
        rule = "its AI plays for it meanwhile" if self.table.away_rule == "ai" else "the table waits"
        self.report(f"{name} is away")
        await self.tell_all(f"{name} is away: {rule}.")
        await self.update()
        await self.advance()

    async def received(self, seat: int, socket: ServerConnection, data: str | bytes) -> None:
        kind = ""
        try:
            message = seat_message(data)
            kind = message["type"]
            if kind in ("act", "roll", "undo"):
                await self.update(functools.partial(self.play, seat, message))
            elif kind == "hint":
                hints = await asyncio.to_thread(self.table.hint_task(seat, message))
                await socket.send(encode("hints", hints=[list(pair) for pair in hints]))
                return
            elif kind == "bye":
                await socket.close()
                return
            else:
                raise ProtocolError(f"a {kind} message is not for the host")
        except (ProtocolError, Refused) as error:
            reason = error.reason if isinstance(error, Refused) else str(error)
            await socket.send(encode("refused", reason=reason, about=kind))
            return
        await self.advance()

    def play(self, seat: int, message: dict) -> None:
        """A seat's decision, roll or undo (`Refused` when the table does not take it)."""
        kind = message["type"]
        if kind == "act":
            self.table.act(seat, message)
        elif kind == "roll":
            self.table.roll(seat, message)
        else:
            self.table.undo(seat, message)
            self.sent = dict.fromkeys(self.sent, 0)  # the log was rewritten: everyone reads it anew

    async def update(self, change: Callable[[], None] | None = None) -> None:
        """Make `change` (it may raise `Refused`: nothing changed), save the table off the event
        loop, then send every seat its table; one update at a time, so every table a seat is sent
        is already saved, and a slow disk holds up this table only."""
        async with self.updating:
            if change is not None:
                change()
                try:
                    await asyncio.to_thread(self.table.write, self.table.record_text())
                except SaveError as error:
                    self.saved(str(error))
            await self.send_tables()

    # -- play ---------------------------------------------------------------
    async def advance(self) -> None:
        """Play what the host plays (AI seats, its virtual dice) until a person is to decide."""
        if self.running:
            return
        self.running = True
        try:
            while True:
                step = self.table.next_step()
                if step.by != AI:  # the game is over, or a person is to roll or decide
                    break
                if step.kind == ROLL:
                    await asyncio.sleep(self.ai_delay)
                    await self.update(functools.partial(self.guarded, self.table.host_roll))
                else:
                    at = self.table.at
                    seat = step.seat or 0  # (an AI's move is always a seat's)
                    choice = await asyncio.to_thread(self.table.ai_task(seat))
                    await asyncio.sleep(self.ai_delay)
                    if self.table.at != at:  # someone came back and played meanwhile
                        continue
                    await self.update(functools.partial(self.guarded, self.table.play_ai, seat, choice))
        finally:
            self.running = False
        if self.table.state.is_over():
            self.report("The game is over.")

    @staticmethod
    def guarded(play: Callable[..., None], *args: Any) -> None:
        """A move of the host's own, unless the table moved on meanwhile."""
        with contextlib.suppress(Refused):
            play(*args)

    def saved(self, problem: str) -> None:
        if problem != self.save_problem:
            self.warn(f"Autosave failed: {problem}. The game goes on.")
        self.save_problem = problem

    async def send_tables(self) -> None:
        for seat, socket in list(self.sockets.items()):
            message = self.table.table_message(seat, self.sent.get(seat, 0))
            self.sent[seat] = message["log_start"] + len(message["log"])
            with contextlib.suppress(ConnectionClosed):
                await socket.send(encode("table", **message))

    async def tell_all(self, text: str, but: int | None = None) -> None:
        for seat, socket in list(self.sockets.items()):
            if seat != but:
                with contextlib.suppress(ConnectionClosed):
                    await socket.send(encode("note", text=text))

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()


def address_of(socket: ServerConnection) -> str:
    """Where a connection comes from, as failed joins are counted: its IP address (an IPv6 address's
    /64 network, which one home or server has to itself)."""
    try:
        host = str(socket.remote_address[0])
        address = ipaddress.ip_address(host)
    except (TypeError, IndexError, ValueError):
        return "unknown"
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


def seat_message(data: str | bytes) -> dict:
    """The checked message a seat sent; `ProtocolError` says what is wrong, also of one not read."""
    reason = unread(data)
    if reason is not None:
        raise ProtocolError(reason)
    return decode(data, CLIENT, MAX_CLIENT_BYTES)


def print_codes(table: HostTable, address: str, out: Callable[[str], None], tls: bool = False) -> None:
    """The join line for every human seat (a wss:// address when the host speaks TLS)."""
    address = f"wss://{address}" if tls else address
    out(f"Tavern table: {table.match.title} ({table.record.config.get('mode')}), saved to {table.path}")
    for seat, code in table.codes_by_seat():
        dice = "rolls own dice" if table.dice.get(seat) == "seat" else "host rolls"
        out(f"  {table.match.seat_name(seat)}: tavern join {address} {code}   ({dice})")


async def run_host(table: HostTable, host: str, port: int, ai_delay: float, heartbeat: float,
                   tls: ssl.SSLContext | None = None) -> None:
    served = Host(table, ai_delay, heartbeat)
    server = await served.start(host, port, tls)
    print_codes(table, f"{host}:{served.port}", lambda line: print(line, flush=True), tls is not None)
    print("Ctrl+C closes the table (it is saved: tavern host --resume SAVE opens it again).", file=sys.stderr)
    await server.serve_forever()
