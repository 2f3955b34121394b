"""Cartaventuras' orange cards read as what they are: a fragment names the object it is part of."""

from __future__ import annotations

import engine
from engine.cartaventuras.cards import catalogue
from tui.cartaventuras.faces import CartaventurasFaces


def test_weapons_and_equipment_a_sword_fragment_is_never_sold_as_a_map_fragment():
    state = engine.new_game("cartaventuras", {"players": 2}, 1)
    view = state.view(0)
    faces = CartaventurasFaces()
    hilt = catalogue().orange["orange-41"]  # Sword Fragment (Hilt)
    sword = catalogue().title(hilt.part_of)
    face = faces.face(hilt.id, view, 0).plain
    summary = faces.summary(hilt.id, view, 0).plain
    assert "map" not in face.lower() and "map" not in summary.lower()
    assert "Fragment" in face and f"Part of: {sword}" in face
    assert summary.startswith(f"fragment of the {sword} ·")
