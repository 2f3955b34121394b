"""The RPGQuest rival's hints in the game's terms (issue #16), its interrupts and its negotiations."""

import random

import pytest

from ai.heuristic_agent import HeuristicAgent
from ai.heuristics import heuristic_for
from ai.heuristics.rpgquest.goals import hero_moved
from ai.heuristics.rpgquest.items import item_worth
from ai.heuristics.rpgquest.mana import appraise
from ai.heuristics.rpgquest.missions import PUBLIC_KEPT, card_worth, made_public, quest_worth
from ai.heuristics.rpgquest.needs import point_worth
from ai.heuristics.rpgquest.trades import FUSS, trade
from engine.rpgquest import hexes, wounds
from engine.rpgquest.decks import decks
from engine.rpgquest.negotiation import GOLD_STEP
from engine.rpgquest.negotiation import _move as move_between
from engine.rpgquest.odds import pass_chance
from engine.rpgquest.quest import Quest
from tests.ai.helpers import spread_states
from tests.ai.test_rpgquest_heuristic import warriors_offered_a_mage
from tests.rpgquest.helpers import at_location, find, group_of, place, play, table

HEURISTIC = heuristic_for("rpgquest")

# The kinds of action this part explains (rumours, caves, the ways, mana and items are explained elsewhere).
KINDS = {"recruit", "hire", "hire_nobody", "train", "level", "work", "rest", "restore", "clinic", "heal", "cure",
         "missions", "activate", "decline", "activate_both", "resolve", "attempt", "bonus", "no_bonus", "transport",
         "illuminati", "alchemical_wedding", "elves_banquet", "buy_items", "done", "dismiss", "wound", "accept",
         "protect", "wait", "interrupt", "negotiate", "give_gold", "give_item", "give_hero", "ask_gold", "ask_item", "ask_hero", "agree",
         "refuse"}


def best(state, seat=0):
    return HeuristicAgent(HEURISTIC, seed=1).choose(state, seat)


def why(state, kind, *args, seat=0):
    return HEURISTIC.explain(state, seat, find(state, kind, *args))


def percent(bonus, difficulty):
    return f"{float(pass_chance(bonus, difficulty)):.0%}"


@pytest.mark.parametrize(("mode", "players", "seed"), [("competitive", 2, 5), ("competitive", 3, 6),
                                                         ("cooperative", 3, 7)])
def test_every_choice_the_rival_makes_says_why_in_the_games_terms(mode, players, seed):
    """Hints read only "the plan's choice: wins about 80% of 2 simulated games" for all but moves and fights."""
    state = table(players=players, mode=mode, seed=seed)
    agent, rng = HeuristicAgent(HEURISTIC, seed=seed), random.Random(seed)
    met = set()
    while not state.is_over():
        seat = state.to_move()
        if seat is None:
            state.roll([rng.randint(1, faces) for faces in state.dice_request().dice])
            continue
        action = agent.choose(state, seat)
        if len(state.legal_actions()) > 1 and action.kind in KINDS:
            met.add(action.kind)
            assert HEURISTIC.explain(state, seat, action), (state.phase, action)
        state.apply(action)
    assert len(met) >= 8, met


def test_recrutar_the_hint_names_the_test_an_adventurers_points_help_and_his_fee():
    # Against the Observer's Mage 11 a group of warriors with no Mage passes on 11 or 12 alone;
    # Oswin's Mage 3 makes it an 8.
    state = warriors_offered_a_mage()
    assert why(state, "hire", "hero-oswin") == \
        f"Oswin the Grey's points take Mage 11 from {percent(0, 11)} to {percent(3, 11)}; 1,000gp of your 5,000gp"


def test_trabalhar_the_hint_gives_the_average_pay_and_the_gold_short_of_the_reserve():
    state = table()
    at_location(state, 0, "castelo_lillith")
    state.groups[0].gold = 200
    state._legal = None
    assert why(state, "work") == \
        "1d6 x 100gp: 350gp on average; the group holds 200gp, short of the 1,000gp kept for a recruit or a cleric"


def test_missoes_an_attempt_names_each_test_by_its_exact_odds_and_what_it_pays():
    # The Moon: Rogue 8 and Mage 8; passed, 1,000gp and 1 VP; failed, 1d3 damage.
    state = table()
    group_of(state, 0, "felix", "gabrielle")  # Rogue 3, Mage 3
    here = state.groups[0].hex
    state.quests[0] = [Quest("mission-the_moon", 0, here)]
    state._legal = None
    both = float(pass_chance(3, 8)) ** 2
    assert why(state, "attempt", 0, 0) == (f"Rogue 2d6+3 vs 8: {percent(3, 8)}, Mage 2d6+3 vs 8: {percent(3, 8)}, "
                                           f"all passed {both:.0%}: 1,000gp, 1 VP; failed: 1d3 damage")


