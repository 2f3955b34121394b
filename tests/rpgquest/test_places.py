"""What groups do in the Locations: taverns, councils, magic items, healing, levels, work."""

from tests.rpgquest.helpers import at_location, find, group_of, kinds, play, table


def deck_top(state, *heroes):
    """Put these heroes on top of the Character Deck, the first drawn first."""
    ids = [f"hero-{h}" for h in heroes]
    state.hero_deck = [h for h in state.hero_deck if h not in ids] + ids[::-1]


def test_recrutar_three_adventurers_are_shown_and_one_is_hired_for_1000gp():
    state = table()
    group_of(state, 0, "brazmulir", gold=3000)
    at_location(state, 0, "tacas")
    deck_top(state, "njani", "diane", "godfrey")
    play(state, "recruit")
    assert state.offer == ["hero-njani", "hero-diane", "hero-godfrey"]
    play(state, "hire", "hero-njani")
    group = state.groups[0]
    assert [h.name for h in group.heroes] == ["Brazmulir Ironfoot", "Njani"] and group.gold == 2000
    assert state.hero_discard == ["hero-diane", "hero-godfrey"]
    assert state.markers[0] == [2, 3, 4]


def test_recrutar_hiring_nobody_still_spends_the_action_and_shuffles_them_back():
    state = table()
    at_location(state, 0, "tacas")
    deck_top(state, "njani", "diane", "godfrey")
    size = len(state.hero_deck)
    play(state, "recruit")
    play(state, "hire_nobody")
    assert len(state.hero_deck) == size and state.hero_discard == [] and state.markers[0] == [2, 3, 4]


def test_recrutar_a_champion_costs_3000gp():
    state = table()
    group_of(state, 0, "brazmulir", gold=2999)
    at_location(state, 0, "tacas")
    deck_top(state, "ragnar", "diane", "godfrey")
    play(state, "recruit")
    assert ("hire", ("hero-ragnar",)) not in {(a.kind, a.args) for a in state.legal_actions()}


def test_recrutar_a_full_group_dismisses_one_to_make_room_and_dismissing_is_free_at_a_tavern():
    state = table()
    group_of(state, 0, "brazmulir", "njani", "diane", "godfrey", gold=5000)
    at_location(state, 0, "tacas")
    assert "dismiss" in kinds(state)
    deck_top(state, "john", "felix", "elara")
    play(state, "recruit")
    play(state, "hire", "hero-john")
    assert state.phase == "make_room"
    play(state, "dismiss", 1)
    assert [h.name for h in state.groups[0].heroes] == ["Brazmulir Ironfoot", "Diane", "Godfrey Higgins", "John"]


def test_niveis_a_dismissed_hero_of_level_2_or_more_leaves_the_game():
    state = table()
    group_of(state, 0, "brazmulir", "njani")
    state.groups[0].heroes[1].level = 2
    at_location(state, 0, "tacas")
    markers = list(state.markers[0])
    play(state, "dismiss", 1)
    assert state.heroes_gone == ["hero-njani"] and state.markers[0] == markers


def test_recrutar_especializados_the_torre_example_draws_until_two_mages():
    state = table()
    group_of(state, 0, "john", gold=2000)
    at_location(state, 0, "torre")
    deck_top(state, "felix", "gabrielle", "elara", "brutus", "bellatrix")
    size = len(state.hero_deck)
    play(state, "recruit")
    assert state.offer == ["hero-gabrielle", "hero-bellatrix"]
    play(state, "hire", "hero-gabrielle")
    # all the other 4 heroes return to the pile, which is shuffled again
    assert len(state.hero_deck) == size - 1 and state.hero_discard == []


def test_comprar_itens_two_shown_one_bought_at_the_castle():
    state = table()
    group_of(state, 0, "brazmulir", gold=10_000)
    play(state, "buy_items")
    assert len(state.offer) == 2
    play(state, "buy", state.offer[0])
    assert kinds(state) == {"done"}  # only one at Castelo Lillith
    play(state, "done")
    assert len(state.groups[0].items) == 1


def test_comprar_itens_three_shown_up_to_two_bought_at_the_market():
    state = table()
    group_of(state, 0, "brazmulir", gold=20_000)
    at_location(state, 0, "mercado")
    play(state, "buy_items")
    assert len(state.offer) == 3
    play(state, "buy", state.offer[0])
    play(state, "buy", state.offer[0])
    assert kinds(state) == {"done"}
    play(state, "done")
    assert len(state.groups[0].items) == 2


def test_restaurar_the_templo_removes_every_damage_marker():
    state = table()
    group_of(state, 0, "brazmulir", "njani")
    state.groups[0].heroes[0].damage = 3
    at_location(state, 0, "templo")
    play(state, "restore")
    assert state.groups[0].wounded() == []


def test_pagar_clerigo_alexius_pays_200gp_for_two_damage_markers_in_bastoes():
    state = table()
    group_of(state, 0, "alexius", gold=1000)
    state.groups[0].heroes[0].damage = 2
    at_location(state, 0, "bastoes")
    play(state, "clinic")
    play(state, "cure", 0)
    play(state, "cure", 0)
    assert state.groups[0].gold == 800 and state.groups[0].wounded() == []
    assert state.markers[0] == [2, 3, 4]


