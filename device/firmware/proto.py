"""The dice box wire protocol: one frame per line, shared by board and host.

A frame is a compact JSON object, `*`, its CRC-16/CCITT-FALSE as four
upper-case hex digits, and `\\n`; at most 256 bytes in all. Every message names
its type in the field `t`; every message from the board carries `seq`.
The host imports this very module, so the wire format has one source.
MicroPython-compatible: no typing, no dataclasses.
"""

import json

PROTOCOL = "1.0"
PROTOCOL_MAJOR = 1
FIRMWARE = "0.1.0"
MAX_FRAME = 256
SEQ_MODULO = 65536

# Message types, from the board and from the host.
BOARD_TYPES = ("hello", "hb", "roll", "motion", "token", "button", "status", "err")
HOST_TYPES = ("hello", "status", "expect", "calibrate")
MOTION_STATES = ("handling", "rolling", "crooked", "moved")
BUTTONS = ("ok", "cancel", "next")


def _crc_table():
    table = []
    for byte in range(256):
        crc = byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
        table.append(crc & 0xFFFF)
    return table


_TABLE = _crc_table()


def crc16(data, crc=0xFFFF):
    """CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF): b"123456789" -> 0x29B1."""
    table = _TABLE
    for byte in data:
        crc = ((crc << 8) & 0xFFFF) ^ table[(crc >> 8) ^ byte]
    return crc


class FrameError(ValueError):
    """A line that is not a valid frame; the message says what is wrong."""


def encode(message):
    """The frame for a message dict, as bytes; `FrameError` if it exceeds 256 bytes."""
    body = json.dumps(message, separators=(",", ":")).encode()
    frame = body + b"*" + ("%04X" % crc16(body)).encode() + b"\n"
    if len(frame) > MAX_FRAME:
        raise FrameError("frame of %d bytes exceeds %d: send fewer fields" % (len(frame), MAX_FRAME))
    return frame


def decode(line):
    """The message dict in one line (without its `\\n`); `FrameError` says why not."""
    if len(line) + 1 > MAX_FRAME:
        raise FrameError("line longer than %d bytes" % MAX_FRAME)
    if len(line) < 7 or line[-5] != 42:  # 42 is "*"
        raise FrameError("no '*CRC' at the end of the line")
    body = line[:-5]
    try:
        wanted = int(bytes(line[-4:]).decode(), 16)
    except (ValueError, UnicodeError):
        raise FrameError("CRC is not four hex digits")
    if crc16(body) != wanted:
        raise FrameError("CRC mismatch")
    try:
        message = json.loads(bytes(body).decode())
    except (ValueError, UnicodeError):
        raise FrameError("body is not JSON")
    if not isinstance(message, dict) or not isinstance(message.get("t"), str):
        raise FrameError("body is not an object with a 't' string")
    return message


class Parser:
    """Turns a byte stream into messages, skipping and counting anything malformed.

    `feed(data)` returns the messages completed by `data`, in order. A line
    that fails as a whole is searched for a valid frame starting at a later
    `{`, so a frame glued to garbage (or to a frame cut by a disconnect) is
    still recovered. Bytes beyond 256 without a newline are dropped from the
    front. `malformed` counts skipped lines; `overlong` those of them longer
    than 256 bytes.
    """

    def __init__(self):
        self.buffer = bytearray()
        self.malformed = 0
        self.overlong = 0
        self.last_error = ""
        self._cut = False

    def reset(self):
        """Forget a partial line (after a disconnect)."""
        self.buffer = bytearray()
        self._cut = False

    def feed(self, data):
        messages = []
        self.buffer.extend(data)
        start = 0
        buffer = self.buffer
        while True:
            end = buffer.find(b"\n", start)
            if end < 0:
                break
            self._line(bytes(buffer[start:end]), messages)
            start = end + 1
        if start:
            buffer = self.buffer = buffer[start:]
        if len(buffer) >= MAX_FRAME:
            if not self._cut:
                self.overlong += 1
                self._cut = True
            self.buffer = buffer[len(buffer) - MAX_FRAME + 1:]
        return messages

    def _line(self, line, messages):
        cut = self._cut
        self._cut = False
        try:
            messages.append(decode(line))
            return
        except FrameError as error:
            self.last_error = str(error)
        if len(line) >= MAX_FRAME and not cut:
            self.overlong += 1
        if cut or line:
            self.malformed += 1
        brace = line.find(b"{", max(1, len(line) - MAX_FRAME + 1))
        while brace > 0:
            try:
                messages.append(decode(line[brace:]))
                return
            except FrameError:
                brace = line.find(b"{", brace + 1)


def message(kind, seq=None, **fields):
    """A message dict of type `kind`; `seq` is set for board messages."""
    fields["t"] = kind
    if seq is not None:
        fields["seq"] = seq % SEQ_MODULO
    return fields


# -- builders for the board's messages ---------------------------------------

def hello(seq, board, accel, dice, caps):
    return message("hello", seq, proto=PROTOCOL, fw=FIRMWARE, board=board,
                   accel=accel, dice=list(dice), caps=list(caps))


def heartbeat(seq, uptime_s):
    return message("hb", seq, up=uptime_s)


def roll(seq, die, faces, value, confidence, expect_id=None):
    fields = {"d": die, "f": faces, "v": value, "c": confidence}
    if expect_id is not None:
        fields["x"] = expect_id
    return message("roll", seq, **fields)


def motion(seq, die, state, value=None):
    if value is None:
        return message("motion", seq, d=die, s=state)
    return message("motion", seq, d=die, s=state, v=value)


def token(seq, uid, present):
    return message("token", seq, uid=uid, p=present)


def button(seq, name):
    return message("button", seq, b=name)


def error(seq, code, text):
    return message("err", seq, code=code, msg=text[:120])


# -- builders for the host's messages ----------------------------------------

def host_hello(app, heartbeat_ms):
    return message("hello", proto=PROTOCOL, app=app, hb=heartbeat_ms)


def host_status():
    return message("status")


def expect(expect_id, faces):
    """Ask for one roll per entry of `faces` (e.g. [6, 6]); an empty list clears."""
    return message("expect", x=expect_id, n=len(faces), f=list(faces))


def calibrate(die, value):
    return message("calibrate", d=die, v=value)


def major(version):
    """The major number of a "MAJOR.MINOR" protocol string, or -1 if unreadable."""
    try:
        return int(str(version).split(".")[0])
    except ValueError:
        return -1
