"""`tavern sim`'s progress bar: rich, on stderr, with games done, rate and time left."""

from __future__ import annotations

import io

from rich.console import Console

from ai.sim import SimProgress, run_sim, wants_progress


class Stream(io.StringIO):
    def __init__(self, terminal: bool) -> None:
        super().__init__()
        self.terminal = terminal

    def isatty(self) -> bool:
        return self.terminal


def test_the_bar_shows_games_done_rate_and_time_left():
    out = io.StringIO()
    progress = SimProgress(40, show=True, console=Console(file=out, force_terminal=True, width=120))
    run_sim("lucky-draw", games=40, progress=progress)
    progress.stop()
    text = out.getvalue()
    assert "40/40" in text and "games/s" in text and "0:00:00" in text


def test_no_bar_for_a_sim_too_small_to_watch_or_when_not_wanted():
    out = io.StringIO()
    for total, show in ((5, True), (40, False)):
        progress = SimProgress(total, show=show, console=Console(file=out, force_terminal=True))
        run_sim("lucky-draw", games=total, progress=progress)
        progress.stop()
    assert out.getvalue() == ""


def test_the_bar_is_drawn_on_a_terminal_and_not_for_json_piped_elsewhere():
    assert wants_progress(False, Stream(False), Stream(True))
    assert wants_progress(True, Stream(True), Stream(True))
    assert not wants_progress(True, Stream(False), Stream(True))
    assert not wants_progress(False, Stream(True), Stream(False))
