"""Words for people are messages (DESIGN.md, "The engine contract"): a template and its arguments
whose text is the English one, and which travel as plain data."""

from __future__ import annotations

import json
import pickle

import pytest

from engine.message import Msg, Ref

NJANI = Ref("rpgquest.hero", "njani", "Njani")


def test_a_message_reads_as_its_english_text():
    message = Msg("{hero} joins the group for {gold}gp", hero=NJANI, gold=300)
    assert message == "Njani joins the group for 300gp"
    assert message.template == "{hero} joins the group for {gold}gp"
    assert message.args == {"hero": NJANI, "gold": 300}


def test_a_counted_message_takes_the_english_form_of_its_count():
    assert Msg.counted("{n} coin", "{n} coins", n=1) == "1 coin"
    assert Msg.counted("{n} coin", "{n} coins", n=3) == "3 coins"
    assert Msg.counted("{n} coin", "{n} coins", n=0) == "0 coins"


def test_messages_nest_and_survive_json_and_pickle():
    inner = Msg.counted("{n} damage marker", "{n} damage markers", n=2)
    message = Msg("{hero} takes {damage}", hero=NJANI, damage=inner)
    again = Msg.from_json(json.loads(json.dumps(message.to_json())))
    assert again == message == "Njani takes 2 damage markers"
    assert again.to_json() == message.to_json()
    assert isinstance(again.args["damage"], Msg) and again.args["hero"] == NJANI
    unpickled = pickle.loads(pickle.dumps(message))
    assert unpickled.to_json() == message.to_json()


@pytest.mark.parametrize("data, says", [
    ({"args": {}}, "a message is"),
    ({"msg": "{hero} waits", "args": {}}, "does not fit its arguments"),
    ({"msg": "{n}", "args": {"n": [1, 2]}}, "a message argument is"),
    ({"msg": 3}, "a message is"),
])
def test_a_malformed_message_is_refused_with_what_is_wrong(data, says):
    with pytest.raises(ValueError, match=says):
        Msg.from_json(data)
