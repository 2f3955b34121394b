"""Snapshots of the menu and each game screen at 80x24 and 120x40.

Compared as plain text (for a readable diff) and as SVG (for colours).
Set TAVERN_SNAPSHOT_UPDATE=1 to rewrite them after a deliberate change.
"""

from __future__ import annotations

import os

import pytest

from tests.tui.snapshots import SCENES, SIZES, SNAPSHOTS, shoot

UPDATE = os.environ.get("TAVERN_SNAPSHOT_UPDATE") == "1"


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("scene", list(SCENES))
async def test_screen_matches_its_snapshot(scene, size):
    svg, text = await shoot(scene, size)
    stem = SNAPSHOTS / f"{scene}-{size[0]}x{size[1]}"
    if UPDATE:
        SNAPSHOTS.mkdir(exist_ok=True)
        stem.with_suffix(".txt").write_text(text, encoding="utf-8")
        stem.with_suffix(".svg").write_text(svg, encoding="utf-8")
    expected = stem.with_suffix(".txt").read_text(encoding="utf-8")
    assert text == expected, f"{stem.name} changed; rerun with TAVERN_SNAPSHOT_UPDATE=1 if intended"
    assert svg == stem.with_suffix(".svg").read_text(encoding="utf-8"), f"{stem.name}.svg colours changed"
