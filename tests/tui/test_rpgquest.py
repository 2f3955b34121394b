"""RPGQuest through the app: the map of Arcádia with its cursor and travel, the groups, a whole game."""

from __future__ import annotations

import random

import pytest

from engine.core import Action
from engine.rpgquest import hexes
from engine.rpgquest.routes import route
from tests.tui.drive import choose, near_the_end, open_session, play_to_end, roll_virtual, settle, start
from tests.tui.snapshots import screen_text
from tui.dialogs.confirm import ConfirmDialog
from tui.match import Seat
from tui.rpgquest import hexgrid
from tui.rpgquest.board import RpgQuestBoard
from tui.rpgquest.hexmap import HexMap
from tui.rpgquest.screen import RpgQuestScreen


def board_text(board) -> str:
    return "\n".join(str(static.render()) for static in board.query(".board-section"))


def map_text(board) -> str:
    return str(board.query_one(HexMap).render())


def section(board, name: str) -> str:
    return str(board.query_one(f"#{name}").render())


async def test_the_board_shows_the_map_the_group_and_where_it_stands(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2}, seed=3)
        assert isinstance(board, RpgQuestScreen)
        text = board_text(board)
        assert "Turn 1/12" in text and "Action Markers: Red 1 2 3 4" in text
        assert "Red's group: Castelo Lillith in Kether (inside)" in text
        assert "◆Ca" in map_text(board) and "▲" in map_text(board)  # Locations and terrain by glyph
        assert "1 Red (Player 1)" in text and "HP" in text
        assert "The monsters' turn at this Turn's end: Aries" in text and "bounty" in text
        points = board.state.groups[0].points
        assert f"A test adds: Warrior {points(0)} · Rogue {points(1)} · Cleric {points(2)} · Mage {points(3)}" in text
        await choose(pilot, 0)  # Move (7 MP)
        await settle(pilot)
        text = board_text(board)
        assert "Red moving · 7 MP left" in text and "Action Markers: Red 2 3 4, Blue 1" in text


async def test_a_short_game_against_an_ai_rival_plays_to_the_end(make_app):
    app = make_app()
    seats = [Seat(), Seat("ai", "normal")]
    async with app.run_test(size=(80, 24)) as pilot:
        await open_session(app, pilot, near_the_end("rpgquest", {"players": 2, "turn_limit": 1}, seats, seed=5))
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
        hexmap = board.query_one(HexMap)
        for zoom in hexgrid.ZOOMS:
            hexmap.zoom = zoom
            await pilot.pause()
            rows = map_text(board).splitlines()
            assert rows and max(len(row) for row in rows) <= hexmap.size.width
            assert len(rows) <= hexmap.size.height
            assert any("1" in row for row in rows)  # the group is on screen


def a_safe_target(board, steps: int = 3):
    """A hex `steps` away whose cheapest route risks no ambush and crosses no ford."""
    state = board.state
    start_hex = state.groups[0].hex
    for where in hexes.ring(start_hex, steps):
        found = route(state.world, start_hex, where)
        if found and found.ambush == 0 and not found.fares and found.actions == 1:
            return where, found
    raise AssertionError("no safe target on this map")