def test_pontos_de_vida_the_hint_says_who_takes_the_damage_and_that_nobody_dies():
    state = table()
    group_of(state, 0, "brazmulir", "njani")  # 4 HP and 1 HP; Njani has taken his one
    state.groups[0].heroes[1].damage = 1
    state.spend_action()
    wounds.take(state, 0, 1, then="done", source="a test")
    state._legal = None
    chosen = best(state)
    assert chosen.args == (0,) and HEURISTIC.explain(state, 0, chosen) == \
        "nobody dies: Brazmulir Ironfoot has taken 0 of 4 damage markers, 4 more without dying"


def test_restaurar_the_hint_counts_the_wounds_and_names_the_hero_on_his_last_hit_point():
    state = table()
    group_of(state, 0, "brazmulir", "njani", gold=1500)
    at_location(state, 0, "templo")
    state.groups[0].heroes[0].damage = 3  # 3 of Brazmulir's 4
    state._legal = None
    assert why(state, "restore") == "every damage marker healed free (3); Brazmulir Ironfoot is on the last Hit Point"


def test_festividades_the_hint_gives_the_vp_the_price_and_that_it_reaches_the_target():
    state = table(players=2)
    group_of(state, 0, "brazmulir", "brutus", gold=4500)
    at_location(state, 0, "arvore_elfica")
    state.groups[0].vp = 9
    assert why(state, "elves_banquet") == \
        "1 VP, a magic item and a title for 4,000gp of your 4,500gp; it reaches the target"


# -- interrupts ------------------------------------------------------------------------------
def contested_orcs(rival: tuple[str, ...]):
    """Red has taken an action; Blue, with marker 1, may interrupt. Blue's group stands on the Orcs
    in the wilds beside the castle, where Red's group stands with three actions left."""
    state = table(players=2)
    play(state, "rest")
    assert state.phase == "interrupt" and state.actor == 1
    group_of(state, 1, "brazmulir", "njani", "brutus", "felix", gold=500)
    group_of(state, 0, *rival, gold=500)
    here = next(h for h in hexes.neighbours(state.world.castle)
                if h in state.world.land and not state.world.places[h].location)
    place(state, 1, here, inside=False)
    place(state, 0, state.world.castle, inside=False)
    state.map_monsters, state.great, state.quests = {here: ["orcs"]}, {}, [[], []]
    state.rumours = []  # no Rumour calling elsewhere
    state._legal = None
    return state


def test_rodada_a_group_interrupts_to_fight_the_monster_a_rival_would_take_first():
    # *O Que Fazer em uma Rodada?*: "A Player MAY interrupt ... if he holds an Action Marker with a
    # value LOWER". Priced at a flat -0.05, the rival never did, and lost the Orcs beside it to Red.
    state = contested_orcs(("diane", "alexius", "elara", "kaede"))  # Warrior 10, Rogue 6: Red wants them too
    assert best(state, 1).kind == "interrupt"
    assert why(state, "interrupt", seat=1).startswith(
        "Red can reach the Orcs first and the Victory Point for saving your group; you win ")  # Blue is on their hex


def test_salvar_um_grupo_de_herois_a_group_on_the_monsters_hex_interrupts_before_a_rival_rescues_it():
    # Red alone would leave the Orcs (Brutus wins too few fights for their pay), but beating them on
    # Blue's hex rescues Blue and pays Red a Victory Point: Blue acts first and takes them itself.
    state = contested_orcs(("brutus",))
    assert best(state, 1).kind == "interrupt"
    assert why(state, "interrupt", seat=1).startswith(
        "Red can reach the Orcs first and the Victory Point for saving your group; you win ")


def test_rodada_a_group_waits_when_nobody_races_it_for_what_it_goes_to():
    state = contested_orcs(("njani",))  # Cleric and Mage alone: Red leaves the Orcs alone
    assert best(state, 1).kind == "wait"
    assert why(state, "wait", seat=1) == "acting before Red wins nothing: the marker keeps for your own round"


