"""The network protocol: every message checked, every malformed one refused with a clear reason."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import Result
from tui.net.protocol import CLIENT, HOST, MAX_CLIENT_BYTES, VERSION, ProtocolError, decode, encode


def test_a_decision_round_trips():
    text = encode("act", action={"kind": "move", "args": [1, [2, 3]]}, at=4)
    assert decode(text, CLIENT) == {"tavern": VERSION, "type": "act", "action": {"kind": "move", "args": [1, [2, 3]]},
                                    "at": 4}


@pytest.mark.parametrize("text, reason", [
    ("not json", "not JSON"),
    ("[1, 2]", "a JSON object"),
    ('{"type": "bye"}', "protocol version None"),
    ('{"tavern": 99, "type": "bye"}', "protocol version 99"),
    ('{"tavern": 2, "type": "fly"}', "unknown message type 'fly'"),
    ('{"tavern": 2, "type": "act", "at": 0}', "needs 'action'"),
    ('{"tavern": 2, "type": "act", "action": {"kind": 3}, "at": 0}', "'action' must be an action object"),
    ('{"tavern": 2, "type": "act", "action": {"kind": "x"}, "at": true}', "'at' must be the input count"),
    ('{"tavern": 2, "type": "roll", "values": [], "at": 0, "how": "typed"}', "'values' must be a list"),
    ('{"tavern": 2, "type": "roll", "values": [3], "at": 0, "how": "loaded"}', "'how' must be virtual"),
    ('{"tavern": 2, "type": "bye", "seat": 2}', "has no field 'seat'"),
    ('{"tavern": 2, "type": "welcome", "seat": 0}', "unknown message type 'welcome'"),
])
def test_a_malformed_message_says_what_is_wrong(text, reason):
    with pytest.raises(ProtocolError, match=reason.replace("(", r"\(")):
        decode(text, CLIENT)


def test_an_oversized_message_is_refused_before_it_is_read():
    text = encode("hello", code="X" * 4000)
    big = json.dumps({"tavern": 2, "type": "hello", "code": "x" * MAX_CLIENT_BYTES})
    decode(text, CLIENT, MAX_CLIENT_BYTES)
    with pytest.raises(ProtocolError, match="over the 16,384-byte limit"):
        decode(big, CLIENT, MAX_CLIENT_BYTES)


def test_binary_frames_are_refused():
    with pytest.raises(ProtocolError, match="not binary"):
        decode(b'{"tavern": 2, "type": "bye"}', CLIENT)


def test_a_seat_may_not_send_host_messages_and_the_host_schema_reads_its_own():
    text = encode("note", text="Player 2 is away")
    assert decode(text, HOST)["text"] == "Player 2 is away"
    with pytest.raises(ProtocolError):
        decode(text, CLIENT)


def _table(result) -> str:
    return encode("table", at=0, turn=1, view={}, to_move=None, legal=[], dice=None, log_start=0, log=[],
                  over=True, result=result, undo="", away=[])


def test_a_result_arrives_whole_with_where_each_seats_points_came_from_and_a_malformed_one_is_refused():
    result = Result((3.0, 1.0), (0,), "Victory Point target", ((("missions", 2.0), ("hero levels", 1.0)),
                                                                (("rescues", 1.0),)))
    assert Result.from_json(decode(_table(result.to_json()), HOST)["result"]) == result
    for bad in ({"scores": [1], "winners": [0]}, {"scores": "3", "winners": [], "reason": "", "sources": []},
                {"scores": [1], "winners": [0], "reason": "", "sources": [[["missions"]]]}):
        with pytest.raises(ProtocolError, match="'result' must be the result"):
            decode(_table(bad), HOST)


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
                           max_leaves=20)


@given(st.dictionaries(st.sampled_from(["tavern", "type", "code", "action", "at", "values", "how", "name", "x"]),
                       json_values | st.sampled_from([1, "act", "roll", "hello", "undo", "hint", "bye"])))
def test_any_message_is_either_read_whole_or_refused_with_a_reason(fields):
    try:
        message = decode(json.dumps(fields), CLIENT)
    except ProtocolError as error:
        assert str(error)
    else:
        assert message["tavern"] == VERSION and message["type"] in CLIENT


@given(st.binary(max_size=200) | st.text(max_size=200))
def test_any_bytes_or_text_never_crash_the_reader(data):
    try:
        decode(data, CLIENT)
    except ProtocolError as error:
        assert str(error)