async def test_the_cursor_previews_the_hex_and_the_route_before_the_player_commits(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        await pilot.press("m")
        hexmap = board.query_one(HexMap)
        assert hexmap.has_focus and hexmap.cursor == board.state.groups[0].hex
        assert "Red's group is here." in section(board, "rq-cursor")
        await pilot.press("right")
        await pilot.pause()
        east = hexes.add(board.state.groups[0].hex, (1, 0))
        assert hexmap.cursor == east
        found = route(board.state.world, board.state.groups[0].hex, east)
        preview = section(board, "rq-cursor")
        assert f"(hex {east[0]},{east[1]})" in preview
        assert f"From Red's group: 1 hex, {found.mp} MP, 1 action" in preview
        assert f"ambush risk {float(found.ambush):.0%}" in preview
        assert hexmap.marks.route == frozenset(found.path)


async def test_choosing_a_hex_on_the_map_plays_the_movement_step_by_step(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        target, found = a_safe_target(board)
        await pilot.press("m")
        board.query_one(HexMap).cursor = target
        await pilot.press("enter")
        await settle(pilot, 6)
        state = board.state
        assert state.groups[0].hex == target and state.phase == "move"
        assert state.mp == 7 - found.mp and state.markers[0] == [2, 3, 4]
        played = [getattr(item, "kind", "roll") for item in board.match.record.inputs]
        assert played[-found.steps - 1:] == ["move"] + ["step"] * found.steps
        assert not board.journey  # the player decides what to do at the end of the way


async def test_the_map_zooms_out_to_the_whole_of_arcadia_and_a_click_moves_the_cursor(make_app):
    app = make_app()
    async with app.run_test(size=(160, 60)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        hexmap = board.query_one(HexMap)
        assert "|" in map_text(board)  # the close view draws hex borders
        await pilot.press("m", "z")
        await pilot.pause()
        assert hexmap.zoom == "map" and "|" not in map_text(board)
        rows = [row for row in map_text(board).splitlines() if row.strip()]
        width, height = hexgrid.size(hexmap.world, "map")
        assert len(rows) == height  # the whole map at a glance
        where = next(h for h in hexmap.world.land if h != hexmap.cursor)
        x, y = hexgrid.position(hexmap.world, where, "map")
        left, top = hexmap.origin
        await pilot.click(HexMap, offset=(x - left, y - top))
        assert hexmap.cursor == where
        await pilot.press("g")
        assert hexmap.cursor == board.state.groups[0].hex


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


def test_the_board_reads_from_the_card_files_what_the_view_names_by_id():
    """The view carries ids (issue #34); the board reads the names, a mission's stage and a bounty from
    the card files, as a seat across the network does with the same files."""
    from engine.rpgquest.decks import decks
    from engine.rpgquest.quest import TRANSPORT, Quest
    from tests.rpgquest.test_view import with_everything
    from tui.match import Match

    session = Match.new("rpgquest", {"players": 2}, 3, [Seat(), Seat()])
    state = session.state
    state.groups[0].items["item-potion_of_giant_strength"] = 1
    with_everything(state)
    state.public.append(Quest("mission-the_sun", 0, state.groups[1].hex, order="order-druidas"))
    state.demands = ["camelot"]
    view = state.view(0)
    great = next(g for g in view["great_challenges"] if g["bounty"])
    card = decks().challenges[great["id"]]
    monsters = RpgQuestBoard.monsters(view).plain
    assert f"☠ {card.name} at " in monsters and f"→ Moedas · bounty {card.gold + 1000:,}gp, {card.vp} VP" in monsters
    assert "Fallen (2 of 4): Taças (ruin, 4 to rebuild), Bastões (held by Orcs)" in monsters
    groups = RpgQuestBoard.groups(view, session).plain
    assert "✦ Potion of Giant Strength" in groups and "✧ Shard of the Fallen Star (artifact)" in groups
    assert "Order: Hermetic Order of the Golden Dawn (Illuminati, +1 more on Mage)" in groups
    assert "▸ the cargo for Taças: go to Taças (2,000gp)" in groups and "Fallen: Félix (level 1)" in groups
    assert TRANSPORT == view["groups"][0]["missions"][-1]["card"]
    missions = RpgQuestBoard.missions(view).plain
    assert "○ The Sun (O Sol), stage 1/" in missions and " · Order: The Druids" in missions
    assert "Trade Demands: Camelot" in missions


async def test_the_board_shows_every_groups_missions_the_public_missions_and_the_trade_demands(make_app):
    app = make_app()
    async with app.run_test(size=(120, 50)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2}, seed=3)
        text = board_text(board)
        assert text.count("▸ The Call to Adventure (O Chamado para a Aventura), stage 1/1: go to ") == 2
        assert "Public Missions: none" in text and "Trade Demands: " in text and "Mission Deck: 41 cards" in text


async def test_travel_stops_on_a_hex_where_a_mission_stage_may_be_resolved(make_app):
    from engine.rpgquest.quest import Quest

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        target, found = a_safe_target(board)
        board.state.quests[0] = [Quest("mission-the_sun", 0, found.path[1])]
        board.state._legal = None
        await pilot.press("m")
        board.query_one(HexMap).cursor = target
        await pilot.press("enter")
        await settle(pilot, 6)
        state = board.state
        assert state.groups[0].hex == found.path[1] and state.phase == "move" and not board.journey
        assert any(action.kind == "resolve" for action in state.legal_actions())


def test_the_cursors_preview_names_the_direction_meeples_on_the_hex():
    from engine.rpgquest import GAME
    from tui.rpgquest.preview import preview

    state = GAME.new({"mode": "competitive", "players": 2}, 3)
    where = state.quests[1][0].hex
    state.public.append(state.quests[0].pop(0))
    state.public[0].hex = where
    text, _ = preview(state.view(0), state.world, 0, where)
    assert "Blue's meeple: The Call to Adventure (O Chamado para a Aventura) — go to " in str(text)
    assert "Public Mission (white meeple): The Call to Adventure" in str(text)


async def test_a_rumour_on_the_hex_shows_its_card_and_the_board_shows_crystals_and_the_fallen(make_app):
    from engine.rpgquest.group import Adventurer
    from tui.match import Match

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Match.new("rpgquest", {"players": 1}, 3, [Seat()])
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


async def test_the_map_marks_the_direction_meeples_the_seat_may_follow(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2}, seed=3)
        hexmap = board.query_one(HexMap)
        mine, theirs = board.state.quests[0][0].hex, board.state.quests[1][0].hex
        assert mine in hexmap.marks.meeples and (theirs == mine or theirs not in hexmap.marks.meeples)
        x, y = hexgrid.position(hexmap.world, mine, "close")
        assert hexgrid.picture(hexmap.world, hexmap.marks, "close")[y - 1][x][0] == hexgrid.MEEPLE
        assert "⚑" in section(board, "rq-legend")


async def rest_to_the_end_of_the_turn(pilot, board) -> None:
    """The player's group rests through its four actions: the Turn ends and the monsters take theirs."""
    for _ in range(4):
        rest = next(n for n, move in enumerate(board.moves) if move.kind == "rest")
        await choose(pilot, rest)
        await settle(pilot)


def monster_hexes(steps_monsters) -> frozenset:
    return frozenset((q, r) for q, r, _ in steps_monsters)


def log_text(board) -> str:
    """The log as written on screen, its wrapped lines joined again."""
    return " ".join(" ".join(line.text.split()) for line in board.query_one("#log").lines)


def last_logged(board) -> str:
    return board.table.log(board.viewer)[board.query_one("#log").written - 1]


@pytest.mark.slow
async def test_the_monsters_turn_is_shown_step_by_step_on_the_map_and_space_skips_it(make_app):
    app = make_app(speed="slow")
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        state = board.state
        far = sorted(state.world.land, key=lambda h: hexes.distance(h, state.world.castle))[-2:]
        for where in far:  # hordes on the map besides the great ones
            state.map_monsters.setdefault(where, []).append("orcs")
        await rest_to_the_end_of_the_turn(pilot, board)
        board.interlude_timer.pause()  # the test looks at one step at a time, however busy the machine is
        steps = board.state.view(0)["monsters_turn"]["steps"]
        hexmap = board.query_one(HexMap)
        at = board.replay.at
        assert len(steps) >= 4 and at < len(steps) - 1
        assert last_logged(board) == steps[at]["text"]  # the rest of the turn is held back
        assert steps[at + 1]["text"] not in log_text(board)
        assert hexmap.marks.monsters == monster_hexes(steps[at]["monsters"])
        assert f"The monsters' turn, step {at + 1} of {len(steps)}" in section(board, "rq-step") and not board.moves
        await pilot.pause()
        assert "Skip the monsters' turn" in screen_text(app)  # the footer shows Space while it is on show
        board.interlude_timer.resume()
        await wait_for(pilot, lambda: board.replay.at > at)  # the next step comes at the animation speed
        board.interlude_timer.pause()
        at = board.replay.at
        assert hexmap.marks.monsters == monster_hexes(steps[at]["monsters"])
        assert last_logged(board) == steps[at]["text"] and steps[at]["text"] in log_text(board)
        assert steps[at]["text"] in section(board, "rq-step")
        assert hexmap.spotlight == (tuple(steps[at]["at"]) if steps[at]["at"] else None)
        await pilot.press("space")
        await settle(pilot)
        assert board.replay is None and hexmap.spotlight is None
        assert "Skip the monsters' turn" not in screen_text(app)
        assert hexmap.marks.monsters == monster_hexes(board.state.view(0)["monsters"])
        assert steps[-1]["text"] in log_text(board)
        assert board.state.turn == 2 and any(move.kind == "rest" for move in board.moves)
        assert sum("Orcs move one hex toward" in step["text"] for step in steps) == 2


async def wait_for(pilot, ready, rounds: int = 3000) -> None:
    """Let the app run (AI seats think in their workers) until `ready()`."""
    for _ in range(rounds):
        if ready():
            return
        await pilot.pause(0.01)
    raise AssertionError("the app never got there")


async def test_o_que_fazer_em_uma_rodada_a_person_holding_a_lower_marker_is_asked_to_interrupt(make_app):
    from tui.rpgquest.interrupt import InterruptDialog

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat("ai", "easy"), Seat()], {"players": 2}, seed=3)
        await wait_for(pilot, lambda: isinstance(app.screen, InterruptDialog))
        dialog = app.screen
        assert str(dialog.query_one("#interrupt-title").render()) == "Blue: interrupt Red's round?"
        gain = str(dialog.query_one("#interrupt-gain").render())
        assert "You hold Action Marker 1, lower than every marker Red holds (2, 3, 4)" in gain
        assert "take one of its actions now, before Red's next one" in gain
        await pilot.press("i")
        await settle(pilot)
        state = board.state
        assert "Blue interrupts Red's round." in state.log
        assert state.phase == "action" and state.actor == 1 and state.current == 0
        assert board.moves and app.screen is board