def test_modo_cooperativo_a_group_interrupts_to_heal_a_wounded_partner_on_its_hex():
    state = table(players=2, mode="cooperative")
    play(state, "rest")
    group_of(state, 1, "njani", "maelis")  # Cleric 5: two damage markers healed
    group_of(state, 0, "brazmulir", "brutus")
    state.groups[0].heroes[0].damage = 2
    state.groups[0].heroes[1].damage = 1
    place(state, 0, state.groups[1].hex, inside=False)
    assert best(state, 1).kind == "interrupt"
    assert why(state, "interrupt", seat=1) == \
        "your clerics can heal 2 of Red's damage markers before that group moves on"
    play(state, "interrupt")
    assert HEURISTIC.score_action(state, 1, find(state, "heal")) > HEURISTIC.score_action(state, 1, find(state, "rest"))


# -- negotiation ---------------------------------------------------------------------------
def negotiating(rich: int, poor: int):
    """Cooperative: Red's group negotiates with Blue's on its hex; one group has idle gold, the other none."""
    state = table(players=2, mode="cooperative")
    group_of(state, 0, "brazmulir", "njani", gold=rich)
    group_of(state, 1, "felix", gold=poor)
    play(state, "negotiate")
    return state


def test_negociar_gold_goes_to_the_group_that_needs_it_soon():
    # *Negociar com outro Grupo*: the groups share one target; 500gp idle beside Red's 6,000gp is
    # a recruit's fee half paid for Blue, who has none.
    state = negotiating(6000, 0)
    give, done = find(state, "give_gold", 1), find(state, "done")
    assert HEURISTIC.score_action(state, 0, give) > HEURISTIC.score_action(state, 0, done)
    assert HEURISTIC.explain(state, 0, give) == "500gp from Red to Blue: +0.17 VP to the groups together"


def test_negociar_a_partner_refuses_the_gold_it_needs_more_than_the_asker():
    state = negotiating(6000, 500)
    play(state, "ask_gold", 1)
    assert state.phase == "answer" and state.actor == 1
    assert HEURISTIC.score_action(state, 1, find(state, "refuse")) > HEURISTIC.score_action(state, 1, find(state, "agree"))
    play(state, "refuse")
    state.groups[0].gold, state.groups[1].gold = 0, 6000  # now Red is the one in need
    play(state, "done")
    play(state, "wait")  # Blue, holding marker 1 now, lets Red go on
    play(state, "negotiate")
    play(state, "ask_gold", 1)
    assert best(state, 1).kind == "agree"


def test_negociar_a_hero_is_lent_to_the_group_whose_tests_his_points_serve():
    # *Negociar com outro Grupo*: "Lend, or Trade Characters". Red has three warriors (10 Warrior points),
    # Blue only Felix (1): a fourth Warrior point barely moves Red's tests and moves Blue's a lot, so
    # Red lends Brutus (Warrior 4), the hero its own tests miss least. Lending was a fixed -0.2 VP
    # before, so no hero ever changed groups.
    state = table(players=2, mode="cooperative")
    group_of(state, 0, "brutus", "diane", "brazmulir", gold=0)
    group_of(state, 1, "felix", gold=0)
    play(state, "negotiate")
    brutus = state.groups[0].heroes[0]
    lend = find(state, "give_hero", 1, 0)
    forth = HEURISTIC.score_action(state, 0, lend)
    assert forth == pytest.approx(hero_moved(state, 1, brutus, joins=True) + hero_moved(state, 0, brutus, joins=False) - FUSS)
    assert HEURISTIC.score_action(state, 0, lend) > HEURISTIC.score_action(state, 0, find(state, "done"))
    assert best(state) == lend
    assert HEURISTIC.explain(state, 0, lend).startswith("Brutus from Red to Blue: +")
    play(state, "give_hero", 1, 0)
    assert [hero.name for hero in state.groups[1].heroes] == ["Félix", "Brutus"]
    # asked back, Blue keeps him: points priced exactly, a trade made back loses what it gained
    assert trade(state, 1, 1, 0, "hero", (1,)) == pytest.approx(-forth - 2 * FUSS)


