"""The Open Campaign: seven Stages, chosen cards, Campaign Points, XP and Upgrades."""

from __future__ import annotations

from engine.core import Action
from engine.elria import reasons, turns
from engine.elria.cards import TOTAL_CUBES, cards
from engine.words import count

# Stage -> (values of the Quests to choose, Landmarks to choose, starting Time).
# The rulebook's 7th row lost a cell; the card totals fix it (see docs/rulings.md).
STAGES = (
    ((1, 2), 1, 10),
    ((1, 2, 3), 1, 10),
    ((1, 2, 3, 4), 2, 15),
    ((1, 1, 3, 3, 4), 3, 15),
    ((1, 2, 3, 4, 5), 4, 15),
    ((2, 3, 4, 4, 5, 6), 4, 20),
    ((4, 4, 4, 5, 6, 6), 5, 20),
)
ABANDON_PENALTY = 5
ACHIEVEMENTS = (
    (10, "Survival is the main goal!"),
    (15, "It was tough, but next time it will be easier."),
    (22, "The world is vast, and you have only just begun to discover all its bounties."),
    (29, "You are celebrated as a great hero in your homeland."),
    (37, "Kings from all regions now know of your deeds."),
    (46, "Your enemies fear your name and bards sing of all your adventures."),
)
LEGEND = "An immortal legend for all eternity."


def achievement(score: int) -> str:
    """The Achievement for a final campaign score."""
    for most, text in ACHIEVEMENTS:
        if score <= most:
            return text
    return LEGEND


def start_campaign(st) -> None:
    """Every Quest and Landmark is available; Stage 1 is chosen first."""
    cs = cards()
    st.pool_q, st.pool_l = list(cs.quests), list(cs.landmarks)
    st.stage, st.cp, st.xp, st.abandoned = 0, 0, 0, 0
    st.upgrades, st.upg_gone = [], []
    st.retries = st.config["retries"]
    st.covered = bytearray(len(cs.spaces))
    st.supply = TOTAL_CUBES - sum(st.time)
    st.deck, st.discard, st.available = list(cs.locations), [], []
    st.journey[0], st.found[0], st.found_at[0] = [], [], []
    _begin_pick(st)


def _begin_pick(st) -> None:
    values, landmarks, _ = STAGES[st.stage]
    st.snap_q, st.snap_l = st.pool_q[:], st.pool_l[:]
    st.quests[0], st.fulfilled[0], st.open_landmarks = [], [], []
    # The Landmarks the last Stage discovered are left behind with it (a retried Stage may choose them again).
    st.found[0], st.found_at[0] = [], []
    st.picks, st.lmk_needed = list(values), landmarks
    st.phase, st.current = "pick", 0
    st.say(f"Stage {st.stage + 1}: choose {count(len(values), 'Quest')} and {count(landmarks, 'Landmark')}.")


def pick_actions(st) -> list[Action]:
    cs = cards()
    stage = st.stage + 1
    if st.picks:
        value = st.picks[0]
        return [Action("pick_quest", (q,), f"Stage {stage}: take the quest {cs.names[q]} (value {value})",
                       cs.ids[q])
                for q in st.pool_q if cs.cards[q].value == value]
    return [Action("pick_landmark", (m,), f"Stage {stage}: take the Landmark {cs.names[m]}", cs.ids[m])
            for m in st.pool_l]


def apply_pick(st, action: Action) -> None:
    card = action.args[0]
    if action.kind == "pick_quest":
        st.pool_q.remove(card)
        st.quests[0].append(card)
        st.picks.pop(0)
    else:
        st.pool_l.remove(card)
        st.open_landmarks.append(card)
        st.lmk_needed -= 1
    if not st.picks and st.lmk_needed == 0:
        _start_stage(st)


def _start_stage(st) -> None:
    cs = cards()
    owned = set(st.upgrades)
    card_of = cs.sp_card
    for space, on in enumerate(st.covered):
        if on and card_of[space] not in owned:
            st.covered[space] = 0
    st.level[0], st.time[0], st.out[0] = 1, STAGES[st.stage][2], False
    st.journey[0], st.found[0], st.found_at[0], st.fulfilled[0] = [], [], [], []
    st.deck, st.discard, st.available = list(cs.locations), [], []
    st.rng.shuffle(st.deck)
    st.supply = TOTAL_CUBES - st.time[0] - sum(st.covered)
    st.turn_no = 0
    st.say(f"Stage {st.stage + 1} begins at Level 1 with {st.time[0]} Time. Quests: "
           + ", ".join(cs.names[q] for q in st.quests[0]) + ".")
    turns.start_turn(st)


