"""*A Rodada Zero*, *Procurar por Missões*, *Missões Especializadas*: the Mission Deck and the meeples."""

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.rpgquest import hexes
from engine.rpgquest.mission_data import mission_data
from engine.rpgquest.quest import PUBLIC, Quest
from tests.profiles import examples
from tests.rpgquest.helpers import at_location, direction_to, find, kinds, paint, place, play, table

CALL = "mission-call_to_adventure"


def deck_top(state, *cards):
    """Put these missions on top of the Mission Deck, the first drawn first."""
    ids = [f"mission-{c}" for c in cards]
    state.mission_deck = [c for c in state.mission_deck if c not in ids] + ids[::-1]


def give(state, seat, *cards):
    """The group's active missions are exactly these, each at its first stage on a free bolt hex."""
    bolts = sorted(state.world.bolts.values())
    state.quests[seat] = [Quest(f"mission-{c}", 0, bolts[i]) for i, c in enumerate(cards)]
    state._legal = None


def make_public(state, *cards):
    """These missions are public (taken out of the deck), oldest first."""
    for card in cards:
        state.mission_deck.remove(f"mission-{card}")
        state.public.append(Quest(f"mission-{card}", 0, state.world.castle))


def cards_of(quests):
    return [quest.card for quest in quests]


def test_rodada_zero_every_group_is_dealt_the_call_to_adventure_on_a_bolt_hex_next_to_kether():
    state = table(players=4)
    kether = state.world.places[state.world.castle].kingdom
    for seat in range(4):
        (quest,) = state.quests[seat]
        assert quest.card == CALL
        assert "bolt" in state.world.places[quest.hex].features
        assert state.world.places[quest.hex].kingdom in state.world.kingdom_neighbours[kether]
    assert CALL not in state.mission_deck
    assert len(state.mission_deck) == len(mission_data().missions) - 1


def test_procurar_por_missoes_with_no_mission_both_drawn_are_activated_and_spend_the_action():
    state = table()
    state.quests[0] = []
    at_location(state, 0, "tacas")
    deck_top(state, "the_fool", "the_sun")
    play(state, "missions")
    assert cards_of(state.quests[0]) == ["mission-the_fool", "mission-the_sun"]
    assert all("bolt" in state.world.places[q.hex].features for q in state.quests[0])
    assert state.markers[0] == [2, 3, 4]


def test_procurar_por_missoes_only_once_per_round():
    state = table()
    state.quests[0] = []
    at_location(state, 0, "tacas")
    play(state, "missions")
    assert "missions" not in kinds(state)


def test_procurar_por_missoes_with_one_active_one_is_chosen_and_the_other_shuffled_back():
    state = table()
    at_location(state, 0, "castelo_lillith")
    deck_top(state, "the_fool", "the_sun")
    size = len(state.mission_deck)
    play(state, "missions")
    assert state.phase == "missions"
    play(state, "activate", "mission-the_sun", -1)
    assert cards_of(state.quests[0]) == [CALL, "mission-the_sun"]
    assert len(state.mission_deck) == size - 1 and "mission-the_fool" in state.mission_deck


def test_procurar_por_missoes_with_one_active_taking_both_makes_the_old_one_public_with_a_white_meeple():
    state = table()
    at_location(state, 0, "castelo_lillith")
    deck_top(state, "the_fool", "the_sun")
    call_hex = state.quests[0][0].hex
    play(state, "missions")
    play(state, "activate_both")
    assert cards_of(state.quests[0]) == ["mission-the_fool", "mission-the_sun"]
    assert cards_of(state.public) == [CALL] and state.public[0].hex == call_hex


def test_procurar_por_missoes_with_two_active_one_of_them_goes_public_for_a_new_one():
    state = table()
    give(state, 0, "the_empress", "the_emperor")
    at_location(state, 0, "mercado")
    deck_top(state, "the_fool", "the_sun")
    play(state, "missions")
    assert ("activate", ("mission-the_fool", -1)) not in {(a.kind, a.args) for a in state.legal_actions()}
    play(state, "activate", "mission-the_fool", 0)
    assert cards_of(state.quests[0]) == ["mission-the_emperor", "mission-the_fool"]
    assert cards_of(state.public) == ["mission-the_empress"]


