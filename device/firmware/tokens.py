"""Token presence from an RFID/NFC reader, debounced.

Readers miss a card now and then, so a token counts as present after it is
read in `present_polls` polls in a row, and as removed after it is missing in
`absent_polls` polls in a row. MicroPython-compatible.
"""


class TokenWatch:
    """Feed `update(uid_or_None)` once per poll; it returns ("token", uid, present) events."""

    def __init__(self, present_polls=2, absent_polls=3):
        self.present_polls = present_polls
        self.absent_polls = absent_polls
        self.current = None
        self._candidate = None
        self._seen = 0
        self._missing = 0

    def update(self, uid):
        events = []
        if uid is not None and uid == self.current:
            self._missing = 0
            self._candidate = None
            self._seen = 0
            return events
        if self.current is not None:
            self._missing += 1
            if self._missing < self.absent_polls and uid is None:
                return events
            events.append(("token", self.current, False))
            self.current = None
            self._missing = 0
        if uid is None:
            self._candidate = None
            self._seen = 0
            return events
        if uid != self._candidate:
            self._candidate = uid
            self._seen = 0
        self._seen += 1
        if self._seen >= self.present_polls:
            self.current = uid
            self._candidate = None
            self._seen = 0
            events.append(("token", uid, True))
        return events


def uid_hex(raw):
    """A reader's UID bytes as upper-case hex, e.g. b"\\x04\\xa1" -> "04A1"."""
    return "".join("%02X" % b for b in raw)
