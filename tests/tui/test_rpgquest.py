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


async def test_a_rumour_on_the_hex_shows_its_card_and_the_board_shows_crystals_and_the_fallen(make_app):
    from engine.rpgquest.group import Adventurer
    from tui.session import Session

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Session.new("rpgquest", {"players": 1}, 3, [Seat()])
        state = session.state
        group = state.groups[0]
        group.hex = next(h for h in state.world.marked["rumour"] if state.world.places[h].kingdom == 11)
        group.inside = False
        group.mana = 2
        group.dead.append(Adventurer.recruited("hero-njani"))
        state._legal = None
        board = app.start_session(session)
        await settle(pilot)
        investigate = next(n for n, move in enumerate(board.moves) if move.kind == "investigate")
        assert board.moves[investigate].card == "rumour-great_storm"
        await pilot.press("home", *["down"] * investigate)
        await settle(pilot)
        face = str(board.query_one("#card-face").render())
        assert "The Great Storm" in face and "Tests: Rogue 8, Mage 9" in face and "13+: 1,500gp, 1 VP" in face
        text = board_text(board)
        assert "Mana Crystals: 2" in text and "Fallen: Njani (level 1)" in text
