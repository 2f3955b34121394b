"""The RPGQuest heuristic's weights, in Victory Points: what a thing is worth to a group."""

GOLD = 0.5 / 1000  # a thousand gold pieces: half a Victory Point (levels, heroes and items are bought)
WOUND = 0.15  # a damage marker on a hero who survives it
DEATH = 1.2  # a hero lost: the points, the levels and the recruiting fee
HERO_POINT = 0.12  # a class point in the group: every test it adds to
MP_COST = 0.01  # a Movement Point spent on the way
ACTION_COST = 0.05  # an action spent on the way
IDLE = -0.1  # an action let pass: every other action does something
TROPHY = 0.25  # one of the four monsters of a kind that make a title and a VP
RESERVE = 1000  # gold kept back for a recruit or a cleric
STOPPED = 0.1  # an ambush stops the move: the Movement Points left are lost
SURPLUS = 3000  # gold beyond this buys little more than Victory Points: spending it costs half as much


def spent(held: int, cost: int) -> float:
    """What paying `cost` out of `held` gold costs the group, in VP: the surplus goes cheaper."""
    cheap = min(cost, max(0, held - SURPLUS))
    return cheap * GOLD / 2 + (cost - cheap) * GOLD
