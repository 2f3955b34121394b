"""*Investigar o Portal*: the Portal's bases and passing through it."""

from engine.rpgquest import portal, rumours
from tests.rpgquest.helpers import kinds, place, play, table


def test_investigar_o_portal_the_mysterious_portal_waits_at_the_base_in_daath():
    state = table()
    home = portal.home(state)
    assert home is not None and state.world.places[home].kingdom == portal.DAATH
    assert "rumour-mysterious_portal" in rumours.here(state, home)
    others = [h for h in portal.bases(state) if h != home]
    assert others and not any("rumour-mysterious_portal" in rumours.here(state, h) for h in others)


def test_investigar_o_portal_once_awake_it_costs_one_movement_point_to_pass():
    state = table()
    home = portal.home(state)
    portal.open_to(state, home)
    other = tuple(state.portal[1])
    assert other != home and other in portal.bases(state)
    assert "rumour-mysterious_portal" not in rumours.here(state, home)
    place(state, 0, home, inside=False)
    play(state, "move")
    play(state, "portal", *other)
    assert state.groups[0].hex == other and state.mp == 6
    play(state, "portal", *home)  # and back, from the other base
    assert state.groups[0].hex == home and state.mp == 5


def test_investigar_o_portal_a_sleeping_portal_cannot_be_passed():
    state = table()
    place(state, 0, portal.home(state), inside=False)
    play(state, "move")
    assert "portal" not in kinds(state)