def test_curar_one_damage_marker_per_two_cleric_points_also_on_another_group_in_the_hex():
    state = table(players=2)
    group_of(state, 0, "maelis")  # Cleric 3: one marker a healing
    group_of(state, 1, "brazmulir")
    state.groups[1].heroes[0].damage = 2
    play(state, "heal")
    play(state, "cure", 1, 0)
    assert state.groups[1].heroes[0].damage == 1 and state.phase != "heal"


def test_curar_up_to_four_times_a_turn():
    state = table()
    group_of(state, 0, "maelis", "brutus")
    state.groups[0].heroes[1].damage = 4
    state.groups[0].heals = 4
    state._legal = None
    assert "heal" not in kinds(state)


def test_niveis_brazmulir_and_njani_reach_companion_for_4000gp_in_one_action():
    state = table()
    group_of(state, 0, "brazmulir", "njani", gold=4000)
    at_location(state, 0, "tacas")
    play(state, "train")
    labels = {a.label for a in state.legal_actions()}
    assert "Train Brazmulir Ironfoot to Companion: +1 Warrior (2,000gp)" in labels
    assert "Train Brazmulir Ironfoot to Companion: +1 Mage (2,000gp)" in labels
    assert not any("Brazmulir Ironfoot to Companion: +1 Cleric" in label for label in labels)
    play(state, "level", 0, 3)
    play(state, "level", 1, 2)
    group = state.groups[0]
    assert [h.level for h in group.heroes] == [2, 2] and group.gold == 0
    assert group.heroes[0].points == [3, 0, 0, 2] and group.heroes[1].points == [0, 0, 3, 2]
    assert state.markers[0] == [2, 3, 4]


def test_niveis_one_level_per_hero_per_round_and_3000gp_to_master():
    state = table()
    group_of(state, 0, "brazmulir", gold=10_000)
    at_location(state, 0, "tacas")
    play(state, "train")
    play(state, "level", 0, 0)
    assert "train" not in kinds(state)  # Brazmulir has trained this round
    state.turn += 1
    state._legal = None
    play(state, "train")
    assert "(3,000gp)" in find(state, "level", 0, 0).label


def test_niveis_at_a_council_its_own_class_costs_1000gp_and_another_class_2000gp():
    state = table()
    group_of(state, 0, "brazmulir", "njani", gold=10_000)
    at_location(state, 0, "templo")
    play(state, "train")
    assert "+1 Cleric (2,000gp)" in find(state, "level", 0, 2).label  # Brazmulir multiclasses
    assert "+1 Cleric (1,000gp)" in find(state, "level", 1, 2).label  # Njani is a cleric
    assert {a.args for a in state.legal_actions() if a.kind == "level"} == {(0, 2), (1, 2)}
    play(state, "level", 0, 2)
    assert state.groups[0].heroes[0].points == [3, 0, 1, 1]
    assert state.groups[0].heroes[0].hit_points == 4


def test_niveis_a_level_with_a_warrior_point_adds_a_hit_point():
    state = table()
    group_of(state, 0, "brazmulir", gold=2000)
    at_location(state, 0, "tacas")
    play(state, "train")
    play(state, "level", 0, 0)
    assert state.groups[0].heroes[0].hit_points == 5


def test_pontos_de_vitoria_por_nivel_three_heroes_at_level_2_give_1_vp():
    state = table()
    group_of(state, 0, "brazmulir", "njani", "diane", gold=6000)
    at_location(state, 0, "tacas")
    play(state, "train")
    play(state, "level", 0, 0)
    play(state, "level", 1, 2)
    assert state.groups[0].vp == 0
    play(state, "level", 2, 0)
    assert state.groups[0].vp == 1
    assert state.groups[0].vp_from == {"hero levels": 1}


def test_trabalhar_each_action_of_work_earns_1d6_x_100gp():
    state = table()
    group_of(state, 0, "brazmulir", gold=0)
    play(state, "work")
    assert state.dice_request().dice == (6,)
    state.roll((4,))
    assert state.groups[0].gold == 400


def test_work_and_taverns_are_only_where_the_rulebook_lists_them():
    state = table()
    at_location(state, 0, "templo")
    assert "work" not in kinds(state)
    at_location(state, 0, "arvore_elfica")
    assert "recruit" not in kinds(state) and "work" not in kinds(state)


def test_pagar_clerigo_the_groups_own_clerics_take_off_their_share_free():
    state = table()
    group_of(state, 0, "maelis", "brutus", gold=1000)  # Cleric 3: one marker free
    state.groups[0].heroes[1].damage = 3
    at_location(state, 0, "bastoes")
    play(state, "clinic")
    assert "free" in find(state, "cure", 1).label
    play(state, "cure", 1)
    assert "100gp" in find(state, "cure", 1).label
    play(state, "cure", 1)
    assert state.groups[0].gold == 900 and state.groups[0].heals == 1
