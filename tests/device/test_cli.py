"""`tavern device list | monitor | emulate | learn` and the token file."""

import os
import threading
import time

import pytest

from device.emulator.driver import ScriptError, key_command, run_script
from device.firmware import proto
from device.token_book import MAX_NAME, TokenBook, TokenBookError
from tests.device.conftest import wait_until
from tui.cli import main
from tui.storage import TokenFile


def test_learn_binds_the_tapped_token_to_a_name(emulator, tmp_path, capsys):
    tokens = tmp_path / "tokens.toml"
    threading.Timer(0.3, lambda: emulator.tap("04a1b2c3")).start()
    assert main(["device", "learn", "Warrior", "--port", emulator.path, "--tokens", str(tokens)]) == 0
    assert "Token 04A1B2C3 is now 'Warrior'" in capsys.readouterr().out
    assert TokenFile(tokens).read().name_for("04a1b2c3") == "Warrior"


def test_learn_without_a_tap_says_to_try_again(emulator, tmp_path, capsys):
    tokens = tmp_path / "tokens.toml"
    args = ["device", "learn", "Rogue", "--port", emulator.path, "--tokens", str(tokens), "--timeout", "0.2"]
    assert main(args) == 1
    assert "No token was tapped" in capsys.readouterr().err and not tokens.exists()


def test_token_book_round_trip_and_one_token_per_name(tmp_path):
    book = TokenBook()
    book.bind("aa01", "Mago \"Élfico\"")
    book.bind("BB02", "Warrior")
    book.bind("CC03", "Warrior")
    assert TokenBook.from_toml(book.to_toml(), "t.toml").names == {"AA01": "Mago \"Élfico\"", "CC03": "Warrior"}
    TokenFile(tmp_path / "t.toml").write(book)
    again = TokenFile(tmp_path / "t.toml").read()
    assert again.names == {"AA01": "Mago \"Élfico\"", "CC03": "Warrior"}


def test_a_broken_token_file_names_itself_and_the_fix(tmp_path):
    path = tmp_path / "tokens.toml"
    path.write_text("[tokens]\nAA = 3\n")
    with pytest.raises(TokenBookError, match="tokens.toml: \\[tokens\\] must map each UID to a name"):
        TokenFile(path).read()
    path.write_text("[tokens\n")
    with pytest.raises(TokenBookError, match="not a readable TOML file"):
        TokenFile(path).read()


def test_monitor_prints_decoded_events_and_counts(emulator, capsys):
    emulator.inject(b"garbage\n")
    threading.Timer(0.2, lambda: emulator.press("ok")).start()
    assert main(["device", "monitor", emulator.path, "--seconds", "0.8"]) == 0
    captured = capsys.readouterr()
    assert "hello" in captured.out and "b=ok" in captured.out
    assert "malformed" in captured.err and "connections 1" in captured.err


def test_list_shows_ports_or_says_how_to_get_one(capsys):
    code = main(["device", "list"])
    out = capsys.readouterr().out
    assert (code, "No serial ports" in out) in ((0, False), (1, True))


def test_emulate_prints_its_port_and_runs_a_script(tmp_path, capsys):
    script = tmp_path / "play.txt"
    script.write_text("# a quick game\nroll 3\ntap 0badcafe\npress next\n")
    assert main(["device", "emulate", "--script", str(script), "--seconds", "0.1"]) == 0
    out = capsys.readouterr().out
    assert "Emulated dice box on /dev/pts/" in out and "rolled 3" in out


def test_scripts_and_keys(emulator):
    with pytest.raises(ScriptError, match="line 2: unknown emulator command 'dance'"):
        run_script(emulator, ["roll", "dance"], echo=lambda _: None)
    assert key_command("4") == "roll 4" and key_command("0") == "roll 10" and key_command("o") == "press ok"
    said = []
    run_script(emulator, ["turn 5", "lean", "shake", "token", "unplug", "plug"], echo=said.append)
    assert said == ["turned to 5 by hand", "leaning crooked", "shaken in the hand",
                    "token 04A1B2C3 on the reader", "unplugged", "plugged in"]
    assert wait_until(lambda: emulator.port.plugged)


def refusal(capsys, argv):
    """The exit status and stderr of `tavern ARGV`, whether argparse or the action refused."""
    code: int | str | None
    try:
        code = main(argv)
    except SystemExit as exit_:
        code = exit_.code
    return code, capsys.readouterr().err


