"""The RPGQuest rival and Mana: the geysers, the crystals' re-rolls and the Torre dos Magos."""

from ai.heuristic_agent import HeuristicAgent
from ai.heuristics import heuristic_for
from ai.heuristics.rpgquest.distances import distances
from tests.rpgquest.helpers import at_location, find, group_of, place, play, table

HEURISTIC = heuristic_for("rpgquest")
TROLL = "great-cave_troll"


def best(state, seat=0):
    return HeuristicAgent(HEURISTIC, seed=1).choose(state, seat)


def score(state, kind, *args):
    return HEURISTIC.score_action(state, 0, find(state, kind, *args))


def before_the_troll(state):
    """Warrior 7 and Rogue 5 on the Cave Troll's hex (Warrior 11, Rogue 10), with a crystal."""
    group_of(state, 0, "brutus", "felix", "elara")
    state.groups[0].mana = 1
    where = next(hex_ for hex_, stack in state.map_monsters.items() if stack[-1] == TROLL)
    place(state, 0, where, inside=False)


def test_explorar_mana_a_group_failing_a_great_challenges_test_rerolls_with_a_crystal():
    # *Explorar Mana*: "A Mana Crystal may be used to RE-ROLL the 2d6 in a Test (any Test)". A 3 on the
    # Troll's Warrior 11 makes 10: the fight and its 2 VP are lost; rolled again it passes 92% of the time.
    state = table(players=2)
    before_the_troll(state)
    play(state, "fight")
    state.roll((1, 2))
    assert score(state, "mana_reroll") > score(state, "accept")
    assert "Warrior 2d6+7 vs 11 passes 92% of the time rolled again" in \
        HEURISTIC.explain(state, 0, find(state, "mana_reroll"))


def test_criar_itens_magicos_a_roll_that_already_passes_keeps_the_crystal_and_the_coin():
    # The laboratory reads its table on any roll, so a crystal or the Coin of Fortune is offered even on a
    # pass: Mage 3 and a 10 make 13, three items drawn; rolling again could at best add a fourth card.
    state = table(players=2)
    group_of(state, 0, "bellatrix", "brutus")
    state.groups[0].mana = 2
    state.groups[0].items["item-coin_of_fortune"] = 1
    at_location(state, 0, "torre")
    play(state, "create_item")
    state.roll((5, 5))
    assert state.phase == "after_roll"
    assert score(state, "mana_reroll") < score(state, "accept")
    assert score(state, "reroll") < score(state, "accept")


def at_the_torre_with_two_crystals(vp):
    state = table(players=2)
    group_of(state, 0, "bellatrix", "brutus")  # Mage 3
    state.groups[0].mana = 2
    at_location(state, 0, "torre")
    state.quests[0] = []
    state.groups[0].vp = vp
    return state


def test_explorar_mana_two_crystals_at_the_torre_one_vp_short_of_the_target_trade_for_the_win():
    # "trade 2 Mana Crystals for one Victory Point at the Torre dos Magos": at 9 of 10 VP that VP wins
    # the game for certain, where the laboratory's Mage test may explode.
    action = best(at_the_torre_with_two_crystals(9))
    assert (action.kind, action.args) == ("sell_mana", (2,))
    state = at_the_torre_with_two_crystals(3)  # far from the target: an item and a VP of each crystal
    assert score(state, "create_item") > 0 > score(state, "sell_mana", 2)


def at_a_geyser(*heroes, crystals=0, damage=0):
    state = table(players=2)
    group_of(state, 0, *heroes)
    state.groups[0].mana = crystals
    state.groups[0].heroes[0].damage = damage
    place(state, 0, state.world.marked["mana"][0], inside=False)
    return state


def test_explorar_mana_a_group_at_a_geyser_explores_it_only_when_worth_it():
    # 1d10: 6+ a crystal, 1-5 that much damage. A sound group of three risks a few wounds for a crystal;
    # a third crystal explodes (1d6); a lone hero on his last Hit Point dies of any accident.
    state = at_a_geyser("brutus", "felix", "bellatrix")
    assert score(state, "explore_mana") > 0.2 > score(state, "rest")
    state = at_a_geyser("brutus", "felix", "bellatrix", crystals=2)
    assert score(state, "explore_mana") < score(state, "rest")
    state = at_a_geyser("felix", damage=1)
    assert score(state, "explore_mana") < score(state, "rest")


def test_explorar_mana_the_hint_names_the_odds_and_the_crystals_use():
    state = at_a_geyser("brutus", "felix", "bellatrix")
    hint = HEURISTIC.explain(state, 0, find(state, "explore_mana"))
    assert hint.startswith("1d10: 6+ a Mana Crystal (50%), 1-5 that much damage; a crystal: rerolls the ")
    assert "you fail" in hint and "of the time against the " in hint and "at the Torre dos Magos" in hint


def test_testes_a_potion_that_turns_a_failed_test_into_a_pass_is_drunk_and_the_hint_says_so():
    # *TESTES*: "some Magic Items allow adding Class Points AFTER the 2d6 roll". Warrior 3 and a 4 make 7
    # against the Orcs' 8: the Potion of Giant Strength's +2 passes it.
    state = table(players=2)
    group_of(state, 0, "diane")
    state.groups[0].items["item-potion_of_giant_strength"] = 1
    state.map_monsters[state.groups[0].hex] = ["orcs"]
    state._legal = None
    play(state, "fight")
    state.roll((2, 2))
    boost = find(state, "boost", "item-potion_of_giant_strength")
    assert HEURISTIC.score_action(state, 0, boost) > score(state, "accept")
    assert HEURISTIC.explain(state, 0, boost) == "the Warrior test makes 7 against 8: +2 after the roll passes it"


def offered_the_staff(gold):
    state = table(players=2)
    group_of(state, 0, "brutus", "felix", "elara", gold=gold)  # no Mage point, and the Lich tests Mage 11
    at_location(state, 0, "torre")
    play(state, "buy_items")
    state.return_items(state.offer)
    state.offer = ["item-staff_of_hod", "item-sword_of_kether"]
    state._legal = None
    return state


def test_comprar_itens_magicos_a_rich_group_buys_the_staff_its_tests_need_and_a_poor_one_keeps_its_gold():
    # *Comprar Itens Mágicos*: the Staff of Hod's +2 Mage serves a group of warriors against the Lich and
    # the Observer; with 9,000gp the 3,000gp are gold it would not spend soon. With 3,500gp they are its
    # reserve and its next recruit.
    action = best(offered_the_staff(9000))
    assert (action.kind, action.args) == ("buy", ("item-staff_of_hod",))
    assert best(offered_the_staff(3500)).kind == "done"


def test_explorar_mana_a_group_carrying_crystals_is_drawn_to_the_torre_and_the_hint_says_what_for():
    # Mage 3 at the Torre: 2d6+3 vs 7 makes an item and a VP 92% of the time, worth the way there.
    state = table(players=2)
    group_of(state, 0, "bellatrix", "brutus", "felix")
    state.groups[0].mana = 2
    state.quests[0] = []
    state.public = []
    state.rumours = []  # no Rumour calling elsewhere
    torre = state.world.location_hexes["torre"]
    place(state, 0, next(h for h in state.world.places if h != torre and distances(state.world).mp(h, torre) == 7),
          inside=False)
    goal, _ = HEURISTIC.plan(state, 0)
    assert goal is not None and goal.where == torre
    assert HEURISTIC.explain(state, 0, find(state, "move")) == (
        "to take the Mana to the Torre: a magic item and 1 VP at the Torre dos Magos 92% of the time "
        "(Mage 2d6+3 vs 7), 7 MP away")
