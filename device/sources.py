"""Dice sources: where the values for an engine's `DiceRequest` come from.

Every source answers a request with a tuple the request accepts
(`state.roll(source.roll(request))`). `VirtualDice` rolls seeded dice,
`TypedDice` reads what the player typed from real dice, `DeviceDice` asks
the dice box. When the dice box cannot answer (not connected, no such die,
timed out, cancelled on the board) `DeviceDice.roll` raises `DiceFallback`,
whose `reason` the app shows while it offers virtual or typed dice instead.
A roll the board reports that does not fit the request (a value the link
refused, a die the request does not need) is never counted: `on_refused`
hears why, and the wait goes on for a roll that fits.
"""

from __future__ import annotations

import queue
import random
import re
import threading
import time
from collections.abc import Callable, Sequence

from device.link import DeviceLink
from engine.core import DiceRequest, IllegalAction


class DiceFallback(Exception):
    """The dice box cannot give this roll; `kind` is unavailable, timeout or cancelled."""

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


class VirtualDice:
    """Seeded virtual dice: the same seed gives the same rolls."""

    name = "virtual"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def roll(self, request: DiceRequest) -> tuple[int, ...]:
        return request.check(self.rng.randint(1, faces) for faces in request.dice)


class TypedDice:
    """What the player's real dice showed, typed in: "3 5", "3,5" or "35" for two d6."""

    name = "typed"

    @staticmethod
    def parse(request: DiceRequest, text: str) -> tuple[int, ...]:
        """The values for `request`; `IllegalAction` says what to type instead."""
        words = [w for w in re.split(r"[\s,;+]+", text.strip()) if w]
        example = " ".join(str(min(3, faces)) for faces in request.dice)
        if len(words) == 1 and len(request.dice) > 1 and words[0].isdigit() \
                and len(words[0]) == len(request.dice):
            words = list(words[0])
        if not words or not all(w.isdigit() for w in words):
            raise IllegalAction(f"type the {len(request.dice)} dice as numbers separated by "
                                f"spaces, e.g. '{example}' (got {text.strip()!r})")
        return request.check(int(w) for w in words)


class DeviceDice:
    """Rolls on the dice box: lights its prompt, collects the matching dice, or falls back."""

    name = "device"

    def __init__(self, link: DeviceLink, timeout: float = 120.0) -> None:
        self.link = link
        self.timeout = timeout
        self._cancel = threading.Event()

    def available(self, request: DiceRequest) -> str | None:
        """None if the dice box can roll this request, else why not (for the player)."""
        if not self.link.connected:
            return f"the dice box is {self.link.status}: {self.link.detail}"
        missing = sorted(set(request.dice) - set(self.link.dice))
        if missing:
            have = ", ".join(f"d{f}" for f in self.link.dice) or "no dice"
            return f"this roll needs a d{missing[0]} and the dice box has {have}"
        return None

    def cancel(self) -> None:
        """Give up waiting (from another thread): `roll` raises DiceFallback('cancelled')."""
        self._cancel.set()

    def roll(self, request: DiceRequest, timeout: float | None = None,
             on_progress: Callable[[Sequence[int | None]], None] | None = None,
             on_refused: Callable[[str], None] | None = None) -> tuple[int, ...]:
        """Block until the board reports every die of `request` (call it from a worker thread).

        `on_progress(values)` is called as each die lands (None for dice still to roll);
        `on_refused(reason)` for a roll that does not fit and is not counted.
        Raises `DiceFallback` if the board cannot answer.
        """
        problem = self.available(request)
        if problem:
            raise DiceFallback("unavailable", problem)
        self._cancel.clear()
        inbox: queue.Queue[dict] = queue.Queue()
        unsubscribe = self.link.subscribe(inbox.put)
        values: list[int | None] = [None] * len(request.dice)
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        expect_id = self.link.expect(request.dice)
        try:
            while None in values:
                message = self._next(inbox, deadline)
                kind = message.get("t")
                refused = self._refusal(request, values, message, expect_id)
                if refused is not None:
                    if on_refused is not None:
                        on_refused(refused)
                elif kind == "roll" and message.get("x") == expect_id:
                    self._place(request, values, message)
                    if on_progress is not None:
                        on_progress(tuple(values))
                elif kind == "button" and message.get("b") == "cancel":
                    raise DiceFallback("cancelled", "the roll was cancelled on the dice box")
                elif kind == "link" and message.get("status") not in ("connected", "connecting"):
                    raise DiceFallback("unavailable", f"the dice box was lost: {message['detail']}")
        finally:
            unsubscribe()
            if None in values:
                self.link.clear_expect()
        return request.check(values)

    def _next(self, inbox: queue.Queue, deadline: float) -> dict:
        while True:
            if self._cancel.is_set():
                raise DiceFallback("cancelled", "the roll on the dice box was cancelled")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise DiceFallback("timeout", "no roll came from the dice box in time")
            try:
                return inbox.get(timeout=min(remaining, 0.05))
            except queue.Empty:
                continue

    @staticmethod
    def _refusal(request: DiceRequest, values: list, message: dict, expect_id: int) -> str | None:
        """Why a message about this roll cannot count, or None (it fits, or is not about it)."""
        if message.get("t") == "rejected" and message.get("of") == "roll":
            return f"the dice box reported a roll Tavern cannot use ({message['reason']})"
        if message.get("t") != "roll" or message.get("x") != expect_id:
            return None
        wanted = [faces for faces, value in zip(request.dice, values, strict=True) if value is None]
        if message["f"] not in wanted:
            need = " and ".join(sorted({f"a d{faces}" for faces in wanted}))
            return f"the dice box rolled a d{message['f']} ({message['v']}), but this roll needs {need}"
        return None

    @staticmethod
    def _place(request: DiceRequest, values: list, message: dict) -> None:
        for index, faces in enumerate(request.dice):
            if values[index] is None and faces == message["f"]:
                values[index] = message["v"]
                return