@pytest.mark.slow
async def test_o_que_fazer_em_uma_rodada_the_interrupt_prompt_is_for_a_person_and_r_stops_it_for_the_round(make_app):
    from tui.rpgquest.interrupt import InterruptDialog

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        # An AI seat that may interrupt is never prompted: it answers for itself.
        board = await start(app, pilot, "rpgquest", [Seat(), Seat("ai", "easy")], {"players": 2}, seed=3)
        await choose(pilot, next(n for n, move in enumerate(board.moves) if move.kind == "rest"))
        await wait_for(pilot, lambda: board.state.actor == 0 and board.state.phase == "action" and board.moves)
        assert "wait" in [getattr(item, "kind", "") for item in board.match.record.inputs] or \
            "Blue interrupts Red's round." in board.state.log
        assert not isinstance(app.screen, InterruptDialog)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat("ai", "easy"), Seat()], {"players": 2}, seed=3)
        await wait_for(pilot, lambda: isinstance(app.screen, InterruptDialog))
        await pilot.press("r")  # let Red go on, and do not ask again this round
        for _ in range(2000):
            assert not isinstance(app.screen, InterruptDialog)
            if board.state.current == 1:
                break
            await pilot.pause(0.01)
        waits = [item for item, mover in zip(board.match.record.inputs, board.match.movers, strict=True)
                 if mover == 1 and getattr(item, "kind", "") == "wait"]
        assert board.state.current == 1 and len(waits) == 3  # asked after Red's first three actions


