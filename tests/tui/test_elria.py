"""Open World: Elria through the app: solo and duel played to the end by keys."""

from __future__ import annotations

import random

import pytest

from engine.elria.campaign import achievement
from tests.tui.drive import near_the_end, open_session, play_to_end, settle, start
from tui.elria.screen import ElriaScreen
from tui.match import Match, Seat
from tui.match.agents import agent_for
from tui.screens.game_over import GameOverScreen


def board_text(board) -> str:
    return "\n".join(str(static.render()) for static in board.query(".board-section"))


@pytest.mark.slow
async def test_solo_adventure_played_to_the_final_score(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "elria", [Seat()], {"mode": "solo"}, seed=11)
        assert isinstance(board, ElriaScreen)
        text = board_text(board)
        for part in ("Time card", "Level 1", "Available Locations", "cost", "banner", "Journey column",
                     "Quests:", "Landmarks to discover"):
            assert part in text
        over = await play_to_end(pilot, random.Random(4))
        result = board.match.state.result()
        assert result.reason in str(over.query_one("#over-result").render())


async def test_duel_shows_both_players_and_ends_against_an_ai(make_app):
    app = make_app()
    seats = [Seat(), Seat("ai", "normal")]
    async with app.run_test(size=(80, 24)) as pilot:
        board = await open_session(app, pilot, near_the_end("elria", {"mode": "duel", "players": 2}, seats, seed=12))
        await settle(pilot)
        text = board_text(board)
        assert "your tableau" in text and "AI 2 (normal) — rival" in text
        over = await play_to_end(pilot, random.Random(5))
        text = str(over.query_one("#over-result").render())
        assert "Player 1:" in text and "AI 2 (normal):" in text


async def test_campaign_shows_stage_points_and_the_card_choice(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "elria", [Seat()], {"mode": "campaign"}, seed=13)
        text = board_text(board)
        assert "Stage 1 of 7 · CP 0 · XP 0" in text and "Upgrade shop:" in text
        assert all("take the quest" in str(move) for move in board.moves)


async def test_a_finished_campaign_shows_its_achievement(make_app):
    session = Match.new("elria", {"mode": "campaign"}, 2, [Seat()])
    agent = agent_for("elria", "normal", seed=1)
    while not session.state.is_over():
        session.apply(agent.choose(session.state, 0))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(GameOverScreen(session))
        await settle(pilot)
        text = str(app.screen.query_one("#over-result").render())
        score = session.state.result().scores[0]
        words = " ".join(text.split())  # a long Achievement wraps under the score
        assert f"Player 1: {score:g} points" in text and achievement(int(score)) in words


async def test_an_empty_supply_shows_the_cubes_borrowed_not_a_negative_number(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "elria", [Seat()], {"mode": "solo"}, seed=3)
        board.match.state.supply = -3  # play continued past the last cube ("use anything")
        board.refresh_table()
        await settle(pilot)
        text = board_text(board)
        assert "supply -3" not in text and "supply empty, 3 cubes borrowed" in text
        board.match.state.supply = -1
        board.refresh_table()
        await settle(pilot)
        assert "supply empty, 1 cube borrowed" in board_text(board)


async def test_condition_quests_show_how_far_you_have_come(make_app):
    # Quests: "A Quest is considered fulfilled when you have met the condition written on it".
    from tests.elria.helpers import stage
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "elria", [Seat()], {"mode": "solo"}, seed=3)
        stage(board.match.state, journey=["Daarak", "Denarian", "Grove"],
              quests=["Mountain Pilgrimage", "First Steps"], level=1)
        board.refresh_table()
        await settle(pilot)
        text = board_text(board)
        assert "needs mountains 2/6" in text and "needs journey 3/4" in text
        board.show_card(next(q["id"] for q in board.view["players"][0]["quests"]))
        await settle(pilot)
        assert "Condition: mountains 2/6" in str(board.query_one("#card-face").render())


