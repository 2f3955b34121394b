"""RPGQuest's board shows the rule's numbers: the Victory Points that win, and what a test really adds."""

from __future__ import annotations

from engine.rpgquest import checks
from engine.rpgquest.world_data import CLASSES
from tests.tui.drive import settle, start
from tests.tui.test_rpgquest import board_text
from tui.match import Match, Seat
from tui.rpgquest.preview import preview


async def test_fim_de_jogo_the_cooperative_status_counts_the_groups_total_against_the_target_for_each_player(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat(), Seat()],
                            {"mode": "cooperative", "players": 3}, seed=3)
        text = board_text(board)
        assert "30 VP together to win (0 so far)" in text and "10 VP to win" not in text


async def test_fim_de_jogo_the_competitive_status_counts_a_groups_own_and_the_long_game_its_great_challenges(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2, "vp_target": 6}, seed=3)
        assert "Turn 1/12 · 6 VP to win ·" in board_text(board)
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1, "end": "challenges"}, seed=3)
        assert "the last great challenge's fall ends the game" in board_text(board)


def _initiated_with_an_artifact():
    """A solo group of the Golden Dawn (+1 Rogue and Mage), Illuminati on Mage (+1 more), carrying the Star
    Shard."""
    session = Match.new("rpgquest", {"players": 1}, 3, [Seat()])
    group = session.state.groups[0]
    group.order, group.illuminati = "order-golden_dawn", "mage"
    group.artifacts.append("artifact-star_shard")
    session.state._legal = None
    return session


async def test_a_test_adds_what_the_roll_adds_order_illuminati_and_artifacts_included(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = _initiated_with_an_artifact()
        state = session.state
        added = [checks.points(state, 0, class_name) for class_name in CLASSES]
        assert added != [state.groups[0].points(index) for index in range(len(CLASSES))]  # the honours count
        board = app.start_session(session)
        await settle(pilot)
        shown = " · ".join(f"{class_name.title()} {points}" for class_name, points in zip(CLASSES, added, strict=True))
        assert f"A test adds: {shown}" in board_text(board)


def test_the_cursors_fight_odds_count_the_order_and_the_artifacts_as_the_roll_does():
    session = _initiated_with_an_artifact()
    state = session.state
    where = next(h for h in sorted(state.world.land) if h != state.groups[0].hex and not state.world.places[h].location)
    state.map_monsters[where] = ["orcs"]
    text = preview(state.view(0), state.world, 0, where)[0].plain
    tests = [f"{c.title()} {d} (2d6+{checks.points(state, 0, c)})" for c, d in (("warrior", 8), ("rogue", 8))]
    assert ", ".join(tests) in text