@pytest.mark.slow
async def test_pontos_de_vida_e_dano_a_lost_fight_is_placed_marker_by_marker_hero_by_hero_with_hp_shown(make_app):
    from engine.rpgquest.group import Adventurer
    from tui.dialogs.dice import DiceDialog
    from tui.match import Match

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Match.new("rpgquest", {"players": 1}, 3, [Seat()], dice="typed")
        state = session.state
        group = state.groups[0]
        group.heroes = [Adventurer.recruited("hero-njani"), Adventurer.recruited("hero-brazmulir")]
        group.hex = next(h for h in hexes.neighbours(state.world.castle) if h in state.world.land)
        group.inside = False
        state.map_monsters[group.hex] = ["orcs"]
        state._legal = None
        board = app.start_session(session)
        await settle(pilot)
        await choose(pilot, next(n for n, move in enumerate(board.moves) if move.kind == "fight"))
        await wait_for(pilot, lambda: isinstance(app.screen, DiceDialog))
        await pilot.press("1", "space", "1", "enter")  # a natural 2: the first test is lost
        await settle(pilot)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, DiceDialog) and "damage" in app.screen.request.reason)
        await pilot.press("6", "enter")  # 1d6 read as 1d3: 3 damage markers
        await settle(pilot)
        await pilot.press("enter")
        await wait_for(pilot, lambda: board.state.phase == "damage" and board.moves)
        heroes = list(board.state.groups[0].heroes)
        labels = [str(move) for move in board.moves]
        assert labels == [f"A damage marker on {hero.name} (0/{hero.hit_points} taken)" for hero in heroes]
        assert "3 damage markers from the Orcs to place, hero by hero" in section(board, "rq-status")
        assert board.moves[0].card == heroes[0].hero  # the hero's card is in the card panel
        await choose(pilot, 1)  # the second marker on the second hero
        await settle(pilot)
        second = heroes[1]
        assert second.damage == 1 and f"{second.hit_points - 1}/{second.hit_points} HP" in section(board, "rq-groups")
        assert str(board.moves[1]) == f"A damage marker on {second.name} (1/{second.hit_points} taken)"
        assert "2 damage markers from the Orcs" in section(board, "rq-status")
        await choose(pilot, 0)
        await choose(pilot, 0)
        await settle(pilot)
        first = heroes[0]
        assert board.state.phase != "damage" and first.damage == 2  # placed where the player chose
        assert (first in board.state.groups[0].heroes) == (first.damage <= first.hit_points)