@pytest.mark.parametrize("argv, why", [
    (["emulate", "--link", "/nonexistent/dir/tty", "--seconds", "0.1"], "is not in a folder that exists"),
    (["learn", "", "--port", "/nonexistent"], "a token needs a name"),
    (["learn", "   ", "--port", "/nonexistent"], "a token needs a name"),
    (["learn", "Bob", "--port", "/nonexistent", "--tokens", "/proc/no/such/tokens.toml"],
     "cannot keep tokens in /proc/no/such"),
    (["learn", "Bob", "--port", "/nonexistent", "--timeout", "-5"], "give a number of seconds above 0"),
    (["learn", "Bob", "--port", "/nonexistent", "--timeout", "nan"], "give a number of seconds above 0"),
    (["monitor", "--seconds", "0"], "give a number of seconds above 0"),
    (["emulate", "--dice", "6,,10", "--seconds", "0.1"], "give face counts separated by commas"),
    (["emulate", "--dice", "7", "--seconds", "0.1"], "the dice box reads d6 and d10 dice"),
    (["emulate", "--token", "[/x]", "--seconds", "0.1"], "give a UID of 2 to 20 hex digits"),
    (["emulate", "--seed", "x"], "invalid int value"),
    (["emulate", "--script", "/nonexistent/play.txt", "--seconds", "0.1"], "No such file"),
])
def test_bad_input_to_tavern_device_is_one_line_and_exit_status_2(capsys, argv, why):
    code, err = refusal(capsys, ["device", *argv])
    assert code == 2 and why in err
    assert err.count("\n") == 1 and err.startswith(f"tavern device {argv[0]}: ")
    assert "Traceback" not in err


def test_learn_refuses_a_blank_name_before_waiting_for_a_tap(tmp_path, capsys, monkeypatch):
    def no_board(*_args, **_kwargs):
        raise AssertionError("learn connected to the dice box before checking the name")

    monkeypatch.setattr("device.cli.DeviceLink", no_board)
    code, err = refusal(capsys, ["device", "learn", "", "--tokens", str(tmp_path / "t.toml")])
    assert code == 2 and "a token needs a name" in err


def test_monitor_counts_what_the_board_said_against_the_protocol(emulator, capsys):
    def once_greeted():  # the monitor's hello asks for 1 s heartbeats
        if wait_until(lambda: emulator.firmware.heartbeat_ms == 1000):
            emulator.inject(proto.encode(proto.roll(60000, 0, 6, 9, 99)))

    threading.Thread(target=once_greeted).start()
    assert main(["device", "monitor", emulator.path, "--seconds", "1.5"]) == 0
    captured = capsys.readouterr()
    assert "rejected" in captured.out and "rejected 1," in captured.err
    assert "last rejected: roll: v 9 is not a face of a d6 (1 to 6)" in captured.err


@pytest.mark.parametrize("action", ["monitor", "learn"])
def test_a_port_that_cannot_be_opened_is_said_at_once_with_a_non_zero_status(tmp_path, capsys, action):
    missing = str(tmp_path / "ttyNOWHERE")
    argv = (["device", "monitor", missing, "--seconds", "10"] if action == "monitor" else
            ["device", "learn", "Bob", "--port", missing, "--tokens", str(tmp_path / "t.toml")])
    started = time.monotonic()
    code, err = refusal(capsys, argv)
    assert code == 1 and time.monotonic() - started < 5
    assert err.startswith(f"tavern device {action}: cannot open {missing}") and err.count("\n") == 1
    assert not (tmp_path / "t.toml").exists()


def test_learn_waits_for_the_dice_box_no_longer_than_its_timeout(tmp_path, capsys):
    mine, theirs = os.openpty()  # a port that opens but never answers hello
    try:
        started = time.monotonic()
        code, err = refusal(capsys, ["device", "learn", "Bob", "--port", os.ttyname(theirs), "--timeout", "1",
                                     "--tokens", str(tmp_path / "t.toml")])
        took = time.monotonic() - started
    finally:
        os.close(mine)
        os.close(theirs)
    assert code == 1 and "No dice box within 1 s" in err
    assert took < 4, f"learn --timeout 1 waited {took:.1f} s"


@pytest.mark.parametrize("name", ["x" * (MAX_NAME + 1), "Warrior " * 20])
def test_a_token_name_longer_than_the_limit_is_refused_before_waiting_for_a_tap(tmp_path, capsys, name):
    code, err = refusal(capsys, ["device", "learn", name, "--port", "/nonexistent", "--tokens",
                                 str(tmp_path / "t.toml")])
    assert code == 2 and f"a token's name is at most {MAX_NAME} characters" in err and err.count("\n") == 1
    with pytest.raises(TokenBookError):
        TokenBook().bind("04A1B2C3", name)
    TokenBook().bind("04A1B2C3", "x" * MAX_NAME)
