"""The title screen and the New game form."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Select

import engine
from engine.options import KINDS
from tests.tui.drive import play_to_end, settle, start
from tests.tui.snapshots import screen_text
from tui import saves
from tui.dialogs.confirm import ConfirmDialog
from tui.match import Seat
from tui.screens.board import BoardScreen
from tui.screens.menu import MenuScreen
from tui.screens.new_game import OPTION_WIDGETS, NewGameScreen
from tui.settings import Settings


async def test_menu_lists_every_game(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = str(app.screen.query_one("#games").render())
        assert "Cartaventuras" in text and "Elria" in text and "RPGQuest" in text
        assert "RPGQuest: A Jornada do Herói" in text and "early" not in text and "coming soon" not in text
        assert "Lucky Draw" in text


async def test_continue_without_a_save_says_so(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert any("no game to continue" in n.message for n in app._notifications)


async def test_new_game_form_starts_the_chosen_game_with_its_seats(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#game", Select).value = "lucky-draw"
        await settle(pilot)
        form.query_one("#seat-1", Select).value = "ai:easy"
        form.query_one("#seed").value = "42"
        await pilot.press("ctrl+s")
        await settle(pilot)
        board = app.screen
        assert isinstance(board, BoardScreen)
        assert board.match.record.seed == 42
        assert [seat.kind for seat in board.match.seats] == ["human", "ai"]
        assert board.match.seats[1].level == "easy"
        await play_to_end(pilot)


async def test_quit_key_leaves_the_app(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("q")
        await settle(pilot)
        assert app.return_code == 0


async def test_a_new_game_asks_before_replacing_an_unfinished_one(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        first = await start(app, pilot, "lucky-wait", [Seat(), Seat()])
        await pilot.press("escape", "y", "n")
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert saves.read(saves.autosave_path()).seed == first.match.record.seed
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen) and app.screen is not first


def _shown_options(form) -> set[str]:
    return {row.query_one("Select, Input").id.removeprefix("opt-")
            for row in form.query("#options .field") if row.display}


async def _open_form(app, pilot) -> NewGameScreen:
    await pilot.press("n")
    await settle(pilot)
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


async def _choose(pilot, form: NewGameScreen, game: str, mode: str | None = None) -> None:
    form.query_one("#game", Select).value = game
    await settle(pilot)
    if mode:
        form.query_one("#mode", Select).value = mode
        await settle(pilot)


async def test_the_focused_field_of_the_new_game_form_is_marked(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await _open_form(app, pilot)
        label = form.query_one("#seed").parent.query_one(".field-label")
        before = list(label.render_line(0))
        form.query_one("#seed").focus()
        await settle(pilot)
        assert list(label.render_line(0)) != before  # its label shows where the keys go


async def test_new_game_form_shows_only_the_options_of_the_chosen_mode(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await _open_form(app, pilot)
        await _choose(pilot, form, "elria")
        for mode, present, absent in (("solo", {"difficulty", "character"}, {"rival", "retries"}),
                                      ("duel", {"difficulty", "rival"}, {"retries"}),
                                      ("campaign", {"retries", "character"}, {"difficulty", "rival"})):
            form.query_one("#mode", Select).value = mode
            await settle(pilot)
            shown = _shown_options(form)
            assert present <= shown and not absent & shown, mode
        await _choose(pilot, form, "cartaventuras")
        assert "difficulty" not in _shown_options(form)  # standard: no clock
        await _choose(pilot, form, "cartaventuras", "solo")
        assert "difficulty" in _shown_options(form)


def test_the_new_game_form_has_a_widget_for_every_kind_of_option():
    assert set(OPTION_WIDGETS) == set(KINDS)


async def test_the_new_game_form_and_the_command_line_read_every_option_alike(make_app):
    """For every game and mode, what the form starts with reads, through each option's `parse`, as the
    option's default, and the form's config is the config `--config` gives with no option at all."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await _open_form(app, pilot)
        for game in ("elria", "cartaventuras", "rpgquest"):
            info = engine.GAMES[game]
            for mode in info.modes:
                await _choose(pilot, form, game, mode)
                players = form.query_one("#players", Select).value
                for key, option in info.options.items():
                    typed = form.option_value(key)
                    assert option.parse(game, key, typed) == option.parse(game, key, option.default), (game, key)
                    kind = {"choice": Select, "flag": Select, "number": Input, "names": Input}[option.kind]
                    assert isinstance(form.query_one(f"#opt-{key}"), kind), (game, key)
                assert info.normalise_config(form.config()) == info.normalise_config(
                    {"mode": mode, "players": players}), (game, mode)


async def test_a_remembered_option_the_game_no_longer_takes_goes_back_to_its_default(make_app):
    app = make_app()
    app.settings.new_game = {"game": "rpgquest", "games": {"rpgquest": {
        "options": {"vp_target": "13", "turn_limit": "40", "fast": "yes", "end": "forever"}}}}
    async with app.run_test(size=(80, 24)) as pilot:
        form = await _open_form(app, pilot)
        assert form.game == "rpgquest"
        assert [form.option_value(key) for key in ("vp_target", "turn_limit", "fast", "end")] == ["13", "12", True, "vp"]


async def test_new_game_form_remembers_the_last_choices(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await _open_form(app, pilot)
        await _choose(pilot, form, "elria", "duel")
        form.query_one("#opt-difficulty", Select).value = "hard"
        form.query_one("#seat-1", Select).value = "ai:easy"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen)
        await pilot.press("escape", "y")
        await settle(pilot)
        form = await _open_form(app, pilot)
        assert form.query_one("#game", Select).value == "elria"
        assert form.query_one("#mode", Select).value == "duel"
        assert form.query_one("#opt-difficulty", Select).value == "hard"
        assert form.query_one("#seat-1", Select).value == "ai:easy"
    assert Settings.load().new_game["game"] == "elria"  # kept in settings.json


@pytest.mark.slow
async def test_the_replace_question_is_never_cut_off_at_80_or_120_columns(make_app):
    for size in ((80, 24), (120, 40)):
        app = make_app()
        async with app.run_test(size=size) as pilot:
            await start(app, pilot, "lucky-wait", [Seat(), Seat()])
            await pilot.press("escape", "y", "n")
            await settle(pilot)
            await pilot.press("ctrl+s")
            await settle(pilot)
            dialog = app.screen
            assert isinstance(dialog, ConfirmDialog)
            question = dialog.query_one(".dialog").children[0]
            x, y, width, height = question.content_region
            rows = screen_text(app).splitlines()[y:y + height]
            shown = " ".join(" ".join(line[x:x + width] for line in rows).split())
            assert shown == " ".join(dialog.question.split()), size


async def test_timed_solo_started_from_the_form_ends_by_the_clock_not_by_rounds(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        form = await _open_form(app, pilot)
        await _choose(pilot, form, "cartaventuras", "solo")
        await pilot.press("ctrl+s")
        await settle(pilot)
        board = app.screen
        assert isinstance(board, BoardScreen)
        assert board.match.record.config["turn_budget"] == 80  # the standard game's limit, not 30 minutes as rounds
        assert board.clock is not None and board.clock.limit == 30 * 60
