"""The board screen's layout at every size: what a player decides about stays on screen, the panels
share the window, the log wraps at its width, and the card panel follows the highlighted move."""

from __future__ import annotations

import random

import pytest

from tests.tui.drive import choose, open_session, settle, start
from tests.tui.snapshots import screen_text
from tui.cartaventuras.faces import character
from tui.match import Match, Seat
from tui.widgets.card_detail import CardDetail
from tui.widgets.table_log import TableLog


def words(text: str) -> list[str]:
    return text.split()


def inside(outer, inner) -> bool:
    """Whether region `inner` lies whole within region `outer` (and is not empty)."""
    return inner.width > 0 and inner.height > 0 and outer.x <= inner.x and inner.right <= outer.right \
        and outer.y <= inner.y and inner.bottom <= outer.bottom


def log_is_whole(log: TableLog, lines: list[str]) -> None:
    """Every one of `lines` wrapped within the log's width (no word cut, no sideways scrollbar) and the
    newest in view, whole."""
    width = log.scrollable_content_region.width
    assert all(strip.cell_length <= width for strip in log.lines)
    assert not log.show_horizontal_scrollbar
    shown = " ".join(strip.text for strip in log.lines)
    assert words(shown) == words(" ".join(lines))
    assert log.scroll_offset.y + log.scrollable_content_region.height >= len(log.lines)