def test_negociar_no_trade_between_partners_is_worth_making_and_then_making_back():
    """Whatever moves (gold, an item, a hero), giving it and giving it back adds up to less than
    nothing, so heuristic groups never trade in circles. Priced by one point's worth at each side,
    three heuristic groups once passed two heroes back and forth for 30,000 decisions."""
    checked = 0
    for state in spread_states("rpgquest", "cooperative", 3, 11, 8):
        for giver, taker in ((0, 1), (1, 2), (2, 0)):
            moves: list[tuple[str, tuple]] = [("gold", ())] * (state.groups[giver].gold >= GOLD_STEP)
            moves += [("item", (item,)) for item in state.groups[giver].items]
            moves += [("hero", (index,)) for index in range(len(state.groups[giver].heroes))]
            for kind, args in moves:
                forth = trade(state, giver, giver, taker, kind, args)
                after = state.clone()
                move_between(after, kind, giver, taker, args)
                back_args = (len(after.groups[taker].heroes) - 1,) if kind == "hero" else args
                back = trade(after, taker, taker, giver, kind, back_args)
                assert forth + back < 0, (kind, args, forth, back)
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("item", ["item-dice_of_the_hanged_man", "item-elven_mail"])
def test_negociar_an_item_of_no_class_is_worth_what_it_saves_the_group(item):
    # A re-roll or a protection serves every class: it was priced at nothing in a trade, so a group
    # handed it over to a rival as readily as it kept it.
    state = table(players=2)
    group_of(state, 0, "brazmulir", "njani", gold=0)
    group_of(state, 1, "felix", gold=0)
    state.groups[0].items[item] = decks().items[item].uses
    card = decks().items[item]
    worth = item_worth(state, card, point_worth(state, 0), appraise(state, 0).hold)
    assert worth > 0
    assert trade(state, 0, 0, 1, "item", (item,)) < -worth + 1e-9


def test_negociar_in_the_competitive_game_what_helps_a_rival_counts_against_the_group():
    # The engine offers negotiation only in the cooperative game; the price still says no to a rival.
    state = table(players=2)
    group_of(state, 0, "brazmulir", "njani", gold=6000)
    group_of(state, 1, "felix", gold=0)
    assert trade(state, 0, 0, 1, "gold", ()) < 0 < trade(state, 1, 0, 1, "gold", ())


def test_missoes_the_group_takes_the_mission_it_can_pass_and_the_hint_gives_its_odds():
    # Death pays 1,500gp and 1 VP on Warrior 9 and Cleric 9; Temperance 500gp and 1 VP on Cleric 8.
    # Priced by pay alone, a group of Warrior 2 and Cleric 0 took Death (which it passes one time in
    # six) beside Temperance, and gave up the Lovers for it (to a rival: alone at the table, a mission
    # made public is still the group's alone, so taking both costs nothing).
    state = table(players=2)
    group_of(state, 0, "felix", "gabrielle")
    here = at_location(state, 0, "castelo_lillith")
    state.quests[0] = [Quest("mission-the_lovers", 0, here)]  # one Direction Meeple left
    state.phase, state.mission_drawn = "missions", ["mission-death", "mission-temperance"]
    state._legal = None
    chosen = best(state)
    assert chosen.args == ("mission-temperance", -1)
    assert HEURISTIC.explain(state, 0, chosen) == \
        f"Temperance (A Temperança): Cleric 2d6+0 vs 8: {percent(0, 8)}, all passed {percent(0, 8)}: 500gp, 1 VP; " \
        f"failed: nothing"


@pytest.mark.parametrize("mode, kept", [("competitive", 0.5), ("cooperative", PUBLIC_KEPT)])
def test_procurar_por_missoes_a_mission_made_public_is_still_the_groups_to_resolve(mode, kept):
    # *Procurar por Missoes*: swapped for a new one, an active mission "goes to the PUBLIC MISSIONS ... can
    # now be carried out by any Group": the group may still resolve it. It was priced as lost outright,
    # and in the cooperative game, where every group's VP count for the table, a swap was never worth it.
    state = table(players=2, mode=mode)
    here = at_location(state, 0, "castelo_lillith")
    state.quests[0] = [Quest("mission-the_lovers", 0, here), Quest("mission-the_sun", 0, here)]
    state.phase, state.mission_drawn = "missions", ["mission-temperance"]
    state._legal = None
    old = state.quests[0][0]
    swap = find(state, "activate", "mission-temperance", 0)
    assert made_public(state, 0, old) == pytest.approx(quest_worth(state, 0, old) * (1 - kept))
    assert HEURISTIC.score_action(state, 0, swap) == pytest.approx(
        card_worth(state, 0, "mission-temperance") - made_public(state, 0, old))
    assert f"goes public ({quest_worth(state, 0, old):.1f} VP to you; you may still resolve it, " \
           f"{made_public(state, 0, old):.1f} VP lost)" in HEURISTIC.explain(state, 0, swap)
