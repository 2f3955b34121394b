"""The Game Over screen: each player's real score as the rulebook decides the winner, why the game
ended, and buttons that each do what their key does."""

from __future__ import annotations

import random

import pytest
from textual.widgets import Button

from engine.rpgquest.group import VP_SOURCES
from tests.tui.drive import play_to_end, settle, start
from tests.tui.snapshots import screen_text
from tui.match import Match, Seat
from tui.match.agents import agent_for
from tui.screens.game_over import GameOverScreen
from tui.screens.menu import MenuScreen
from tui.screens.new_game import NewGameScreen
from tui.screens.replay import ReplayScreen


@pytest.mark.parametrize(("button", "opens"), [
    ("#replay", ReplayScreen),
    ("#new", NewGameScreen),
    ("#menu", MenuScreen),
])
async def test_each_game_over_button_opens_its_screen(make_app, button, opens):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await start(app, pilot, "lucky-draw", [Seat("ai", "easy"), Seat("ai", "easy")])
        await play_to_end(pilot)
        await pilot.click(button)
        await settle(pilot)
        assert isinstance(app.screen, opens)
        if opens is MenuScreen:
            assert len(app.screen_stack) == 1


def finished(game: str, config: dict, seed: int) -> Match:
    """A table of people played to its end by the normal AI, with seeded virtual dice."""
    match = Match.new(game, config, seed, [Seat() for _ in range(config.get("players", 1))])
    agent, dice = agent_for(game, "normal", seed=seed), random.Random(seed)
    while not match.state.is_over():
        request = match.state.dice_request()
        if request is not None:
            match.roll([dice.randint(1, faces) for faces in request.dice])
        else:
            match.apply(agent.choose(match.state, match.state.to_move()))
    return match


async def shown(make_app, match: Match, size: tuple[int, int] = (80, 24)) -> str:
    """The Game Over screen's result text for `match`."""
    app = make_app()
    async with app.run_test(size=size) as pilot:
        app.push_screen(GameOverScreen(match))
        await settle(pilot)
        return str(app.screen.query_one("#over-result").render())


async def test_an_elria_duel_shows_each_players_quest_points_and_time_left_the_tie_breaker(make_app):
    match = finished("elria", {"mode": "duel", "players": 2}, 3)
    state, text = match.state, await shown(make_app, match)
    for seat in (0, 1):
        line = next(line for line in text.splitlines() if f"Player {seat + 1}:" in line)
        assert line.startswith("★ " if seat in state.result().winners else "  ")
        assert f": {state.result().scores[seat]:g} points · Quests fulfilled {len(state.fulfilled[seat])}" in line
        assert f"Time left {state.time[seat]}" in line
    assert "from Quests " in text and f"The game ended: {state.result().reason}." in text


async def test_an_elria_solo_adventure_shows_its_quests_and_time_not_a_score_of_one(make_app):
    match = finished("elria", {"mode": "solo"}, 5)
    state, text = match.state, await shown(make_app, match)
    assert "Player 1: 1" not in text and "Player 1: 0" not in text
    assert f"Player 1: Quests fulfilled {len(state.fulfilled[0])} · Quests left " in text
    assert f"Time left {state.time[0]}" in text


async def test_rpgquest_shows_victory_points_where_they_came_from_and_gold_the_tie_breaker(make_app):
    match = Match.new("rpgquest", {"players": 2, "fast": True, "vp_target": 3}, 3, [Seat(), Seat()])
    state = match.state
    state.groups[0].win_vp(2, "missions")
    state.groups[0].win_vp(1, "hero levels")
    state.groups[1].win_vp(3, "rumours")
    state.groups[1].gold = 4500
    state.finish_by_victory_points()
    text = await shown(make_app, match)
    assert "Winner: Player 2" in text
    assert "  Player 1: 3 VP · gold 2,000\n    from missions 2 · hero levels 1\n" in text
    assert "★ Player 2: 3 VP · gold 4,500\n    from rumours 3\n" in text
    assert "The game ended: Victory Point target." in text


async def test_cartaventuras_shows_who_took_the_dragons_treasure_and_each_adventurers_life_and_coins(make_app):
    match = finished("cartaventuras", {"players": 2}, 2)
    state, text = match.state, await shown(make_app, match)
    for seat, player in enumerate(state.players):
        line = next(line for line in text.splitlines() if f"Player {seat + 1}:" in line)
        assert f"life {player.life} · coins {player.coins}" in line
        assert ("took the dragon's treasure" in line) == (seat in state.result().winners)
    assert state.result().winners and "The game ended: the Great Dragon defeated." in text


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_four_groups_with_long_accounts_keep_the_buttons_and_the_ending_in_reach(make_app, size):
    match = Match.new("rpgquest", {"players": 4}, 3, [Seat() for _ in range(4)])
    for group in match.state.groups:
        for source in VP_SOURCES:
            group.win_vp(1, source)
    match.state.finish_by_turn_limit()
    app = make_app()
    async with app.run_test(size=size) as pilot:
        app.push_screen(GameOverScreen(match))
        await settle(pilot)
        screen = app.screen
        for button in screen.query(Button):
            assert screen.region.contains_region(button.region), f"{button.id} is off the screen"
        assert "Replay (r)" in screen_text(app)
        await pilot.press("pagedown", "pagedown")
        await settle(pilot)
        assert "The game ended: turn limit." in screen_text(app) and "Replay (r)" in screen_text(app)
        assert all(len(line) <= 70 for line in str(screen.query_one("#over-result").render()).splitlines())
