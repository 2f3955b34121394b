"""Reading a die from its accelerometer: which face is up, and did it really roll.

Face detection follows the best smart dice (GameWithPixels DiceFirmware):
normalise the measured gravity vector and take the face whose calibrated
normal has the largest dot product with it. The dot product is the
confidence: a die resting on an edge or against a wall scores low and is
reported as crooked, never as a roll.

`MotionTracker` is the motion state machine, fed one accelerometer sample
at a time. A smoothed jerk (change of acceleration per second) tells moving
from still. A *roll* needs a throw: free fall followed by an impact, then a
settle on a face with enough confidence. Picking the die up, turning it over
or shaking it in the hand and putting it down is "moved", not a roll.
MicroPython-compatible: no typing, no dataclasses.
"""

import math

ON_FACE = "on_face"
CROOKED = "crooked"
HANDLING = "handling"
ROLLING = "rolling"

_R = 1 / math.sqrt(5)


def _d6_normals():
    """Opposite faces add up to 7: 1 +z, 6 -z, 2 +x, 5 -x, 3 +y, 4 -y."""
    return {1: (0.0, 0.0, 1.0), 6: (0.0, 0.0, -1.0), 2: (1.0, 0.0, 0.0),
            5: (-1.0, 0.0, 0.0), 3: (0.0, 1.0, 0.0), 4: (0.0, -1.0, 0.0)}


def _d10_normals():
    """A pentagonal trapezohedron: odd faces around the top, 11 - n opposite n.

    The normals point at the ten non-polar vertices of an icosahedron
    (elevation atan(1/2)), which keeps neighbouring faces 63 degrees apart.
    """
    normals = {}
    for k, value in enumerate((1, 3, 5, 7, 9)):
        angle = 2 * math.pi * k / 5
        up = (2 * _R * math.cos(angle), 2 * _R * math.sin(angle), _R)
        normals[value] = up
        normals[11 - value] = (-up[0], -up[1], -up[2])
    return normals


D6_NORMALS = _d6_normals()
D10_NORMALS = _d10_normals()
# Smallest dot product (cosine of the tilt from the face normal) that counts as on a face.
MIN_CONFIDENCE = {6: 0.90, 10: 0.93}
# Two calibrated normals closer than this (cosine) mean the same face was shown twice.
MIN_SEPARATION = {6: 0.70, 10: 0.80}


def norm(vector):
    return math.sqrt(vector[0] * vector[0] + vector[1] * vector[1] + vector[2] * vector[2])


def unit(vector):
    """The vector scaled to length 1 (the zero vector stays zero)."""
    length = norm(vector)
    if length == 0:
        return (0.0, 0.0, 0.0)
    return (vector[0] / length, vector[1] / length, vector[2] / length)


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def detect_face(normals, vector):
    """(face, confidence) for a gravity vector: the largest dot with a face normal."""
    up = unit(vector)
    best, best_dot = 0, -2.0
    for face in normals:
        value = dot(normals[face], up)
        if value > best_dot:
            best, best_dot = face, value
    return best, best_dot


class Die:
    """One die: its face count and face normals (defaults until calibrated)."""

    def __init__(self, faces):
        if faces not in (6, 10):
            raise ValueError("the dice box reads d6 and d10 dice (got d%s)" % faces)
        self.faces = faces
        self.normals = dict(D6_NORMALS if faces == 6 else D10_NORMALS)
        self.min_confidence = MIN_CONFIDENCE[faces]
        self.calibrated = []

    def read(self, vector):
        """(face, confidence); face is 0 when the die is not resting on a face."""
        face, confidence = detect_face(self.normals, vector)
        if confidence < self.min_confidence:
            return 0, confidence
        return face, confidence

    def calibrate(self, face, vector):
        """Record `vector` as face `face` pointing up; returns an error text or None."""
        if face not in self.normals:
            return "a d%d has no face %s" % (self.faces, face)
        up = unit(vector)
        if up == (0.0, 0.0, 0.0):
            return "the sensor reads no gravity: check the accelerometer wiring"
        for other in self.calibrated:
            if other != face and dot(self.normals[other], up) > MIN_SEPARATION[self.faces]:
                return "face %d reads like face %d: turn face %d up and calibrate again" % (
                    face, other, face)
        self.normals[face] = up
        if face not in self.calibrated:
            self.calibrated.append(face)
        return None

    def table(self):
        """The normals as plain data, for saving."""
        return {"faces": self.faces,
                "normals": dict((str(f), list(self.normals[f])) for f in self.normals),
                "calibrated": list(self.calibrated)}

    def load(self, table):
        """Restore normals saved by `table()` (ignored if for another die)."""
        if table.get("faces") != self.faces:
            return
        for key in table.get("normals", {}):
            self.normals[int(key)] = tuple(table["normals"][key])
        self.calibrated = [int(f) for f in table.get("calibrated", [])]


