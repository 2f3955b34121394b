"""Why an Elria adventure ended: the fixed phrases `result().reason` may be, so `tavern sim`
counts kinds of ending. Who, and by how much, are in the result's other fields and the log."""

from __future__ import annotations

EVERY_QUEST = "every Quest fulfilled"
TIME_RAN_OUT = "time ran out before every Quest was fulfilled"
ONE_OUT = "a player ran out of Time"
BOTH_OUT = "both players ran out of Time"
A_PLAYERS_QUESTS = "every Quest of a player is fulfilled"
DECK_EXHAUSTED = "the Location deck is exhausted"
CAMPAIGN_DONE = "all seven Stages completed"
CAMPAIGN_ABANDONED = "the campaign finished with a Stage abandoned"

END_REASONS = (EVERY_QUEST, TIME_RAN_OUT, ONE_OUT, BOTH_OUT, A_PLAYERS_QUESTS, DECK_EXHAUSTED,
               CAMPAIGN_DONE, CAMPAIGN_ABANDONED)