@pytest.mark.slow
async def test_a_fast_competitive_game_against_two_ai_rivals_plays_by_keys_to_the_game_over_screen(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat("ai", "easy"), Seat("ai", "normal")],
                            {"players": 3, "fast": True, "turn_limit": 2}, seed=11)
        over = await play_to_end(pilot, random.Random(4))
        state = board.state
        assert state.is_over() and state.monsters_moved >= 1
        text = str(over.query_one("#over-result").render())
        assert state.result().reason in text
        humans = [mover for mover in board.match.movers if mover == 0]
        assert len(humans) >= 8  # the person played every one of their actions by key


@pytest.mark.slow
async def test_a_fast_cooperative_game_plays_by_keys_to_the_game_over_screen(make_app):
    app = make_app(speed="fast")  # the monsters' turns are shown, and skipped with Space
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat("ai", "normal")],
                            {"mode": "cooperative", "players": 2, "fast": True, "turn_limit": 2}, seed=12)
        over = await play_to_end(pilot, random.Random(5))
        state = board.state
        assert state.is_over() and state.cooperative and state.monsters_moved >= 1
        assert state.result().reason in str(over.query_one("#over-result").render())


async def test_zoomed_in_at_80x24_the_map_names_the_regions_in_view_and_hides_no_mark(make_app):
    from engine.rpgquest.world_data import world_data

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2}, seed=3)
        hexmap = board.query_one(HexMap)
        assert hexmap.zoom == "close"
        names = {world_data().kingdoms[k.number].name for k in hexmap.world.kingdoms}
        assert any(name in map_text(board) for name in names)  # the regions in view are named on the map
        grid = hexgrid.picture(hexmap.world, hexmap.marks, "close")
        labelled = {name for name in names if any(name in "".join(c for c, _ in row) for row in grid)}
        assert "Kether" in labelled and len(labelled) >= len(names) * 3 // 4  # most have room for their name
        plain = hexgrid.picture(hexmap.world, hexmap.marks, "close", names=False)
        for y, row in enumerate(plain):  # a name covers only hex borders, never a hex or a mark
            for x, (char, _) in enumerate(row):
                if grid[y][x][0] != char:
                    assert char in "/\\ " and grid[y][x][1] == hexgrid.REGION_STYLE
        hexmap.zoom = "map"
        await pilot.pause()
        assert not any(name in map_text(board) for name in names)  # the whole map stays one character a hex


async def test_rpgquests_help_lists_the_shared_keys_the_map_keys_and_space_for_the_monsters_turn(make_app):
    from tui.screens.help import HelpScreen

    app = make_app()
    async with app.run_test(size=(100, 50)) as pilot:
        await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        keys = dict(app.screen.bindings)
        assert keys["u"].startswith("Undo your last decision") and keys["m"].startswith("The map") and keys["Space"] == "Skip the monsters' turn"
        assert any(key.startswith("z") and "whole map" in what for key, what in app.screen.bindings)
        assert keys["f"].startswith("The map's cursor to your next mission's hex")


