"""The Action phase and the four action types.

The phase menu offers the main action (discard one available Location,
optionally spending its gem), one bonus action (a gem on the Character card,
an Upgrade, or a hybrid icon), fulfilling Quests, and ending the turn. An
action is then a sequence of small steps: cover icons of its type (up to the
Character Level, linked groups all at once), and spend what they earned.
"""

from __future__ import annotations

from engine.core import Action
from engine.elria import quests, turns
from engine.elria.cards import ACTIONS, ICON_NAMES, cards
from engine.elria.tableau import journey_enemies, last_location, open_spaces
from engine.words import article

END_TURN = Action("end_turn", (), "End your turn")
END_ACTION = Action("end_action", (), "Finish this action")
GAIN_TIME = Action("gain_time", (), "Earn 1 Time cube")


def _types(gem: str) -> tuple[str, ...]:
    return ACTIONS if gem == "wild" else (gem,)


def coverable(st, seat: int, kind: str, room: int, spaces: list[int] | None = None) -> list[int]:
    """Open icons usable for an action of `kind` (its own icon or wild), linking at most `room`."""
    cs = cards()
    icon, size, sp_kind = cs.sp_icon, cs.sp_size, cs.sp_kind
    return [s for s in (open_spaces(st, seat) if spaces is None else spaces)
            if (icon[s] == kind or icon[s] == "wild") and sp_kind[s] != "gem" and size[s] <= room]


def reaches(sizes: list[int], room: int) -> bool:
    """Whether some of these linked-group sizes add up to exactly `room` (a subset sum)."""
    sums = 1
    for size in sizes:
        sums |= sums << size
    return bool(sums >> room & 1)


def usable_actions(st, seat: int, spaces: list[int] | None = None) -> dict[str, bool]:
    """For each action type, whether it could cover at least one icon now.

    A Level up is usable only when its open icons can make exactly the Level in one action: fewer
    icons level nobody up (docs/rulings.md, *Levelling*).
    """
    cs = cards()
    icon, size, sp_kind = cs.sp_icon, cs.sp_size, cs.sp_kind
    level = st.level[seat]
    found = set()
    levelling = []
    for s in open_spaces(st, seat) if spaces is None else spaces:
        if sp_kind[s] != "gem" and size[s] <= level:
            found.add(icon[s])
            if icon[s] in ("levelup", "wild"):
                levelling.append(size[s])
    wild = "wild" in found
    usable = {kind: wild or kind in found for kind in ACTIONS}
    usable["levelup"] = level < cs.cards[st.character[seat]].levels and reaches(levelling, level)
    return usable


def bonus_gems(st, seat: int, spaces: list[int] | None = None) -> list[int]:
    """Gems and hybrid icons the seat may spend on its bonus action.

    A hybrid icon spent as a gem is covered by it, so the action it starts needs another icon
    (see `menu_actions`).
    """
    kinds = cards().sp_kind
    return [s for s in (open_spaces(st, seat) if spaces is None else spaces)
            if kinds[s] == "gem" or kinds[s] == "hybrid"]


def menu_actions(st) -> list[Action]:
    cs = cards()
    seat = st.current
    result = []
    spaces = open_spaces(st, seat)
    usable = usable_actions(st, seat, spaces)
    if not st.main_done:
        for card in st.available:
            name = cs.names[card]
            for kind in _types(cs.cards[card].gem):
                if usable[kind]:
                    result.append(Action("act", (card, kind), f"Discard {name} and use its gem: {ICON_NAMES[kind]}",
                                         cs.ids[card]))
            result.append(Action("discard", (card,), f"Discard {name} without using its gem", cs.ids[card]))
    if not st.bonus_used:
        for space in bonus_gems(st, seat, spaces):
            left = usable if cs.sp_kind[space] == "gem" else usable_actions(st, seat, [s for s in spaces if s != space])
            for kind in _types(cs.sp_icon[space]):
                if left[kind]:
                    result.append(Action("bonus", (space, kind),
                                         f"Bonus action ({ICON_NAMES[kind]}): spend the {cs.space_label(space)}",
                                         cs.ids[cs.sp_card[space]]))
    for quest in quests.fulfillable(st, seat):
        result.append(Action("fulfil", (quest,), f"Fulfil the quest {cs.names[quest]}", cs.ids[quest]))
    if st.main_done:
        result.append(END_TURN)
    return result


def apply_menu(st, action: Action) -> None:
    cs = cards()
    seat = st.current
    kind = action.kind
    if kind in ("act", "discard"):
        card = action.args[0]
        st.available.remove(card)
        st.discard.append(card)
        st.main_done = True
        if kind == "discard":
            st.say(f"{st.who(seat)} discard{'s' if st.seats > 1 else ''} {cs.names[card]}.")
        else:
            _start(st, action.args[1], f"the gem of {cs.names[card]}")
    elif kind == "bonus":
        space, what = action.args
        st.cover(space)
        st.bonus_used = True
        _start(st, what, f"the {cs.space_label(space)} as the bonus action")
    elif kind == "fulfil":
        quests.fulfil(st, seat, action.args[0])
    else:
        turns.next_step(st)


