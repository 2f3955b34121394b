"""Replays, hints, the command palette, settings, rules and `tavern serve`."""

from __future__ import annotations

import argparse
import json
import random
import sys

from textual.binding import Binding
from textual.widgets import Select
from textual.widgets._footer import FooterKey

from tests.tui.drive import play_to_end, settle, start
from tests.tui.games import WAIT
from tests.tui.snapshots import screen_text
from tui import saves, serve
from tui.dialogs.confirm import TextDialog
from tui.match import Match, Seat
from tui.screens.board import BoardScreen
from tui.screens.game_over import GameOverScreen
from tui.screens.replay import ReplayScreen
from tui.settings import Settings, settings_path


async def test_a_finished_game_is_replayed_forward_and_back(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-draw", [Seat("ai", "easy"), Seat("ai", "easy")])
        await play_to_end(pilot)
        total = len(board.match.record.inputs)
        assert list(saves.finished_dir().glob("lucky-draw-*.json"))
        await pilot.press("r")
        await settle(pilot)
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.position == total
        await pilot.press("left", "left")
        assert replay.position == total - 2
        await pilot.press("home", "right")
        assert replay.position == 1
        assert f"Step 1/{total}" in str(replay.query_one("#status").render())
        await pilot.press("end", "right")
        assert replay.position == total


async def test_replay_jump_keys_work_with_the_log_focused_and_the_footer_shows_them(make_app):
    app = make_app()
    session = Match.new("cartaventuras", {"players": 2}, 3, [Seat(), Seat()])
    pick = random.Random(3)
    while len(session.record.inputs) < 40:
        request = session.state.dice_request()
        if request is None:
            session.apply(pick.choice(session.state.legal_actions()))
        else:
            session.roll(session.virtual_roll(request))
    total = len(session.record.inputs)
    async with app.run_test(size=(80, 24)) as pilot:
        replay = ReplayScreen(session.record)
        await app.push_screen(replay)
        await settle(pilot)
        replay.query_one("#log").focus()  # a click on the log focuses it
        await settle(pilot)
        await pilot.press("pageup", "pageup")
        assert replay.position == total - 20
        await pilot.press("home", "pagedown")
        assert replay.position == 10
        await pilot.press("end")
        assert replay.position == total
        shown = {key.action for key in replay.query(FooterKey)}
        assert {"step(1)", "step(-1)", "step(10)", "step(-10)", "jump(0)", "jump(-1)"} <= shown
        footer = screen_text(app).splitlines()[-1]
        assert all(word in footer for word in ("pgup", "pgdn", "home", "end", "Menu"))  # none cut off at 80


async def test_replays_menu_opens_a_saved_game(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press(str(board.moves.index(WAIT) + 1))
        await settle(pilot)
        await pilot.press("escape", "y", "r")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen) and app.screen.position == 1


async def test_continuing_a_finished_game_shows_its_result(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, "lucky-draw", [Seat("ai", "easy"), Seat("ai", "easy")])
        await play_to_end(pilot)
        await pilot.press("m", "c")
        await settle(pilot, 8)
        assert isinstance(app.screen, GameOverScreen)


async def test_hint_key_shows_the_top_moves_by_their_numbers_with_a_reason(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "elria", [Seat()], {"mode": "solo"}, seed=3)
        await pilot.press("h")
        for _ in range(200):
            if isinstance(app.screen, TextDialog):
                break
            await pilot.pause(0.05)
        dialog = app.screen
        assert isinstance(dialog, TextDialog)
        lines = dialog.body.splitlines()
        assert len(lines) == 3 and all(" — " in line for line in lines)
        numbered = [line.split(" — ")[0].split(". ", 1) for line in lines]
        # each hint names its move by the number you would press to play it
        assert all(label == str(board.moves[int(number) - 1]) for number, label in numbered)


async def test_command_palette_plays_a_move(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press("ctrl+p")
        await settle(pilot)
        await pilot.press(*"Move: Wait a turn")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert board.match.record.inputs == [WAIT]


async def test_settings_are_saved_and_used_next_time(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await settle(pilot)
        app.screen.query_one("#speed", Select).value = "slow"
        app.screen.query_one("#theme", Select).value = "nord"
        await settle(pilot)
        assert app.theme == "nord"
    assert json.loads(settings_path().read_text())["speed"] == "slow"
    assert Settings.load().theme == "nord" and Settings.load().delay == 1.6


async def test_rules_screen_lists_every_game(make_app):
    app = make_app()
    async with app.run_test(size=(100, 80)) as pilot:
        await pilot.press("question_mark")
        await settle(pilot)
        text = screen_text(app)
        assert "Great Dragon" in text and "Quests" in text and "Arcádia" in text


async def test_help_lists_the_board_keys_and_rules(make_app):
    app = make_app()
    async with app.run_test(size=(100, 50)) as pilot:
        await start(app, pilot, "cartaventuras", [Seat(), Seat()], {"players": 2})
        await pilot.press("question_mark")
        await settle(pilot)
        text = screen_text(app)
        assert "Undo" in text and "Ctrl+P" in text and "Great Dragon" in text
        listed = [what for _, what in app.screen.bindings]
        for binding in BoardScreen.BINDINGS:  # every key of the board, shown in the footer or not
            if isinstance(binding, Binding) and not binding.action.startswith("pick"):
                assert (binding.tooltip or binding.description) in listed, binding
        assert "1-9" in text and "Show the next card on the table in the card panel" in listed
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen)


def test_serve_without_textual_serve_explains_how_to_install_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "textual_serve", None)
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    parser = argparse.ArgumentParser()
    serve.add_arguments(parser)
    assert serve.run(parser.parse_args([])) == 1
    assert "pip install textual-serve" in capsys.readouterr().err


def test_serve_puts_the_app_on_a_web_page():
    """`tavern serve` for real: a server process answers with the page that runs Tavern."""
    import socket
    import subprocess
    import time
    import urllib.request

    with socket.socket() as probe:
        probe.bind(("localhost", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "tui.cli", "serve", "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        page = ""
        for _ in range(100):  # up to ~10 s for the server to start on a busy machine
            try:
                page = urllib.request.urlopen(f"http://localhost:{port}/", timeout=2).read().decode()
                break
            except OSError:
                time.sleep(0.1)
        assert "textual.js" in page and "Tavern" in page
    finally:
        server.terminate()
        server.wait(timeout=10)


RULES_A_PLAYER_MEETS = {
    "cartaventuras": ("8 tokens", "single-use", "Portals and passages", "Fusing", "Forge deck",
                      "declare the fight", "4 players", "second row", "propose a trade",
                      "start of your turn", "Complete Map", "80 rounds", "attack above 12",
                      "sells it on to anyone for 4"),
    "elria": ("Bonus action", "gem", "Linked icons", "Guarded", "Enemy Attack", "shelter",
              "Landmark", "borrowed cubes", "retries", "map", "**red banner**", "not counting the new",
              "earn Time equal to your new Level", "if only one of you cannot pay, the other wins",
              "abandoned (-5 CP", "five in a duel", "terrain type it shares"),
}


async def test_help_and_rules_cover_every_rule_a_player_meets(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await settle(pilot)
        rules_page = " ".join(app.screen.query_one("#rules Static").content.markup.split())
        for game, words in RULES_A_PLAYER_MEETS.items():
            missing = [word for word in words if word not in rules_page]
            assert not missing, (game, missing)
        await pilot.press("escape")
        await settle(pilot)
        board = await start(app, pilot, "cartaventuras", [Seat()], {"players": 1}, seed=2)
        await pilot.press("question_mark")
        await settle(pilot)
        help_text = " ".join(app.screen.query_one("#help-text Static").content.markup.split())
        assert all(word in help_text for word in RULES_A_PLAYER_MEETS["cartaventuras"])
        assert board.match.record.game == "cartaventuras"
