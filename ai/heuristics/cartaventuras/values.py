"""What things are worth to a Cartaventuras adventurer, in turns.

The AI rival measures every choice in one currency: turns on the map. These
are the rates; change one and the rival's judgement moves with it.
"""

STEP = 1.0          # one turn on the map
LIFE = 1.0          # one life point (three times that when life is short)
COIN = 0.4          # one coin: what it may buy later
RICH = 12           # coins enough for a good weapon and an object
LOW_LIFE = 3        # life points at or below which life counts triple
DEATH = 45.0        # falling ends every hope of the treasure
DRAGON_PRIZE = 60.0  # the treasure, in turns
GEAR = 12.0         # what a sure dragon win adds to gear, in turns
SURE = 0.98         # declare at this chance while there is time to improve
HEALED = 0.92       # ...or at this share of it if full life would reach it: no trip back to heal
FAIR = 0.75         # below this chance the dragon is a blunder unless the clock or a ready rival forces it
PATIENCE = 12       # rounds before the end from which any chance starts to count
REVEAL = 3.0        # a new card opens new arrows
FLEE_COST = 0.5     # chance the flee die shows 3 or less
