"""The dice box firmware: the loop that reads dice, tokens and buttons and talks to the host.

`Firmware(hal)` is pure logic and runs unchanged in the emulator; the board
runs `start()`. The HAL is any object with:

    board, accel_name, dice        names and the face count of each die, e.g. [6]
    ticks_ms(), ticks_diff(a, b)   a millisecond clock
    accel(die) -> (x, y, z)        that die's acceleration in g
    buttons() -> {name: pressed}   levels of ok / cancel / next
    token() -> uid hex or None     what the RFID reader sees now
    led(count)                     light the roll prompt for `count` dice (0 = off)
    read() -> bytes                whatever the host sent (never blocks)
    write(data)                    send bytes to the host
    load(name) / save(name, text)  small files for the calibration
"""

import json

try:
    from . import proto
    from .buttons import Buttons
    from .dice import CROOKED, ON_FACE, Die, MotionTracker
    from .tokens import TokenWatch
except ImportError:
    import proto
    from buttons import Buttons
    from dice import CROOKED, ON_FACE, Die, MotionTracker
    from tokens import TokenWatch

CAPABILITIES = ("dice", "tokens", "buttons", "led", "calibrate")
CALIBRATION_FILE = "calibration.json"
TOKEN_POLL_MS = 50


class Firmware:
    """Call `step()` every ~10 ms; it samples, decides and sends frames."""

    def __init__(self, hal, heartbeat_ms=1000):
        self.hal = hal
        self.heartbeat_ms = heartbeat_ms
        self.seq = 0
        self.parser = proto.Parser()
        self.dice = [Die(faces) for faces in hal.dice]
        self._load_calibration()
        self.trackers = [MotionTracker(die) for die in self.dice]
        self.buttons = Buttons(proto.BUTTONS)
        self.tokens = TokenWatch()
        self.expect_id = None
        self.expect_faces = []
        self.started = hal.ticks_ms()
        self._last = self.started
        self._last_heartbeat = self.started
        self._last_token_poll = self.started
        self.send_hello()

    # -- sending --------------------------------------------------------------
    def next_seq(self):
        seq = self.seq
        self.seq = (self.seq + 1) % proto.SEQ_MODULO
        return seq

    def send(self, message):
        self.hal.write(proto.encode(message))

    def send_hello(self):
        self.send(proto.hello(self.next_seq(), self.hal.board, self.hal.accel_name,
                              self.hal.dice, CAPABILITIES))

    def send_status(self):
        self.send(proto.message(
            "status", self.next_seq(),
            s=[t.state or "settling" for t in self.trackers], v=[t.face for t in self.trackers],
            x=self.expect_id, n=len(self.expect_faces), tok=self.tokens.current,
            cal=[len(d.calibrated) for d in self.dice], bad=self.parser.malformed,
            up=self.uptime_s()))

    def send_error(self, code, text):
        self.send(proto.error(self.next_seq(), code, text))

    def uptime_s(self):
        return self.hal.ticks_diff(self.hal.ticks_ms(), self.started) // 1000

    # -- the loop -------------------------------------------------------------
    def step(self):
        hal = self.hal
        now = hal.ticks_ms()
        dt = hal.ticks_diff(now, self._last)
        self._last = now
        for index, tracker in enumerate(self.trackers):
            for event in tracker.update(hal.accel(index), dt):
                self._die_event(index, event)
        for name in self.buttons.update(hal.buttons(), dt):
            self.send(proto.button(self.next_seq(), name))
        if hal.ticks_diff(now, self._last_token_poll) >= TOKEN_POLL_MS:
            self._last_token_poll = now
            for _, uid, present in self.tokens.update(hal.token()):
                self.send(proto.token(self.next_seq(), uid, present))
        data = hal.read()
        if data:
            bad = self.parser.malformed
            for message in self.parser.feed(data):
                self.handle(message)
            if self.parser.malformed != bad:
                self.send_error("bad_frame", self.parser.last_error)
        if hal.ticks_diff(now, self._last_heartbeat) >= self.heartbeat_ms:
            self._last_heartbeat = now
            self.send(proto.heartbeat(self.next_seq(), self.uptime_s()))

    def _die_event(self, index, event):
        kind, value, extra = event
        die = self.dice[index]
        if kind == "motion":
            self.send(proto.motion(self.next_seq(), index, value, extra))
            return
        expect_id = None
        if die.faces in self.expect_faces:
            self.expect_faces.remove(die.faces)
            expect_id = self.expect_id
        self.send(proto.roll(self.next_seq(), index, die.faces, value, extra, expect_id))
        if expect_id is not None and not self.expect_faces:
            self.expect_id = None
        self.hal.led(len(self.expect_faces))

    # -- host commands --------------------------------------------------------
    def handle(self, message):
        kind = message["t"]
        if kind == "hello":
            period = message.get("hb")
            if isinstance(period, int) and 20 <= period <= 60000:
                self.heartbeat_ms = period
            self.send_hello()
        elif kind == "status":
            self.send_status()
        elif kind == "expect":
            self._expect(message)
        elif kind == "calibrate":
            self._calibrate(message)
        else:
            self.send_error("unknown", "unknown message type %r: the host may be newer than "
                            "this firmware" % kind)

    def _expect(self, message):
        faces = message.get("f")
        if not isinstance(faces, list) or not all(isinstance(f, int) for f in faces):
            self.send_error("bad_arg", "expect needs 'f', a list of face counts")
            return
        missing = [f for f in faces if f not in self.hal.dice]
        if missing:
            self.send_error("no_die", "this dice box has no d%d" % missing[0])
            return
        self.expect_faces = list(faces)
        self.expect_id = message.get("x") if faces else None
        self.hal.led(len(faces))
        self.send_status()

    def _calibrate(self, message):
        index = message.get("d", 0)
        if not isinstance(index, int) or not 0 <= index < len(self.dice):
            self.send_error("bad_arg", "calibrate: no die %r on this dice box" % (index,))
            return
        tracker = self.trackers[index]
        if tracker.state not in (ON_FACE, CROOKED):
            self.send_error("cal_moving", "hold the die still with the face up, then calibrate")
            return
        problem = self.dice[index].calibrate(message.get("v"), tracker.rest)
        if problem:
            self.send_error("cal_failed", problem)
            return
        self.hal.save(CALIBRATION_FILE, json.dumps([d.table() for d in self.dice],
                                                   separators=(",", ":")))
        tracker.face, tracker.confidence = self.dice[index].read(tracker.rest)
        self.send_status()

    def _load_calibration(self):
        text = self.hal.load(CALIBRATION_FILE)
        if not text:
            return
        try:
            tables = json.loads(text)
        except ValueError:
            return
        for die, table in zip(self.dice, tables):
            die.load(table)


def start():
    """Run on the board: Ctrl-C off (the stream carries binary-safe frames), then loop."""
    import time

    import micropython
    from hal import PicoHal

    micropython.kbd_intr(-1)
    hal = PicoHal()
    firmware = Firmware(hal)
    while True:
        began = time.ticks_ms()
        firmware.step()
        time.sleep_ms(max(0, 10 - time.ticks_diff(time.ticks_ms(), began)))


if __name__ == "__main__":
    start()
