"""RPGQuest: the shared board screen with the map of Arcádia, its cursor, and travel.

`m` puts the keys on the map (arrows move its cursor); choosing a hex there (Enter, or a
click on the cursor's hex) travels: the screen plays the engine's own movement decisions
along the route the cursor previewed, one step at a time, and stops where the rules stop the
group (an ambush, a monster, the end of the way) or when the route no longer holds.

The monsters' turn, which the engine plays inside the decision that ends a Turn, is shown step by
step at the animation speed (`tui.rpgquest.replay`): each step's log line, the monsters where they
stood, its hex marked on the map. Space skips to the end; play goes on once the last step is shown.
"""

from __future__ import annotations

from textual.binding import Binding

from engine.core import Action
from engine.rpgquest import hexes
from engine.rpgquest.hexes import Hex
from engine.rpgquest.routes import MP_PER_ACTION
from tui.dialogs.confirm import ConfirmDialog
from tui.match import PERSON
from tui.rpgquest.board import RpgQuestBoard
from tui.rpgquest.faces import RpgQuestFaces
from tui.rpgquest.hexmap import HexMap
from tui.rpgquest.interrupt import INTERRUPT, LOOK, WAIT, WAIT_ROUND, InterruptDialog
from tui.rpgquest.preview import places_to_find
from tui.rpgquest.replay import MonstersReplay
from tui.rpgquest.ways import CAVES, PASSAGES, PORTAL, way_for
from tui.screens.board import BoardScreen
from tui.widgets.move_list import MoveList