def _start(st, kind: str, source: str) -> None:
    st.act_type, st.act_count, st.act_credits, st.act_qcredits = kind, 0, 0, 0
    st.phase = "act"
    st.say(f"{st.who(st.current)} perform{'s' if st.seats > 1 else ''} {article(ICON_NAMES[kind] + ' action')} with {source}.")


def act_actions(st) -> list[Action]:
    cs = cards()
    seat, kind = st.current, st.act_type
    room = st.level[seat] - st.act_count
    label = cs.space_label

    def on(space: int) -> str:
        return cs.ids[cs.sp_card[space]]

    spaces = coverable(st, seat, kind, room)
    if kind == "levelup":
        return [Action("cover", (s,), f"Cover the {label(s)}", on(s)) for s in _levelling(spaces, room)]
    result = [Action("cover", (s,), f"Cover the {label(s)}", on(s)) for s in spaces]
    credits = st.act_credits
    if kind == "combat":
        sizes = cs.sp_size
        result += [Action("defeat", (s,), f"Defeat the {label(s)}", on(s))
                   for s in journey_enemies(st, seat) if sizes[s] <= credits]
        result += [Action("quest", (s,), f"Defeat the {label(s)}", on(s))
                   for s in quests.open_objectives(st, seat, "enemy", st.act_qcredits)]
    elif kind == "treasure" and credits:
        result.append(GAIN_TIME)
        result += [Action("quest", (s,), f"Cover the {label(s)}", on(s))
                   for s in quests.open_objectives(st, seat, "treasure", credits)]
    elif kind == "encounter" and credits:
        result += [Action("quest", (s,), f"Cover the {label(s)}", on(s))
                   for s in quests.open_objectives(st, seat, "encounter", credits)]
        for landmark in discoverable(st, seat):
            bonus = cs.cards[landmark].time
            extra = f" (+{bonus} Time)" if bonus else ""
            result.append(Action("discover", (landmark,), f"Discover the Landmark {cs.names[landmark]}{extra}",
                                 cs.ids[landmark]))
    result.append(_finish(st))
    return result


def _levelling(spaces: list[int], room: int) -> list[int]:
    """The level-up icons whose cover still lets the rest make up exactly `room`.

    A level-up action has no "finish": it ends when the Level rises, so it never strands a gem.
    """
    size = cards().sp_size
    return [s for s in spaces if reaches([size[o] for o in spaces if o != s], room - size[s])]


def _finish(st) -> Action:
    """"Finish this action", saying so when it wastes the gem or covered icons."""
    credits = st.act_credits
    if st.act_count == 0:
        return Action("end_action", (), "Finish this action without covering anything (the gem is wasted)")
    if credits:
        return Action("end_action", (), f"Finish this action, leaving {credits} covered "
                                         f"{'icon' if credits == 1 else 'icons'} unused")
    return END_ACTION


def discoverable(st, seat: int) -> list[int]:
    """Open Landmarks sharing a Terrain type with the last Location travelled to."""
    cs = cards()
    last = last_location(st, seat)
    if last < 0:
        return []
    terrains = cs.terrain_sets[last]
    return [m for m in st.open_landmarks if terrains & cs.terrain_sets[m]]


def apply_act(st, action: Action) -> None:
    cs = cards()
    seat, kind = st.current, action.kind
    if kind == "end_action":
        st.phase, st.act_type = "action", ""
        return
    if kind == "gain_time":
        st.act_credits -= 1
        st.gain(seat, 1)
        st.say(f"{st.who(seat)} earn{'s' if st.seats > 1 else ''} 1 Time.")
        return
    if kind == "discover":
        landmark = action.args[0]
        st.act_credits -= 1
        st.open_landmarks.remove(landmark)
        st.found[seat].append(landmark)
        st.found_at[seat].append(last_location(st, seat))
        st.gain(seat, cs.cards[landmark].time)
        st.say(f"{st.who(seat)} discover{'s' if st.seats > 1 else ''} {cs.names[landmark]}"
               + (f" and earn{'s' if st.seats > 1 else ''} {cs.cards[landmark].time} Time." if cs.cards[landmark].time else "."))
        return
    space = action.args[0]
    size = cs.sp_size[space]
    st.cover(space)
    if kind == "cover":
        st.act_count += size
        st.act_credits += size
        if st.act_type == "levelup" and st.act_count == st.level[seat]:
            _level_up(st, seat)
    elif kind == "defeat":
        st.act_credits -= size
        st.act_qcredits += size
        st.say(f"{st.who(seat)} defeat{'s' if st.seats > 1 else ''} the {cs.space_label(space)}.")
    elif st.act_type == "combat":
        st.act_qcredits -= size
    else:
        st.act_credits -= size


def _level_up(st, seat: int) -> None:
    st.level[seat] += 1
    st.gain(seat, st.level[seat])
    st.say(f"{st.who(seat)} reach{'es' if st.seats > 1 else ''} Level {st.level[seat]} "
           f"and earn{'s' if st.seats > 1 else ''} {st.level[seat]} Time.")
    st.phase, st.act_type = "action", ""
