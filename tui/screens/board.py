"""The board screen every game uses: the table, the moves, the log, and play.

A game's own screen subclasses `BoardScreen` and sets `BOARD` to its board
widget (anything with `show(view, table, seat)`) and `PRESENTER` to how its
cards read; everything else — the card detail, AI seats, dice, undo, hints,
saves, help, game over — is shared. The screen plays through a `Table`
(`tui.table`) only, so a local game and a seat at a network table play alike.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Header, OptionList, Static
from textual.worker import get_current_worker

from engine.core import Action, DiceRequest
from tui.commands import BoardCommands
from tui.dialogs.confirm import ConfirmDialog, NameDialog, TextDialog
from tui.dialogs.dice import DiceDialog
from tui.dice_words import die_labels
from tui.i18n import language
from tui.match import AI, MOVE, OVER, PERSON, ROLL, AIFault, Match
from tui.match.ai_worker import WorkerStopped
from tui.messages import AgentMoved, HintsReady, TableChanged
from tui.plain import plain
from tui.screens.interlude import Interlude
from tui.table import Table
from tui.typed_app import tavern_app
from tui.widgets.board_view import board_view
from tui.widgets.card_detail import CardDetail, CardDialog, CardPresenter, clicked_card
from tui.widgets.dice_box_status import TavernFooter
from tui.widgets.move_list import MoveList
from tui.widgets.table_log import TableLog
from tui.widgets.view_panel import ViewPanel

SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"

WAITING, THINKING, ROLLING, SHOWING = "waiting", "thinking", "rolling", "showing"
"""The phases of play on a board screen: waiting for a person (here or elsewhere) or the table, an AI
thinking, dice being rolled, a moment on show (RPGQuest's monsters' turn); and OVER (the match's own)."""


class BoardScreen(Screen):
    """Plays one game of any kind; subclasses only change the board widget."""

    BOARD: type[Widget] = ViewPanel
    PRESENTER: CardPresenter = CardPresenter()
    BOARD_PANEL = "#board"
    """The part of the board that scrolls (`b` puts the keys on it)."""
    HELP_KEYS: tuple[tuple[str, str], ...] = ()
    """Keys of the game's own widgets (its map, say) for the Help screen, besides the screen's bindings."""
    COMMANDS = Screen.COMMANDS | {BoardCommands}
    BINDINGS = [
        Binding("u", "undo", "Undo", tooltip="Undo your last decision (never across a roll, a reveal or another seat's move)"),
        Binding("h", "hint", "Hint", tooltip="Hint: the best three moves, with a reason each"),
        Binding("s", "save", "Save", tooltip="Save this game under a name"),
        Binding("question_mark,f1", "help", "Help", tooltip="These keys and the rules summary"),
        Binding("v", "next_viewer", "Watch another seat (all-AI games)", show=False),
        Binding("i", "inspect", "Card", tooltip="Read the shown card at full size"),
        Binding("c", "next_card", "Cards", tooltip="Show the next card on the table in the card panel"),
        Binding("b", "scroll_panel('board')", "Board", show=False,  # (no room in the footer at 80 columns)
                tooltip="Scroll the board: arrows, PageUp/PageDown, Home/End (Esc goes back to the moves)"),
        Binding("l", "scroll_panel('log')", "Log", show=False,
                tooltip="Scroll the log: arrows, PageUp/PageDown, Home/End (Esc goes back to the moves)"),
        Binding("escape", "leave", "Menu", tooltip="Back to the menu (asks first; the game is saved)"),
        Binding("r", "take_back", "Take your seat back (network tables)"),
        Binding("space", "skip", "Skip what is on show", show=False),
        *[Binding(str(n), f"pick({n})", f"Move {n}", show=False) for n in range(1, 10)],
        Binding("0", "pick_number", "Type the number of any move (10 and beyond)", show=False),
    ]

    app = tavern_app()

    phase: reactive[str] = reactive(WAITING)
    """Where play stands (WAITING, THINKING, ROLLING, SHOWING, OVER); only WAITING takes a move."""
    activity: reactive[str] = reactive("")
    """What is going on, for the status line ("AI 2 is thinking…"), with a spinner; "" for nothing."""
    viewer: reactive[int] = reactive(0)

    @classmethod
    def table_config(cls, config: dict) -> dict:
        """The config a person's table plays with. A game whose screen keeps its own real-time
        clock lifts the headless stand-in for it here; the generic screen keeps the config."""
        return config

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.generation = 0
        self.view: dict = {}
        self.frame = 0
        self.interlude: Interlude | None = None
        """The moment on show step by step (phase SHOWING), if any."""
        self.interlude_timer: Timer | None = None
        self.scrolling: Widget | None = None
        """The panel `b` or `l` put the keys on (Esc there goes back to the moves)."""
        humans = self.table.humans
        self.viewer = humans[0] if humans else 0

    @property
    def busy(self) -> bool:
        """Whether play is under way (thinking, rolling, on show, over): no move is taken now."""
        return self.phase != WAITING

    def enter(self, phase: str, activity: str = "") -> None:
        """Play moves to `phase`; the status line says `activity`."""
        self.phase = phase
        self.activity = activity

    @property
    def moves(self) -> list[Action]:
        """The moves on offer (empty while the table waits)."""
        return self.query_one(MoveList).moves

    @property
    def match(self) -> Match:
        """The game's match, for a local table only (the solo clock and tests read it)."""
        assert isinstance(self.table, Match), "a network table has no match here: the host keeps it"
        return self.table

    @property
    def state(self) -> Any:
        """The engine state of a local table (tests read it; the screen itself plays through `table`)."""
        return self.match.state

    # -- layout -----------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="table"):
            yield self.BOARD(id="board")
            with Vertical(id="side"):
                yield Static(id="status")
                yield MoveList(id="moves")
                yield CardDetail(id="card-detail")
                yield TableLog(id="log")
        yield TavernFooter()

    def on_mount(self) -> None:
        self.title = self.table.title
        self.sub_title = str(self.table.config.get("mode", ""))
        self.table.listen(self.table_changed)
        self.set_interval(0.12, self.spin)
        self.refresh_table()
        self.call_after_refresh(self.advance)

    # -- showing ----------------------------------------------------------
    def refresh_table(self) -> None:
        """Redraw board, moves, status and log from the table."""
        self.view = self.table.view(self.viewer)
        self.show_board()
        self.write_log()
        self.show_moves()
        self.show_card(self.query_one(CardDetail).card_id)

    def show_board(self) -> None:
        """Draw the board from the view, or as it was at the step of the interlude on show."""
        view = self.interlude.frame(self.view) if self.interlude else self.view
        board_view(self).show(view, self.table, self.viewer)

    def show_moves(self) -> None:
        """The legal moves when a person is to move; a waiting line otherwise."""
        seat = self.table.to_move()
        moves = self.query_one(MoveList)
        if seat is not None and self.table.decides(seat) == PERSON and not self.busy:
            moves.offer(self.table.legal_actions(), lambda card: self.PRESENTER.summary(card, self.view, self.viewer))
            moves.focus()
        else:
            moves.wait()
        self.show_status()

    # -- cards ------------------------------------------------------------
    def on_click(self, event: events.Click) -> None:
        """A click on a card's name (or box) on the board shows that card."""
        card_id = clicked_card(event)
        if card_id:
            self.show_card(card_id)

    def show_card(self, card_id: str) -> None:
        """The card's face from the game's presenter, or nothing."""
        face = self.PRESENTER.face(card_id, self.view, self.viewer) if card_id else None
        self.query_one(CardDetail).show(card_id, face)

    @on(OptionList.OptionHighlighted, "#moves")
    def on_move_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The card panel follows the highlighted move: its card at once, or nothing for a move that
        involves none (never the card of a move highlighted before)."""
        if 0 <= event.option_index < len(self.moves):
            self.show_card(self.moves[event.option_index].card)

    def action_inspect(self) -> None:
        """The shown card at full size."""
        detail = self.query_one(CardDetail)
        face = self.PRESENTER.face(detail.card_id, self.view, self.viewer) if detail.card_id else None
        if face is None:
            self.notify("No card to read here: highlight a move with a card, click a card, or press c.",
                        title="Card")
            return
        self.app.push_screen(CardDialog(face))

    def action_next_card(self) -> None:
        """Step through every card the seat may read on the table."""
        cards = self.PRESENTER.visible(self.view, self.viewer)
        if not cards:
            self.notify("This table has no cards to read.", title="Card")
            return
        current = self.query_one(CardDetail).card_id
        following = (cards.index(current) + 1) % len(cards) if current in cards else 0
        self.show_card(cards[following])

    def write_log(self) -> None:
        lines = self.table.log(self.viewer)
        self.query_one(TableLog).follow(lines, self.log_limit(lines))

    def log_limit(self, lines: list[str]) -> int:
        """How many of the log's lines to show now: those of an interlude's steps to come wait."""
        return min(len(lines), self.interlude.lines_shown()) if self.interlude else len(lines)

    # -- a moment on show ---------------------------------------------------
    def show_interlude(self, interlude: Interlude) -> None:
        """Show `interlude` step by step at the animation speed; play goes on after its last step."""
        self.interlude = interlude
        self.enter(SHOWING, interlude.activity)
        self.refresh_bindings()  # the footer shows Space while it is on show
        self.interlude_timer = self.set_timer(self.app.settings.delay, self.next_interlude_step)

    def next_interlude_step(self) -> None:
        """The next step on screen, or play goes on after the last."""
        interlude = self.interlude
        if interlude is None or not self.is_attached:
            return
        if not interlude.forward():
            self.action_skip()
            return
        self.refresh_table()
        self.interlude_timer = self.set_timer(self.app.settings.delay, self.next_interlude_step)

    def action_skip(self) -> None:
        """The rest of the interlude at once; then play goes on."""
        if self.interlude is None:
            return
        self.end_interlude()
        self.refresh_table()
        self.advance()

    def end_interlude(self) -> None:
        if self.interlude_timer is not None:
            self.interlude_timer.stop()
            self.interlude_timer = None
        if self.interlude is not None:
            self.interlude = None
            self.enter(WAITING)
            self.refresh_bindings()

    def show_status(self) -> None:
        table = self.table
        status = self.query_one("#status", Static)
        turn = f"Turn {table.turn}"
        request = table.dice_request()
        if table.replaced:
            status.update(plain(f"{turn} · your seat is played on another screen: r takes it back here"))
        elif self.activity:  # (the game's last moments may still be on show: RPGQuest's last monsters' turn)
            status.update(plain(f"{turn} · {SPINNER[self.frame % len(SPINNER)]} {self.activity}"))
        elif table.is_over():
            status.update(plain(f"{turn} · the game is over"))
        elif request is not None:
            status.update(plain(f"{turn} · dice to roll: {request.reason}"))
        else:
            seat = table.to_move()
            keys = "1-9 or 0, Enter" if len(self.moves) > 9 else "1-9, Enter"
            status.update(plain(f"{turn} · {table.seat_name(seat)} to move ({keys})"))

    def spin(self) -> None:
        if self.activity:
            self.frame += 1
            self.show_status()

    def watch_activity(self) -> None:
        if self.is_mounted:
            self.show_status()

    # -- the flow of play -------------------------------------------------
    def advance(self) -> None:
        """Start whatever comes next (the table's `next_step`): game over, dice, an AI move, or wait for
        a person here or elsewhere."""
        if self.busy or not self.is_attached:
            return
        table = self.table
        step = table.next_step()
        if step.kind == OVER:
            self.enter(OVER)
            self.set_timer(max(self.app.settings.delay, 0.05), self.finish)
            return
        if step.kind == ROLL and step.request is not None and step.by in (PERSON, AI):
            self.ask_dice(step.request, step.by)
            return
        if step.kind == MOVE and step.seat is not None and step.by == AI:
            self.enter(THINKING, f"{table.seat_name(step.seat)} is thinking…")
            self.show_moves()
            self.think(self.generation, step.seat, table.ai_task(step.seat), self.pace(step.seat))
            return
        if step.kind == MOVE and step.seat is not None and step.by == PERSON:
            self.viewer = step.seat
        self.refresh_table()  # a person decides, or the table waits for another screen

    def pace(self, seat: int) -> float:
        """Seconds an AI seat's next move takes on screen at least (the animation speed); a game's screen
        may play a decision that shows nothing at once."""
        return self.app.settings.delay

    def table_changed(self, note: str) -> None:
        """Called by a network table (on this app's event loop) when the host sent news."""
        self.post_message(TableChanged(note))

    def on_table_changed(self, message: TableChanged) -> None:
        """A network table moved on (another seat played, or someone left or came back)."""
        if message.note:
            self.notify(message.note, title="Table", markup=False, timeout=15 if self.table.replaced else 5)
        self.refresh_bindings()
        if not self.busy:
            self.refresh_table()
            self.advance()

    def record_input(self, lines: list[str], note: str = "") -> None:
        """After an input (the match has autosaved it): the note when the input wrote no line, and the table."""
        if note and not lines:
            self.query_one(TableLog).add(note)
        self.refresh_table()

    def play(self, action: Action) -> None:
        """A person chose a move."""
        if self.busy or self.table.to_move() is None:
            return
        self.record_input(self.table.apply(action))
        self.advance()

    @on(OptionList.OptionSelected, "#moves")
    def on_move_chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.moves):
            self.play(self.moves[event.option_index])

    def action_pick(self, number: int) -> None:
        if 0 < number <= len(self.moves):
            self.play(self.moves[number - 1])

    def action_pick_number(self) -> None:
        """0: type the number of any move (the way to moves 10 and beyond)."""
        moves = self.moves
        if not moves:
            return

        def typed(text: str | None) -> None:
            if not text or self.moves is not moves:
                return
            if text.isdigit() and 0 < int(text) <= len(moves):
                self.action_pick(int(text))
            else:
                self.notify(f"There is no move {text}: the moves are numbered 1 to {len(moves)}.",
                            title="Move", severity="warning")

        self.app.push_screen(NameDialog(f"Play move number (1-{len(moves)}):", number=True), typed)

    @work(thread=True, exclusive=True, group="agent", exit_on_error=False)
    def think(self, generation: int, seat: int, choose: Callable[[], Action], delay: float) -> None:
        """Ask the AI seat for a move off the UI thread; post it back."""
        worker = get_current_worker()
        start = time.monotonic()
        note = ""
        try:
            action = choose()
        except AIFault as fault:
            action, note = fault.fallback, fault.note
        except WorkerStopped:  # undone or left: the worker process was ended with its search
            return
        while not worker.is_cancelled and time.monotonic() - start < delay:
            time.sleep(0.02)
        if not worker.is_cancelled:
            self.post_message(AgentMoved(generation, seat, action, note))

    def on_agent_moved(self, message: AgentMoved) -> None:
        if message.generation != self.generation or self.table.to_move() != message.seat:
            return
        self.enter(WAITING)
        if message.note:  # the AI failed (its first move is played) or thinks in the app from now on
            self.notify(message.note, title="AI", severity="warning", markup=False)
        lines = self.table.apply(message.action)
        self.record_input(lines, f"{self.table.seat_name(message.seat)}: {message.action}")
        self.advance()

    # -- dice -------------------------------------------------------------
    def ask_dice(self, request: DiceRequest, rolls: str) -> None:
        """The roll, by a person here (the dice dialog) or by the virtual dice for an AI seat."""
        table = self.table
        roller = request.seat
        generation = self.generation
        if rolls == AI:
            self.enter(ROLLING, f"{table.seat_name(roller)} rolls the dice…")
            self.set_timer(max(self.app.settings.delay, 0.01),
                           lambda: self.rolled(generation, table.virtual_roll(request)))
            return
        self.enter(ROLLING)
        source, box = self.app.dice_source(table.dice, request)
        dialog = DiceDialog(request, table.seat_name(roller), self.odds(request), source,
                            lambda: table.virtual_roll(request), table.preview_roll,
                            self.app.settings.delay, box, self.die_labels(request))
        self.app.push_screen(dialog, lambda values: self.rolled(generation, values))

    def die_labels(self, request: DiceRequest) -> list[str]:
        """What to write under each die; a game screen may say whose die it is."""
        return die_labels(self.table.game, request)

    def odds(self, request: DiceRequest) -> list[str]:
        """Odds lines for the dice dialog, as the rolling seat (or the viewer) may know them."""
        return self.table.odds(request, self.viewer if request.seat is None else request.seat)

    def rolled(self, generation: int, values: tuple | None) -> None:
        """A roll came in (from the dialog or an AI's virtual dice): play it."""
        request = self.table.dice_request()
        if generation != self.generation or values is None or request is None:
            return
        self.enter(WAITING)
        self.record_input(self.table.roll(values))
        self.advance()

    # -- player commands --------------------------------------------------
    def stop_thinking(self) -> None:
        self.generation += 1
        self.workers.cancel_group(self, "agent")
        self.table.stop_ai()
        self.enter(WAITING)

    def on_unmount(self) -> None:
        """Whatever ends the screen (game over, the menu, the app quitting) ends its AI's thinking."""
        self.table.stop_ai()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Taking the seat back is offered only while another screen plays it, skipping only while an
        interlude is on show."""
        if action == "take_back":
            return self.table.replaced
        return self.interlude is not None if action == "skip" else True

    def action_take_back(self) -> None:
        """Play the seat on this screen again (the screen that took it is told, and stops)."""
        self.table.take_back()

    def action_undo(self) -> None:
        why_not = self.table.why_no_undo()
        if why_not:
            self.notify(why_not, title="Undo", severity="warning")
            return
        self.stop_thinking()
        self.end_interlude()  # (what it showed is taken back)
        self.table.undo()
        self.refresh_table()
        self.advance()

    def action_hint(self) -> None:
        seat = self.table.to_move()
        if seat is None or self.table.decides(seat) != PERSON:
            self.notify("Hints are for your own move.", title="Hint")
            return
        self.notify("Looking for good moves…", title="Hint", timeout=2)
        self.find_hints(self.generation, self.table.hint_task(seat))

    @work(thread=True, exclusive=True, group="hint", exit_on_error=False)
    def find_hints(self, generation: int, hints: Callable[[], list[tuple[str, str]]]) -> None:
        try:
            found = hints()
            self.post_message(HintsReady(generation, found))
        except Exception as error:  # a hint must never end the game
            self.post_message(HintsReady(generation, [], str(error)))

    def on_hints_ready(self, message: HintsReady) -> None:
        if message.generation != self.generation:
            return
        if message.error:
            body = f"The hint helper failed: {message.error}"
        elif not message.hints:
            body = f"No hints for {self.table.title} yet."
        else:
            body = "\n".join(f"{move} — {reason}" for move, reason in message.hints[:3])
        self.app.push_screen(TextDialog("Hints (best first, by move number)", body))

    def action_save(self) -> None:
        if self.table.record is None:
            self.notify("The host keeps this table's record and autosaves it.", title="Save")
            return
        self.app.save_as(self.table.record, f"{self.table.game} game")

    def action_help(self) -> None:
        from tui.screens.help import HelpScreen

        names = {"question_mark": "?", "escape": "Esc", "f1": "F1", "space": "Space"}
        bindings = [binding for cls in reversed(type(self).__mro__) if issubclass(cls, BoardScreen)
                    for binding in vars(cls).get("BINDINGS", ())]
        described = {}  # (the Help screen itself lists the move keys; a game's binding of a key overrides the base's)
        for binding in bindings:
            if isinstance(binding, Binding) and not binding.action.startswith("pick"):
                shown = " / ".join(names.get(key, key) for key in binding.key.split(","))
                described[shown] = binding.tooltip or binding.description
        keys = list(described.items()) + list(self.HELP_KEYS)
        name = f"help:{language()}:{self.table.game}:{type(self).__name__}"  # kept: Help opens at once next time
        if not self.app.is_screen_installed(name):
            self.app.install_screen(HelpScreen(self.table.game, keys), name)
        self.app.push_screen(name)

    def action_next_viewer(self) -> None:
        if self.table.humans:
            self.notify("Watching other seats is for all-AI games.", title="View")
            return
        self.viewer = (self.viewer + 1) % len(self.table.seats)
        self.refresh_table()

    def scroll_panels(self) -> dict[str, Widget]:
        """The panels that scroll, by name: the board's scrolling part and the log."""
        return {"board": self.query_one(self.BOARD_PANEL), "log": self.query_one(TableLog)}

    def action_scroll_panel(self, name: str) -> None:
        """Put the keys on a panel that scrolls (the arrows, PageUp/PageDown, Home/End); Esc goes back."""
        self.scrolling = self.scroll_panels()[name]
        self.scrolling.focus()

    def action_leave(self) -> None:
        """Esc on a panel that `b` or `l` put the keys on goes back to the moves; otherwise it asks before
        it leaves the table (a stray Esc meant for a notice must not drop a player to the menu); Esc or n
        answers no."""
        if self.scrolling is not None and self.focused is self.scrolling:
            self.scrolling = None
            self.query_one(MoveList).focus()
            return
        if self.table.record is not None:
            question = "Leave this game for the menu? It is saved: Continue picks it up."
        else:
            question = "Leave this table? Your seat waits for you: join again with your code to take it back."
        self.app.push_screen(ConfirmDialog(question), lambda sure: self.leave() if sure else None)

    def leave(self) -> None:
        """Leave the table for the menu (the game is autosaved; a network seat can be taken back)."""
        self.stop_thinking()
        if self.table.record is not None:
            self.notify("Game saved: Continue picks it up.", title="Tavern")
        else:
            self.notify("You left the table: join again with your code to take your seat back.", title="Tavern")
        self.table.close()
        self.app.to_menu()

    def finish(self) -> None:
        from tui.screens.game_over import GameOverScreen

        if not self.is_attached:
            return
        record = self.table.record
        if record is not None:
            record.meta["finished"] = True
            self.app.autosave(record, finished=True)
        self.app.switch_screen(GameOverScreen(self.table))