def test_procurar_por_missoes_only_three_public_missions_the_oldest_is_lost_with_its_vp():
    state = table()
    make_public(state, "the_star", "the_moon", "the_sun")
    at_location(state, 0, "castelo_lillith")
    deck_top(state, "the_fool", "temperance")
    play(state, "missions")
    play(state, "activate_both")
    assert cards_of(state.public) == ["mission-the_moon", "mission-the_sun", CALL]
    assert state.missions_out == ["mission-the_star"] and "mission-the_star" not in state.mission_deck


def test_procurar_por_missoes_also_at_the_arvore_elfica_camelot_and_metropole_fun_but_not_at_the_labyrinth():
    for place_key in ("arvore_elfica", "camelot", "metropole_fun", "castelo_lillith", "shin", "mercado"):
        state = table()
        at_location(state, 0, place_key)
        assert "missions" in kinds(state), place_key
    state = table()
    at_location(state, 0, "labirinto")
    assert "missions" not in kinds(state)


def test_missoes_especializadas_draw_until_one_of_the_councils_class_or_classless_the_rest_shuffled_back():
    state = table()
    at_location(state, 0, "torre")
    deck_top(state, "the_thieves_ledger", "strength", "the_hanged_man")
    play(state, "missions")
    # the rogue and warrior missions were passed over; The Hanged Man (a Mage mission) is activated at once
    assert cards_of(state.quests[0]) == [CALL, "mission-the_hanged_man"]
    assert {"mission-the_thieves_ledger", "mission-strength"} <= set(state.mission_deck)
    assert state.phase == "action"


def test_missoes_especializadas_a_classless_mission_also_answers_a_council():
    state = table()
    at_location(state, 0, "arena")
    deck_top(state, "the_hanged_man", "the_sun")
    play(state, "missions")
    assert cards_of(state.quests[0]) == [CALL, "mission-the_sun"]


def test_missoes_especializadas_with_two_active_the_player_may_swap_one_or_shuffle_it_back():
    state = table()
    give(state, 0, "the_empress", "the_emperor")
    at_location(state, 0, "arena")
    deck_top(state, "strength")
    play(state, "missions")
    assert kinds(state) == {"activate", "decline"}
    play(state, "decline")
    assert cards_of(state.quests[0]) == ["mission-the_empress", "mission-the_emperor"]
    assert "mission-strength" in state.mission_deck and state.public == []


def _beside(state, where):
    """A land hex next to `where`, with both painted as valley so a step costs 1 MP and is safe."""
    for there in hexes.neighbours(where):
        place_ = state.world.places.get(there)
        if place_ is not None and place_.location is None and place_.terrain.cost is not None:
            paint(state, {there: "valley", where: "valley"})
            return there
    raise AssertionError("no land beside the hex")


def test_interrompendo_a_movimentacao_stepping_onto_the_meeple_offers_to_resolve_the_stage_which_ends_the_move():
    state = table()
    quest = state.quests[0][0]
    start = _beside(state, quest.hex)
    place(state, 0, start, inside=False)
    gold, vp = state.groups[0].gold, state.groups[0].vp
    play(state, "move")
    play(state, "step", direction_to(start, quest.hex))
    action = find(state, "resolve", 0, 0)
    assert "the movement ends" in action.label and action.card == CALL
    state.apply(action)
    assert state.quests[0] == [] and state.phase == "action" and state.markers[0] == [2, 3, 4]
    assert state.groups[0].vp == vp + 1 and state.groups[0].gold == gold + 500
    assert state.missions_out == [CALL]


def test_resolver_uma_missao_meeples_of_other_players_do_not_exist_for_a_group():
    state = table(players=2)
    where = state.quests[1][0].hex
    if where == state.quests[0][0].hex:
        state.quests[0][0].hex = state.world.castle
    place(state, 0, where, inside=False)
    assert "resolve" not in kinds(state)


def test_resolver_uma_missao_any_group_may_resolve_a_public_mission_and_it_costs_no_action_once_there():
    state = table(players=2)
    quest = state.quests[1].pop(0)
    state.public.append(quest)
    state.quests[0] = []
    place(state, 0, quest.hex, inside=False)
    play(state, "resolve", PUBLIC, 0)
    assert state.public == [] and state.groups[0].vp == 1 and state.markers[0] == [1, 2, 3, 4]
    assert state.groups[0].vp_from == {"missions": 1}


