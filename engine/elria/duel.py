"""Duel Mode: the end of the Adventure and who wins it."""

from __future__ import annotations

from engine.elria import reasons
from engine.elria.cards import cards

ALL_QUESTS_BONUS = 2


def quest_points(st, seat: int, bonus: bool = True) -> int:
    """Total value of the seat's fulfilled Quests (+2 if all of them are fulfilled)."""
    cs = cards()
    total = sum(cs.cards[q].value for q in st.fulfilled[seat])
    if bonus and st.quests[seat] and len(st.fulfilled[seat]) == len(st.quests[seat]):
        total += ALL_QUESTS_BONUS
    return total


def _by_points_then_time(st, points: list[int], reason: str) -> None:
    best = max(points)
    leaders = [p for p in (0, 1) if points[p] == best]
    how = ""
    if len(leaders) == 2:
        most = max(st.time)
        leaders = [p for p in (0, 1) if st.time[p] == most]
        how = ", the tie broken on Time cubes" if len(leaders) == 1 else ", a shared victory"
    names = " and ".join(st.who(p) for p in leaders)
    st.finish(tuple(leaders), tuple(points), reason)
    st.say(f"{names} win{'s' if len(leaders) == 1 else ''} ({points[0]} to {points[1]} points){how}.")


def final_score(st) -> None:
    """End of the last turn: someone ran out of Time or fulfilled every Quest."""
    points = [quest_points(st, p) for p in (0, 1)]
    outs = [p for p in (0, 1) if st.out[p]]
    if len(outs) == 1:
        winner = 1 - outs[0]
        st.finish((winner,), tuple(points), reasons.ONE_OUT)
        st.say(f"{st.who(outs[0])} ran out of Time, so {st.who(winner)} wins.")
    elif len(outs) == 2:
        _by_points_then_time(st, [quest_points(st, p, bonus=False) for p in (0, 1)], reasons.BOTH_OUT)
    else:
        _by_points_then_time(st, points, reasons.A_PLAYERS_QUESTS)


def deck_exhausted(st) -> None:
    """Fewer than 5 cards in the discard pile when the deck must be reshuffled."""
    st.say("The Location deck is empty and fewer than 5 cards are in the discard pile.")
    _by_points_then_time(st, [quest_points(st, p) for p in (0, 1)], reasons.DECK_EXHAUSTED)