class RpgQuestScreen(BoardScreen):
    """Every decision from the move list, or a journey chosen on the map."""

    BOARD = RpgQuestBoard
    PRESENTER = RpgQuestFaces()
    BOARD_PANEL = "#rq-sections"
    BINDINGS = [
        Binding("m", "map", "Map", tooltip="The map: its cursor previews a hex and the way there (Esc goes back to the moves)"),
        Binding("space", "skip", "Skip the monsters' turn"),
        Binding("f", "find", "Find", tooltip="The map's cursor to your next mission's hex; again: the public "
                                             "missions', the other groups' and the Rumours' hexes (nearest first)"),
    ]
    HELP_KEYS = (("arrows / click / wheel", "on the map (m): move the cursor, which previews the hex and the route"),
                 ("Enter / click again", "on the map: travel to the cursor's hex"),
                 ("z", "on the map: the close view or the whole map at a glance"),
                 ("g", "on the map: the cursor back to your group"))

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.journey: list[Hex] = []  # the hexes still to enter on the way the player chose
        self.passage: tuple[str, Hex, Hex] | None = None  # the journey's passage: (through, near end, far end)
        self.mp_due: int | None = None  # the MP the group holds after the journey's last decision (None: not set out)
        self.told_turn: int | None = None  # the last monsters' turn shown (None: nothing seen yet)
        self.asked: tuple | None = None  # the interrupt offer last put to a person
        self.waiting_out: tuple | None = None  # (Turn, round, seat): let that round go on without asking
        self.found: tuple[int, Hex | None] = (0, None)  # the place `f` last brought the cursor to: (index, hex)

    def play(self, action: Action) -> None:
        """Dismissing a hero cannot be taken back in play (a hero of level 2 or more leaves the game):
        ask once before it is played."""
        if action.kind != "dismiss" or self.busy:
            super().play(action)
            return

        def answered(sure: bool | None) -> None:
            if sure:
                super(RpgQuestScreen, self).play(action)

        self.app.push_screen(ConfirmDialog(f"{action}? The hero leaves your group."), answered)

    def action_map(self) -> None:
        self.query_one(HexMap).focus()

    def action_find(self) -> None:
        """The map's cursor to the next place worth a look (`places_to_find`): after the one the last `f` found
        while the cursor stays there, else the first."""
        hexmap = self.query_one(HexMap)
        places = [] if hexmap.world is None else places_to_find(self.view, hexmap.world, self.viewer)
        if not places:
            self.notify("No mission, group or Rumour to find on the map.", title="Find")
            return
        last, where = self.found
        after = last + 1 if where == hexmap.cursor and where in places[last:last + 1] else 0
        self.found = (after % len(places), places[after % len(places)])
        hexmap.cursor = self.found[1]
        hexmap.refresh()

    def action_leave(self) -> None:
        """In map mode Esc leaves map mode first (back to the moves); then it asks to leave the table."""
        if self.query_one(HexMap).has_focus:
            self.query_one(MoveList).focus()
            return
        super().action_leave()

    def on_hex_map_travel(self, message: HexMap.Travel) -> None:
        seat = self.table.to_move()
        if seat is None or self.table.decides(seat) != PERSON or self.busy or seat != self.viewer:
            self.notify("Travel when it is your group's turn to act.", severity="warning")
            return
        world = self.query_one(HexMap).world
        found = None if world is None else way_for(self.view, world, seat, message.where)
        if found is None:
            self.notify("There is no way there on foot (nor through the caves or the Portal).", severity="warning")
            return
        self.journey = list(found.path)
        self.passage = None if found.gate is None else (found.through, *found.gate)
        self.mp_due = self.view["mp"] if self.view["phase"] == "move" else None
        self.travel()

    def action_undo(self) -> None:
        self.journey = []
        if not self.table.why_no_undo():  # the undo happens (and the monsters' turn it takes back goes)
            self.waiting_out = None
        super().action_undo()

    # -- interrupts ---------------------------------------------------------------
    def advance(self) -> None:
        super().advance()
        if not self.busy:
            self.offer_interrupt()

    def pace(self, seat: int) -> float:
        """An AI seat's answer to an interrupt offer shows nothing on the table: it comes at once, so the
        player whose round it is waits no longer than the AI's thinking (its action, if it interrupts,
        is paced as usual)."""
        return 0.0 if self.view.get("phase") == "interrupt" else super().pace(seat)

    def interrupt_offer(self) -> tuple | None:
        """The interrupt offer a person at this screen must answer now: (Turn, round, its markers, seat)."""
        seat, view = self.table.to_move(), self.view
        if seat is None or self.table.decides(seat) != PERSON or seat != self.viewer:
            return None
        if view.get("phase") != "interrupt" or view["actor"] != seat:
            return None
        return (view["turn"], view["current"], tuple(view["markers"][view["current"]]), seat)

    def offer_interrupt(self) -> None:
        """Put the offer to the person once (or let the round go on, as they asked)."""
        offer = self.interrupt_offer()
        if offer is None or offer == self.asked:
            return
        self.asked = offer
        if self.waiting_out == (offer[0], offer[1], offer[3]):
            self.answer_interrupt(offer, WAIT)
            return
        self.app.push_screen(InterruptDialog(self.view), lambda answer: self.answer_interrupt(offer, answer))

    def answer_interrupt(self, offer: tuple, answer: str | None) -> None:
        if answer in (None, LOOK) or self.interrupt_offer() != offer:
            return
        if answer == WAIT_ROUND:
            self.waiting_out = (offer[0], offer[1], offer[3])
        kind = INTERRUPT if answer == INTERRUPT else WAIT
        move = next((move for move in self.moves if move.kind == kind), None)
        if move is not None:
            self.play(move)

    def refresh_table(self) -> None:
        super().refresh_table()
        if self.journey:
            self.call_after_refresh(self.travel)

    # -- the monsters' turn, step by step ---------------------------------------
    def start_replay(self) -> None:
        """A monsters' turn newer than the last one shown is shown step by step (at an instant speed, or
        on opening a game, it is shown whole at once)."""
        turn = self.view["monsters_turn"]["turn"]
        newer = self.told_turn is not None and turn > self.told_turn
        self.told_turn = turn
        if not newer or self.app.settings.delay <= 0 or self.interlude is not None:
            return
        replay = MonstersReplay.of(self.view, self.table.log(self.viewer))
        if replay is not None:
            self.show_interlude(replay)

    @property
    def replay(self) -> MonstersReplay | None:
        """The monsters' turn on show, if it is."""
        return self.interlude if isinstance(self.interlude, MonstersReplay) else None

    def show_board(self) -> None:
        """The board as the view has it, or at the step of the monsters' turn on show, its hex marked."""
        self.start_replay()
        super().show_board()
        replay = self.replay
        self.query_one(RpgQuestBoard).show_step(replay.caption() if replay else None,
                                                replay.spotlight if replay else None)

    def travel(self) -> None:
        """Play the next movement decision of the journey, if the rules still allow it."""
        if not self.journey or self.busy or self.table.to_move() != self.viewer:
            return
        move = self.next_move()
        if move is None:
            self.journey = []
            return
        self.play(move)

    def next_move(self) -> Action | None:
        """The legal move that carries the journey on: Move as its first decision, then a step, or chaining
        another action. None where the rules stopped the group (an ambush, a monster met, a fight: the
        action ended, or the MP are not what the last step left) and on a hex where a mission stage may
        be resolved: the player decides."""
        legal = {(a.kind, a.args): a for a in self.moves}
        group = self.view["groups"][self.viewer]
        here = (group["hex"][0], group["hex"][1])
        if self.view["phase"] == "action" and self.mp_due is None:
            self.mp_due = MP_PER_ACTION
            return legal.get(("move", ()))
        mp_due = self.mp_due
        if self.view["phase"] != "move" or mp_due is None or self.view["mp"] != mp_due:
            return None
        if self.journey and self.journey[0] == here:
            self.journey.pop(0)
            if any(kind == "resolve" for kind, _ in legal):
                return None  # a mission stage waits on this hex: the player decides
        if not self.journey:
            return None
        move, cost = self.way_on(legal, here, self.journey[0])
        if cost is None or (move is None and cost <= mp_due):
            return None  # the way no longer holds
        if move is not None:
            self.mp_due = mp_due - cost
            return move
        self.mp_due = mp_due + MP_PER_ACTION
        return legal.get(("chain", ()))

    def way_on(self, legal: dict[tuple, Action], here: Hex, there: Hex) -> tuple[Action | None, int | None]:
        """The legal move from `here` into `there` (a step to a neighbour, or the passage the way goes
        through) and the MP it costs; no move when it is not offered (more MP needed, or the way is
        closed), no MP when there is no such way."""
        world = self.query_one(HexMap).world
        if there in hexes.neighbours(here) and world is not None:
            return legal.get(("step", (hexes.neighbours(here).index(there),))), world.foot_cost(here, there)
        if self.passage is None or self.passage[1:] != (here, there):
            return None, None
        through = self.passage[0]
        return legal.get(({CAVES: "tunnel", PORTAL: "portal"}[through], there)), PASSAGES[through]
