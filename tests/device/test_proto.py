"""The frame format: CRC, encoding, decoding, and what the parser skips."""

import pytest

from device.firmware import proto


def test_crc_known_answer():
    assert proto.crc16(b"123456789") == 0x29B1


def test_frame_is_json_star_crc_newline():
    frame = proto.encode({"t": "hb", "seq": 3, "up": 1})
    body, crc = frame[:-1].split(b"*")
    assert frame.endswith(b"\n") and b" " not in body
    assert crc == b"%04X" % proto.crc16(body)


def test_round_trip_of_every_board_message():
    messages = [
        proto.hello(0, "pico", "mpu6050", [6, 10], ["dice", "tokens"]),
        proto.heartbeat(1, 12), proto.roll(2, 0, 6, 4, 98, 5), proto.motion(3, 0, "moved", 2),
        proto.token(4, "04A1B2C3", True), proto.button(5, "ok"),
        proto.error(6, "bad_frame", "CRC mismatch"),
    ]
    for message in messages:
        assert proto.decode(proto.encode(message)[:-1]) == message
        assert message["t"] in proto.BOARD_TYPES


def test_seq_wraps_at_sixteen_bits():
    assert proto.heartbeat(65537, 0)["seq"] == 1


def test_frames_over_256_bytes_are_refused():
    with pytest.raises(proto.FrameError, match="exceeds 256"):
        proto.encode({"t": "err", "seq": 1, "msg": "x" * 300})


@pytest.mark.parametrize("line, why", [
    (b'{"t":"hb","seq":1}*0000', "CRC mismatch"),
    (b'{"t":"hb","seq":1}', "no '\\*CRC'"),
    (b"hello*" + b"%04X" % proto.crc16(b"hello"), "not JSON"),
    (b"[1]*" + b"%04X" % proto.crc16(b"[1]"), "'t' string"),
    (b'{"t":"hb"}*ZZZZ', "four hex digits"),
    (b"\xff\xfe*" + b"%04X" % proto.crc16(b"\xff\xfe"), "not JSON"),
])
def test_decode_says_what_is_wrong(line, why):
    with pytest.raises(proto.FrameError, match=why):
        proto.decode(line)


def test_parser_counts_bad_lines_and_keeps_the_good_ones():
    good = proto.encode({"t": "hb", "seq": 1})
    parser = proto.Parser()
    stream = b"junk\n" + good + b"\x00\x00\n" + b"A" * 600 + b"\n" + good
    assert parser.feed(stream) == [{"t": "hb", "seq": 1}] * 2
    assert parser.malformed == 3 and parser.overlong == 1


def test_a_frame_glued_to_a_cut_frame_is_recovered():
    first, second = proto.encode({"t": "hb", "seq": 1}), proto.encode({"t": "hb", "seq": 2})
    parser = proto.Parser()
    assert parser.feed(first[:9] + second) == [{"t": "hb", "seq": 2}]


def test_major_version():
    assert proto.major("1.4") == 1 and proto.major("x") == -1 and proto.major(None) == -1
