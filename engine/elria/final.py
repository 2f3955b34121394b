"""An ended adventure's result: each seat's score, where it came from and what else decided it
(*Duel Mode > End of the Adventure*, *Campaign's End*), for the Game Over screen to write out."""

from __future__ import annotations

from engine.core import Result
from engine.elria import campaign, duel
from engine.elria.cards import cards
from engine.elria.reasons import ONE_OUT

OUT_OF_TIME = "ran out of Time"
TIE_ON_TIME = "wins the tie on Time cubes"


def result(st) -> Result:
    """The result of a finished table, by mode."""
    if st.mode == "campaign":
        return _campaign(st)
    if st.seats == 2:
        return _duel(st)
    return _solo(st)


def _fulfilled(st, seat: int) -> tuple[str, float]:
    return ("Quests fulfilled", float(len(st.fulfilled[seat])))


def _time(st, seat: int) -> tuple[str, float]:
    return ("Time left", float(st.time[seat]))


def _solo(st) -> Result:
    """A solo adventure is won or lost (the reason says which): the score only marks it; the Quests and
    Time tell how."""
    left = ("Quests left", float(len(st.quests[0]) - len(st.fulfilled[0])))
    return Result(tuple(st.scores), tuple(st.winners), st.reason, score_name="",
                  details=((_fulfilled(st, 0), left, _time(st, 0)),))


def _duel(st) -> Result:
    """Points from fulfilled Quests (+2 for all of them, except when both ran out); Time breaks a tie."""
    sources, marks = [], []
    tie_broken = st.scores[0] == st.scores[1] and st.reason != ONE_OUT and len(st.winners) == 1
    for seat in (0, 1):
        value = duel.quest_points(st, seat, bonus=False)
        bonus = st.scores[seat] - value
        sources.append((("Quests", float(value)),) + ((("all Quests fulfilled", float(bonus)),) if bonus else ()))
        marks.append(((OUT_OF_TIME,) if st.out[seat] else ())
                     + ((TIE_ON_TIME,) if tie_broken and seat in st.winners else ()))
    return Result(tuple(st.scores), tuple(st.winners), st.reason, tuple(sources), "points",
                  tuple((_fulfilled(st, seat), _time(st, seat)) for seat in (0, 1)), tuple(marks))


def _campaign(st) -> Result:
    """*Campaign's End*: CP + the Character's Level + the cost of every Upgrade kept; its Achievement."""
    upgrades = sum(cards().cards[u].cost for u in st.upgrades)
    sources = (("CP", float(st.cp)), ("Character Level", float(st.level[0])), ("Upgrades", float(upgrades)))
    details = (("Stages abandoned", float(st.abandoned)),) if st.abandoned else ()
    return Result(tuple(st.scores), tuple(st.winners), st.reason, (sources,), "points", (details,),
                  ((campaign.achievement(st.scores[0]),),))