def stage_complete(st) -> None:
    """All Quests fulfilled: earn CP and XP, then shop (or finish after Stage 7)."""
    st.cp += st.time[0]
    st.xp = st.level[0]
    st.say(f"Stage {st.stage + 1} complete: {st.time[0]} CP and {st.xp} XP.")
    if st.stage == len(STAGES) - 1:
        _final(st)
        return
    discard_spent_upgrades(st)
    st.phase, st.current = "shop", 0


def discard_spent_upgrades(st) -> None:
    """After each Stage, won or lost: Upgrades with every space covered and gem spent are discarded."""
    cs = cards()
    for upgrade in st.upgrades[:]:
        if all(st.covered[s] for s in cs.card_spaces[upgrade]):
            st.upgrades.remove(upgrade)
            st.upg_gone.append(upgrade)
            st.say(f"{cs.names[upgrade]} is completely spent and discarded.")


def shop_actions(st) -> list[Action]:
    cs = cards()
    result = [Action("buy", (u,), f"Buy the Upgrade {cs.names[u]} for {cs.cards[u].cost} XP", cs.ids[u])
              for u in cs.upgrades
              if u not in st.upgrades and u not in st.upg_gone and cs.cards[u].cost <= st.xp]
    lost = f" ({st.xp} unspent XP is lost)" if st.xp else ""
    result.append(Action("shop_done", (), f"Go on to Stage {st.stage + 2}{lost}"))
    return result


def apply_shop(st, action: Action) -> None:
    cs = cards()
    if action.kind == "buy":
        upgrade = action.args[0]
        st.xp -= cs.cards[upgrade].cost
        st.upgrades.append(upgrade)
        st.say(f"You buy the Upgrade {cs.names[upgrade]}.")
        return
    st.xp = 0
    st.stage += 1
    _begin_pick(st)


def stage_failed(st) -> None:
    """Time ran out: spent Upgrades are discarded, then choose to restart, retry or abandon."""
    st.phase, st.current = "failed", 0
    st.say(f"Stage {st.stage + 1} is lost.")
    discard_spent_upgrades(st)


def failed_actions(st) -> list[Action]:
    result = []
    if st.retries > 0:
        result.append(Action("restart", (), f"Accept defeat and restart the campaign ({st.retries} retries left)"))
        result.append(Action("retry", (), f"Retry Stage {st.stage + 1} ({st.retries} retries left)"))
    result.append(Action("abandon", (), f"Abandon Stage {st.stage + 1}: -{ABANDON_PENALTY} CP, lose all Upgrades"))
    return result


def apply_failed(st, action: Action) -> None:
    if action.kind == "restart":
        st.retries -= 1
        retries = st.retries
        start_campaign(st)
        st.retries = retries
        st.say("The campaign starts again from Stage 1.")
    elif action.kind == "retry":
        st.retries -= 1
        st.pool_q, st.pool_l = st.snap_q[:], st.snap_l[:]
        _begin_pick(st)
    else:
        st.cp -= ABANDON_PENALTY
        st.upg_gone += st.upgrades
        st.upgrades, st.xp = [], 0
        st.abandoned += 1
        st.say(f"Stage {st.stage + 1} is abandoned: -{ABANDON_PENALTY} CP and every Upgrade is discarded.")
        if st.stage == len(STAGES) - 1:
            _final(st)
        else:
            st.stage += 1
            _begin_pick(st)


def final_score(st) -> int:
    """CP + Character Level + the cost of every Upgrade still owned."""
    cs = cards()
    return st.cp + st.level[0] + sum(cs.cards[u].cost for u in st.upgrades)


def _final(st) -> None:
    score = final_score(st)
    text = achievement(score)
    if st.abandoned:
        st.finish((), (score,), reasons.CAMPAIGN_ABANDONED)
        st.say(f"{count(st.abandoned, 'Stage')} abandoned.")
    else:
        st.finish((0,), (score,), reasons.CAMPAIGN_DONE)
    st.say(f"Final score {score}: {text}")
