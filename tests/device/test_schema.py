"""Hypothesis: the protocol check never raises, and what it lets through is what the host
relies on (docs/device.md, "The protocol"): a hello's dice are face counts, a roll's value is
a face of its die."""

from hypothesis import given
from hypothesis import strategies as st

from device import schema
from device.firmware import proto
from tests.profiles import examples

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=True)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8)

GOOD = {
    "hello": proto.hello(0, "pico", "mpu6050", [6, 10], ["dice", "tokens"]),
    "hb": proto.heartbeat(1, 3),
    "roll": proto.roll(2, 0, 6, 4, 98, 3),
    "motion": proto.motion(3, 0, "moved", 2),
    "token": proto.token(4, "04A1B2C3", True),
    "button": proto.button(5, "next"),
    "status": proto.message("status", 6, s=["on_face"], v=[4], x=3, n=1, tok="04A1B2C3",
                            cal=[6], bad=0, up=7),
    "err": proto.error(7, "bad_arg", "say a face from 1 to 6"),
}


def relied_on(message):
    """What the host does with a message the check let through; raises if it cannot."""
    if message["t"] == "hello":
        dice = tuple(message["dice"])
        assert hash(dice) is not None and all(2 <= f <= schema.MAX_FACES for f in dice)
        assert proto.major(message["proto"]) >= 0
    if message["t"] == "roll":
        assert 1 <= message["v"] <= message["f"] and type(message["v"]) is int
    for name in schema.FIELDS[message["t"]]:  # fields of a newer minor version are not read
        value = message.get(name)
        assert not isinstance(value, str) or value.isprintable()


def test_every_message_the_firmware_builds_passes():
    assert {kind: schema.problem(message) for kind, message in GOOD.items()} == dict.fromkeys(GOOD)


@examples(400)
@given(st.sampled_from(sorted(GOOD)), st.sampled_from(["seq", "dice", "proto", "f", "v", "c", "x",
                                                      "d", "s", "uid", "p", "b", "up", "msg", "t"]),
       json_values)
def test_one_field_changed_is_either_still_usable_or_refused_naming_it(kind, field, value):
    message = dict(GOOD[kind], **{field: value})
    reason = schema.problem(message)
    if reason is None:
        relied_on(message)
    elif field != "t":
        assert field in reason


@examples(300)
@given(st.dictionaries(st.text(max_size=6), json_values, max_size=8), st.sampled_from(proto.BOARD_TYPES))
def test_any_object_is_checked_without_raising(fields, kind):
    message = dict(fields, t=kind)
    if schema.problem(message) is None:
        relied_on(message)
