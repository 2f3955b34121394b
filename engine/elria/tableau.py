"""What a player has in front of them: the cards whose icons they may use.

Available icons are in the Event areas of the Journey column (Landmarks
included), on fulfilled Quests, on the Character card and on Upgrades; a
space is available while it is uncovered and every Enemy guarding it is
defeated. Only a seat's own cards ever count.
"""

from __future__ import annotations

from engine.elria.cards import cards


def tableau(st, seat: int) -> list[int]:
    """Every card whose spaces the seat may use."""
    cards_ = st.journey[seat] + st.found[seat] + [st.character[seat]] + st.fulfilled[seat]
    if st.mode == "campaign":
        cards_ += st.upgrades
    return cards_


def open_spaces(st, seat: int, skip: int = -1) -> list[int]:
    """Uncovered, unguarded spaces (and gems) on the seat's cards, except on card `skip`."""
    cs = cards()
    covered = st.covered
    guards = cs.sp_guards
    result = []
    for card in tableau(st, seat):
        if card == skip:
            continue
        for space in cs.card_spaces[card]:
            if not covered[space]:
                guard = guards[space]
                if not guard or all(covered[g] for g in guard):
                    result.append(space)
    return result


def spaces_with(st, seat: int, icon: str, skip: int = -1) -> list[int]:
    """Open grey spaces showing `icon` (gems excluded)."""
    cs = cards()
    return [s for s in open_spaces(st, seat, skip) if cs.sp_icon[s] == icon and cs.sp_kind[s] != "gem"]


def journey_enemies(st, seat: int, skip: int = -1) -> list[int]:
    """Visible Enemy spaces in the seat's Journey column (Landmarks included), except on `skip`."""
    cs = cards()
    covered = st.covered
    result = []
    for card in st.journey[seat] + st.found[seat]:
        if card == skip:
            continue
        for space in cs.card_spaces[card]:
            if not covered[space] and cs.sp_icon[space] == "enemy":
                result.append(space)
    return result


def enemy_count(st, seat: int, skip: int = -1) -> int:
    """How many Enemy icons are visible in the Journey column, except on `skip`."""
    sizes = cards().sp_size
    return sum(sizes[s] for s in journey_enemies(st, seat, skip))


def last_location(st, seat: int) -> int:
    """The Location the seat travelled to most recently, or -1."""
    journey = st.journey[seat]
    return journey[-1] if journey else -1