class MotionTracker:
    """The motion state machine: on face / handling / rolling / crooked.

    `update(vector, dt_ms)` takes one sample in g and returns a list of events:
    ("motion", state, face_or_None) and ("roll", face, confidence_percent).
    """

    alpha = 0.25            # smoothing of the jerk
    still_jerk = 6.0        # g/s: below this (smoothed) the die is still
    move_jerk = 12.0        # g/s: above this (smoothed) a resting die is moving
    move_cos = math.cos(math.radians(10))  # or when it tilts this far from rest
    settle_ms = 200         # still this long to settle
    gravity_tolerance = 0.15  # |a| within 1 g +- this when still
    freefall_g = 0.35       # |a| below this is free fall
    freefall_ms = 60        # free fall this long makes a throw
    impact_jerk = 80.0      # g/s in one sample: the die hit something
    impact_window_ms = 30   # the impact must end the free fall within this

    def __init__(self, die):
        self.die = die
        self.state = None
        self.face = 0
        self.confidence = 0.0
        self.rest = None
        self.jerk = 0.0
        self._previous = None
        self._still_ms = 0
        self._still_sum = [0.0, 0.0, 0.0]
        self._fall_ms = 0
        self._impact_window_ms = 0

    def update(self, vector, dt_ms):
        events = []
        magnitude = norm(vector)
        previous = self._previous
        self._previous = vector
        if previous is None or dt_ms <= 0:
            return events
        change = norm((vector[0] - previous[0], vector[1] - previous[1], vector[2] - previous[2]))
        raw_jerk = change * 1000.0 / dt_ms
        self.jerk += self.alpha * (raw_jerk - self.jerk)
        state = self.state
        if state in (ON_FACE, CROOKED):
            tilted = dot(unit(vector), self.rest) < self.move_cos
            if self.jerk > self.move_jerk or tilted:
                self._start_moving(events)
            return events
        self._watch_throw(magnitude, raw_jerk, dt_ms, events)
        still = self.jerk < self.still_jerk and abs(magnitude - 1.0) < self.gravity_tolerance
        if not still:
            self._still_ms = 0
            self._still_sum = [0.0, 0.0, 0.0]
            return events
        self._still_ms += dt_ms
        up = unit(vector)
        for axis in range(3):
            self._still_sum[axis] += up[axis]
        if self._still_ms >= self.settle_ms:
            self._settle(events)
        return events

    def _start_moving(self, events):
        self.state = HANDLING
        self._still_ms = 0
        self._still_sum = [0.0, 0.0, 0.0]
        self._fall_ms = 0
        self._impact_window_ms = 0
        events.append(("motion", HANDLING, None))

    def _watch_throw(self, magnitude, raw_jerk, dt_ms, events):
        """A throw is free fall that ends in an impact (a hand slows the die smoothly)."""
        if magnitude < self.freefall_g:
            self._fall_ms += dt_ms
            return
        if self._fall_ms >= self.freefall_ms:
            self._impact_window_ms = self.impact_window_ms
        self._fall_ms = 0
        if self._impact_window_ms <= 0:
            return
        self._impact_window_ms -= dt_ms
        if raw_jerk > self.impact_jerk and self.state != ROLLING:
            self._impact_window_ms = 0
            self.state = ROLLING
            events.append(("motion", ROLLING, None))

    def _settle(self, events):
        rest = unit(self._still_sum)
        face, confidence = self.die.read(rest)
        was = self.state
        self.rest = rest
        self.face = face
        self.confidence = confidence
        self.state = ON_FACE if face else CROOKED
        if was is None:
            return
        if not face:
            events.append(("motion", CROOKED, None))
        elif was == ROLLING:
            events.append(("roll", face, int(confidence * 100)))
        else:
            events.append(("motion", "moved", face))
