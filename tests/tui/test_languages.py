"""The player's language (issue #36): chosen by `--lang`, Settings or the environment, and spoken
by the menu, Settings, the footer, the New game form, the save lists and the games' messages at once."""

from __future__ import annotations

import pickle

import pytest
from textual.widgets import OptionList, Select

from engine.core import Line
from engine.message import Msg, Ref
from tests.tui.drive import settle
from tui import i18n, saves
from tui.app import TavernApp
from tui.cli import main
from tui.match import Match, Seat
from tui.settings import Settings


@pytest.mark.parametrize("name, code", [
    ("es", "es"), ("es_AR.UTF-8", "es"), ("es-ES", "es"), ("pt", "pt_BR"), ("pt-BR", "pt_BR"),
    ("pt_PT.UTF-8", "pt_BR"), ("en_GB", "en"), ("C", None), ("POSIX", None), ("fr_FR", None), ("", None),
])
def test_a_language_code_names_one_tavern_speaks(name, code):
    assert i18n.language_code(name) == code


def test_the_language_comes_from_the_flag_then_settings_then_the_environment():
    spanish = {"LANG": "es_ES.UTF-8"}
    assert i18n.choose_language("pt-BR", "en", spanish) == "pt_BR"
    assert i18n.choose_language(None, "en", spanish) == "en"
    assert i18n.choose_language(None, "", spanish) == "es"
    assert i18n.choose_language(None, "", {"LANGUAGE": "fr:pt_BR", "LANG": "es_ES"}) == "pt_BR"
    assert i18n.choose_language(None, "", {"LC_ALL": "C", "LANG": "es_ES"}) == "en"
    assert i18n.choose_language(None, "", {}) == "en"


def test_an_unknown_language_is_refused_by_the_command_line(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--lang", "fr"])
    assert stop.value.code == 2
    assert "Tavern speaks en, es and pt-BR, not 'fr'" in capsys.readouterr().err


def test_a_games_message_is_rendered_in_the_players_language():
    title = Msg("Open World: Elria")
    i18n.set_language("es")
    try:
        assert i18n.render(title) == "Mundo Abierto: Elria"
        assert i18n.render("a line no catalogue knows") == "a line no catalogue knows"
        i18n.set_language("pt_BR")
        assert i18n.render(title) == "Mundo Aberto: Elria"
    finally:
        i18n.set_language("en")
    assert i18n.render(title) == "Open World: Elria"


def test_a_translation_that_lost_a_field_falls_back_to_english(monkeypatch):
    i18n.set_language("es")
    try:
        monkeypatch.setattr(i18n._translations, "gettext", lambda text: "{nobody} llega")
        message = Msg("{hero} arrives with {gold}gp", hero=Ref("rpgquest.hero", "njani", "Njani"), gold=1200)
        assert i18n.render(message) == "Njani arrives with 1200gp"
        monkeypatch.setattr(i18n._translations, "gettext", lambda text: "{hero} llega con {gold} po")
        assert i18n.render(message) == "Njani llega con 1.200 po"
    finally:
        i18n.set_language("en")


async def test_the_menu_and_its_footer_speak_the_language_asked_for():
    app = TavernApp(settings=Settings(speed="instant"), lang="es")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        options = [str(option.prompt) for option in app.screen.query_one("#menu").options]
        assert "[n] Nueva partida" in options and "[s] Ajustes" in options
        assert "Mundo Abierto: Elria" in str(app.screen.query_one("#games").render())
        descriptions = [key.description for key in app.screen.query("FooterKey")]
        assert "Nueva partida" in descriptions and "Salir" in descriptions


async def test_choosing_a_language_in_settings_speaks_it_at_once_and_keeps_it(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        await settle(pilot)
        app.screen.query_one("#language", Select).value = "pt_BR"
        await settle(pilot)
        assert str(app.screen.query_one(".heading").render()) == "Configurações"
        await pilot.press("escape")
        await settle(pilot)
        options = [str(option.prompt) for option in app.screen.query_one("#menu").options]
        assert "[n] Nova partida" in options
    assert Settings.load().language == "pt_BR"


def _prompts(select: Select) -> list[str]:
    return [str(prompt) for prompt, _value in select._options]


async def test_the_new_game_form_speaks_spanish_down_to_the_games_options():
    app = TavernApp(settings=Settings(speed="instant"), lang="es")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        screen = app.screen
        screen.query_one("#game", Select).value = "elria"
        await settle(pilot)
        labels = [str(label.render()) for label in screen.query(".field-label")]
        assert {"Juego", "Modo", "Jugadores", "Puesto 1", "Semilla", "Dados", "Dificultad", "Personaje"} <= set(labels)
        assert str(screen.query_one(".heading").render()) == "Nueva partida"
        assert "solitario" in _prompts(screen.query_one("#mode", Select))
        assert {"muy difícil", "personalizada"} <= set(_prompts(screen.query_one("#opt-difficulty", Select)))
        assert "Guerrero" in _prompts(screen.query_one("#opt-character", Select))
        assert "Humano" in _prompts(screen.query_one("#seat-0", Select))
        assert str(screen.query_one("#opt-help-difficulty").render()).startswith("Misiones robadas de los mazos")
        assert "Empezar" in [key.description for key in screen.query("FooterKey")]


async def test_the_load_screen_lists_saves_in_spanish():
    session = Match.new("rpgquest", {"mode": "cooperative", "players": 2}, 7, [Seat(), Seat("ai", "hard")])
    saves.save_named(session.record, "Año nuevo")
    app = TavernApp(settings=Settings(speed="instant"), lang="es")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(pilot)
        assert str(app.screen.query_one(".heading").render()) == "Cargar una partida guardada"
        [entry] = [str(option.prompt) for option in app.screen.query_one("#saves", OptionList).options]
        assert entry.startswith("Guardada «Año nuevo»: RPGQuest: A Jornada do Herói, cooperativo, 2 puestos: "
                                "Jugador 1, IA 2 (difícil) — 20")
        assert "Volver" in [key.description for key in app.screen.query("FooterKey")]


def test_a_log_line_for_some_seats_keeps_its_message():
    line = Line(Msg("Open World: Elria"), seats=[1])
    copied = pickle.loads(pickle.dumps(line))
    assert copied.seats == frozenset({1}) and isinstance(copied.words, Msg)
    i18n.set_language("es")
    try:
        assert i18n.render(copied) == "Mundo Abierto: Elria"
    finally:
        i18n.set_language("en")
    assert i18n.render(copied) == "Open World: Elria"