async def test_duel_draft_piles_keep_their_names_as_they_empty(make_app):
    # Duel Mode > Setup: the piles of value 1 or 2, 3 or 4 and 5 or 6 are drafted in order.
    session = Match.new("elria", {"mode": "duel", "players": 2}, 3, [Seat(), Seat()])
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await open_session(app, pilot, session)
        text = board_text(board)
        assert "Value 1-2 pile (drafting now)" in text and "Value 3-4 pile:" in text
        while len(session.state.draft_piles) == 3:
            session.apply(session.state.legal_actions()[0])
        board.refresh_table()
        await settle(pilot)
        text = board_text(board)
        assert "Value 3-4 pile (drafting now)" in text and "Value 5-6 pile:" in text
        assert "Value 1-2" not in text and "Quest pile 1" not in text


async def test_a_discovered_landmark_is_drawn_beside_the_location_it_extends(make_app):
    # Encounter: "place it beside the Location card you travelled to this turn ... an extension of that Location".
    from tests.elria.helpers import card, stage
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "elria", [Seat()], {"mode": "solo"}, seed=3)
        state = board.match.state
        stage(state, journey=["Grove", "The Desert of Yril", "Daarak"])
        if card("Starfall Crater") in state.open_landmarks:
            state.open_landmarks.remove(card("Starfall Crater"))
        state.found[0], state.found_at[0] = [card("Starfall Crater")], [card("The Desert of Yril")]
        board.refresh_table()
        await settle(pilot)
        lines = board_text(board).split("\n")
        desert = next(i for i, line in enumerate(lines) if line.startswith("  The Desert of Yril"))
        assert "Landmark Starfall Crater" in lines[desert + 1] and lines[desert + 2].startswith("  Daarak")
        assert "(treasure icon)" in lines[desert + 1]


async def test_a_duel_shows_the_rivals_character_skills_and_action_under_the_rival(make_app):
    # Duel Mode: each player plays their own cards; you read the rival's Character and action at their side.
    from tests.elria.helpers import card, play, stage
    session = Match.new("elria", {"mode": "duel", "players": 2, "character": "warrior", "rival": "rogue"}, 12,
                        [Seat(), Seat()])
    state = session.state
    stage(state, seat=1, journey=["Grove", "Daarak"], available=["Watchtower", "Copperrun"], phase="action")
    play(state, "act", card("Watchtower"), "combat")
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await open_session(app, pilot, session)
        board.viewer = 0
        board.refresh_table()
        await settle(pilot)
        status = str(board.query_one("#elria-status").render())
        rival = str(board.query_one("#elria-rival").render())
        assert "Action:" not in status and "Warrior (Ulq)" in status
        assert "Rogue (Kessa) · Level 1" in rival and "Skills: [M]" in rival
        assert "Action: combat, 0 covered" in rival


async def test_between_campaign_stages_the_board_shows_the_campaign_not_the_last_stage(make_app):
    # Open Campaign: CP and XP after a Stage, the cards left, and the table of what each Stage asks.
    session = Match.new("elria", {"mode": "campaign"}, 2, [Seat()])
    agent = agent_for("elria", "normal", seed=1)
    while session.state.phase != "shop":
        session.apply(agent.choose(session.state, 0))
    last_stage = {entry["id"] for entry in session.view(0)["players"][0]["journey"]}
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await open_session(app, pilot, session)
        await settle(pilot)
        text = board_text(board)
        campaign = session.view(0)["campaign"]
        assert f"Campaign · Stage 1 complete · Upgrade shop\nCP {campaign['cp']} · XP {campaign['xp']}" in text
        assert "Cards left: 29 Quests, 19 Landmarks" in text
        assert "      2  1, 2, 3                      1    10  next" in text
        assert "Journey column" not in text and "Available Locations" not in text
        from engine.elria.cards import cards
        assert not any(cards().names[cards().index(card)] in text for card in last_stage)
