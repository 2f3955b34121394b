"""Helpers that play the app the way a person does: with key presses."""

from __future__ import annotations

import contextlib
import random

from engine.core import Record
from tui.dialogs.confirm import ConfirmDialog
from tui.dialogs.dice import DiceDialog
from tui.match import Match, Seat
from tui.rpgquest.interrupt import InterruptDialog
from tui.rpgquest.screen import RpgQuestScreen
from tui.screens.board import BoardScreen
from tui.screens.game_over import GameOverScreen


async def settle(pilot, rounds: int = 3) -> None:
    """Let the app catch up, saves being opened in their worker thread included."""
    for _ in range(rounds):
        await pilot.pause()
        for worker in list(pilot.app.workers):
            if worker.group == "saves":
                with contextlib.suppress(Exception):  # not started yet, or failed: the next round sees it
                    await worker.wait()


async def finish_lab(pilot) -> None:
    """Wait for the Balance lab's sweep and the messages its worker posted."""
    for worker in list(pilot.app.workers):
        if worker.group == "lab":
            await worker.wait()
    await settle(pilot)


async def choose(pilot, index: int) -> None:
    """Pick move `index` (0-based) by its number key, or arrows and Enter."""
    if index < 9:
        await pilot.press(str(index + 1))
    else:
        await pilot.press("home", *["down"] * index, "enter")


async def roll_virtual(pilot) -> None:
    await pilot.press("enter")  # roll
    await pilot.pause()
    await pilot.press("enter")  # continue


async def play_to_end(pilot, rng: random.Random | None = None, limit: int = 5000) -> GameOverScreen:
    """Press keys until the game-over screen: random moves for human seats, virtual dice."""
    rng = rng or random.Random(1)
    app = pilot.app
    for _ in range(limit):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            while not screen.query("#over-result"):  # composed, not just pushed
                await pilot.pause(0.01)
            return screen
        if isinstance(screen, DiceDialog):
            await roll_virtual(pilot)
        elif isinstance(screen, ConfirmDialog):  # facing the Great Dragon
            await pilot.press("y")
        elif isinstance(screen, InterruptDialog):  # RPGQuest: interrupt the player whose round it is, or not
            await pilot.press(rng.choice("in"))
        elif isinstance(screen, RpgQuestScreen) and screen.replay is not None:  # the monsters' turn on show
            await pilot.press("space")
        elif isinstance(screen, BoardScreen) and screen.moves:
            await choose(pilot, rng.randrange(len(screen.moves)))
        else:
            await pilot.pause(0.005)
    raise AssertionError(f"the game did not end within {limit} steps (screen: {app.screen})")


def near_the_end(game: str, config: dict, seats: list[Seat], seed: int, left: int = 10) -> Match:
    """A table played headless (random decisions, the session's virtual dice) to at least `left`
    inputs before its end, at a decision of a person's seat: the app opens it there and plays the
    rest by key, so a test of the game-over screen need not press a whole game's keys."""
    whole = Match.new(game, config, seed, seats)
    rng = random.Random(seed)
    people_to_move: list[int] = []  # how many inputs had been played when a person was to move
    while not whole.state.is_over():
        seat = whole.state.to_move()
        if seat is None:
            whole.roll(whole.virtual_roll(whole.state.dice_request()))
            continue
        if not seats[seat].is_ai:
            people_to_move.append(len(whole.record.inputs))
        whole.apply(rng.choice(whole.state.legal_actions()))
    end = len(whole.record.inputs)
    keep = max((n for n in people_to_move if n <= end - left), default=0)
    record = whole.record
    return Match(Record(record.game, record.config, record.seed, record.inputs[:keep]), seats)


async def open_session(app, pilot, session: Match) -> BoardScreen:
    """Open the board on a table already in play."""
    board = app.start_session(session)
    await settle(pilot)
    assert isinstance(board, BoardScreen)
    return board


async def start(app, pilot, game: str, seats: list[Seat], config: dict | None = None,
                seed: int = 7, dice: str = "virtual") -> BoardScreen:
    """Open a game directly (the New game form has its own tests)."""
    board = app.start_session(Match.new(game, config or {}, seed, seats, dice))
    await settle(pilot)
    assert isinstance(board, BoardScreen)
    return board
