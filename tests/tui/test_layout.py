"""The board screen's layout at every size: what a player decides about stays on screen, the panels
share the window, the log wraps at its width, and the card panel follows the highlighted move."""

from __future__ import annotations

import pytest

from tests.tui.drive import choose, settle, start
from tui.match import Seat
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
