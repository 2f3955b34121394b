"""The RPGQuest heuristic and the Rumours: it goes to one it will likely pass, leaves one that would
hurt it, carries the caves' maps to the Empress, and says what a Rumour asks and pays."""

from ai.heuristic_agent import HeuristicAgent
from ai.heuristics import heuristic_for
from engine.rpgquest import hexes
from engine.rpgquest.group import Adventurer
from tests.rpgquest.helpers import find, group_of, place, table

HEURISTIC = heuristic_for("rpgquest")


def quiet(state, *rumours):
    """No mission, monster or Great Challenge calling elsewhere, and only these Rumours still open."""
    state.quests[0] = []
    state.public = []
    state.map_monsters.clear()
    state.great = {}
    state.rumours = [f"rumour-{r}" for r in rumours]
    state._legal = None


def rumour_hex(state, kingdom):
    return next(h for h in state.world.marked["rumour"] if state.world.places[h].kingdom == kingdom)


def played(state, kind, decisions=12):
    """The kinds the heuristic plays for seat 0 until it plays `kind` (or runs out); the dice fall
    high (no ambush on the way)."""
    agent = HeuristicAgent(HEURISTIC, seed=1)
    kinds: list[str] = []
    while len(kinds) < decisions:
        request = state.dice_request()
        if request is not None:
            state.roll(request.dice)
            continue
        if state.to_move() != 0:
            break
        action = agent.choose(state, 0)
        kinds.append(action.kind)
        if action.kind == kind:
            break
        state.apply(action)
    return kinds


def test_rumores_a_group_beside_an_open_rumour_it_will_likely_pass_goes_to_it_and_investigates():
    # The Great Storm (Rogue 8, Mage 9) pays 1,000gp, or 1,500gp and 1 VP from a total of 13: Rogue
    # 2d6+4 and Mage 2d6+6 pass it nine times in ten. Priced at a fixed 0.3 and never a goal, a group
    # a hex away walked to Castelo Lillith to work instead.
    state = table()
    group_of(state, 0, "felix", "oswin", "gabrielle", gold=500)
    quiet(state, "great_storm")
    storm = rumour_hex(state, 11)
    place(state, 0, next(h for h in hexes.neighbours(storm) if h in state.world.land), inside=False)
    assert played(state, "investigate")[-1] == "investigate"
    assert state.groups[0].hex == storm


def test_rumores_a_group_that_would_likely_fail_a_damaging_rumour_leaves_it():
    # The Witch of the Black Forest asks Warrior 9 and Cleric 8 and deals 1d6 on a failure: a Mage and
    # a Cleric with no Warrior point pass it less than one time in four, and 1d6 markers on two heroes
    # of 1 and 3 Hit Points kill one of them more often than not.
    state = table()
    group_of(state, 0, "bellatrix", "njani", gold=500)
    quiet(state, "witch_of_the_black_forest")
    place(state, 0, rumour_hex(state, 12), inside=False)
    find(state, "investigate")
    assert "investigate" not in played(state, "investigate", decisions=1)


def test_exploracao_de_cavernas_a_group_holding_the_maps_takes_them_to_castelo_lillith():
    # "The Empress will pay $2,500gp for the Maps of the Underground Kingdom if the group brings these
    # maps to Castelo Lilith": a group holding them, a few hexes off, goes there and hands them over.
    state = table()
    group_of(state, 0, "brutus", "felix", "oswin", "njani", gold=2500)
    quiet(state)
    castle = state.world.castle
    start = next(h for h in sorted(state.world.land) if 3 <= hexes.distance(h, castle) <= 4
                 and not state.world.places[h].location)
    place(state, 0, start, inside=False)
    state.groups[0].maps = True
    assert played(state, "deliver_maps", decisions=20)[-1] == "deliver_maps"


def test_rumores_the_hint_names_the_rumour_its_tests_with_their_chances_and_its_pay():
    state = table()
    group_of(state, 0, "felix", "oswin", "gabrielle", gold=500)
    quiet(state, "great_storm")
    place(state, 0, rumour_hex(state, 11), inside=False)
    hint = HEURISTIC.explain(state, 0, find(state, "investigate"))
    assert hint.startswith("The Great Storm (Rogue 2d6+4 vs 8: 92%, Mage 2d6+6 vs 9: 97%): "
                           "1,000gp, from 13 1,500gp and 1 VP; failing, 1d3 damage")
    assert hint.endswith("you pass it 89% of the time")


def test_morte_de_um_personagem_at_the_cemetery_a_group_bargains_for_its_dead_hero_and_says_why():
    # *Morte de um Personagem*: won, Bargaining with Death gives the hero back and 2 VP; a Cleric 2d6+2
    # and a Mage 2d6+5 against 9 and 9 win it about half the time, and losing costs one marker.
    state = table()
    group_of(state, 0, "njani", "oswin", gold=500)
    quiet(state)
    state.groups[0].dead.append(Adventurer.recruited("hero-brutus"))
    place(state, 0, state.world.location_hexes["cemiterio"], inside=False)
    action = find(state, "bargain", 0)
    assert played(state, "bargain", decisions=1) == ["bargain"]
    hint = HEURISTIC.explain(state, 0, action)
    assert hint.startswith("Bargaining with Death (Cleric 2d6+2 vs 9: ")
    assert "2 VP, Brutus back" in hint and "of games against Death" in hint
