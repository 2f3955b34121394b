"""A seat at a `tavern host` table: the `RemoteTable` a board screen plays through.

It keeps the last `table` message the host sent this seat and answers the `Table` interface
from it; a decision, a roll of the seat's own dice, an undo or a hint request goes to the host,
which answers with the next `table` (or `refused`, which changes nothing). Every change is told
to the screen through `listen`. When the connection drops the table rejoins with the same code
by itself, telling the player, until the host answers again. Runs on the app's asyncio loop;
no Textual here.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable, Sequence
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from engine.core import Action, DiceRequest, Record, Result
from tui.match import ELSEWHERE, PERSON, Seat, Step, next_step
from tui.net.flood import PACE_BURST, PACE_RATE, Flood
from tui.net.protocol import HOST, MAX_BYTES, ProtocolError, decode, encode

RECONNECT_FIRST = 0.25  # seconds before the first attempt to rejoin after the connection dropped...
RECONNECT_MOST = 8.0  # ...doubling after each failed one, up to this
HINT_WAIT = 60.0
REPLACED_NOTE = "Your seat is now played on another screen (a newer connection with your code took it). Press r to take it back here."


class JoinError(Exception):
    """The table cannot be joined; the text says why (for the player), `why` what the host said
    when it answered `error` ("code", "busy", ...; "" when it did not answer)."""

    def __init__(self, text: str, why: str = "") -> None:
        super().__init__(text)
        self.why = why


def backoff(attempt: int, rng: random.Random) -> float:
    """Seconds before rejoining attempt `attempt` (from 0): from `RECONNECT_FIRST` doubling to at most
    `RECONNECT_MOST`, each a random 75-100 % of that, so seats dropped together do not all come back
    in step."""
    full = min(RECONNECT_MOST, RECONNECT_FIRST * 2 ** min(attempt, 16))
    return full * (0.75 + 0.25 * rng.random())


def address_uri(address: str) -> str:
    """ws://host:port for "host:port" (an address already starting with ws:// or wss:// is kept)."""
    address = address.strip()
    return address if address.startswith(("ws://", "wss://")) else f"ws://{address}"


async def open_socket(uri: str, code: str, heartbeat: float) -> tuple[ClientConnection, dict]:
    """Connect and say hello; the socket and the host's welcome, or `JoinError` saying why not."""
    try:
        socket = await connect(uri, max_size=MAX_BYTES, ping_interval=heartbeat, ping_timeout=heartbeat,
                               open_timeout=10)
    except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as error:
        raise JoinError(f"cannot reach a Tavern table at {uri} ({error})") from None
    try:
        await socket.send(encode("hello", code=code))
        reply = decode(await socket.recv(), HOST)
    except (ConnectionClosed, ProtocolError) as error:
        await socket.close()
        raise JoinError(f"the host at {uri} did not welcome this seat ({error})") from None
    if reply["type"] != "welcome":
        await socket.close()
        raise JoinError(reply.get("reason", f"the host answered {reply['type']} instead of welcome"),
                        reply.get("why", ""))
    return socket, reply


