"""*Morte de um Personagem* and *Pontos de Vida e Dano*: a hero's death draws Bargaining with Death."""

from engine.rpgquest import wounds
from tests.rpgquest.helpers import find, group_of, kinds, place, play, table


def red_loses_njani(state):
    """Njani, a Companion with 1 HP, takes two damage markers and dies."""
    group_of(state, 0, "diane", "njani")
    state.groups[0].heroes[1].level = 2
    state.spend_action()
    wounds.take(state, 0, 2, then="done", source="a test")
    play(state, "wound", 1)
    play(state, "wound", 1)


def test_morte_de_um_personagem_the_dead_hero_is_kept_with_its_level_for_bargaining_with_death():
    state = table()
    red_loses_njani(state)
    group = state.groups[0]
    assert [h.name for h in group.heroes] == ["Diane"]
    assert [(h.name, h.level) for h in group.dead] == [("Njani", 2)]
    assert state.view(0)["groups"][0]["dead"] == [{"id": "hero-njani", "level": 2}]


def test_morte_de_um_personagem_bargaining_with_death_at_the_cemetery_brings_the_hero_back_and_2_vp():
    state = table()
    red_loses_njani(state)
    place(state, 0, state.world.location_hexes["cemiterio"], inside=False)
    action = find(state, "bargain", 0)
    assert action.card == "rumour-bargaining_with_death" and "Njani" in action.label
    state.apply(action)
    state.roll((6, 6))
    state.roll((6, 6))
    group = state.groups[0]
    njani = group.heroes[-1]
    assert (njani.name, njani.level, njani.damage) == ("Njani", 2, 0) and group.vp == 2 and not group.dead
    assert group.vp_from == {"rumours": 2}
    assert "hero-njani" not in state.heroes_gone


def test_morte_de_um_personagem_a_lost_bargain_keeps_the_hero_among_the_dead():
    state = table()
    red_loses_njani(state)
    place(state, 0, state.world.location_hexes["cemiterio"], inside=False)
    play(state, "bargain", 0)
    state.roll((1, 1))
    play(state, "wound", 0)
    assert [h.name for h in state.groups[0].dead] == ["Njani"] and state.groups[0].vp == 0


def test_morte_de_um_personagem_only_the_player_whose_hero_died_may_bargain():
    state = table()
    place(state, 0, state.world.location_hexes["cemiterio"], inside=False)
    assert "bargain" not in kinds(state)
