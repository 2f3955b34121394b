"""*O Que Fazer em uma Rodada?*: four actions a round, the Action Markers, and interrupts."""

from tests.rpgquest.helpers import kinds, play, table


def test_rodada_a_player_takes_four_actions_and_each_passes_the_lowest_marker_left():
    state = table(players=2)
    assert state.markers == [[1, 2, 3, 4], []]
    play(state, "rest")
    assert state.markers == [[2, 3, 4], [1]]
    assert state.to_move() == 1 and kinds(state) == {"interrupt", "wait"}
    play(state, "wait")
    assert state.to_move() == 0
    for _ in range(3):
        play(state, "rest")
        if state.phase == "interrupt":
            play(state, "wait")
    assert state.current == 1 and state.markers == [[], [1, 2, 3, 4]]


def test_rodada_a_player_with_a_lower_marker_may_interrupt_and_take_an_action():
    state = table(players=2)
    play(state, "rest")
    play(state, "interrupt")
    assert state.to_move() == 1 and state.phase == "action"
    play(state, "rest")
    # the interrupting player used marker 1, which passes on to the player on their left
    assert state.markers == [[2, 3, 4], []] and state.passed == [1]
    assert state.to_move() == 0


def test_rodada_interrupts_are_offered_only_to_seats_that_hold_a_lower_marker():
    state = table(players=3)
    play(state, "rest")
    assert state.to_move() == 1  # seat 1 now holds marker 1
    play(state, "wait")
    assert state.to_move() == 0  # seat 2 holds nothing: it is not asked


def test_rodada_a_solo_group_takes_four_actions_a_turn_without_interrupts():
    state = table(players=1)
    for _ in range(4):
        assert kinds(state) >= {"move", "rest"}
        play(state, "rest")
    assert state.turn == 2 and state.markers == [[1, 2, 3, 4]]


def test_fim_de_turno_when_every_player_has_had_four_actions_the_turn_is_over():
    state = table(players=2)
    while state.turn == 1:
        play(state, "wait" if state.phase == "interrupt" else "rest")
    assert state.current == 0 and state.markers == [[1, 2, 3, 4], []]


def test_rodada_letting_them_go_on_changes_nothing_but_whom_the_game_asks_next():
    """`GAME.passes`: undo takes an AI seat's "wait" back with the decision before it, so a wait may change
    only the interrupt question (who is asked, who declined), across random rounds of three groups."""
    import random

    from engine.rpgquest import GAME

    rng = random.Random(7)
    state = table(players=3)
    waits = 0
    for _ in range(400):
        if state.is_over():
            break
        request = state.dice_request()
        if request is not None:
            state.roll([rng.randint(1, size) for size in request.dice])
            continue
        actions = state.legal_actions()
        if state.phase == "interrupt":
            before = state.to_json()
            play(state, "wait")
            after, waits = state.to_json(), waits + 1
            asked = ("actor", "phase", "declined")
            assert {k: v for k, v in after.items() if k not in asked} == \
                {k: v for k, v in before.items() if k not in asked}
            assert state.phase in ("interrupt", "action")
            continue
        state.apply(rng.choice(actions))
    assert waits > 10 and GAME.passes == ("wait",)
