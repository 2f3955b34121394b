"""The Raspberry Pi Pico's hardware behind the small HAL that `main.Firmware` uses.

Wiring (see docs/device.md): accelerometer on I2C0 (SDA GP4, SCL GP5),
MFRC522 on SPI0 (SCK GP18, MOSI GP19, MISO GP16, CS GP17, RST GP20),
buttons to ground on GP10 ok, GP11 cancel, GP12 next, prompt LEDs on GP13-GP15.
Only the board imports this module.
"""

import select
import sys
import time

from lis3dh import LIS3DH
from machine import I2C, SPI, Pin
from mfrc522 import MFRC522
from mpu6050 import MPU6050
from tokens import uid_hex

BUTTON_PINS = {"ok": 10, "cancel": 11, "next": 12}
PROMPT_PINS = (13, 14, 15)


def find_accelerometer(i2c):
    """The first supported accelerometer on the bus, or OSError naming what was found."""
    found = i2c.scan()
    if MPU6050.ADDRESS in found:
        return MPU6050(i2c)
    for address in LIS3DH.ADDRESSES:
        if address in found:
            return LIS3DH(i2c, address)
    raise OSError("no MPU-6050 (0x68) or LIS3DH (0x18/0x19) on I2C0; found %r: check SDA GP4 / SCL GP5"
                  % [hex(a) for a in found])


class PicoHal:
    """One die, one RFID reader, three buttons, the prompt LEDs and USB serial."""

    board = "pico"

    def __init__(self, faces=6):
        self.dice = [faces]
        self.sensor = find_accelerometer(I2C(0, sda=Pin(4), scl=Pin(5), freq=400000))
        self.accel_name = self.sensor.NAME
        spi = SPI(0, baudrate=1000000, sck=Pin(18), mosi=Pin(19), miso=Pin(16))
        self.reader = MFRC522(spi, Pin(17, Pin.OUT), Pin(20, Pin.OUT))
        self.button_pins = dict((name, Pin(pin, Pin.IN, Pin.PULL_UP))
                                for name, pin in BUTTON_PINS.items())
        self.prompt = [Pin(pin, Pin.OUT, value=0) for pin in PROMPT_PINS]
        self.poll = select.poll()
        self.poll.register(sys.stdin, select.POLLIN)

    def ticks_ms(self):
        return time.ticks_ms()

    def ticks_diff(self, a, b):
        return time.ticks_diff(a, b)

    def accel(self, die):
        return self.sensor.read()

    def buttons(self):
        return dict((name, not pin.value()) for name, pin in self.button_pins.items())

    def token(self):
        uid = self.reader.read_uid()
        return uid_hex(uid) if uid else None

    def led(self, count):
        for index, pin in enumerate(self.prompt):
            pin.value(1 if index < count else 0)

    def read(self):
        data = bytearray()
        while len(data) < 256 and self.poll.poll(0):
            data.extend(sys.stdin.buffer.read(1))
        return bytes(data)

    def write(self, data):
        sys.stdout.buffer.write(data)

    def load(self, name):
        try:
            with open(name) as handle:
                return handle.read()
        except OSError:
            return None

    def save(self, name, text):
        with open(name, "w") as handle:
            handle.write(text)
