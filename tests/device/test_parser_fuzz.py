"""Hypothesis: the parser never raises, and garbage never costs a valid frame."""

from hypothesis import given
from hypothesis import strategies as st

from device.firmware import proto
from tests.profiles import examples


def fits(message) -> bool:
    """Whether the board could send it: `encode` refuses a frame over 256 bytes (40 emoji, escaped
    by JSON, are 480), and no board sends one."""
    try:
        proto.encode(message)
    except proto.FrameError:
        return False
    return True


messages = st.fixed_dictionaries({
    "t": st.sampled_from(proto.BOARD_TYPES),
    "seq": st.integers(0, 65535),
    "v": st.one_of(st.integers(-10**6, 10**6), st.text(max_size=40), st.booleans(),
                   st.lists(st.integers(0, 20), max_size=5)),
}).filter(fits)
garbage = st.binary(max_size=400)


def chunks(data, sizes):
    out, start = [], 0
    for size in sizes:
        out.append(data[start:start + size])
        start += size
    out.append(data[start:])
    return out


@examples(300)
@given(st.binary(max_size=2000), st.lists(st.integers(1, 300), max_size=10))
def test_random_bytes_never_raise(data, sizes):
    parser = proto.Parser()
    for piece in chunks(data, sizes):
        for message in parser.feed(piece):
            assert isinstance(message, dict) and isinstance(message["t"], str)


@examples(200)
@given(st.lists(st.tuples(garbage, messages), min_size=1, max_size=6),
       st.lists(st.integers(1, 200), max_size=12))
def test_valid_frames_between_garbage_are_all_recovered_in_order(pairs, sizes):
    stream = b"".join(junk + proto.encode(message) for junk, message in pairs)
    parser = proto.Parser()
    received = []
    for piece in chunks(stream, sizes):
        received.extend(parser.feed(piece))
    assert received == [message for _, message in pairs]
