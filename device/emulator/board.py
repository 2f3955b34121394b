"""The emulated dice box: the firmware's own modules on a pseudo-terminal.

`Emulator` runs `main.Firmware` over a `SimHal` in a thread, stepping it every
10 ms of simulated time (`time_scale` > 1 runs faster than real time, for
tests). Its methods act on the board as a player would (roll, turn, shake,
tap a token, press a button) or as trouble would (unplug, freeze, send
garbage); each takes effect between two firmware steps.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TypeVar

from device.emulator.pty_port import PtyPort
from device.emulator.sim_hal import SimHal
from device.firmware.main import Firmware

T = TypeVar("T")

STEP_MS = 10
PRESS_MS = 60


class Emulator:
    def __init__(self, link: str | None = None, dice: tuple[int, ...] = (6,), seed: int = 0,
                 heartbeat_ms: int = 1000, time_scale: float = 1.0, noise: float = 0.005) -> None:
        self.port = PtyPort(link)
        self.hal = SimHal(self.port, dice, seed, noise)
        self.heartbeat_ms = heartbeat_ms
        self.time_scale = time_scale
        self.firmware = Firmware(self.hal, heartbeat_ms)
        self._lock = threading.Lock()
        self._actions: list = []
        self._frozen_until = 0.0
        self._release_at: dict[str, int] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tavern-emulator", daemon=True)

    # -- lifetime -------------------------------------------------------------
    @property
    def path(self) -> str:
        """The port the host should open."""
        return self.port.name

    def start(self) -> Emulator:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=2)
        self.port.close()

    def __enter__(self) -> Emulator:
        return self.start()

    def __exit__(self, *_exc: object) -> None:
        self.stop()

    # -- what a player does ---------------------------------------------------
    def roll(self, face: int | None = None, die: int = 0) -> int:
        """Throw the die (landing on `face`, or a seeded random face); returns the face."""
        return self._do(lambda: self.hal.sim_dice[die].roll(face))

    def turn(self, face: int, die: int = 0) -> None:
        self._do(lambda: self.hal.sim_dice[die].turn(face))

    def shake(self, die: int = 0) -> None:
        self._do(lambda: self.hal.sim_dice[die].shake())

    def lean(self, die: int = 0) -> None:
        self._do(lambda: self.hal.sim_dice[die].lean())

    def tap(self, uid: str) -> None:
        """Lay a token on the reader (it stays until `remove()`)."""
        self._do(lambda: setattr(self.hal, "uid", uid.upper()))

    def remove(self) -> None:
        self._do(lambda: setattr(self.hal, "uid", None))

    def press(self, name: str) -> None:
        if name not in self.hal.levels:
            raise ValueError(f"the dice box has no {name!r} button (buttons: ok, cancel, next)")

        def down() -> None:
            self.hal.levels[name] = True
            self._release_at[name] = self.hal.now + PRESS_MS

        self._do(down)

    # -- what trouble does ----------------------------------------------------
    def unplug(self) -> None:
        self._do(self.port.unplug)

    def plug(self) -> None:
        """Plug back in: a new port and a freshly booted firmware (seq from 0)."""
        def boot() -> None:
            self.port.plug()
            self.firmware = Firmware(self.hal, self.heartbeat_ms)

        self._do(boot)

    def reboot(self, hello_lost: bool = False) -> None:
        """The board resets on the same port (seq from 0); with `hello_lost` its boot hello
        never reaches the host, as when the host was not reading yet."""
        def boot() -> None:
            self.port.muted = hello_lost
            try:
                self.firmware = Firmware(self.hal, self.heartbeat_ms)
            finally:
                self.port.muted = False

        self._do(boot)

    def freeze(self, seconds: float) -> None:
        """The board hangs for `seconds` of real time: no heartbeat, no answers."""
        self._do(lambda: setattr(self, "_frozen_until", time.perf_counter() + seconds))

    def inject(self, data: bytes) -> None:
        """Send raw bytes to the host as if the board wrote them."""
        self._do(lambda: self.port.write(data))

    def say(self, build: Callable[[Firmware], dict]) -> None:
        """Send the message `build(firmware)` makes, built in the board's own loop, so a `seq` it
        takes with `firmware.next_seq()` is the very next one (no heartbeat slips in before it)."""
        self._do(lambda: self.firmware.send(build(self.firmware)))

    @property
    def idle(self) -> bool:
        """True when no die is moving."""
        return not any(die.moving for die in self.hal.sim_dice)

    # -- the loop -------------------------------------------------------------
    def _do(self, action: Callable[[], T]) -> T:
        if not self._thread.is_alive():
            return action()
        done = threading.Event()
        box: list[T | Exception] = []

        def wrapped() -> None:
            try:
                box.append(action())
            except Exception as error:  # handed back to the caller's thread
                box.append(error)
            done.set()

        with self._lock:
            self._actions.append(wrapped)
        if not done.wait(timeout=5):
            raise TimeoutError("the emulator loop is not running")
        outcome = box[0]
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    def _run(self) -> None:
        period = STEP_MS / 1000 / self.time_scale
        deadline = time.perf_counter()
        while not self._stop.is_set():
            with self._lock:
                actions, self._actions = self._actions, []
            for action in actions:
                action()
            if time.perf_counter() >= self._frozen_until:
                self._step()
            deadline += period
            delay = deadline - time.perf_counter()
            if delay > 0:
                time.sleep(delay)
            else:
                deadline = time.perf_counter()

    def _step(self) -> None:
        hal = self.hal
        for name, when in list(self._release_at.items()):
            if hal.now >= when:
                hal.levels[name] = False
                del self._release_at[name]
        if self.port.plugged:
            self.firmware.step()
        hal.advance(STEP_MS)
