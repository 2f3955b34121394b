"""Accelerometer traces of a die, sampled every 10 ms, for the emulator and the tests.

Each function returns the clean samples (in g, die frame) of one movement;
`noisy()` adds sensor noise. A throw has what a real roll has: a lift, free
fall, an impact, a tumble whose spin dies away, and a settle on the end face.
Tilting, turning and shaking keep the die in the hand: no free fall.
"""

from __future__ import annotations

import math
import random

Vector = tuple[float, float, float]
SAMPLE_MS = 10


def _unit(v: Vector) -> Vector:
    n = math.sqrt(v[0] ** 2 + v[1] ** 2 + v[2] ** 2) or 1.0
    return (v[0] / n, v[1] / n, v[2] / n)


def _scale(v: Vector, k: float) -> Vector:
    return (v[0] * k, v[1] * k, v[2] * k)


def _add(a: Vector, b: Vector) -> Vector:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def _cross(a: Vector, b: Vector) -> Vector:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def rotate(v: Vector, axis: Vector, angle: float) -> Vector:
    """`v` turned by `angle` radians about `axis` (Rodrigues)."""
    k = _unit(axis)
    cos, sin = math.cos(angle), math.sin(angle)
    along = sum(k[i] * v[i] for i in range(3)) * (1 - cos)
    cross = _cross(k, v)
    return tuple(v[i] * cos + cross[i] * sin + k[i] * along for i in range(3))  # type: ignore[return-value]


def random_direction(rng: random.Random) -> Vector:
    return _unit((rng.gauss(0, 1), rng.gauss(0, 1), rng.gauss(0, 1)))


def slerp(a: Vector, b: Vector, t: float) -> Vector:
    """The unit vector a fraction `t` of the way from `a` to `b` along the great circle."""
    a, b = _unit(a), _unit(b)
    cos = max(-1.0, min(1.0, sum(a[i] * b[i] for i in range(3))))
    angle = math.acos(cos)
    if angle < 1e-6:
        return a
    axis = _cross(a, b)
    if sum(c * c for c in axis) < 1e-12:  # opposite: any perpendicular axis
        axis = _cross(a, (1.0, 0.0, 0.0)) if abs(a[0]) < 0.9 else _cross(a, (0.0, 1.0, 0.0))
    return rotate(a, axis, angle * t)


def rest(up: Vector, ms: int) -> list[Vector]:
    return [tuple(up) for _ in range(ms // SAMPLE_MS)]  # type: ignore[misc]


def move(start: Vector, end: Vector, ms: int) -> list[Vector]:
    """A hand turning the die smoothly from `start` to `end` over `ms`."""
    steps = max(1, ms // SAMPLE_MS)
    return [slerp(start, end, 0.5 - 0.5 * math.cos(math.pi * (i + 1) / steps)) for i in range(steps)]


def throw(rng: random.Random, start: Vector, end: Vector) -> list[Vector]:
    """A real roll from resting on `start` to resting on `end`."""
    samples = move(start, random_direction(rng), rng.randrange(100, 200, 10))
    up = samples[-1]
    for _ in range(rng.randrange(80, 160, 10) // SAMPLE_MS):  # free fall, spinning
        samples.append(_scale(random_direction(rng), rng.uniform(0.0, 0.15)))
    for _ in range(rng.randint(1, 2)):  # the impact on the table
        samples.append(_scale(random_direction(rng), rng.uniform(3.0, 6.0)))
    axis = random_direction(rng)
    spin = rng.uniform(12.0, 25.0)  # rad/s
    tumble = rng.randrange(300, 600, 10) // SAMPLE_MS
    for i in range(tumble):
        up = rotate(up, axis, spin * SAMPLE_MS / 1000 * (1 - i / tumble))
        if rng.random() < 0.1:
            axis = random_direction(rng)
        samples.append(_scale(up, rng.uniform(0.7, 1.3)))
    steps = 10
    for i in range(steps):  # rocking onto the end face
        wobble = 0.15 * (1 - (i + 1) / steps) * math.sin(i * 2.5)
        samples.append(rotate(slerp(up, end, (i + 1) / steps), random_direction(rng), wobble))
    return samples + rest(end, 400)


def shake(rng: random.Random, up: Vector, ms: int, amplitude: float, hertz: float) -> list[Vector]:
    """Shaking the die in the hand: linear acceleration and a little wobble, no free fall."""
    direction = random_direction(rng)
    axis = random_direction(rng)
    samples = []
    for i in range(ms // SAMPLE_MS):
        t = i * SAMPLE_MS / 1000
        tilted = rotate(up, axis, 0.25 * math.sin(2 * math.pi * hertz * t + 1.0))
        push = amplitude * math.sin(2 * math.pi * hertz * t)
        samples.append(_add(tilted, _scale(direction, push)))
    return samples


def tilt(up: Vector, toward: Vector, degrees: float, ms: int) -> list[Vector]:
    """Tipping the die by `degrees` toward `toward` and holding it there."""
    axis = _cross(up, toward)
    if sum(c * c for c in axis) < 1e-12:
        axis = _cross(up, (1.0, 0.0, 0.0)) if abs(up[0]) < 0.9 else _cross(up, (0.0, 1.0, 0.0))
    end = rotate(up, axis, math.radians(degrees))
    return move(up, end, ms) + rest(end, 400)


def noisy(rng: random.Random, samples: list[Vector], sigma: float = 0.01) -> list[Vector]:
    return [(x + rng.gauss(0, sigma), y + rng.gauss(0, sigma), z + rng.gauss(0, sigma))
            for x, y, z in samples]


def unit_between(a: Vector, b: Vector) -> Vector:
    """Halfway between two face normals: a die leaning on the edge between them."""
    return _unit(_add(a, b))
