"""The firmware's main loop with a fake HAL: handshake, commands, rolls for an expect."""

import random

from device.emulator import traces
from device.firmware import proto
from device.firmware.dice import D6_NORMALS
from device.firmware.main import Firmware


class FakeHal:
    board, accel_name = "test", "fake"

    def __init__(self, dice=(6,)):
        self.dice = list(dice)
        self.now = 0
        self.samples = []
        self.up = D6_NORMALS[1]
        self.inbox = b""
        self.sent = proto.Parser()
        self.messages = []
        self.levels = {}
        self.uid = None
        self.lit = 0
        self.files = {}

    def ticks_ms(self):
        return self.now

    @staticmethod
    def ticks_diff(a, b):
        return a - b

    def buttons(self):
        return self.levels

    def token(self):
        return self.uid

    def load(self, name):
        return self.files.get(name)

    def accel(self, die):
        if self.samples:
            self.up = self.samples.pop(0)
        return self.up

    def led(self, count):
        self.lit = count

    def read(self):
        data, self.inbox = self.inbox, b""
        return data

    def write(self, data):
        self.messages.extend(self.sent.feed(data))

    def save(self, name, text):
        self.files[name] = text


def run(firmware, hal, ms):
    for _ in range(ms // 10):
        firmware.step()
        hal.now += 10


def of_type(hal, kind):
    return [m for m in hal.messages if m["t"] == kind]


def test_boot_says_hello_with_versions_and_capabilities():
    hal = FakeHal()
    Firmware(hal)
    hello = hal.messages[0]
    assert hello["t"] == "hello" and hello["seq"] == 0
    assert hello["proto"] == proto.PROTOCOL and hello["fw"] == proto.FIRMWARE
    assert hello["dice"] == [6] and "dice" in hello["caps"]


def test_heartbeat_follows_the_period_the_host_asks_for():
    hal = FakeHal()
    firmware = Firmware(hal)
    hal.inbox = proto.encode(proto.host_hello("test", 100))
    run(firmware, hal, 1000)
    assert len(of_type(hal, "hello")) == 2
    assert 9 <= len(of_type(hal, "hb")) <= 10
    seqs = [m["seq"] for m in hal.messages]
    assert seqs == list(range(len(seqs)))


def test_an_expected_roll_carries_the_expect_id_and_turns_the_prompt_off():
    hal = FakeHal()
    firmware = Firmware(hal)
    run(firmware, hal, 300)
    hal.inbox = proto.encode(proto.expect(42, [6]))
    run(firmware, hal, 20)
    assert hal.lit == 1 and of_type(hal, "status")[-1]["x"] == 42
    hal.samples = traces.throw(random.Random(1), D6_NORMALS[1], D6_NORMALS[5])
    run(firmware, hal, 2000)
    roll = of_type(hal, "roll")
    assert [(r["v"], r["f"], r.get("x")) for r in roll] == [(5, 6, 42)]
    assert hal.lit == 0 and firmware.expect_id is None


def test_bad_commands_get_errors_that_say_what_to_do():
    hal = FakeHal()
    firmware = Firmware(hal)
    hal.inbox = (b"nonsense\n" + proto.encode({"t": "dance"}) + proto.encode(proto.expect(1, [10]))
                 + proto.encode(proto.calibrate(3, 1)))
    run(firmware, hal, 20)
    codes = [m["code"] for m in of_type(hal, "err")]
    assert codes == ["unknown", "no_die", "bad_arg", "bad_frame"]
    assert of_type(hal, "err")[1]["msg"] == "this dice box has no d10"


def test_calibration_is_saved_and_loaded_at_boot():
    hal = FakeHal()
    firmware = Firmware(hal)
    hal.up = traces.rotate(D6_NORMALS[2], (0.0, 1.0, 0.0), 0.3)
    run(firmware, hal, 300)
    hal.inbox = proto.encode(proto.calibrate(0, 2))
    run(firmware, hal, 20)
    assert of_type(hal, "status")[-1]["cal"] == [1] and "calibration.json" in hal.files
    rebooted = Firmware(hal)
    assert rebooted.dice[0].calibrated == [2]


def test_calibrating_a_moving_die_is_refused():
    hal = FakeHal()
    firmware = Firmware(hal)
    hal.inbox = proto.encode(proto.calibrate(0, 1))
    run(firmware, hal, 20)
    assert of_type(hal, "err")[-1]["code"] == "cal_moving"


def test_tokens_and_buttons_become_messages():
    hal = FakeHal()
    firmware = Firmware(hal)
    hal.uid, hal.levels = "04A1B2C3", {"next": True}
    run(firmware, hal, 200)
    hal.uid = None
    run(firmware, hal, 300)
    assert [(m["uid"], m["p"]) for m in of_type(hal, "token")] == [("04A1B2C3", True), ("04A1B2C3", False)]
    assert [m["b"] for m in of_type(hal, "button")] == ["next"]
