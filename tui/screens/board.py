"""The board screen every game uses: the table, the moves, the log, and play.

A game's own screen subclasses `BoardScreen` and sets `BOARD` to its board
widget (anything with `show(view, session, seat)`) and `PRESENTER` to how its
cards read; everything else — the card detail, AI seats, dice, undo, hints,
saves, help, game over — is shared.
"""

from __future__ import annotations

import time
from typing import Any

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Header, OptionList, RichLog, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from engine.core import Action, DiceRequest
from tui import agents
from tui.commands import BoardCommands
from tui.dialogs.confirm import NameDialog, TextDialog
from tui.dialogs.dice import DiceDialog
from tui.messages import AgentMoved, HintsReady
from tui.odds import odds_lines
from tui.plain import plain
from tui.session import Session
from tui.typed_app import tavern_app
from tui.widgets.board_view import board_view
from tui.widgets.card_detail import CardDetail, CardDialog, CardPresenter, clicked_card
from tui.widgets.dice_box_status import TavernFooter
from tui.widgets.dice_faces import describe_roll, plain_labels
from tui.widgets.view_panel import ViewPanel

SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


class BoardScreen(Screen):
    """Plays one game of any kind; subclasses only change the board widget."""

    BOARD: type[Widget] = ViewPanel
    PRESENTER: CardPresenter = CardPresenter()
    COMMANDS = Screen.COMMANDS | {BoardCommands}
    BINDINGS = [
        Binding("u", "undo", "Undo"),
        Binding("h", "hint", "Hint"),
        Binding("s", "save", "Save"),
        Binding("question_mark,f1", "help", "Help"),
        Binding("v", "next_viewer", "Watch seat", show=False),
        Binding("i", "inspect", "Card"),
        Binding("c", "next_card", "Next card", show=False),
        Binding("escape", "leave", "Menu"),
        *[Binding(str(n), f"pick({n})", f"Move {n}", show=False) for n in range(1, 10)],
        Binding("0", "pick_number", "Move by number", show=False),
    ]

    app = tavern_app()

    thinking: reactive[str] = reactive("")
    viewer: reactive[int] = reactive(0)

    @classmethod
    def table_config(cls, config: dict) -> dict:
        """The config a person's table plays with. A game whose screen keeps its own real-time
        clock lifts the headless stand-in for it here; the generic screen keeps the config."""
        return config

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.generation = 0
        self.busy = False
        self.moves: list[Action] = []
        self.view: dict = {}
        self.logged = 0
        self.frame = 0
        self.agents = {
            seat: agents.agent_for(session.record.game, info.level, seed=session.record.seed + seat)
            for seat, info in enumerate(session.seats) if info.is_ai
        }
        humans = session.humans
        self.viewer = humans[0] if humans else 0

    # -- layout -----------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="table"):
            yield self.BOARD(id="board")
            with Vertical(id="side"):
                yield Static(id="status")
                yield OptionList(id="moves")
                yield CardDetail(id="card-detail")
                yield RichLog(id="log", wrap=True, markup=False, min_width=20)
        yield TavernFooter()

    def on_mount(self) -> None:
        info = self.session.info
        self.title = info.title
        self.sub_title = str(self.session.record.config.get("mode", ""))
        self.set_interval(0.12, self.spin)
        self.refresh_table()
        self.call_after_refresh(self.advance)

    # -- showing ----------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def refresh_table(self) -> None:
        """Redraw board, moves, status and log from the session."""
        self.view = self.state.view(self.viewer)
        board_view(self).show(self.view, self.session, self.viewer)
        self.write_log()
        self.show_moves()
        self.show_card(self.query_one(CardDetail).card_id)

    def show_moves(self) -> None:
        """The legal moves when a person is to move; a waiting line otherwise."""
        state = self.state
        seat = state.to_move()
        moves = self.query_one("#moves", OptionList)
        if seat is not None and not self.session.seats[seat].is_ai and not self.busy:
            self.moves = state.legal_actions()
            moves.set_options(self.move_option(n, action) for n, action in enumerate(self.moves, start=1))
            moves.highlighted = 0
            moves.focus()
        elif self.moves or moves.option_count == 0:
            self.moves = []
            moves.set_options([Option("(waiting)", disabled=True)])
        self.show_status()

    def move_option(self, number: int, action: Action) -> Option:
        """A move's line and, under it, the card it involves (unless the move above showed it)."""
        text = Text(f"{number}. {action}")
        before = self.moves[number - 2].card if number > 1 else ""
        summary = self.PRESENTER.summary(action.card, self.view, self.viewer) if action.card else None
        if summary is not None and action.card != before:
            text.append("\n   ")
            text.append_text(summary)
        return Option(text)

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
        """The highlighted move's card is shown at once."""
        if 0 <= event.option_index < len(self.moves) and self.moves[event.option_index].card:
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
        log = self.query_one("#log", RichLog)
        lines = self.state.log
        if self.logged > len(lines):
            log.clear()
            self.logged = 0
        for line in lines[self.logged:]:
            log.write(line)
        self.logged = len(lines)

    def show_status(self) -> None:
        state = self.state
        status = self.query_one("#status", Static)
        turn = f"Turn {state.turn}"
        if state.is_over():
            status.update(plain(f"{turn} · the game is over"))
        elif self.thinking:
            status.update(plain(f"{turn} · {SPINNER[self.frame % len(SPINNER)]} {self.thinking}"))
        elif state.dice_request() is not None:
            status.update(plain(f"{turn} · dice to roll: {state.dice_request().reason}"))
        else:
            seat = state.to_move()
            keys = "1-9 or 0, Enter" if len(self.moves) > 9 else "1-9, Enter"
            status.update(plain(f"{turn} · {self.session.seat_name(seat)} to move ({keys})"))

    def spin(self) -> None:
        if self.thinking:
            self.frame += 1
            self.show_status()

    def watch_thinking(self) -> None:
        if self.is_mounted:
            self.show_status()

    # -- the flow of play -------------------------------------------------
    def advance(self) -> None:
        """Start whatever comes next: game over, dice, an AI move, or wait for a person."""
        if self.busy or not self.is_attached:
            return
        state = self.state
        if state.is_over():
            self.busy = True
            self.set_timer(max(self.app.settings.delay, 0.05), self.finish)
            return
        request = state.dice_request()
        if request is not None:
            self.ask_dice(request)
            return
        seat = state.to_move()
        if self.session.seats[seat].is_ai:
            self.busy = True
            self.thinking = f"{self.session.seat_name(seat)} is thinking…"
            self.show_moves()
            self.think(self.generation, seat, state.clone(), self.app.settings.delay)
        else:
            self.viewer = seat
            self.refresh_table()

    def record_input(self, lines: list[str], note: str = "") -> None:
        if note and not lines:
            self.query_one("#log", RichLog).write(note)
        self.app.autosave(self.session.record)
        self.refresh_table()

    def play(self, action: Action) -> None:
        """A person chose a move."""
        if self.busy or self.state.to_move() is None:
            return
        self.record_input(self.session.apply(action))
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
    def think(self, generation: int, seat: int, state: Any, delay: float) -> None:
        """Ask the AI seat for a move off the UI thread; post it back."""
        worker = get_current_worker()
        start = time.monotonic()
        note = ""
        try:
            action = self.agents[seat].choose(state, seat)
        except Exception as error:  # an AI fault must not end the game
            action, note = state.legal_actions()[0], f"(AI fault: {error}; first move played)"
        while not worker.is_cancelled and time.monotonic() - start < delay:
            time.sleep(0.02)
        if not worker.is_cancelled:
            self.post_message(AgentMoved(generation, seat, action, note))

    def on_agent_moved(self, message: AgentMoved) -> None:
        if message.generation != self.generation or self.state.to_move() != message.seat:
            return
        self.busy = False
        self.thinking = ""
        action = self.session.legal(message.action)
        lines = self.session.apply(action)
        self.record_input(lines, f"{self.session.seat_name(message.seat)}: {action}")
        self.advance()

    # -- dice -------------------------------------------------------------
    def ask_dice(self, request: DiceRequest) -> None:
        session = self.session
        roller = request.seat
        by_person = session.humans and (roller is None or not session.seats[roller].is_ai)
        self.busy = True
        if not by_person:
            generation = self.generation
            self.thinking = f"{session.seat_name(roller)} rolls the dice…"
            self.set_timer(max(self.app.settings.delay, 0.01),
                           lambda: self.rolled(generation, session.virtual_roll(request)))
            return
        source, box = self.app.dice_source(session.dice, request)
        generation = self.generation
        who = session.seat_name(roller) if roller is not None else "The table"
        dialog = DiceDialog(request, who, self.odds(request), source,
                            lambda: session.virtual_roll(request), session.preview_roll,
                            self.app.settings.delay, box, self.die_labels(request))
        self.app.push_screen(dialog, lambda values: self.rolled(generation, values))

    def die_labels(self, request: DiceRequest) -> list[str]:
        """What to write under each die; a game screen may say whose die it is."""
        return plain_labels(request.dice)

    def odds(self, request: DiceRequest) -> list[str]:
        """Odds lines for the dice dialog, as the rolling seat (or the viewer) may know them."""
        return odds_lines(self.state, request, self.viewer if request.seat is None else request.seat)

    def rolled(self, generation: int, values: tuple | None) -> None:
        """A roll came in (from the dialog or an AI's virtual dice): play it."""
        if generation != self.generation or values is None or self.state.dice_request() is None:
            return
        self.busy = False
        self.thinking = ""
        request = self.state.dice_request()
        shown = describe_roll(values, self.die_labels(request), request.dice)
        who = self.session.seat_name(request.seat)
        self.query_one("#log", RichLog).write(f"[dice] {who} rolls {shown}")
        self.record_input(self.session.roll(values))
        self.advance()

    # -- player commands --------------------------------------------------
    def stop_thinking(self) -> None:
        self.generation += 1
        self.workers.cancel_group(self, "agent")
        self.busy = False
        self.thinking = ""

    def action_undo(self) -> None:
        if self.session.undo_point() is None:
            self.notify(self.session.why_no_undo(), title="Undo", severity="warning")
            return
        self.stop_thinking()
        self.session.undo()
        self.app.autosave(self.session.record)
        self.logged = len(self.state.log) + 1  # force a rewrite of the log
        self.refresh_table()
        self.query_one("#log", RichLog).write("(undone: your last decision is taken back)")
        self.advance()

    def action_hint(self) -> None:
        seat = self.state.to_move()
        if seat is None or self.session.seats[seat].is_ai:
            self.notify("Hints are for your own move.", title="Hint")
            return
        self.notify("Looking for good moves…", title="Hint", timeout=2)
        self.find_hints(self.generation, self.state.clone(), seat)

    @work(thread=True, exclusive=True, group="hint", exit_on_error=False)
    def find_hints(self, generation: int, state: Any, seat: int) -> None:
        try:
            found = agents.hints(state, seat)
            self.post_message(HintsReady(generation, found))
        except Exception as error:  # a hint must never end the game
            self.post_message(HintsReady(generation, [], str(error)))

    def on_hints_ready(self, message: HintsReady) -> None:
        if message.generation != self.generation:
            return
        if message.error:
            body = f"The hint helper failed: {message.error}"
        elif not message.hints:
            body = f"No hints for {self.session.info.title} yet."
        else:
            body = "\n".join(f"{move} — {reason}" for move, reason in message.hints[:3])
        self.app.push_screen(TextDialog("Hints (best first, by move number)", body))

    def action_save(self) -> None:
        self.app.save_as(self.session.record, f"{self.session.record.game} game")

    def action_help(self) -> None:
        from tui.screens.help import HelpScreen

        names = {"question_mark": "?", "escape": "Esc", "f1": "F1"}
        keys = [(" / ".join(names.get(key, key) for key in binding.key.split(",")), binding.description)
                for binding in self.BINDINGS if isinstance(binding, Binding) and binding.show]
        self.app.push_screen(HelpScreen(self.session.record.game, keys))

    def action_next_viewer(self) -> None:
        if self.session.humans:
            self.notify("Watching other seats is for all-AI games.", title="View")
            return
        self.viewer = (self.viewer + 1) % self.session.state.seats
        self.refresh_table()

    def action_leave(self) -> None:
        self.stop_thinking()
        self.notify("Game saved: Continue picks it up.", title="Tavern")
        self.app.to_menu()

    def finish(self) -> None:
        from tui.screens.game_over import GameOverScreen

        if not self.is_attached:
            return
        self.session.record.meta["finished"] = True
        self.app.autosave(self.session.record, finished=True)
        self.app.switch_screen(GameOverScreen(self.session))
