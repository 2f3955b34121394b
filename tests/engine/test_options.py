"""Typed game options: each kind reads what people type and what records hold, and refuses the rest by name."""

import pytest

import engine
from engine import ConfigError
from engine.message import Msg
from engine.options import KINDS, WHOLE_NUMBER_LIMIT, Choice, Flag, Names, Number

DIFFICULTY = Choice(("easy", "normal", "hard"), "normal", "how hard")
COUNT = Choice((0, 1, 2), 1, "how many")


def refusal(option, value) -> str:
    with pytest.raises(ConfigError) as error:
        option.parse("elria", "key", value)
    return str(error.value)


def test_a_choice_takes_its_values_and_their_text():
    assert DIFFICULTY.parse("elria", "difficulty", "hard") == "hard"
    assert COUNT.parse("elria", "quests_low", 2) == 2
    assert COUNT.parse("elria", "quests_low", "2") == 2  # typed on the command line
    assert COUNT.values == (0, 1, 2) and COUNT.kind == "choice"


@pytest.mark.parametrize("value", ["Hard", "", None, ["hard"]])
def test_a_choice_refuses_anything_else_and_lists_its_values(value):
    assert refusal(DIFFICULTY, value) == f"elria: config 'key' must be one of easy, normal, hard (got {value!r})"


@pytest.mark.parametrize("value", [2.0, True, "2.0"])
def test_a_choice_matches_types_strictly(value):
    assert refusal(COUNT, value).startswith("elria: config 'key' must be one of 0, 1, 2")


def test_a_number_reads_whole_numbers_typed_or_given():
    option = Number(10, "VP", low=1)
    assert option.parse("rpgquest", "vp_target", "25") == 25
    assert option.parse("rpgquest", "vp_target", 7) == 7
    assert Number(0, "any").parse("g", "k", "-3") == -3
    assert option.kind == "number" and option.values == ()


@pytest.mark.parametrize("value", ["ten", "2.5", 2.5, True, "--5", "²", "", None, 10**30, str(10**12)])
def test_a_number_refuses_what_is_not_a_whole_number_within_the_limit(value):
    assert refusal(Number(0, "any"), value) == (
        f"elria: config 'key' must be a whole number of at most {WHOLE_NUMBER_LIMIT:,} (got {value!r})")


def test_a_number_keeps_to_its_bounds_and_names_the_one_crossed():
    turns = Number(12, "Turns", low=1, high=12)
    assert turns.parse("rpgquest", "turn_limit", 12) == 12
    assert refusal(turns, 0) == "elria: config 'key' must be 1 or more (got 0)"
    assert refusal(turns, "13") == "elria: config 'key' must be at most 12 (got 13)"


@pytest.mark.parametrize("typed, value", [("true", True), ("Yes", True), ("1", True), ("FALSE", False),
                                          ("no", False), ("0", False), (True, True), (False, False)])
def test_a_flag_reads_true_false_yes_no_one_zero(typed, value):
    assert Flag(False, "fast").parse("rpgquest", "fast", typed) is value


@pytest.mark.parametrize("value", ["maybe", 1, 0, None, ""])
def test_a_flag_refuses_anything_else(value):
    assert refusal(Flag(False, "fast"), value) == f"elria: config 'key' must be true or false (got {value!r})"


def test_names_are_comma_separated_on_the_command_line_and_lists_in_a_record():
    option = Names((), "cards")
    assert option.parse("elria", "quest_cards", "quest-03,quest-17") == ["quest-03", "quest-17"]
    assert option.parse("elria", "quest_cards", "") == []
    assert option.parse("elria", "quest_cards", ["quest-03"]) == ["quest-03"]
    assert option.text(["quest-03", "quest-17"]) == "quest-03,quest-17"


@pytest.mark.parametrize("value", [[["quest-03"]], [3], 3, None, {"quest-03": 1}])
def test_names_refuse_anything_but_a_list_of_names(value):
    assert refusal(Names((), "cards"), value).startswith("elria: config 'key' must be a list of names (got ")


def test_every_table_gets_its_own_list_of_names():
    info = engine.GAMES["elria"]
    first, second = info.normalise_config({}), info.normalise_config({})
    first["quest_cards"].append("quest-03")
    assert second["quest_cards"] == [] and info.options["quest_cards"].default == ()


@pytest.mark.parametrize("declare", [lambda: Choice(("a", "b"), "c", "help"), lambda: Number(0, "help", low=1),
                                     lambda: Number(13, "help", high=12), lambda: Flag(0, "help"),  # type: ignore[arg-type]
                                     lambda: Names(("a", 1), "help")])  # type: ignore[arg-type]
def test_a_default_the_option_would_refuse_is_a_mistake_in_the_declaration(declare):
    with pytest.raises(ValueError, match="default does not fit"):
        declare()


def test_every_game_option_is_one_of_the_kinds():
    for info in engine.GAMES.values():
        for key, option in info.options.items():
            assert option.kind in KINDS, f"{info.name}: {key}"


@pytest.mark.parametrize("game", ["elria", "rpgquest", "cartaventuras"])
def test_every_option_and_mode_of_a_game_is_named_in_messages_the_app_can_translate(game):
    info = engine.GAMES[game]
    assert all(isinstance(info.mode_name(mode), Msg) for mode in info.modes)
    for key, option in info.options.items():
        assert isinstance(option.label, Msg) and isinstance(option.help, Msg), key
        worded = [value for value in option.values if isinstance(value, (str, bool))]
        assert all(isinstance(option.name(value), Msg) for value in worded), key


def test_a_choice_shows_its_named_values_by_name_and_the_rest_as_written():
    option = Choice(("vp", 3), "vp", Msg("what ends it"), names={"vp": Msg("VP target")})
    assert (option.name("vp"), option.name(3)) == ("VP target", "3")
    assert (Flag(False, "fast").name(True), Flag(False, "fast").name(False)) == ("yes", "no")