async def test_after_a_resize_the_log_wraps_at_its_new_width_and_shows_its_newest_line_whole(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "elria", [Seat(), Seat()], {"mode": "duel", "players": 2}, seed=3)
        for _ in range(6):
            await choose(pilot, 0)
            await settle(pilot)
        log = board.query_one(TableLog)
        lines = board.table.log(board.viewer)
        assert len(lines) > 4
        for size in ((80, 24), (160, 50), (120, 40)):
            await pilot.resize_terminal(*size)
            await settle(pilot)
            log_is_whole(log, lines)
        wide = len(log.lines)
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert len(log.lines) > wide  # wrapped anew: a narrower log has more lines


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (120, 70)], ids=lambda size: f"{size[0]}x{size[1]}")
async def test_the_move_list_takes_what_it_needs_up_to_half_the_side_and_the_log_the_rest(make_app, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        board = await start(app, pilot, "elria", [Seat(), Seat()], {"mode": "duel", "players": 2}, seed=3)
        for _ in range(8):  # to a choice of five moves, their cards' lines under them: 18 lines in all
            await choose(pilot, 0)
            await settle(pilot)
        moves, side, log = board.query_one("#moves"), board.query_one("#side"), board.query_one(TableLog)
        needed, half = moves.virtual_size.height, side.region.height // 2
        assert needed >= 18
        assert moves.region.height == min(needed, half)  # every move when they fit in half the side
        assert log.region.bottom == side.region.bottom and log.region.height >= 3  # the log has the rest


def to_moves_with_and_without_a_card(game: str, config: dict) -> Match:
    """A table played headless (random moves, virtual dice) to a choice of moves of which some involve a
    card and some none."""
    table = Match.new(game, config, 3, [Seat(), Seat()])
    rng = random.Random(3)
    for _ in range(2000):
        if table.state.to_move() is None:
            table.roll(table.virtual_roll(table.state.dice_request()))
            continue
        moves = table.state.legal_actions()
        if any(move.card for move in moves) and any(not move.card for move in moves) and moves[0].card:
            return table
        table.apply(rng.choice(moves))
    raise AssertionError("no such choice")


@pytest.mark.parametrize(("game", "config"), [("elria", {"mode": "duel", "players": 2}),
                                              ("cartaventuras", {"mode": "standard", "players": 2}),
                                              ("rpgquest", {"players": 2})])
async def test_the_card_panel_follows_the_highlighted_move_and_shows_nothing_stale(make_app, game, config):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await open_session(app, pilot, to_moves_with_and_without_a_card(game, config))
        detail = board.query_one(CardDetail)
        for index, move in enumerate(board.moves * 2):  # down through the list twice
            if index:
                await pilot.press("down")
                await settle(pilot)
            has_face = bool(move.card) and board.PRESENTER.face(move.card, board.view, board.viewer) is not None
            assert detail.display == has_face, move
            assert detail.card_id == (move.card if has_face else ""), move


def test_every_rpgquest_move_that_involves_a_hero_a_monster_or_a_mission_names_its_card():
    """Dismissing or training a hero, fighting, attacking or slipping past a monster, activating missions."""
    named = {"dismiss", "level", "fight", "sneak", "activate_both"}
    seen: set[str] = set()
    for seed in range(3):
        table = Match.new("rpgquest", {"players": 2}, seed, [Seat(), Seat()])
        rng = random.Random(seed)
        for _ in range(1500):
            if table.state.is_over():
                break
            if table.state.to_move() is None:
                table.roll(table.virtual_roll(table.state.dice_request()))
                continue
            moves = table.state.legal_actions()
            for move in moves:
                if move.kind in named or str(move).startswith("Attack the "):
                    assert move.card, move
                    seen.add(move.kind)
            table.apply(rng.choice(moves))
    assert seen >= {"dismiss", "fight", "sneak"}


SIZES = [(80, 24), (120, 40)]


def on_screen(app, *parts: str) -> bool:
    """Whether one line of the screen holds every one of `parts`."""
    return any(all(part in line for part in parts) for line in screen_text(app).splitlines())


async def scroll_the_board_to_its_end(pilot) -> None:
    await pilot.press("b", "end")
    await settle(pilot)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_rpgquest_keeps_a_line_for_every_group_and_the_cursors_preview_in_view(make_app, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        board = await start(app, pilot, "rpgquest", [Seat(), Seat()], {"players": 2}, seed=3)
        for _ in range(3):  # Move, a step, another: the status and the preview grow by a line or two
            await choose(pilot, 0)
            await settle(pilot)
        for index, group in enumerate(board.view["groups"]):
            assert on_screen(app, f"{index + 1} {group['name']}", f"{group['vp']} VP", f"{group['gold']:,}gp", "HP")
        await pilot.press("m", *["up"] * 6, "left", "left")  # the cursor on a hex some way off
        await settle(pilot)
        assert on_screen(app, "From Red's group:", "MP")  # the route preview
        await pilot.press("escape")
        await scroll_the_board_to_its_end(pilot)
        sections = board.query_one("#rq-sections")
        assert board.focused is sections and 0 < sections.scroll_offset.y == sections.max_scroll_y
        for index, group in enumerate(board.view["groups"]):
            assert on_screen(app, f"{index + 1} {group['name']}", f"{group['vp']} VP", f"{group['gold']:,}gp", "HP")
        assert on_screen(app, "From Red's group:") or on_screen(app, "Red's group is here")
        await pilot.press("escape")  # back to the moves, still at the table
        assert board.focused is board.query_one("#moves") and app.screen is board


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_elria_keeps_a_line_for_every_player_in_view(make_app, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        board = await start(app, pilot, "elria", [Seat(), Seat()], {"mode": "duel", "players": 2}, seed=3)
        for _ in range(6):
            await choose(pilot, 0)
            await settle(pilot)
        await scroll_the_board_to_its_end(pilot)
        assert on_screen(app, "[E]ncounter")  # the legend, the board's last line
        for seat, player in enumerate(board.view["players"]):
            assert on_screen(app, board.table.seat_name(seat), f"Time {player['time']}")


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_cartaventuras_keeps_a_line_for_every_adventurer_in_view(make_app, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        board = await start(app, pilot, "cartaventuras", [Seat(), Seat()], {"mode": "standard", "players": 2})
        await scroll_the_board_to_its_end(pilot)
        assert on_screen(app, "exploration")  # the decks, the board's last section
        for player in board.view["players"]:
            assert on_screen(app, f"{player['seat'] + 1} {character(player).name}", f"life {player['life']}/10")


async def test_help_names_the_keys_that_scroll_the_board_and_the_log_and_esc_comes_back(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        board = await start(app, pilot, "elria", [Seat()], {"mode": "solo"})
        await pilot.press("l")
        assert board.focused is board.query_one("#log")
        await pilot.press("escape")
        assert board.focused is board.query_one("#moves")
        await pilot.press("question_mark")
        await settle(pilot)
        assert on_screen(app, "Scroll the board") and on_screen(app, "Scroll the log")
