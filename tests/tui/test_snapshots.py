"""Snapshots of the menu and each game screen at 80x24 and 120x40 (pytest-textual-snapshot),
and what makes the game screens readable at both sizes."""

from __future__ import annotations

import pytest

from tests.tui.snapshots import MAP_ROWS, SCENES, SIZES, scene_app

GAMES = ("elria", "elria-duel", "cartaventuras", "rpgquest")


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("scene", list(SCENES))
def test_screen_matches_its_snapshot(snap_compare, scene, size):
    assert snap_compare(scene_app(), terminal_size=size, run_before=SCENES[scene])


def on_screen(app, widget) -> bool:
    region = widget.region
    return region.width > 0 and region.height > 0 and region.right <= app.size.width \
        and region.bottom <= app.size.height


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("scene", GAMES)
async def test_game_screens_keep_the_moves_and_card_on_screen_and_the_map_unwrapped(scene, size):
    app = scene_app()
    async with app.run_test(size=size) as pilot:
        await SCENES[scene](pilot)
        board = app.screen
        assert on_screen(app, board.query_one("#moves")) and on_screen(app, board.query_one("#status"))
        assert board.query_one("#card-detail").display and on_screen(app, board.query_one("#card-detail"))
        if scene == "cartaventuras":
            kingdom = board.query_one("#carta-mosaic")
            rows = str(kingdom.render()).split("\n")
            assert len({cell["row"] for cell in board.view["kingdom"]}) >= MAP_ROWS
            assert kingdom.virtual_size.height == len(rows)  # no map row wrapped
            assert kingdom.region.right <= board.query_one("#side").region.x  # and none hides the side
