"""Cartaventuras judgement: gear up, pick fights you can win, then face the dragon.

Everything is measured in turns (`values`): a step on the map costs one, and
gear, life and coins are worth what they add to the one fight that matters,
the Great Dragon, beaten once with magic and once without, to the death
(`gear`, with its exact odds in `odds`). Enemies are met with the odds of
each round and a choice, after every lost round, to fight on or flee
(`fights`). Each zone card is worth what arriving on it brings (`worth`);
the map is searched for the best route and the moment to face the dragon:
when all but sure to win, or sooner when a rival is ready to (`plan`).
`heuristic` turns all that into a score for every action.

It reads only what every player can see on the table (the Kingdom, everyone's
gear, life and coins, the open Purchase deck, the fight in progress) and the
printed card set; of a face-down deck it uses only which cards are still in
it, which anyone can work out from the cards already seen.
"""

from ai.heuristics.cartaventuras.fights import fleeing, staying
from ai.heuristics.cartaventuras.gear import Gear, card_value, dragon_odds
from ai.heuristics.cartaventuras.heuristic import CartaventurasHeuristic
from ai.heuristics.cartaventuras.odds import dragon_chance
from ai.heuristics.cartaventuras.plan import dragon_walk

__all__ = ["CartaventurasHeuristic", "Gear", "card_value", "dragon_chance", "dragon_odds",
           "dragon_walk", "fleeing", "staying"]
