"""The Kingdom and Turn Sequence: where cards go, how adventurers move, whose turn it is."""

from engine.cartaventuras import kingdom
from tests.cartaventuras.helpers import C, act, card_id, on_top, place, stand, table


def explores(state):
    return {a.args for a in state.legal_actions() if a.kind == "explore"}


def test_the_kingdom_is_at_most_8_cards_tall_and_7_wide():
    state = table(1)
    cell = place(state, 7, 6, "The Wandering Wolf Pack")
    stand(state, 0, cell)
    assert kingdom.ROWS == 8 and kingdom.COLS == 7
    sides = {side for side, _ in explores(state)}
    assert "down" not in sides and "right" not in sides


def test_the_kingdom_new_card_goes_adjacent_in_the_arrow_direction_and_colour():
    state = table(1)
    cell = place(state, 1, 3, "The Wandering Wolf Pack")  # arrows: down green, left red, right red
    stand(state, 0, cell)
    assert dict(C.zones[card_id("The Wandering Wolf Pack")].arrows) == {"down": "green", "left": "red", "right": "red"}
    assert explores(state) == {("down", "green"), ("left", "red"), ("right", "red")}
    act(state, "explore", "left", "red")
    new = state.players[0].cell
    assert new == cell - 1 and state.grid[new].startswith("red-")


def test_the_kingdom_several_positions_for_one_colour_are_declared_by_the_player():
    state = table(1)
    stand(state, 0, place(state, 1, 3, "The Wandering Wolf Pack"))
    red_positions = [side for side, colour in explores(state) if colour == "red"]
    assert sorted(red_positions) == ["left", "right"]


def test_the_kingdom_multicolour_arrow_allows_any_colour():
    state = table(1)
    stand(state, 0, place(state, 1, 3, "Bandits on the Old Road"))  # down is multicolour
    assert {colour for side, colour in explores(state) if side == "down"} == {"green", "red", "blue", "purple"}


def test_the_kingdom_no_card_is_laid_on_an_occupied_space():
    state = table(1)
    stand(state, 0, place(state, 1, 3, "The Wandering Wolf Pack"))
    place(state, 2, 3, "Calm Harbour")
    assert "down" not in {side for side, _ in explores(state)}


def test_turn_sequence_explore_draws_places_moves_and_resolves_then_next_player_clockwise():
    state = table(3)
    state.players[0].life = 5
    spring = on_top(state, "Clear Spring")
    act(state, "explore", "down", "green")
    assert state.grid[kingdom.start_cell(3) + kingdom.COLS] == spring
    assert state.players[0].cell == kingdom.start_cell(3) + kingdom.COLS
    assert state.players[0].life == 6
    assert state.current == 1


def test_turn_sequence_move_to_an_adjacent_revealed_card_and_resolve_it():
    state = table(2)
    well = place(state, 0, 2, "Moonlit Well")
    stand(state, 0, kingdom.start_cell(2))
    state.players[0].life = 4
    act(state, "move", "left")
    assert state.players[0].cell == well and state.players[0].life == 6
    assert state.current == 1


def test_turn_sequence_rest_only_when_nowhere_to_go():
    state = table(1)
    cell = place(state, 7, 0, "Calm Harbour")
    stand(state, 0, cell)
    place(state, 6, 0, "Warm Lagoon")
    place(state, 7, 1, "Pearl Divers")
    state.flipped[cell - kingdom.COLS] = 1
    state.flipped[cell + 1] = 1
    state.players[0].first_turn = False
    assert [a.kind for a in state.legal_actions()] == ["rest"]


def test_the_kingdom_a_move_names_the_card_that_waits_there():
    state = table(1)
    cell = place(state, 1, 3, "The Wandering Wolf Pack")
    place(state, 1, 2, "Calm Harbour")
    stand(state, 0, cell)
    state.players[0].first_turn = False
    move = next(a for a in state.legal_actions() if a.kind == "move" and a.args == ("left",))
    assert move.card == card_id("Calm Harbour")
    dragon = next(a for a in state.legal_actions() if a.kind == "dragon")
    assert dragon.card == C.final.id
