"""Turns and phases: the Reveal phase, the order of Travel and Action phases,
the Duel quest draft, and what happens when Time runs out or all Quests are done.
"""

from __future__ import annotations

from engine.core import Action
from engine.elria import campaign, duel, reasons
from engine.elria.cards import cards
from engine.words import count

SOLO_FACE_UP = 3
DUEL_FACE_UP = 5


def halted(st) -> bool:
    """Whether the adventure (or campaign stage) has just stopped."""
    return st.phase in ("over", "failed", "shop", "pick")


# -- duel quest draft ------------------------------------------------------
def begin_draft(st) -> None:
    """Start drafting the first non-empty pile; with no Quests at all, start playing."""
    st.phase = "draft"
    if not st.draft_piles:
        start_turn(st)
        return
    st.current = st.draft_first[0]


def draft_actions(st) -> list[Action]:
    cs = cards()
    return [Action("draft", (q,), f"Take quest {cs.names[q]} (value {cs.cards[q].value})", cs.ids[q])
            for q in st.draft_piles[0]]


def apply_draft(st, action: Action) -> None:
    quest = action.args[0]
    st.draft_piles[0].remove(quest)
    st.quests[st.current].append(quest)
    st.say(f"{st.who(st.current)} takes the quest {cards().names[quest]}.")
    if st.draft_piles[0]:
        st.current = 1 - st.current
        return
    st.draft_piles.pop(0)
    st.draft_first.pop(0)
    if st.draft_piles:
        st.current = st.draft_first[0]
    else:
        start_turn(st)


# -- the turn ----------------------------------------------------------------
def reveal(st) -> bool:
    """Reveal Locations up to the face-up count; False if the adventure ended."""
    target = SOLO_FACE_UP if st.seats == 1 else DUEL_FACE_UP
    shown = 0
    while len(st.available) < target:
        if not st.deck:
            if st.seats == 2 and len(st.discard) < 5:
                duel.deck_exhausted(st)
                return False
            if not st.discard:
                break
            st.deck, st.discard = st.discard, []
            st.rng.shuffle(st.deck)
            st.say("The discard pile is shuffled to form a new Location deck.")
        st.available.append(st.deck.pop())
        shown += 1
    if len(st.available) < target:
        st.say("There are not enough Location cards left to reveal.")
        out_of_time(st, 0)
        return False
    cs = cards()
    st.say(f"Turn {st.turn_no}: {shown} Location(s) revealed; face up: "
           + ", ".join(cs.names[c] for c in st.available) + ".")
    return True


def start_turn(st) -> None:
    """Begin a new turn: Reveal phase, then the first Travel phase."""
    st.turn_no += 1
    if not reveal(st):
        return
    if st.seats == 1:
        st.order = [0]
    elif st.turn_no == 1:
        st.order = [0, 1]
    else:
        a, b = st.time
        first = 0 if a < b else 1 if b < a else 1 - st.first_last
        st.order = [first, 1 - first]
        st.say(f"{st.who(first)} goes first this turn.")
    st.first_last = st.order[0]
    st.step = 0
    _enter_step(st)


def _enter_step(st) -> None:
    n = len(st.order)
    st.current = st.order[st.step % n]
    st.travel_dest = -1
    if st.step < n:
        st.phase = "travel"
    else:
        st.phase = "action"
        st.main_done = st.bonus_used = False
        st.act_type = ""


def next_step(st) -> None:
    """Move on to the next player's phase, or end the turn."""
    st.step += 1
    if st.step < 2 * len(st.order):
        _enter_step(st)
    elif st.end_flag:
        duel.final_score(st)
    else:
        start_turn(st)


# -- endings -------------------------------------------------------------------
def out_of_time(st, seat: int) -> None:
    """A seat could not pay: defeat (solo), a failed stage (campaign), or the last turn (duel)."""
    if st.seats == 2:
        st.end_flag = True
    elif st.mode == "campaign":
        campaign.stage_failed(st)
    else:
        st.finish((), (0,), reasons.TIME_RAN_OUT)


def all_fulfilled(st, seat: int) -> None:
    """A seat has fulfilled every Quest."""
    if st.seats == 2:
        st.end_flag = True
    elif st.mode == "campaign":
        campaign.stage_complete(st)
    else:
        st.finish((0,), (1,), reasons.EVERY_QUEST)
        st.say(f"You have {count(st.time[0], 'Time cube')} to spare.")
