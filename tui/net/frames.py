"""A seat's WebSocket frames at the host: a message over the limit is read past, never held.

The `websockets` library closes a connection whose message is too big (close code 1009) or
whose text is not UTF-8 (1007), and buffers a message up to its limit. Here the host reads a
seat's frames itself: a message over `MAX_CLIENT_BYTES` is read past in whatever pieces arrive
and none of it is kept, and a text that is not UTF-8 is dropped; the server is handed a short
stand-in instead (`unread` gives its reason back), answers it with `refused`, and the
connection goes on. A message sent in fragments is put together here, up to the limit, so the
library only ever sees whole messages.
"""

from __future__ import annotations

import struct
from collections.abc import Generator
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import PayloadTooBig, ProtocolError
from websockets.frames import CloseCode, Frame, Opcode
from websockets.protocol import Protocol
from websockets.server import ServerProtocol

from tui.net.protocol import MAX_CLIENT_BYTES

UNREAD = "\x00unread: "
"""The stand-in for a message the host did not read, before the reason; no JSON text holds a
raw NUL, so a seat that sends one itself is only refused, with its own words."""
CONTROL = (Opcode.CLOSE, Opcode.PING, Opcode.PONG)
MASK = 4  # the bytes of the mask every frame from a seat carries


def unread(data: str | bytes) -> str | None:
    """Why the host did not read a message, when `data` is the stand-in for it."""
    return data[len(UNREAD):] if isinstance(data, str) and data.startswith(UNREAD) else None


class ReadPast(Protocol):
    """The frame reader: whole messages up to `limit`; a bigger one read past and stood in for."""

    limit = MAX_CLIENT_BYTES

    def parse(self) -> Generator[None]:
        """Frames into events, as the library's parser, but never failing on a message's size or text."""
        held: bytearray | None = None  # the fragments so far of a message in fragments
        kind = Opcode.TEXT
        past = 0  # bytes of an oversized message read past so far
        try:
            while True:
                if (yield from self.reader.at_eof()):
                    raise EOFError("unexpected end of stream")
                fin, opcode, length, head = yield from self.header()
                if opcode not in (Opcode.TEXT, Opcode.BINARY, Opcode.CONT):  # control frames, bad opcodes
                    self.recv_frame((yield from Frame.parse(self.reader.read_exact, mask=True, max_size=125)))
                    continue
                if (opcode == Opcode.CONT) != (held is not None or past > 0):
                    raise ProtocolError("a continuation frame must follow a fragment, and only then")
                size = past + (len(held) if held is not None else 0) + length
                if past or size > self.limit:
                    yield from self.read_past(head + MASK + length)
                    held, past = None, size
                    if fin:
                        self.stand_in(f"the message is over the {self.limit:,}-byte limit ({size:,} bytes or "
                                      "more): the host read past it unread")
                        past = 0
                    continue
                frame = yield from Frame.parse(self.reader.read_exact, mask=True, max_size=self.limit)
                if held is None and fin:
                    self.whole(frame)
                    continue
                if held is None:
                    held, kind = bytearray(), frame.opcode
                held += frame.data
                if fin:
                    self.whole(Frame(kind, bytes(held)))
                    held = None
        except (ProtocolError, PayloadTooBig) as exc:  # too big: a control frame over 125 bytes
            self.fail(CloseCode.PROTOCOL_ERROR, str(exc))
            self.parser_exc = exc
        except EOFError as exc:
            self.fail(CloseCode.ABNORMAL_CLOSURE, str(exc))
            self.parser_exc = exc
        except UnicodeDecodeError as exc:  # a close frame's reason (a text is read by `whole`)
            self.fail(CloseCode.INVALID_DATA, f"{exc.reason} at position {exc.start}")
            self.parser_exc = exc
        except Exception as exc:
            self.logger.error("parser failed", exc_info=True)
            self.fail(CloseCode.INTERNAL_ERROR)
            self.parser_exc = exc
        yield
        raise AssertionError("parse() shouldn't step after error")

    def whole(self, message: Frame) -> None:
        """A whole message for the library, or the stand-in for a text that is not UTF-8."""
        if message.opcode == Opcode.TEXT:
            try:
                bytes(message.data).decode("utf-8")
            except UnicodeDecodeError as error:
                self.stand_in(f"the message is not UTF-8 text ({error.reason} at byte {error.start}): "
                              "the host did not read it")
                return
        self.recv_frame(message)

    def stand_in(self, reason: str) -> None:
        self.recv_frame(Frame(Opcode.TEXT, f"{UNREAD}{reason}".encode()))

    def header(self) -> Generator[None, None, tuple[bool, int, int, int]]:
        """(fin, opcode, payload length, header length) of the next frame, left in the stream."""
        head = yield from self.peek(2)
        if not head[1] & 0x80:
            raise ProtocolError("incorrect masking")
        extended = {126: 2, 127: 8}.get(head[1] & 0x7F, 0)
        head = yield from self.peek(2 + extended)
        length = head[1] & 0x7F
        if extended:
            (length,) = struct.unpack("!H" if extended == 2 else "!Q", head[2:])
        return bool(head[0] & 0x80), head[0] & 0x0F, length, 2 + extended

    def peek(self, count: int) -> Generator[None, None, bytes]:
        while len(self.reader.buffer) < count:
            if self.reader.eof:
                raise EOFError(f"stream ends after {len(self.reader.buffer)} bytes, expected {count} bytes")
            yield
        return bytes(self.reader.buffer[:count])

    def read_past(self, count: int) -> Generator[None]:
        """Drop the next `count` bytes as they arrive, holding no more than one arrival."""
        while count:
            if not self.reader.buffer:
                if self.reader.eof:
                    raise EOFError(f"stream ends {count} bytes before the frame's end")
                yield
                continue
            piece = min(count, len(self.reader.buffer))
            del self.reader.buffer[:piece]
            count -= piece


class SeatProtocol(ServerProtocol, ReadPast):
    """The server side of a seat's connection: the library's handshake, then `ReadPast`'s frames."""


class SeatConnection(ServerConnection):
    """A seat's connection (`serve(create_connection=SeatConnection, compression=None)`): it reads
    with a `SeatProtocol` in place of the library's (with no compression, which would let a small
    frame stand for a huge message, and no extensions or subprotocols to carry over)."""

    def __init__(self, protocol: ServerProtocol, *args: Any, **kwargs: Any) -> None:
        super().__init__(SeatProtocol(max_size=MAX_CLIENT_BYTES, logger=protocol.logger), *args, **kwargs)
