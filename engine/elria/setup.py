"""Setting up an Elria table: Solo Mode, Duel Mode and Open Campaign setup."""

from __future__ import annotations

from engine import words
from engine.core import ConfigError
from engine.elria import campaign, turns
from engine.elria.cards import TOTAL_CUBES, cards
from engine.elria.state import ElriaState
from engine.rng import Rng

START_TIME = 20
SOLO_LANDMARKS = 4
DUEL_LANDMARKS = 6
# difficulty -> quests drawn from the piles of values 1-2, 3-4, 5-6
DIFFICULTY = {
    "easy": (1, 1, 1),
    "normal": (2, 1, 1),
    "hard": (2, 2, 1),
    "very_hard": (2, 2, 2),
    "extreme": (2, 3, 2),
}
CHARACTERS = ("warrior", "sorceress", "rogue", "explorer", "priest")


def quest_piles() -> tuple[list[int], list[int], list[int]]:
    """The three Quest piles: values 1-2, 3-4 and 5-6 (unshuffled)."""
    cs = cards()
    low, mid, high = ([q for q in cs.quests if (cs.cards[q].value + 1) // 2 == pile] for pile in (1, 2, 3))
    return low, mid, high


def pile_counts(config: dict) -> tuple[int, int, int]:
    """Quests per pile for the chosen difficulty (custom counts for 'custom')."""
    if config["difficulty"] == "custom":
        return (config["quests_low"], config["quests_mid"], config["quests_high"])
    return DIFFICULTY[config["difficulty"]]


def _named(config: dict, key: str, pool: tuple[int, ...], what: str) -> list[int]:
    """The cards a `quest_cards` / `landmark_cards` option names, checked against `pool`."""
    cs = cards()
    names = config.get(key) or []
    known = {cs.ids[c] for c in pool}
    chosen: list[int] = []
    for name in names:
        if name not in known:
            raise ConfigError(f"elria: {key}: there is no {what} {name!r} "
                              f"(ids run from {cs.ids[pool[0]]} to {cs.ids[pool[-1]]})")
        if cs.by_id[name] in chosen:
            raise ConfigError(f"elria: {key}: {name} is named twice (there is one card of each)")
        chosen.append(cs.by_id[name])
    return chosen


def _draw(st: ElriaState, pool, count: int, named: list[int]) -> list[int]:
    """`count` cards from `pool`: every named card, the rest shuffled from the others."""
    rest = [c for c in pool if c not in named]
    st.rng.shuffle(rest)
    return sorted(named + rest[: count - len(named)])


def _blank(config: dict, seed: int) -> ElriaState:
    st = ElriaState.__new__(ElriaState)
    seats = config["players"]
    st.config, st.mode, st.seats = dict(config), config["mode"], seats
    st.rng, st.log = Rng(seed), []
    st.phase, st.current, st.turn_no, st.supply = "travel", 0, 0, TOTAL_CUBES
    st.bonus_used = st.main_done = False
    st.act_type, st.act_count, st.act_credits, st.act_qcredits = "", 0, 0, 0
    st.travel_dest, st.travel_cost, st.step, st.first_last = -1, 0, 0, 0
    st.end_flag = st.over = False
    st.reason, st.stage, st.cp, st.xp, st.retries, st.abandoned, st.lmk_needed = "", 0, 0, 0, 0, 0, 0
    st.deck, st.discard, st.available, st.open_landmarks = [], [], [], []
    st.time, st.level, st.character = [0] * seats, [1] * seats, [0] * seats
    st.upgrades, st.upg_gone, st.order, st.out = [], [], [0], [False] * seats
    st.winners, st.scores = [], [0] * seats
    st.pool_q, st.pool_l, st.snap_q, st.snap_l, st.picks, st.draft_first = [], [], [], [], [], []
    for name in ("journey", "found", "found_at", "quests", "fulfilled"):
        setattr(st, name, [[] for _ in range(seats)])
    st.draft_piles = []
    st.covered = bytearray(len(cards().spaces))
    return st


def _characters(st: ElriaState, config: dict) -> None:
    cs = cards()
    wanted = [config["character"], config.get("rival", "random")][: st.seats]
    taken: set[int] = set()
    for seat, name in enumerate(wanted):
        if name != "random":
            index = cs.by_id[f"char-{name}"]
            if index in taken:
                raise ConfigError(f"elria: both players cannot be the {name} (there is one card of each)")
            st.character[seat] = index
            taken.add(index)
    for seat, name in enumerate(wanted):
        if name == "random":
            free = [c for c in cs.characters if c not in taken]
            st.character[seat] = st.rng.choice(free)
            taken.add(st.character[seat])


def new_state(config: dict, seed: int) -> ElriaState:
    """A new table for a normalised config (see GAME.options)."""
    st = _blank(config, seed)
    cs = cards()
    _characters(st, config)
    names = ", ".join(f"the {cs.names[c]}" for c in st.character)
    st.say(f"{'You play' if st.seats == 1 else 'The players are'} {names}.")
    named_q = _named(config, "quest_cards", cs.quests, "Quest")
    named_l = _named(config, "landmark_cards", cs.landmarks, "Landmark")
    if st.mode == "campaign":
        if named_q or named_l:
            raise ConfigError("elria: quest_cards and landmark_cards set up one adventure; "
                              "in the campaign you choose the cards before each Stage")
        campaign.start_campaign(st)
        return st
    counts = pile_counts(config)
    if not sum(counts):
        raise ConfigError("elria: a custom adventure needs at least one Quest")
    piles = quest_piles()
    duel = st.seats == 2
    source = "custom" if config["difficulty"] == "custom" else config["difficulty"].upper().replace("_", " ")
    for pile, count, key, values in zip(piles, counts, ("quests_low", "quests_mid", "quests_high"), ("1 or 2", "3 or 4", "5 or 6"), strict=True):
        if count * st.seats > len(pile):
            raise ConfigError(f"elria: {count} Quests from a pile of {len(pile)} cards is too many for {st.seats} player(s)")
        mine = sum(q in pile for q in named_q)
        if mine > count * st.seats:
            fix = f"raise {key}" if source == "custom" else "use difficulty=custom"
            raise ConfigError(f"elria: quest_cards names {mine} Quests of value {values}, but {source} uses "
                              f"{count * st.seats} from that pile ({fix}, or name fewer)")
    landmarks = config["landmarks"] if config["difficulty"] == "custom" else (DUEL_LANDMARKS if duel else SOLO_LANDMARKS)
    if len(named_l) > landmarks:
        fix = "raise landmarks" if source == "custom" else "use difficulty=custom"
        raise ConfigError(f"elria: landmark_cards names {len(named_l)} Landmarks, but {source} reveals "
                          f"{landmarks} ({fix}, or name fewer)")
    for seat in range(st.seats):
        st.time[seat] = START_TIME
    st.supply = TOTAL_CUBES - START_TIME * st.seats
    drawn = [_draw(st, pile, count * st.seats, [q for q in named_q if q in pile])
             for pile, count in zip(piles, counts, strict=True)]
    st.open_landmarks = _draw(st, cs.landmarks, landmarks, named_l)
    st.deck = list(cs.locations)
    st.rng.shuffle(st.deck)
    st.say(f"{words.count(len(st.open_landmarks), 'Landmark')} {'is' if len(st.open_landmarks) == 1 else 'are'} revealed "
           "and the Location deck is shuffled.")
    if duel:
        drafted = [pile for pile in drawn if pile]
        st.draft_piles = drafted
        # Player 1 plays the first turn, so Player 2 chooses first and the drafted piles alternate
        # (the rulebook's 2nd, 1st, 2nd when no pile is empty).
        st.draft_first = [1, 0, 1][: len(drafted)]
        st.say(f"{sum(map(len, drawn))} Quests are turned face up for the draft.")
        turns.begin_draft(st)
    else:
        st.quests[0] = [q for pile in drawn for q in pile]
        st.say("Your Quests: " + ", ".join(cs.names[q] for q in st.quests[0]) + ".")
        turns.start_turn(st)
    return st