def test_resolver_uma_missao_go_to_x_then_y_moves_the_meeple_to_the_next_stage():
    state = table()
    give(state, 0, "the_emperor")
    quest = state.quests[0][0]
    place(state, 0, quest.hex, inside=False)
    play(state, "resolve", 0, 0)
    kether = state.world.places[state.world.castle].kingdom
    assert quest.stage == 1 and quest.hex == state.world.bolts[kether]
    assert state.groups[0].vp == 0
    place(state, 0, quest.hex, inside=False)
    play(state, "resolve", 0, 0)
    assert state.quests[0] == [] and state.groups[0].vp == 1 and "mission-the_emperor" in state.missions_out


def test_resolver_uma_missao_an_optional_bonus_may_be_taken_for_gold_and_keeps_a_meeple():
    state = table()
    give(state, 0, "the_chariot")
    quest = state.quests[0][0]
    place(state, 0, quest.hex, inside=False)
    gold = state.groups[0].gold
    play(state, "resolve", 0, 0)
    assert state.phase == "bonus" and state.groups[0].gold == gold + 1500
    play(state, "bonus")
    assert quest.bonus and cards_of(state.quests[0]) == ["mission-the_chariot"]
    kether = state.world.places[state.world.castle].kingdom
    assert quest.hex == state.world.bolts[kether]
    place(state, 0, quest.hex, inside=False)
    play(state, "resolve", 0, 0)
    assert state.quests[0] == [] and state.groups[0].gold == gold + 2500


def test_resolver_uma_missao_the_bonus_is_never_required():
    state = table()
    give(state, 0, "the_chariot")
    place(state, 0, state.quests[0][0].hex, inside=False)
    play(state, "resolve", 0, 0)
    play(state, "no_bonus")
    assert state.quests[0] == [] and state.missions_out == ["mission-the_chariot"]


def test_procurar_por_missoes_the_view_shows_every_groups_missions_the_public_ones_and_not_the_deck_order():
    state = table(players=2)
    make_public(state, "the_sun")
    view = state.view(1)
    assert view["groups"][0]["missions"][0]["card"] == CALL
    assert view["public_missions"][0]["card"] == "mission-the_sun"
    assert view["mission_deck"] == len(state.mission_deck)
    assert set(state.mission_deck) <= state.hidden_from(1)
    assert not any(card in str(view) for card in state.mission_deck)


def _mission_cards(state):
    """Every Mission Deck card, wherever it is: deck, drawn, in play, public or out of the game."""
    in_play = [q.card for held in state.quests for q in held] + [q.card for q in state.public]
    places = state.mission_deck + state.mission_drawn + state.missions_out + in_play
    return sorted(c for c in places if c in mission_data().missions and c != CALL)


@examples(15)
@given(seed=st.integers(0, 10_000), steps=st.integers(50, 600))
def test_procurar_por_missoes_cards_are_conserved_and_meeples_never_exceed_two(seed, steps):
    state = table(players=3, seed=seed)
    rng = random.Random(seed)
    deck = sorted(mission_data().deck)
    for _ in range(steps):
        if state.is_over():
            break
        request = state.dice_request()
        if request is not None:
            state.roll(tuple(rng.randint(1, die) for die in request.dice))
        else:
            state.apply(rng.choice(state.legal_actions()))
        assert _mission_cards(state) == deck
        assert all(len(held) <= 2 for held in state.quests) and len(state.public) <= 3


def test_resolver_uma_missao_two_copies_of_the_call_on_one_hex_are_told_apart():
    state = table(players=3)
    where = state.quests[0][0].hex
    for seat in (1, 2):
        quest = state.quests[seat].pop(0)
        quest.hex = where
        state.public.append(quest)
    place(state, 0, where, inside=False)
    labels = [a.label for a in state.legal_actions() if a.kind == "resolve"]
    assert len(labels) == 3 and len(set(labels)) == 3
    assert any(label.startswith("Resolve this stage of public mission 2, The Call") for label in labels)
