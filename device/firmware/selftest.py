"""Self-tests of the firmware's pure modules, for real MicroPython and for CPython.

`run()` raises AssertionError on the first failure and returns the number of
checks passed. device/firmware/wasm/run_selftests.mjs runs it under the
MicroPython WebAssembly port; tests/device/test_selftest.py under CPython.
"""

import math

try:
    from . import proto
    from .buttons import Buttons
    from .dice import D6_NORMALS, D10_NORMALS, Die, MotionTracker
    from .main import Firmware
    from .tokens import TokenWatch
except ImportError:
    import proto
    from buttons import Buttons
    from dice import D6_NORMALS, D10_NORMALS, Die, MotionTracker
    from main import Firmware
    from tokens import TokenWatch

_checks = [0]


def check(condition, what):
    if not condition:
        raise AssertionError("selftest failed: " + what)
    _checks[0] += 1


class _Noise:
    """A tiny linear congruential generator: the same noise on every port."""

    def __init__(self, seed):
        self.state = seed

    def next(self, size):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return (self.state / 2147483648.0 - 0.5) * 2 * size


def test_proto():
    check(proto.crc16(b"123456789") == 0x29B1, "CRC-16/CCITT-FALSE of 123456789 is 29B1")
    message = proto.roll(7, 0, 6, 4, 99, 3)
    frame = proto.encode(message)
    check(frame.endswith(b"\n") and len(frame) <= proto.MAX_FRAME, "frame shape")
    check(proto.decode(frame[:-1]) == message, "decode(encode(m)) == m")
    parser = proto.Parser()
    stream = b"\x00\xffjunk\n" + frame + b"x" * 300 + b"\n" + frame[:10] + frame
    check(parser.feed(stream) == [message] * 2, "frames recovered from garbage")
    check(parser.malformed == 3 and parser.overlong == 1, "garbage counted")
    failed = False
    try:
        proto.encode({"t": "err", "msg": "x" * 300})
    except proto.FrameError:
        failed = True
    check(failed, "oversized frames are refused")


def test_faces():
    noise = _Noise(1)
    for faces, table in ((6, D6_NORMALS), (10, D10_NORMALS)):
        die = Die(faces)
        for face in table:
            for _ in range(20):
                n = table[face]
                vector = (n[0] + noise.next(0.15), n[1] + noise.next(0.15), n[2] + noise.next(0.15))
                check(die.read(vector)[0] == face, "d%d face %d from a noisy vector" % (faces, face))


def _track(samples):
    tracker = MotionTracker(Die(6))
    events = []
    for sample in samples:
        events.extend(tracker.update(sample, 10))
    return events


def test_motion():
    noise = _Noise(2)
    one, three = D6_NORMALS[1], D6_NORMALS[3]

    def rest(up, ms):
        return [(up[0] + noise.next(0.01), up[1] + noise.next(0.01), up[2] + noise.next(0.01))
                for _ in range(ms // 10)]

    tumble = []
    for i in range(30):
        angle = i * 0.5
        size = 1.2 if i % 2 else 0.8
        tumble.append((size * math.cos(angle), size * math.sin(angle), 0.3))
    throw = rest(one, 300) + [(0.0, 0.0, 0.05)] * 10 + [(4.0, 0.0, 0.0)] + tumble + rest(three, 400)
    events = _track(throw)
    check([e[:2] for e in events if e[0] == "roll"] == [("roll", 3)], "a throw is one roll of 3")
    shake = [(1.5 * math.sin(2 * math.pi * 5 * i / 100), 0.0, 1.0) for i in range(100)]
    events = _track(rest(one, 300) + shake + rest(three, 400))
    check(not [e for e in events if e[0] == "roll"], "shaking in the hand is not a roll")
    check(("motion", "moved", 3) in events, "shaking then setting down is 'moved'")
    lean = (0.7071, 0.0, 0.7071)
    events = _track(rest(one, 300) + rest(lean, 400))
    check(events[-1] == ("motion", "crooked", None), "leaning between faces is crooked")


def test_tokens_and_buttons():
    watch = TokenWatch()
    events = []
    for uid in ("A1", "A1", None, None, None):
        events.extend(watch.update(uid))
    check(events == [("token", "A1", True), ("token", "A1", False)], "token present then removed")
    buttons = Buttons(("ok",), debounce_ms=30)
    pressed = []
    for level in (True, False, True, True, True, True):
        pressed.extend(buttons.update({"ok": level}, 10))
    check(pressed == ["ok"], "a bouncing press counts once")


class _Hal:
    board, accel_name, dice = "selftest", "none", [6]

    def __init__(self):
        self.now, self.inbox, self.out, self.lit, self.files = 0, b"", proto.Parser(), 0, {}
        self.sent = []

    def ticks_ms(self):
        return self.now

    def ticks_diff(self, a, b):
        return a - b

    def accel(self, die):
        return D6_NORMALS[2]

    def buttons(self):
        return {}

    def token(self):
        return None

    def led(self, count):
        self.lit = count

    def read(self):
        data, self.inbox = self.inbox, b""
        return data

    def write(self, data):
        self.sent.extend(self.out.feed(data))

    def load(self, name):
        return self.files.get(name)

    def save(self, name, text):
        self.files[name] = text


def test_firmware():
    hal = _Hal()
    firmware = Firmware(hal)
    check(hal.sent[0]["t"] == "hello" and hal.sent[0]["proto"] == proto.PROTOCOL, "hello on boot")
    hal.inbox = proto.encode(proto.host_hello("selftest", 100)) + proto.encode(proto.expect(5, [6, 6]))
    for _ in range(50):
        firmware.step()
        hal.now += 10
    kinds = [m["t"] for m in hal.sent]
    check(kinds.count("hello") == 2 and "status" in kinds, "hello and expect answered")
    check(kinds.count("hb") in (4, 5), "heartbeat every 100 ms")
    check(hal.lit == 2, "the prompt asks for two dice")
    check([m["seq"] for m in hal.sent] == list(range(len(hal.sent))), "seq counts every message")


def run():
    _checks[0] = 0
    for test in (test_proto, test_faces, test_motion, test_tokens_and_buttons, test_firmware):
        test()
    print("selftest: %d checks passed" % _checks[0])
    return _checks[0]
