"""RPGQuest through the app: the early board shows the map and the groups, and a game plays to the end."""

from __future__ import annotations

import random

from tests.tui.drive import choose, play_to_end, settle, start
from tui.rpgquest.screen import RpgQuestScreen
from tui.session import Seat


def board_text(board) -> str:
    return "\n".join(str(static.render()) for static in board.query(".board-section"))


async def test_the_board_shows_the_map_the_group_and_where_it_stands(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2}, seed=3)
        assert isinstance(board, RpgQuestScreen)
        text = board_text(board)
        assert "Turn 1/12" in text and "Action Markers: Red 1 2 3 4" in text
        assert "Red's group: Castelo Lillith in Kether (inside)" in text
        assert "◆" in text and "▲" in text  # Locations and terrain by glyph on the map
        assert "1 Red (Player 1)" in text and "HP" in text
        await choose(pilot, 0)  # Move (7 MP)
        await settle(pilot)
        text = board_text(board)
        assert "Red moving · 7 MP left" in text and "Action Markers: Red 2 3 4, Blue 1" in text


async def test_a_short_game_against_an_ai_rival_plays_to_the_end(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, "rpgquest", [Seat(), Seat("ai", "normal")],
                    {"players": 2, "turn_limit": 1}, seed=5)
        over = await play_to_end(pilot, random.Random(2))
        assert "turn limit" in str(over.query_one("#over-result").render())


async def test_a_hire_shows_the_adventurers_card_and_the_board_names_every_hero(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        moves = [str(action) for action in board.moves]
        recruit = next(n for n, move in enumerate(moves) if move.startswith("Look for adventurers"))
        await choose(pilot, recruit)
        await settle(pilot)
        assert board.moves[0].kind == "hire" and board.moves[0].card.startswith("hero-")
        face = str(board.query_one("#card-face").render())
        assert "Hit Points" in face and "Recruiting: " in face
        assert "On offer:" in board_text(board)


async def test_at_80x24_the_map_is_cut_around_the_group_and_never_wraps(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        section = board.query_one("#rq-map")
        rows = str(section.render()).splitlines()
        assert rows and max(len(row) for row in rows) <= section.size.width
        assert any("1" in row for row in rows)  # the acting group is on screen


def test_the_card_panel_reads_mission_cards_and_orders_and_lists_the_missions_in_play():
    from engine.rpgquest import GAME
    from tui.rpgquest.faces import RpgQuestFaces

    state = GAME.new({"mode": "competitive", "players": 2}, 1)
    view = state.view(0)
    faces = RpgQuestFaces()
    face = faces.face("mission-the_hanged_man", view, 0)
    assert face is not None and str(face).startswith("The Hanged Man\nO Pendurado\nMage mission")
    assert "16+: 1 VP, The Hollow King is revealed and fought" in str(face)
    assert "+1 on Rogue and Mage tests" in str(faces.face("order-golden_dawn", view, 0))
    assert "mission-call_to_adventure" in faces.visible(view, 0)


async def test_the_board_shows_every_groups_missions_the_public_missions_and_the_trade_demands(make_app):
    app = make_app()
    async with app.run_test(size=(120, 50)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2}, seed=3)
        text = board_text(board)
        assert text.count("▸ The Call to Adventure (O Chamado para a Aventura), stage 1/1: go to ") == 2
        assert "Public Missions: none" in text and "Trade Demands: " in text and "Mission Deck: 41 cards" in text
