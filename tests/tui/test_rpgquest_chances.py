"""*TESTES*: every RPGQuest test shows the group's exact chance where the player decides — a mission stage's
move and the map's preview, each row of a result table, a Rumour with the whole of its failure.

The chances are counted here from the 2d6 themselves (36 rolls; a natural 2 fails, a natural 12 passes)."""

from __future__ import annotations

from engine.rpgquest.quest import Quest
from engine.rpgquest.rumour_cards import rumour_cards
from engine.rpgquest.state import RpgQuestState
from tests.rpgquest.helpers import find, group_of, place, table
from tests.rpgquest.test_mission_tests import on_mission
from tests.tui.drive import settle
from tui.match import Match, Seat
from tui.rpgquest.faces import RpgQuestFaces
from tui.rpgquest.preview import preview


def test_testes_a_mission_stage_move_shows_the_chance_of_passing_every_test():
    state = on_mission("the_initiation_rite", "njani")  # Cleric 2, Mage 2 against Cleric 8, Mage 8
    # each test passes on 6+ with the dice: 26 rolls in 36, both (26/36)² = 52%
    assert "Cleric 8, Mage 8 at " in find(state, "attempt", 0, 0).label
    assert find(state, "attempt", 0, 0).label.endswith(": you pass 52%; failed: 1 damage")


def test_testes_a_result_table_shows_each_rows_chance_on_the_card():
    state = on_mission("the_sword_and_the_scales", "elara")  # Rogue 2 against a table from Rogue 8
    assert find(state, "attempt", 0, 0).label.endswith(": you pass 72%; a low roll: 1d3 damage")
    face = RpgQuestFaces().face("mission-the_sword_and_the_scales", state.view(0), 0).plain
    # 2d6+2: 2-5 on the dice read the 2+ row (10 rolls), 6-9 the 8+ row (20), 10-12 the 12+ row (6); 15+ never
    assert ("Red's chance at stage 1: 2+ 28%: 1d3 damage · 8+ 56%: 1,000gp, 1 VP · 12+ 17%: 1,500gp, 1 VP"
            in face)


def test_rumores_the_move_shows_the_tests_the_chance_and_the_whole_failure():
    state = table(seed=3)
    group_of(state, 0, "njani")  # Rogue 0, Cleric 2
    where = next(h for h in sorted(state.world.marked["rumour"]) if state.world.places[h].kingdom == 14)
    place(state, 0, where, inside=False)
    # Rogue 8 on 8+ (15 rolls in 36), then Cleric 9 on 7+ (21): 315/1296 = 24%
    assert find(state, "investigate").label == ("Investigate The Mirror Pool: Rogue 8, Cleric 9: you succeed 24%; "
                                                 "failing: -300gp, 1 damage")
    face = RpgQuestFaces().face("rumour-mirror_pool", state.view(0), 0).plain
    assert "Failing: -300gp, 1 damage" in face and "Red's chance: you succeed 24%" in face
    assert rumour_cards()["rumour-mirror_pool"].failure.gold == -300


def test_the_cursors_preview_of_a_mission_hex_shows_the_groups_chance_there():
    state = on_mission("the_initiation_rite", "njani")
    where = state.quests[0][0].hex
    place(state, 0, state.world.castle)
    text = preview(state.view(0), state.world, 0, where)[0].plain
    assert "Red's meeple: The Initiation Rite" in text and "\n  Red: you pass 52%" in text


async def test_the_card_panel_of_a_highlighted_attempt_shows_each_rows_chance(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Match.new("rpgquest", {"players": 1}, 0, [Seat()])
        state = session.state
        assert isinstance(state, RpgQuestState)
        group_of(state, 0, "elara")
        where = sorted(state.world.bolts.values())[3]
        state.mission_deck.remove("mission-the_sword_and_the_scales")
        state.quests[0] = [Quest("mission-the_sword_and_the_scales", 0, where)]
        place(state, 0, where, inside=False)
        board = app.start_session(session)
        await settle(pilot)
        attempt = next(n for n, move in enumerate(board.moves) if move.kind == "attempt")
        assert str(board.moves[attempt]).endswith("you pass 72%; a low roll: 1d3 damage")
        await pilot.press("home", *["down"] * attempt)
        await settle(pilot)
        face = str(board.query_one("#card-face").render())
        assert "2+ 28%: 1d3 damage · 8+ 56%: 1,000gp, 1 VP · 12+ 17%: 1,500gp, 1 VP" in face