class RemoteTable:
    """One seat at a host's table. Build with `await RemoteTable.join(address, code)`."""

    def __init__(self, uri: str, code: str, socket: ClientConnection, welcome: dict, dice: str,
                 heartbeat: float) -> None:
        self.uri, self.code, self.socket, self.heartbeat = uri, code, socket, heartbeat
        self.seat: int = welcome["seat"]
        self.game: str = welcome["game"]
        self.title: str = welcome["title"]
        self.config: dict = welcome["config"]
        self.seats = [Seat(str(item.get("kind", "human")), str(item.get("level", "normal")), str(item.get("name", "")))
                      for item in welcome["seats"]]
        self.dice = dice if welcome["dice"] == "seat" else "virtual"
        self.snapshot: dict = {}
        self.lines: list[str] = []
        self.pending = False  # a decision was sent and the host has not answered yet
        self.closed = False
        self.replaced = False  # a newer connection with this code took the seat: this table waits for `take_back`
        self.ended: dict | None = None  # the host's `error`, when it closes this connection on purpose
        self.changed: Callable[[str], None] = lambda note: None
        self.hints: asyncio.Future[list[tuple[str, str]]] | None = None
        self.loop = asyncio.get_running_loop()
        self.first = self.loop.create_future()
        self.reader = self.loop.create_task(self.read())
        self.random = random.Random()
        self.pace = Flood(PACE_BURST, PACE_RATE)  # what this seat sends stays inside the host's allowance
        self.outbox = asyncio.Lock()  # messages leave in the order they were sent
        self.sending: set[asyncio.Task[None]] = set()  # held, so a paced message is not collected

    @staticmethod
    async def join(address: str, code: str, dice: str = "virtual", heartbeat: float = 10.0) -> RemoteTable:
        """Take the seat `code` names at the host at `address`, with its first table."""
        uri = address_uri(address)
        socket, welcome = await open_socket(uri, code, heartbeat)
        table = RemoteTable(uri, code, socket, welcome, dice, heartbeat)
        try:
            await asyncio.wait_for(asyncio.shield(table.first), 30)
        except TimeoutError:
            table.close()
            raise JoinError(f"the host at {uri} sent no table") from None
        return table

    # -- the host's messages ----------------------------------------------
    async def read(self) -> None:
        """The host's messages until this seat leaves; a dropped connection is rejoined by itself, one
        the host closed on purpose (a newer connection took the seat, the code is gone) is not."""
        while not self.closed:
            try:
                async for data in self.socket:
                    self.received(decode(data, HOST))
            except ProtocolError as error:
                self.changed(f"The host sent a message this Tavern cannot read ({error}).")
                continue
            except ConnectionClosed:
                pass
            if self.closed:
                return
            ended, self.ended = self.ended, None
            if ended is not None and ended["why"] == "replaced":
                self.replaced = True
                self.changed(REPLACED_NOTE)
                return
            if ended is not None and ended["why"] != "busy":
                self.changed(f"The host closed this seat's connection: {ended['reason']}")
                return
            if not await self.rejoin():
                return

    def received(self, message: dict) -> None:
        kind = message["type"]
        if kind == "table":
            start = message["log_start"]
            if start == len(self.lines):
                self.lines.extend(message["log"])
            else:  # the log was rewritten (an undo, a rejoin): a new list, so a screen writes it anew
                self.lines = self.lines[:start] + message["log"]
            self.snapshot, self.pending = message, False
            if not self.first.done():
                self.first.set_result(None)
            self.changed("")
        elif kind == "note":
            self.changed(message["text"])
        elif kind == "refused":
            self.pending = False
            self.changed(f"The host refused that: {message['reason']}")
        elif kind == "hints" and self.hints is not None and not self.hints.done():
            self.hints.set_result([(move, reason) for move, reason in message["hints"]])
        elif kind == "error":
            self.ended = message  # the connection ends: `read` says what it means

    async def rejoin(self) -> bool:
        """Take the seat again with the same code until the host answers (it may be restarting), waiting
        longer after each failed attempt (`backoff`); False when the host says the code takes no seat."""
        self.changed("The connection to the host dropped: rejoining…")
        attempt = 0
        while not self.closed:
            await asyncio.sleep(backoff(attempt, self.random))
            attempt += 1
            if self.closed:
                break
            try:
                self.socket, _ = await open_socket(self.uri, self.code, self.heartbeat)
            except JoinError as error:
                if error.why in ("code", "message"):
                    self.changed(f"Cannot rejoin: {error}")
                    return False
                continue
            self.changed("Back at the table.")  # (the host sends the whole log again, from its start)
            return True
        return False

    def take_back(self) -> None:
        """Take the seat back from the screen that took it (which is told so in turn, and stops)."""
        if not self.replaced or self.closed:
            return
        self.replaced = False

        async def taking() -> None:
            try:
                socket, _ = await open_socket(self.uri, self.code, self.heartbeat)
            except JoinError as error:
                self.replaced = True
                self.changed(f"Cannot take the seat back: {error}")
                return
            if self.closed:
                await socket.close()
                return
            self.socket = socket  # (the host sends the whole log again, from its start)
            self.reader = self.loop.create_task(self.read())
            self.changed("Back at the table: your seat is played on this screen again.")

        task = self.loop.create_task(taking())
        self.sending.add(task)
        task.add_done_callback(self.sending.discard)

    def send(self, kind: str, **fields: Any) -> None:
        async def sending() -> None:
            async with self.outbox:
                while not self.pace.take(self.loop.time()):
                    await asyncio.sleep(self.pace.wait(self.loop.time()))
                with contextlib.suppress(ConnectionClosed):
                    await self.socket.send(encode(kind, **fields))

        task = self.loop.create_task(sending())
        self.sending.add(task)
        task.add_done_callback(self.sending.discard)

    # -- the Table interface ----------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [self.seat]

    @property
    def record(self) -> Record | None:
        return None  # the host keeps the record

    @property
    def turn(self) -> int:
        return int(self.snapshot["turn"])

    def seat_name(self, seat: int | None) -> str:
        return "The table" if seat is None else self.seats[seat].label(seat)

    def next_step(self) -> Step:
        return next_step(self)

    def decides(self, seat: int) -> str:
        return PERSON if seat == self.seat else ELSEWHERE

    def roller(self, request: DiceRequest) -> str:
        dice = self.snapshot.get("dice")
        return PERSON if dice and dice["yours"] and not self.pending and not self.replaced else ELSEWHERE

    def view(self, seat: int) -> dict:
        return dict(self.snapshot["view"])  # only this seat's view ever comes

    def to_move(self) -> int | None:
        return None if self.pending or self.replaced else self.snapshot["to_move"]

    def legal_actions(self) -> list[Action]:
        return [] if self.pending or self.replaced else [Action.from_json(item) for item in self.snapshot["legal"]]

    def dice_request(self) -> DiceRequest | None:
        dice = self.snapshot.get("dice")
        if not dice:
            return None
        return DiceRequest(tuple(dice["dice"]), str(dice["reason"]), dice["seat"])

    def autosave(self) -> None:
        """The host keeps the record and autosaves it."""

    def log(self, seat: int) -> list[str]:
        """The host sends each seat only the lines it may read."""
        return self.lines

    def is_over(self) -> bool:
        return bool(self.snapshot["over"])

    def result(self) -> Result:
        result = self.snapshot["result"]
        return Result.from_json(result) if result else Result((), (), "")

    def apply(self, action: Action) -> list[str]:
        self.pending = True
        self.send("act", action=action.to_json(), at=self.snapshot["at"])
        return []

    def roll(self, values: Sequence[int]) -> list[str]:
        self.pending = True
        self.send("roll", values=list(values), at=self.snapshot["at"], how=self.dice)
        return []

    def why_no_undo(self) -> str:
        return str(self.snapshot["undo"])

    def undo(self) -> None:
        self.pending = True
        self.send("undo", at=self.snapshot["at"])

    def odds(self, request: DiceRequest, seat: int) -> list[str]:
        dice = self.snapshot.get("dice") or {}
        return list(dice.get("odds") or []) or ["(the odds come from the host)"]

    def virtual_roll(self, request: DiceRequest) -> tuple[int, ...]:
        return tuple(self.random.randint(1, faces) for faces in request.dice)

    def preview_roll(self, values: Sequence[int]) -> list[str]:
        """What the roll does, as the host worked it out for this seat before it rolled."""
        dice = self.snapshot.get("dice") or {}
        texts = dice.get("outcomes")
        if not texts or len(values) != len(dice["dice"]) or not all(
                1 <= value <= faces for value, faces in zip(values, dice["dice"], strict=True)):
            return ["The host plays the roll; the log says what it did."]
        index = 0
        for value, faces in zip(values, dice["dice"], strict=True):
            index = index * faces + value - 1
        return [texts[index]] if texts[index] else []

    def ai_task(self, seat: int) -> Callable[[], Action]:
        raise RuntimeError("the host plays the AI seats of a network table")

    def hint_task(self, seat: int) -> Callable[[], list[tuple[str, str]]]:
        """Ask the host (which knows what this seat may know); blocks the worker thread calling it."""
        at = self.snapshot["at"]

        async def ask() -> list[tuple[str, str]]:
            self.hints = self.loop.create_future()
            self.send("hint", at=at)
            return await asyncio.wait_for(self.hints, HINT_WAIT)

        return lambda: asyncio.run_coroutine_threadsafe(ask(), self.loop).result()

    def listen(self, changed: Callable[[str], None]) -> None:
        self.changed = changed

    def stop_ai(self) -> None:
        """The host runs the AI seats: nothing thinks here."""

    def close(self) -> None:
        """Leave the table (the seat stays: the same code takes it again)."""
        if self.closed:
            return
        self.closed = True
        self.changed = lambda note: None

        async def closing() -> None:
            with contextlib.suppress(ConnectionClosed):
                await self.socket.send(encode("bye"))
            await self.socket.close()
            self.reader.cancel()

        self.loop.create_task(closing())
