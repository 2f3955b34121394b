"""Face detection and the motion state machine, on noisy simulated traces."""

import math
import random

import pytest

from device.emulator import traces
from device.firmware.dice import (
    CROOKED,
    D6_NORMALS,
    D10_NORMALS,
    ON_FACE,
    Die,
    MotionTracker,
    detect_face,
)

TABLES = {6: D6_NORMALS, 10: D10_NORMALS}


def play(faces, samples):
    tracker = MotionTracker(Die(faces))
    events = []
    for sample in samples:
        events.extend(tracker.update(sample, traces.SAMPLE_MS))
    return events, tracker


def rolls(events):
    return [event for event in events if event[0] == "roll"]


@pytest.mark.parametrize("faces", [6, 10])
def test_every_face_is_recognised_from_noisy_vectors(faces):
    rng = random.Random(faces)
    die = Die(faces)
    for face, normal in TABLES[faces].items():
        for _ in range(200):
            tipped = traces.rotate(normal, traces.random_direction(rng), math.radians(rng.uniform(0, 12)))
            x, y, z = tipped
            scaled = (x * rng.uniform(0.9, 1.1), y * rng.uniform(0.9, 1.1), z * rng.uniform(0.9, 1.1))
            vector = traces.noisy(rng, [scaled], 0.03)[0]
            assert die.read(vector)[0] == face


def test_face_normals_are_unit_and_opposites_add_up():
    for faces, table in TABLES.items():
        assert sorted(table) == list(range(1, faces + 1))
        for face, normal in table.items():
            assert math.isclose(sum(c * c for c in normal), 1.0)
            opposite = table[faces + 1 - face]
            assert all(math.isclose(a, -b) for a, b in zip(normal, opposite, strict=True))


def test_between_two_faces_reads_as_no_face():
    edge = (math.sqrt(0.5), 0.0, math.sqrt(0.5))  # resting on the edge of faces 1 and 2
    assert detect_face(D6_NORMALS, edge)[0] in (1, 2)
    assert Die(6).read(edge)[0] == 0


@pytest.mark.parametrize("faces", [6, 10])
def test_a_thrown_die_reports_one_roll_of_the_face_it_lands_on(faces):
    rng = random.Random(100 + faces)
    table = TABLES[faces]
    for _ in range(40):
        start, end = rng.choice(list(table)), rng.choice(list(table))
        trace = traces.rest(table[start], 300) + traces.throw(rng, table[start], table[end])
        events, tracker = play(faces, traces.noisy(rng, trace))
        assert [e[:2] for e in rolls(events)] == [("roll", end)]
        assert tracker.state == ON_FACE and tracker.face == end


@pytest.mark.parametrize("faces", [6, 10])
def test_shaking_in_the_hand_and_putting_down_is_moved_not_rolled(faces):
    rng = random.Random(200 + faces)
    table = TABLES[faces]
    for _ in range(60):
        start, end = rng.choice(list(table)), rng.choice(list(table))
        shake = traces.shake(rng, table[start], rng.randrange(300, 1500, 10),
                             rng.uniform(0.3, 2.5), rng.uniform(2.0, 8.0))
        trace = (traces.rest(table[start], 300) + shake + traces.move(table[start], table[end], 200)
                 + traces.rest(table[end], 400))
        events, tracker = play(faces, traces.noisy(rng, trace))
        assert rolls(events) == []
        assert ("motion", "moved", end) in events


@pytest.mark.parametrize("faces", [6, 10])
def test_tilting_never_rolls_and_leaning_is_crooked(faces):
    rng = random.Random(300 + faces)
    table = TABLES[faces]
    for _ in range(60):
        start = rng.choice(list(table))
        trace = traces.rest(table[start], 300) + traces.tilt(
            table[start], traces.random_direction(rng), rng.uniform(5, 170), rng.randrange(100, 1200, 10))
        events, tracker = play(faces, traces.noisy(rng, trace))
        assert rolls(events) == []
        if tracker.state == CROOKED:
            assert events[-1] == ("motion", CROOKED, None)


def test_a_throw_that_ends_leaning_is_crooked_not_a_roll():
    rng = random.Random(5)
    leaning = traces.unit_between(D6_NORMALS[1], D6_NORMALS[2])
    events, tracker = play(6, traces.noisy(rng, traces.rest(D6_NORMALS[3], 300)
                                            + traces.throw(rng, D6_NORMALS[3], leaning)))
    assert rolls(events) == [] and events[-1] == ("motion", CROOKED, None)
    assert tracker.state == CROOKED


def test_a_die_resting_still_reports_nothing_after_it_first_settles():
    rng = random.Random(6)
    events, tracker = play(10, traces.noisy(rng, traces.rest(D10_NORMALS[7], 3000)))
    assert events == [] and tracker.face == 7


def test_calibration_learns_a_die_mounted_askew():
    askew = {face: traces.rotate(n, (1.0, 1.0, 0.0), math.radians(40)) for face, n in D6_NORMALS.items()}
    die = Die(6)
    assert die.read(askew[1])[0] != 1
    for face, normal in askew.items():
        assert die.calibrate(face, normal) is None
    assert all(die.read(normal)[0] == face for face, normal in askew.items())
    copy = Die(6)
    copy.load(die.table())
    assert copy.normals == die.normals and sorted(copy.calibrated) == [1, 2, 3, 4, 5, 6]


def test_calibrating_the_same_side_twice_is_refused():
    die = Die(6)
    assert die.calibrate(1, (0.0, 0.0, 1.0)) is None
    assert die.calibrate(2, (0.05, 0.0, 1.0)) == "face 2 reads like face 1: turn face 2 up and calibrate again"
    assert "no face 7" in die.calibrate(7, (0.0, 0.0, 1.0))


def test_only_d6_and_d10_are_read():
    with pytest.raises(ValueError, match="d6 and d10"):
        Die(20)