@pytest.mark.slow
async def test_an_ai_seats_answer_to_an_interrupt_offer_is_not_held_back_by_the_animation_speed(make_app, monkeypatch):
    app = make_app(speed="slow")
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat("ai", "easy")], {"players": 2}, seed=3)
        paces: list[tuple[str, float]] = []
        think = board.think

        def spy(generation, seat, choose, delay):
            paces.append((board.state.phase, delay))
            return think(generation, seat, choose, delay)

        monkeypatch.setattr(board, "think", spy)
        await choose(pilot, next(n for n, move in enumerate(board.moves) if move.kind == "rest"))
        await wait_for(pilot, lambda: paces and board.state.actor == 0 and board.state.phase == "action", 3000)
        assert paces[0] == ("interrupt", 0.0)  # Blue may interrupt Red: its answer comes at once
        assert all(delay == app.settings.delay for phase, delay in paces[1:])  # its actions are paced


@pytest.mark.slow
async def test_pontos_de_vitoria_the_game_over_screen_says_where_each_groups_points_came_from(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat("ai", "easy")],
                            {"players": 2, "fast": True, "vp_target": 3}, seed=3)
        board.state.groups[0].win_vp(2, "missions")
        board.state.groups[0].win_vp(1, "hero levels")
        panel = RpgQuestBoard.groups(board.state.view(0), board.match)
        assert "3 VP (missions 2, hero levels 1) · 2,000gp" in panel.plain
        over = await play_to_end(pilot, random.Random(2))
        text = str(over.query_one("#over-result").render())
        assert board.state.groups[0].vp_from["missions"] == 2
        assert "from missions 2 · " in text and "hero levels 1" in text
        assert text.index("from missions") > text.index(board.match.seat_name(0))


@pytest.mark.slow
async def test_pontos_de_vitoria_in_the_cooperative_game_each_group_shows_its_own_part(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat("ai", "easy")],
                            {"mode": "cooperative", "players": 2, "fast": True, "vp_target": 1}, seed=3)
        board.state.groups[0].win_vp(2, "Great Challenges")
        board.state.groups[1].win_vp(1, "rescues")
        over = await play_to_end(pilot, random.Random(2))
        text = str(over.query_one("#over-result").render())
        total, theirs = board.state.result().scores[0], board.state.groups[1].vp
        assert board.state.groups[0].vp == 2 and total == 2 + theirs  # the AI's play decides its part
        assert f"★ Player 1: {total:g} VP\n    its own part 2: Great Challenges 2\n" in text
        assert f"(easy): {total:g} VP\n    its own part {theirs}: " in text and "rescues 1" in text


async def test_esc_in_map_mode_goes_back_to_the_moves_and_then_asks_before_leaving(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        await pilot.press("m")
        assert board.query_one(HexMap).has_focus
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is board and board.query_one("#moves").has_focus
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmDialog)


def an_ambush_on_the_way(board):
    """A hex 3 away, one action's walk, whose way crosses a hex with an Encounter Value before its end."""
    from engine.rpgquest.routes import ambush_value

    state = board.state
    start_hex = state.groups[0].hex
    for where in hexes.ring(start_hex, 3):
        found = route(state.world, start_hex, where)
        if found and found.actions == 1 and not found.fares:
            risky = [n for n, place in enumerate(found.path[:-1]) if ambush_value(state.world, place)]
            if risky:
                return where, found.path[risky[0]]
    raise AssertionError("no way with an ambush on this map")


async def test_mover_se_travel_stops_after_an_ambush_is_won_and_spends_no_other_action(make_app, monkeypatch):
    from tui.dialogs.dice import DiceDialog

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        target, ambushed = an_ambush_on_the_way(board)
        # The ambush test rolls 1 (an ambush); every hero's test rolls its highest (the fight is won).
        monkeypatch.setattr(board.match, "virtual_roll",
                            lambda request: (1,) if request.dice == (10,) else tuple(request.dice))
        await pilot.press("m")
        board.query_one(HexMap).cursor = target
        await pilot.press("enter")
        for _ in range(40):
            await settle(pilot)
            if isinstance(app.screen, DiceDialog):
                await roll_virtual(pilot)
            elif "Victory over" in log_text(board) and not board.busy:
                break
        await settle(pilot, 6)
        state = board.state
        assert any(line.startswith("Ambush!") for line in state.log)
        assert state.groups[0].hex == ambushed and state.phase == "action"
        assert state.markers[0] == [2, 3, 4] and not board.journey  # the player chooses again


