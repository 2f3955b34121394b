"""The board's buttons (ok / cancel / next), debounced.

A button press counts once its level has stayed pressed for `debounce_ms`;
it must be released (stably) before it can count again. MicroPython-compatible.
"""


class Buttons:
    """Feed `update(levels, dt_ms)` with name -> pressed; it returns the names newly pressed."""

    def __init__(self, names, debounce_ms=30):
        self.debounce_ms = debounce_ms
        self.stable = dict((name, False) for name in names)
        self._changing_ms = dict((name, 0) for name in names)

    def update(self, levels, dt_ms):
        pressed = []
        for name in self.stable:
            level = bool(levels.get(name, False))
            if level == self.stable[name]:
                self._changing_ms[name] = 0
                continue
            self._changing_ms[name] += dt_ms
            if self._changing_ms[name] >= self.debounce_ms:
                self.stable[name] = level
                self._changing_ms[name] = 0
                if level:
                    pressed.append(name)
        return pressed
