"""The simulated board behind the firmware's HAL: a die, a token reader, buttons, LEDs.

The die follows queued accelerometer traces (see `traces`) with sensor
noise and rests on its face in between; tokens and buttons are set by the
emulator's commands. Time is simulated: `advance(ms)` moves the clock.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable

from device.emulator import traces
from device.emulator.pty_port import PtyPort
from device.firmware.dice import D6_NORMALS, D10_NORMALS


class SimDie:
    """A die that rests, tumbles and settles, read as a noisy accelerometer."""

    def __init__(self, faces: int, rng: random.Random, noise: float = 0.005) -> None:
        self.faces = faces
        self.normals = D6_NORMALS if faces == 6 else D10_NORMALS
        self.rng = rng
        self.noise = noise
        self.face = 1
        self.up = self.normals[1]
        self.pending: deque = deque()

    @property
    def moving(self) -> bool:
        return bool(self.pending)

    def sample(self) -> tuple[float, float, float]:
        clean = self.pending.popleft() if self.pending else self.up
        n = self.noise
        return (clean[0] + self.rng.gauss(0, n), clean[1] + self.rng.gauss(0, n),
                clean[2] + self.rng.gauss(0, n))

    def _queue(self, samples: list[traces.Vector], up: traces.Vector) -> None:
        self.pending.extend(samples)
        self.up = up

    def roll(self, face: int | None = None) -> int:
        """Throw the die; it lands on `face` (random if None). Returns the face."""
        face = face or self.rng.randint(1, self.faces)
        self._check(face)
        self._queue(traces.throw(self.rng, self.up, self.normals[face]), self.normals[face])
        self.face = face
        return face

    def turn(self, face: int) -> None:
        """Pick the die up and set it down on `face` by hand (not a roll)."""
        self._check(face)
        end = self.normals[face]
        self._queue(traces.move(self.up, end, 300) + traces.rest(end, 300), end)
        self.face = face

    def shake(self) -> None:
        """Shake it in the hand and put it back as it was (not a roll)."""
        self._queue(traces.shake(self.rng, self.up, 800, 1.5, 5.0) + traces.rest(self.up, 300),
                    self.up)

    def lean(self) -> None:
        """Leave it leaning against something, between faces: crooked."""
        samples = traces.tilt(self.up, traces.random_direction(self.rng), 45, 300)
        self._queue(samples, samples[-1])
        self.face = 0

    def _check(self, face: int) -> None:
        if face not in self.normals:
            raise ValueError(f"a d{self.faces} has no face {face}")


class SimHal:
    """The HAL `main.Firmware` needs, backed by a pty and simulated parts."""

    board = "emulator"
    accel_name = "sim"

    def __init__(self, port: PtyPort, dice: tuple[int, ...] = (6,), seed: int = 0,
                 noise: float = 0.005) -> None:
        self.port = port
        self.rng = random.Random(seed)
        self.dice = list(dice)
        self.sim_dice = [SimDie(faces, self.rng, noise) for faces in dice]
        self.now = 0
        self.levels = {"ok": False, "cancel": False, "next": False}
        self.uid: str | None = None
        self.prompt = 0
        self.files: dict[str, str] = {}
        self.on_write: Callable[[bytes], object] | None = None

    def advance(self, ms: int) -> None:
        self.now += ms

    def ticks_ms(self) -> int:
        return self.now

    def ticks_diff(self, a: int, b: int) -> int:
        return a - b

    def accel(self, die: int) -> traces.Vector:
        return self.sim_dice[die].sample()

    def buttons(self) -> dict:
        return dict(self.levels)

    def token(self) -> str | None:
        return self.uid

    def led(self, count: int) -> None:
        self.prompt = count

    def read(self) -> bytes:
        return self.port.read()

    def write(self, data: bytes) -> None:
        if self.on_write is not None:
            self.on_write(data)
        self.port.write(data)

    def load(self, name: str) -> str | None:
        return self.files.get(name)

    def save(self, name: str, text: str) -> None:
        self.files[name] = text