async def test_undo_against_an_ai_rival_takes_back_your_own_decisions_and_its_let_you_go_on(make_app, monkeypatch):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat("ai", "easy")], {"players": 2}, seed=3)
        match = board.match
        monkeypatch.setattr(match, "ai_task", lambda seat: lambda: Action("wait"))  # Blue never interrupts
        for played in (2, 4):  # Red rests twice; each time Blue, holding marker 1, lets Red go on
            await choose(pilot, next(n for n, move in enumerate(board.moves) if move.kind == "rest"))
            await wait_for(pilot, lambda played=played: len(match.record.inputs) == played and board.moves)
            assert [getattr(item, "kind", "") for item in match.record.inputs[-2:]] == ["rest", "wait"]
        await pilot.press("u")
        await settle(pilot)
        assert [getattr(item, "kind", "") for item in match.record.inputs] == ["rest", "wait"]
        assert board.state.phase == "action" and board.state.actor == 0 and board.moves
        await pilot.press("u")
        await settle(pilot)
        assert match.record.inputs == [] and board.state.markers[0] == [1, 2, 3, 4]
        await choose(pilot, next(n for n, move in enumerate(board.moves) if move.kind == "rest"))
        await wait_for(pilot, lambda: len(match.record.inputs) == 2 and board.moves)  # Blue answers again
        assert match.record.inputs[-1] == Action("wait")


async def test_dismissing_a_hero_asks_once_before_it_is_played(make_app):
    from engine.rpgquest.group import Adventurer
    from tui.match import Match

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Match.new("rpgquest", {"players": 1}, 3, [Seat()])
        group = session.state.groups[0]
        group.heroes.append(Adventurer.recruited("hero-njani"))
        session.state._legal = None
        board = app.start_session(session)
        await settle(pilot)
        dismiss = next(n for n, move in enumerate(board.moves) if move.kind == "dismiss")
        await choose(pilot, dismiss)
        await settle(pilot)
        assert isinstance(app.screen, ConfirmDialog)
        assert "Dismiss" in str(app.screen.query_one(".question").render())
        await pilot.press("n")
        await settle(pilot)
        assert app.screen is board and len(group.heroes) == 2 and session.record.inputs == []
        await choose(pilot, dismiss)
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert len(board.state.groups[0].heroes) == 1 and getattr(session.record.inputs[-1], "kind", "") == "dismiss"


async def test_the_great_challenges_are_placed_by_the_name_of_their_place(make_app):
    from engine.rpgquest.decks import decks
    from engine.rpgquest.movement import describe_place
    from tui.rpgquest.lookup import whereabouts

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        text = section(board, "rq-monsters")
        state = board.state
        assert state.great
        for great in state.great:
            where = next((q, r) for (q, r), stack in state.map_monsters.items() if great in stack)
            assert f"☠ {decks().challenges[great].name} at {whereabouts(state.world, where)} ·" in text
            assert whereabouts(state.world, where).startswith(describe_place(state.world, where) + ", ")
            assert f"{where[0]},{where[1]}" not in text


async def test_rumores_the_cursors_preview_names_the_rumour_that_waits_on_the_hex_with_its_tests(make_app):
    from engine.rpgquest.rumour_cards import rumour_cards

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        state = board.state
        where = next(h for h in state.world.marked["rumour"])
        card = next(rumour_cards()[c] for c in state.rumours
                    if rumour_cards()[c].kingdom == state.world.places[where].kingdom)
        await pilot.press("m")
        board.query_one(HexMap).cursor = where
        await pilot.pause()
        tests = ", ".join(f"{c.title()} {d}" for c, d in card.tests)
        assert f"Rumour: {card.name} ({tests})" in section(board, "rq-cursor")


async def test_the_whole_map_at_a_glance_shows_the_cursor_in_brackets(make_app):
    app = make_app()
    async with app.run_test(size=(160, 60)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat()], {"players": 1}, seed=3)
        hexmap = board.query_one(HexMap)
        await pilot.press("m", "z", "right", "right")
        await pilot.pause()
        x, y = hexgrid.position(hexmap.world, hexmap.cursor, "map")
        left, top = hexmap.origin
        row = map_text(board).splitlines()[y - top]
        assert row[x - left - 1] == "[" and row[x - left + 1] == "]"
        assert map_text(board).count("[") == 1


async def test_f_brings_the_maps_cursor_to_your_mission_then_the_other_groups_and_the_rumours_in_turn(make_app):
    from tui.rpgquest.preview import places_to_find

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2}, seed=3)
        hexmap, state = board.query_one(HexMap), board.state
        places = places_to_find(board.view, hexmap.world, 0)
        assert places[0] == state.quests[0][0].hex and state.groups[1].hex in places
        assert set(state.world.marked["rumour"]) <= set(places)  # every region's Rumour is still open
        visited = []
        for _ in places:
            await pilot.press("f")
            await pilot.pause()
            visited.append(hexmap.cursor)
            if len(visited) == 1:
                assert "Red's meeple: The Call to Adventure" in section(board, "rq-cursor")
        assert visited == places and "Rumour: " in section(board, "rq-cursor")
        await pilot.press("f")
        assert hexmap.cursor == places[0]  # round again


async def test_movimentar_se_pelas_cavernas_at_a_cave_mouth_the_board_says_why_the_caves_are_not_offered(make_app):
    from tui.match import Match

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Match.new("rpgquest", {"players": 1}, 3, [Seat()])
        state = session.state
        mouth = state.world.marked["cave"][0]
        state.groups[0].hex, state.groups[0].inside = mouth, False
        state.caves, state.cave_mapper = [mouth], 0
        state._legal = None
        board = app.start_session(session)
        await settle(pilot)
        await choose(pilot, next(n for n, move in enumerate(board.moves) if move.kind == "move"))
        await settle(pilot)
        assert not any(move.kind == "tunnel" for move in board.moves)
        assert "Through the caves once they are mapped: 1 of 3 mouths known" in section(board, "rq-here")


def mapped_caves(state) -> list:
    """Three Cave hexes in three Kingdoms are the known mouths: the caves are mapped."""
    mouths, kingdoms = [], set()
    for where in state.world.marked["cave"]:
        if state.world.places[where].kingdom not in kingdoms:
            mouths.append(where)
            kingdoms.add(state.world.places[where].kingdom)
    state.caves, state.cave_mapper = mouths[:3], 0
    return mouths[:3]


async def test_movimentar_se_pelas_cavernas_the_route_preview_offers_the_caves_and_travel_goes_through(make_app):
    from engine.rpgquest.movement import describe_place
    from tui.match import Match

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = Match.new("rpgquest", {"players": 1}, 3, [Seat()])
        state = session.state
        mouths = mapped_caves(state)
        first, third = max(((a, b) for a in mouths for b in mouths), key=lambda pair: hexes.distance(*pair))
        state.groups[0].hex, state.groups[0].inside = first, False
        target = next(h for h in hexes.neighbours(third) if state.world.foot_cost(third, h)
                      and not state.world.places[h].location and h not in state.map_monsters
                      and not state.world.places[h].terrain.fare)
        on_foot = route(state.world, first, target)
        assert on_foot is None or on_foot.mp > 7 + state.world.foot_cost(third, target)
        state._legal = None
        board = app.start_session(session)
        await settle(pilot)
        await pilot.press("m")
        board.query_one(HexMap).cursor = target
        await pilot.pause()
        preview = section(board, "rq-cursor")
        near, far = describe_place(state.world, first), describe_place(state.world, third)
        assert f"Through the caves: from {near} to {far} (7 MP)" in preview
        assert "From Red's group: 1 hex on foot, " in preview
        await pilot.press("enter")
        await settle(pilot, 8)
        played = [getattr(item, "kind", "roll") for item in board.match.record.inputs]
        assert "tunnel" in played and board.state.groups[0].hex == target
        assert board.state.markers[0][0] == 3  # a second action: the caves took the whole first


def test_investigar_o_portal_the_way_to_the_cursor_steps_through_the_awake_portal_when_it_is_shorter():
    from engine.rpgquest import GAME
    from tui.rpgquest.ways import PORTAL, way_for

    state = GAME.new({"players": 1}, 3)
    bases = list(state.world.marked["portal"])
    near, far = max(((a, b) for a in bases for b in bases), key=lambda pair: hexes.distance(*pair))
    state.groups[0].hex, state.groups[0].inside = near, False
    state.portal = [near, far]
    found = way_for(state.view(0), state.world, 0, far)
    assert found is not None and found.through == PORTAL and found.gate == (near, far)
    assert found.path == (far,) and found.mp == 1 and found.actions == 1 and found.walked == 0
    state.portal = []
    on_foot = way_for(state.view(0), state.world, 0, far)
    assert on_foot is not None and on_foot.through == "" and on_foot.mp > 1
